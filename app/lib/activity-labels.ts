// The dashboard's times as text (the Activity tab's sentences are app/lib/activity.ts).

/** 'Jan 5, 2026, 14:03 UTC': the same text on the server and in every browser. */
export function formatWhen(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	return `${new Intl.DateTimeFormat('en-US', {
		dateStyle: 'medium',
		timeStyle: 'short',
		hourCycle: 'h23',
		timeZone: 'UTC',
	}).format(date)} UTC`
}
