import { PageIntro } from '#app/components/site/PageIntro.tsx'

import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => [{ title: 'About Us' }]

export default function Page() {
	return (
		<main id="main">
			<PageIntro title="About Us">
				How a small team came together in 2023 to build software that people enjoy using.
			</PageIntro>
		</main>
	)
}
