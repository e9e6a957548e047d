// The Site area (issue 20): the words of the public pages edited in the dashboard. Lists by
// keyboard alone, with every change announced; the browser's and the server's checks; two
// admins on one form; axe on every screen. Each test runs its own server
// (admin-private-server): the public specs read the shared server's copy.
import type { Page } from '@playwright/test'

import { expect, test, waitForHydration } from './admin-private-server.ts'
import { axeBuilder, presetThemeForWidth } from './fixtures.ts'

const toast = (page: Page) => page.locator('[data-toast]')
const publish = (page: Page) => page.getByRole('button', { name: 'Publish' })
const values = (page: Page) =>
	page.getByRole('group', { name: 'Values' }).getByRole('textbox', { name: 'Name' })

async function openForm(page: Page, site: string, key: string) {
	await page.goto(`${site}/admin/site/${key}`)
	await waitForHydration(page)
}

test('the values list by keyboard: move, remove and add, each announced; published in that order', async ({
	page,
	site,
}) => {
	// The server has drawn this form before: the page's ids are still the ones the browser
	// draws (a new value's were once an earlier value's, and focus went there).
	await page.request.get(`${site.url}/admin/site/about`)
	await openForm(page, site.url, 'about')
	const list = page.getByRole('group', { name: 'Values' })
	const status = list.getByRole('status')
	await expect(values(page)).toHaveCount(8)

	// Integrity (value 4) up, twice, by keyboard; focus stays on its Move up button.
	const up = list.getByRole('button', { name: 'Move value 4, Integrity, up' })
	await up.focus()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Integrity moved up: value 3 of 8.')
	const movedUp = list.getByRole('button', { name: 'Move value 3, Integrity, up' })
	await expect(movedUp).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Integrity moved up: value 2 of 8.')
	await expect(
		list.getByRole('button', { name: 'Move value 2, Integrity, up' }),
	).toBeFocused()

	// Innovation (now value 1) cannot go up; down is where it can go.
	await expect(
		list.getByRole('button', { name: 'Move value 1, Innovation, up' }),
	).toBeDisabled()

	// Remove Adaptability (value 7): focus goes to the next value's Remove.
	await list.getByRole('button', { name: 'Remove value 7, Adaptability' }).focus()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Adaptability removed. 7 values left.')
	await expect(
		list.getByRole('button', { name: 'Remove value 7, Empowerment' }),
	).toBeFocused()

	// Add one: focus lands in its first field; Tab reaches its description and icon.
	await list.getByRole('button', { name: 'Add value' }).focus()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Value 8 added, at the end.')
	await expect(values(page).nth(7)).toBeFocused()
	await page.keyboard.type('Candour')
	await page.keyboard.press('Tab')
	await page.keyboard.type('We say what we think, kindly.')
	await page.keyboard.press('Tab')
	await page.keyboard.press('ArrowDown')
	await expect(list.getByRole('combobox', { name: 'Icon' }).nth(7)).toHaveValue('star')

	await expect(
		page.getByRole('status').filter({ hasText: 'Unsaved changes' }),
	).toBeVisible()
	await publish(page).click()
	await expect(toast(page)).toContainText(
		'About published. The change is on the site now.',
	)
	await expect(values(page)).toHaveCount(8)
	expect(
		await values(page).evaluateAll((inputs) =>
			inputs.map((i) => (i as HTMLInputElement).value),
		),
	).toEqual([
		'Innovation',
		'Integrity',
		'Excellence',
		'Customer-Centricity',
		'Collaboration',
		'Continuous Improvement',
		'Empowerment',
		'Candour',
	])
	await expect(
		page.getByText(/^Last published .* by e2e-admin@example\.com\.$/),
	).toBeVisible()

	// The overview says who published it.
	await page.getByRole('link', { name: 'All forms' }).click()
	await expect(
		page
			.getByRole('listitem')
			.filter({ hasText: 'About' })
			.getByText(/^Published .* by e2e-admin@example\.com$/),
	).toBeVisible()
})

