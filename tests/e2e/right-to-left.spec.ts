// Right to left (issue 39, decision 048): every public page laid out as an Arabic page is,
// `<html lang="ar" dir="rtl">`, from 320 to 1920 px in the light theme and at 375 and 1280
// px in the dark one (the widths issue 39 names; a theme changes colours and images, not
// the layout), through the layout check (layout-geometry.ts: nothing scrolls sideways,
// overlaps, is cut off or too small) and axe; then what must turn round does: forward arrows, a project's image side, text from
// the right, the tabs' and the slider's arrow keys and swipes, the logo strip's run.
// The server's HTML is the English pages' with the root element an Arabic page's, so these
// test the layout and the behaviour, whatever the words.
import type { Page } from '@playwright/test'

import type { Theme } from '#app/lib/types.ts'

import { SEED_PROJECTS } from '#app/server/db/seed/content.ts'

import {
	axeBuilder,
	expect,
	keepScreen,
	presetTheme,
	switchTheme,
	test,
	waitForEnhancers,
} from './fixtures.ts'
import { measureLayout } from './layout-geometry.ts'

const product = SEED_PROJECTS.find((p) => p.visible && p.collection === 'products')!
const work = SEED_PROJECTS.find((p) => p.visible && p.collection === 'portfolio')!

const PAGES = [
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
	'/no-such-page',
]
const SCREENED = new Set(['/', '/portfolio', `/products/${product.id}`, '/contact'])
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Every page this test opens is served as an Arabic page's root element would be. */
async function rightToLeft(page: Page) {
	await page.route('**/*', async (route) => {
		const request = route.request()
		// Only the site's pages: a prototype's frame is the design tool's.
		if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame())
			return route.continue()
		const response = await route.fetch()
		const body = (await response.text()).replace(
			/<html lang="en" dir="ltr"/,
			'<html lang="ar" dir="rtl"',
		)
		await route.fulfill({ response, body })
	})
}

async function open(page: Page, address: string, { javaScript = true } = {}) {
	await page.goto(address)
	if (javaScript) await waitForEnhancers(page)
	// Had the server's markup changed, this would otherwise test the English layout.
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
	await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
}

/** Lays out the parts below the first screen as they are once on it, and loads the images. */
async function renderEverything(page: Page) {
	await page.evaluate(async () => {
		const style = document.createElement('style')
		style.textContent =
			'.below-fold{content-visibility:visible!important;contain:layout style paint!important}'
		document.head.append(style)
		for (const image of document.images) image.loading = 'eager'
		await Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
	})
}

/**
 * The widths the layout check measures, from a phone's to a tablet's and from a small
 * laptop's up; each page is opened once at 375 px and then set to each width in turn.
 */
const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1440, 1920]
/** The widths issue 39 names: each page is measured there in the dark theme too. */
const DARK_WIDTHS = [375, 1280]
/**
 * axe's width in each theme: between the two, every page is checked in both themes and at
 * both layouts. The left-to-right pages have axe in both themes at both (public-a11y.spec.ts),
 * and what turning the page round can break, the layout check measures at every width.
 */
const AXE_WIDTH = { light: 1280, dark: 375 } as const

