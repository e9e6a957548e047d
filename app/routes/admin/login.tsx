import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () => [{ title: 'Admin login' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Admin login</h1>
		</main>
	)
}
