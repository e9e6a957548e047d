// Search and share metadata (DESIGN.md Routes, issue 3): each public page's title,
// description, canonical URL, Open Graph and Twitter tags and JSON-LD; the sitemap and
// robots.txt; SITE_URL as the canonical origin.
import type { APIRequestContext } from '@playwright/test'

import {
	SEED_PROJECTS,
	SEED_SITE_SETTINGS as settings,
} from '#app/server/db/seed/content.ts'

import { expect, test } from './fixtures.ts'
import { startServer } from './server-process.ts'

const PAGES = [
	'/',
	'/about',
	'/portfolio',
	'/portfolio?tab=websites',
	'/products',
	'/products?tab=websites',
	'/services',
	'/services?tab=websites',
	'/services?tab=smart-systems',
	'/contact',
]
const visibleProjects = SEED_PROJECTS.filter((p) => p.visible)
const hiddenProjects = SEED_PROJECTS.filter((p) => !p.visible)
const product = visibleProjects.find((p) => p.collection === 'products')!
const work = visibleProjects.find((p) => p.collection === 'portfolio')!

function decode(text: string) {
	return text
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
}

/** The document's head, as the server sent it. */
async function head(request: APIRequestContext, url: string) {
	const response = await request.get(url)
	expect(response.status(), url).toBe(200)
	const html = await response.text()
	const meta = (attribute: 'name' | 'property', key: string) => {
		const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
			.map((match) => match[0])
			.find((t) => t.includes(`${attribute}="${key}"`))
		const content = tag && /content="([^"]*)"/.exec(tag)?.[1]
		return content === undefined ? undefined : decode(content)
	}
	const canonicals = [...html.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map(
		(match) => decode(/href="([^"]*)"/.exec(match[0])?.[1] ?? ''),
	)
	const nonce = /'nonce-([^']+)'/.exec(
		response.headers()['content-security-policy'] ?? '',
	)?.[1]
	const jsonLd = [
		...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g),
	].map((match) => ({
		attributes: match[1] ?? '',
		data: JSON.parse(match[2] ?? 'null') as Record<string, unknown>,
	}))
	const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!))
	return { html, meta, canonicals, nonce, jsonLd, titles }
}

test('every public page has its own title, description, canonical URL and share tags', async ({
	request,
	baseURL,
}) => {
	const seenTitles = new Map<string, string>()
	for (const path of PAGES) {
		const page = await head(request, path)
		expect(page.titles, path).toHaveLength(1)
		const title = page.titles[0]!
		expect(title, path).toContain(settings.companyName)
		expect(seenTitles.get(title), `${path} shares its title`).toBeUndefined()
		seenTitles.set(title, path)

		const description = page.meta('name', 'description') ?? ''
		expect(description.length, `${path} description`).toBeGreaterThan(50)
		// What search engines show before they cut it (issue 41).
		expect(description.length, `${path} description`).toBeLessThanOrEqual(160)
		// A share image on every page: the built-in one while Search and sharing has none.
		expect(page.meta('property', 'og:image'), path).toBe(`${baseURL}/share.png`)
		expect(page.meta('name', 'twitter:card'), path).toBe('summary_large_image')

		expect(page.canonicals, path).toEqual([`${baseURL}${path}`])
		expect(page.meta('property', 'og:url'), path).toBe(`${baseURL}${path}`)
		expect(page.meta('property', 'og:title'), path).toBe(title)
		expect(page.meta('property', 'og:description'), path).toBe(description)
		expect(page.meta('property', 'og:type'), path).toBe('website')
		expect(page.meta('property', 'og:site_name'), path).toBe(settings.companyName)
		expect(page.meta('name', 'twitter:card'), path).toMatch(/^summary/)
		expect(page.meta('name', 'twitter:title'), path).toBe(title)
		expect(page.meta('name', 'robots'), path).toBeUndefined()
	}
	expect(seenTitles.get(`${settings.companyName} | ${settings.tagline}`)).toBe('/')
})

