import { PageIntro } from '#app/components/site/PageIntro.tsx'

import type { Route } from './+types/products'

export const meta: Route.MetaFunction = () => [{ title: 'Products' }]

export default function Page() {
	return (
		<main id="main">
			<PageIntro title="Products">
				The products we build, run and keep improving.
			</PageIntro>
		</main>
	)
}
