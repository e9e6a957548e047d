// axe on every public route, in both themes: WCAG 2.2 A and AA and axe's best practices.
// The pages whose layout changes most on a phone run at 375 px too (tagged @phone).

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import { axeBuilder, expect, test, waitForEnhancers } from './fixtures.ts'

const product = SEED_PROJECTS.find((p) => p.visible && p.collection === 'products')!
const work = SEED_PROJECTS.find((p) => p.visible && p.collection === 'portfolio')!
const website = SEED_PROJECTS.find((p) => p.visible && p.type === 'website')!
const noPrototype = SEED_PROJECTS.find((p) => p.visible && p.prototype.length === 0)!

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
	// A website (browser frames, seven phases), a project without a prototype, and the
	// detail page's own not-found state.
	`/portfolio/${website.id}`,
	`/products/${noPrototype.id}`,
	'/portfolio/no-such-project',
	'/404',
]

/** Checked at 375 px as well: the menu, the banner and the rows stack differently there. */
const PHONE_ROUTES = new Set(['/', '/portfolio', `/products/${product.id}`])

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

// One page per route, both themes in turn: the second pass reuses the first one's
// cached scripts, styles and images.
for (const route of ROUTES) {
	test(
		`${route} has no axe violations in either theme`,
		{ tag: PHONE_ROUTES.has(route) ? ['@phone'] : [] },
		async ({ page }) => {
			// Motion off, so every slide and logo is checked where it rests.
			await page.emulateMedia({ reducedMotion: 'reduce' })
			for (const theme of ['light', 'dark'] as const) {
				// Light is the default; dark is stored as the switch would store it.
				if (theme === 'light') {
					await page.goto(route)
				} else {
					await page.evaluate((value) => localStorage.setItem('theme', value), theme)
					await page.reload()
				}
				await waitForEnhancers(page)
				await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
				// Lazy images in: scroll through the page once.
				await page.evaluate(async () => {
					for (let y = 0; y < document.body.scrollHeight; y += 600) {
						window.scrollTo(0, y)
						await new Promise((resolve) => setTimeout(resolve, 20))
					}
					window.scrollTo(0, 0)
				})
				const results = await axeBuilder(page).withTags(TAGS).analyze()
				const summary = results.violations.map((violation) => ({
					rule: violation.id,
					impact: violation.impact,
					targets: violation.nodes.map((node) => node.target.join(' ')),
				}))
				expect(summary, `${route} (${theme})`).toEqual([])
			}
		},
	)
}
