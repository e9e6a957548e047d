import { expect, test } from 'vitest'

import { changedFields, describeChanges, type FieldSpecs } from './content-diff.ts'

const specs: FieldSpecs = {
	name: { label: 'Name', kind: 'text' },
	visible: { label: 'Shown', kind: 'boolean' },
	banner: { label: 'Banner', kind: 'image' },
	shots: { label: 'Screens', kind: 'images' },
	features: { label: 'Features', kind: 'list' },
}

const before = {
	name: 'Orbit',
	visible: true,
	banner: { url: '/media/a.png', name: 'a.png' },
	shots: [
		{ url: '/media/1.png', name: '1.png' },
		{ url: '/media/2.png', name: '2.png' },
	],
	features: [
		{ title: 'Fast', description: 'Quick' },
		{ title: 'Safe', description: '' },
	],
	ignored: 1,
}

test('only the listed fields that differ count, in the listed order', () => {
	expect(changedFields(specs, before, { ...before, ignored: 2 })).toEqual([])
	expect(
		changedFields(specs, before, { ...before, visible: false, name: 'Orbit 2' }),
	).toEqual(['name', 'visible'])
	expect(changedFields(specs, null, { name: 'New' })).toEqual(['name'])
})

test('each change reads as a person would say it: old and new text, entries added and removed, pictures', () => {
	const after = {
		...before,
		name: 'Orbit 2',
		banner: null,
		shots: [
			{ url: '/media/2.png', name: '2.png' },
			{ url: '/media/1.png', name: '1.png' },
		],
		features: [
			{ title: 'Safe', description: '' },
			{ title: 'Small', description: 'Tiny' },
		],
	}
	expect(describeChanges(specs, before, after)).toEqual([
		{ field: 'name', label: 'Name', kind: 'text', before: 'Orbit', after: 'Orbit 2' },
		{
			field: 'banner',
			label: 'Banner',
			kind: 'image',
			before: { url: '/media/a.png', name: 'a.png' },
			after: null,
			alts: [],
		},
		{
			field: 'shots',
			label: 'Screens',
			kind: 'images',
			added: [],
			removed: [],
			reordered: true,
			alts: [],
		},
		{
			field: 'features',
			label: 'Features',
			kind: 'list',
			added: ['Small: Tiny'],
			removed: ['Fast: Quick'],
			reordered: false,
		},
	])
	expect(describeChanges(specs, null, after)).toEqual([])
})

test('an alt text a draft sets is a change: publishing stores it for every page showing the image', () => {
	const withAlt = {
		...before,
		banner: { url: '/media/a.png', name: 'a.png', alt: 'A sunset' },
		shots: [
			{ url: '/media/1.png', name: '1.png', alt: 'First screen' },
			{ url: '/media/2.png', name: '2.png' },
		],
	}
	const draft = {
		...withAlt,
		banner: { ...withAlt.banner, setAlt: 'A red sunset' },
		shots: [
			{ ...withAlt.shots[0], setAlt: 'First screen' },
			{ ...withAlt.shots[1], setAlt: 'Second screen' },
		],
	}
	expect(changedFields(specs, withAlt, draft)).toEqual(['banner', 'shots'])
	expect(describeChanges(specs, withAlt, draft)).toEqual([
		expect.objectContaining({
			field: 'banner',
			alts: [
				{
					image: { url: '/media/a.png', name: 'a.png' },
					before: 'A sunset',
					after: 'A red sunset',
				},
			],
		}),
		expect.objectContaining({
			field: 'shots',
			added: [],
			removed: [],
			alts: [
				{
					image: { url: '/media/2.png', name: '2.png' },
					before: '',
					after: 'Second screen',
				},
			],
		}),
	])
	// The same words set again, or alt texts that came from the library: no change.
	const same = { ...withAlt, banner: { ...withAlt.banner, setAlt: 'A sunset' } }
	expect(changedFields(specs, withAlt, same)).toEqual([])
	expect(
		changedFields(specs, withAlt, {
			...withAlt,
			banner: { ...withAlt.banner, alt: 'Other' },
		}),
	).toEqual([])
})
