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

import type { Route } from './+types/portfolio'

const COLLECTION = 'portfolio'

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
		'Mobile apps we designed and built with its clients: banking, health, delivery and hospitality apps for iOS and Android.',
	websites:
		'Websites and web platforms we designed and built with its clients: portals, learning platforms and marketing sites.',
} as const

export const meta: Route.MetaFunction = (args) => {
	const tab = args.loaderData?.tab ?? 'mobile'
	return seoMeta(args, {
		title: tab === 'websites' ? 'Portfolio: Websites' : 'Portfolio: Mobile Applications',
		description: DESCRIPTIONS[tab],
		path: projectTabPath(COLLECTION, tab),
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
