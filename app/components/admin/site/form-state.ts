// What a Site form holds while the admin edits it: the fields' tree, with every text as
// its input holds it (rich text as the editor's JSON, a year as text), images as
// chosen, and each list item with a key of its own, so React keeps an item's inputs (and
// focus) with it when it moves.
import { readRichText } from '#app/lib/rich-text.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { NO_PAGE_SEARCH, readPageSearch } from '#app/schemas/search.ts'
import type { Field, Fields } from '#app/schemas/site-fields.ts'

export type StateNode = string | ImageRef | null | StateGroup | StateItem[]
export interface StateGroup {
	[key: string]: StateNode
}
export interface StateItem {
	key: number
	values: StateGroup
}

/**
 * A list item's key: its place when the form was opened, the same on the server and in the
 * browser (an item's ids are drawn from it, so the page hydrates as it was rendered); a new
 * item takes the next after the largest.
 */
export const nextItemKey = (items: readonly StateItem[]): number =>
	items.reduce((largest, item) => Math.max(largest, item.key + 1), 0)

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nodeOf(field: Field, value: unknown): StateNode {
	switch (field.kind) {
		case 'group':
			return stateOf(field.fields, value)
		case 'list':
			return (Array.isArray(value) ? value : []).map((item, index) => ({
				key: index,
				values: stateOf(field.fields, item),
			}))
		case 'image':
			return isRecord(value) ? (value as unknown as ImageRef) : null
		case 'rich':
			return JSON.stringify(readRichText(value, field.profile))
		case 'search':
			return JSON.stringify(readPageSearch(value))
		default:
			return value === undefined || value === null ? '' : String(value)
	}
}

/** A stored value (or the defaults) as the form's state. */
export function stateOf(fields: Fields, value: unknown): StateGroup {
	const record = isRecord(value) ? value : {}
	return Object.fromEntries(
		Object.entries(fields).map(([key, field]) => [key, nodeOf(field, record[key])]),
	)
}

/** A new, empty item of a list: every text empty, the first icon, no image. */
export function emptyItem(fields: Fields, itemKey: number): StateItem {
	const values: StateGroup = {}
	for (const [key, field] of Object.entries(fields)) {
		if (field.kind === 'icon') values[key] = 'lightbulb'
		else if (field.kind === 'image') values[key] = null
		else if (field.kind === 'list') values[key] = []
		else if (field.kind === 'group') values[key] = emptyItem(field.fields, 0).values
		else if (field.kind === 'rich') values[key] = JSON.stringify(readRichText(''))
		else if (field.kind === 'search') values[key] = JSON.stringify(NO_PAGE_SEARCH)
		else values[key] = ''
	}
	return { key: itemKey, values }
}

/** A path into the state: group keys, and list indexes. */
export type StatePath = ReadonlyArray<string | number>

/** The state with `next` at `path` (what is on the way copied, the rest shared). */
export function withStateAt(
	state: StateGroup,
	path: StatePath,
	next: StateNode,
): StateGroup {
	const [key, ...rest] = path
	if (typeof key !== 'string') return state
	if (rest.length === 0) return { ...state, [key]: next }
	const child = state[key]
	if (Array.isArray(child)) {
		const [index, ...inner] = rest
		if (typeof index !== 'number' || !child[index]) return state
		if (inner.length === 0) return state
		const items = child.slice()
		items[index] = {
			...child[index],
			values: withStateAt(child[index].values, inner, next),
		}
		return { ...state, [key]: items }
	}
	if (!isRecord(child)) return state
	const inner = withStateAt(child as StateGroup, rest, next)
	return inner === child ? state : { ...state, [key]: inner }
}

/** The state without its list keys: equal for equal forms (what 'unsaved changes' compares). */
export function comparable(state: StateGroup): string {
	return JSON.stringify(state, (key, value: unknown) =>
		isRecord(value) && typeof value.key === 'number' && isRecord(value.values)
			? value.values
			: value,
	)
}

/** A list moved: the item at `from` to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
	const next = items.slice()
	const [item] = next.splice(from, 1)
	if (item === undefined || to < 0 || to > next.length) return items.slice()
	next.splice(to, 0, item)
	return next
}

/**
 * What the form posts for `state`, by input name: the form's own check reads this with
 * the server's schema, without reading the page.
 */
export function postedOf(fields: Fields, state: StateGroup): URLSearchParams {
	const posted = new URLSearchParams()
	const walk = (inner: Fields, group: StateGroup, prefix: string) => {
		for (const [key, field] of Object.entries(inner)) {
			const name = prefix ? `${prefix}.${key}` : key
			const node = group[key]
			if (field.kind === 'group')
				walk(field.fields, isRecord(node) ? (node as StateGroup) : {}, name)
			else if (field.kind === 'list')
				(Array.isArray(node) ? node : []).forEach((item, index) =>
					walk(field.fields, item.values, `${name}.${index}`),
				)
			else if (field.kind === 'image')
				posted.append(name, node ? JSON.stringify(node) : '')
			else posted.append(name, typeof node === 'string' ? node : '')
		}
	}
	walk(fields, state, '')
	return posted
}
