// The public pages with no content and with a database that fails under them (spec §8):
// each page still answers with its fallbacks, never the error page. Each group runs its
// own server with its own data folder.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { Page } from '@playwright/test'

import { axeBuilder, expect, test, waitForEnhancers } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { gotoUntil, renewContentVersion } from './site-db.ts'

const ERROR_PAGE = 'Unexpected Application Error!'

function openDb(server: ServerProcess) {
	return new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
}

const image = (name: string, alt = '') =>
	JSON.stringify({ url: '/favicon.svg', name, width: 36, height: 36, alt })

function insertLogos(server: ServerProcess, count: number) {
	const db = openDb(server)
	try {
		db.exec('DELETE FROM client_logos')
		const insert = db.prepare(
			'INSERT INTO client_logos (id, name, image, visible, sort_order) VALUES (?, ?, ?, ?, ?)',
		)
		for (let index = 0; index < count; index++) {
			insert.run(
				`logo-${index}`,
				`client-${index}.svg`,
				image(`client-${index}.svg`, `Client ${index}`),
				1,
				index,
			)
		}
		// A hidden one is never shown.
		insert.run('logo-hidden', 'hidden.svg', image('hidden.svg', 'Hidden Client'), 0, 99)
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

async function expectNoErrorPage(page: Page) {
	await expect(page.getByText(ERROR_PAGE)).toHaveCount(0)
	await expect(page.getByRole('banner')).toBeVisible()
	await expect(page.getByRole('contentinfo')).toBeVisible()
}

test.describe('an empty database', () => {
	test.describe.configure({ mode: 'serial' })
	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
	})
	test.afterAll(async () => server?.cleanup())

	test('home: the featured product fallback, no logo strip, no testimonials', async ({
		page,
	}) => {
		const response = await page.goto(`${server.url}/`)
		expect(response?.status()).toBe(200)
		await expectNoErrorPage(page)
		const featured = page.getByRole('region', { name: 'Featured Products' })
		await expect(featured.getByText("We're working on it")).toBeVisible()
		await expect(featured.getByText('No featured product found')).toBeVisible()
		await expect(
			featured.getByRole('link', { name: 'View All Products' }).first(),
		).toHaveAttribute('href', '/products')
		await expect(page.locator('logo-strip')).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Trusted by teams at' })).toHaveCount(0)
		await expect(page.locator('testimonial-slider')).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'What our clients say' })).toHaveCount(
			0,
		)
		// The process figure is the site's own, drawn in text, seeded or not.
		const process = page.getByRole('region', { name: 'Development Process' })
		await expect(process.getByRole('listitem')).toHaveCount(5)
		await expect(process.getByRole('img')).toHaveCount(0)
	})

	test('services: every tab answers; the work sections say there is none yet', async ({
		page,
	}) => {
		for (const tab of ['', '?tab=websites']) {
			const response = await page.goto(`${server.url}/services${tab}`)
			expect(response?.status()).toBe(200)
			await expectNoErrorPage(page)
			await expect(
				page
					.getByRole('region', { name: 'Check out our work!' })
					.getByText(/New work is on its way/),
			).toBeVisible()
		}
		await page.goto(`${server.url}/services?tab=smart-systems`)
		await expect(page.getByRole('heading', { name: 'Smart Locks' })).toBeVisible()
	})

	test('the sitemap lists the pages and no projects', async () => {
		const xml = await (await fetch(`${server.url}/sitemap.xml`)).text()
		expect(xml).toContain(`<loc>${server.url}/about</loc>`)
		expect(xml).not.toMatch(/\/(portfolio|products)\/[^<?]/)
	})

	test('6 logos stand still; 7 scroll without a copy; 9 get the copy', async ({
		page,
	}) => {
		const section = page.getByRole('region', { name: 'Trusted by teams at' })
		insertLogos(server, 6)
		await gotoUntil(page, `${server.url}/`, () =>
			expect(section.locator('img')).toHaveCount(6, { timeout: 1_000 }),
		)
		await waitForEnhancers(page)
		await expect(section.locator('logo-strip')).toHaveCount(0)
		await expect(section.getByAltText('Hidden Client')).toHaveCount(0)

		insertLogos(server, 7)
		await expect(async () => {
			await page.goto(`${server.url}/`)
			await expect(page.locator('logo-strip img')).toHaveCount(7, {
				timeout: 1_000,
			})
		}).toPass({ timeout: 15_000 })
		await waitForEnhancers(page)
		await expect(page.locator('logo-strip ul')).toHaveCount(1)
		await expect(page.locator('logo-strip')).toHaveAttribute('data-running', 'true')

		insertLogos(server, 9)
		await expect(async () => {
			await page.goto(`${server.url}/`)
			await expect(page.locator('logo-strip ul')).toHaveCount(2, {
				timeout: 1_000,
			})
		}).toPass({ timeout: 15_000 })
		await expect(page.locator('logo-strip ul').nth(1)).toHaveAttribute(
			'aria-hidden',
			'true',
		)
	})

	test('a quote keeps its line breaks and is never read as HTML', async ({ page }) => {
		const db = openDb(server)
		try {
			db.prepare(
				'INSERT INTO testimonials (id, name, title, quote, logo_light, logo_dark, image) VALUES (?, ?, ?, ?, ?, ?, ?)',
			).run(
				'edge',
				'Ada Lovelace',
				'Analyst, Engines Ltd',
				'First line\n<b>not bold</b> & <script>alert(1)</script>',
				image('light.svg', 'Engines Ltd'),
				image('dark.svg', 'Engines Ltd'),
				null,
			)
			renewContentVersion(db)
		} finally {
			db.close()
		}
		const quote = page.locator('testimonial-slider blockquote p')
		await gotoUntil(page, `${server.url}/`, () =>
			expect(quote.locator('br')).toHaveCount(1, { timeout: 1_000 }),
		)
		await expect(quote.locator('b, script')).toHaveCount(0)
		await expect(quote).toContainText('<b>not bold</b> & <script>alert(1)</script>')
		// One testimonial: nothing to move between, so no dots.
		await expect(page.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(0)
		await expect(page.locator('testimonial-slider figcaption')).toContainText(
			'Ada Lovelace',
		)
	})
})

