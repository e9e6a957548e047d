import { CollectionPage } from '#app/components/site/CollectionPage.tsx'
import { projectTabPath } from '#app/lib/project-tabs.ts'
import { seoMeta } from '#app/lib/seo.ts'
import { loadCollectionPage } from '#app/server/collection-page.server.ts'

import type { RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/products'

/** The query this page reads: it is rendered and cached with these and no others. */
export const handle = { query: ['tab', 'page'] } satisfies RouteHandle

const COLLECTION = 'products'

export async function loader({ request, context }: Route.LoaderArgs) {
	return loadCollectionPage(request, context, COLLECTION)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders
}

const DESCRIPTIONS = {
	mobile:
		'Our own mobile products: retail, smart-access, education and field-service apps for iOS and Android, ready for your brand.',
	websites:
		'Our own web products: storefront, booking, scheduling and hospitality platforms we run and license to growing businesses.',
} as const

export const meta: Route.MetaFunction = (args) => {
	const tab = args.loaderData?.tab ?? 'mobile'
	const page = args.loaderData?.page ?? 1
	return seoMeta(args, {
		title: `Products: ${tab === 'websites' ? 'Websites' : 'Mobile Applications'}${page > 1 ? ` (page ${page})` : ''}`,
		description: DESCRIPTIONS[tab],
		path: projectTabPath(COLLECTION, tab, page),
	})
}

export default function Products({ loaderData }: Route.ComponentProps) {
	return (
		<CollectionPage
			collection={COLLECTION}
			eyebrow="Our products"
			title="Products"
			intro="The apps and platforms we build, run and keep improving ourselves, each one ready to carry your brand or to be shaped around your business."
			data={loaderData}
		/>
	)
}
