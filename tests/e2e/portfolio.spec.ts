// Portfolio (spec §2): tabs addressed by URL, one banner per tab, rows of visible portfolio
// projects aligned as each says, and the loading, empty and failing states.
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { expect, followLink, test, waitForEnhancers } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

const visible = (type: 'mobile' | 'website') =>
	SEED_PROJECTS.filter(
		(p) => p.collection === 'portfolio' && p.visible && p.type === type,
	)

const rows = (page: Page) => page.locator('[data-project-row]')
const tab = (page: Page, name: string) =>
	page.getByRole('tablist', { name: 'Portfolio categories' }).getByRole('tab', { name })

test('the Mobile Applications tab is the default, with every visible mobile project', async ({
	page,
}) => {
	const response = await page.goto('/portfolio')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
	await expect(tab(page, 'Mobile Applications')).toHaveAttribute('aria-selected', 'true')
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'false')
	await expect(page.getByRole('tabpanel')).toHaveAttribute(
		'aria-labelledby',
		(await tab(page, 'Mobile Applications').getAttribute('id')) ?? '',
	)

	const expected = visible('mobile')
	await expect(rows(page)).toHaveCount(expected.length)
	for (const [index, project] of expected.entries()) {
		const row = rows(page).nth(index)
		await expect(row).toHaveAttribute('data-project-row', project.id)
		await expect(row.getByRole('heading', { level: 3 })).toHaveText(project.name)
		await expect(row).toContainText(project.category)
		await expect(row).toContainText(project.description)
		await expect(
			row.getByRole('list', { name: 'Platforms' }).getByRole('listitem'),
		).toHaveText(project.platforms)
		const image = row.locator('img')
		await expect(image).toHaveAttribute('alt', project.art.screens[0]!.alt)
		// Width and height are set, so the rows do not shift as images arrive.
		expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0)
		expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0)
		// Below the intro, the tabs and the banner, even the first row is below the fold.
		// Lazy and low: an image never competes with the page's first paint (decision 035).
		await expect(image).toHaveAttribute('loading', 'lazy')
		await expect(image).toHaveAttribute('fetchpriority', 'low')
		const link = row.getByRole('link', { name: 'View Project' })
		await expect(link).toHaveAttribute('href', `/portfolio/${project.id}`)
	}
	// The banner of the tab, with its contact link.
	const banner = page.getByRole('region', {
		name: 'Apps people keep on their home screen',
	})
	await expect(banner.getByRole('link', { name: "Let's Talk!" })).toHaveAttribute(
		'href',
		'/contact',
	)
	// Only portfolio work: no product appears here.
	await expect(page.locator('[data-project-row="stocklane"]')).toHaveCount(0)
})

test('?tab=websites selects the Websites tab and lists the visible websites', async ({
	page,
}) => {
	await page.goto('/portfolio?tab=websites')
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expect(
		page.getByRole('region', { name: 'Websites that work as hard as you do' }),
	).toBeVisible()
	const expected = visible('website')
	await expect(rows(page).getByRole('heading', { level: 3 })).toHaveText(
		expected.map((p) => p.name),
	)
	// An unknown tab falls back to the default one; ?tab=mobile names it explicitly.
	await page.goto('/portfolio?tab=nonsense')
	await expect(tab(page, 'Mobile Applications')).toHaveAttribute('aria-selected', 'true')
	await page.goto('/portfolio?tab=mobile')
	await expect(rows(page)).toHaveCount(visible('mobile').length)
})

test(
	'rows place the image on the side their align names, and first on a phone',
	{ tag: '@phone' },
	async ({ page }, testInfo) => {
		await page.goto('/portfolio?tab=websites')
		const expected = visible('website')
		expect(new Set(expected.map((p) => p.align))).toEqual(new Set(['left', 'right']))
		for (const project of expected) {
			const row = page.locator(`[data-project-row="${project.id}"]`)
			await expect(row).toHaveAttribute('data-align', project.align)
			await row.scrollIntoViewIfNeeded()
			const image = await row.locator('[data-row-image]').boundingBox()
			const text = await row.locator('[data-row-text]').boundingBox()
			if (!image || !text) throw new Error('row not laid out')
			if (testInfo.project.name === 'phone') {
				expect(image.y + image.height, project.id).toBeLessThanOrEqual(text.y)
			} else if (project.align === 'left') {
				expect(image.x + image.width, project.id).toBeLessThan(text.x)
			} else {
				expect(text.x + text.width, project.id).toBeLessThan(image.x)
			}
		}
	},
)

test('platform chips are small pills', async ({ page }) => {
	await page.goto('/portfolio')
	const chip = rows(page).first().locator('[data-platform-chip]').first()
	const box = await chip.boundingBox()
	expect(box?.height).toBeLessThan(36)
	const radius = await chip.evaluate((el) =>
		parseFloat(getComputedStyle(el).borderRadius),
	)
	expect(radius).toBeGreaterThanOrEqual((box?.height ?? 0) / 2)
})

test('tabs work from the keyboard: arrows, Home and End move, Enter opens', async ({
	page,
}) => {
	await page.goto('/portfolio')
	await waitForEnhancers(page)
	const mobile = tab(page, 'Mobile Applications')
	const websites = tab(page, 'Websites')
	// One tab stop: the selected tab.
	await expect(mobile).not.toHaveAttribute('tabindex', '-1')
	await expect(websites).toHaveAttribute('tabindex', '-1')
	await mobile.focus()
	await page.keyboard.press('ArrowRight')
	await expect(websites).toBeFocused()
	await page.keyboard.press('ArrowRight')
	await expect(mobile).toBeFocused()
	await page.keyboard.press('End')
	await expect(websites).toBeFocused()
	await page.keyboard.press('Home')
	await expect(mobile).toBeFocused()
	await page.keyboard.press('ArrowLeft')
	await expect(websites).toBeFocused()
	// Moving focus does not navigate; Enter does.
	await expect(page).toHaveURL(/\/portfolio$/)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/portfolio\?tab=websites$/)
	await expect(websites).toHaveAttribute('aria-selected', 'true')
	await expect(websites).toBeFocused()
	await expect(rows(page).first()).toHaveAttribute(
		'data-project-row',
		visible('website')[0]!.id,
	)
	// Space opens a tab too; the default tab's link is the page's clean URL.
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press(' ')
	await expect(page).toHaveURL(/\/portfolio$/)
	await expect(mobile).toHaveAttribute('aria-selected', 'true')
})