test('every public page describes the organization in JSON-LD, a data block the CSP needs no nonce for', async ({
	request,
	baseURL,
}) => {
	for (const path of [...PAGES, `/products/${product.id}`, `/portfolio/${work.id}`]) {
		const page = await head(request, path)
		expect(page.nonce, path).toBeUndefined()
		const organization = page.jsonLd.find(
			(block) => block.data['@type'] === 'Organization',
		)
		expect(organization, path).toBeDefined()
		expect(organization!.data).toMatchObject({
			'@context': 'https://schema.org',
			name: settings.companyName,
			slogan: settings.tagline,
			url: `${baseURL}/`,
			foundingDate: String(settings.foundedYear),
			sameAs: Object.values(settings.social),
		})
		for (const block of page.jsonLd) expect(block.attributes).not.toContain('nonce')
	}
})

test('project pages share their image and describe the work in JSON-LD', async ({
	request,
	baseURL,
}) => {
	const productPage = await head(request, `/products/${product.id}`)
	expect(productPage.canonicals).toEqual([`${baseURL}/products/${product.id}`])
	expect(productPage.meta('property', 'og:image')).toMatch(
		new RegExp(`^${baseURL}/media/`),
	)
	expect(productPage.meta('name', 'twitter:card')).toBe('summary_large_image')
	for (const page of [productPage, await head(request, `/portfolio/${work.id}`)])
		expect(
			(page.meta('name', 'description') ?? '').length,
			'a project page describes itself in 160 characters at most',
		).toBeLessThanOrEqual(160)
	const productLd = productPage.jsonLd.find((block) =>
		([] as unknown[]).concat(block.data['@type']).includes('Product'),
	)
	expect(productLd?.data).toMatchObject({
		name: product.name,
		url: `${baseURL}/products/${product.id}`,
	})

	const workPage = await head(request, `/portfolio/${work.id}`)
	const workLd = workPage.jsonLd.find((block) => block.data['@type'] === 'CreativeWork')
	expect(workLd?.data).toMatchObject({
		name: work.name,
		url: `${baseURL}/portfolio/${work.id}`,
	})
})

test('the sitemap lists every public page and every visible project, nothing hidden', async ({
	request,
	baseURL,
}) => {
	const response = await request.get('/sitemap.xml')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('application/xml')
	const xml = await response.text()
	expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
	expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
	const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!))
	for (const path of PAGES) expect(locs).toContain(`${baseURL}${path}`)
	for (const project of visibleProjects) {
		expect(locs).toContain(`${baseURL}/${project.collection}/${project.id}`)
	}
	for (const project of hiddenProjects) {
		expect(locs.some((loc) => loc.endsWith(`/${project.id}`))).toBe(false)
	}
	expect(locs.some((loc) => loc.includes('/admin'))).toBe(false)
	expect(new Set(locs).size).toBe(locs.length)
	// Every address in it answers.
	for (const loc of locs) {
		const page = await request.get(loc.replace(baseURL!, ''))
		expect(page.status(), loc).toBe(200)
	}
})

test('robots.txt points to the sitemap and keeps crawlers out of the admin', async ({
	request,
	baseURL,
}) => {
	const response = await request.get('/robots.txt')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('text/plain')
	const lines = (await response.text()).split('\n')
	expect(lines).toContain('User-agent: *')
	expect(lines).toContain('Disallow: /admin')
	expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('SITE_URL, when set, is the origin of canonical URLs, the sitemap and robots.txt', async () => {
	const server = await startServer({ env: { SITE_URL: 'https://www.aster.example' } })
	try {
		const html = await (await fetch(`${server.url}/about`)).text()
		expect(html).toContain(
			'<link rel="canonical" href="https://www.aster.example/about"/>',
		)
		expect(html).toContain('"url":"https://www.aster.example/"')
		const robots = await (await fetch(`${server.url}/robots.txt`)).text()
		expect(robots).toContain('Sitemap: https://www.aster.example/sitemap.xml')
		const xml = await (await fetch(`${server.url}/sitemap.xml`)).text()
		expect(xml).toContain(
			'<loc>https://www.aster.example/services?tab=smart-systems</loc>',
		)
		expect(xml).not.toContain(server.url)
	} finally {
		await server.cleanup()
	}
})
