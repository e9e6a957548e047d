// Project detail at /portfolio/{id} and /products/{id} (spec §2): banner, name, intro with
// bolded keywords, Key Features, platform chips, colour palette, prototype viewer with
// 'Copy Prototype URL', phases, Product Images; the 'Project Not Found' view otherwise.
import { richFromPlainText } from '#app/lib/rich-text.ts'
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

import type { BrowserContext, Locator, Page } from '@playwright/test'

import { parseHexColor, textColorFor } from '#app/lib/colors.ts'
import { boldKeywords } from '#app/lib/keywords.ts'
import { DETAIL_PHASES } from '#app/lib/phases.ts'
import { parsePrototype } from '#app/lib/prototype.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { createDatabase } from '#app/server/db/index.server.ts'
import { SEED_PROJECTS, type SeedProject } from '#app/server/db/seed/content.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

import { expect, followLink, test, waitForEnhancers } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { renewContentVersion } from './site-db.ts'

const seed = (id: string): SeedProject => {
	const project = SEED_PROJECTS.find((p) => p.id === id)
	if (!project) throw new Error(`no seed project ${id}`)
	return project
}
const MOBILE_PRODUCT = seed('stocklane')
const WEBSITE_WORK = seed('harbor-homes')
const NO_PROTOTYPE = seed('classmate')

/** What getComputedStyle reports for a #RRGGBB colour. */
function rgb(hex: string) {
	const c = parseHexColor(hex)!
	return `rgb(${c.r}, ${c.g}, ${c.b})`
}

/** A stand-in for the design tool, so no test reaches the internet. */
async function stubDesignTool(context: BrowserContext) {
	await context.route('https://www.figma.com/**', (route) =>
		route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><head><title>Prototype</title></head><body><p>Prototype</p></body></html>',
		}),
	)
}

test.beforeEach(async ({ context }) => {
	await stubDesignTool(context)
})

const section = (page: Page, name: string) => page.getByRole('region', { name })

/** An image's width and height attributes (both must be set) and its orientation. */
async function imageSize(image: Locator) {
	const width = Number(await image.getAttribute('width'))
	const height = Number(await image.getAttribute('height'))
	expect(width).toBeGreaterThan(0)
	expect(height).toBeGreaterThan(0)
	return { width, height, landscape: width > height }
}

async function expectPalette(page: Page, colors: string[]) {
	const swatches = section(page, 'Colors').locator('[data-swatch]')
	await expect(swatches).toHaveCount(colors.length)
	for (const [index, color] of colors.entries()) {
		const swatch = swatches.nth(index)
		await expect(swatch).toHaveCSS('background-color', rgb(color))
		const text = swatch.locator('[data-swatch-text]')
		await expect(text).toHaveText(color.toUpperCase())
		await expect(text).toHaveCSS('color', rgb(textColorFor(color)))
	}
}

