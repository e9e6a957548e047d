import { expect, test } from 'vitest'

import { imageAltIssue, withAlt } from './image.ts'
import { readForm } from './form.ts'
import {
	CROP_MESSAGE,
	FOCAL_MESSAGE,
	libraryQuery,
	mediaDetailsForm,
	mediaEditSchema,
	TAGS_MESSAGE,
} from './media.ts'

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
		values: {
			alt: 'x'.repeat(251),
			decorative: false,
			focalX: '101',
			focalY: '-1',
			tags: '',
		},
	})
	expect(readMediaDetailsForm(form({ alt: '' })).ok).toBe(false)
})

test('details: tags typed in one field, normalised, each once, at most 20', () => {
	expect(
		readMediaDetailsForm(
			form({
				focalX: '50',
				focalY: '50',
				tags: ' Client  Work, spring!, client work,, ',
			}),
		),
	).toMatchObject({ ok: true, data: { tags: ['client work', 'spring'] } })
	const many = Array.from({ length: 21 }, (_, i) => `tag ${i}`).join(', ')
	expect(
		readMediaDetailsForm(form({ focalX: '50', focalY: '50', tags: many })),
	).toMatchObject({ ok: false, fieldErrors: { tags: TAGS_MESSAGE } })
})

test('a crop: a turn and all four numbers, or none', () => {
	const read = (fields: Record<string, string>) => readForm(form(fields), mediaEditSchema)
	expect(
		read({
			rotation: '90',
			cropLeft: '0',
			cropTop: '10',
			cropWidth: '300',
			cropHeight: '100',
		}),
	).toMatchObject({
		ok: true,
		data: { rotation: 90, crop: { left: 0, top: 10, width: 300, height: 100 } },
	})
	expect(read({ rotation: '0' })).toMatchObject({
		ok: true,
		data: { rotation: 0, crop: null },
	})
	expect(read({ rotation: '0', cropLeft: '5' })).toMatchObject({
		ok: false,
		fieldErrors: { crop: CROP_MESSAGE },
	})
	expect(read({ rotation: '45' }).ok).toBe(false)
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

test('the library search reads its filters and order; unknown values are no filter', () => {
	expect(libraryQuery(new URL('http://x/admin/media?q=boat&unused=1'))).toEqual({
		search: 'boat',
		usage: 'unused',
		tag: '',
		kind: undefined,
		size: undefined,
		period: undefined,
		duplicates: false,
		sort: 'newest',
	})
	expect(
		libraryQuery(
			new URL(
				'http://x/admin/media?tag=Client%20Work&kind=svg&size=large&period=week&usage=history&duplicates=1&sort=name',
			),
		),
	).toEqual({
		search: '',
		usage: 'history',
		tag: 'client work',
		kind: 'svg',
		size: 'large',
		period: 'week',
		duplicates: true,
		sort: 'name',
	})
	expect(
		libraryQuery(new URL('http://x/admin/media?kind=exe&sort=random&usage=toString')),
	).toMatchObject({ kind: undefined, sort: 'newest', usage: undefined })
})
