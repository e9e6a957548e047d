import type { Page } from '@playwright/test'

import {
	SEED_PROJECTS,
	SEED_SITE_SETTINGS as settings,
} from '#app/server/db/seed/content.ts'

import { expect, followLink, presetTheme, test, waitForEnhancers } from './fixtures.ts'

const headerLinks = [
	{ name: 'Home', href: '/' },
	{ name: 'About Us', href: '/about' },
	{ name: 'Portfolio', href: '/portfolio' },
	{ name: 'Products', href: '/products' },
	{ name: 'Services', href: '/services' },
]
const footerLinks = [
	{ name: 'Home', href: '/' },
	{ name: 'About Us', href: '/about' },
	{ name: 'Products', href: '/products' },
	{ name: 'Services', href: '/services' },
	{ name: 'Contact Us', href: '/contact' },
]
const socialNetworks = [
	{ name: 'Instagram', href: settings.social.instagram },
	{ name: 'Facebook', href: settings.social.facebook },
	{ name: 'X', href: settings.social.twitter },
	{ name: 'LinkedIn', href: settings.social.linkedin },
]
const footerHeading = 'Get started with a new way of customer relation'
const publicPaths = ['/', '/about', '/portfolio', '/products', '/services', '/404']

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuToggle = (page: Page) => page.getByRole('button', { name: /menu/i })

/** On a phone the links sit behind the toggle; open it when it is there. */
async function revealHeaderLinks(page: Page) {
	if (await menuToggle(page).isVisible()) {
		await menuToggle(page).click()
		await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true')
	}
}

/** Gives a short page enough height to scroll. */
async function makePageTall(page: Page) {
	await page.evaluate(() => {
		document.body.style.paddingBottom = '3000px'
	})
}

for (const theme of ['light', 'dark'] as const) {
	test.describe(`${theme} theme`, () => {
		test.beforeEach(async ({ page }) => {
			await presetTheme(page, theme)
		})

		test(
			'header shows the logo, the menu and the Contact Us button',
			{ tag: '@phone' },
			async ({ page }) => {
				await page.goto('/')
				await waitForEnhancers(page)
				await expect(page.locator('html')).toHaveAttribute('data-theme', theme)

				const banner = page.getByRole('banner')
				const home = banner.getByRole('link', { name: 'Aster Software home' })
				await expect(home).toHaveAttribute('href', '/')
				// The mark and the company's name in text (Company form), in the theme's ink.
				await expect(home.locator('img[src*="logo-mark"]')).toBeVisible()
				await expect(home).toContainText('Aster Software')
				await expect(home.getByText('Aster', { exact: true })).toHaveCSS(
					'color',
					theme === 'light' ? 'rgb(45, 45, 117)' : 'rgb(232, 235, 247)',
				)

				await revealHeaderLinks(page)
				for (const link of headerLinks) {
					const locator = mainNav(page).getByRole('link', {
						name: link.name,
						exact: true,
					})
					await expect(locator).toBeVisible()
					await expect(locator).toHaveAttribute('href', link.href)
				}
				const contact = mainNav(page).getByRole('link', { name: 'Contact Us' })
				await expect(contact).toBeVisible()
				await expect(contact).toHaveAttribute('href', '/contact')
			},
		)

		test('footer has its blurb, social links, copyright, links and theme switch', async ({
			page,
		}) => {
			await page.goto('/about')
			await waitForEnhancers(page)
			const footer = page.getByRole('contentinfo')

			await expect(
				footer.getByRole('link', { name: 'Aster Software home' }),
			).toBeVisible()
			await expect(footer.getByText(settings.blurb)).toBeVisible()
			// Photo-sharing, social network, microblog, professional network: in that order.
			const social = footer.getByRole('link', { name: /^Aster Software on / })
			await expect(social).toHaveCount(socialNetworks.length)
			for (const [index, network] of socialNetworks.entries()) {
				const link = social.nth(index)
				await expect(link).toBeVisible()
				await expect(link).toHaveAccessibleName(`Aster Software on ${network.name}`)
				await expect(link).toHaveAttribute('href', network.href)
				await expect(link.locator('svg')).toBeVisible()
			}
			await expect(footer.getByText('© 2025 Aster Software')).toBeVisible()

			const footerNav = footer.getByRole('navigation')
			await expect(footerNav.getByRole('link')).toHaveCount(footerLinks.length)
			for (const link of footerLinks) {
				await expect(
					footerNav.getByRole('link', { name: link.name, exact: true }),
				).toHaveAttribute('href', link.href)
			}
			const label = theme === 'light' ? 'Dark Mode' : 'Light Mode'
			await expect(footer.getByRole('button', { name: label })).toBeVisible()
		})

		test('header turns blurred past 20 px of scroll', async ({ page }) => {
			await page.goto('/')
			await waitForEnhancers(page)
			await makePageTall(page)
			const header = page.getByRole('banner')
			await expect(header).toHaveAttribute('data-scrolled', 'false')
			await expect(header).toHaveCSS('backdrop-filter', 'none')

			await page.evaluate(() => window.scrollTo(0, 200))
			await expect(header).toHaveAttribute('data-scrolled', 'true')
			await expect(header).toHaveCSS('backdrop-filter', /blur/)
			await expect(header).not.toHaveCSS('box-shadow', 'none')

			await page.evaluate(() => window.scrollTo(0, 20))
			await expect(header).toHaveAttribute('data-scrolled', 'false')
			await expect(header).toHaveCSS('backdrop-filter', 'none')

			await page.evaluate(() => window.scrollTo(0, 21))
			await expect(header).toHaveAttribute('data-scrolled', 'true')
			// Still at the top of the viewport while scrolled.
			expect((await header.boundingBox())?.y).toBe(0)
		})
	})
}

