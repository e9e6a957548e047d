import { describe, expect, test } from 'vitest'

import {
	activityHref,
	activityTone,
	describeActivity,
	groupActivity,
	knownTimeZone,
	nextDay,
	revisionHref,
	sentenceText,
	startOfDay,
	type ActivityEntry,
} from './activity.ts'

const T0 = Date.parse('2026-11-26T10:00:00.000Z')

function entry(
	action: string,
	detail: unknown = null,
	more: Partial<ActivityEntry> = {},
): ActivityEntry {
	return {
		id: `e-${Math.random()}`,
		actorId: 'u1',
		actorEmail: 'ada@example.com',
		action,
		entity: action.split('.')[0] ?? '',
		entityId: 'x1',
		detail,
		createdAt: new Date(T0).toISOString(),
		...more,
	}
}

const say = (e: ActivityEntry, count?: number) => sentenceText(describeActivity(e, count))

describe('sentences in the staff’s words', () => {
	test('every action the dashboard writes reads as a sentence, never as its key', () => {
		const cases: Array<[ActivityEntry, string]> = [
			[entry('auth.sign_in', null, { entity: 'session' }), 'Signed in'],
			[
				entry('auth.sign_in', { secondFactor: 'backup-code' }, { entity: 'session' }),
				'Signed in with a backup code',
			],
			[
				entry('auth.sign_in', { after: 'sign-up' }, { entity: 'session' }),
				'Signed in for the first time',
			],
			[entry('auth.sign_out', null, { entity: 'session' }), 'Signed out'],
			[
				entry('auth.sign_in_failed', null, { entity: 'session', actorId: null }),
				'Failed to sign in as ada@example.com',
			],
			[
				entry('auth.lock', null, { entity: 'session', actorId: null }),
				'Failed to sign in as ada@example.com too often: its sign-in is locked for 15 minutes',
			],
			[entry('auth.password_change', null, { entity: 'user' }), 'Changed their password'],
			[
				entry('auth.password_reset_request', null, { entity: 'user' }),
				'Asked for a link to set a new password',
			],
			[
				entry('auth.password_reset', null, { entity: 'user' }),
				'Set a new password with a reset link',
			],
			[
				entry('auth.backup_codes_regenerate', null, { entity: 'user' }),
				'Made new backup codes',
			],
			[entry('user.create', { role: 'owner' }), 'Created the owner account'],
			[entry('user.create', { role: 'admin' }), 'Joined the team'],
			[
				entry('user.remove', { email: 'bo@example.com' }),
				'Removed bo@example.com from the team',
			],
			[
				entry('user.password_reset_link', { email: 'bo@example.com', mailed: true }),
				'Mailed bo@example.com a link to set a new password',
			],
			[
				entry('user.password_reset_link', { email: 'bo@example.com', mailed: false }),
				'Made a link for bo@example.com to set a new password',
			],
			[
				entry('invitation.create', { email: 'bo@example.com', mailed: true }),
				'Invited bo@example.com by mail',
			],
			[
				entry('invitation.create', { email: 'bo@example.com', mailed: false }),
				'Made an invitation link for bo@example.com',
			],
			[entry('invitation.create', { email: 'bo@example.com' }), 'Invited bo@example.com'],
			[
				entry('invitation.revoke', { email: 'bo@example.com' }),
				'Revoked the invitation for bo@example.com',
			],
			[
				entry('project.create', { name: 'Orbit', collection: 'portfolio' }),
				"Added the project 'Orbit'",
			],
			[
				entry('project.hide', { name: 'Tide', collection: 'products' }),
				"Hid the product 'Tide' from the site",
			],
			[
				entry('testimonial.update', { name: 'Jane Doe' }),
				'Edited the testimonial from Jane Doe',
			],
			[entry('client_logo.upload', { name: 'acme.svg' }), "Uploaded the logo 'acme.svg'"],
			[
				entry('client_logo.update', { name: 'acme.svg', moved: 'up', position: 3 }),
				"Moved the logo 'acme.svg' to position 3",
			],
			[
				entry('contact_message.archive', { from: 'v@example.com', form: 'footer' }),
				'Archived the message from v@example.com',
			],
			[
				entry('contact_message.mark_spam', { from: 'v@example.com' }),
				'Moved the message from v@example.com to Spam',
			],
		]
		for (const [e, sentence] of cases) expect(say(e), e.action).toBe(sentence)
	})

	test('an action added later still reads in words', () => {
		expect(say(entry('project.publish', { name: 'Orbit' }))).toBe(
			"Published the project 'Orbit'",
		)
		// A page by its name and its address.
		expect(
			say(entry('project.publish', { name: 'Orbit', address: '/portfolio/orbit' })),
		).toBe("Published the project 'Orbit' (/portfolio/orbit)")
		expect(say(entry('newsletter.update', { name: 'May' }))).toBe(
			"Edited the newsletter 'May'",
		)
		// The media library's own (decision 031).
		expect(say(entry('media.update', { name: 'hero.jpg' }))).toBe(
			"Edited the alt text or focal point of the image 'hero.jpg'",
		)
		expect(say(entry('media.delete', { name: 'hero.jpg' }))).toBe(
			"Deleted the image 'hero.jpg'",
		)
		expect(say(entry('site_content.reorder_sections', null))).toBe(
			'Changed the site content (reorder sections)',
		)
		expect(say(entry('contact_message.archive', null))).not.toContain('contact_message')
		// A Site form's entity has a dot of its own.
		expect(say(entry('site.about.update', { name: 'About' }))).toBe(
			"Published the Site form 'About'",
		)
		expect(say(entry('site.seo.translate_all', { name: 'Search and sharing' }))).toBe(
			"Changed the Site form 'Search and sharing' (translate all)",
		)
		expect(say(entry('site.seo.share_preview', { name: 'Search and sharing' }))).toBe(
			"Shared a preview of the Site form 'Search and sharing'",
		)
	})

	test('what happened to what: scheduled, published, restored, taken over, kept (issue 36)', () => {
		const cases: Array<[ActivityEntry, string]> = [
			[
				entry('project.publish', { name: 'Orbit', scheduled: true }),
				"Published the project 'Orbit' as scheduled",
			],
			[
				entry('site.about.publish', { name: 'About page', scheduled: true }),
				"Published the Site form 'About page' as scheduled",
			],
			[
				entry('site.about.create', { name: 'About page' }),
				"Published the Site form 'About page'",
			],
			[
				entry('project.restore', { name: 'Orbit', restored: 2, as: 'draft' }),
				"Restored revision 2 of the project 'Orbit' as the draft",
			],
			[
				entry('site.home.restore', { name: 'Home page', restored: 3 }),
				"Restored revision 3 of the Site form 'Home page' and published it",
			],
			[
				entry('testimonial.take_over', { name: 'Ada King', from: 'Sam (sam@x.io)' }),
				"Took over editing the testimonial 'Ada King' from Sam (sam@x.io)",
			],
			[
				entry('project.draft_copy_delete', { name: 'Orbit', collection: 'products' }),
				"Deleted a kept draft of the product 'Orbit'",
			],
			[
				entry('project.draft_replace', {
					name: 'Orbit',
					replaced: 'Sam',
					replacedSelf: true,
				}),
				"Replaced their own draft from another page of the project 'Orbit' (the replaced one is kept under Kept drafts)",
			],
			[
				entry('client_logo.move', { name: 'Acme Corp', file: 'acme.svg', to: 2 }),
				"Moved the logo 'Acme Corp' to position 2",
			],
			[
				entry('contact_message.undelete', { from: 'v@example.com' }),
				'Brought back the deleted message from v@example.com',
			],
		]
		for (const [e, sentence] of cases) expect(say(e), e.action).toBe(sentence)
	})

	test('a line of repeats says how many; moves say where the item ended', () => {
		expect(
			say(entry('client_logo.update', { name: 'Acme', moved: 'up', position: 1 }), 4),
		).toBe("Moved the logo 'Acme' 4 times (now at position 1)")
		expect(say(entry('project.update', { name: 'Orbit' }), 3)).toBe(
			"Edited the project 'Orbit' 3 times",
		)
	})

	test('tones flag failures and deletions', () => {
		expect(activityTone('auth.lock')).toBe('danger')
		expect(activityTone('auth.sign_in_failed')).toBe('warning')
		expect(activityTone('project.delete')).toBe('danger')
		expect(activityTone('project.update')).toBe('neutral')
	})
})

