// The shared cache in front of the router (decision 040): public pages are rendered once
// and served from memory with the Cache-Control their route gives (which a CDN may follow
// too), a weak ETag (304 when unchanged) and their brotli and gzip copies; each copy carries
// the contact forms' signed time of its own; an admin change drops every stored page (the
// next visitor gets the new one); the admin sees the change at once; a visitor's
// own page (a form's outcome) is never stored; pages from the cache still run their scripts.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { PUBLIC_PAGE_CACHE } from '#app/lib/http-headers.ts'

import { expect, test, waitForEnhancers } from './admin-private-server.ts'
import { addTestimonial } from './content-helpers.ts'
import { test as shared } from './fixtures.ts'

/** The forms' signed time in a page (spam.server.ts), from its stamp. */
const stampOf = (html: string) => /data-form-stamp="([^"]+)"/.exec(html)?.[1]

shared(
	'a page comes from the cache the second time, with its own form stamp, an ETag, and 304 when unchanged',
	async ({ request }) => {
		// A parameter the page does not read (left out of the key), and one it reads as its
		// default (page 1: the same page, so the same key). Another spec may have asked first.
		const path = `/products?page=1&tab=websites&probe=${Date.now()}`
		const identity = { 'Accept-Encoding': 'identity' }
		// A copy another spec stored may have gone stale (a change, or its minute is up): it
		// is served while one render refreshes it, so ask until the fresh copy answers.
		let first = await request.get(path, { headers: identity })
		for (let tries = 0; first.headers()['x-cache'] === 'STALE' && tries < 50; tries++) {
			await new Promise((resolve) => setTimeout(resolve, 100))
			first = await request.get(path, { headers: identity })
		}
		expect(first.status()).toBe(200)
		expect(['MISS', 'HIT']).toContain(first.headers()['x-cache'])
		expect(first.headers()['cache-control']).toBe(PUBLIC_PAGE_CACHE)
		const etag = first.headers()['etag']
		expect(etag).toMatch(/^W\/"[\w-]+"$/)

		const second = await request.get(path, { headers: identity })
		expect(second.headers()['x-cache']).toBe('HIT')
		expect(second.headers()['etag']).toBe(etag)
		const [one, two] = [await first.text(), await second.text()]
		// The same page, each copy stamped with the time it was sent.
		expect(stampOf(one)).toBeTruthy()
		expect(stampOf(two)).not.toBe(stampOf(one))
		expect(two.replaceAll(stampOf(two)!, '')).toBe(one.replaceAll(stampOf(one)!, ''))
		// A stored public page carries no nonce: its scripts are allowed by their hashes.
		const policy = second.headers()['content-security-policy'] ?? ''
		expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
		expect(policy).not.toContain('nonce')
		expect(two).not.toContain('nonce=')

		const notModified = await request.get(path, {
			headers: { 'If-None-Match': etag ?? '' },
		})
		expect(notModified.status()).toBe(304)

		// Compressed once, when stored: the brotli and gzip copies decode to the page.
		for (const encoding of ['br', 'gzip']) {
			const compressed = await request.get(path, {
				headers: { 'Accept-Encoding': encoding },
			})
			expect(compressed.headers()['content-encoding']).toBe(encoding)
			const text = await compressed.text()
			expect(text.replaceAll(stampOf(text)!, '')).toBe(one.replaceAll(stampOf(one)!, ''))
		}
	},
)

