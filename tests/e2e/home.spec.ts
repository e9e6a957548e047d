// Home (spec §2, §4, §9): intro, banner, client logo strip, featured product, development
// process and the testimonial slider, with the demo content of the shared test server.
import type { Page } from '@playwright/test'

import {
	SEED_CLIENT_LOGOS,
	SEED_PROJECTS,
	SEED_SITE_SETTINGS as settings,
	SEED_TESTIMONIALS,
} from '#app/server/db/seed/content.ts'

import { axeBuilder, expect, presetTheme, test, waitForEnhancers } from './fixtures.ts'

const visibleLogos = SEED_CLIENT_LOGOS.filter((logo) => logo.visible)
const hiddenLogos = SEED_CLIENT_LOGOS.filter((logo) => !logo.visible)
const featured = SEED_PROJECTS.find((p) => p.collection === 'products' && p.visible)!
const STAGES = [
	'Concept & Planning',
	'Design & Visuals',
	'Development',
	'Testing',
	'Launch',
]

const strip = (page: Page) => page.locator('logo-strip')
const slider = (page: Page) => page.locator('testimonial-slider')
const slides = (page: Page) => slider(page).locator('[aria-roledescription="slide"]')
const activeIndex = (page: Page) =>
	slides(page).evaluateAll((elements) =>
		elements.findIndex((element) => element.getAttribute('data-active') === 'true'),
	)
const scrollLeft = (page: Page) =>
	strip(page).evaluate((element) => (element as HTMLElement).scrollLeft)

test('intro, banner and their links', { tag: '@phone' }, async ({ page }) => {
	const response = await page.goto('/')
	expect(response?.status()).toBe(200)
	const h1 = page.getByRole('heading', { level: 1 })
	await expect(h1).toHaveText(settings.tagline)
	const intro = page.getByRole('region', { name: settings.tagline })
	await expect(intro).toContainText(`${settings.companyName} designs and builds`)
	const learnMore = intro.getByRole('link', { name: /^Learn More/ })
	await expect(learnMore).toHaveText(/Learn More/)
	await expect(learnMore).toHaveAttribute('href', '/about')

	const banner = page.getByRole('region', { name: 'Innovative Solutions For The Future' })
	await expect(
		banner.getByRole('heading', { name: 'Innovative Solutions For The Future' }),
	).toBeVisible()
	const talk = banner.getByRole('link', { name: "Let's Talk!" })
	await expect(talk).toBeVisible()
	await expect(talk).toHaveAttribute('href', '/contact')

	await learnMore.click()
	await expect(page).toHaveURL(/\/about$/)
})

test('featured product: the newest visible product with its badges and links', async ({
	page,
}) => {
	await page.goto('/')
	const section = page.getByRole('region', { name: 'Featured Products' })
	const product = section.getByRole('article')
	await expect(product.getByRole('heading', { level: 3 })).toHaveText(featured.name)
	await expect(product).toContainText(featured.description)
	await expect(
		product.getByRole('list', { name: 'Platforms' }).getByRole('listitem'),
	).toHaveText(featured.platforms)
	const image = product.locator('img')
	await expect(image).toHaveAttribute('alt', featured.art.screens[0]!.alt)
	await expect(image).toHaveAttribute('width', '1200')
	await expect(image).toHaveAttribute('height', '900')
	await expect(product.getByRole('link', { name: /^View Product/ })).toHaveAttribute(
		'href',
		`/products/${featured.id}`,
	)
	const all = section
		.getByRole('link', { name: 'View All Products' })
		.locator('visible=true')
	await expect(all).toHaveCount(1)
	await expect(all).toHaveAttribute('href', '/products')
	await expect(page.getByText("We're working on it")).toHaveCount(0)
})

test(
	'the development process draws its five stages in text, readable on a phone',
	{ tag: '@phone' },
	async ({ page }) => {
		await page.goto('/')
		const section = page.getByRole('region', { name: 'Development Process' })
		const steps = section.getByRole('listitem')
		await expect(steps.getByRole('heading', { level: 3 })).toHaveText(STAGES)
		// Numbered 01 to 05 in the figure; no picture whose labels shrink with the screen.
		await expect(steps.nth(4)).toContainText('05')
		await expect(section.getByRole('img')).toHaveCount(0)
		for (const title of await steps.getByRole('heading', { level: 3 }).all())
			expect(parseFloat(await title.evaluate((h) => getComputedStyle(h).fontSize))).toBe(
				20,
			)
	},
)

