import { useEffect } from 'react'
import { useMatches } from 'react-router'

import { loadVitals } from './load-vitals.ts'

/** The public pages' layout: only its pages are measured (decision 027). */
const SITE_LAYOUT = 'routes/site/layout'

/** Loads the Web Vitals reporter on a public page when `enabled` (ANALYTICS). */
export function useVitalsReporter(enabled: boolean): void {
	const publicPage = useMatches().some((match) => match.id === SITE_LAYOUT)
	useEffect(() => {
		if (enabled && publicPage) loadVitals()
	}, [enabled, publicPage])
}
