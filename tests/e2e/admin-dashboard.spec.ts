// The dashboard shell for a signed-in admin (through the admin-session fixture): tabs,
// Team, Activity, accessibility in both themes.

import { adminTabs } from '#app/components/admin/tabs.ts'

import { axeBuilder, presetTheme, waitForHydration } from './fixtures.ts'
import { E2E_ADMIN, expect, test } from './admin-session.ts'

test.describe('dashboard', () => {
	test('the dashboard opens on the Portfolio tab, beside the other tabs', async ({
		page,
		signedIn,
	}) => {
		void signedIn
		const response = await page.goto('/admin')
		expect(response?.headers()['cache-control']).toBe('private, no-store')
		await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
		const tabs = page.getByRole('navigation', { name: 'Dashboard sections' })
		await expect(tabs.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await tabs.getByRole('link', { name: 'Team' }).click()
		await expect(page).toHaveURL(/\/admin\/team$/)
		await expect(
			page.getByRole('region', { name: 'Members' }).getByText(E2E_ADMIN.email),
		).toBeVisible()
		await tabs.getByRole('link', { name: 'Activity' }).click()
		await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
	})

	test("'Loading' shows only while the browser waits for the next page", async ({
		page,
		signedIn,
	}) => {
		void signedIn
		await page.goto('/admin')
		// Rendered on the server with the session known: no loading state at all.
		const loading = page.getByRole('status').filter({ hasText: /^Loading$/ })
		await expect(loading).toHaveCount(0)
		await page.route('**/admin/team.data*', async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 1200))
			await route.continue()
		})
		await page
			.getByRole('navigation', { name: 'Dashboard sections' })
			.getByRole('link', { name: 'Team' })
			.click()
		await expect(loading).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
		await expect(loading).toHaveCount(0)
	})

	test('by keyboard: the first Tab offers to skip to the content, and Escape closes a small menu', async ({
		page,
		signedIn,
	}) => {
		void signedIn
		await page.goto('/admin/testimonials')
		await waitForHydration(page)
		await page.keyboard.press('Tab')
		const skip = page.getByRole('link', { name: 'Skip to content' })
		await expect(skip).toBeFocused()
		await expect(skip).toBeInViewport()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/#main$/)
		// A card's Move…, opened and closed again from the keyboard.
		const move = page.locator('summary', { hasText: 'Move…' }).first()
		await move.focus()
		await page.keyboard.press('Enter')
		await expect(page.locator('details[open] form')).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.locator('details[open]')).toHaveCount(0)
		await expect(move).toBeFocused()
	})

	for (const theme of ['light', 'dark'] as const) {
		test(
			`${theme} theme, 375 and 320 px: every section tab is in sight and reachable by keyboard, nothing scrolls sideways`,
			{ tag: '@phone-only' },
			async ({ page, signedIn }) => {
				void signedIn
				await presetTheme(page, theme)
				for (const width of [375, 320]) {
					await page.setViewportSize({ width, height: 740 })
					await page.goto('/admin/inbox')
					await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
					const nav = page.getByRole('navigation', { name: 'Dashboard sections' })
					const links = nav.getByRole('link')
					await expect(links).toHaveCount(adminTabs.length)
					for (const [index, tab] of adminTabs.entries()) {
						const link = links.nth(index)
						await expect(link).toHaveText(tab.label)
						await expect(link).toBeInViewport({ ratio: 1 })
						const box = (await link.boundingBox())!
						expect(box.x, `${tab.label} at ${width} px`).toBeGreaterThanOrEqual(0)
						expect(box.x + box.width, `${tab.label} at ${width} px`).toBeLessThanOrEqual(
							width,
						)
					}
					// Neither the page nor the tab list scrolls sideways.
					const overflow = await page.evaluate(() => ({
						page:
							document.documentElement.scrollWidth - document.documentElement.clientWidth,
						list: [
							...document.querySelectorAll('nav[aria-label="Dashboard sections"] ul'),
						].map((list) => list.scrollWidth - list.clientWidth),
					}))
					expect(overflow, `${width} px`).toEqual({ page: 0, list: [0] })
					// Tab reaches each section in order.
					await links.first().focus()
					for (const index of adminTabs.keys()) {
						await expect(links.nth(index)).toBeFocused()
						await page.keyboard.press('Tab')
					}
					const results = await axeBuilder(page).analyze()
					expect(results.violations, `${width} px`).toEqual([])
				}
				// The last section, the one hidden past the edge before, opens with a tap.
				await page
					.getByRole('navigation', { name: 'Dashboard sections' })
					.getByRole('link', { name: 'Activity' })
					.tap()
				await expect(
					page.getByRole('heading', { name: 'Activity', level: 1 }),
				).toBeVisible()
			},
		)

		test(
			`${theme} theme, 320 px: the forms do not scroll sideways; the save bar's More and a card's Move… open on the screen`,
			{ tag: '@phone-only' },
			async ({ page, signedIn }) => {
				void signedIn
				await presetTheme(page, theme)
				await page.setViewportSize({ width: 320, height: 700 })
				await page.goto('/admin')
				const project = await page
					.locator('main a[href^="/admin/projects/"]')
					.first()
					.getAttribute('href')
				const onScreen = async (what: string) => {
					const box = (await page.locator(what).first().boundingBox())!
					expect(box.x, what).toBeGreaterThanOrEqual(0)
					expect(box.x + box.width, what).toBeLessThanOrEqual(320)
				}
				// A grid's widest content set its column, a file input kept its own width.
				for (const path of [
					'/admin/site/services',
					'/admin/site/home',
					project!,
					'/admin/redirects',
				]) {
					await page.goto(path)
					const sideways = await page.evaluate(
						() =>
							document.documentElement.scrollWidth - document.documentElement.clientWidth,
					)
					expect(sideways, path).toBe(0)
				}
				await page.goto(project!)
				await page.locator('summary', { hasText: 'More' }).click()
				await onScreen('details[open] > div')
				await page.goto('/admin/testimonials')
				await page.locator('summary', { hasText: 'Move…' }).first().click()
				await onScreen('details[open] form')
			},
		)

		test(
			// Light at the desktop width, dark on a phone (fixtures.ts, presetThemeForWidth).
			`admin pages pass axe in the ${theme} theme, ${theme === 'dark' ? 'on a phone' : 'at the desktop width'}`,
			{ tag: theme === 'dark' ? '@phone-only' : [] },
			async ({ page, signedIn }) => {
				void signedIn
				await presetTheme(page, theme)
				for (const path of [
					'/admin',
					'/admin/team',
					'/admin/activity',
					'/admin/account',
				]) {
					await page.goto(path)
					await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
					const results = await axeBuilder(page).analyze()
					expect(results.violations, path).toEqual([])
				}
			},
		)

		test(`sign-in and registration pages pass axe in the ${theme} theme`, async ({
			page,
		}) => {
			await presetTheme(page, theme)
			for (const path of ['/admin/login', '/admin/signup']) {
				await page.goto(path)
				const results = await axeBuilder(page).analyze()
				expect(results.violations, path).toEqual([])
			}
		})
	}
})