for (const theme of ['light', 'dark'] as const) {
	test(`${theme} theme: the testimonial logos are the ${theme} ones`, async ({
		page,
	}) => {
		await presetTheme(page, theme)
		await page.goto('/')
		const other = theme === 'light' ? 'dark' : 'light'
		const first = slides(page).first()
		await expect(first.locator(`img[data-theme-variant="${theme}"]`)).toBeVisible()
		await expect(first.locator(`img[data-theme-variant="${other}"]`)).toBeHidden()
	})
}

test.describe('client logo strip', () => {
	test('shows the visible logos in order, with a hidden copy for the loop', async ({
		page,
	}) => {
		expect(visibleLogos.length).toBeGreaterThan(8)
		await page.goto('/')
		const lists = strip(page).locator('ul')
		await expect(lists).toHaveCount(2)
		const names = visibleLogos.map((logo) => logo.company)
		await expect(lists.first().locator('img')).toHaveCount(names.length)
		for (const [index, name] of names.entries()) {
			await expect(lists.first().locator('img').nth(index)).toHaveAttribute('alt', name)
		}
		for (const logo of hiddenLogos) {
			await expect(strip(page).locator(`img[alt="${logo.company}"]`)).toHaveCount(0)
		}
		// The copy: hidden from assistive technology and never focusable.
		const copy = lists.nth(1)
		await expect(copy).toHaveAttribute('aria-hidden', 'true')
		await expect(copy).toHaveAttribute('inert', '')
		await expect(copy.locator('img')).toHaveCount(names.length)
		await expect(page.getByRole('region', { name: 'Trusted by teams at' })).toBeVisible()
		// Everything is in the server's HTML: nothing said it was loading.
		const html = await (await page.request.get('/')).text()
		expect(html).not.toContain('Loading client logos...')
		expect(html).not.toContain('Loading featured product...')
	})

	test('scrolls by itself and pauses on hover, on focus and with its button', async ({
		page,
	}) => {
		await page.goto('/')
		await waitForEnhancers(page)
		await strip(page).scrollIntoViewIfNeeded()
		await page.mouse.move(1, 1)
		await expect(strip(page)).toHaveAttribute('data-running', 'true')
		const start = await scrollLeft(page)
		await expect.poll(() => scrollLeft(page)).toBeGreaterThan(start + 10)

		await strip(page).hover()
		await expect(strip(page)).toHaveAttribute('data-running', 'false')
		const hovered = await scrollLeft(page)
		await page.waitForTimeout(300)
		expect(await scrollLeft(page)).toBe(hovered)
		await page.mouse.move(1, 1)
		await expect(strip(page)).toHaveAttribute('data-running', 'true')

		await strip(page).focus()
		await expect(strip(page)).toHaveAttribute('data-running', 'false')
		const focused = await scrollLeft(page)
		await page.waitForTimeout(300)
		expect(await scrollLeft(page)).toBe(focused)
		await strip(page).blur()
		await expect(strip(page)).toHaveAttribute('data-running', 'true')

		const pause = page.getByRole('button', { name: 'Pause client logos' })
		await pause.click()
		await page.mouse.move(1, 1)
		await expect(strip(page)).toHaveAttribute('data-running', 'false')
		await page.getByRole('button', { name: 'Play client logos' }).click()
		await page.mouse.move(1, 1)
		await expect(strip(page)).toHaveAttribute('data-running', 'true')
	})

	test('stays still when the visitor prefers reduced motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.goto('/')
		await waitForEnhancers(page)
		await expect(strip(page)).toHaveAttribute('data-running', 'false')
		await page.waitForTimeout(300)
		expect(await scrollLeft(page)).toBe(0)
		await expect(page.getByRole('button', { name: /client logos/ })).toHaveCount(0)
	})
})

