// About (spec §2): banner with Let's Talk, the company's story, mission, vision and its
// eight core values.
import { SEED_SITE_SETTINGS as settings } from '#app/server/db/seed/content.ts'

import { expect, presetTheme, test } from './fixtures.ts'

const VALUES = [
	'Innovation',
	'Excellence',
	'Customer-Centricity',
	'Integrity',
	'Collaboration',
	'Continuous Improvement',
	'Adaptability',
	'Empowerment',
]

for (const theme of ['light', 'dark'] as const) {
	test(
		`${theme} theme: banner, story, mission, vision and the eight core values`,
		{ tag: '@phone' },
		async ({ page }) => {
			await presetTheme(page, theme)
			const response = await page.goto('/about')
			expect(response?.status()).toBe(200)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)

			const h1 = page.getByRole('heading', { level: 1 })
			await expect(h1).toHaveCount(1)
			const banner = page.getByRole('region', { name: await h1.innerText() })
			await expect(banner).toContainText('About Us')
			await expect(banner).toContainText(settings.companyName)
			const talk = banner.getByRole('link', { name: "Let's Talk!" })
			await expect(talk).toBeVisible()
			await expect(talk).toHaveAttribute('href', '/contact')

			const story = page.getByRole('region', { name: 'Our Story' })
			await expect(story).toContainText(
				`${settings.companyName} started in ${settings.foundedYear}`,
			)
			await expect(
				page.getByRole('heading', { name: 'Our Mission', level: 2 }),
			).toBeVisible()
			await expect(
				page.getByRole('heading', { name: 'Our Vision', level: 2 }),
			).toBeVisible()

			const values = page.getByRole('region', { name: 'Our Core Values' })
			const items = values.getByRole('listitem')
			await expect(items.getByRole('heading', { level: 3 })).toHaveText(VALUES)
			// Each value says what it means, in a sentence.
			for (const item of await items.all()) {
				await expect(item.locator('p')).toHaveText(/^[A-Z].{30,}\.$/)
			}

			await talk.click()
			await expect(page).toHaveURL(/\/contact$/)
		},
	)
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the page reads in full', async ({ page }) => {
		await page.goto('/about')
		await expect(page.getByRole('link', { name: "Let's Talk!" }).first()).toBeVisible()
		await expect(
			page
				.getByRole('region', { name: 'Our Core Values' })
				.getByRole('heading', { level: 3 }),
		).toHaveText(VALUES)
	})
})
