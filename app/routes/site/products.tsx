import type { ShouldRevalidateFunctionArgs } from 'react-router'

import { CollectionPage } from '#app/components/site/CollectionPage.tsx'
import { withPartsLoaded } from '#app/components/site/lazy-part.tsx'
import { isLoadFailure } from '#app/components/site/load-failure.ts'
import { ProjectRowsPart } from '#app/components/site/ProjectList.tsx'
import { failedCollectionPage } from '#app/lib/collection-page.ts'
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

/**
 * Another tab or page opened in the browser: the rows' code comes with the data. When the
 * fetch fails, the page shows spec §8's 'Failed to load projects.' with its header, footer
 * and tabs, as it does when the server cannot read the list (issue 21).
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
	try {
		return await withPartsLoaded(serverLoader(), [ProjectRowsPart])
	} catch (error) {
		if (!isLoadFailure(error)) throw error
		return failedCollectionPage(request.url)
	}
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders
}

// The list does not change when a form elsewhere on the page (the footer's) is sent.
export function shouldRevalidate({
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	return formMethod && formMethod !== 'GET' ? false : defaultShouldRevalidate
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
