// How the Overview names days, pages and ratings.
import type { Rating } from '#app/lib/web-vitals.ts'

const DAY = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	timeZone: 'UTC',
})

/** `2026-11-20` → `Nov 20` (a day of the counts: midnight to midnight UTC). */
export function formatDay(day: string): string {
	const date = new Date(`${day}T00:00:00Z`)
	return Number.isNaN(date.getTime()) ? day : DAY.format(date)
}

/** A counted page or route: every not-found page is one entry. */
export function pageLabel(pathOrRoute: string): string {
	return pathOrRoute === '/404' || pathOrRoute === '404' ? 'Page not found' : pathOrRoute
}

export const RATING_LABELS: Record<Rating, string> = {
	good: 'Good',
	'needs-improvement': 'Needs improvement',
	poor: 'Poor',
}

export function plural(count: number, one: string, many: string): string {
	return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}
