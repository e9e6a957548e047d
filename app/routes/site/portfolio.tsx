import { PageIntro } from '#app/components/site/PageIntro.tsx'

import type { Route } from './+types/portfolio'

export const meta: Route.MetaFunction = () => [{ title: 'Portfolio' }]

export default function Page() {
	return (
		<main id="main">
			<PageIntro title="Portfolio">
				Mobile applications and websites we have designed and built with our clients.
			</PageIntro>
		</main>
	)
}
