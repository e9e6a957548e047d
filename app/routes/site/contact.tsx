import { PageIntro } from '#app/components/site/PageIntro.tsx'

import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => [{ title: 'Contact Us' }]

export default function Page() {
	return (
		<main id="main">
			<PageIntro title="Contact Us">
				Tell us about your project. Our team replies within 3 working days.
			</PageIntro>
		</main>
	)
}
