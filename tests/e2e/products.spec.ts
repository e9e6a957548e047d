// Products (spec §2): the Portfolio layout over the products collection, 'View Product'
// links, only visible products, and the products' own empty text.
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import {
	axeBuilder,
	expect,
	followLink,
	presetTheme,
	test,
	waitForEnhancers,
} from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

const visible = (type: 'mobile' | 'website') =>
	SEED_PROJECTS.filter((p) => p.collection === 'products' && p.visible && p.type === type)

const rows = (page: Page) => page.locator('[data-project-row]')
const tab = (page: Page, name: string) =>
	page.getByRole('tablist', { name: 'Products categories' }).getByRole('tab', { name })

test('mobile products by default, each with View Product → /products/{id}', async ({
	page,
}) => {
	const response = await page.goto('/products')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
	await expect(tab(page, 'Mobile Applications')).toHaveAttribute('aria-selected', 'true')
	const expected = visible('mobile')
	await expect(rows(page)).toHaveCount(expected.length)
	for (const [index, project] of expected.entries()) {
		const row = rows(page).nth(index)
		await expect(row.getByRole('heading', { level: 3 })).toHaveText(project.name)
		await expect(row).toContainText(project.category)
		await expect(row).toContainText(project.description)
		await expect(row.locator('[data-platform-chip]')).toHaveText(project.platforms)
		await expect(row.locator('img')).toHaveAttribute('alt', project.art.screens[0]!.alt)
		await expect(row.getByRole('link', { name: 'View Product' })).toHaveAttribute(
			'href',
			`/products/${project.id}`,
		)
		await expect(row.getByRole('link', { name: 'View Project' })).toHaveCount(0)
	}
	await expect(
		page
			.getByRole('region', { name: 'Apps we build, run and keep improving' })
			.getByRole('link', { name: "Let's Talk!" }),
	).toHaveAttribute('href', '/contact')
})

test('the Websites tab lists visible web products only: the hidden one stays out', async ({
	page,
}) => {
	const hidden = SEED_PROJECTS.find((p) => !p.visible)!
	expect(hidden).toMatchObject({
		id: 'ledgerly',
		collection: 'products',
		type: 'website',
	})
	await page.goto('/products?tab=websites')
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expect(rows(page).getByRole('heading', { level: 3 })).toHaveText(
		visible('website').map((p) => p.name),
	)
	await expect(page.getByText(hidden.name)).toHaveCount(0)
	// Portfolio work does not appear among products.
	await expect(page.locator('[data-project-row="harbor-homes"]')).toHaveCount(0)
})

test(
	'rows alternate sides by align; on a phone the image comes first',
	{ tag: '@phone' },
	async ({ page }, testInfo) => {
		await page.goto('/products')
		for (const project of visible('mobile')) {
			const row = page.locator(`[data-project-row="${project.id}"]`)
			await expect(row).toHaveAttribute('data-align', project.align)
			await row.scrollIntoViewIfNeeded()
			const image = (await row.locator('[data-row-image]').boundingBox())!
			const text = (await row.locator('[data-row-text]').boundingBox())!
			if (testInfo.project.name === 'phone') {
				expect(image.y + image.height).toBeLessThanOrEqual(text.y)
			} else if (project.align === 'left') {
				expect(image.x + image.width).toBeLessThan(text.x)
			} else {
				expect(text.x + text.width).toBeLessThan(image.x)
			}
		}
	},
)

test('a tab opens from the keyboard and from a click, without JavaScript too', async ({
	page,
	browser,
	baseURL,
}) => {
	await page.goto('/products?tab=websites')
	await waitForEnhancers(page)
	await tab(page, 'Websites').focus()
	await page.keyboard.press('Home')
	await expect(tab(page, 'Mobile Applications')).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/products$/)
	await expect(rows(page)).toHaveCount(visible('mobile').length)

	const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
	const noJs = await context.newPage()
	await noJs.goto('/products')
	await expect(rows(noJs)).toHaveCount(visible('mobile').length)
	await tab(noJs, 'Websites').click()
	await expect(noJs).toHaveURL(/\/products\?tab=websites$/)
	await expect(rows(noJs)).toHaveCount(visible('website').length)
	await context.close()
})

test('a slow tab switch shows Loading projects...', async ({ page }) => {
	await page.goto('/products')
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
	await tab(page, 'Websites').click()
	await expect(page.getByRole('status')).toHaveText('Loading projects...')
	release()
	await expect(rows(page)).toHaveCount(visible('website').length)
})

test('View Product and Back to Products load each page in full; a tab then switches in place, without a load', async ({
	page,
}) => {
	// Links between public pages are document loads (decision 028); another tab of the list
	// is loaded in place.
	await page.goto('/products')
	await waitForEnhancers(page)
	const [product, second] = visible('mobile')
	await followLink(rows(page).first().getByRole('link', { name: 'View Product' }))
	await expect(page).toHaveURL(`/products/${product!.id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name)
	await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Project Phases' })).toBeAttached()
	// Spec §2: the new page starts at the top. Once it has, the link at its foot stays where
	// the click is aimed.
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	await followLink(page.getByRole('link', { name: 'Back to Products' }))
	await expect(page).toHaveURL('/products')
	await expect(rows(page)).toHaveCount(visible('mobile').length)
	await expect(rows(page).nth(1).getByRole('heading', { level: 3 })).toHaveText(
		second!.name,
	)
	await waitForEnhancers(page)
	await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
	await tab(page, 'Websites').click()
	await expect(rows(page)).toHaveCount(visible('website').length)
	expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(
		true,
	)
})

test('title, description and canonical URL per tab', async ({ page }) => {
	await page.goto('/products?tab=websites')
	await expect(page).toHaveTitle(/^Products: Websites \| /)
	await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
		'href',
		/\/products\?tab=websites$/,
	)
	await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
		'content',
		/^Products: Websites/,
	)
})

test.describe('with an empty database', () => {
	test.describe.configure({ mode: 'default' })
	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
	})
	test.afterAll(async () => server?.cleanup())

	test('both tabs say No products found for this category.', async ({ page }) => {
		for (const query of ['', '?tab=websites']) {
			const response = await page.goto(`${server.url}/products${query}`)
			expect(response?.status()).toBe(200)
			await expect(page.getByText('No products found for this category.')).toBeVisible()
			await expect(rows(page)).toHaveCount(0)
		}
	})

	test('the empty state passes axe in both themes', async ({ page }) => {
		for (const theme of ['light', 'dark'] as const) {
			await presetTheme(page, theme)
			await page.goto(`${server.url}/products`)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, theme).toEqual([])
		}
	})
})

test.describe('when the database fails', () => {
	test.describe.configure({ mode: 'default' })
	test.use({ allowedConsoleErrors: [/status of 503/] })
	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
		db.exec('ALTER TABLE projects RENAME TO projects_broken')
		db.close()
	})
	test.afterAll(async () => server?.cleanup())

	test('Failed to load projects. with a 503 and the site around it', async ({ page }) => {
		const response = await page.goto(`${server.url}/products?tab=websites`)
		expect(response?.status()).toBe(503)
		await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
		await expect(page.getByText('No products found for this category.')).toHaveCount(0)
		await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
		await expect(page.getByRole('banner')).toBeVisible()
	})

	test('the failure state passes axe in both themes', async ({ page }) => {
		for (const theme of ['light', 'dark'] as const) {
			await presetTheme(page, theme)
			await page.goto(`${server.url}/products`)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, theme).toEqual([])
		}
	})
})
