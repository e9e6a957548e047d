import { data, type ShouldRevalidateFunctionArgs } from 'react-router'

import {
	CollectionPage,
	TAB_TYPE,
	projectTabOf,
	projectTabPath,
} from '#app/components/site/CollectionPage.tsx'
import { seoMeta } from '#app/lib/seo.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listVisibleProjects } from '#app/server/models/projects.server.ts'

import type { Route } from './+types/products'

const COLLECTION = 'products'

export async function loader({ request, context }: Route.LoaderArgs) {
	const tab = projectTabOf(request.url)
	try {
		const projects = await listVisibleProjects(getDb(), COLLECTION, TAB_TYPE[tab])
		return { tab, projects, failed: false }
	} catch (error) {
		// Spec §8: the page says 'Failed to load projects.'; a 503 keeps it out of caches and indexes.
		context
			.get(requestContext)
			.logger.error({ err: error, tab }, 'Failed to load projects')
		return data(
			{ tab, projects: [], failed: true },
			{ status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } },
		)
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
	return seoMeta(args, {
		title: tab === 'websites' ? 'Products: Websites' : 'Products: Mobile Applications',
		description: DESCRIPTIONS[tab],
		path: projectTabPath(COLLECTION, tab),
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
