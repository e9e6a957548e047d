import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { HydratesContext } from '#app/lib/hydration.ts'

import { Link } from './Link.tsx'

/** The page at `/de/about`, in German, rendering `links`; hydrating or not. */
function render(hydrates: boolean, links: React.ReactNode) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/:lang?/about',
			Component: () => <HydratesContext value={hydrates}>{links}</HydratesContext>,
		},
	])
	return renderToString(<Stub initialEntries={['/de/about']} />)
}

describe('Link', () => {
	it('writes the anchor the router would, without it, on a page that does not hydrate', () => {
		const html = (hydrates: boolean) =>
			render(
				hydrates,
				<>
					<Link to="/portfolio" className="nav" aria-current="page" prefetch="intent">
						Work
					</Link>
					<Link to={{ pathname: '/services', search: '?tab=websites', hash: '#top' }}>
						Websites
					</Link>
				</>,
			)
		const plain = html(false)
		expect(plain).toContain(
			'<a class="nav" aria-current="page" href="/portfolio">Work</a>',
		)
		expect(plain).toContain('<a href="/services?tab=websites#top">Websites</a>')
		// The same links as React Router writes them, less its client router's mark.
		expect(html(true).replaceAll(' data-discover="true"', '')).toBe(plain)
	})

	it('leaves a relative target to the router, which resolves it against the route', () => {
		expect(render(false, <Link to="?page=2">Next</Link>)).toContain(
			'href="/de/about?page=2"',
		)
	})
})
