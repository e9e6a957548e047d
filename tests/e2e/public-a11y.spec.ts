// axe on every public route, in both themes, at both viewports (desktop and phone
// projects): WCAG 2.2 A and AA and axe's best practices.
import AxeBuilder from '@axe-core/playwright'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { expect, presetTheme, test, waitForHydration } from './fixtures.ts'

const product = SEED_PROJECTS.find((p) => p.visible && p.collection === 'products')!
const work = SEED_PROJECTS.find((p) => p.visible && p.collection === 'portfolio')!

const ROUTES = [
	'/',
	'/about',
	'/services',
	'/services?tab=websites',
	'/services?tab=smart-systems',
	'/portfolio',
	'/portfolio?tab=websites',
	'/products',
	'/products?tab=websites',
	'/contact',
	`/products/${product.id}`,
	`/portfolio/${work.id}`,
	'/404',
]

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

for (const theme of ['light', 'dark'] as const) {
	for (const route of ROUTES) {
		test(`${theme} theme: ${route} has no axe violations`, async ({ page }) => {
			await presetTheme(page, theme)
			// Motion off, so every slide and logo is checked where it rests.
			await page.emulateMedia({ reducedMotion: 'reduce' })
			await page.goto(route)
			await waitForHydration(page)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			// Lazy images in: scroll through the page once.
			await page.evaluate(async () => {
				for (let y = 0; y < document.body.scrollHeight; y += 600) {
					window.scrollTo(0, y)
					await new Promise((resolve) => setTimeout(resolve, 20))
				}
				window.scrollTo(0, 0)
			})
			const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
			const summary = results.violations.map((violation) => ({
				rule: violation.id,
				impact: violation.impact,
				targets: violation.nodes.map((node) => node.target.join(' ')),
			}))
			expect(summary, `${route} (${theme})`).toEqual([])
		})
	}
}
