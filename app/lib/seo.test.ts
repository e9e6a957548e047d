import { describe, expect, it } from 'vitest'

import {
	absoluteUrl,
	clampDescription,
	DESCRIPTION_MAX,
	organizationJsonLd,
	pageTitle,
	projectJsonLd,
	seoMeta,
	serializeJsonLd,
	siteFromMatches,
	twitterHandle,
	type SeoSite,
} from './seo.ts'
import type { SiteSettings } from './types.ts'

const settings: SiteSettings = {
	companyName: 'Aster Software',
	logoLight: null,
	logoDark: null,
	tagline: 'Innovate, Integrate, Inspire: Your Software Solutions Partner',
	foundedYear: 2023,
	contactEmail: 'hello@aster.example',
	contactPhone: '',
	address: '',
	replyPromise: '3 working days',
	blurb: 'A small studio.',
	social: {
		instagram: 'https://www.instagram.com/asterSoftware',
		facebook: 'https://www.facebook.com/asterSoftware',
		twitter: 'https://x.com/asterSoftware',
		linkedin: 'https://www.linkedin.com/company/asterSoftware',
	},
}
const site: SeoSite = { siteUrl: 'https://aster.example', settings }

function content(tags: ReturnType<typeof seoMeta>, key: string) {
	const tag = tags.find(
		(t) =>
			(t as Record<string, unknown>).name === key ||
			(t as Record<string, unknown>).property === key,
	) as { content?: string } | undefined
	return tag?.content
}

