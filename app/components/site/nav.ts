import type { MessageId } from '#app/i18n/words.ts'

export interface NavItem {
	/** Its words' id in the interface catalogue (app/i18n). */
	label: MessageId
	to: string
}

/** Spec §2 header menu, in order; Contact Us is the separate button. */
export const headerNav: NavItem[] = [
	{ label: 'nav.home', to: '/' },
	{ label: 'nav.about', to: '/about' },
	{ label: 'nav.portfolio', to: '/portfolio' },
	{ label: 'nav.products', to: '/products' },
	{ label: 'nav.services', to: '/services' },
]

export const contactNav: NavItem = { label: 'nav.contact', to: '/contact' }

/** Spec §2 footer links. */
export const footerNav: NavItem[] = [
	{ label: 'nav.home', to: '/' },
	{ label: 'nav.about', to: '/about' },
	{ label: 'nav.products', to: '/products' },
	{ label: 'nav.services', to: '/services' },
	contactNav,
]

function startsWithSegment(pathname: string, base: string) {
	return pathname === base || pathname.startsWith(`${base}/`)
}

function normalize(pathname: string) {
	return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * Spec §2 highlighting: Portfolio for paths under /portfolio or /projects, Products
 * for paths under /products, every other link on an exact match.
 */
export function isNavItemActive(to: string, pathname: string) {
	const path = normalize(pathname)
	if (to === '/portfolio') {
		return startsWithSegment(path, '/portfolio') || startsWithSegment(path, '/projects')
	}
	if (to === '/products') return startsWithSegment(path, '/products')
	return path === to
}
