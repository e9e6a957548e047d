import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => [{ title: 'Services' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Services</h1>
		</main>
	)
}
