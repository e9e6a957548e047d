// Real-user measurements (issue 21, decision 027): visits made in a real browser reach the
// Overview's charts with their Web Vitals; the endpoint refuses junk and other sites with
// 4xx; the Overview is accessible in both themes at 375 and 1280 px; ANALYTICS=false loads
// no reporter and sends nothing.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { Page } from '@playwright/test'

import { E2E_ADMIN, expect, test } from './admin-session.ts'
import { axeBuilder, keepScreen, presetTheme } from './fixtures.ts'
import { startServer } from './server-process.ts'

const root = path.resolve(import.meta.dirname, '../..')
const siteDb = path.join(
	root,
	`.cache/e2e/data-${process.env.E2E_PORT ?? '3210'}/site.db`,
)

interface StoredVisit {
	path: string
	route: string
	navigation: string
	lcp: number | null
	inp: number | null
	cls: number | null
	ttfb: number | null
}

/** The visits stored with `referrer` (this test's own), oldest first. */
/** How many visits to `path` are stored, from anywhere. */
function visitsTo(path: string): number {
	const db = new DatabaseSync(siteDb, { readOnly: true, timeout: 5_000 })
	try {
		const row = db
			.prepare('select count(*) as visits from analytics_visits where path = ?')
			.get(path) as { visits: number }
		return row.visits
	} finally {
		db.close()
	}
}

function visitsFrom(referrer: string): StoredVisit[] {
	const db = new DatabaseSync(siteDb, { readOnly: true, timeout: 5_000 })
	try {
		return db
			.prepare(
				'select path, route, navigation, lcp, inp, cls, ttfb from analytics_visits where referrer_host = ? order by received_at',
			)
			.all(referrer) as unknown as StoredVisit[]
	} finally {
		db.close()
	}
}

/** Resolves once the reporter runs (it starts after load, when the browser is idle). */
async function reporterStarted(page: Page) {
	await page.waitForFunction(() => !String(history.pushState).includes('[native code]'))
}

