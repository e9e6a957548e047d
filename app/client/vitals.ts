// The Web Vitals reporter (decision 027): measures a page visit the way Google's web-vitals
// library does, and sends one beacon per visit to the site itself when the page is hidden.
// No cookie, no stored id, nothing about the visitor: the page's path, the host of another
// site that linked to it, the screen's width class, how the page was reached, four numbers.
// Plain DOM, no dependency: it is its own small chunk, loaded after the page is idle
// (load-vitals.ts); observers read buffered entries, so nothing before that is missed.
//
// - LCP: the last largest-contentful-paint before the first input or the page being hidden.
// - CLS: the largest session window of layout shifts without recent input (gaps < 1 s,
//   windows ≤ 5 s).
// - INP: the longest interaction of the visit from event timing, or with many interactions
//   the 98th percentile (one interaction in 50 left out, from the 10 longest kept).
// - TTFB: responseStart of the navigation, from activation for a prerendered page.
//
// A visit ends when the page is hidden or left; a client-side navigation to another path,
// or a page restored from the back/forward cache, starts another (no LCP or TTFB then).

import type { Beacon as Visit, NavigationType } from '#app/lib/web-vitals.ts'

/** The fields of the entries read here (layout-shift and event timing are not in lib.dom). */
interface Entry extends PerformanceEntry {
	value?: number
	hadRecentInput?: boolean
	interactionId?: number
}

export interface VitalsOptions {
	/** Where beacons go (same origin). */
	endpoint?: string
}

let started = false

export function startVitals(options: VitalsOptions = {}): void {
	if (started || typeof PerformanceObserver === 'undefined') return
	// A prerendered page's visit begins when it is shown (its times count from then).
	if ((document as { prerendering?: boolean }).prerendering) {
		document.addEventListener('prerenderingchange', () => startVitals(options), {
			once: true,
		})
		return
	}
	started = true
	const endpoint = options.endpoint ?? '/api/vitals'
	const nav = performance.getEntriesByType('navigation')[0] as
		(PerformanceNavigationTiming & { activationStart?: number }) | undefined
	const activation = nav?.activationStart ?? 0
	const supported = PerformanceObserver.supportedEntryTypes ?? []

	// LCP counts what was painted while the page was seen, up to the first input.
	let lcpEndsAt = document.visibilityState === 'hidden' ? 0 : Infinity
	for (const entry of performance.getEntriesByType('visibility-state')) {
		if (entry.name === 'hidden') lcpEndsAt = Math.min(lcpEndsAt, entry.startTime)
	}
	const endLcp = () => (lcpEndsAt = Math.min(lcpEndsAt, performance.now()))

	let visit: Visit
	let sent = false
	let visitStart = 0
	let cls = 0
	let session = 0
	let sessionStart = 0
	let sessionEnd = 0
	/** The visit's longest interactions, longest first: at most 10. */
	let longest: Array<{ id: number; latency: number }> = []
	let minId = Infinity
	let maxId = 0
	let interactionsBefore = 0
	// Chromium counts interactions; elsewhere their ids step by 7 (as web-vitals estimates).
	const interactions = () =>
		(performance as { interactionCount?: number }).interactionCount ??
		(maxId ? (maxId - minId) / 7 + 1 : 0)

	/** A visit from `at` on: the document's from 0, so what came before the reporter counts. */
	const begin = (navigation: NavigationType, at = performance.now()) => {
		const width = innerWidth
		visit = {
			path: location.pathname,
			device: width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop',
			navigation,
		}
		sent = false
		visitStart = at
		cls = session = 0
		longest = []
		interactionsBefore = at ? interactions() : 0
	}

	const send = () => {
		if (sent) return
		sent = true
		if (supported.includes('layout-shift')) visit.cls = Math.round(cls * 1e4) / 1e4
		const count = interactions() - interactionsBefore
		const inp = longest[Math.min(longest.length - 1, Math.floor(count / 50))]
		if (inp) visit.inp = inp.latency
		const body = JSON.stringify(visit)
		if (!navigator.sendBeacon?.(endpoint, body)) {
			fetch(endpoint, {
				method: 'POST',
				body,
				keepalive: true,
				credentials: 'omit',
			}).catch(() => {})
		}
	}

	/** A client-side navigation to another path ends the visit and starts the next. */
	const softNavigation = () => {
		if (location.pathname === visit.path) return
		send()
		endLcp()
		begin('soft-navigation')
	}

	const observe = (type: string, read: (entry: Entry) => void, options?: object) => {
		if (!supported.includes(type)) return
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) read(entry)
		}).observe({ type, buffered: true, ...options })
	}

	// The document's own visit, unless the visitor has moved on from it already.
	const documentPath = nav ? new URL(nav.name).pathname : location.pathname
	if (documentPath !== location.pathname) {
		endLcp()
		begin('soft-navigation')
	} else {
		begin(
			activation > 0
				? 'prerender'
				: (document as { wasDiscarded?: boolean }).wasDiscarded
					? 'restore'
					: // navigate, reload, back_forward, prerender
						((nav?.type.replace('_', '-') as NavigationType | undefined) ?? 'navigate'),
			0,
		)
		try {
			const from = new URL(document.referrer)
			if (from.protocol.startsWith('http') && from.hostname !== location.hostname) {
				visit!.referrer = from.hostname
			}
		} catch {
			// No referrer, or not a URL.
		}
		if (nav && nav.responseStart > 0 && nav.responseStart <= performance.now()) {
			visit!.ttfb = Math.round(Math.max(nav.responseStart - activation, 0))
		}
	}
	const first = visit!

	const interaction = (entry: Entry) => {
		const id = entry.interactionId ?? 0
		if (id) {
			minId = Math.min(minId, id)
			maxId = Math.max(maxId, id)
		}
		if (entry.startTime < visitStart || (!id && entry.entryType !== 'first-input')) return
		if (entry.entryType === 'first-input') endLcp()
		const latency = Math.round(entry.duration)
		const known = longest.find((candidate) => id && candidate.id === id)
		if (known) known.latency = Math.max(known.latency, latency)
		else longest.push({ id, latency })
		longest.sort((a, b) => b.latency - a.latency)
		longest.length = Math.min(longest.length, 10)
	}
	// Before LCP's, so an input before the reporter started ends LCP where it happened.
	observe('first-input', interaction)
	observe('event', interaction, { durationThreshold: 16 })
	observe('largest-contentful-paint', (entry) => {
		if (entry.startTime < lcpEndsAt)
			first.lcp = Math.round(Math.max(entry.startTime - activation, 0))
	})
	observe('layout-shift', (entry) => {
		if (entry.hadRecentInput || entry.startTime < visitStart) return
		const value = entry.value ?? 0
		if (
			session &&
			entry.startTime - sessionEnd < 1000 &&
			entry.startTime - sessionStart < 5000
		) {
			session += value
		} else {
			session = value
			sessionStart = entry.startTime
		}
		sessionEnd = entry.startTime
		cls = Math.max(cls, session)
	})
	for (const type of ['keydown', 'click'])
		addEventListener(type, endLcp, { once: true, capture: true })

	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState !== 'hidden') return
		endLcp()
		send()
	})
	addEventListener('pagehide', send)
	addEventListener('pageshow', (event) => {
		if (!event.persisted) return
		endLcp()
		begin('back-forward-cache')
	})
	addEventListener('popstate', softNavigation)
	const pushState = history.pushState
	history.pushState = function (
		this: History,
		...args: Parameters<History['pushState']>
	) {
		pushState.apply(this, args)
		softNavigation()
	}
}