// What the footer holds is the same in either theme: checked once.
test('footer contact form shows everywhere except /contact', async ({ page }) => {
	for (const path of publicPaths) {
		await page.goto(path)
		const footer = page.getByRole('contentinfo')
		await expect(footer.getByRole('heading', { name: footerHeading }), path).toBeVisible()

		const form = footer.locator('form')
		await expect(form).toHaveAttribute('method', 'post')
		await expect(form).toHaveAttribute('action', '/api/contact')
		const name = form.getByLabel('Name')
		const email = form.getByLabel('Email')
		const message = form.getByLabel('Message')
		for (const field of [name, email, message]) {
			await expect(field).toBeVisible()
			await expect(field).toHaveAttribute('required', '')
		}
		await expect(email).toHaveAttribute('type', 'email')
		await expect(name).toHaveAttribute('name', 'name')
		await expect(email).toHaveAttribute('name', 'email')
		await expect(message).toHaveAttribute('name', 'message')
		await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible()
	}

	await page.goto('/contact')
	const footer = page.getByRole('contentinfo')
	await expect(footer).toBeVisible()
	await expect(page.getByRole('heading', { name: footerHeading })).toHaveCount(0)
	await expect(page.locator('form[action="/api/contact"]')).toHaveCount(0)
	await expect(footer.getByText('© 2025 Aster Software')).toBeVisible()
})

test.describe('active link', () => {
	const cases: Array<[path: string, active: string | null]> = [
		['/', 'Home'],
		['/about', 'About Us'],
		['/portfolio', 'Portfolio'],
		['/portfolio/some-id', 'Portfolio'],
		['/projects', 'Portfolio'],
		['/projects/some-id', 'Portfolio'],
		['/products', 'Products'],
		['/products/x', 'Products'],
		['/services', 'Services'],
		['/contact', 'Contact Us'],
		['/about/team', null],
	]
	test('each path highlights its section, or nothing', async ({ page }) => {
		for (const [path, active] of cases) {
			await page.goto(path)
			const current = mainNav(page).locator('[aria-current="page"]')
			await expect(current, path).toHaveCount(active === null ? 0 : 1)
			if (active !== null) await expect(current, path).toHaveText(active)
		}
	})

	test('follows client-side navigation', { tag: '@phone' }, async ({ page }) => {
		await page.goto('/')
		await waitForEnhancers(page)
		await revealHeaderLinks(page)
		await mainNav(page).getByRole('link', { name: 'Services' }).click()
		await expect(page).toHaveURL('/services')
		await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText('Services')
		await expect(page).toHaveTitle(/Services/)
	})
})

