import { describe, expect, it } from 'vitest'

import routes from '#app/routes.ts'

import { RESERVED_SLUGS, SLUG_MESSAGES, firstFreeSlug, slugIssue } from './slugs.ts'

interface RouteEntry {
	path?: string
	children?: RouteEntry[]
}

/** The first static segment of every public page's path (under the language segment). */
function publicPageNames(entries: readonly RouteEntry[], within = false): string[] {
	return entries.flatMap((entry) => {
		const first = entry.path?.split('/')[0] ?? ''
		const names =
			within && first && !first.startsWith(':') && first !== '*' ? [first] : []
		const inLanguage = within || entry.path === ':lang?'
		return [...names, ...publicPageNames(entry.children ?? [], inLanguage)]
	})
}

describe('a project’s address', () => {
	it('is never a public page’s name, which its path would be read as', () => {
		const names = publicPageNames(routes as RouteEntry[])
		expect(names).toEqual(expect.arrayContaining(['about', 'portfolio', 'contact']))
		for (const name of names) {
			expect(RESERVED_SLUGS.has(name), name).toBe(true)
			expect(slugIssue(name)).toBe(SLUG_MESSAGES.reserved)
		}
	})

	it('made from a name that is a page’s takes a number', () => {
		expect(firstFreeSlug('about', new Set())).toBe('about-2')
		expect(firstFreeSlug('about-us', new Set())).toBe('about-us')
	})
})
