// Issue 21: a client-side visit whose data request fails (the network drops, a proxy
// answers with an error) shows the page's own failure state inside the site's header and
// footer, never the root error screen in place of the whole page.
import type { Page } from '@playwright/test'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { axeBuilder, expect, presetTheme, test, waitForHydration } from './fixtures.ts'

// Chromium reports each aborted request as a console error.
test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] })

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
