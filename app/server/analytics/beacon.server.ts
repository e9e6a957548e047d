// POST /api/vitals: one page visit and its Web Vitals, as the reporter (app/client/vitals.ts)
// sends it with sendBeacon when the page is hidden. Decision 027. In order, cheapest first:
// analytics off → 204, nothing read; a post another site's page made → 403; a body that is
// not JSON text → 415; not exactly the beacon's shape → 400; a bot → 204, ignored; a path
// that is none of the site's pages → 400; over the per-client limit → 429; else the visit is
// taken (stored within a second, with others) → 204. Every refusal stores nothing. No cookie
// is read or set; nothing is cached.
import { isbot } from 'isbot'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'

import {
	METRIC_MAX,
	NAVIGATION_TYPES,
	type Beacon,
	type Metric,
} from '#app/lib/web-vitals.ts'
import { crossSiteReason } from '#app/server/auth/http-guard.server.ts'
import { steadyNow } from '#app/server/clock.server.ts'
import { requestContext, routeTableContext } from '#app/server/context.server.ts'
import {
	dialectOf,
	getDb,
	inTransaction,
	type Database,
	type DB,
} from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import type { RouteTable } from '#app/server/http/route-table.server.ts'
import {
	consumeRateLimit,
	hashClientAddress,
	type RateLimitRule,
} from '#app/server/rate-limit.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

import { pageOf } from './pages.server.ts'
import { visitBuffer, type VisitBuffer } from './visit-buffer.server.ts'

/** A host name as a browser's URL parser writes it (lower case, ASCII, no port). */
const HOST_NAME =
	/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

const metric = (name: Metric) => z.number().min(0).max(METRIC_MAX[name]).optional()

/** Exactly what the reporter sends: anything more or else is junk. */
export const BeaconSchema = z.strictObject({
	/** The page's path: no query, no fragment. */
	path: z
		.string()
		.min(1)
		.max(1024)
		.regex(/^\/[^?#\s]*$/),
	referrer: z.string().regex(HOST_NAME).optional(),
	device: z.enum(['phone', 'tablet', 'desktop']),
	navigation: z.enum(NAVIGATION_TYPES),
	lcp: metric('lcp'),
	inp: metric('inp'),
	cls: metric('cls'),
	ttfb: metric('ttfb'),
}) satisfies z.ZodType<Beacon>

export interface BeaconDeps {
	db: DB
	/** ANALYTICS. */
	enabled: boolean
	routes: Pick<RouteTable, 'resolve'> | null
	/** Beacons per client address (ANALYTICS_RATE_LIMIT a minute). */
	rateLimit: RateLimitRule
	clientAddress: string | undefined
	secret: string
	/** SITE_URL: posts from its pages are the site's own too. */
	siteUrl?: string
	/** Where taken visits wait to be stored (visit-buffer.server.ts). */
	visits: Pick<VisitBuffer, 'add'>
	/** Wall clock (the visit's day); tests drive it. */
	now?: () => number
	logger?: { warn(object: object, message: string): void }
}

export function beaconRateLimit(perMinute: number): RateLimitRule {
	return { name: 'vitals', max: perMinute, windowMs: 60_000 }
}

export async function receiveBeacon(
	request: Request,
	deps: BeaconDeps,
): Promise<Response> {
	// Pages kept from before the setting changed may still send: taken, and dropped.
	if (!deps.enabled) return answer(204)

	const ownOrigin = new URL(request.url).origin
	const crossSite = crossSiteReason({
		method: request.method,
		origin: request.headers.get('origin') ?? undefined,
		secFetchSite: request.headers.get('sec-fetch-site') ?? undefined,
		allowedOrigins: deps.siteUrl
			? [ownOrigin, new URL(deps.siteUrl).origin.toLowerCase()]
			: [ownOrigin],
	})
	if (crossSite) return answer(403, 'Cross-site request refused.')

	const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
	if (type !== 'text/plain' && type !== 'application/json') {
		return answer(415, 'Send the beacon as JSON text.')
	}
	let body: unknown
	try {
		body = JSON.parse(await request.text())
	} catch {
		return answer(400, 'The beacon is not JSON.')
	}
	const parsed = BeaconSchema.safeParse(body)
	if (!parsed.success) return answer(400, 'The beacon is not one this site sends.')
	const beacon = parsed.data

	// Crawlers and other robots: not visitors. Answered alike, so nothing tells them.
	const userAgent = request.headers.get('user-agent') ?? ''
	if (!userAgent.trim() || isbot(userAgent)) return answer(204)

	let languages
	try {
		languages = await readSiteLanguages(deps.db)
	} catch (error) {
		return notTaken(error, deps)
	}
	const page = deps.routes ? pageOf(deps.routes, beacon.path, languages) : null
	if (!page) return answer(400, 'The beacon names no page of this site.')

	try {
		const count = (db: DB) =>
			consumeRateLimit(
				db,
				deps.rateLimit,
				hashClientAddress(deps.clientAddress ?? 'unknown', deps.secret),
				deps.now ? deps.now() : steadyNow(),
			)
		// As a contact post's: on SQLite one transaction (one lock, one commit).
		const verdict =
			dialectOf<Database>(deps.db) === 'sqlite'
				? await inTransaction(deps.db, count)
				: await count(deps.db)
		if (!verdict.allowed) {
			return answer(429, 'Too many beacons from your address.', {
				'Retry-After': String(verdict.retryAfterSeconds),
			})
		}
	} catch (error) {
		return notTaken(error, deps)
	}
	deps.visits.add({
		visit: {
			path: page.path,
			route: page.route,
			referrerHost: beacon.referrer ?? null,
			device: beacon.device,
			navigation: beacon.navigation,
			lcp: beacon.lcp,
			inp: beacon.inp,
			cls: beacon.cls,
			ttfb: beacon.ttfb,
		},
		receivedAt: (deps.now ?? Date.now)(),
		project: page.project,
	})
	return answer(204)
}

/** The database did not answer: the beacon is not taken. */
function notTaken(error: unknown, deps: BeaconDeps) {
	deps.logger?.warn(
		{ err: error, fault: classifyFault(error)?.kind ?? null },
		'vitals beacon not taken',
	)
	return answer(503, 'The beacon could not be taken.')
}

/** The endpoint's answers: never stored by any cache, JSON when there is something to say. */
function answer(status: number, message?: string, headers: Record<string, string> = {}) {
	const init = { status, headers: { 'Cache-Control': 'no-store', ...headers } }
	return message === undefined
		? new Response(null, init)
		: Response.json({ ok: false, message }, init)
}

/** The route's action: the running server's settings, database and route table. */
export function handleBeacon(
	request: Request,
	context: Readonly<RouterContextProvider>,
): Promise<Response> {
	const env = getEnv()
	const { clientAddress, logger } = context.get(requestContext)
	return receiveBeacon(request, {
		db: getDb(),
		enabled: env.ANALYTICS,
		routes: context.get(routeTableContext),
		rateLimit: beaconRateLimit(env.ANALYTICS_RATE_LIMIT),
		clientAddress,
		secret: getAppSecret(),
		siteUrl: env.SITE_URL,
		visits: visitBuffer(),
		logger,
	})
}

/** Beacons come by POST only. */
export function beaconMethodNotAllowed(): Response {
	return answer(405, 'Send the beacon with POST.', { Allow: 'POST' })
}
