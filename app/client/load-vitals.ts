// Starts the Web Vitals reporter (vitals.ts, its own chunk) once the page has loaded, painted
// and the browser is idle, so it never competes with the page (decision 027). Framework-free: the
// public pages' enhancers call it when the document carries ANALYTICS_ATTRIBUTE, which the
// root sets on a public page while ANALYTICS is on.

import { afterLoadAndPaint } from './after-load.ts'

export const ANALYTICS_ATTRIBUTE = 'data-analytics'

export function loadVitals(): void {
	afterLoadAndPaint(() => {
		const whenIdle =
			window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
		whenIdle(() => {
			import('./vitals.ts').then(
				(reporter) => reporter.startVitals(),
				// Offline, or a deploy replaced the chunk: this visit goes uncounted.
				() => {},
			)
		})
	})
}
