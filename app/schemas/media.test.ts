import { expect, test } from 'vitest'

import { imageAltIssue, withAlt } from './image.ts'
import { readForm } from './form.ts'
import { FOCAL_MESSAGE, libraryQuery, mediaDetailsForm } from './media.ts'

const readMediaDetailsForm = (posted: FormData) => readForm(posted, mediaDetailsForm)

function form(fields: Record<string, string>): FormData {
	const data = new FormData()
	for (const [key, value] of Object.entries(fields)) data.append(key, value)
	return data
}

test('details: alt text trimmed, empty means none, decorative means alt=""', () => {
	expect(
		readMediaDetailsForm(form({ alt: ' Boats ', focalX: '30', focalY: '70' })),
	).toMatchObject({
		ok: true,
		data: { alt: 'Boats', focal: { x: 30, y: 70 } },
	})
	expect(
		readMediaDetailsForm(form({ alt: '  ', focalX: '0', focalY: '100' })),
	).toMatchObject({
		ok: true,
		data: { alt: null, focal: { x: 0, y: 100 } },
	})
	expect(
		readMediaDetailsForm(
			form({ alt: 'x'.repeat(300), decorative: 'on', focalX: '50', focalY: '50' }),
		),
	).toMatchObject({ ok: true, data: { alt: '' } })
})

test('details: refused with a message beside each field, values kept as typed', () => {
	const refused = readMediaDetailsForm(
		form({ alt: 'x'.repeat(251), focalX: '101', focalY: '-1' }),
	)
	expect(refused).toEqual({
		ok: false,
		fieldErrors: {
			alt: 'Alt text can be at most 250 characters.',
			focalX: FOCAL_MESSAGE,
			focalY: FOCAL_MESSAGE,
		},
		values: { alt: 'x'.repeat(251), decorative: false, focalX: '101', focalY: '-1' },
	})
	expect(readMediaDetailsForm(form({ alt: '' })).ok).toBe(false)
})

test('an image field: new alt text travels as setAlt, checked', () => {
	const image = { url: '/media/banners/m1/original.png', name: 'a.png', mediaId: 'm1' }
	expect(withAlt(image, 'Boats')).toEqual({ ...image, alt: 'Boats', setAlt: 'Boats' })
	expect(withAlt({ ...image, alt: 'Old' }, null)).toEqual({ ...image, setAlt: null })
	expect(withAlt(image, '')).toMatchObject({ alt: '', setAlt: '' })
	expect(imageAltIssue([withAlt(image, 'ok'), withAlt(image, 'x'.repeat(251))])).toBe(
		'Alt text can be at most 250 characters.',
	)
	expect(imageAltIssue(null)).toBeNull()
})

test('the library search reads q and unused', () => {
	expect(libraryQuery(new URL('http://x/admin/media?q=boat&unused=1'))).toEqual({
		search: 'boat',
		unused: true,
	})
	expect(libraryQuery(new URL('http://x/admin/media'))).toEqual({
		search: '',
		unused: false,
	})
})
