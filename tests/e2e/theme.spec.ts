import type { Page } from '@playwright/test'

import { axeBuilder, expect, presetTheme, test, waitForEnhancers } from './fixtures.ts'

const themeOf = (page: Page) =>
	page.evaluate(() => document.documentElement.dataset.theme)

test('the default theme is light', async ({ page }) => {
	await page.goto('/')
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
	await waitForEnhancers(page)
	await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible()
	expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
	// The page background is the light canvas, not a dark one.
	const background = await page.evaluate(
		() => getComputedStyle(document.documentElement).backgroundColor,
	)
	expect(background).toBe('rgb(246, 248, 252)')
})

test('the switch toggles the theme, stores it and keeps it across a reload', async ({
	page,
}) => {
	await page.goto('/')
	await waitForEnhancers(page)

	await page.getByRole('button', { name: 'Dark Mode' }).click()
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
	await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible()
	expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
	expect(
		await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
	).toBe('rgb(14, 15, 34)')

	await page.reload()
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
	await waitForEnhancers(page)
	await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible()

	await page.getByRole('button', { name: 'Light Mode' }).click()
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
	expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
	await page.reload()
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

test('a stored dark theme is in place before first paint', async ({ page }) => {
	await presetTheme(page, 'dark')
	// Recorded at DOMContentLoaded, before hydration, styles or the app's scripts run.
	await page.addInitScript(() => {
		document.addEventListener('DOMContentLoaded', () => {
			;(window as unknown as { themeAtDomReady?: string }).themeAtDomReady =
				document.documentElement.dataset.theme
		})
	})
	await page.goto('/')
	expect(
		await page.evaluate(
			() => (window as unknown as { themeAtDomReady?: string }).themeAtDomReady,
		),
	).toBe('dark')

	// And the very first frame's observer sees it too: the attribute never reads light.
	await page.addInitScript(() => {
		const seen: string[] = []
		;(window as unknown as { themesSeen: string[] }).themesSeen = seen
		new MutationObserver(() => {
			seen.push(document.documentElement.dataset.theme ?? '')
		}).observe(document, {
			attributes: true,
			subtree: true,
			attributeFilter: ['data-theme'],
		})
	})
	await page.reload()
	await waitForEnhancers(page)
	const seen = await page.evaluate(
		() => (window as unknown as { themesSeen: string[] }).themesSeen,
	)
	expect(seen.length).toBeGreaterThan(0)
	expect(seen.at(-1)).toBe('dark')
	expect(await themeOf(page)).toBe('dark')
	// The logo's name is in the dark theme's ink.
	await expect(
		page
			.getByRole('banner')
			.getByRole('link', { name: 'Aster Software home' })
			.getByText('Aster', { exact: true }),
	).toHaveCSS('color', 'rgb(232, 235, 247)')
})

test('another open tab follows the change', async ({ page, context }) => {
	await page.goto('/')
	await waitForEnhancers(page)
	const other = await context.newPage()
	await other.goto('/about')
	await waitForEnhancers(other)
	await expect(other.getByRole('button', { name: 'Dark Mode' })).toBeVisible()

	await page.getByRole('button', { name: 'Dark Mode' }).click()
	await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark')
	await expect(other.getByRole('button', { name: 'Light Mode' })).toBeVisible()

	await page.getByRole('button', { name: 'Light Mode' }).click()
	await expect(other.locator('html')).toHaveAttribute('data-theme', 'light')
	await expect(other.getByRole('button', { name: 'Dark Mode' })).toBeVisible()
	await other.close()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('pages render in the light theme with header and footer', async ({ page }) => {
		for (const path of ['/', '/about', '/404']) {
			await page.goto(path)
			await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(page.getByRole('banner')).toBeVisible()
			await expect(
				page.getByRole('contentinfo').getByText('© 2025 Aster Software'),
			).toBeVisible()
			// A switch that cannot work without JavaScript is not offered.
			await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeHidden()
		}
	})

	test('the menu opens from a link, the header keeps its height, and the links are reachable', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 375, height: 740 })
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		const header = page.getByRole('banner')
		const height = (await header.boundingBox())?.height ?? 0
		// The toggle needs JavaScript; a link to the menu stands in for it.
		await expect(page.getByRole('button', { name: /menu/i })).toBeHidden()
		await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeHidden()
		await nav.getByRole('link', { name: 'Open menu' }).click()
		await expect(page).toHaveURL('/#site-menu')
		await expect(nav.getByRole('link', { name: 'Open menu' })).toBeHidden()
		// The same height as with JavaScript (issue 41: it was a 220 px block).
		expect((await header.boundingBox())?.height).toBe(height)
		expect(height).toBeLessThan(80)
		for (const name of [
			'Home',
			'About Us',
			'Portfolio',
			'Products',
			'Services',
			'Contact Us',
		]) {
			const link = nav.getByRole('link', { name, exact: true })
			await expect(link).toBeVisible()
			await expect(link).toBeInViewport()
		}
		// It closes in place, and opens again.
		await nav.getByRole('link', { name: 'Close menu' }).click()
		await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeHidden()
		await nav.getByRole('link', { name: 'Open menu' }).click()
		await nav.getByRole('link', { name: 'Portfolio' }).click()
		await expect(page).toHaveURL('/portfolio')
		await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		)
		expect(overflow).toBeLessThanOrEqual(0)
	})
})

test.describe('accessibility', () => {
	test(
		'the open phone menu has no axe violations',
		{ tag: '@phone-only' },
		async ({ page }) => {
			await page.goto('/')
			await waitForEnhancers(page)
			await page.getByRole('button', { name: 'Open menu' }).click()
			const results = await axeBuilder(page).analyze()
			expect(results.violations.map(({ id }) => id)).toEqual([])
		},
	)
})
