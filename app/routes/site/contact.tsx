import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => [{ title: 'Contact Us' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Contact Us</h1>
		</main>
	)
}