test(
	'a mobile product: banner, name, bolded intro, features, chips, palette, prototype, phases, images',
	{ tag: '@phone' },
	async ({ page }) => {
		const project = MOBILE_PRODUCT
		const response = await page.goto(`/products/${project.id}`)
		expect(response?.status()).toBe(200)

		// The banner is the page's first image, decorative; the largest paint is the intro's
		// text, so the banner comes after the first paint (decision 035), its preview drawn
		// in its place meanwhile.
		const banner = page.locator('main img').first()
		await expect(banner).toHaveAttribute('src', /^\/media\//)
		await expect(banner).toHaveAttribute('alt', '')
		await expect(banner).toHaveAttribute('loading', 'lazy')
		await expect(banner).toHaveAttribute('fetchpriority', 'low')
		expect(await imageSize(banner)).toMatchObject({ landscape: true })

		await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name)
		const intro = page.locator('[data-intro]')
		await expect(intro).toHaveText(project.intro)
		const bold = boldKeywords(project.intro, [project.name])
			.filter((s) => s.bold)
			.map((s) => s.text)
		expect(bold).toEqual(
			expect.arrayContaining(['Stocklane', 'Mobile App', 'UI/UX', 'Platform', 'Brand']),
		)
		await expect(intro.locator('strong')).toHaveText(bold)

		const features = section(page, 'Key Features').locator('[data-feature]')
		await expect(features).toHaveText(
			project.features.map((f) => `${f.title} - ${f.description}`),
		)
		await expect(page.locator('[data-platform-chip]')).toHaveText(project.platforms)

		await expectPalette(page, [
			project.primaryColor,
			project.secondaryColor,
			project.accentColor!,
		])

		const frame = section(page, 'Prototype').locator('iframe')
		await expect(frame).toHaveCount(1)
		const parsed = parsePrototype(project.prototype[0]!)
		if (!parsed.ok) throw new Error('seed prototype should parse')
		await expect(frame).toHaveAttribute('src', parsed.embedUrl)
		await expect(frame).toHaveAttribute('height', '600')
		await expect(frame).toHaveAttribute('loading', 'lazy')
		await expect(frame).toHaveAttribute(
			'sandbox',
			'allow-scripts allow-same-origin allow-popups',
		)
		await expect(frame).toHaveAttribute('title', `${project.name} prototype`)
		await frame.scrollIntoViewIfNeeded()
		expect((await frame.boundingBox())?.height).toBe(600)

		const phases = section(page, 'Project Phases').locator('[data-phase]')
		await expect(phases).toHaveCount(4)
		await expect(phases.getByRole('heading')).toHaveText(
			DETAIL_PHASES.mobile.map((p, i) => `Phase ${i + 1}: ${p.title}`),
		)
		for (const [index, phase] of DETAIL_PHASES.mobile.entries()) {
			await expect(phases.nth(index)).toContainText(phase.description)
		}

		const gallery = section(page, 'Product Images').locator('img')
		const screens = project.art.screens.slice(1)
		await expect(gallery).toHaveCount(screens.length)
		for (const [index, screen] of screens.entries()) {
			await expect(gallery.nth(index)).toHaveAttribute('alt', screen.alt)
			await expect(gallery.nth(index)).toHaveAttribute('loading', 'lazy')
			// Phone screens are portrait; width and height are set, so nothing shifts.
			expect(await imageSize(gallery.nth(index))).toMatchObject({ landscape: false })
		}
		// Every gallery image actually loads.
		for (const image of await gallery.all()) {
			await image.scrollIntoViewIfNeeded()
			await expect
				.poll(() =>
					image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
				)
				.toBeGreaterThan(0)
		}
	},
)

