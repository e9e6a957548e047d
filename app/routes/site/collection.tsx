// Portfolio and Products (spec §2): one page, two collections. app/routes.ts mounts this
// module at /portfolio and at /products (route ids `portfolio` and `products`); the path says
// which collection a request is for, as it does for the project page.
import { useLocation } from 'react-router'

import { CollectionPage } from '#app/components/site/CollectionPage.tsx'
import { pageValue } from '#app/lib/paging.ts'
import {
	collectionOfPath,
	DEFAULT_PROJECT_TAB,
	PROJECT_TAB_IDS,
	projectTabPath,
} from '#app/lib/project-tabs.ts'
import type { RouteHandle } from '#app/lib/route-handle.ts'
import { seoMeta } from '#app/lib/seo.ts'
import { tabValue } from '#app/lib/tabs.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import { loadCollectionPage } from '#app/server/collection-page.server.ts'

import { languageOfPage } from '#app/server/languages.server.ts'

import type { Route } from './+types/collection'

/** The query this page reads: it is rendered and cached with these and no others. */
export const handle = {
	query: { tab: tabValue(PROJECT_TAB_IDS, DEFAULT_PROJECT_TAB), page: pageValue },
} satisfies RouteHandle

/** What each collection's page says about itself. */
const COPY: Record<
	ProjectCollection,
	{
		title: string
		eyebrow: string
		intro: string
		descriptions: Record<'mobile' | 'websites', string>
	}
> = {
	portfolio: {
		title: 'Portfolio',
		eyebrow: 'Our work',
		intro:
			'Mobile applications and websites we have designed and built with our clients, from the first workshop to launch day and beyond.',
		descriptions: {
			mobile:
				'Mobile apps we designed and built with its clients: banking, health, delivery and hospitality apps for iOS and Android.',
			websites:
				'Websites and web platforms we designed and built with its clients: portals, learning platforms and marketing sites.',
		},
	},
	products: {
		title: 'Products',
		eyebrow: 'Our products',
		intro:
			'The apps and platforms we build, run and keep improving ourselves, each one ready to carry your brand or to be shaped around your business.',
		descriptions: {
			mobile:
				'Our own mobile products: retail, smart-access, education and field-service apps for iOS and Android, ready for your brand.',
			websites:
				'Our own web products: storefront, booking, scheduling and hospitality platforms we run and license to growing businesses.',
		},
	},
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const page = await languageOfPage(context, params)
	return loadCollectionPage(
		request,
		context,
		collectionOfPath(new URL(request.url).pathname),
		page.translated ? page.language.code : undefined,
	)
}

/** The layout's, and a failed list's Retry-After (its 503 is stored nowhere: entry.server). */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
	const headers = new Headers(parentHeaders)
	const retryAfter = loaderHeaders.get('Retry-After')
	if (retryAfter) headers.set('Retry-After', retryAfter)
	return headers
}

export const meta: Route.MetaFunction = (args) => {
	const collection = collectionOfPath(args.location.pathname)
	const tab = args.loaderData?.tab ?? 'mobile'
	const page = args.loaderData?.page ?? 1
	return seoMeta(args, {
		title: `${COPY[collection].title}: ${tab === 'websites' ? 'Websites' : 'Mobile Applications'}${page > 1 ? ` (page ${page})` : ''}`,
		description: COPY[collection].descriptions[tab],
		path: projectTabPath(collection, tab, page),
	})
}

export default function Collection({ loaderData }: Route.ComponentProps) {
	const collection = collectionOfPath(useLocation().pathname)
	const { title, eyebrow, intro } = COPY[collection]
	return (
		<CollectionPage
			collection={collection}
			eyebrow={eyebrow}
			title={title}
			intro={intro}
			data={loaderData}
		/>
	)
}
