import { richFromPlainText } from '#app/lib/rich-text.ts'
import { describe, expect, test } from 'vitest'

import { DEFAULT_PHASES } from '#app/lib/phases.ts'
import { PROTOTYPE_LINK_ERROR } from '#app/lib/prototype.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { imageFieldSchema, imageFormValue, imageListFieldSchema } from './image.ts'
import {
	COLOR_FORMAT_MESSAGE,
	PROJECT_MESSAGES,
	projectFieldErrors,
	projectFormDefaults,
	projectFormInput,
	projectFormSchema,
	projectForm,
	tooLong,
} from './project.ts'
import { readForm } from './form.ts'

const banner: ImageRef = {
	url: '/media/banners/m1/original.png',
	name: 'banner.png',
	mediaId: 'm1',
	width: 1600,
	height: 600,
}
const image: ImageRef = { url: '/media/projectImages/m2/original.png', name: 'app.png' }
const shot: ImageRef = { url: '/media/productImages/m3/original.png', name: 'shot.png' }

/** A complete, valid form as the browser would post it, with `changes` applied. */
function form(changes: Record<string, string | string[] | null> = {}): FormData {
	const fields: Record<string, string | string[]> = {
		name: '  Orbit  ',
		type: 'mobile',
		collection: 'portfolio',
		category: 'Fintech',
		description: 'A banking app.',
		banner: imageFormValue(banner),
		image: imageFormValue(image),
		intro: 'Orbit is a Mobile App.',
		featureTitle: ['Fast', ''],
		featureDescription: ['Loads quickly', ''],
		platform: ['iOS', ' ', 'Android'],
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		accentColor: '',
		prototype: ['https://figma.com/proto/abc123/Orbit'],
		productImages: JSON.stringify([shot]),
		align: 'right',
		visible: 'on',
		phase: [...DEFAULT_PHASES.mobile],
	}
	for (const [key, value] of Object.entries(changes)) {
		if (value === null) delete fields[key]
		else fields[key] = value
	}
	const data = new FormData()
	for (const [key, value] of Object.entries(fields))
		for (const item of Array.isArray(value) ? value : [value]) data.append(key, item)
	return data
}

function errorsOf(data: FormData) {
	const result = projectFormSchema.safeParse(projectFormInput(data))
	expect(result.success).toBe(false)
	return result.success ? {} : projectFieldErrors(result.error)
}

const projectValues = (posted: FormData) => readForm(posted, projectForm).values