shared(
	'dashboard pages, JSON and a visitor with a form outcome are never stored',
	async ({ request }) => {
		const login = await request.get('/admin/login')
		expect(login.headers()['cache-control']).toBe('private, no-store')
		expect(login.headers()['x-cache']).toBeUndefined()

		// A missing project's 404 is the same for everyone: stored like any public page.
		const missing = await request.get('/portfolio/no-such-project')
		expect(missing.status()).toBe(404)
		expect(missing.headers()['cache-control']).toBe(PUBLIC_PAGE_CACHE)

		// A flash cookie anyone can make up is no visitor's state: the stored page, not a
		// render of its own (each would cost a render).
		const forged = await request.get('/contact', {
			headers: { Cookie: 'aster_contact=x' },
		})
		expect(forged.status()).toBe(200)
		expect(['HIT', 'MISS', 'STALE']).toContain(forged.headers()['x-cache'])
		expect(forged.headers()['cache-control']).toBe(PUBLIC_PAGE_CACHE)

		// The one a form post without JavaScript leaves (signed) is.
		const posted = await request.post('/api/contact', {
			form: {
				name: 'Flash Visitor',
				email: 'flash.visitor@example.com',
				message: 'A message sent without JavaScript, to see its outcome.',
				returnTo: '/contact',
			},
			maxRedirects: 0,
		})
		expect(posted.status()).toBe(303)
		const signed = posted
			.headersArray()
			.find(
				(header) =>
					header.name.toLowerCase() === 'set-cookie' &&
					header.value.startsWith('aster_contact='),
			)
			?.value.split(';')[0]
		expect(signed).toBeTruthy()
		const flash = await request.get('/contact', { headers: { Cookie: signed! } })
		expect(flash.status()).toBe(200)
		expect(flash.headers()['cache-control']).toBe('private, no-store')
		// Rendered for this visitor alone, past the cache.
		expect(flash.headers()['x-cache']).toBe('BYPASS')
	},
)

shared(
	'a post to a page that takes none is the router’s own 405, never stored',
	async ({ request }) => {
		const post = await request.post('/services?tab=websites', {
			form: { anything: 'at all' },
		})
		expect(post.status()).toBe(405)
		expect(post.headers()['cache-control']).not.toContain('public')
		expect(await post.text()).toContain('405')
		const read = await request.get('/services?tab=websites')
		expect(read.status()).toBe(200)
		expect(await read.text()).not.toContain('405 Method Not Allowed')
	},
)

shared(
	'a page served from the cache runs its scripts under its CSP',
	async ({ page }) => {
		await page.request.get('/about')
		await page.goto('/about')
		// Scripts ran: the enhancers marked the page (a blocked script would log a CSP error,
		// which fails the test through the fixtures), and its links lead on.
		await waitForEnhancers(page)
		await page
			.getByRole('navigation', { name: /main/i })
			.getByRole('link', { name: 'Services' })
			.click()
		await expect(page).toHaveURL(/\/services/)
	},
)

test('after an admin change, the next visitor gets the new page, the admin at once', async ({
	page,
	site,
}) => {
	const visitor = await playwrightRequest.newContext()
	const get = async (as: APIRequestContext, path: string) => {
		const response = await as.get(`${site.url}${path}`)
		expect(response.status()).toBe(200)
		return { cache: response.headers()['x-cache'], html: await response.text() }
	}
	// Visitors keep coming back to the home page and About.
	for (const path of ['/', '/about', '/', '/about']) await get(visitor, path)
	const before = await get(visitor, '/')
	expect(before.cache).toBe('HIT')
	expect(before.html).not.toContain('Grace Hopper')

	await addTestimonial(page.request, site.url, {
		name: 'Grace Hopper',
		title: 'Rear Admiral, US Navy',
		quote: 'It is easier to ask forgiveness than it is to get permission.',
	})

	// Every stored page is dropped: once the server has read the new content version (a
	// quarter of a second at most), the next visitor gets the new page, rendered for them,
	// and the one after from the store.
	await new Promise((resolve) => setTimeout(resolve, 300))
	const next = await get(visitor, '/')
	expect([next.cache, next.html.includes('Grace Hopper')]).toEqual(['MISS', true])
	expect((await get(visitor, '/')).cache).toBe('HIT')
	expect((await get(visitor, '/about')).cache).toBe('MISS')
	expect((await get(visitor, '/about')).cache).toBe('HIT')

	// The admin who saved sees a change at once, never a stale copy.
	await addTestimonial(page.request, site.url, {
		name: 'Katherine Johnson',
		title: 'Mathematician, NASA',
		quote: 'Like what you do, and then you will do your best.',
	})
	const admin = await get(page.request, '/')
	expect(admin.html).toContain('Katherine Johnson')
	expect(admin.cache).toBe('BYPASS')

	// The visitor sees it too, with scripts running.
	await page.goto(`${site.url}/`)
	await waitForEnhancers(page)
	await expect(page.getByText('Grace Hopper').first()).toBeAttached()
	await visitor.dispose()
})
