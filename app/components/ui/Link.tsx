import { use, type ComponentProps } from 'react'
import { createPath, Link as RouterLink } from 'react-router'

import { HydratesContext } from '#app/lib/hydration.ts'

import { useLocalizedHref } from '../site/language.ts'

/**
 * React Router's Link, whose target stays in the page's language (decision 051): `/about`
 * is `/de/about` on a German page. A path that is no public page's is left as it is.
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
	const localize = useLocalizedHref()
	const target =
		typeof to === 'string'
			? localize(to)
			: to.pathname
				? { ...to, pathname: localize(to.pathname) }
				: to
	const href = typeof target === 'string' ? target : target.pathname && createPath(target)
	// A page without a client router (a public one) gets the anchor Link would write, without
	// the router's work of writing it; a relative target is still the router's to resolve.
	if (!use(HydratesContext) && href?.startsWith('/')) {
		const {
			discover: _discover,
			prefetch: _prefetch,
			preventScrollReset: _preventScrollReset,
			relative: _relative,
			reloadDocument: _reloadDocument,
			replace: _replace,
			state: _state,
			viewTransition: _viewTransition,
			children,
			...anchor
		} = props
		return (
			<a {...anchor} href={href}>
				{children}
			</a>
		)
	}
	return <RouterLink to={target} {...props} />
}