test('a website from the portfolio: seven phases and browser-framed images', async ({
	page,
}) => {
	const project = WEBSITE_WORK
	await page.goto(`/portfolio/${project.id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name)
	const phases = section(page, 'Project Phases').locator('[data-phase]')
	await expect(phases).toHaveCount(7)
	await expect(phases.getByRole('heading')).toHaveText(
		DETAIL_PHASES.website.map((p, i) => `Phase ${i + 1}: ${p.title}`),
	)
	const gallery = section(page, 'Product Images').locator('img')
	await expect(gallery).toHaveCount(project.art.screens.length - 1)
	expect(await imageSize(gallery.first())).toMatchObject({ landscape: true })
	await expectPalette(page, [
		project.primaryColor,
		project.secondaryColor,
		project.accentColor!,
	])
	// The breadcrumb and the closing actions lead back to the websites of the portfolio.
	await expect(
		page
			.getByRole('navigation', { name: 'Breadcrumb' })
			.getByRole('link', { name: 'Portfolio' }),
	).toHaveAttribute('href', '/portfolio?tab=websites')
	await expect(page.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
		'href',
		'/portfolio?tab=websites',
	)
})

test('with three colours the primary swatch takes two columns', async ({ page }) => {
	await page.goto(`/products/${MOBILE_PRODUCT.id}`)
	const swatches = section(page, 'Colors').locator('li')
	const [primary, secondary, accent] = await Promise.all(
		[0, 1, 2].map(async (i) => (await swatches.nth(i).boundingBox())!),
	)
	expect(primary!.width).toBeGreaterThan(secondary!.width * 1.8)
	expect(Math.abs(secondary!.width - accent!.width)).toBeLessThan(1)
})

test('a project without a prototype says so', async ({ page }) => {
	await page.goto(`/products/${NO_PROTOTYPE.id}`)
	const prototype = section(page, 'Prototype')
	await expect(prototype).toContainText('No prototype available for this project yet.')
	await expect(prototype.locator('iframe')).toHaveCount(0)
	await expect(prototype.getByRole('button', { name: 'Copy Prototype URL' })).toHaveCount(
		0,
	)
})

test('Copy Prototype URL copies the link and reads Copied! for 2 seconds', async ({
	page,
	context,
	baseURL,
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
		origin: baseURL,
	})
	const project = MOBILE_PRODUCT
	const parsed = parsePrototype(project.prototype[0]!)
	if (!parsed.ok) throw new Error('seed prototype should parse')
	await page.goto(`/products/${project.id}`)
	await waitForEnhancers(page)
	const button = page.locator('copy-button button')
	// When the label changes, as the page's own clock sees it.
	await button.evaluate((el) => {
		const times: Array<[string, number]> = []
		;(window as unknown as { __labels: typeof times }).__labels = times
		new MutationObserver(() =>
			times.push([el.textContent ?? '', performance.now()]),
		).observe(el, { subtree: true, childList: true, characterData: true })
	})
	await expect(button).toHaveText('Copy Prototype URL')
	await button.click()
	await expect(button).toHaveText('Copied!')
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(parsed.url)
	await expect(
		page.getByRole('status').filter({ hasText: 'Prototype URL copied' }),
	).toHaveCount(1)
	await expect(button).toHaveText('Copy Prototype URL', { timeout: 4000 })
	const labels = await page.evaluate(
		() => (window as unknown as { __labels: Array<[string, number]> }).__labels,
	)
	const copiedAt = labels.find(([text]) => text === 'Copied!')?.[1]
	const backAt = labels.findLast(([text]) => text === 'Copy Prototype URL')?.[1]
	if (copiedAt === undefined || backAt === undefined) throw new Error('labels not seen')
	expect(backAt - copiedAt).toBeGreaterThanOrEqual(1950)
	expect(backAt - copiedAt).toBeLessThan(3000)
})

test('with JavaScript off the page reads the same and the prototype URL is a link', async ({
	browser,
	baseURL,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
	await stubDesignTool(context)
	const page = await context.newPage()
	const project = MOBILE_PRODUCT
	const parsed = parsePrototype(project.prototype[0]!)
	if (!parsed.ok) throw new Error('seed prototype should parse')
	await page.goto(`/products/${project.id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name)
	await expect(page.locator('[data-intro] strong').first()).toHaveText(project.name)
	await expect(section(page, 'Key Features').locator('[data-feature]')).toHaveCount(
		project.features.length,
	)
	await expect(section(page, 'Prototype').locator('iframe')).toHaveAttribute(
		'src',
		parsed.embedUrl,
	)
	await expect(
		section(page, 'Prototype').getByRole('link', { name: parsed.url }),
	).toHaveAttribute('href', parsed.url)
	await expect(page.getByRole('button', { name: 'Copy Prototype URL' })).toHaveCount(0)
	await expect(section(page, 'Project Phases').locator('[data-phase]')).toHaveCount(4)
	await expect(section(page, 'Product Images').locator('img')).toHaveCount(
		project.art.screens.length - 1,
	)
	await context.close()
})

test('share tags use the project image; JSON-LD says Product or CreativeWork', async ({
	page,
}) => {
	await page.goto(`/products/${MOBILE_PRODUCT.id}`)
	await expect(page).toHaveTitle(
		new RegExp(`^${MOBILE_PRODUCT.name}: ${MOBILE_PRODUCT.category} \\| `),
	)
	await expect(page.locator('meta[name=description]')).toHaveAttribute(
		'content',
		MOBILE_PRODUCT.description,
	)
	await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
		'href',
		new RegExp(`/products/${MOBILE_PRODUCT.id}$`),
	)
	// The project's own image, the one beside its Key Features, made absolute.
	const image = await section(page, 'Key Features').locator('img').getAttribute('src')
	expect(image).toMatch(/^\/media\//)
	await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
		'content',
		new RegExp(`^https?://[^/]+${image!.replace(/[.?]/g, '\\$&')}$`),
	)
	const product = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')))
	expect(product).toEqual(
		expect.arrayContaining([
			expect.objectContaining({
				'@type': expect.arrayContaining(['Product']),
				name: MOBILE_PRODUCT.name,
			}),
		]),
	)
	await page.goto(`/portfolio/${WEBSITE_WORK.id}`)
	const work = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')))
	expect(work).toEqual(
		expect.arrayContaining([
			expect.objectContaining({ '@type': 'CreativeWork', name: WEBSITE_WORK.name }),
		]),
	)
})

