// What changed between two published versions of an item, field by field, in words a
// person reads: a text's old and new value, a list's added and removed entries, an image's
// old and new picture. The server stores only which fields changed (content_revisions
// .changes); the history screen works out the rest from the two snapshots.
import { isRichText, plainTextOf } from './rich-text.ts'
import type { ImageRef } from './types.ts'

/** How a field is compared and shown. */
export type FieldKind = 'text' | 'list' | 'image' | 'images' | 'boolean'

export interface FieldSpec {
	label: string
	kind: FieldKind
}

/** A document's fields, in the order the history shows them. */
export type FieldSpecs = Readonly<Record<string, FieldSpec>>

/**
 * An image's alt text a draft sets (`setAlt`): on publishing it is stored in the library,
 * for every page showing the image, so a review shows it though the image stays.
 */
export interface AltChange {
	image: ImageRef
	before: string
	after: string
}

export type FieldChange =
	| { field: string; label: string; kind: 'text'; before: string; after: string }
	| {
			field: string
			label: string
			kind: 'list'
			added: string[]
			removed: string[]
			reordered: boolean
	  }
	| {
			field: string
			label: string
			kind: 'image'
			before: ImageRef | null
			after: ImageRef | null
			alts: AltChange[]
	  }
	| {
			field: string
			label: string
			kind: 'images'
			added: ImageRef[]
			removed: ImageRef[]
			reordered: boolean
			alts: AltChange[]
	  }
	| { field: string; label: string; kind: 'boolean'; before: boolean; after: boolean }

type Doc = Readonly<Record<string, unknown>>

