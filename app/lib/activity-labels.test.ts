import { describe, expect, test } from 'vitest'

import { activityLabel, activityTarget, activityTone } from './activity-labels.ts'

describe('activity labels', () => {
	test('known actions read as sentences', () => {
		expect(activityLabel('auth.sign_in', 'session')).toBe('Signed in')
		expect(activityLabel('auth.sign_out', 'session')).toBe('Signed out')
		expect(activityLabel('user.remove', 'user')).toBe('Removed a member')
	})

	test('content actions from other tabs read as verb and thing', () => {
		expect(activityLabel('project.create', 'project')).toBe('Created a project')
		expect(activityLabel('logo.hide', 'logo')).toBe('Hid a logo')
		expect(activityLabel('clientLogo.delete', 'clientLogo')).toBe('Deleted a client logo')
		expect(activityLabel('project.visibility', 'project')).toBe(
			'Changed the visibility of a project',
		)
		expect(activityLabel('something_odd', 'x')).toBe('something odd')
	})

	test('tones flag failures and deletions', () => {
		expect(activityTone('auth.lock')).toBe('danger')
		expect(activityTone('auth.sign_in_failed')).toBe('warning')
		expect(activityTone('project.delete')).toBe('danger')
		expect(activityTone('project.update')).toBe('neutral')
	})

	test('targets come from the detail, never a bare id', () => {
		expect(activityTarget({ email: 'a@b.c' })).toBe('a@b.c')
		expect(activityTarget({ name: 'Site' })).toBe('Site')
		expect(activityTarget(null)).toBeNull()
		expect(activityTarget({ role: 'owner' })).toBeNull()
	})
})