test.describe('small-screen menu', () => {
	test(
		'a toggle opens and closes the links; a link click closes it',
		{ tag: '@phone-only' },
		async ({ page }) => {
			await page.goto('/')
			await waitForEnhancers(page)

			const toggle = menuToggle(page)
			const about = mainNav(page).getByRole('link', { name: 'About Us' })
			await expect(toggle).toBeVisible()
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')
			await expect(toggle).toHaveAttribute('aria-controls', 'site-menu')
			await expect(toggle).toHaveAccessibleName('Open menu')
			await expect(about).toBeHidden()

			await toggle.click()
			await expect(toggle).toHaveAttribute('aria-expanded', 'true')
			await expect(toggle).toHaveAccessibleName('Close menu')
			await expect(page.locator('#site-menu')).toBeVisible()
			await expect(about).toBeVisible()

			await toggle.click()
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')
			await expect(about).toBeHidden()

			await toggle.click()
			await about.click()
			await expect(page).toHaveURL('/about')
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')
			await expect(about).toBeHidden()

			// The Contact Us button closes it too, and Escape does.
			await toggle.click()
			await mainNav(page).getByRole('link', { name: 'Contact Us' }).click()
			await expect(page).toHaveURL('/contact')
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')

			await toggle.click()
			await expect(toggle).toHaveAttribute('aria-expanded', 'true')
			await page.keyboard.press('Escape')
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')
			await expect(toggle).toBeFocused()

			// By keyboard past its last link: the focus leaves the header, and the menu closes.
			await page.keyboard.press('Enter')
			await expect(toggle).toHaveAttribute('aria-expanded', 'true')
			const contact = mainNav(page).getByRole('link', { name: 'Contact Us' })
			await contact.focus()
			await page.keyboard.press('Tab')
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')
			await expect(page.locator('#site-menu')).toBeHidden()
		},
	)

	test('wide screens show the links without a toggle', async ({ page }) => {
		await page.goto('/')
		await expect(menuToggle(page)).toBeHidden()
		await expect(mainNav(page).getByRole('link', { name: 'Portfolio' })).toBeVisible()
	})
})

test('admin routes have no header or footer', async ({ page }) => {
	await page.goto('/admin/login')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByRole('banner')).toHaveCount(0)
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
	await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
})

test('a skip link leads to the main content', async ({ page }) => {
	await page.goto('/about')
	await waitForEnhancers(page)
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to content' })
	await expect(skip).toBeFocused()
	await expect(skip).toBeInViewport()
	await expect(skip).toHaveAttribute('href', '#main')
	await expect(page.locator('main#main')).toHaveCount(1)
})

test.describe('scroll position', () => {
	test('every path change starts at the top', async ({ page }) => {
		await page.goto('/')
		await waitForEnhancers(page)
		await makePageTall(page)

		// A footer link, far down the page.
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
		await page
			.getByRole('contentinfo')
			.getByRole('navigation')
			.getByRole('link', { name: 'Services' })
			.click()
		await expect(page).toHaveURL('/services')
		await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

		// A header link, from halfway down another page.
		await makePageTall(page)
		await page.evaluate(() => window.scrollTo(0, 1200))
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
		await revealHeaderLinks(page)
		await mainNav(page).getByRole('link', { name: 'About Us' }).click()
		await expect(page).toHaveURL('/about')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	})
})

test.describe('not found', () => {
	for (const path of ['/404', '/no-such-page/at/all']) {
		test(`${path} answers 404 with a friendly page`, async ({ page }) => {
			const response = await page.goto(path)
			expect(response?.status()).toBe(404)
			await expect(page).toHaveTitle(/not found/i)
			const main = page.getByRole('main')
			await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
				'href',
				'/',
			)
			await expect(main.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
				'href',
				'/portfolio',
			)
			// Still a site page: header and footer.
			await expect(page.getByRole('banner')).toBeVisible()
			await expect(page.getByRole('contentinfo')).toBeVisible()
		})
	}

	test('Back to Portfolio leads there', async ({ page }) => {
		await page.goto('/404')
		await waitForEnhancers(page)
		await followLink(
			page.getByRole('main').getByRole('link', { name: 'Back to Portfolio' }),
		)
		await expect(page).toHaveURL('/portfolio')
		await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
	})
})