const same = (a: unknown, b: unknown) =>
	JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * A field's value; a name with dots ('banner.title') is a path into nested objects, or a key
 * of a record kept by path (a translation's texts: `{ 'banner.title': … }`).
 */
function valueAt(doc: Doc | null, field: string): unknown {
	let value: unknown = doc
	const keys = field.split('.')
	for (let index = 0; index < keys.length; index++) {
		if (!value || typeof value !== 'object') return undefined
		const record = value as Record<string, unknown>
		const rest = keys.slice(index).join('.')
		if (index < keys.length - 1 && Object.hasOwn(record, rest)) return record[rest]
		value = record[keys[index]!]
	}
	return value
}

/**
 * An image field compares by the images' addresses: the size, alt text and focal point a
 * ref carries are the library's (decision 031), not a change made to the item.
 */
const comparable = (kind: FieldKind, value: unknown): unknown =>
	kind === 'image'
		? (imageOf(value)?.url ?? null)
		: kind === 'images'
			? imagesOf(value).map((image) => image.url)
			: value

/**
 * The alt texts `after` sets (`setAlt`) on images `before` shows too, that differ from what
 * `before` has: an image newly chosen shows as a change of its own.
 */
function altChanges(kind: FieldKind, was: unknown, now: unknown): AltChange[] {
	if (kind !== 'image' && kind !== 'images') return []
	const list = (value: unknown): unknown[] =>
		kind === 'image' ? [value] : Array.isArray(value) ? value : []
	const before = new Map(
		list(was).flatMap((value) => {
			const image = imageOf(value)
			return image ? [[image.url, altOf(value)] as const] : []
		}),
	)
	return list(now).flatMap((value) => {
		const image = imageOf(value)
		const set = (value as { setAlt?: unknown } | null)?.setAlt
		if (!image || !before.has(image.url) || (typeof set !== 'string' && set !== null))
			return []
		const old = before.get(image.url) ?? ''
		const next = (set ?? '').trim()
		return old === next ? [] : [{ image, before: old, after: next }]
	})
}

function altOf(value: unknown): string {
	const alt = (value as { alt?: unknown } | null)?.alt
	return typeof alt === 'string' ? alt : ''
}

/** The fields of `specs` whose values differ between two documents, in the specs' order. */
export function changedFields(
	specs: FieldSpecs,
	before: Doc | null,
	after: Doc,
): string[] {
	return Object.entries(specs)
		.filter(([field, { kind }]) => {
			const was = valueAt(before, field)
			const now = valueAt(after, field)
			return (
				!same(comparable(kind, was), comparable(kind, now)) ||
				altChanges(kind, was, now).length > 0
			)
		})
		.map(([field]) => field)
}

/** Each changed field of `specs`, readable (see FieldChange); none when `before` is null. */
export function describeChanges(
	specs: FieldSpecs,
	before: Doc | null,
	after: Doc,
): FieldChange[] {
	if (!before) return []
	const changes: FieldChange[] = []
	for (const field of changedFields(specs, before, after)) {
		const { label, kind } = specs[field]!
		const was = valueAt(before, field)
		const now = valueAt(after, field)
		switch (kind) {
			case 'text':
				changes.push({ field, label, kind, before: textOf(was), after: textOf(now) })
				break
			case 'boolean':
				changes.push({ field, label, kind, before: was === true, after: now === true })
				break
			case 'image':
				changes.push({
					field,
					label,
					kind,
					before: imageOf(was),
					after: imageOf(now),
					alts: altChanges(kind, was, now),
				})
				break
			case 'images': {
				const { added, removed, reordered } = listDiff(
					imagesOf(was),
					imagesOf(now),
					(i) => i.url,
				)
				const alts = altChanges(kind, was, now)
				changes.push({ field, label, kind, added, removed, reordered, alts })
				break
			}
			case 'list': {
				const { added, removed, reordered } = listDiff(
					entriesOf(was),
					entriesOf(now),
					(e) => e,
				)
				changes.push({ field, label, kind, added, removed, reordered })
				break
			}
		}
	}
	return changes
}

/** Entries only in `after`, only in `before`, and whether the shared ones moved. */
function listDiff<T>(before: T[], after: T[], key: (item: T) => string) {
	const was = new Set(before.map(key))
	const now = new Set(after.map(key))
	const added = after.filter((item) => !was.has(key(item)))
	const removed = before.filter((item) => !now.has(key(item)))
	const keptBefore = before.map(key).filter((k) => now.has(k))
	const keptAfter = after.map(key).filter((k) => was.has(k))
	return { added, removed, reordered: !same(keptBefore, keptAfter) }
}

/** A field's value as words: rich text as the text a visitor reads. */
function textOf(value: unknown): string {
	if (value === null || value === undefined) return ''
	if (isRichText(value)) return plainTextOf(value)
	return typeof value === 'string' ? value : String(value)
}

/**
 * A list entry as one line: a string as it is, a feature as 'Title: description' (a Site
 * list's item likewise: its name, value or title, then its text or label).
 */
function entriesOf(value: unknown): string[] {
	if (!Array.isArray(value)) return []
	return value.map((item) => {
		if (typeof item === 'string') return item
		if (item && typeof item === 'object') {
			const record = item as Record<string, unknown>
			const title = [record.title, record.name, record.value].find(
				(part) => typeof part === 'string',
			)
			const detail = [record.description, record.text, record.label]
				.map((part) => (isRichText(part) ? plainTextOf(part) : part))
				.find((part) => typeof part === 'string' && part)
			if (typeof title === 'string')
				return typeof detail === 'string' ? `${title}: ${detail}` : title
		}
		return JSON.stringify(item)
	})
}

function imageOf(value: unknown): ImageRef | null {
	if (!value || typeof value !== 'object') return null
	const { url, name, mediaId } = value as {
		url?: unknown
		name?: unknown
		mediaId?: unknown
	}
	if (typeof url !== 'string') return null
	const image: ImageRef = { url, name: typeof name === 'string' ? name : url }
	// Which library image it was: the history shows a placeholder once it is deleted.
	if (typeof mediaId === 'string') image.mediaId = mediaId
	return image
}

function imagesOf(value: unknown): ImageRef[] {
	return Array.isArray(value)
		? value.map(imageOf).filter((i): i is ImageRef => i !== null)
		: []
}
