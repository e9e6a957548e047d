// A project's or product's address on the site (/portfolio/{slug}, /products/{slug}): made
// from its name unless the admin writes one, lower case, accents folded, words joined by
// hyphens, unique within its collection (the server checks that), never a reserved word.
import slugify from '@sindresorhus/slugify'

import type { ProjectCollection } from './types.ts'

export const SLUG_MAX = 80

/**
 * Words an address must not be: the site's own paths now, or ones it may take later. The
 * public pages' names among them: /portfolio/about reads as the About page of a language
 * "portfolio" (routes.ts ranks `:lang?/about` first), so a project there is never found.
 */
export const RESERVED_SLUGS = new Set([
	'about',
	'contact',
	'portfolio',
	'products',
	'services',
	'admin',
	'api',
	'edit',
	'feed',
	'index',
	'new',
	'not-found',
	'page',
	'preview',
	'search',
	'sitemap',
	'tab',
	'404',
])

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MESSAGES = {
	characters:
		'Use lower-case letters, digits and single hyphens only, like orbit-banking.',
	tooLong: `Use at most ${SLUG_MAX} characters.`,
	reserved: 'That word is kept for the site itself: choose another address.',
	fromName: 'Give the project a name with letters or digits, or write its address.',
} as const

/** The address a name makes: 'Saffron & Sage' → 'saffron-and-sage'; '' when it has no letters. */
export function slugFromName(name: string): string {
	const slug = slugify(name, { decamelize: false })
	if (slug.length <= SLUG_MAX) return slug
	// Cut at a hyphen, so no word is cut in half.
	const cut = slug.slice(0, SLUG_MAX + 1)
	const at = cut.lastIndexOf('-')
	return (at > 0 ? cut.slice(0, at) : slug.slice(0, SLUG_MAX)).replace(/-+$/, '')
}

/** What is wrong with an address the admin wrote, or null. */
export function slugIssue(slug: string): string | null {
	if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.characters
	if (slug.length > SLUG_MAX) return SLUG_MESSAGES.tooLong
	if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved
	return null
}

/** `base`, or `base-2`, `base-3` … : the first that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
	const start = RESERVED_SLUGS.has(base) ? `${base}-2` : base
	if (!taken.has(start)) return start
	for (let n = 2; ; n++) {
		const suffix = `-${n}`
		const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
		if (!taken.has(candidate)) return candidate
	}
}

/** Where visitors see a project or product. */
export function projectAddress(collection: ProjectCollection, slug: string): string {
	return `/${collection}/${slug}`
}

/** The collection and last segment of a project page's path (`/portfolio/orbit`), or null. */
export function projectAddressParts(
	path: string,
): { collection: ProjectCollection; segment: string } | null {
	const match = /^\/(portfolio|products)\/([^/?#]+)$/.exec(path)
	return match ? { collection: match[1] as ProjectCollection, segment: match[2]! } : null
}
