import type { Route } from './+types/project'

export const meta: Route.MetaFunction = () => [{ title: 'Project' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Project</h1>
		</main>
	)
}
