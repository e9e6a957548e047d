// Both contact forms, with and without JavaScript: every message of spec §8, the sending
// state of spec §4, and the mail that arrives at the SMTP server.

import { contactForm, expect, footerForm, messageAbove, test } from './contact-helpers.ts'
import { axeBuilder, holdRequests, presetTheme, waitForEnhancers } from './fixtures.ts'

const SUCCESS = 'Message sent successfully!'
const FAILURE = 'Failed to send message'
const NETWORK = 'Failed to send message. Please try again.'
// Chromium reports failed requests and error answers on the console; these tests
// cause them on purpose.
test.use({ allowedConsoleErrors: [/^Failed to load resource: /] })

test.describe('footer form with JavaScript', () => {
	test('sends, shows Sending..., then the success message above a cleared form, and the mail arrives', async ({
		page,
		site,
	}) => {
		// A short window: the form's foot and the message above it are not in view at once.
		await page.setViewportSize({ width: 1280, height: 300 })
		await page.goto(site.url('/about'))
		await waitForEnhancers(page)
		const form = footerForm(page)
		const unique = `Footer JS ${Date.now()}`
		await form.getByLabel('Name').fill(unique)
		await form.getByLabel('Email').fill('ada@example.com')
		await form.getByLabel('Message').fill('We need an app.\nSoon.')

		const release = await holdRequests(page, '**/api/contact')
		await form.getByRole('button', { name: 'Send Message' }).click()
		const sending = form.getByRole('button', { name: 'Sending...' })
		await expect(sending).toBeVisible()
		await expect(sending).toBeDisabled()
		release()

		await expect(form.getByRole('status')).toHaveText(SUCCESS)
		// The answer, above the form, is brought into view from the button at its foot.
		await expect(form.getByRole('status')).toBeInViewport({ ratio: 0.9 })
		expect((await messageAbove(form, 'status')).above).toBe(true)
		await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
		for (const label of ['Name', 'Email', 'Message'])
			await expect(form.getByLabel(label)).toHaveValue('')
		await expect(page).toHaveURL(site.url('/about'))

		await expect
			.poll(
				() => site.smtp.received.find((m) => m.text.includes(`Name: ${unique}`))?.text,
				{ timeout: 20_000 },
			)
			.toContain('Message:\nWe need an app.\nSoon.')
		const row = site.rows().find((r) => r.name === unique)
		expect(row).toMatchObject({
			source: 'footer',
			email: 'ada@example.com',
			message: 'We need an app.\nSoon.',
			is_spam: 0,
		})
	})

	test('shows the server’s message', async ({ page, site }) => {
		await page.route('**/api/contact', (route) =>
			route.fulfill({
				status: 400,
				json: { ok: false, message: 'Name must be on a single line' },
			}),
		)
		await page.goto(site.url('/'))
		await waitForEnhancers(page)
		const form = footerForm(page)
		await form.getByLabel('Name').fill('Ada')
		await form.getByLabel('Email').fill('ada@example.com')
		await form.getByLabel('Message').fill('Hello')
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(form.getByRole('alert')).toHaveText('Name must be on a single line')
		// An error keeps what was typed.
		await expect(form.getByLabel('Message')).toHaveValue('Hello')
	})

	test("shows 'Failed to send message' when the server gives no message", async ({
		page,
		site,
	}) => {
		await page.route('**/api/contact', (route) =>
			route.fulfill({ status: 500, json: { ok: false } }),
		)
		await page.goto(site.url('/services'))
		await waitForEnhancers(page)
		const form = footerForm(page)
		await form.getByLabel('Name').fill('Ada')
		await form.getByLabel('Email').fill('ada@example.com')
		await form.getByLabel('Message').fill('Hello')
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(form.getByRole('alert')).toHaveText(FAILURE)
	})

	test.describe(() => {
		test('shows the network failure message', async ({ page, site }) => {
			await page.route('**/api/contact', (route) => route.abort())
			await page.goto(site.url('/'))
			await waitForEnhancers(page)
			const form = footerForm(page)
			await form.getByLabel('Name').fill('Ada')
			await form.getByLabel('Email').fill('ada@example.com')
			await form.getByLabel('Message').fill('Hello')
			await form.getByRole('button', { name: 'Send Message' }).click()
			await expect(form.getByRole('alert')).toHaveText(NETWORK)
			await expect(form.getByLabel('Name')).toHaveValue('Ada')
		})
	})

	test('the shared schema names the field before anything is sent', async ({
		page,
		site,
	}) => {
		let posted = false
		page.on('request', (request) => {
			if (request.url().endsWith('/api/contact')) posted = true
		})
		await page.goto(site.url('/'))
		await waitForEnhancers(page)
		const form = footerForm(page)
		await form.getByLabel('Name').fill('Ada')
		// The browser's email check allows this; the schema does not.
		await form.getByLabel('Email').fill('ada@localhost')
		await form.getByLabel('Message').fill('Hello')
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(form.getByRole('alert')).toHaveText(
			'Email must be a valid email address',
		)
		await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
		await expect(form.getByLabel('Email')).toBeFocused()
		expect(posted).toBe(false)
	})
})

