import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => [{ title: 'About Us' }]

export default function Page() {
	return (
		<main id="main">
			<h1>About Us</h1>
		</main>
	)
}
