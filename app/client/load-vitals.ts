// Starts the Web Vitals reporter (vitals.ts, its own chunk) once the page has loaded and the
// browser is idle, so it never competes with the page (decision 027). Framework-free: any
// page script may call it; root.tsx does for public pages while ANALYTICS is on.
export function loadVitals(): void {
	const start = () => {
		const whenIdle =
			window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
		whenIdle(() => {
			import('./vitals.ts').then(
				(reporter) => reporter.startVitals(),
				// Offline, or a deploy replaced the chunk: this visit goes uncounted.
				() => {},
			)
		})
	}
	if (document.readyState === 'complete') start()
	else addEventListener('load', start, { once: true })
}