test.describe('Project Not Found', () => {
	const missing = [
		['an unknown id', '/portfolio/no-such-project'],
		['a hidden project', '/products/ledgerly'],
	] as const
	// Issue 37: the other collection's path leads to the item's own address.
	const moved = [
		[
			'a product under /portfolio',
			`/portfolio/${MOBILE_PRODUCT.id}`,
			`/products/${MOBILE_PRODUCT.id}`,
		],
		[
			'portfolio work under /products',
			`/products/${WEBSITE_WORK.id}`,
			`/portfolio/${WEBSITE_WORK.id}`,
		],
		[
			'an address in capitals',
			`/portfolio/${WEBSITE_WORK.id.toUpperCase()}`,
			`/portfolio/${WEBSITE_WORK.id}`,
		],
	] as const
	for (const [what, url, address] of moved) {
		test(`${what} redirects (301) to its own address`, async ({ request }) => {
			const response = await request.get(url, { maxRedirects: 0 })
			expect(response.status()).toBe(301)
			expect(response.headers()['location']).toBe(address)
		})
	}
	for (const [what, url] of missing) {
		test(`${what} answers 404 with Project Not Found`, async ({ page }) => {
			const response = await page.goto(url)
			expect(response?.status()).toBe(404)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				'Project Not Found',
			)
			await expect(page.locator('meta[name=robots]')).toHaveAttribute(
				'content',
				'noindex',
			)
			await expect(page.getByRole('contentinfo')).toBeVisible()
		})
	}

	test('Back to Portfolio leads to the portfolio, also after a link in the browser', async ({
		page,
	}) => {
		await page.goto('/products/ledgerly')
		await waitForEnhancers(page)
		await followLink(page.getByRole('link', { name: 'Back to Portfolio' }))
		await expect(page).toHaveURL(/\/portfolio$/)
		await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
	})
})