describe('lines', () => {
	const at = (seconds: number) => new Date(T0 - seconds * 1000).toISOString()
	const move = (seconds: number, more: Partial<ActivityEntry> = {}) =>
		entry(
			'client_logo.update',
			{ name: 'Acme', moved: 'up' },
			{ createdAt: at(seconds), ...more },
		)

	test('one person’s repeats on one item, each within a minute of the last, are one line', () => {
		// Newest first: 12 moves 20 s apart (4 minutes in all) make one line.
		const moves = Array.from({ length: 12 }, (_, i) => move(i * 20))
		expect(groupActivity(moves).map((line) => line.length)).toEqual([12])
	})

	test('another person, another item, another action or a gap of over a minute starts a new line', () => {
		const lines = groupActivity([
			move(0),
			move(10),
			move(20, { actorId: 'u2', actorEmail: 'bo@example.com' }),
			move(30),
			move(40, { entityId: 'x2' }),
			entry('client_logo.hide', { name: 'Acme' }, { createdAt: at(50) }),
			move(60),
			move(200),
		])
		expect(lines.map((line) => line.length)).toEqual([2, 1, 1, 1, 1, 1, 1])
	})

	test('repeats that say different things are lines of their own: made an Admin, then an Author', () => {
		const role = (seconds: number, from: string, to: string) =>
			entry(
				'user.role',
				{ email: 'ed@example.com', from, to },
				{ createdAt: at(seconds), entity: 'user', entityId: 'u9' },
			)
		// Newest first.
		const lines = groupActivity([role(0, 'admin', 'author'), role(1, 'editor', 'admin')])
		expect(lines.map((line) => line.length)).toEqual([1, 1])
		expect(lines.map((line) => describeActivity(line[0]!, line.length).tail)).toEqual([
			' an Author',
			' an Admin',
		])
	})
})

