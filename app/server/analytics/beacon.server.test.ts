// The vitals endpoint's answers, with the app's real route table (React Router's server
// build, through Vite) and real databases: what is stored for a beacon, and that every
// refusal (junk, a bot, a flood, another site, analytics off) stores nothing. Its body limit
// is the request checks' (server/request-checks.test.ts).
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { RouteTable } from '#app/server/http/route-table.server.ts'
import { loadServerBuild } from '#app/server/http/server-build-testing.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'
import { writeSiteLanguages } from '#app/server/models/translations.server.ts'
import { countRateLimitHits, hashClientAddress } from '#app/server/rate-limit.server.ts'

import { beaconRateLimit, receiveBeacon, type BeaconDeps } from './beacon.server.ts'
import { loadOverview } from './overview.server.ts'
import { PROJECT_ROUTES } from './pages.server.ts'
import { VisitBuffer } from './visit-buffer.server.ts'

/** Playwright's "Desktop Chrome" device: a plain Chrome, as a visitor's. */
const CHROME =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const SITE = 'http://site.test'
const SECRET = 'a test secret of at least thirty-two characters'

let vite: ViteDevServer
let build: ServerBuild
let routes: RouteTable

beforeAll(async () => {
	;({ vite, build } = await loadServerBuild())
	routes = new RouteTable(build.routes)
}, 120_000)

afterAll(async () => {
	await vite?.close()
})

const visit = { path: '/about', device: 'desktop', navigation: 'navigate', lcp: 1234.5 }

