// Portfolio and Products (spec §2): one page, two collections. app/routes.ts mounts this
// module at /portfolio and at /products (route ids `portfolio` and `products`); the path says
// which collection a request is for, as it does for the project page.
import { useLocation } from 'react-router'

import { CollectionPage } from '#app/components/site/CollectionPage.tsx'
import { metaWords, useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'
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

/** What each collection's page says about itself: its words' ids. */
const COPY: Record<
	ProjectCollection,
	{
		title: MessageId
		eyebrow: MessageId
		intro: MessageId
		descriptions: Record<'mobile' | 'websites', MessageId>
	}
> = {
	portfolio: {
		title: 'nav.portfolio',
		eyebrow: 'portfolio.eyebrow',
		intro: 'portfolio.intro',
		descriptions: {
			mobile: 'portfolio.mobileDescription',
			websites: 'portfolio.websitesDescription',
		},
	},
	products: {
		title: 'nav.products',
		eyebrow: 'products.eyebrow',
		intro: 'products.intro',
		descriptions: {
			mobile: 'products.mobileDescription',
			websites: 'products.websitesDescription',
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
	const { t } = metaWords(args.matches)
	return seoMeta(args, {
		title: t('collection.pageTitle', {
			collection: t(COPY[collection].title),
			tab: t(tab === 'websites' ? 'tabs.websites' : 'tabs.mobile'),
			page,
		}),
		description: t(COPY[collection].descriptions[tab]),
		path: projectTabPath(collection, tab, page),
	})
}

export default function Collection({ loaderData }: Route.ComponentProps) {
	const collection = collectionOfPath(useLocation().pathname)
	const { title, eyebrow, intro } = COPY[collection]
	const { t } = useWords()
	return (
		<CollectionPage
			collection={collection}
			eyebrow={t(eyebrow)}
			title={t(title)}
			intro={t(intro)}
			data={loaderData}
		/>
	)
}