test('every page has its own title', async ({ page }) => {
	for (const [path, title] of [
		['/', /Aster Software/],
		['/about', /About Us/],
		['/portfolio', /Portfolio/],
		['/products', /Products/],
		['/services', /Services/],
		['/contact', /Contact Us/],
	] as const) {
		await page.goto(path)
		await expect(page, path).toHaveTitle(title)
	}
})

test('no horizontal scroll at 320 px', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 })
	const product = SEED_PROJECTS.find((p) => p.visible && p.collection === 'products')!
	const work = SEED_PROJECTS.find((p) => p.visible && p.collection === 'portfolio')!
	for (const path of [
		...publicPaths,
		'/contact',
		'/services?tab=websites',
		`/products/${product.id}`,
		`/portfolio/${work.id}`,
	]) {
		await page.goto(path)
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		)
		expect(overflow, path).toBeLessThanOrEqual(0)
	}
})

test('a public page is not hydrated: React renders it on the server, and the browser gets the enhancers alone (decision 028)', async ({
	page,
}) => {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
	})
	await page.goto('/portfolio')
	await waitForEnhancers(page)
	// One module script, which imports the enhancers' entry and its chunks after the first
	// paint (decision 035); no route module, no React. Once the page is idle the Web Vitals
	// reporter may follow (decision 027).
	const modules = page.locator('script[type="module"]')
	await expect(modules).toHaveCount(1)
	const imported = [
		...((await modules.textContent()) ?? '').matchAll(/import\("([^"]+)"\)/g),
	].map((match) => match[1])
	expect(imported).toContainEqual(expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/))
	const pageScripts = scripts.filter(
		(path) => !/^\/assets\/(web-)?vitals-[\w-]+\.js$/.test(path),
	)
	expect(new Set(pageScripts)).toEqual(new Set(imported))
	expect(pageScripts.some((path) => /route|framework|entry\.client/.test(path))).toBe(
		false,
	)
	expect(
		await page.evaluate(() => ({
			routerContext: '__reactRouterContext' in window,
			react: Object.keys(document).some((key) => key.startsWith('_reactListening')),
		})),
	).toEqual({ routerContext: false, react: false })
	// The next page's document is fetched while the pointer rests on its link.
	const rules = JSON.parse(
		(await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
	) as { prefetch?: Array<{ eagerness?: string }> }
	expect(rules.prefetch?.[0]?.eagerness).toBe('moderate')
})

test('a public page fetches its scripts only once its first paint is on the screen (decision 035)', async ({
	page,
}) => {
	for (const path of ['/', '/portfolio', '/contact']) {
		await page.goto(path)
		await waitForEnhancers(page)
		const timing = await page.evaluate(() => ({
			paint:
				performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
			scripts: performance
				.getEntriesByType('resource')
				.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
				.map((entry) => ({ name: entry.name, startTime: entry.startTime })),
		}))
		// The entry and the enhancers' chunk (the vitals reporter may follow later still).
		expect(timing.scripts.length, path).toBeGreaterThanOrEqual(2)
		for (const script of timing.scripts)
			expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThan(timing.paint)
	}
})

test('a dashboard page still hydrates and navigates in the browser; its link to the site loads the document', async ({
	page,
}) => {
	await page.goto('/admin/login')
	// React listens on the document it hydrates.
	await page.waitForFunction(() =>
		Object.keys(document).some((key) => key.startsWith('_reactListening')),
	)
	await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
	await page.getByRole('link', { name: 'Back to the website' }).click()
	await expect(page).toHaveURL('/')
	await waitForEnhancers(page)
	expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(
		undefined,
	)
})
