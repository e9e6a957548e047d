import type { Route } from './+types/products'

export const meta: Route.MetaFunction = () => [{ title: 'Products' }]

export default function Page() {
	return (
		<main id="main">
			<h1>Products</h1>
		</main>
	)
}
