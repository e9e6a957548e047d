import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Dashboard</h1>
		</main>
	)
}
