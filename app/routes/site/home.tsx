import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [{ title: 'Aster Software' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Aster Software</h1>
		</main>
	)
}
