import { describe, expect, test, vi } from 'vitest'

import { contactWords } from '#app/i18n/contact-words.ts'
import { wordsFor } from '#app/i18n/words.ts'

import { contactPayload, sendContactForm as send } from './contact-client.ts'
import { PHONE_PATTERN, resultMessage } from './contact.ts'

// Spec §8, and the words the server writes into an English page's footer form.
const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!'
const CONTACT_FAILURE_MESSAGE = 'Failed to send message'
const CONTACT_NETWORK_FAILURE_MESSAGE = 'Failed to send message. Please try again.'
const words = contactWords(wordsFor('en'), 'footer')
const sendContactForm = (
	...[form, data, options]: [
		Parameters<typeof send>[0],
		Parameters<typeof send>[1],
		Parameters<typeof send>[3]?,
	]
) => send(form, data, words, options)

function footerForm(fields: Record<string, string> = {}) {
	const data = new FormData()
	const all = {
		name: 'Ada',
		email: 'ada@example.com',
		message: 'Hello',
		website: '',
		renderedAt: '1.abc',
		returnTo: '/about',
		...fields,
	}
	for (const [key, value] of Object.entries(all)) data.set(key, value)
	return data
}

const reply = (status: number, body: unknown) =>
	vi.fn<typeof fetch>(async () =>
		typeof body === 'string'
			? new Response(body, { status })
			: Response.json(body, { status }),
	)

describe('sendContactForm', () => {
	test('posts the JSON body of spec §7 with the spam fields, not the return path', async () => {
		const fetch = reply(200, { ok: true, message: 'Message sent successfully!' })
		const result = await sendContactForm('footer', footerForm(), { fetch })
		expect(result).toEqual({ ok: true, message: CONTACT_SUCCESS_MESSAGE })
		const [url, init] = fetch.mock.calls[0] ?? []
		expect(url).toBe('/api/contact')
		expect(init?.method).toBe('POST')
		expect(JSON.parse(String(init?.body))).toEqual({
			name: 'Ada',
			email: 'ada@example.com',
			message: 'Hello',
			website: '',
			renderedAt: '1.abc',
		})
	})

	test('the server’s message on an error', async () => {
		const fetch = reply(429, { ok: false, message: 'Too many messages.' })
		expect(await sendContactForm('footer', footerForm(), { fetch })).toEqual({
			ok: false,
			message: 'Too many messages.',
		})
	})

	test("'Failed to send message' when the error has no message", async () => {
		for (const fetch of [
			reply(500, { ok: false }),
			reply(502, '<html>Bad gateway</html>'),
		]) {
			expect(await sendContactForm('footer', footerForm(), { fetch })).toEqual({
				ok: false,
				message: CONTACT_FAILURE_MESSAGE,
			})
		}
	})

	test("'Failed to send message. Please try again.' when the network fails", async () => {
		const fetch = vi.fn<typeof globalThis.fetch>(async () => {
			throw new TypeError('Failed to fetch')
		})
		expect(
			await sendContactForm('contact-page', new FormData(), { fetch }),
		).toMatchObject({
			ok: false,
		})
		const valid = new FormData()
		for (const [key, value] of Object.entries({
			email: 'grace@example.com',
			phone: '+1 555 0100 22',
			request: 'Smart Systems',
			notes: 'Gates',
		}))
			valid.set(key, value)
		expect(await sendContactForm('contact-page', valid, { fetch })).toEqual({
			ok: false,
			message: CONTACT_NETWORK_FAILURE_MESSAGE,
		})
	})

	test('the shared schema answers in the browser without a request', async () => {
		const fetch = reply(200, { ok: true })
		const result = await sendContactForm('footer', footerForm({ email: 'ada@' }), {
			fetch,
		})
		expect(result).toMatchObject({
			ok: false,
			message: 'Email must be a valid email address',
			fieldErrors: { email: 'Email must be a valid email address' },
		})
		expect(fetch).not.toHaveBeenCalled()
	})
})

test('contactPayload keeps only the form’s fields', () => {
	expect(Object.keys(contactPayload('footer', footerForm()))).toEqual([
		'name',
		'email',
		'message',
		'website',
		'renderedAt',
	])
})

test('resultMessage: success text, the server’s message, or the fallback', () => {
	expect(resultMessage({ ok: true, message: 'whatever' }, true, words).message).toBe(
		CONTACT_SUCCESS_MESSAGE,
	)
	expect(resultMessage({ ok: false, message: '  ' }, false, words).message).toBe(
		CONTACT_FAILURE_MESSAGE,
	)
	expect(resultMessage(null, false, words).message).toBe(CONTACT_FAILURE_MESSAGE)
})

test('the phone pattern matches what the schema accepts', () => {
	const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v')
	for (const ok of ['+44 (20) 7946-0958', '123456', '1'.repeat(20)])
		expect(pattern.test(ok)).toBe(true)
	for (const bad of ['12345', '1'.repeat(21), '0800 CALL', ''])
		expect(pattern.test(bad)).toBe(false)
})
