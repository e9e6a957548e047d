import { describe, expect, test } from 'vitest'

import { localizedHref, localizedPath, splitLanguagePath } from './languages.ts'

describe('localizedHref', () => {
	test("a public page's path goes under the page's language prefix, query and fragment kept", () => {
		expect(localizedHref('/', 'de', 'en')).toBe('/de')
		expect(localizedHref('/about', 'de', 'en')).toBe('/de/about')
		expect(localizedHref('/portfolio/shop?page=2#top', 'ar', 'en')).toBe(
			'/ar/portfolio/shop?page=2#top',
		)
		expect(localizedHref('/services?tab=websites', 'de', 'en')).toBe(
			'/de/services?tab=websites',
		)
	})

	test('the default language keeps its addresses', () => {
		expect(localizedHref('/about', 'en', 'en')).toBe('/about')
		expect(localizedHref('/about', 'de', 'de')).toBe('/about')
	})

	test('anything that is no public page stays as it is', () => {
		for (const href of [
			'/admin/login',
			'/media/a.webp',
			'/preview/admin/about',
			'/sitemap.xml',
			'/de/about',
			'#main',
			'https://example.com/about',
			'//example.com/about',
			'mailto:hi@example.com',
		])
			expect(localizedHref(href, 'de', 'en')).toBe(href)
	})
})

test('splitLanguagePath and localizedPath are inverse', () => {
	for (const path of ['/', '/about', '/portfolio/x'])
		expect(splitLanguagePath(localizedPath(path, 'de', 'en'))).toEqual({
			language: 'de',
			path,
		})
})