test.describe('testimonial slider', () => {
	test('shows each testimonial with its name, title, portrait and logo; quotes keep their line breaks', async ({
		page,
	}) => {
		await page.goto('/')
		await expect(slides(page)).toHaveCount(SEED_TESTIMONIALS.length)
		for (const [index, testimonial] of SEED_TESTIMONIALS.entries()) {
			const slide = slides(page).nth(index)
			await expect(slide).toHaveAttribute(
				'aria-label',
				`${index + 1} of ${SEED_TESTIMONIALS.length}`,
			)
			await expect(slide.locator('figcaption')).toContainText(testimonial.name)
			await expect(slide.locator('figcaption')).toContainText(testimonial.title)
			// The portrait, and the company's logo for each theme.
			await expect(slide.locator('figcaption img:not([data-theme-variant])')).toHaveCount(
				1,
			)
			await expect(slide.locator('figcaption img[data-theme-variant]')).toHaveCount(2)
			const lines = testimonial.quote.split('\n')
			const quote = slide.locator('blockquote p')
			await expect(quote.locator('br')).toHaveCount(lines.length - 1)
			// Each line as text (never HTML), a <br> between them.
			const rendered = await quote.evaluate((element) =>
				[...element.childNodes]
					.map((node) => (node.nodeName === 'BR' ? '\n' : node.textContent))
					.join(''),
			)
			expect(rendered).toBe(testimonial.quote)
		}
		await expect(slides(page).first()).toBeVisible()
		await expect(slides(page).nth(1)).toBeHidden()
	})

	test('moves on every 5 seconds, starts over after the last, and dots jump', async ({
		page,
	}) => {
		await page.clock.install()
		await page.goto('/')
		await waitForEnhancers(page)
		await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
		const count = SEED_TESTIMONIALS.length
		const dots = slider(page).getByRole('button', { name: /^Show testimonial/ })
		await expect(dots).toHaveCount(count)
		// A jump to the second restarts the 5 seconds once the pointer and focus leave.
		await dots.nth(1).click()
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
		await page.mouse.move(1, 1)
		await expect(slider(page)).toHaveAttribute('data-running', 'true')
		expect(await activeIndex(page)).toBe(1)
		await page.clock.runFor(4900)
		expect(await activeIndex(page)).toBe(1)
		await page.clock.runFor(200)
		await expect.poll(() => activeIndex(page)).toBe(2)
		for (let step = 3; step <= count + 1; step++) {
			await page.clock.runFor(5000)
			await expect.poll(() => activeIndex(page)).toBe(step % count)
		}
		await expect(slides(page).nth(1)).toBeVisible()

		const third = SEED_TESTIMONIALS[2]!
		await slider(page)
			.getByRole('button', { name: `Show testimonial 3 of ${count}: ${third.name}` })
			.click()
		await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
		await expect(slides(page).nth(2)).toBeVisible()
		await expect(slides(page).nth(2)).toContainText(third.name)
	})

	test('pauses on hover, on focus and with its button', async ({ page }) => {
		await page.clock.install()
		await page.goto('/')
		await waitForEnhancers(page)
		await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
		await slider(page).hover()
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
		const hovered = await activeIndex(page)
		await page.clock.runFor(12_000)
		expect(await activeIndex(page)).toBe(hovered)
		await page.mouse.move(1, 1)
		await expect(slider(page)).toHaveAttribute('data-running', 'true')

		await slider(page)
			.getByRole('button', { name: /^Show testimonial 1 of/ })
			.focus()
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
		await page.clock.runFor(12_000)
		expect(await activeIndex(page)).toBe(0)
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
		await expect(slider(page)).toHaveAttribute('data-running', 'true')

		await slider(page).getByRole('button', { name: 'Pause testimonials' }).click()
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
		await page.mouse.move(1, 1)
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
		const paused = await activeIndex(page)
		await page.clock.runFor(12_000)
		expect(await activeIndex(page)).toBe(paused)
		await slider(page).getByRole('button', { name: 'Play testimonials' }).click()
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
		await page.mouse.move(1, 1)
		await page.clock.runFor(5100)
		await expect
			.poll(() => activeIndex(page))
			.toBe((paused + 1) % SEED_TESTIMONIALS.length)
	})

	test('a click on a dot does not stop it: it moves on once the pointer leaves, focus still on the dot', async ({
		page,
	}) => {
		// Real time: the visitor clicks, moves away and waits, nothing more.
		await page.goto('/')
		await waitForEnhancers(page)
		const count = SEED_TESTIMONIALS.length
		const dot = slider(page).getByRole('button', { name: /^Show testimonial 2 of/ })
		await dot.click()
		await expect(dot).toBeFocused()
		await expect(slides(page).nth(1)).toHaveAttribute('data-active', 'true')
		await page.mouse.move(1, 1)
		await expect(slider(page)).toHaveAttribute('data-running', 'true')
		// Within about six seconds (5 s a slide) the next testimonial shows, focus untouched.
		await expect(slides(page).nth(2 % count)).toHaveAttribute('data-active', 'true', {
			timeout: 6500,
		})
		await expect(dot).toBeFocused()
	})

	test('keyboard: focus on a dot pauses it until focus leaves; Pause and Play work from the keyboard and Play moves at once', async ({
		page,
	}) => {
		await page.clock.install()
		await page.goto('/')
		await waitForEnhancers(page)
		await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
		await page.mouse.move(1, 1)
		const dots = slider(page).getByRole('button', { name: /^Show testimonial/ })
		const pause = slider(page).getByRole('button', { name: 'Pause testimonials' })
		// Tab to the last dot; Enter jumps to the last testimonial; Tab on to the pause button.
		await dots.nth(-2).focus()
		await page.keyboard.press('Tab')
		await expect(dots.last()).toBeFocused()
		await page.keyboard.press('Enter')
		const last = SEED_TESTIMONIALS.length - 1
		await expect(slides(page).nth(last)).toHaveAttribute('data-active', 'true')
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
		await page.clock.runFor(12_000)
		expect(await activeIndex(page)).toBe(last)
		await page.keyboard.press('Tab')
		await expect(pause).toBeFocused()
		await page.keyboard.press('Enter')
		const play = slider(page).getByRole('button', { name: 'Play testimonials' })
		await expect(play).toBeFocused()
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
		await page.keyboard.press('Space')
		await expect(pause).toBeFocused()
		// Play is the visitor's choice: it moves even with keyboard focus on the button.
		await expect(slider(page)).toHaveAttribute('data-running', 'true')
		await page.clock.runFor(5100)
		await expect.poll(() => activeIndex(page)).toBe(0)
		// Focus leaving and coming back by keyboard pauses it again.
		await page.keyboard.press('Shift+Tab')
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
	})

	for (const theme of ['light', 'dark'] as const) {
		test(`${theme} theme: the slider with its dots and pause button has no axe violations, moving and paused`, async ({
			page,
		}) => {
			await presetTheme(page, theme)
			await page.goto('/')
			await waitForEnhancers(page)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			await slider(page).scrollIntoViewIfNeeded()
			const tags = [
				'wcag2a',
				'wcag2aa',
				'wcag21a',
				'wcag21aa',
				'wcag22aa',
				'best-practice',
			]
			const check = async (state: string) => {
				const results = await axeBuilder(page)
					.include('testimonial-slider')
					.withTags(tags)
					.analyze()
				expect(
					results.violations.map((violation) => violation.id),
					`${theme}, ${state}`,
				).toEqual([])
			}
			await page.mouse.move(1, 1)
			await check('moving')
			await slider(page).getByRole('button', { name: 'Pause testimonials' }).click()
			await page.mouse.move(1, 1)
			await expect(slider(page)).toHaveAttribute('data-running', 'false')
			await expect(
				slider(page).getByRole('button', { name: 'Play testimonials' }),
			).toBeVisible()
			await check('paused')
		})
	}

	test('never moves for a visitor who prefers reduced motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.clock.install()
		await page.goto('/')
		await waitForEnhancers(page)
		await page.mouse.move(1, 1)
		await page.clock.runFor(12_000)
		await expect(slides(page).nth(0)).toHaveAttribute('data-active', 'true')
		await expect(slider(page)).toHaveAttribute('data-running', 'false')
		await expect(slider(page).getByRole('button', { name: /testimonials$/ })).toHaveCount(
			0,
		)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test(
		'every section reads, every logo and testimonial is shown',
		{ tag: '@phone' },
		async ({ page }) => {
			await page.goto('/')
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.tagline)
			await expect(page.getByRole('link', { name: /^Learn More/ })).toBeVisible()
			await expect(
				page.getByRole('region', { name: 'Featured Products' }).getByRole('article'),
			).toContainText(featured.name)
			// The logos wrap instead of scrolling; the loop's copy is not shown.
			const lists = strip(page).locator('ul')
			const width = page.viewportSize()!.width
			for (const item of await lists.first().locator('li').all()) {
				const box = (await item.boundingBox())!
				expect(box.x).toBeGreaterThanOrEqual(0)
				expect(box.x + box.width).toBeLessThanOrEqual(width)
			}
			await expect(lists.nth(1)).toBeHidden()
			for (const index of SEED_TESTIMONIALS.keys()) {
				await expect(slides(page).nth(index)).toBeVisible()
			}
			await expect(slider(page).getByRole('button')).toHaveCount(0)
		},
	)
})