describe('project form', () => {
	test('a complete form becomes a ProjectInput: trimmed, blank rows dropped, status from visibility', () => {
		const result = projectFormSchema.parse(projectFormInput(form()))
		expect(result).toEqual({
			name: 'Orbit',
			type: 'mobile',
			collection: 'portfolio',
			category: 'Fintech',
			description: 'A banking app.',
			banner,
			image,
			intro: richFromPlainText('Orbit is a Mobile App.'),
			features: [{ title: 'Fast', description: richFromPlainText('Loads quickly') }],
			platforms: ['iOS', 'Android'],
			primaryColor: '#4D92CE',
			secondaryColor: '#2D2D75',
			accentColor: null,
			prototype: ['https://figma.com/proto/abc123/Orbit'],
			productImages: [shot],
			align: 'right',
			visible: true,
			status: 'published',
			phases: [...DEFAULT_PHASES.mobile],
			slug: '',
			seo: { title: '', description: '', image: null, noindex: false },
		})
		const hidden = projectFormSchema.parse(projectFormInput(form({ visible: null })))
		expect(hidden).toMatchObject({ visible: false, status: 'draft' })
	})

	test('an empty form gets every required message of spec §5, word for word', () => {
		const empty = new FormData()
		empty.set('collection', 'products')
		expect(errorsOf(empty)).toEqual({
			name: 'Project name is required',
			category: 'Project category is required',
			description: 'Project description is required',
			banner: 'Banner image is required',
			image: 'Project image is required',
			intro: 'Project introduction is required',
			platforms: 'At least one platform is required',
			primaryColor: 'Primary color is required',
			secondaryColor: 'Secondary color is required',
			productImages: 'At least one product image is required',
		})
		// Whitespace is not a value.
		expect(errorsOf(form({ name: '   ', platform: ['  '] }))).toEqual({
			name: PROJECT_MESSAGES.name,
			platforms: PROJECT_MESSAGES.platforms,
		})
	})

	test("colours are hex codes (#RGB or #RRGGBB); the required messages stay the spec's", () => {
		expect(
			errorsOf(
				form({
					primaryColor: 'blue-ish',
					secondaryColor: '4D92CE',
					accentColor: '#12345',
				}),
			),
		).toEqual({
			primaryColor: COLOR_FORMAT_MESSAGE,
			secondaryColor: COLOR_FORMAT_MESSAGE,
			accentColor: COLOR_FORMAT_MESSAGE,
		})
		const short = projectFormSchema.safeParse(
			projectFormInput(form({ primaryColor: ' #49c ', accentColor: '#FFAA00' })),
		)
		expect(short.success && short.data.primaryColor).toBe('#49c')
		expect(errorsOf(form({ primaryColor: '', secondaryColor: '#2d2d75' }))).toEqual({
			primaryColor: 'Primary color is required',
		})
	})

	test('a feature row needs both halves, and says which one is missing', () => {
		expect(
			errorsOf(
				form({
					featureTitle: ['', 'Offline', 'Sync'],
					featureDescription: ['Works anywhere', '', 'Everywhere'],
				}),
			),
		).toEqual({
			'features.0.title': 'Feature title is required if description is provided',
			'features.1.description': 'Feature description is required if title is provided',
		})
	})

	test('each prototype row must be filled and be a design-tool link or embed code', () => {
		expect(
			errorsOf(
				form({
					prototype: [
						'',
						'https://example.com/proto/abc',
						'<iframe src="https://www.figma.com/embed?embed_host=share&url=https%3A%2F%2Fwww.figma.com%2Fproto%2Fabc"></iframe>',
						'<script>alert(1)</script>',
					],
				}),
			),
		).toEqual({
			'prototype.0': 'Prototype iframe code is required',
			'prototype.1': PROTOTYPE_LINK_ERROR,
			'prototype.3': PROTOTYPE_LINK_ERROR,
		})
		// None at all is fine: the detail page says there is none.
		expect(
			projectFormSchema.safeParse(projectFormInput(form({ prototype: null }))).success,
		).toBe(true)
	})

	test('product images are required for products, optional for portfolio work', () => {
		expect(errorsOf(form({ collection: 'products', productImages: '[]' }))).toEqual({
			productImages: PROJECT_MESSAGES.productImages,
		})
		const portfolio = projectFormSchema.parse(
			projectFormInput(form({ productImages: '[]' })),
		)
		expect(portfolio.productImages).toEqual([])
	})

	test('images must be our own media paths; anything else reads as no image', () => {
		expect(imageFieldSchema.parse(imageFormValue(banner))).toEqual(banner)
		for (const value of [
			'',
			'not json',
			JSON.stringify({ url: 'https://evil.example/x.png', name: 'x' }),
			JSON.stringify({ url: 'javascript:alert(1)', name: 'x' }),
			JSON.stringify({ url: '/media/../secret', name: 'x' }),
		]) {
			expect(imageFieldSchema.parse(value), value).toBeNull()
		}
		expect(
			imageListFieldSchema.parse(
				JSON.stringify([shot, { url: '//evil.example/a.png', name: 'a' }]),
			),
		).toEqual([shot])
		expect(errorsOf(form({ banner: JSON.stringify({ url: 'http://x/y.png' }) }))).toEqual(
			{
				banner: PROJECT_MESSAGES.banner,
			},
		)
	})

	test('new alt text with an image: kept for the library, refused when too long or not one line', () => {
		const named = projectFormSchema.parse(
			projectFormInput(form({ banner: imageFormValue({ ...banner, setAlt: 'Orbit' }) })),
		)
		expect(named.banner).toEqual({ ...banner, setAlt: 'Orbit' })
		expect(
			errorsOf(
				form({
					banner: imageFormValue({ ...banner, setAlt: 'x'.repeat(251) }),
					productImages: JSON.stringify([{ ...shot, setAlt: 'one\ntwo' }]),
				}),
			),
		).toEqual({
			banner: 'Alt text can be at most 250 characters.',
			productImages: 'Alt text must be one line of plain text.',
		})
		// The image itself is still there for the form to show again.
		const values = projectValues(
			form({ banner: imageFormValue({ ...banner, setAlt: 'x'.repeat(251) }) }),
		)
		expect(values.banner?.url).toBe(banner.url)
	})

	test('unknown choices fall back to the defaults; over-long text is refused', () => {
		const parsed = projectFormSchema.parse(
			projectFormInput(form({ type: 'tv', collection: 'x', align: 'up', phase: [] })),
		)
		expect(parsed).toMatchObject({
			type: 'mobile',
			collection: 'portfolio',
			align: 'left',
			phases: [...DEFAULT_PHASES.mobile],
		})
		expect(errorsOf(form({ name: 'x'.repeat(201) }))).toEqual({ name: tooLong(200) })
	})

	test('defaults: spec §3 creation defaults, or the project as stored', () => {
		expect(projectFormDefaults(null)).toMatchObject({
			type: 'mobile',
			collection: 'portfolio',
			align: 'left',
			phases: [...DEFAULT_PHASES.mobile],
		})
		expect(projectFormDefaults(null, 'products').collection).toBe('products')
		// Filling the form again from what was posted keeps every typed value.
		const values = projectValues(form({ name: 'Typed', featureTitle: ['Half'] }))
		expect(values.name).toBe('Typed')
		expect(values.features).toEqual([
			{ title: 'Half', description: richFromPlainText('Loads quickly') },
		])
	})
})