test.describe('a database that fails under a running server', () => {
	test.describe.configure({ mode: 'serial' })
	// Portfolio and Products answer 503 when their list fails (their document load is
	// then reported by the browser).
	test.use({ allowedConsoleErrors: [/status of 503/] })
	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
		const db = openDb(server)
		try {
			db.prepare(
				`INSERT INTO projects (id, name, type, collection, description, image, platforms)
				 VALUES ('kite', 'Kite', 'mobile', 'products', 'A kite app.', ?, '["iOS"]')`,
			).run(image('kite.svg', 'Kite'))
			db.prepare(
				"INSERT INTO testimonials (id, name, title, quote) VALUES ('t1', 'Grace Hopper', 'Admiral', 'Ship it.')",
			).run()
			renewContentVersion(db)
		} finally {
			db.close()
		}
		insertLogos(server, 3)
	})
	test.afterAll(async () => server?.cleanup())
	// 503s are reported by the browser as failed loads.

	test('a page whose lists fail shows their fallbacks (spec §8), and is stored nowhere', async ({
		page,
	}) => {
		const db = openDb(server)
		try {
			db.exec('PRAGMA foreign_keys = OFF')
			for (const table of ['projects', 'testimonials', 'client_logos'])
				db.exec(`DROP TABLE ${table}`)
			renewContentVersion(db)
		} finally {
			db.close()
		}
		for (let visit = 0; visit < 2; visit++) {
			const home = await page.goto(`${server.url}/`)
			expect(home?.status()).toBe(200)
			expect(home?.headers()['cache-control']).toContain('no-store')
			expect(home?.headers()['x-cache']).toBe('MISS')
		}
		await expectNoErrorPage(page)
		await expect(page.getByRole('heading', { level: 1 })).toContainText(
			'Innovate, Integrate, Inspire',
		)
		await expect(page.getByText('No featured product found')).toBeVisible()
		await expect(page.getByRole('region', { name: 'Trusted by teams at' })).toHaveCount(0)
		await expect(page.getByText('Ship it.')).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Development Process' })).toBeVisible()

		for (const tab of ['', '?tab=websites']) {
			const services = await page.goto(`${server.url}/services${tab}`)
			expect(services?.status()).toBe(200)
			await expectNoErrorPage(page)
			await expect(page.getByText('Failed to load projects.')).toBeVisible()
		}
		const smart = await page.goto(`${server.url}/services?tab=smart-systems`)
		expect(smart?.status()).toBe(200)
		await expect(page.getByRole('heading', { name: 'Smart Gates' })).toBeVisible()

		for (const list of ['/portfolio', '/products']) {
			const response = await page.goto(`${server.url}${list}`)
			// Unavailable for now, said as HTTP says it: kept by no cache, asked again later.
			expect(response?.status(), list).toBe(503)
			expect(response?.headers()['retry-after'], list).toBe('60')
			await expectNoErrorPage(page)
			await expect(page.getByText('Failed to load projects.')).toBeVisible()
		}
		// Each failure is logged.
		await expect
			.poll(() => server.output())
			.toContain('public page: featured product unavailable')
		expect(server.output()).toContain('public page: testimonials unavailable')
		expect(server.output()).toContain('public page: client logos unavailable')
	})

	test('with the site’s own words gone too, a stored page is served as published; any other says it cannot be shown', async ({
		page,
	}) => {
		const stored = await page.goto(`${server.url}/about`)
		expect(stored?.status()).toBe(200)
		const db = openDb(server)
		try {
			for (const table of ['settings', 'site_content']) db.exec(`DROP TABLE ${table}`)
		} finally {
			db.close()
		}
		// The content version cannot be read any more: the stored page, as it was.
		const about = await page.goto(`${server.url}/about`)
		expect(about?.status()).toBe(200)
		expect(['HIT', 'STALE']).toContain(about?.headers()['x-cache'])
		await expect(page.getByRole('heading', { name: 'Our Core Values' })).toBeVisible()
		// Never the site's original copy instead of the published one: a page not stored is a
		// 503 that says so, kept by no cache (the root's error screen: no site content to frame
		// it with).
		const contact = await page.goto(`${server.url}/contact`)
		expect(contact?.status()).toBe(503)
		expect(contact?.headers()['cache-control']).toContain('no-store')
		await expect(page.getByText(ERROR_PAGE)).toHaveCount(0)
		await expect(page.getByText('The site cannot be shown right now.')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible()
		await expect.poll(() => server.output()).toContain('site content unavailable')
	})
})