test.describe('footer form without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('posts, comes back to the same page with the success message and an empty form', async ({
		page,
		site,
	}) => {
		await page.goto(site.url('/services'))
		const form = footerForm(page)
		const unique = `Footer no-JS ${Date.now()}`
		await form.getByLabel('Name').fill(unique)
		await form.getByLabel('Email').fill('grace@example.com')
		await form.getByLabel('Message').fill('Plain form post.')
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(page).toHaveURL(site.url('/services#footer-contact'))
		await expect(footerForm(page).getByRole('status')).toHaveText(SUCCESS)
		expect((await messageAbove(footerForm(page), 'status')).above).toBe(true)
		await expect(footerForm(page).getByLabel('Name')).toHaveValue('')
		await expect
			.poll(() => site.smtp.received.some((m) => m.text.includes(`Name: ${unique}`)), {
				timeout: 20_000,
			})
			.toBe(true)

		// The message is shown once: a reload does not post again or show it again.
		const rows = site.rows().length
		await page.reload()
		await expect(footerForm(page).getByRole('status')).toHaveCount(0)
		expect(site.rows()).toHaveLength(rows)
	})

	test('the longest message the form takes, in a non-Latin script, is sent', async ({
		page,
		site,
	}) => {
		await page.goto(site.url('/about'))
		const form = footerForm(page)
		await form.getByLabel('Name').fill('山田 太郎')
		await form.getByLabel('Email').fill('taro@example.com')
		// 9 bytes a character once the browser percent-encodes the form: 45 KB.
		await form.getByLabel('Message').fill('漢'.repeat(5_000))
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(page).toHaveURL(site.url('/about#footer-contact'))
		await expect(footerForm(page).getByRole('status')).toHaveText(SUCCESS)
	})

	test('shows the server’s message and keeps what was typed', async ({ page, site }) => {
		await page.goto(site.url('/portfolio'))
		const form = footerForm(page)
		await form.getByLabel('Name').fill('Ada')
		await form.getByLabel('Email').fill('ada@localhost')
		await form.getByLabel('Message').fill('Keep this text.')
		const before = site.rows().length
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(page).toHaveURL(site.url('/portfolio#footer-contact'))
		const back = footerForm(page)
		await expect(back.getByRole('alert')).toHaveText(
			'Email must be a valid email address',
		)
		await expect(back.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
		await expect(back.getByLabel('Name')).toHaveValue('Ada')
		await expect(back.getByLabel('Email')).toHaveValue('ada@localhost')
		await expect(back.getByLabel('Message')).toHaveValue('Keep this text.')
		expect(site.rows()).toHaveLength(before)
	})
})

test.describe('Contact page form with JavaScript', () => {
	test(
		'shows the page, sends, shows Sending..., then success above a cleared form; the mail arrives',
		{ tag: '@phone' },
		async ({ page, site }) => {
			await page.goto(site.url('/contact'))
			await expect(
				page.getByRole('heading', { level: 1, name: 'Contact Us' }),
			).toBeVisible()
			await expect(page.getByText('replies within 3 working days').first()).toBeVisible()
			await waitForEnhancers(page)
			const form = contactForm(page)
			const notes = `Contact page JS ${Date.now()}`
			await form.getByLabel('E-mail').fill('grace@example.com')
			await form.getByLabel('Phone Number').fill('+44 (20) 7946-0958')
			const request = form.getByRole('group', { name: 'Request' })
			for (const choice of ['Mobile Application', 'Website Development', 'Smart Systems'])
				await expect(request.getByRole('radio', { name: choice })).toBeVisible()
			await request.getByRole('radio', { name: 'Smart Systems' }).check()
			await form.getByLabel('Notes').fill(notes)

			const release = await holdRequests(page, '**/api/contact-page')
			await form.getByRole('button', { name: 'Connect' }).click()
			const sending = form.getByRole('button', { name: 'Sending...' })
			await expect(sending).toBeDisabled()
			release()
			await expect(form.getByRole('status')).toHaveText(SUCCESS)
			expect((await messageAbove(form, 'status')).above).toBe(true)
			await expect(form.getByRole('button', { name: 'Connect' })).toBeEnabled()
			await expect(form.getByLabel('E-mail')).toHaveValue('')
			await expect(form.getByLabel('Notes')).toHaveValue('')
			await expect(
				request.getByRole('radio', { name: 'Smart Systems' }),
			).not.toBeChecked()

			await expect
				.poll(() => site.smtp.received.find((m) => m.text.includes(notes))?.text, {
					timeout: 20_000,
				})
				.toContain('Request: Smart Systems')
			expect(site.rows().find((r) => r.notes === notes)).toMatchObject({
				source: 'contact-page',
				email: 'grace@example.com',
				phone: '+44 (20) 7946-0958',
				request: 'Smart Systems',
			})
		},
	)

	test('the server’s message, and the fallback when there is none', async ({
		page,
		site,
	}) => {
		let answer: { status: number; json: object } = {
			status: 400,
			json: { ok: false, message: 'Phone Number must have 6 to 20 digits' },
		}
		await page.route('**/api/contact-page', (route) => route.fulfill(answer))
		await page.goto(site.url('/contact'))
		await waitForEnhancers(page)
		const form = contactForm(page)
		await form.getByLabel('E-mail').fill('grace@example.com')
		await form.getByLabel('Phone Number').fill('0123 456 789')
		await form.getByRole('radio', { name: 'Website Development' }).check()
		await form.getByLabel('Notes').fill('Hello')
		await form.getByRole('button', { name: 'Connect' }).click()
		await expect(form.getByRole('alert')).toHaveText(
			'Phone Number must have 6 to 20 digits',
		)

		answer = { status: 502, json: {} }
		await form.getByRole('button', { name: 'Connect' }).click()
		await expect(form.getByRole('alert')).toHaveText(FAILURE)
	})

	test.describe(() => {
		test('the network failure message', async ({ page, site }) => {
			await page.route('**/api/contact-page', (route) => route.abort())
			await page.goto(site.url('/contact'))
			await waitForEnhancers(page)
			const form = contactForm(page)
			await form.getByLabel('E-mail').fill('grace@example.com')
			await form.getByLabel('Phone Number').fill('0123 456 789')
			await form.getByRole('radio', { name: 'Mobile Application' }).check()
			await form.getByLabel('Notes').fill('Hello')
			await form.getByRole('button', { name: 'Connect' }).click()
			await expect(form.getByRole('alert')).toHaveText(NETWORK)
		})
	})
})

