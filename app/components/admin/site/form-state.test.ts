import { expect, test } from 'vitest'

import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import { readSiteForm, SITE_FORMS, SITE_KEYS } from '#app/schemas/site-content.ts'

import {
	comparable,
	emptyItem,
	moved,
	nextItemKey,
	postedOf,
	stateOf,
	withStateAt,
	type StateItem,
} from './form-state.ts'

const fields = SITE_FORMS.about.fields

test('a stored form as the inputs show it: rich text as its JSON, list items keyed', () => {
	const state = stateOf(fields, SITE_CONTENT_DEFAULTS.about)
	const story = state.story as Record<string, unknown>
	expect(JSON.parse(story.paragraphs as string)).toEqual(
		SITE_CONTENT_DEFAULTS.about.story.paragraphs,
	)
	const items = (state.values as Record<string, StateItem[]>).items!
	expect(items.map((item) => item.values.title)).toEqual(
		SITE_CONTENT_DEFAULTS.about.values.items.map((value) => value.title),
	)
	expect(new Set(items.map((item) => item.key)).size).toBe(items.length)
	// The same keys each time the form is opened: the server's ids are the browser's.
	const again = (
		stateOf(fields, SITE_CONTENT_DEFAULTS.about).values as Record<string, StateItem[]>
	).items!
	expect(again.map((item) => item.key)).toEqual(items.map((item) => item.key))
})

test('a new item’s key is none of its list’s, however the list was moved', () => {
	const items = (
		stateOf(fields, SITE_CONTENT_DEFAULTS.about).values as Record<string, StateItem[]>
	).items!
	const shuffled = moved(items.slice(1), 0, items.length - 2)
	const key = nextItemKey(shuffled)
	expect(shuffled.map((item) => item.key)).not.toContain(key)
	expect(nextItemKey([])).toBe(0)
})

test('a change at a path copies what is on the way and nothing else', () => {
	const state = stateOf(fields, SITE_CONTENT_DEFAULTS.about)
	const next = withStateAt(state, ['values', 'items', 2, 'title'], 'Candour')
	const items = (next.values as Record<string, StateItem[]>).items!
	expect(items[2]!.values.title).toBe('Candour')
	expect(next.banner).toBe(state.banner)
	expect((state.values as Record<string, StateItem[]>).items![2]!.values.title).toBe(
		'Customer-Centricity',
	)
	// A path that leads nowhere changes nothing.
	expect(withStateAt(state, ['values', 'items', 99, 'title'], 'x')).toBe(state)
})

test('equal forms compare equal whatever their items’ keys; moves and new items do not', () => {
	const one = stateOf(fields, SITE_CONTENT_DEFAULTS.about)
	const two = stateOf(fields, SITE_CONTENT_DEFAULTS.about)
	expect(comparable(one)).toBe(comparable(two))
	const items = (one.values as Record<string, StateItem[]>).items!
	const swapped = withStateAt(one, ['values', 'items'], moved(items, 0, 1))
	expect(comparable(swapped)).not.toBe(comparable(one))
	const back = withStateAt(swapped, ['values', 'items'], moved(moved(items, 0, 1), 1, 0))
	expect(comparable(back)).toBe(comparable(one))
	const added = withStateAt(
		one,
		['values', 'items'],
		[
			...items,
			emptyItem(SITE_FORMS.about.fields.values.fields.items.fields, nextItemKey(items)),
		],
	)
	expect(comparable(added)).not.toBe(comparable(one))
})

test('moving past either end keeps the list as it was', () => {
	expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
	expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
	expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c'])
})

test.each(SITE_KEYS)('%s: the form posts what it was opened with', (key) => {
	const form = SITE_FORMS[key]
	const state = stateOf(form.fields, SITE_CONTENT_DEFAULTS[key])
	expect(readSiteForm(key, postedOf(form.fields, state))).toEqual({
		ok: true,
		data: SITE_CONTENT_DEFAULTS[key],
	})
})