/** A beacon as Chromium sends it from one of the site's pages. */
function beacon(
	body: unknown,
	headers: Record<string, string> = {},
	method = 'POST',
): Request {
	return new Request(`${SITE}/api/vitals`, {
		method,
		headers: {
			'content-type': 'text/plain;charset=UTF-8',
			'user-agent': CHROME,
			origin: SITE,
			'sec-fetch-site': 'same-origin',
			...headers,
		},
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

describeEachDialect('the vitals endpoint', (t) => {
	// A millisecond per beacon: stored visits read back in the order they were sent.
	let clock = Date.UTC(2026, 10, 20, 12)
	// Each test's own buffer, stored by hand (its timer would wait a minute).
	let visits: VisitBuffer
	beforeEach(() => {
		visits = new VisitBuffer(() => t.db, { everyMs: 60_000 })
	})
	const deps = (overrides: Partial<BeaconDeps> = {}): BeaconDeps => ({
		db: t.db,
		enabled: true,
		routes,
		rateLimit: beaconRateLimit(60),
		clientAddress: '203.0.113.9',
		secret: SECRET,
		visits,
		now: () => clock++,
		...overrides,
	})
	const stored = async () => {
		await visits.stop()
		return t.db
			.selectFrom('analyticsVisits')
			.select([
				'path',
				'route',
				'referrerHost',
				'device',
				'navigation',
				'lcp',
				'inp',
				'cls',
				'ttfb',
			])
			.orderBy('receivedAt')
			.execute()
	}
	const hits = () =>
		countRateLimitHits(
			t.db,
			beaconRateLimit(60),
			hashClientAddress('203.0.113.9', SECRET),
			clock,
		)

	test('a visit is stored with its page, route and figures: 204, no-store, no cookie', async () => {
		const response = await receiveBeacon(
			beacon({ ...visit, referrer: 'news.example', inp: 48, cls: 0.012, ttfb: 210 }),
			deps(),
		)
		expect(response.status).toBe(204)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(response.headers.get('set-cookie')).toBeNull()
		expect(await stored()).toEqual([
			{
				path: '/about',
				route: '/about',
				referrerHost: 'news.example',
				device: 'desktop',
				navigation: 'navigate',
				lcp: 1234.5,
				inp: 48,
				cls: 0.012,
				ttfb: 210,
			},
		])
	})

	test('a page is the route table’s: projects by route, every unknown address as the one not-found page', async () => {
		const shown = await createProject(t.db, makeProjectInput({ name: 'Shown' }))
		const hidden = await createProject(
			t.db,
			makeProjectInput({ name: 'Hidden', visible: false }),
		)
		const product = await createProject(
			t.db,
			makeProjectInput({ name: 'Product', collection: 'products' }),
		)
		const paths = [
			'/',
			`/portfolio/${shown.id}`,
			`/products/${product.id}`,
			// Hidden, in the other collection, or no such project: pages not found.
			`/portfolio/${hidden.id}`,
			`/products/${shown.id}`,
			'/portfolio/no-such-project',
			'/no/such/page',
			'/404',
			// Another spelling of a page counts as that page.
			'/ABOUT',
		]
		for (const path of paths) {
			const response = await receiveBeacon(beacon({ ...visit, path }), deps())
			expect(response.status, path).toBe(204)
		}
		expect((await stored()).map(({ path, route }) => [path, route])).toEqual([
			['/', '/'],
			[`/portfolio/${shown.id}`, '/portfolio/:projectId'],
			[`/products/${product.id}`, '/products/:projectId'],
			['/404', '404'],
			['/404', '404'],
			['/404', '404'],
			['/404', '404'],
			['/404', '404'],
			['/about', '/about'],
		])
	})

	test('a page in another language is a page of its own: /de/about is not /about (decision 051); one the site does not publish is the not-found page', async () => {
		const shown = await createProject(t.db, makeProjectInput({ name: 'Shown' }))
		await writeSiteLanguages(t.db, {
			defaultLanguage: 'en',
			others: [
				{ code: 'de', published: true },
				{ code: 'ar', published: true },
				{ code: 'fr', published: false },
			],
		})
		const paths = [
			'/about',
			'/de/about',
			'/ar/about',
			'/de',
			`/de/portfolio/${shown.id}`,
			// Another spelling of the German page is the German page.
			'/DE/about',
			// A prefix that is no language's is an unknown address.
			'/xx/about',
			// A language being prepared, or not the site's at all, answers 404.
			'/fr/about',
			`/fr/portfolio/${shown.id}`,
			'/es',
			// The default language's own prefix is the page without it.
			'/en/about',
		]
		for (const path of paths) {
			const response = await receiveBeacon(beacon({ ...visit, path }), deps())
			expect(response.status, path).toBe(204)
		}
		expect((await stored()).map(({ path, route }) => [path, route])).toEqual([
			['/about', '/about'],
			['/de/about', '/de/about'],
			['/ar/about', '/ar/about'],
			['/de', '/de'],
			[`/de/portfolio/${shown.id}`, '/de/portfolio/:projectId'],
			['/de/about', '/de/about'],
			['/404', '404'],
			['/404', '404'],
			['/404', '404'],
			['/404', '404'],
			['/about', '/about'],
		])
	})

	test('every public page of the route table is counted: lists, tabs, details, the not-found page', async () => {
		const project = await createProject(t.db, makeProjectInput({ name: 'Shown' }))
		const product = await createProject(
			t.db,
			makeProjectInput({ name: 'Product', collection: 'products' }),
		)
		const patternOf = (id: string): string => {
			const route = build.routes[id]
			if (!route) return ''
			return [route.parentId ? patternOf(route.parentId) : '', route.path ?? '']
				.filter(Boolean)
				.join('/')
		}
		const pages = Object.keys(build.routes)
			// In the default language: without the language prefix.
			.map((id) => `/${patternOf(id).replace(/:lang\?\/?/, '')}`.replace(/(.)\/$/, '$1'))
			.filter((path) => {
				const route = routes.resolve(path.replace(/:[^/]+|\*/g, 'x'))
				return route?.shared && route.document
			})
			.map((pattern) =>
				pattern
					.replace('portfolio/:projectId', `portfolio/${project.id}`)
					.replace('products/:projectId', `products/${product.id}`)
					.replace('*', 'no/such/page'),
			)
		// Every page of the header, a project of each collection, and the not-found page.
		expect(pages).toEqual(
			expect.arrayContaining([
				'/',
				'/about',
				'/portfolio',
				'/products',
				'/services',
				'/contact',
				'/404',
			]),
		)
		for (const path of pages) {
			expect((await receiveBeacon(beacon({ ...visit, path }), deps())).status, path).toBe(
				204,
			)
		}
		const counted = new Set((await stored()).map(({ path }) => path))
		expect(counted).toEqual(
			new Set(pages.map((path) => (path === '/no/such/page' ? '/404' : path))),
		)
	})

	test('the Overview shows Portfolio and Products visits and the sites that sent them (issue 36)', async () => {
		const sent = [
			{ path: '/portfolio', referrer: 'news.example' },
			{ path: '/portfolio', referrer: 'news.example' },
			{ path: '/portfolio', referrer: 'blog.example' },
			{ path: '/products', referrer: 'blog.example' },
		]
		for (const one of sent)
			expect((await receiveBeacon(beacon({ ...visit, ...one }), deps())).status).toBe(204)
		await visits.stop()
		const overview = await loadOverview(t.db, 7, { now: clock })
		expect(overview.pages).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ path: '/portfolio', views: 3 }),
				expect.objectContaining({ path: '/products', views: 1 }),
			]),
		)
		expect(overview.referrers).toEqual(
			expect.arrayContaining([
				{ host: 'news.example', views: 2 },
				{ host: 'blog.example', views: 2 },
			]),
		)
	})

	test('junk is refused with 4xx and nothing is stored or counted', async () => {
		const refusals: Array<[string, Request, number]> = [
			['not JSON', beacon('path=/about'), 400],
			['JSON, not an object', beacon('[1,2,3]'), 400],
			['no path', beacon({ ...visit, path: undefined }), 400],
			['a path with a query', beacon({ ...visit, path: '/about?utm_source=x' }), 400],
			['a number as text', beacon({ ...visit, lcp: '1234' }), 400],
			['a negative figure', beacon({ ...visit, ttfb: -5 }), 400],
			['an absurd figure', beacon({ ...visit, cls: 1e9 }), 400],
			['an unknown device', beacon({ ...visit, device: 'watch' }), 400],
			['an unknown field', beacon({ ...visit, email: 'a@example.com' }), 400],
			[
				'a referrer that is not a host',
				beacon({ ...visit, referrer: 'https://x.test/a' }),
				400,
			],
			['a dashboard page', beacon({ ...visit, path: '/admin/inbox' }), 400],
			['an endpoint', beacon({ ...visit, path: '/api/contact' }), 400],
			['a crawler file', beacon({ ...visit, path: '/sitemap.xml' }), 400],
			['a data request', beacon({ ...visit, path: '/about.data' }), 400],
			[
				'a form post',
				beacon('a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
				415,
			],
			['another site’s page', beacon(visit, { 'sec-fetch-site': 'cross-site' }), 403],
			[
				'another origin',
				beacon(visit, { origin: 'https://evil.test', 'sec-fetch-site': '' }),
				403,
			],
		]
		for (const [what, request, status] of refusals) {
			const response = await receiveBeacon(request, deps())
			expect(response.status, what).toBe(status)
			expect(response.headers.get('cache-control'), what).toBe('no-store')
		}
		expect(await stored()).toEqual([])
		expect(await hits()).toBe(0)
	})

	test('robots are answered alike and ignored: nothing stored, nothing counted', async () => {
		for (const userAgent of [
			'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
			'curl/8.5.0',
			'',
		]) {
			const response = await receiveBeacon(
				beacon(visit, { 'user-agent': userAgent }),
				deps(),
			)
			expect(response.status, userAgent).toBe(204)
		}
		expect(await stored()).toEqual([])
		expect(await hits()).toBe(0)
	})

	test('a flood from one address is refused with 429 past the limit; nothing of it is stored', async () => {
		const rateLimit = beaconRateLimit(3)
		const answers = []
		for (let i = 0; i < 6; i++) {
			answers.push((await receiveBeacon(beacon(visit), deps({ rateLimit }))).status)
		}
		expect(answers).toEqual([204, 204, 204, 429, 429, 429])
		expect(await stored()).toHaveLength(3)
		const refused = await receiveBeacon(beacon(visit), deps({ rateLimit }))
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
		// Another address has its own count.
		const other = await receiveBeacon(
			beacon(visit),
			deps({ rateLimit, clientAddress: '198.51.100.4' }),
		)
		expect(other.status).toBe(204)
		expect(await stored()).toHaveLength(4)
	})

	test('SITE_URL’s pages are the site’s own too', async () => {
		const fromSiteUrl = beacon(visit, {
			origin: 'https://www.site.example',
			'sec-fetch-site': 'same-site',
		})
		expect((await receiveBeacon(fromSiteUrl, deps())).status).toBe(403)
		const withSiteUrl = beacon(visit, { origin: 'https://www.site.example' })
		expect(
			(await receiveBeacon(withSiteUrl, deps({ siteUrl: 'https://www.site.example' })))
				.status,
		).toBe(204)
		expect(await stored()).toHaveLength(1)
	})

	test('ANALYTICS=false: every beacon is taken and nothing is stored', async () => {
		const off = deps({ enabled: false })
		expect((await receiveBeacon(beacon(visit), off)).status).toBe(204)
		expect((await receiveBeacon(beacon('junk'), off)).status).toBe(204)
		expect(await stored()).toEqual([])
		expect(await hits()).toBe(0)
	})
})

describe('the route table', () => {
	test('every site route with a parameter is known to the analytics pages', () => {
		const patternOf = (id: string): string => {
			const route = build.routes[id]
			if (!route) return ''
			return [route.parentId ? patternOf(route.parentId) : '', route.path ?? '']
				.filter(Boolean)
				.join('/')
		}
		const withParameter = Object.keys(build.routes).filter(
			(id) =>
				(id.startsWith('routes/site/') || patternOf(id) !== '') &&
				build.routes[id]?.parentId?.startsWith('routes/site/') === true &&
				// The language prefix (`:lang?`) is every page's: a parameter of another kind counts.
				patternOf(id)
					.replace(/(^|\/):lang\?/, '')
					.includes(':') &&
				// A draft's preview is never a page a visitor counts as (decision 033).
				!patternOf(id).startsWith('preview/'),
		)
		expect(withParameter.sort()).toEqual(Object.keys(PROJECT_ROUTES).sort())
	})
})
