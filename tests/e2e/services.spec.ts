// Services (spec §2): three tabs in a real tablist, each addressable by URL and rendered
// by the server; per tab a banner with Let's Talk!, an intro, the reasons, and the work.
import type { Page } from '@playwright/test'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { expect, presetTheme, test, waitForEnhancers } from './fixtures.ts'

const TABS = ['Mobile Applications', 'Websites', 'Smart Systems']
const mobileWork = SEED_PROJECTS.filter(
	(p) => p.visible && p.type === 'mobile' && p.collection === 'products',
)
const websiteWork = SEED_PROJECTS.filter(
	(p) => p.visible && p.type === 'website' && p.collection === 'portfolio',
)

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Services' })
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name })
const panel = (page: Page) => page.getByRole('tabpanel')
const work = (page: Page) => page.getByRole('region', { name: 'Check out our work!' })

async function expectCommonSections(page: Page) {
	const banner = panel(page).getByRole('region').first()
	const talk = banner.getByRole('link', { name: "Let's Talk!" })
	await expect(talk).toBeVisible()
	await expect(talk).toHaveAttribute('href', '/contact')
	await expect(panel(page).locator('#service-intro-title')).toBeVisible()
	const reasons = panel(page)
		.getByRole('region', { name: /^Why your business needs/ })
		.getByRole('listitem')
	expect(await reasons.count()).toBeGreaterThanOrEqual(8)
	await expect(work(page)).toBeVisible()
}

async function expectWork(
	page: Page,
	projects: typeof SEED_PROJECTS,
	collection: 'products' | 'portfolio',
) {
	const items = work(page).getByRole('listitem')
	await expect(items).toHaveCount(projects.length)
	for (const [index, project] of projects.entries()) {
		const item = items.nth(index)
		await expect(item.getByRole('heading', { level: 3 })).toHaveText(project.name)
		await expect(item.getByRole('link')).toHaveAttribute(
			'href',
			`/${collection}/${project.id}`,
		)
		const image = item.locator('img')
		await expect(image).toHaveAttribute('width', '1200')
		await expect(image).toHaveAttribute('height', '900')
		await expect(image).toHaveAttribute('loading', 'lazy')
	}
}

for (const theme of ['light', 'dark'] as const) {
	test(
		`${theme} theme: Mobile Applications is the default tab, with the mobile products`,
		{ tag: '@phone' },
		async ({ page }) => {
			await presetTheme(page, theme)
			const response = await page.goto('/services')
			expect(response?.status()).toBe(200)
			await expect(
				page.getByRole('heading', { name: 'Services', level: 1 }),
			).toBeVisible()
			await expect(tablist(page).getByRole('tab')).toHaveText(TABS)
			await expect(tab(page, 'Mobile Applications')).toHaveAttribute(
				'aria-selected',
				'true',
			)
			await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'false')
			await expect(panel(page)).toHaveAttribute(
				'aria-labelledby',
				(await tab(page, 'Mobile Applications').getAttribute('id')) ?? '',
			)
			await expectCommonSections(page)
			await expectWork(page, mobileWork, 'products')
		},
	)
}

test('each tab has its own address, rendered by the server', async ({ page }) => {
	await page.goto('/services?tab=websites')
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expectCommonSections(page)
	await expectWork(page, websiteWork, 'portfolio')

	await page.goto('/services?tab=smart-systems')
	await expect(tab(page, 'Smart Systems')).toHaveAttribute('aria-selected', 'true')
	await expectCommonSections(page)
	await expect(work(page).getByRole('heading', { level: 3 })).toHaveText([
		'Smart Gates',
		'Smart Mirrors',
		'Smart Locks',
	])
	await expect(work(page).getByRole('link')).toHaveCount(0)

	// The tabs link to each other's addresses; the default one has the clean URL.
	await expect(tab(page, 'Mobile Applications')).toHaveAttribute('href', '/services')
	await expect(tab(page, 'Websites')).toHaveAttribute('href', '/services?tab=websites')
	await expect(tab(page, 'Smart Systems')).toHaveAttribute(
		'href',
		'/services?tab=smart-systems',
	)
	// An unknown tab falls back to the default.
	await page.goto('/services?tab=nope')
	await expect(tab(page, 'Mobile Applications')).toHaveAttribute('aria-selected', 'true')
})

test('a click on a tab switches the panel without scrolling to the top', async ({
	page,
}) => {
	await page.goto('/services')
	await waitForEnhancers(page)
	await tablist(page).scrollIntoViewIfNeeded()
	await page.evaluate(() => window.scrollBy(0, 120))
	const before = await page.evaluate(() => window.scrollY)
	expect(before).toBeGreaterThan(0)
	await tab(page, 'Websites').click()
	await expect(page).toHaveURL(/\/services\?tab=websites$/)
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expectWork(page, websiteWork, 'portfolio')
	expect(await page.evaluate(() => window.scrollY)).toBe(before)

	await work(page).getByRole('link').first().click()
	await expect(page).toHaveURL(new RegExp(`/portfolio/${websiteWork[0]!.id}$`))
})

test('the tabs follow the keyboard: arrows, Home and End', async ({ page }) => {
	await page.goto('/services')
	await waitForEnhancers(page)
	await tab(page, 'Mobile Applications').focus()
	await page.keyboard.press('ArrowRight')
	await expect(tab(page, 'Websites')).toBeFocused()
	await page.keyboard.press('End')
	await expect(tab(page, 'Smart Systems')).toBeFocused()
	await page.keyboard.press('ArrowRight')
	await expect(tab(page, 'Mobile Applications')).toBeFocused()
	await page.keyboard.press('ArrowLeft')
	await expect(tab(page, 'Smart Systems')).toBeFocused()
	await page.keyboard.press('Home')
	await expect(tab(page, 'Mobile Applications')).toBeFocused()
	await page.keyboard.press('End')
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/services\?tab=smart-systems$/)
	await expect(tab(page, 'Smart Systems')).toHaveAttribute('aria-selected', 'true')
	await expect(work(page).getByRole('heading', { level: 3 }).first()).toHaveText(
		'Smart Gates',
	)
})

test('while another tab loads, its panel says so, not the old tab’s banner', async ({
	page,
}) => {
	await page.goto('/services')
	await waitForEnhancers(page)
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	// The other tab's page, fetched by the enhancer to load it in place.
	await page.route(/\?tab=websites$/, async (route) => {
		await held
		await route.continue()
	})
	await tab(page, 'Websites').click()
	await expect(panel(page).getByText('Loading projects...')).toBeVisible()
	await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true')
	await expect(panel(page).getByRole('link', { name: "Let's Talk!" })).toHaveCount(0)
	release()
	await expectWork(page, websiteWork, 'portfolio')
	await expect(page.getByText('Loading projects...')).toHaveCount(0)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the tabs are links and every tab works', async ({ page }) => {
		await page.goto('/services')
		await expectWork(page, mobileWork, 'products')
		await tab(page, 'Websites').click()
		await expect(page).toHaveURL(/\/services\?tab=websites$/)
		await expectWork(page, websiteWork, 'portfolio')
		await tab(page, 'Smart Systems').click()
		await expect(page).toHaveURL(/\/services\?tab=smart-systems$/)
		await expect(work(page).getByRole('heading', { level: 3 })).toHaveText([
			'Smart Gates',
			'Smart Mirrors',
			'Smart Locks',
		])
	})
})