test.describe("the router's error screen", () => {
	// Chromium reports the document's 405 as a failed resource.
	test.use({ allowedConsoleErrors: [/status of 405/] })

	test('a request no route answers (a form posted to a page without one): 405, its status, a title, axe clean in both themes', async ({
		page,
	}) => {
		for (const theme of ['light', 'dark'] as const) {
			await page.goto('/about')
			await page.evaluate((value) => localStorage.setItem('theme', value), theme)
			// A plain form post, as a visitor's browser without JavaScript would send it.
			const answered = page.waitForResponse(
				(response) => response.request().method() === 'POST',
			)
			await page.evaluate(() => {
				const form = document.createElement('form')
				form.method = 'post'
				form.action = '/about'
				document.body.append(form)
				form.submit()
			})
			expect((await answered).status()).toBe(405)
			await expect(
				page.getByRole('heading', { level: 1, name: ERROR_PAGE }),
			).toBeVisible()
			await expect(page.getByText('405 Method Not Allowed')).toBeVisible()
			await expect(page).toHaveTitle('Error 405 | Aster Software')
			await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
				'content',
				'noindex',
			)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			// The way out.
			await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
				'href',
				'/',
			)
			const results = await axeBuilder(page)
				.withTags([
					'wcag2a',
					'wcag2aa',
					'wcag21a',
					'wcag21aa',
					'wcag22aa',
					'best-practice',
				])
				.analyze()
			expect(
				results.violations.map((violation) => violation.id),
				theme,
			).toEqual([])
		}
	})
})