test.describe('analytics', () => {
	test('visits made in the browser show in the Overview, with their vitals', async ({
		page,
		signedIn,
	}) => {
		void signedIn
		// A referring site of this test's own: its visits are told from other tests'.
		const referrer = `from-${randomBytes(4).toString('hex')}.example`

		// 1. Home, reached from the other site. A click before the reporter runs (its file is
		// held back until then) still counts: it reads the entries the browser kept (INP).
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(/\/assets\/vitals-[^/]+\.js$/, async (route) => {
			await held
			await route.continue()
		})
		await page.goto('/', { referer: `https://${referrer}/post` })
		await page.locator('main h1').first().click()
		release()
		await reporterStarted(page)
		// 2. Services, by a link: the visit to Home ends as its document goes.
		await page
			.getByRole('navigation', { name: /main/i })
			.getByRole('link', { name: 'Services' })
			.click()
		await expect(page).toHaveURL(/\/services$/)
		// The reporter runs after the first paint and the load: a visit left before then is
		// not counted (nothing has measured it).
		await reporterStarted(page)
		await page.getByRole('tab').nth(1).click()
		// 3. Leaving the site ends the visit to Services (the beacon goes as the page unloads).
		await page.goto('about:blank')

		await expect
			.poll(() => visitsFrom(referrer).map((visit) => visit.path), { timeout: 15_000 })
			.toEqual(['/'])
		const [home] = visitsFrom(referrer)
		expect(home).toMatchObject({ route: '/', navigation: 'navigate' })
		for (const figure of [home!.lcp, home!.ttfb, home!.inp, home!.cls]) {
			expect(figure).not.toBeNull()
			expect(figure).toBeGreaterThanOrEqual(0)
		}
		// The visit to Services is stored too (its beacon left as the page went) before the
		// Overview reads them: on a busy machine it can come a moment after Home's.
		await expect.poll(() => visitsTo('/services'), { timeout: 15_000 }).toBeGreaterThan(0)

		// The signed-in admin opens the Overview: the referrer, the pages and their figures.
		await page.goto('/admin/overview?days=7')
		await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
		await expect(
			page
				.getByRole('list', { name: 'Sites that sent the most visits' })
				.getByText(referrer),
		).toBeVisible()
		const pages = page.getByRole('list', { name: 'Most viewed pages' })
		await expect(pages.getByText('/', { exact: true })).toBeVisible()
		await expect(pages.getByText('/services', { exact: true })).toBeVisible()
		const visitsChart = page.getByRole('figure', { name: /Visits per day/ })
		await expect(visitsChart.locator('table')).toContainText(/\d/)
		const vitals = page.getByRole('list', { name: 'Web Vitals per route' })
		const homeCard = vitals.getByRole('listitem').filter({
			has: page.getByRole('heading', { name: '/', exact: true }),
		})
		for (const metric of ['LCP', 'INP', 'CLS', 'TTFB']) {
			const row = homeCard.locator('dl > div').filter({ hasText: metric })
			await expect(row).toContainText(/Good|Needs improvement|Poor/)
			await expect(row).toContainText(/\d/)
		}
		await expect(
			vitals.getByRole('heading', { name: '/services', exact: true }),
		).toBeVisible()
	})

	test('visits to Portfolio and Products are counted, and the Overview shows them with the site that sent them (issue 36)', async ({
		page,
		signedIn,
	}) => {
		void signedIn
		const referrer = `lists-${randomBytes(4).toString('hex')}.example`
		for (const path of ['/portfolio', '/products']) {
			await page.goto(path, { referer: `https://${referrer}/post` })
			await reporterStarted(page)
		}
		await page.goto('about:blank')
		await expect
			.poll(() => visitsFrom(referrer).map((visit) => [visit.path, visit.route]), {
				timeout: 15_000,
			})
			.toEqual([
				['/portfolio', '/portfolio'],
				['/products', '/products'],
			])

		await page.goto('/admin/overview?days=7')
		const pages = page.getByRole('list', { name: 'Most viewed pages' })
		await expect(pages.getByText('/portfolio', { exact: true })).toBeVisible()
		await expect(pages.getByText('/products', { exact: true })).toBeVisible()
		await expect(
			page
				.getByRole('list', { name: 'Sites that sent the most visits' })
				.getByText(referrer),
		).toBeVisible()
	})

	test('the endpoint refuses junk, other sites and other methods with 4xx, and stores none of it', async ({
		request,
		baseURL,
	}) => {
		const referrer = `junk-${randomBytes(4).toString('hex')}.example`
		const visit = {
			path: '/about',
			referrer,
			device: 'desktop',
			navigation: 'navigate',
			lcp: 1000,
		}
		const post = (data: string, headers: Record<string, string> = {}) =>
			request.post('/api/vitals', {
				data,
				headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
			})
		const answers = {
			junk: (await post('{"nonsense":true}')).status(),
			notJson: (await post('path=/about')).status(),
			unknownField: (await post(JSON.stringify({ ...visit, id: 'visitor-7' }))).status(),
			notAPage: (await post(JSON.stringify({ ...visit, path: '/admin/inbox' }))).status(),
			crossSite: (
				await post(JSON.stringify(visit), { Origin: 'https://elsewhere.example' })
			).status(),
			tooLarge: (
				await post(JSON.stringify({ ...visit, path: `/${'a'.repeat(5000)}` }))
			).status(),
			get: (await request.get('/api/vitals')).status(),
		}
		expect(answers).toEqual({
			junk: 400,
			notJson: 400,
			unknownField: 400,
			notAPage: 400,
			crossSite: 403,
			tooLarge: 413,
			get: 405,
		})
		// The same beacon from the site itself is taken: nothing above was stored.
		const taken = await post(JSON.stringify(visit), { Origin: baseURL! })
		expect(taken.status()).toBe(204)
		expect(taken.headers()['cache-control']).toBe('no-store')
		expect(taken.headers()['set-cookie']).toBeUndefined()
		// Stored within a second (visits wait in the server to be stored together).
		await expect.poll(() => visitsFrom(referrer).length).toBe(1)
	})

	for (const theme of ['light', 'dark'] as const) {
		test(`the Overview in the ${theme} theme at 375 and 1280 px: accessible, nothing sideways`, async ({
			page,
			signedIn,
			request,
			baseURL,
		}, testInfo) => {
			void signedIn
			// A visit of its own, so every chart has something to show whatever ran before.
			const visit = await request.post('/api/vitals', {
				data: JSON.stringify({
					path: '/contact',
					referrer: 'www.example.com',
					device: 'phone',
					navigation: 'navigate',
					lcp: 2900,
					inp: 640,
					cls: 0.05,
					ttfb: 420,
				}),
				headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL! },
			})
			expect(visit.status()).toBe(204)
			await presetTheme(page, theme)
			for (const width of [375, 1280]) {
				await page.setViewportSize({ width, height: width < 800 ? 740 : 800 })
				await page.goto('/admin/overview')
				await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
				await expect(
					page.getByRole('heading', { name: 'Overview', level: 1 }),
				).toBeVisible()
				await expect(
					page.getByRole('list', { name: 'Web Vitals per route' }),
				).toBeVisible()
				// Every period is a link: it works without JavaScript.
				const periods = page.getByRole('navigation', { name: 'Period' })
				await expect(periods.getByRole('link', { name: '30 days' })).toHaveAttribute(
					'aria-current',
					'page',
				)
				const overflow = await page.evaluate(
					() =>
						document.documentElement.scrollWidth - document.documentElement.clientWidth,
				)
				expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
				const results = await axeBuilder(page).analyze()
				expect(results.violations, `${theme} ${width} px`).toEqual([])
				await keepScreen(page, `overview-${testInfo.project.name}-${theme}-${width}`, {
					fullPage: true,
				})
			}
			await page
				.getByRole('navigation', { name: 'Period' })
				.getByRole('link', { name: '7 days' })
				.click()
			await expect(page).toHaveURL(/\?days=7$/)
			await expect(page.getByRole('figure', { name: /Visits per day/ })).toContainText(
				'in 7 days',
			)
		})
	}
})

test('ANALYTICS=false: a page loads no reporter and sends nothing; the Overview says so', async ({
	browser,
}) => {
	const server = await startServer({ env: { ANALYTICS: 'false' } })
	const context = await browser.newContext({ baseURL: server.url })
	try {
		const page = await context.newPage()
		const asked: string[] = []
		page.on('request', (request) => asked.push(new URL(request.url()).pathname))
		await page.goto('/')
		await page.evaluate(
			() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
		)
		await page.goto('/about')
		await page.goto('about:blank')
		expect(asked.filter((url) => url.includes('vitals'))).toEqual([])

		// The owner of this empty site, signed in through the auth API.
		const api = context.request
		const created = await api.post('/api/auth/sign-up/email', {
			data: { name: 'owner', ...E2E_ADMIN },
			headers: { Origin: server.url },
		})
		expect(created.ok()).toBe(true)
		await page.goto('/admin/overview')
		await expect(page.getByText('Analytics is off')).toBeVisible()
		await expect(page.getByText('No visits recorded in the last 30 days.')).toBeVisible()
	} finally {
		await context.close()
		await server.stop()
		await server.cleanup()
	}
})
