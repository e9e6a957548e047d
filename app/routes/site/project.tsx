import { PageIntro } from '#app/components/site/PageIntro.tsx'

import type { Route } from './+types/project'

export const meta: Route.MetaFunction = () => [{ title: 'Project' }]

export default function Page() {
	return (
		<main id="main">
			<PageIntro title="Project" />
		</main>
	)
}
