import type { Route } from './+types/portfolio'

export const meta: Route.MetaFunction = () => [{ title: 'Portfolio' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Portfolio</h1>
		</main>
	)
}
