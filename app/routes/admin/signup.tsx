import type { Route } from './+types/signup'

export const meta: Route.MetaFunction = () => [{ title: 'Admin registration' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Admin registration</h1>
		</main>
	)
}
