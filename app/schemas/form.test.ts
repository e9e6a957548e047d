// Reading an admin post (decision 026): the typed data or the field errors, the values as
// typed either way; a list's action as one of its union's intents, or null.
import { richFromPlainText } from '#app/lib/rich-text.ts'
import { expect, test } from 'vitest'

import { teamActionSchema } from './auth.ts'
import { clientLogoActionSchema } from './client-logo.ts'
import { readForm, versionsSchema } from './form.ts'
import { projectListActionSchema } from './project.ts'
import {
	testimonialForm,
	TESTIMONIAL_REQUIRED_MESSAGE,
	testimonialListActionSchema,
} from './testimonial.ts'

/** A list's action: one of its union's intents, or null. */
function readListAction<Schema extends Parameters<typeof readForm>[1]>(
	schema: Schema,
	posted: FormData,
) {
	const read = readForm(posted, schema)
	return read.ok ? read.data : null
}

function form(fields: Record<string, string>): FormData {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.append(name, value)
	return data
}

const logo = { url: '/media/clients/a/original.svg', name: 'acme.svg', mediaId: 'a' }

test('a refused form carries its field errors and the values as typed', () => {
	const read = readForm(
		form({ name: ' Ada ', title: '', quote: 'Hi', logoLight: JSON.stringify(logo) }),
		testimonialForm,
	)
	expect(read).toEqual({
		ok: false,
		fieldErrors: {
			title: TESTIMONIAL_REQUIRED_MESSAGE,
			logoDark: TESTIMONIAL_REQUIRED_MESSAGE,
			image: TESTIMONIAL_REQUIRED_MESSAGE,
		},
		values: {
			name: ' Ada ',
			title: '',
			quote: richFromPlainText('Hi'),
			logoLight: logo,
			logoDark: null,
			image: null,
		},
	})
})

test('an accepted form carries the typed data, and the values as typed too', () => {
	const image = JSON.stringify(logo)
	const read = readForm(
		form({
			name: ' Ada ',
			title: 'CTO',
			quote: 'Hi',
			logoLight: image,
			logoDark: image,
			image,
		}),
		testimonialForm,
	)
	expect(read).toMatchObject({
		ok: true,
		data: { name: 'Ada', title: 'CTO', quote: richFromPlainText('Hi'), logoLight: logo },
		values: { name: ' Ada ' },
	})
})

test('a project form carries the versions it was based on; an unreadable one never matches', () => {
	const versions = (fields: Record<string, string>) => {
		const read = readForm(form(fields), versionsSchema)
		if (!read.ok) throw new Error('versions always read')
		return read.data
	}
	expect(versions({ draftVersion: '2', baseRevision: '3' })).toEqual({
		draftVersion: 2,
		baseRevision: 3,
	})
	expect(versions({ baseRevision: 'three' }).baseRevision).toBe(-1)
	expect(versions({ baseRevision: '2.5' }).baseRevision).toBe(-1)
	expect(versions({}).draftVersion).toBe(-1)
})

test('a list action is one of its intents with that intent’s fields, or null', () => {
	expect(
		readListAction(projectListActionSchema, form({ intent: 'delete', id: 'p1' })),
	).toEqual({
		intent: 'delete',
		id: 'p1',
	})
	expect(
		readListAction(testimonialListActionSchema, form({ intent: 'delete', id: ' t1 ' })),
	).toEqual({ intent: 'delete', id: 't1' })
	expect(
		readListAction(
			clientLogoActionSchema,
			form({ intent: 'move', id: 'l1', position: '13' }),
		),
	).toEqual({ intent: 'move', id: 'l1', position: 13 })
	// A bulk action reads every checked box; an unknown one or a long list is refused.
	const bulk = new FormData()
	bulk.append('intent', 'bulk-hide')
	for (const id of ['l1', 'l2', 'l3']) bulk.append('ids', id)
	expect(readListAction(clientLogoActionSchema, bulk)).toEqual({
		intent: 'bulk-hide',
		ids: ['l1', 'l2', 'l3'],
	})
	bulk.set('intent', 'bulk-publish')
	expect(readListAction(clientLogoActionSchema, bulk)).toBeNull()
	bulk.set('intent', 'bulk-delete')
	for (let i = 0; i < 100; i++) bulk.append('ids', `x${i}`)
	expect(readListAction(clientLogoActionSchema, bulk)).toBeNull()
	expect(
		readListAction(
			clientLogoActionSchema,
			form({ intent: 'add', image: JSON.stringify(logo) }),
		),
	).toEqual({ intent: 'add', image: logo })
	// An add without a readable image is still an add: the tab says the upload failed.
	expect(
		readListAction(clientLogoActionSchema, form({ intent: 'add', image: '{' })),
	).toEqual({
		intent: 'add',
		image: null,
	})

	const refused: Array<Record<string, string>> = [
		{ intent: 'publish', id: 'p1' },
		{ intent: 'delete' },
		{ intent: 'delete', id: '' },
		{ id: 'p1' },
	]
	for (const fields of refused)
		expect(readListAction(projectListActionSchema, form(fields))).toBeNull()
	expect(
		readListAction(
			clientLogoActionSchema,
			form({ intent: 'move', id: 'l1', position: 'first' }),
		),
	).toBeNull()
	expect(
		readListAction(
			clientLogoActionSchema,
			form({ intent: 'move', id: 'l1', position: '0' }),
		),
	).toBeNull()
	expect(readListAction(clientLogoActionSchema, form({ intent: 'show' }))).toBeNull()
})

test('the Team tab: an invitation’s address is checked; other intents need their id', () => {
	// An invitation without a role makes an admin (decision 046); an unknown role is refused.
	expect(
		teamActionSchema.parse({ intent: 'invite', email: ' Ada@Example.com ' }),
	).toEqual({
		intent: 'invite',
		email: 'ada@example.com',
		role: 'admin',
	})
	expect(
		teamActionSchema.parse({
			intent: 'invite',
			email: 'ada@example.com',
			role: 'author',
		}),
	).toMatchObject({ role: 'author' })
	expect(
		teamActionSchema.safeParse({
			intent: 'invite',
			email: 'ada@example.com',
			role: 'owner',
		}).success,
	).toBe(false)
	expect(
		teamActionSchema.safeParse({ intent: 'role', id: 'someone', role: 'owner' }).success,
	).toBe(false)
	const refused = teamActionSchema.safeParse({ intent: 'invite', email: 'nope' })
	expect(refused.success).toBe(false)
	expect(refused.error?.issues[0]?.path).toEqual(['email'])
	expect(teamActionSchema.safeParse({ intent: 'remove', id: '' }).success).toBe(false)
	expect(teamActionSchema.safeParse({ intent: 'promote', id: 'u1' }).success).toBe(false)
})
