// How an audit entry reads in the Activity view. Known actions have their own words;
// any other 'entity.verb' (written by the content tabs) reads as 'Verbed entity'.

const KNOWN: Record<string, string> = {
	'auth.sign_in': 'Signed in',
	'auth.sign_out': 'Signed out',
	'auth.sign_in_failed': 'Failed sign-in',
	'auth.lock': 'Sign-in locked after repeated failures',
	'auth.password_change': 'Changed their password',
	'auth.two_factor_setup': 'Started two-factor setup',
	'auth.two_factor_enable': 'Turned on two-factor sign-in',
	'auth.two_factor_disable': 'Turned off two-factor sign-in',
	'user.create': 'Created an account',
	'user.remove': 'Removed a member',
	'invitation.create': 'Invited',
	'invitation.revoke': 'Revoked an invitation for',
	'media.update': 'Edited the alt text or focal point of the image',
	'media.delete': 'Deleted the image',
}

const VERBS: Record<string, string> = {
	create: 'Created',
	add: 'Added',
	update: 'Updated',
	edit: 'Edited',
	delete: 'Deleted',
	remove: 'Removed',
	show: 'Showed',
	hide: 'Hid',
	visibility: 'Changed the visibility of',
	upload: 'Uploaded',
	publish: 'Published',
	unpublish: 'Unpublished',
}

function humanize(word: string) {
	return word
		.replace(/[_-]+/g, ' ')
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.toLowerCase()
}

export function activityLabel(action: string, entity: string): string {
	const known = KNOWN[action]
	if (known) return known
	const [subject = entity, verb = ''] = action.split('.')
	const phrase = VERBS[verb]
	const thing = humanize(subject || entity)
	if (phrase) return `${phrase} a ${thing}`
	return humanize(action)
}

export type ActivityTone = 'neutral' | 'warning' | 'danger'

export function activityTone(action: string): ActivityTone {
	if (action === 'auth.lock') return 'danger'
	if (action === 'auth.sign_in_failed') return 'warning'
	if (/\.(delete|remove)$/.test(action)) return 'danger'
	return 'neutral'
}

/** The name or email an entry is about, from its detail (ids alone say nothing to a person). */
export function activityTarget(detail: unknown): string | null {
	if (typeof detail === 'object' && detail !== null && !Array.isArray(detail)) {
		const record = detail as Record<string, unknown>
		for (const key of ['email', 'name', 'title']) {
			const value = record[key]
			if (typeof value === 'string' && value) return value
		}
	}
	return null
}

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