test('switching tabs keeps the scroll position and shows Loading projects... meanwhile', async ({
	page,
}) => {
	await page.goto('/portfolio')
	await waitForEnhancers(page)
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(
		// The other tab's page, fetched by the enhancer to load it in place.
		(url) => url.searchParams.get('tab') === 'websites',
		async (route) => {
			await held
			await route.continue()
		},
	)
	// The tabs below the sticky header, the page scrolled: a tab must not scroll it back up.
	await page
		.getByRole('tablist')
		.evaluate((el) =>
			window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200),
		)
	const before = await page.evaluate(() => window.scrollY)
	expect(before).toBeGreaterThan(0)
	await tab(page, 'Websites').focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('status')).toHaveText('Loading projects...')
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expect(rows(page)).toHaveCount(0)
	await expect(page.locator('[data-skeleton-row]')).toHaveCount(2)
	release()
	await expect(rows(page)).toHaveCount(visible('website').length)
	await expect(page.getByText('Loading projects...')).toHaveCount(0)
	expect(await page.evaluate(() => window.scrollY)).toBe(before)
})

test('the first load shows no loading text: the rows are in the HTML', async ({
	request,
}) => {
	const html = await (await request.get('/portfolio?tab=websites')).text()
	// The words wait in the loading template's attribute for the enhancer (in the page's
	// language): no text of the page says it.
	expect(html).not.toMatch(/>[^<]*Loading projects\.\.\./)
	expect(html).toContain('data-loading-text="Loading projects..."')
	for (const project of visible('website')) {
		expect(html).toContain(`data-project-row="${project.id}"`)
	}
})

test('with JavaScript off the tabs are plain links and every tab still works', async ({
	browser,
	baseURL,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
	const page = await context.newPage()
	await page.goto('/portfolio')
	await expect(rows(page)).toHaveCount(visible('mobile').length)
	const websites = tab(page, 'Websites')
	await expect(websites).toHaveAttribute('href', '/portfolio?tab=websites')
	await expect(websites).not.toHaveAttribute('tabindex', '-1')
	await websites.click()
	await expect(page).toHaveURL(/\/portfolio\?tab=websites$/)
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expect(rows(page)).toHaveCount(visible('website').length)
	await followLink(rows(page).first().getByRole('link', { name: 'View Project' }))
	await expect(page).toHaveURL(new RegExp(`/portfolio/${visible('website')[0]!.id}$`))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		visible('website')[0]!.name,
	)
	await context.close()
})

test('each tab has its own title, description and canonical URL', async ({ page }) => {
	await page.goto('/portfolio')
	await expect(page).toHaveTitle(/^Portfolio: Mobile Applications \| /)
	await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
		'href',
		/\/portfolio$/,
	)
	await expect(page.locator('meta[name=description]')).toHaveAttribute(
		'content',
		/Mobile apps/,
	)
	await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
		'content',
		/\/portfolio$/,
	)
	await page.goto('/portfolio?tab=websites')
	await expect(page).toHaveTitle(/^Portfolio: Websites \| /)
	await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
		'href',
		/\/portfolio\?tab=websites$/,
	)
})

test.describe('with an empty database', () => {
	test.describe.configure({ mode: 'default' })
	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
	})
	test.afterAll(async () => server?.cleanup())

	test('both tabs say No projects found for this category.', async ({ page }) => {
		for (const query of ['', '?tab=websites']) {
			const response = await page.goto(`${server.url}/portfolio${query}`)
			expect(response?.status()).toBe(200)
			await expect(page.getByText('No projects found for this category.')).toBeVisible()
			await expect(rows(page)).toHaveCount(0)
			// The banner and its contact link are there all the same.
			await expect(page.getByRole('link', { name: "Let's Talk!" })).toBeVisible()
		}
	})
})

test.describe('when the database fails', () => {
	test.describe.configure({ mode: 'default' })
	// The page answers 503 on purpose, which Chromium reports on the console.
	test.use({ allowedConsoleErrors: [/status of 503/] })
	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
		// Break the table the list reads, under the running server.
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
		db.exec('ALTER TABLE projects RENAME TO projects_broken')
		db.close()
	})
	test.afterAll(async () => server?.cleanup())

	test('the page says Failed to load projects. with a 503, never the error page', async ({
		page,
	}) => {
		for (const query of ['', '?tab=websites']) {
			const response = await page.goto(`${server.url}/portfolio${query}`)
			expect(response?.status()).toBe(503)
			expect(response?.headers()['retry-after']).toBe('60')
			await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
			await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
			await expect(
				page.getByRole('heading', { name: 'Portfolio', level: 1 }),
			).toBeVisible()
			await expect(page.getByRole('contentinfo')).toBeVisible()
		}
		expect(server.output()).toContain('Failed to load projects')
	})

	test('a tab switch in the browser shows the failure too', async ({ page }) => {
		await page.goto(`${server.url}/portfolio`)
		await waitForEnhancers(page)
		await tab(page, 'Websites').click()
		await expect(page).toHaveURL(/\?tab=websites$/)
		await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
	})
})
