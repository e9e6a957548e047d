import { describe, expect, it } from 'vitest'

import { isNavItemActive } from './nav.ts'

describe('isNavItemActive', () => {
	it('highlights Portfolio under /portfolio and /projects', () => {
		expect(isNavItemActive('/portfolio', '/portfolio')).toBe(true)
		expect(isNavItemActive('/portfolio', '/portfolio/abc-123')).toBe(true)
		expect(isNavItemActive('/portfolio', '/projects')).toBe(true)
		expect(isNavItemActive('/portfolio', '/projects/abc')).toBe(true)
		expect(isNavItemActive('/portfolio', '/portfolios')).toBe(false)
		expect(isNavItemActive('/portfolio', '/products/abc')).toBe(false)
	})

	it('highlights Products under /products', () => {
		expect(isNavItemActive('/products', '/products')).toBe(true)
		expect(isNavItemActive('/products', '/products/x')).toBe(true)
		expect(isNavItemActive('/products', '/products/')).toBe(true)
		expect(isNavItemActive('/products', '/productsx')).toBe(false)
		expect(isNavItemActive('/products', '/portfolio')).toBe(false)
	})

	it('highlights the other links on an exact match only', () => {
		expect(isNavItemActive('/', '/')).toBe(true)
		expect(isNavItemActive('/', '/about')).toBe(false)
		expect(isNavItemActive('/about', '/about')).toBe(true)
		expect(isNavItemActive('/about', '/about/')).toBe(true)
		expect(isNavItemActive('/about', '/about/team')).toBe(false)
		expect(isNavItemActive('/services', '/services')).toBe(true)
		expect(isNavItemActive('/contact', '/contact')).toBe(true)
		expect(isNavItemActive('/contact', '/contact-us')).toBe(false)
	})
})
