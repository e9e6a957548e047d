// Issue 21: a client-side visit whose data request fails (the network drops, a proxy
// answers with an error) shows the page's own failure state inside the site's header and
// footer, never the root error screen in place of the whole page.
import type { Page } from '@playwright/test'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { axeBuilder, expect, presetTheme, test, waitForHydration } from './fixtures.ts'

// Chromium reports each aborted request as a console error, and React logs the failures
// that a section's error state caught (spec §8: failures are logged).
// (One pattern: Playwright reads an option of two items as a value and its options.)
test.use({ allowedConsoleErrors: [/net::ERR_FAILED|^TypeError: Failed to fetch/] })

const COLLECTIONS = [
	{ path: '/portfolio', title: 'Portfolio', link: 'View Project' },
	{ path: '/products', title: 'Products', link: 'View Product' },
] as const

const rows = (page: Page) => page.locator('[data-project-row]')

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

	test(`${title}: a tab whose data request fails says 'Failed to load projects.' inside the page, and Try again loads it`, async ({
		page,
	}) => {
		await page.goto(path)
		await waitForHydration(page)
		await page.route(`**${path}.data*`, (route) => route.abort())
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
		await expect(retry).toBeVisible()

		// Still failing: the same state again, still inside the page.
		await retry.click()
		await expect(page.getByRole('alert')).toHaveText('Failed to load projects.')
		await expectSiteFrame(page)

		await page.unroute(`**${path}.data*`)
		await page.getByRole('link', { name: 'Try again' }).click()
		await expect(rows(page)).toHaveCount(websites.length)
		await expect(rows(page).first()).toHaveAttribute('data-project-row', websites[0]!.id)
		await expect(page.getByText('Failed to load projects.')).toHaveCount(0)
		await expect(page).toHaveURL(`${path}?tab=websites`)
	})
}

for (const theme of ['light', 'dark'] as const) {
	test(`${theme} theme: the failed state with its retry passes axe`, async ({ page }) => {
		await presetTheme(page, theme)
		await page.goto('/portfolio')
		await waitForHydration(page)
		await page.route('**/portfolio.data*', (route) => route.abort())
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

test("a project link whose data request fails shows the page's 'Project Not Found' view inside the site (spec §8), not the error screen", async ({
	page,
}) => {
	const project = SEED_PROJECTS.find(
		(p) => p.collection === 'portfolio' && p.visible && p.type === 'mobile',
	)!
	await page.goto('/portfolio')
	await waitForHydration(page)
	await page.route(`**/portfolio/${project.id}.data*`, (route) => route.abort())
	await page
		.locator(`[data-project-row="${project.id}"]`)
		.getByRole('link', { name: 'View Project' })
		.click()
	await expect(
		page.getByRole('heading', { name: 'Project Not Found', level: 1 }),
	).toBeVisible()
	await expectSiteFrame(page)
	await expect(page.getByRole('link', { name: 'Back to Portfolio' })).toBeVisible()
})

// Home, About and Contact show with their data request failing (what they need is in the
// browser already, or their sections fall back as spec §8 says); Services has no failure
// state of its own: the site layout's notice, inside the frame, with the router's wording
// (spec §2) and a way to load the same address again.
for (const { from, link, path, heading } of [
	{ from: '/about', link: 'Home', path: '/', heading: /Your Software Solutions Partner/ },
	{ from: '/', link: 'About Us', path: '/about', heading: /small studio/ },
	{ from: '/', link: 'Contact Us', path: '/contact', heading: 'Contact Us' },
] as const) {
	test(`${path}: a visit whose data request fails still shows the page`, async ({
		page,
	}) => {
		await page.goto(from)
		await waitForHydration(page)
		await page.route('**/*.data*', (route) => route.abort())
		await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click()
		await expect(page).toHaveURL(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
		await expectSiteFrame(page)
	})
}

test("/services: a visit whose data request fails says so inside the site's header and footer, and Try again loads it", async ({
	page,
}) => {
	await page.goto('/')
	await waitForHydration(page)
	await page.route('**/*.data*', (route) => route.abort())
	await page
		.getByRole('banner')
		.getByRole('link', { name: 'Services', exact: true })
		.click()

	await expect(
		page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
	).toBeVisible()
	await expect(page.getByRole('banner')).toBeVisible()
	await expect(page.getByRole('contentinfo')).toBeVisible()
	await expect(
		page.getByText('The page could not be loaded. Check your connection and try again.'),
	).toBeVisible()
	await expect(page).toHaveURL('/services')
	await expect(page).toHaveTitle('Error | Aster Software')
	const retry = page.getByRole('link', { name: 'Try again' })
	await expect(retry).toHaveAttribute('href', '/services')
	const results = await axeBuilder(page)
		.include('#main')
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
		.analyze()
	expect(results.violations.map((violation) => violation.id)).toEqual([])

	await page.unroute('**/*.data*')
	await retry.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services')
	await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
})