describe('links', () => {
	test('each record’s page, and its revision when the entry names one', () => {
		expect(activityHref('project', 'p1')).toBe('/admin/projects/p1')
		expect(activityHref('contact_message', 'm 1')).toBe('/admin/inbox?open=m%201')
		expect(activityHref('site.about', 'about')).toBe('/admin/site/about')
		expect(activityHref('session', 's1')).toBeNull()
		expect(activityHref('project', null)).toBeNull()
		expect(revisionHref('/admin/projects/p1', 'r7')).toBe(
			'/admin/projects/p1?revision=r7',
		)
		expect(revisionHref('/admin/inbox?open=m1', 'r7')).toBe(
			'/admin/inbox?open=m1&revision=r7',
		)
		expect(revisionHref('/admin/team#member-u1', 'r7')).toBe(
			'/admin/team?revision=r7#member-u1',
		)
	})
})

describe('days in the admin’s time zone', () => {
	test('a day starts at its own midnight in the zone, across clock changes', () => {
		expect(startOfDay('2026-11-26', 'UTC')?.toISOString()).toBe(
			'2026-11-26T00:00:00.000Z',
		)
		expect(startOfDay('2026-11-26', 'Asia/Kolkata')?.toISOString()).toBe(
			'2026-11-25T18:30:00.000Z',
		)
		expect(startOfDay('2026-07-01', 'America/New_York')?.toISOString()).toBe(
			'2026-07-01T04:00:00.000Z',
		)
		// Europe's clocks go back at 01:00 UTC on 25 October 2026: both days are whole.
		expect(startOfDay('2026-10-25', 'Europe/Berlin')?.toISOString()).toBe(
			'2026-10-24T22:00:00.000Z',
		)
		expect(startOfDay('2026-10-26', 'Europe/Berlin')?.toISOString()).toBe(
			'2026-10-25T23:00:00.000Z',
		)
		expect(startOfDay('2026-02-30', 'UTC')).toBeNull()
		expect(startOfDay('yesterday', 'UTC')).toBeNull()
		expect(nextDay('2026-12-31')).toBe('2027-01-01')
	})

	test('an unknown zone name means UTC', () => {
		expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata')
		expect(knownTimeZone('Mars/Olympus')).toBe('UTC')
		expect(knownTimeZone(null)).toBe('UTC')
	})
})