/** A field of a Site form by its panel (section) and label. */
const field = (page: Page, panel: string, label: string) =>
	page
		.getByRole('region', { name: panel })
		.getByRole('textbox', { name: label, exact: true })

test('each form’s change is on its public page at once: Home, About, Services, Contact, Company, Search and sharing', async ({
	page,
	site,
}) => {
	const visit = async (path: string) => {
		const response = await page.goto(`${site.url}${path}`)
		expect(response?.status()).toBe(200)
	}

	await openForm(page, site.url, 'home')
	await field(page, 'Banner', 'Headline').fill('Software that outlives the hype')
	const stages = page.getByRole('group', { name: 'Stages' })
	await stages.getByRole('button', { name: 'Add stage' }).click()
	await stages.getByRole('textbox', { name: 'Name' }).nth(5).fill('Care')
	await stages
		.getByRole('textbox', { name: 'Description' })
		.nth(5)
		.fill('We stay on after launch.')
	await publish(page).click()
	await expect(toast(page)).toContainText('Home published.')
	await visit('/')
	await expect(
		page.getByRole('heading', { name: 'Software that outlives the hype', level: 2 }),
	).toBeVisible()
	const process = page.getByRole('region', { name: 'Development Process' })
	await expect(process.getByRole('heading', { level: 3 })).toHaveText([
		'Concept & Planning',
		'Design & Visuals',
		'Development',
		'Testing',
		'Launch',
		'Care',
	])
	// Drawn in text, the figure follows the stages: a sixth step, numbered.
	await expect(process.getByRole('listitem').nth(5)).toContainText('06')
	await expect(process.getByRole('img')).toHaveCount(0)

	await openForm(page, site.url, 'about')
	await field(page, 'Mission and vision', 'Text')
		.first()
		.fill('To build software people trust.')
	await publish(page).click()
	await expect(toast(page)).toContainText('About published.')
	await visit('/about')
	await expect(
		page
			.getByRole('article', { name: 'Our Mission' })
			.getByText('To build software people trust.'),
	).toBeVisible()

	await openForm(page, site.url, 'services')
	await page
		.getByRole('region', { name: 'Websites' })
		.getByRole('textbox', { name: 'Reason' })
		.first()
		.fill('Look good on day one')
	await page
		.getByRole('region', { name: 'Smart Systems' })
		.getByRole('textbox', { name: 'Name' })
		.nth(1)
		.fill('Smart Displays')
	await publish(page).click()
	await expect(toast(page)).toContainText('Services published.')
	await visit('/services?tab=websites')
	await expect(
		page.getByRole('heading', { name: 'Look good on day one', level: 3 }),
	).toBeVisible()
	await visit('/services?tab=smart-systems')
	await expect(page.getByRole('heading', { level: 3 })).toHaveText([
		'Stronger security',
		'Convenience for everyone',
		'Control from anywhere',
		'Lower running costs',
		'Know what happens on site',
		'Fits what you already have',
		'Grows with you',
		'A modern experience',
		'Smart Gates',
		'Smart Displays',
		'Smart Locks',
	])

	await openForm(page, site.url, 'company')
	await field(page, 'Name and blurb', 'Company blurb').fill(
		'A studio of twelve in Austin.',
	)
	await field(page, 'Contact details', 'Reply promise').fill('two working days')
	await publish(page).click()
	await expect(toast(page)).toContainText('Company published.')
	await visit('/contact')
	await expect(page.getByText('A studio of twelve in Austin.')).toBeVisible()
	await expect(
		page.getByText(
			'Tell us about your project: an app, a website or a smart system. Our team replies within two working days.',
		),
	).toBeVisible()

	await openForm(page, site.url, 'seo')
	await field(page, 'Defaults for every page', 'Title pattern').fill('{page} — {company}')
	await field(page, 'Defaults for every page', 'Default description').fill(
		'Aster builds apps, websites and smart systems.',
	)
	await publish(page).click()
	await expect(toast(page)).toContainText('Search and sharing published.')
	await visit('/about')
	await expect(page).toHaveTitle('About Us — Aster Software')
	await visit('/')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		'Aster builds apps, websites and smart systems.',
	)
	// A page's search-result preview in the dashboard reads the same pattern and default.
	await openForm(page, site.url, 'about')
	const preview = page.locator('[data-search-preview]')
	await expect(preview).toContainText('About Us — Aster Software')
	await page
		.getByRole('region', { name: 'Search and sharing' })
		.getByLabel('Search title')
		.fill('Who we are')
	await expect(preview).toContainText('Who we are')
	await expect(preview).not.toContainText('About Us — Aster Software')
	// Home says nothing of its own: the default description.
	await openForm(page, site.url, 'home')
	await expect(preview).toContainText('Aster builds apps, websites and smart systems.')
})

