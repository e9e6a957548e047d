import { PageIntro } from '#app/components/site/PageIntro.tsx'

import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => [{ title: 'Services' }]

export default function Page() {
	return (
		<main id="main">
			<PageIntro title="Services">
				Mobile applications, websites and smart systems, from the first sketch to launch
				and beyond.
			</PageIntro>
		</main>
	)
}
