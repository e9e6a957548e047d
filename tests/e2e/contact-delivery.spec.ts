// The contact guards and the outbox, seen from outside on servers of their own: the
// rate limit's message, spam answered like a success and never mailed, and a message
// left pending by a server that stopped, mailed by the next one.
import {
	contactForm,
	expect,
	footerForm,
	readRows,
	startContactSite,
	stopContactSite,
	test,
} from './contact-helpers.ts'
import { waitForEnhancers } from './fixtures.ts'
import { startServer } from './server-process.ts'

// Chromium reports the 429 answers on the console.
test.use({ allowedConsoleErrors: [/^Failed to load resource: /] })
test.describe.configure({ mode: 'serial', timeout: 180_000 })

type Site = Awaited<ReturnType<typeof startContactSite>>

/** A footer message in the JSON of spec §7, said to come from `forwardedFor`. */
function postFrom(site: Site, forwardedFor: string) {
	return fetch(site.url('/api/contact'), {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
		body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hi' }),
	}).then((response) => response.status)
}
// Server behaviour, not layout: one viewport is enough.

test('a client over the rate limit sees the server’s message, with and without JavaScript', async ({
	browser,
}) => {
	// One post per 10 minutes.
	const site = await startContactSite({
		CONTACT_RATE_LIMIT: '1',
		CONTACT_MIN_FILL_SECONDS: '0',
	})
	try {
		const page = await browser.newPage()
		await page.goto(site.url('/contact'))
		await waitForEnhancers(page)
		const form = contactForm(page)
		const fill = async () => {
			await form.getByLabel('E-mail').fill('grace@example.com')
			await form.getByLabel('Phone Number').fill('020 7946 0958')
			await form.getByRole('radio', { name: 'Smart Systems' }).check()
			await form.getByLabel('Notes').fill('Rate limit')
		}
		await fill()
		await form.getByRole('button', { name: 'Connect' }).click()
		await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
		await fill()
		const answer = page.waitForResponse('**/api/contact-page')
		await form.getByRole('button', { name: 'Connect' }).click()
		const refused = await answer
		expect(refused.status()).toBe(429)
		expect(Number(await refused.headerValue('retry-after'))).toBeGreaterThan(590)
		await expect(form.getByRole('alert')).toHaveText(
			'Too many messages from your address. Please try again in 10 minutes.',
		)
		await page.close()

		const noScript = await browser.newContext({ javaScriptEnabled: false })
		const plain = await noScript.newPage()
		await plain.goto(site.url('/about'))
		const footer = footerForm(plain)
		await footer.getByLabel('Name').fill('Ada')
		await footer.getByLabel('Email').fill('ada@example.com')
		await footer.getByLabel('Message').fill('Over the limit')
		await footer.getByRole('button', { name: 'Send Message' }).click()
		await expect(plain).toHaveURL(site.url('/about#footer-contact'))
		await expect(footerForm(plain).getByRole('alert')).toHaveText(
			/^Too many messages from your address\. Please try again in \d+ minutes?\.$/,
		)
		await expect(footerForm(plain).getByLabel('Message')).toHaveValue('Over the limit')
		await noScript.close()

		expect(site.rows()).toHaveLength(1)

		// Without TRUST_PROXY a forwarded address is ignored: still the same client.
		expect(await postFrom(site, '198.51.100.9')).toBe(429)
	} finally {
		await stopContactSite(site)
	}
})

test('X-Forwarded-For names the client only behind a trusted proxy (TRUST_PROXY)', async () => {
	const site = await startContactSite({
		CONTACT_RATE_LIMIT: '1',
		TRUST_PROXY: 'loopback',
	})
	try {
		expect(await postFrom(site, '198.51.100.1')).toBe(200)
		expect(await postFrom(site, '198.51.100.2')).toBe(200)
		expect(await postFrom(site, '198.51.100.1')).toBe(429)
	} finally {
		await stopContactSite(site)
	}
})