describe('seoMeta', () => {
	it('gives each page its title, description, canonical URL and share tags', () => {
		const tags = seoMeta(site, {
			title: 'About Us',
			description: 'Who we are.',
			path: '/about',
		})
		expect(tags).toContainEqual({ title: 'About Us | Aster Software' })
		expect(content(tags, 'description')).toBe('Who we are.')
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: 'https://aster.example/about',
		})
		expect(content(tags, 'og:url')).toBe('https://aster.example/about')
		expect(content(tags, 'og:title')).toBe('About Us | Aster Software')
		expect(content(tags, 'og:type')).toBe('website')
		expect(content(tags, 'og:site_name')).toBe('Aster Software')
		expect(content(tags, 'twitter:card')).toBe('summary_large_image')
		expect(content(tags, 'twitter:site')).toBe('@asterSoftware')
		// No picture of its own and none in Search and sharing: the built-in one (issue 41).
		expect(content(tags, 'og:image')).toBe('https://aster.example/share.png')
		expect(content(tags, 'og:image:width')).toBe('1200')
		expect(content(tags, 'og:image:height')).toBe('630')
		expect(content(tags, 'twitter:image')).toBe('https://aster.example/share.png')
		expect(content(tags, 'robots')).toBeUndefined()
	})

	it('cuts a description longer than 160 characters at a word, with an ellipsis', () => {
		const long =
			'Bloom reminds you to water, feed and repot each plant, learns from the photos you take, and tells you what went wrong when a leaf turns yellow: a gardener in your pocket.'
		expect(long.length).toBeGreaterThan(DESCRIPTION_MAX)
		const described = content(
			seoMeta(site, { title: 'Bloom', description: long, path: '/p' }),
			'description',
		)!
		expect(described.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
		expect(described).toBe(
			'Bloom reminds you to water, feed and repot each plant, learns from the photos you take, and tells you what went wrong when a leaf turns yellow: a gardener in…',
		)
		expect(clampDescription('Short and sweet.')).toBe('Short and sweet.')
		expect(clampDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`)
	})

	it('titles the home page with the company name and tagline', () => {
		expect(pageTitle({ settings })).toBe(
			'Aster Software | Innovate, Integrate, Inspire: Your Software Solutions Partner',
		)
	})

	it('titles, describes and pictures a page by Search and sharing', () => {
		const seo = {
			titlePattern: '{page} — {company} ({page})',
			description: 'The default description.',
			shareImage: {
				url: '/media/banners/s/original.png',
				name: 'share.png',
				width: 1200,
				height: 630,
			},
		}
		expect(pageTitle({ settings, seo }, 'Pay $& now')).toBe(
			'Pay $& now — Aster Software (Pay $& now)',
		)
		const tags = seoMeta({ ...site, seo }, { title: 'About Us', path: '/about' })
		expect(tags).toContainEqual({ title: 'About Us — Aster Software (About Us)' })
		expect(content(tags, 'description')).toBe('The default description.')
		expect(content(tags, 'og:description')).toBe('The default description.')
		expect(content(tags, 'og:image')).toBe(
			'https://aster.example/media/banners/s/original.png',
		)
		expect(content(tags, 'og:image:width')).toBe('1200')
		expect(content(tags, 'twitter:card')).toBe('summary_large_image')
		// A page's own description and picture come first.
		const own = seoMeta(
			{ ...site, seo },
			{ title: 'Bloom', description: 'Its own.', path: '/p', image: '/media/x.png' },
		)
		expect(content(own, 'description')).toBe('Its own.')
		expect(content(own, 'og:image')).toBe('https://aster.example/media/x.png')
	})

	it('keeps a draft’s preview out of search results, whatever the page', () => {
		const root = { id: 'root', loaderData: { settings, siteUrl: 'https://example.org' } }
		const page = { title: 'About Us', description: 'Who.', path: '/about' }
		expect(content(seoMeta({ matches: [root] }, page), 'robots')).toBeUndefined()
		const matches = [root, { id: 'routes/site/preview', loaderData: {} }]
		expect(content(seoMeta({ matches }, page), 'robots')).toBe('noindex')
	})

	it('makes share images absolute and describes them', () => {
		const tags = seoMeta(site, {
			title: 'Bloom',
			description: 'A plant app.',
			path: '/products/p1',
			type: 'article',
			image: {
				url: '/media/bloom.webp',
				name: 'Bloom',
				width: 1200,
				height: 630,
				alt: 'Bloom app',
			},
		})
		expect(content(tags, 'og:image')).toBe('https://aster.example/media/bloom.webp')
		expect(content(tags, 'og:image:width')).toBe('1200')
		expect(content(tags, 'og:image:height')).toBe('630')
		expect(content(tags, 'og:image:alt')).toBe('Bloom app')
		expect(content(tags, 'twitter:image')).toBe('https://aster.example/media/bloom.webp')
		expect(content(tags, 'twitter:card')).toBe('summary_large_image')
		expect(content(tags, 'og:type')).toBe('article')
		// Without alt text: no description rather than the file's name.
		const unnamed = seoMeta(site, {
			title: 'Bloom',
			description: 'A plant app.',
			path: '/products/p1',
			image: { url: '/media/bloom.webp', name: 'IMG_2041.jpg' },
		})
		expect(content(unnamed, 'og:image')).toBe('https://aster.example/media/bloom.webp')
		expect(content(unnamed, 'og:image:alt')).toBeUndefined()
		// The built-in image (a page and a site without their own) is the company's mark.
		const plain = seoMeta(site, { title: 'About', description: 'Who.', path: '/about' })
		expect(content(plain, 'og:image')).toBe('https://aster.example/share.png')
		expect(content(plain, 'og:image:alt')).not.toBe('share.png')
	})

	it('reads the site from the root loader data in the meta arguments', () => {
		const matches = [
			{ id: 'root', loaderData: { settings, siteUrl: 'https://example.org/' } },
			{ id: 'routes/site/about', loaderData: undefined },
		]
		expect(siteFromMatches(matches)).toEqual({ siteUrl: 'https://example.org', settings })
		// With the Site forms (public pages): Search and sharing comes along.
		const seo = { titlePattern: '{page} · {company}', description: 'D', shareImage: null }
		expect(
			siteFromMatches([
				{
					id: 'root',
					loaderData: { settings, siteUrl: 'https://example.org/', site: { seo } },
				},
			]),
		).toEqual({ siteUrl: 'https://example.org', settings, seo })
		const tags = seoMeta(
			{ matches },
			{ title: 'Services', description: 'd', path: '/services?tab=websites' },
		)
		expect(content(tags, 'og:url')).toBe('https://example.org/services?tab=websites')
	})

	it('still gives a title and description without the root data', () => {
		expect(seoMeta({ matches: [] }, { title: 'X', description: 'd', path: '/' })).toEqual(
			[{ title: 'X' }, { name: 'description', content: 'd' }],
		)
	})

	it('marks pages that should stay out of search results', () => {
		const tags = seoMeta(site, {
			title: 'Not found',
			description: 'd',
			path: '/404',
			noindex: true,
		})
		expect(content(tags, 'robots')).toBe('noindex')
	})
})

describe('URLs and handles', () => {
	it('makes paths absolute and keeps absolute URLs', () => {
		expect(absoluteUrl('https://a.example/', '/x')).toBe('https://a.example/x')
		expect(absoluteUrl('https://a.example', 'x')).toBe('https://a.example/x')
		expect(absoluteUrl('https://a.example', 'https://cdn.example/i.png')).toBe(
			'https://cdn.example/i.png',
		)
	})

	it('finds the handle of an x.com or twitter.com profile only', () => {
		expect(twitterHandle('https://twitter.com/aster_soft')).toBe('@aster_soft')
		expect(twitterHandle('https://www.x.com/aster/')).toBe('@aster')
		expect(twitterHandle('https://example.com/aster')).toBeNull()
	})
})

describe('JSON-LD', () => {
	it('describes the organization from the settings', () => {
		const ld = organizationJsonLd(site)
		expect(ld).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Organization',
			name: 'Aster Software',
			url: 'https://aster.example/',
			foundingDate: '2023',
			email: 'hello@aster.example',
		})
		expect(ld.sameAs).toHaveLength(4)
		expect(ld).not.toHaveProperty('telephone')
	})

	const project = {
		name: 'Bloom',
		description: 'Plant care.',
		type: 'mobile' as const,
		category: 'Lifestyle',
		platforms: ['iOS', 'Android'],
		image: { url: '/media/bloom.webp', name: 'Bloom' },
	}

	it('describes a product entry as a Product', () => {
		const ld = projectJsonLd(site, { ...project, collection: 'products' }, '/products/p1')
		expect(ld['@type']).toEqual(['Product', 'SoftwareApplication'])
		expect(ld).toMatchObject({
			name: 'Bloom',
			url: 'https://aster.example/products/p1',
			image: 'https://aster.example/media/bloom.webp',
			operatingSystem: 'iOS, Android',
			applicationCategory: 'MobileApplication',
		})
	})

	it('describes portfolio work as a CreativeWork by the organization', () => {
		const ld = projectJsonLd(
			site,
			{ ...project, collection: 'portfolio' },
			'/portfolio/p1',
		)
		expect(ld).toMatchObject({
			'@type': 'CreativeWork',
			creator: { '@id': 'https://aster.example/#organization' },
		})
	})

	it('serializes so that no data can close the script element', () => {
		const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' })
		expect(text).not.toMatch(/[<>&\u2028]/)
		expect(JSON.parse(text)).toEqual({
			name: '</script><script>alert(1)</script> & \u2028',
		})
	})
})
