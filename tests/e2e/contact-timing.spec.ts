// The contact forms' minimum fill time on a stored page (issues 17 and 34): the shared
// cache writes each copy of a page its own signed time as it sends it, so a post sooner
// than CONTACT_MIN_FILL_SECONDS after a visitor got the page is kept as spam, with or
// without JavaScript, however old the stored copy is.
import { expect, waitForEnhancers } from './fixtures.ts'
import { contactForm, withContactSite } from './contact-helpers.ts'

// Long enough that "at once" (a fresh browser context loading the page, waiting for its
// script, filling four fields) stays under it on a machine busy with other tests: with 3 s
// it did not, once in a whole run. Waiting costs the run no work.
const test = withContactSite({
	CONTACT_MIN_FILL_SECONDS: '8',
	CONTACT_RATE_LIMIT: '1000',
})

for (const javaScript of [true, false]) {
	test(`${javaScript ? 'with' : 'without'} JavaScript: a post sooner than the minimum after a stored page was sent is spam; later it is a message`, async ({
		browser,
		site,
	}) => {
		// The first visitor's request renders the page and stores it; the stored copy's own
		// render is soon older than the minimum.
		await fetch(site.url('/contact'))
		await new Promise((resolve) => setTimeout(resolve, 8_500))
		const tag = javaScript ? 'script' : 'plain'

		const send = async (notes: string, waitMs: number) => {
			const context = await browser.newContext({ javaScriptEnabled: javaScript })
			const page = await context.newPage()
			const response = await page.goto(site.url('/contact'))
			expect(response?.headers()['x-cache']).toBe('HIT')
			if (javaScript) await waitForEnhancers(page)
			const form = contactForm(page)
			await form.getByLabel('E-mail').fill('quick@example.com')
			await form.getByLabel('Phone Number').fill('+44 20 7946 0958')
			await form.getByRole('radio', { name: 'Website Development' }).check()
			await form.getByLabel('Notes').fill(notes)
			await page.waitForTimeout(waitMs)
			await form.getByRole('button', { name: 'Connect' }).click()
			// Spam is answered like a success: the sender learns nothing.
			await expect(
				javaScript
					? form.getByRole('status')
					: page.getByText('Message sent successfully!'),
			).toHaveText('Message sent successfully!')
			await context.close()
		}

		await send(`${tag}: posted at once`, 0)
		await send(`${tag}: posted after a while`, 8_000)

		const rows = site.rows()
		expect(rows.find((row) => row.notes === `${tag}: posted at once`)).toMatchObject({
			is_spam: 1,
			spam_reason: 'too-fast',
		})
		expect(
			rows.find((row) => row.notes === `${tag}: posted after a while`),
		).toMatchObject({
			is_spam: 0,
			spam_reason: null,
		})
	})
}
