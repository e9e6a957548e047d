// The contact forms' minimum fill time on a page from the render cache (issue 17): the
// cached page's token is its render's, the same for every visitor of the copy; each
// visitor's page asks for its own once it runs, so a post sooner than
// CONTACT_MIN_FILL_SECONDS after that visitor's load is kept as spam, however old the
// cached copy is.
import { expect, waitForEnhancers } from './fixtures.ts'
import {
	contactForm,
	startContactSite,
	stopContactSite,
	test as base,
	type ContactSite,
} from './contact-helpers.ts'

const test = base.extend<object, { timedSite: ContactSite }>({
	timedSite: [
		// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
		async ({}, provide) => {
			const site = await startContactSite({
				CONTACT_MIN_FILL_SECONDS: '3',
				CONTACT_RATE_LIMIT: '1000',
			})
			await provide(site)
			await stopContactSite(site)
		},
		{ scope: 'worker', timeout: 180_000 },
	],
})

test('a post sooner than the minimum after this visitor loaded a cached page is spam; later it is a message', async ({
	browser,
	timedSite: site,
}) => {
	test.setTimeout(90_000)
	// The first visitor's request renders the page and keeps it.
	const first = await fetch(site.url('/contact'))
	expect(first.headers.get('x-render-cache')).toBe('miss')
	// The kept copy's own token is now older than the minimum.
	await new Promise((resolve) => setTimeout(resolve, 3_500))

	const send = async (notes: string, waitMs: number) => {
		const context = await browser.newContext()
		const page = await context.newPage()
		const token = page.waitForResponse('**/api/form-token')
		const response = await page.goto(site.url('/contact'))
		expect(response?.headers()['x-render-cache']).toBe('hit')
		await waitForEnhancers(page)
		expect((await token).status()).toBe(200)
		const form = contactForm(page)
		await form.getByLabel('E-mail').fill('quick@example.com')
		await form.getByLabel('Phone Number').fill('+44 20 7946 0958')
		await form.getByRole('radio', { name: 'Website Development' }).check()
		await form.getByLabel('Notes').fill(notes)
		await page.waitForTimeout(waitMs)
		await form.getByRole('button', { name: 'Connect' }).click()
		// Spam is answered like a success: the sender learns nothing.
		await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
		await context.close()
	}

	await send('posted at once', 0)
	await send('posted after a while', 3_500)

	const rows = site.rows()
	expect(rows.find((row) => row.notes === 'posted at once')).toMatchObject({
		is_spam: 1,
		spam_reason: 'too-fast',
	})
	expect(rows.find((row) => row.notes === 'posted after a while')).toMatchObject({
		is_spam: 0,
		spam_reason: null,
	})
})