// Projects written straight into an empty database: colours, prototypes and text the demo
// content does not have.
test.describe('edge cases from the data', () => {
	test.describe.configure({ mode: 'default' })
	let server: ServerProcess

	const svg = (width: number, height: number, fill: string): ImageRef => ({
		url: `data:image/svg+xml,${encodeURIComponent(
			`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
		)}`,
		name: 'test.svg',
		width,
		height,
		alt: 'A plain test image',
	})

	const LINK_A = 'https://www.figma.com/proto/AAAA1111/Two-Tone'
	const EMBED_B =
		'<iframe style="border: 1px solid rgba(0, 0, 0, 0.1);" width="800" height="450" src="https://www.figma.com/embed?embed_host=share&url=https%3A%2F%2Fwww.figma.com%2Fproto%2FBBBB2222%2FOther" allowfullscreen></iframe>'
	const HOSTILE_INTRO =
		'Two Tone is a Mobile App <img src=x onerror="window.__pwned=1"> with <b>UI/UX</b> care.'

	test.beforeAll(async () => {
		server = await startServer({ env: { SEED_DEMO: 'false' } })
		const db = createDatabase(path.join(server.dataDir, 'site.db'))
		try {
			await createProject(db, {
				...makeProjectInput({
					name: 'Two Tone',
					type: 'mobile',
					collection: 'portfolio',
					intro: richFromPlainText(HOSTILE_INTRO),
					features: [
						{
							title: '<em>Fast</em>',
							description: richFromPlainText('Loads & <b>renders</b>'),
						},
					],
					primaryColor: '#F5F5F5',
					secondaryColor: '#2D2D75',
					accentColor: null,
					prototype: [
						LINK_A,
						'<script>window.__pwned = 1</script>',
						EMBED_B,
						'https://evil.example/proto/AAAA1111/Two-Tone',
						'<iframe src="https://evil.example/embed"></iframe>',
						LINK_A,
					],
					banner: svg(1600, 600, '#2D2D75'),
					image: svg(1200, 900, '#4D92CE'),
					productImages: [svg(720, 960, '#F2A541')],
				}),
				id: 'two-tone',
			})
			await createProject(db, {
				...makeProjectInput({
					name: 'No Colours',
					type: 'website',
					collection: 'products',
					primaryColor: '',
					secondaryColor: '',
					accentColor: null,
					prototype: ['not a link at all'],
					banner: svg(1600, 600, '#2D2D75'),
					image: svg(1200, 900, '#4D92CE'),
					productImages: [],
				}),
				id: 'no-colours',
			})
		} finally {
			await db.destroy()
		}
	})
	test.afterAll(async () => server?.cleanup())

	test('two colours span two columns each; text is black on bright, white on dark', async ({
		page,
	}) => {
		await page.goto(`${server.url}/portfolio/two-tone`)
		await expectPalette(page, ['#F5F5F5', '#2D2D75'])
		expect(textColorFor('#F5F5F5')).toBe('#000000')
		expect(textColorFor('#2D2D75')).toBe('#FFFFFF')
		const grid = (await section(page, 'Colors').getByRole('list').boundingBox())!
		for (const item of await section(page, 'Colors').getByRole('listitem').all()) {
			const box = (await item.boundingBox())!
			// Half the grid, less half a gap.
			expect(box.width).toBeGreaterThan(grid.width * 0.45)
			expect(box.width).toBeLessThanOrEqual(grid.width * 0.5)
		}
	})

	test('no colours set: the defaults #4D92CE and #2D2D75', async ({ page }) => {
		await page.goto(`${server.url}/products/no-colours`)
		await expectPalette(page, ['#4D92CE', '#2D2D75'])
		// Refused prototype entries leave the message, never the raw text.
		await expect(section(page, 'Prototype')).toContainText(
			'No prototype available for this project yet.',
		)
		await expect(page.getByText('not a link at all')).toHaveCount(0)
		// No product images: no empty gallery.
		await expect(section(page, 'Product Images')).toHaveCount(0)
		await expect(section(page, 'Project Phases').locator('[data-phase]')).toHaveCount(7)
	})

	test('only design-tool prototypes are embedded; nothing from the data runs as HTML', async ({
		page,
	}) => {
		await page.goto(`${server.url}/portfolio/two-tone`)
		const frames = section(page, 'Prototype').locator('iframe')
		const a = parsePrototype(LINK_A)
		const b = parsePrototype(EMBED_B)
		if (!a.ok || !b.ok) throw new Error('test prototypes should parse')
		await expect(frames).toHaveCount(2)
		await expect(frames.nth(0)).toHaveAttribute('src', a.embedUrl)
		await expect(frames.nth(1)).toHaveAttribute('src', b.embedUrl)
		await expect(frames.nth(0)).toHaveAttribute('title', 'Two Tone prototype 1 of 2')
		for (const frame of await frames.all()) {
			await expect(frame).toHaveAttribute('height', '600')
			await expect(frame).toHaveAttribute(
				'sandbox',
				'allow-scripts allow-same-origin allow-popups',
			)
		}
		await expect(page.locator('iframe[src*="evil.example"]')).toHaveCount(0)
		await expect(
			page.locator('main script:not([type="application/ld+json"])'),
		).toHaveCount(0)

		// The intro and features show markup as text.
		const intro = page.locator('[data-intro]')
		await expect(intro).toHaveText(HOSTILE_INTRO)
		await expect(intro.locator('img, b')).toHaveCount(0)
		await expect(intro.locator('strong')).toHaveText(['Two Tone', 'Mobile App', 'UI/UX'])
		await expect(section(page, 'Key Features').locator('[data-feature]')).toHaveText(
			'<em>Fast</em> - Loads & <b>renders</b>',
		)
		await expect(page.locator('main em')).toHaveCount(0)
		expect(
			await page.evaluate(() => (window as { __pwned?: number }).__pwned),
		).toBeUndefined()
	})

	test('a failing database ends on Project Not Found (spec §8)', async ({ page }) => {
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
		db.exec('ALTER TABLE projects RENAME TO projects_broken')
		renewContentVersion(db)
		db.close()
		try {
			// The kept page may be served once more while the server renders it again
			// (stale-while-revalidate, decision 019).
			await expect(async () => {
				const response = await page.goto(`${server.url}/portfolio/two-tone`)
				expect(response?.status()).toBe(404)
			}).toPass({ timeout: 15_000 })
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				'Project Not Found',
			)
			expect(server.output()).toContain('Failed to load project')
		} finally {
			const repair = new DatabaseSync(path.join(server.dataDir, 'site.db'), {
				timeout: 5_000,
			})
			repair.exec('ALTER TABLE projects_broken RENAME TO projects')
			renewContentVersion(repair)
			repair.close()
		}
	})
})
