// The render cache (issue 8): public pages are rendered once per content version, served
// with an ETag (304 when unchanged) and a Cache-Control a CDN may use; an admin change is
// on the next request; a visitor's own page (a form's outcome) is never kept; pages that
// come from the cache still run their scripts (the kept nonce matches the CSP header).
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { expect, test, waitForEnhancers } from './admin-private-server.ts'
import { addTestimonial } from './content-helpers.ts'
import { test as shared } from './fixtures.ts'

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

shared(
	'a page comes from the cache the second time, with an ETag, and 304 when unchanged',
	async ({ request }) => {
		// A parameter the page does not read (left out of the key), and one it reads as its
		// default (page 1: the same page, so the same key). Another spec may have asked first.
		const path = `/products?page=1&tab=websites&probe=${Date.now()}`
		const identity = { 'Accept-Encoding': 'identity' }
		const first = await request.get(path, { headers: identity })
		expect(first.status()).toBe(200)
		expect(['miss', 'hit']).toContain(first.headers()['x-render-cache'])
		expect(first.headers()['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
		const etag = first.headers()['etag']
		expect(etag).toMatch(/^"[\w-]+"$/)

		const second = await request.get(path, { headers: identity })
		expect(second.headers()['x-render-cache']).toBe('hit')
		expect(await second.text()).toBe(await first.text())
		expect(second.headers()['etag']).toBe(etag)
		// The same nonce in the header and in the kept page's scripts.
		const nonce = /'nonce-([^']+)'/.exec(
			second.headers()['content-security-policy'] ?? '',
		)?.[1]
		expect(nonce).toBeTruthy()
		expect(await second.text()).toContain(`nonce="${nonce}"`)

		const notModified = await request.get(path, {
			headers: { 'If-None-Match': etag ?? '' },
		})
		expect(notModified.status()).toBe(304)
		expect(notModified.headers()['etag']).toContain(etag?.slice(1, -1))

		// Compressed once, when kept: brotli and gzip carry their own validators.
		const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'br' } })
		expect(brotli.headers()['content-encoding']).toBe('br')
		expect(brotli.headers()['etag']).toBe(`${etag?.slice(0, -1)}-br"`)
		expect(await brotli.text()).toBe(await first.text())
		// A browser holding the brotli copy asks with its validator: still the same page.
		const brotliEtag = brotli.headers()['etag'] ?? ''
		const revalidated = await request.get(path, {
			headers: { 'If-None-Match': brotliEtag },
		})
		expect(revalidated.status()).toBe(304)
	},
)

shared(
	'dashboard pages, JSON and a visitor with a form outcome are never kept',
	async ({ request }) => {
		const login = await request.get('/admin/login')
		expect(login.headers()['cache-control']).toBe('no-store')
		expect(login.headers()['x-render-cache']).toBeUndefined()

		// A missing project's 404 is the same for everyone: kept like any public page.
		const missing = await request.get('/portfolio/no-such-project')
		expect(missing.status()).toBe(404)
		expect(missing.headers()['cache-control']).toBe(PUBLIC_CACHE_CONTROL)

		// A flash cookie anyone can make up is no visitor's state: the kept page, not a
		// render of its own (each would cost a render).
		const forged = await request.get('/contact', {
			headers: { Cookie: 'aster_contact=x' },
		})
		expect(forged.status()).toBe(200)
		expect(['hit', 'miss', 'stale']).toContain(forged.headers()['x-render-cache'])
		expect(forged.headers()['cache-control']).toBe(PUBLIC_CACHE_CONTROL)

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
		expect(flash.headers()['x-render-cache']).toBe('bypass')
	},
)

shared(
	'a post to a page that takes none gets its 405 page from the cache, never a render each',
	async ({ request }) => {
		const post = () =>
			request.post('/services?tab=websites&utm_source=flood', {
				headers: { 'Accept-Encoding': 'identity' },
				form: { anything: 'at all' },
			})
		const first = await post()
		expect(first.status()).toBe(405)
		const second = await post()
		expect(second.status()).toBe(405)
		expect(second.headers()['x-render-cache']).toBe('hit')
		expect(second.headers()['allow']).toBe('GET, HEAD')
		// An answer to a post is no one's to keep, whichever cache.
		expect(second.headers()['cache-control']).toBe('no-store')
		const page = await second.text()
		expect(page).toBe(await first.text())
		expect(page).toContain('405 Method Not Allowed')
		expect(page).toContain('<title>Error 405 | Aster Software</title>')
		// Kept beside the page, not instead of it.
		const read = await request.get('/services?tab=websites')
		expect(read.status()).toBe(200)
		expect(await read.text()).not.toContain('405 Method Not Allowed')

		// Elsewhere, a POST no action takes is refused before its body is read.
		for (const path of ['/about.data', '/api/form-token', '/sitemap.xml']) {
			const refused = await request.post(path, { data: { anything: 'at all' } })
			expect(refused.status(), path).toBe(405)
			expect(refused.headers()['allow'], path).toBe('GET, HEAD')
		}
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

test('after an admin change, visitors get the page rendered ahead of them; the admin at once', async ({
	page,
	site,
}) => {
	const visitor = await playwrightRequest.newContext()
	const get = async (as: APIRequestContext, path: string) => {
		const response = await as.get(`${site.url}${path}`)
		expect(response.status()).toBe(200)
		return { cache: response.headers()['x-render-cache'], html: await response.text() }
	}
	// Visitors keep coming back to the home page and About.
	for (const path of ['/', '/about', '/', '/about']) await get(visitor, path)
	const before = await get(visitor, '/')
	expect(before.cache).toBe('hit')
	expect(before.html).not.toContain('Grace Hopper')

	await addTestimonial(page.request, site.url, {
		name: 'Grace Hopper',
		title: 'Rear Admiral, US Navy',
		quote: 'It is easier to ask forgiveness than it is to get permission.',
	})

	// No visitor asks for a while: the server notices the change and renders the pages
	// visitors asked for again, before they ask.
	await expect
		.poll(async () => {
			const home = await get(visitor, '/')
			return home.html.includes('Grace Hopper') ? home.cache : 'old'
		})
		.toBe('hit')
	// About was rendered ahead too; meanwhile a visitor gets the kept copy, never a render.
	await expect
		.poll(async () => {
			const about = await get(visitor, '/about')
			expect(['hit', 'stale']).toContain(about.cache)
			return about.cache
		})
		.toBe('hit')

	// The admin who saved sees a change at once, never a stale copy.
	await addTestimonial(page.request, site.url, {
		name: 'Katherine Johnson',
		title: 'Mathematician, NASA',
		quote: 'Like what you do, and then you will do your best.',
	})
	const admin = await get(page.request, '/')
	expect(admin.html).toContain('Katherine Johnson')
	expect(admin.cache).toBe('miss')

	// The visitor sees it too, with scripts running.
	await page.goto(`${site.url}/`)
	await waitForEnhancers(page)
	await expect(page.getByText('Grace Hopper').first()).toBeAttached()
	await visitor.dispose()
})
