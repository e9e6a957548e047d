import type { ComponentProps } from 'react'
import { Link as RouterLink } from 'react-router'

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
	return <RouterLink to={target} {...props} />
}
