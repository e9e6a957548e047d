// Issue 21: failures stay in the page. Links between public pages are document loads
// (decision 028), so a failed one is the browser's; what a page loads in place (another tab
// or page of a list) says so inside the page when its request fails: spec §8's 'Failed to
// load projects.' with a way to try again, under the header and the tabs and above the
// footer, never the root error screen.
import type { Page } from '@playwright/test'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { axeBuilder, expect, presetTheme, test, waitForEnhancers } from './fixtures.ts'

// Chromium reports each aborted request as a console error.
test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] })

const COLLECTIONS = [
	{ path: '/portfolio', title: 'Portfolio' },
	{ path: '/products', title: 'Products' },
] as const

const rows = (page: Page) => page.locator('[data-project-row]')

/** Fails the in-place load of `path` with its Websites tab, as a dropped network would. */
const websitesTab = (path: string) => (url: URL) =>
	url.pathname === path && url.searchParams.get('tab') === 'websites'

async function expectSiteFrame(page: Page) {
	await expect(page.getByRole('banner')).toBeVisible()
	await expect(page.getByRole('contentinfo')).toBeVisible()
	await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
}

for (const { path, title } of COLLECTIONS) {
	const collection = path.slice(1)
	const websites = SEED_PROJECTS.filter(
		(p) => p.collection === collection && p.visible && p.type === 'website',
	)

	test(`${title}: a tab whose request fails says 'Failed to load projects.' inside the page, and Try again loads it`, async ({
		page,
	}) => {
		await page.goto(path)
		await waitForEnhancers(page)
		await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
		const failing = websitesTab(path)
		await page.route(failing, (route) => route.abort())
		const tabs = page.getByRole('tablist', { name: `${title} categories` })
		await tabs.getByRole('tab', { name: 'Websites' }).click()

		await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
		await expectSiteFrame(page)
		await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
		await expect(tabs.getByRole('tab', { name: 'Websites' })).toHaveAttribute(
			'aria-selected',
			'true',
		)
		await expect(page).toHaveURL(`${path}?tab=websites`)
		await expect(rows(page)).toHaveCount(0)
		const retry = page.getByRole('link', { name: 'Try again' })
		await expect(retry).toHaveAttribute('href', `${path}?tab=websites`)

		// Still failing: the same state again, still inside the page.
		await retry.click()
		await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
		await expectSiteFrame(page)

		await page.unroute(failing)
		await page.getByRole('link', { name: 'Try again' }).click()
		await expect(rows(page)).toHaveCount(websites.length)
		await expect(rows(page).first()).toHaveAttribute('data-project-row', websites[0]!.id)
		await expect(page.getByText('Failed to load projects.')).toHaveCount(0)
		await expect(page).toHaveURL(`${path}?tab=websites`)
		// All of it in place: the document never changed.
		expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(
			true,
		)
	})
}

test('Services: a tab whose request fails says so inside the page, and Try again loads it', async ({
	page,
}) => {
	await page.goto('/services')
	await waitForEnhancers(page)
	const failing = websitesTab('/services')
	await page.route(failing, (route) => route.abort())
	const tabs = page.getByRole('tablist', { name: 'Services' })
	await tabs.getByRole('tab', { name: 'Websites' }).click()

	await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
	await expectSiteFrame(page)
	await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible()
	await expect(tabs.getByRole('tab', { name: 'Websites' })).toHaveAttribute(
		'aria-selected',
		'true',
	)
	await expect(page).toHaveURL('/services?tab=websites')

	await page.unroute(failing)
	await page.getByRole('link', { name: 'Try again' }).click()
	await expect(
		page.getByRole('region', { name: 'Check out our work!' }).getByRole('listitem'),
	).toHaveCount(
		SEED_PROJECTS.filter(
			(p) => p.collection === 'portfolio' && p.visible && p.type === 'website',
		).length,
	)
	await expect(page.getByText('Failed to load projects.')).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const) {
	test(`${theme} theme: the failed state with its retry passes axe`, async ({ page }) => {
		await presetTheme(page, theme)
		await page.goto('/portfolio')
		await waitForEnhancers(page)
		await page.route(websitesTab('/portfolio'), (route) => route.abort())
		await page
			.getByRole('tablist', { name: 'Portfolio categories' })
			.getByRole('tab', { name: 'Websites' })
			.click()
		await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
		const results = await axeBuilder(page)
			.include('#main')
			.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
			.analyze()
		expect(results.violations.map((violation) => violation.id)).toEqual([])
	})
}

test('back and forward load their tab in place', async ({ page }) => {
	await page.goto('/portfolio')
	await waitForEnhancers(page)
	await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
	const tab = (name: string) =>
		page.getByRole('tablist', { name: 'Portfolio categories' }).getByRole('tab', { name })
	await tab('Websites').click()
	await expect(tab('Websites')).toHaveAttribute('aria-selected', 'true')
	await expect(page).toHaveTitle(/^Portfolio: Websites \| /)
	await page.goBack()
	await expect(page).toHaveURL('/portfolio')
	await expect(tab('Mobile Applications')).toHaveAttribute('aria-selected', 'true')
	await expect(page).toHaveTitle(/^Portfolio: Mobile Applications \| /)
	await page.goForward()
	await expect(tab('Websites')).toHaveAttribute('aria-selected', 'true')
	expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(
		true,
	)
})