test('without JavaScript the Contact form publishes, and the page shows it', async ({
	browser,
	context,
	site,
}) => {
	const noScript = await browser.newContext({ javaScriptEnabled: false })
	await noScript.addCookies(await context.cookies())
	const page = await noScript.newPage()
	try {
		await page.goto(`${site.url}/admin/site/contact`)
		await field(page, 'What happens next', 'Heading')
			.first()
			.fill('Where we go from here')
		await field(page, 'Banner', 'Introduction').fill('Tell us what you are building.')
		await publish(page).click()
		await expect(page).toHaveURL(`${site.url}/admin/site/contact`)
		await expect(toast(page)).toContainText('Contact published.')
		await expect(field(page, 'What happens next', 'Heading').first()).toHaveValue(
			'Where we go from here',
		)
		await page.goto(`${site.url}/contact`)
		await expect(
			page.getByRole('heading', { name: 'Where we go from here', level: 2 }),
		).toBeVisible()
		await expect(
			page.getByText(
				'Tell us what you are building. Our team replies within 3 working days.',
			),
		).toBeVisible()
	} finally {
		await noScript.close()
	}
})

test('the browser checks before posting, the server again; a list keeps its smallest count', async ({
	page,
	site,
}) => {
	await openForm(page, site.url, 'home')
	const headline = page
		.getByRole('region', { name: 'Banner' })
		.getByRole('textbox', { name: 'Headline' })
	await headline.fill('   ')
	await publish(page).click()
	await expect(headline).toBeFocused()
	await expect(headline).toHaveAccessibleDescription('Headline is required')
	// Fixed as it is typed.
	await headline.fill('Software that lasts')
	await expect(headline).not.toHaveAttribute('aria-invalid')

	// The last stage cannot be removed: a list keeps at least one.
	const stages = page.getByRole('group', { name: 'Stages' })
	for (const name of ['Launch', 'Testing', 'Development', 'Design & Visuals'])
		await stages
			.getByRole('button', { name: new RegExp(`^Remove stage \\d, ${name}$`) })
			.click()
	await expect(
		stages.getByRole('button', { name: 'Remove stage 1, Concept & Planning' }),
	).toBeDisabled()
	await publish(page).click()
	await expect(toast(page)).toContainText('Home published.')
	await expect(stages.getByRole('textbox', { name: 'Name' })).toHaveCount(1)

	// A post that skips the browser: 400 with the field's message, nothing stored. (Once
	// the page has left the form: while it is open, it holds the form, issue 36.)
	await page.goto(`${site.url}/admin/site`)
	await expect(async () => {
		const refused = await page.request.post(`${site.url}/admin/site/home`, {
			form: {
				intent: 'publish',
				'banner.title': 'x'.repeat(121),
				draftVersion: '0',
				baseRevision: '1',
			},
			headers: { Origin: site.url },
		})
		expect(refused.status()).toBe(400)
		expect(await refused.text()).toContain('Keep the headline under 120 characters.')
	}).toPass({ timeout: 10_000 })
	await openForm(page, site.url, 'home')
	await expect(headline).toHaveValue('Software that lasts')

	// Another form than the six: 404.
	const missing = await page.goto(`${site.url}/admin/site/footer`)
	expect(missing?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Form not found' })).toBeVisible()
})

test.describe('one admin in two tabs', () => {
	// The first tab's save refused once the second holds the form: the browser reports it.
	test.use({ allowedConsoleErrors: [/status of 423 \(Locked\)/] })

	test('one admin in two tabs: the second is told the form is open in the first and may take it over; the first keeps its typing as a copy (issue 36)', async ({
		page,
		context,
		site,
	}) => {
		const heading = (p: Page) =>
			p
				.getByRole('region', { name: 'What happens next' })
				.getByRole('textbox', { name: 'Heading' })
				.first()
		await openForm(page, site.url, 'contact')
		await expect(heading(page)).toBeEditable()

		const other = await context.newPage()
		await openForm(other, site.url, 'contact')
		const presence = other.locator('[data-edit-lock="other"]')
		await expect(presence).toContainText(
			'You are editing this Contact page in another tab or window, since',
		)
		await expect(heading(other)).toBeDisabled()

		// The first tab saves a draft after the second drew the form, then types on.
		await heading(page).fill('Saved in the first tab')
		await expect(
			page.getByRole('status').filter({ hasText: /Draft saved\./ }),
		).toBeVisible({ timeout: 15_000 })
		await heading(page).fill('Typed in the first tab')

		await presence.getByRole('button', { name: 'Take over' }).click()
		await expect(heading(other)).toBeEditable()
		// The second tab's form starts again from what is stored: no conflict with a draft
		// saved while it could only read.
		await expect(heading(other)).toHaveValue('Saved in the first tab')
		await expect(other.locator('[data-conflict]')).toHaveCount(0)
		// The first tab is told at its next renewal, stops saving, and keeps what it held.
		const taken = page.locator('[data-edit-lock="taken"]')
		await expect(taken).toContainText(
			'You took over editing this Contact page in another tab or window at',
			{ timeout: 12_000 },
		)
		await expect(taken).toContainText('What you typed is kept as your copy')
		await expect(heading(page)).toHaveValue('Typed in the first tab')
		await expect(heading(page)).toBeDisabled()

		await heading(other).fill('After you write')
		await publish(other).click()
		await expect(toast(other)).toContainText('Contact published.')
		await expect(
			other
				.getByRole('region', { name: 'Kept drafts' })
				.locator('[data-kept-draft="taken-over"]'),
		).toContainText(/what .*e2e-admin@example\.com.* had in the form when/)
		await page.close()
	})
})

test(
	'every Site screen passes axe (light at the desktop width, dark on a phone) and fits a phone',
	{ tag: '@phone' },
	async ({ page, site }) => {
		test.setTimeout(180_000)
		const screens = ['', '/home', '/about', '/services', '/contact', '/company', '/seo']
		const theme = await presetThemeForWidth(page)
		for (const screen of screens) {
			await page.goto(`${site.url}/admin/site${screen}`)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			await waitForHydration(page)
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			)
			expect(overflow, `/admin/site${screen} overflows sideways`).toBeLessThanOrEqual(0)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, `/admin/site${screen} (${theme})`).toEqual([])
		}
		// A refused form too: its messages and alert.
		await page.goto(`${site.url}/admin/site/company`)
		await waitForHydration(page)
		await page.getByRole('textbox', { name: 'Company name' }).fill('')
		await page.getByRole('textbox', { name: 'Instagram' }).fill('not a link')
		await publish(page).click()
		await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused()
		const results = await axeBuilder(page).analyze()
		expect(results.violations, `refused company form (${theme})`).toEqual([])
	},
)