test.describe('Contact page form without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('posts and comes back with the success message', async ({ page, site }) => {
		await page.goto(site.url('/contact'))
		const form = contactForm(page)
		const notes = `Contact page no-JS ${Date.now()}`
		await form.getByLabel('E-mail').fill('grace@example.com')
		await form.getByLabel('Phone Number').fill('020 7946 0958')
		await form.getByRole('radio', { name: 'Mobile Application' }).check()
		await form.getByLabel('Notes').fill(notes)
		await form.getByRole('button', { name: 'Connect' }).click()
		await expect(page).toHaveURL(site.url('/contact#contact-form'))
		await expect(contactForm(page).getByRole('status')).toHaveText(SUCCESS)
		expect((await messageAbove(contactForm(page), 'status')).above).toBe(true)
		await expect(contactForm(page).getByLabel('Notes')).toHaveValue('')
		await expect
			.poll(() => site.smtp.received.find((m) => m.text.includes(notes))?.text, {
				timeout: 20_000,
			})
			.toContain('Request: Mobile Application')
	})

	test('shows the server’s message and keeps every field, the choice included', async ({
		page,
		site,
	}) => {
		await page.goto(site.url('/contact'))
		const form = contactForm(page)
		await form.getByLabel('E-mail').fill('grace@localhost')
		await form.getByLabel('Phone Number').fill('020 7946 0958')
		await form.getByRole('radio', { name: 'Website Development' }).check()
		await form.getByLabel('Notes').fill('Keep me.')
		await form.getByRole('button', { name: 'Connect' }).click()
		const back = contactForm(page)
		await expect(back.getByRole('alert')).toHaveText(
			'E-mail must be a valid email address',
		)
		await expect(back.getByLabel('E-mail')).toHaveValue('grace@localhost')
		await expect(back.getByLabel('Phone Number')).toHaveValue('020 7946 0958')
		await expect(back.getByRole('radio', { name: 'Website Development' })).toBeChecked()
		await expect(back.getByLabel('Notes')).toHaveValue('Keep me.')
	})
})

test.describe('accessibility', () => {
	for (const theme of ['light', 'dark'] as const) {
		test(`axe finds nothing on /contact and in the footer form, with messages shown (${theme})`, async ({
			page,
			site,
		}) => {
			await presetTheme(page, theme)
			await page.goto(site.url('/contact'))
			await waitForEnhancers(page)
			const form = contactForm(page)
			await form.getByLabel('E-mail').fill('grace@localhost')
			await form.getByLabel('Phone Number').fill('020 7946 0958')
			await form.getByRole('radio', { name: 'Smart Systems' }).check()
			await form.getByLabel('Notes').fill('Hello')
			await form.getByRole('button', { name: 'Connect' }).click()
			await expect(form.getByRole('alert')).toBeVisible()
			expect((await axeBuilder(page).analyze()).violations).toEqual([])

			await page.goto(site.url('/about'))
			await waitForEnhancers(page)
			const footer = footerForm(page)
			await footer.getByLabel('Name').fill('Ada')
			await footer.getByLabel('Email').fill('ada@example.com')
			await footer.getByLabel('Message').fill('Hello')
			await footer.getByRole('button', { name: 'Send Message' }).click()
			await expect(footer.getByRole('status')).toBeVisible()
			expect((await axeBuilder(page).analyze()).violations).toEqual([])
		})
	}
})
