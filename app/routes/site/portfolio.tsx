import { CollectionPage } from '#app/components/site/CollectionPage.tsx'
import { projectTabPath } from '#app/lib/project-tabs.ts'
import { seoMeta } from '#app/lib/seo.ts'
import { loadCollectionPage } from '#app/server/collection-page.server.ts'

import type { RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/portfolio'

/** The query this page reads: it is rendered and cached with these and no others. */
export const handle = { query: ['tab', 'page'] } satisfies RouteHandle

const COLLECTION = 'portfolio'

export async function loader({ request, context }: Route.LoaderArgs) {
	return loadCollectionPage(request, context, COLLECTION)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders
}

const DESCRIPTIONS = {
	mobile:
		'Mobile apps we designed and built with its clients: banking, health, delivery and hospitality apps for iOS and Android.',
	websites:
		'Websites and web platforms we designed and built with its clients: portals, learning platforms and marketing sites.',
} as const

export const meta: Route.MetaFunction = (args) => {
	const tab = args.loaderData?.tab ?? 'mobile'
	const page = args.loaderData?.page ?? 1
	return seoMeta(args, {
		title: `Portfolio: ${tab === 'websites' ? 'Websites' : 'Mobile Applications'}${page > 1 ? ` (page ${page})` : ''}`,
		description: DESCRIPTIONS[tab],
		path: projectTabPath(COLLECTION, tab, page),
	})
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
	return (
		<CollectionPage
			collection={COLLECTION}
			eyebrow="Our work"
			title="Portfolio"
			intro="Mobile applications and websites we have designed and built with our clients, from the first workshop to launch day and beyond."
			data={loaderData}
		/>
	)
}