/** The layout check at each of `widths`, and axe at the theme's width: what they found. */
async function checkAt(page: Page, address: string, theme: Theme, widths: number[]) {
	const problems: string[] = []
	const name = address === '/' ? 'home' : address.slice(1).replaceAll('/', '-')
	for (const width of widths) {
		await page.setViewportSize({ width, height: 800 })
		for (const problem of await page.evaluate(measureLayout, {}))
			problems.push(`${address} at ${width} px, ${theme}: ${problem}`)
		if (width === AXE_WIDTH[theme]) {
			const results = await axeBuilder(page).withTags(TAGS).analyze()
			for (const violation of results.violations)
				problems.push(
					`${address} at ${width} px, ${theme}: axe ${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
				)
		}
		if (SCREENED.has(address) && (width === 375 || width === 1280))
			await keepScreen(page, `rtl-${name}-${width}-${theme}`, { fullPage: true })
	}
	return problems
}

// Each page is opened once: light at every width, then dark, switched in place as the
// footer's switch does it, at the two widths. Two tests, half the pages each, side by side.
const half = Math.ceil(PAGES.length / 2)
const HALVES = [PAGES.slice(0, half), PAGES.slice(half)]
for (const [index, pages] of HALVES.entries()) {
	test.describe(`both themes, pages ${index + 1} of 2`, () => {
		test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' })

		test(`right to left: laid out without a fault from 320 to 1920 px in the light theme, at 375 and 1280 px in the dark; axe finds nothing in either`, async ({
			page,
		}) => {
			test.setTimeout(180_000)
			await presetTheme(page, 'light')
			await rightToLeft(page)
			const problems: string[] = []
			for (const address of pages) {
				await page.setViewportSize({ width: 375, height: 800 })
				await open(page, address)
				await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
				await renderEverything(page)
				problems.push(...(await checkAt(page, address, 'light', WIDTHS)))
				await switchTheme(page, 'dark')
				await renderEverything(page)
				problems.push(...(await checkAt(page, address, 'dark', DARK_WIDTHS)))
			}
			expect(problems, `${problems.length} problems right to left`).toEqual([])
		})
	})
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

	test('every public page right to left at 320 to 1024 px: laid out without a fault', async ({
		page,
	}) => {
		await rightToLeft(page)
		const problems: string[] = []
		for (const address of PAGES) {
			await open(page, address, { javaScript: false })
			await renderEverything(page)
			for (const measured of [320, 375, 768, 1024]) {
				await page.setViewportSize({ width: measured, height: 800 })
				for (const problem of await page.evaluate(measureLayout, {}))
					problems.push(`${address} at ${measured} px: ${problem}`)
			}
			await page.setViewportSize({ width: 375, height: 800 })
		}
		expect(problems, `${problems.length} problems right to left`).toEqual([])
	})
})

test.describe('mirrored where the direction matters', () => {
	test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })

	test('forward arrows point left, and move left on hover', async ({ page }) => {
		await rightToLeft(page)
		await open(page, '/portfolio')
		const arrow = page.locator('[data-project-row] a svg').first()
		await expect(arrow).toHaveCSS('scale', '-1 1')
		await page.locator('[data-project-row] a').first().hover()
		await expect(arrow).toHaveCSS('translate', '-2px')
		// The footer form's Send arrow, and a text arrow on Home.
		await open(page, '/')
		await expect(page.locator('footer button[type="submit"] svg').first()).toHaveCSS(
			'scale',
			'-1 1',
		)
		const textArrow = page.locator('main a span[aria-hidden="true"]', { hasText: '→' })
		await expect(textArrow.first()).toHaveCSS('scale', '-1 1')
		// A picture is not an arrow: the Development Process's icons stay as drawn.
		await expect(page.locator('main ol li svg').first()).toHaveCSS('scale', 'none')
	})

	test('text starts on the right and a project image takes the side its row says, mirrored', async ({
		page,
	}) => {
		await rightToLeft(page)
		await open(page, '/portfolio')
		const heading = page.getByRole('heading', { level: 1 })
		await expect(heading).toHaveCSS('text-align', 'start')
		// The heading's words end at the column's right edge, not its left.
		const words = await heading.evaluate((element) => {
			const range = document.createRange()
			range.selectNodeContents(element)
			const box = range.getBoundingClientRect()
			const own = element.getBoundingClientRect()
			return { left: box.left - own.left, right: own.right - box.right }
		})
		expect(words.right).toBeLessThan(1)
		expect(words.left).toBeGreaterThan(100)
		// 'left' is the start of the line: on the right here; 'right' its end, on the left.
		const rows = page.locator('[data-project-row]')
		const sides = await rows.evaluateAll((elements) =>
			elements.map((row) => {
				const image = row.querySelector('[data-row-image]')!.getBoundingClientRect()
				const text = row.querySelector('[data-row-text]')!.getBoundingClientRect()
				return {
					align: row.getAttribute('data-align'),
					side: row.getAttribute('data-image-side'),
					imageOnTheRight: image.left > text.left,
				}
			}),
		)
		expect(sides.map((row) => row.align)).toContain('left')
		expect(sides.map((row) => row.align)).toContain('right')
		for (const row of sides) {
			expect(row.side).toBe(row.align === 'right' ? 'end' : 'start')
			expect(row.imageOnTheRight).toBe(row.align === 'left')
		}
	})

	test('the tabs and the testimonial slider go forward with the left arrow and a swipe to the right', async ({
		page,
	}) => {
		await rightToLeft(page)
		await open(page, '/portfolio')
		const tabs = page.getByRole('tab')
		await tabs.first().focus()
		const first = await tabs.nth(0).boundingBox()
		const second = await tabs.nth(1).boundingBox()
		expect(second!.x).toBeLessThan(first!.x)
		await page.keyboard.press('ArrowLeft')
		await expect(tabs.nth(1)).toBeFocused()
		await page.keyboard.press('ArrowRight')
		await expect(tabs.nth(0)).toBeFocused()

		await open(page, '/')
		const slider = page.locator('testimonial-slider')
		const slides = slider.locator('[aria-roledescription="slide"]')
		const active = () =>
			slides.evaluateAll((elements) =>
				elements.findIndex((element) => element.getAttribute('data-active') === 'true'),
			)
		const dots = slider.locator('[data-slide-dot]')
		const count = await dots.count()
		expect(count).toBeGreaterThan(2)
		// The dots run from the right: the second one is left of the first.
		const dot0 = await dots.nth(0).boundingBox()
		const dot1 = await dots.nth(1).boundingBox()
		expect(dot1!.x).toBeLessThan(dot0!.x)
		await dots.nth(0).focus()
		await page.keyboard.press('ArrowLeft')
		await expect.poll(active).toBe(1)
		await expect(dots.nth(1)).toBeFocused()
		await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
		await page.keyboard.press('ArrowRight')
		await expect.poll(active).toBe(0)
		await page.keyboard.press('ArrowRight')
		await expect.poll(active).toBe(count - 1)
		// A swipe to the right brings the next one, from the left, where it waits.
		const swipe = (dx: number) =>
			slider.locator('[aria-live]').evaluate((element, dx) => {
				const at = (type: string, x: number) =>
					element.dispatchEvent(
						new PointerEvent(type, {
							bubbles: true,
							pointerType: 'touch',
							clientX: x,
							clientY: 300,
						}),
					)
				at('pointerdown', 400)
				at('pointerup', 400 + dx)
			}, dx)
		await swipe(120)
		await expect.poll(active).toBe(0)
		await swipe(-120)
		await expect.poll(active).toBe(count - 1)
	})
})

test('left to right, the same keys and swipes go the other way', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.goto('/')
	await waitForEnhancers(page)
	const slider = page.locator('testimonial-slider')
	const dots = slider.locator('[data-slide-dot]')
	await dots.nth(0).focus()
	await page.keyboard.press('ArrowRight')
	await expect(dots.nth(1)).toBeFocused()
	await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
	await page.keyboard.press('ArrowLeft')
	await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
	await slider.locator('[aria-live]').evaluate((element) => {
		for (const [type, x] of [
			['pointerdown', 400],
			['pointerup', 280],
		] as const)
			element.dispatchEvent(
				new PointerEvent(type, {
					bubbles: true,
					pointerType: 'touch',
					clientX: x,
					clientY: 300,
				}),
			)
	})
	await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
})

test.describe('the logo strip', () => {
	test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' })

	test('runs the other way: its logos move right, new ones come in from the left', async ({
		page,
	}) => {
		await rightToLeft(page)
		await open(page, '/')
		const strip = page.locator('logo-strip')
		await expect(strip).toHaveAttribute('data-running', 'true')
		const firstLogo = strip.locator('li').first()
		const start = (await firstLogo.boundingBox())!.x
		await expect
			.poll(async () => (await firstLogo.boundingBox())!.x)
			.toBeGreaterThan(start + 10)
		// scrollLeft counts down from 0 on a right-to-left page.
		expect(
			await strip.evaluate((element) => (element as HTMLElement).scrollLeft),
		).toBeLessThan(-10)
	})
})