test('a form sent too soon after rendering, or with the honeypot filled, is answered like a success, stored as spam and never mailed', async ({
	page,
}) => {
	// Every form counts as sent too soon here (the 3 s threshold itself is tested with a
	// clock in submit.server.test.ts): this is about what the visitor and the mail see.
	const site = await startContactSite({ CONTACT_MIN_FILL_SECONDS: '3600' })
	try {
		await page.goto(site.url('/'))
		await waitForEnhancers(page)
		const form = footerForm(page)
		await form.getByLabel('Name').fill('Speedy Bot')
		await form.getByLabel('Email').fill('bot@example.com')
		await form.getByLabel('Message').fill('Buy now')
		let answered = page.waitForResponse('**/api/contact')
		await form.getByRole('button', { name: 'Send Message' }).click()
		expect((await answered).status()).toBe(200)
		await expect(form.getByRole('status')).toHaveText('Message sent successfully!')

		// A bot that fills in every field it finds, the hidden one too.
		await form.getByLabel('Name').fill('Thorough Bot')
		await form.getByLabel('Email').fill('bot@example.com')
		await form.getByLabel('Message').fill('Buy now')
		await page
			.locator('input[name="website"]')
			.fill('http://spam.example', { force: true })
		answered = page.waitForResponse('**/api/contact')
		await form.getByRole('button', { name: 'Send Message' }).click()
		expect((await answered).status()).toBe(200)
		await expect(form.getByRole('status')).toHaveText('Message sent successfully!')

		// The JSON body of spec §7, without the extra fields, is a real message: mailed.
		const response = await fetch(site.url('/api/contact'), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				name: 'Ada',
				email: 'ada@example.com',
				message: 'A real one',
			}),
		})
		expect(response.status).toBe(200)
		await site.smtp.waitForMail(0, 15_000)

		expect(site.rows().map((row) => [row.name, row.is_spam, row.spam_reason])).toEqual([
			['Speedy Bot', 1, 'too-fast'],
			['Thorough Bot', 1, 'honeypot'],
			['Ada', 0, null],
		])
		await page.waitForTimeout(1_000)
		expect(site.smtp.received.map((mail) => mail.subject)).toEqual([
			'New message from Ada',
		])
	} finally {
		await stopContactSite(site)
	}
})

test('a message left pending when the site stops is mailed after a restart', async () => {
	// Mail is down for the first run: the message is stored and its first attempt fails.
	const site = await startContactSite({
		CONTACT_MIN_FILL_SECONDS: '0',
		CONTACT_RETRY_BASE_SECONDS: '0.5',
	})
	try {
		await site.smtp.stop()
		const response = await fetch(site.url('/api/contact'), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				name: 'Ada',
				email: 'ada@example.com',
				message: 'Still there?',
			}),
		})
		expect(await response.json()).toEqual({
			ok: true,
			message: 'Message sent successfully!',
		})
		await expect
			.poll(() => readRows(site.server.dataDir)[0]?.status, { timeout: 15_000 })
			.toBe('pending')
		const stopped = await site.server.stop('SIGTERM')
		expect(stopped).toBe(0)
		expect(readRows(site.server.dataDir)).toMatchObject([
			{ status: 'pending', is_spam: 0 },
		])

		// Mail is back; a new process on the same data mails what the old one left.
		await site.smtp.start()
		const started = Date.now()
		const restarted = await startServer({
			dataDir: site.server.dataDir,
			env: {
				SMTP_URL: site.smtp.url,
				CONTACT_TO: 'team@aster.test',
				CONTACT_RETRY_BASE_SECONDS: '0.5',
				LOG_LEVEL: 'warn',
			},
		})
		try {
			const mail = await site.smtp.waitForMail(0, 30_000)
			expect(mail.subject).toBe('New message from Ada')
			expect(mail.text).toContain('Message: Still there?')
			await expect
				.poll(() => readRows(restarted.dataDir)[0]?.status, { timeout: 10_000 })
				.toBe('sent')
			console.info(
				`restart: mailed ${Date.now() - started} ms after the new process was started`,
			)
		} finally {
			await restarted.stop('SIGKILL')
		}
	} finally {
		await stopContactSite(site)
	}
})
