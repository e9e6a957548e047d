// The building blocks of the Site forms (app/schemas/site-content.ts): each field is its
// label, its limits and its zod schema in one value, so the form the admin sees, the check
// in the browser, the check on the server, a stored value read back and the labels of a
// change all come from the same place. Limits are the server's rule: every text has one,
// every list a smallest and a largest count.
import { z } from 'zod'

import {
	readRichText,
	richTextDraftSchema,
	richTextField,
	type RichProfile,
	type RichText,
} from '#app/lib/rich-text.ts'
import { ICON_KEYS, type IconKey } from '#app/lib/site-icons.ts'
import type { UploadKind } from '#app/lib/media.ts'

import { imageFieldSchema } from './image.ts'
import { formatCount } from './project.ts'
import {
	pageSearchFieldDraftSchema,
	pageSearchFieldSchema,
	searchRecordOf,
	type PageSearch,
} from './search.ts'

interface Common {
	label: string
	/** A line under the field, saying what it is for or where it shows. */
	hint?: string
	/**
	 * How a draft holds it: whatever the form can hold, unchecked (a half-typed form is
	 * kept as it is); the rules are `schema`'s, at publishing.
	 */
	draft: z.ZodType
}

/** One line of text, a longer text, an address on the web, an e-mail address. */
export interface TextField extends Common {
	kind: 'text'
	input: 'line' | 'multiline' | 'url' | 'email'
	max: number
	required: boolean
	schema: z.ZodType<string, unknown>
}

/** A year, posted as text, stored as a number. */
export interface YearField extends Common {
	kind: 'year'
	schema: z.ZodType<number, unknown>
}

/**
 * Rich text (app/lib/rich-text.ts): paragraphs, bold, italic and links, and what its
 * profile adds; its limit counts the characters a visitor reads.
 */
export interface RichTextField extends Common {
	kind: 'rich'
	profile: RichProfile
	max: number
	schema: z.ZodType<RichText, unknown>
}

/** One of the site's icons (app/lib/site-icons.ts). */
export interface IconField extends Common {
	kind: 'icon'
	schema: z.ZodType<IconKey, unknown>
}

/** An image from the media pipeline, or none. */
export interface ImageField extends Common {
	kind: 'image'
	uploadKind: UploadKind
	/** The upload field's message when an upload fails. */
	failureMessage: string
	schema: typeof imageFieldSchema
}

/**
 * A page's Search and sharing (app/schemas/search.ts): its search title, description,
 * share image and "hide from search engines", one input holding their JSON, drawn as the
 * project form's Search and sharing with its previews.
 */
export interface SearchField extends Common {
	kind: 'search'
	/** The page's own name, put in the title pattern when the search title is empty. */
	page: string
	/** Its path on the site, for the preview: '/about'. */
	path: string
	schema: z.ZodType<PageSearch, unknown>
}

export type Fields = { readonly [key: string]: Field }

type ShapeOf<F extends Fields> = { -readonly [K in keyof F]: F[K]['schema'] }

/** Fields that belong together, stored as one object. */
export interface GroupField<F extends Fields = Fields> extends Common {
	kind: 'group'
	fields: F
	schema: z.ZodObject<ShapeOf<F>>
}

/** Items of the same fields: added, removed and moved by the admin. */
export interface ListField<F extends Fields = Fields> extends Common {
	kind: 'list'
	fields: F
	/** One item, for buttons and messages: 'value' → 'Move value 2 up'. */
	noun: string
	/** Its plural, for the count: 'values'. */
	plural: string
	/** The item's field that names it in announcements ('Innovation moved up'). */
	nameKey: keyof F & string
	min: number
	max: number
	schema: z.ZodType<Array<z.output<z.ZodObject<ShapeOf<F>>>>, unknown>
}

export type Field =
	| TextField
	| YearField
	| RichTextField
	| IconField
	| ImageField
	| SearchField
	| GroupField
	| ListField

export type ValueOf<F extends Field> = z.output<F['schema']>

// ---------------------------------------------------------------------------------------
// Builders

function tooLong(label: string, max: number) {
	return `Keep the ${label.toLowerCase()} under ${formatCount(max)} characters.`
}

/** A line of text: trimmed, required unless `required: false`, at most `max` characters. */
export function line(
	label: string,
	max: number,
	options: {
		hint?: string
		required?: boolean
		multiline?: boolean
		refine?: { check: (value: string) => boolean; message: string }
	} = {},
): TextField {
	const required = options.required ?? true
	let schema = z.string().trim().max(max, tooLong(label, max))
	if (required) schema = schema.min(1, `${label} is required`)
	// A line's box may wrap (a long one is drawn as a text box): it is stored as one line.
	let checked: z.ZodType<string, unknown> = options.multiline
		? schema.transform((value) => value.replace(/\r\n?/g, '\n'))
		: schema.transform((value) => value.replace(/\s*[\r\n]+\s*/g, ' '))
	if (options.refine)
		checked = checked.refine(options.refine.check, options.refine.message)
	return {
		kind: 'text',
		input: options.multiline ? 'multiline' : 'line',
		label,
		hint: options.hint,
		max,
		required,
		schema: checked,
		draft: draftText,
	}
}

/** A draft's text: any string (its limits are checked at publishing), else empty. */
const draftText = z.string().catch('')

/** A longer text in a box; line breaks are kept. */
export function text(
	label: string,
	max: number,
	options: { hint?: string; required?: boolean } = {},
): TextField {
	return line(label, max, { ...options, multiline: true })
}

const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*$/i

type Optional = { hint?: string; required?: boolean }

/** A text of a given form (an address), or empty when `required: false`. */
function formatted(
	label: string,
	options: Optional & {
		input: 'url' | 'email'
		max: number
		valid: (value: string) => boolean
		message: string
	},
): TextField {
	const { input, max, valid, message } = options
	const required = options.required ?? true
	const schema = z
		.string()
		.trim()
		.max(max, tooLong(label, max))
		.refine((value) => (value === '' ? !required : valid(value)), { message })
	return {
		kind: 'text',
		input,
		label,
		hint: options.hint,
		max,
		required,
		schema,
		draft: draftText,
	}
}

/** An address on the web (http or https), or empty when `required: false`. */
export function webAddress(label: string, options: Optional = {}): TextField {
	return formatted(label, {
		...options,
		input: 'url',
		max: 300,
		valid: (value) => URL_PATTERN.test(value),
		message:
			options.required === false
				? `${label} must be an address starting with https://, or empty`
				: `${label} must be an address starting with https://`,
	})
}

/** An e-mail address, or empty when `required: false`. */
export function emailAddress(label: string, options: Optional = {}): TextField {
	return formatted(label, {
		...options,
		input: 'email',
		max: 254,
		valid: (value) => z.email().safeParse(value).success,
		message: `${label} must be a valid email address`,
	})
}

/** A year from 1900 to 2100. */
export function year(label: string, options: { hint?: string } = {}): YearField {
	const message = 'Enter a year, like 2023'
	return {
		kind: 'year',
		label,
		hint: options.hint,
		schema: z.preprocess(
			(value) =>
				typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)
					? Number(value)
					: value,
			z.number({ error: message }).int(message).min(1900, message).max(2100, message),
		),
		draft: z.union([z.number(), z.string()]).catch(''),
	}
}

/** Rich text of `profile`, required unless `required: false`, at most `max` characters read. */
export function richText(
	label: string,
	max: number,
	options: { profile: RichProfile; hint?: string; required?: boolean },
): RichTextField {
	const { profile, hint, required = true } = options
	return {
		kind: 'rich',
		label,
		hint,
		profile,
		max,
		schema: richTextField(profile, {
			max,
			tooLong: tooLong(label, max),
			required: required ? `${label} is required` : undefined,
		}),
		draft: richTextDraftSchema(profile),
	}
}

export function icon(label = 'Icon', options: { hint?: string } = {}): IconField {
	return {
		kind: 'icon',
		label,
		hint: options.hint,
		schema: z.enum(ICON_KEYS, { error: 'Choose one of the icons' }),
		draft: z.string().catch(ICON_KEYS[0]),
	}
}

export function image(
	label: string,
	options: { uploadKind: UploadKind; failureMessage: string; hint?: string },
): ImageField {
	return {
		kind: 'image',
		label,
		...options,
		schema: imageFieldSchema,
		draft: imageFieldSchema.catch(null),
	}
}

/** A Search and sharing's share image, checked as the Site forms' other images are. */
const SHARE_IMAGE = image('Share image', {
	uploadKind: 'banner',
	failureMessage: 'Failed to upload share image',
})

/** A page's Search and sharing; `page` and `path` name the page in the previews. */
export function pageSearch(page: string, path: string): SearchField {
	return {
		kind: 'search',
		label: 'Search and sharing',
		page,
		path,
		schema: pageSearchFieldSchema as z.ZodType<PageSearch, unknown>,
		draft: pageSearchFieldDraftSchema,
	}
}

function shapeOf<const F extends Fields>(fields: F): ShapeOf<F> {
	return Object.fromEntries(
		Object.entries(fields).map(([key, field]) => [key, field.schema]),
	) as ShapeOf<F>
}

function draftShapeOf(fields: Fields): Record<string, z.ZodType> {
	return Object.fromEntries(
		Object.entries(fields).map(([key, field]) => [key, field.draft]),
	)
}

export function group<const F extends Fields>(
	label: string,
	fields: F,
	options: { hint?: string } = {},
): GroupField<F> {
	return {
		kind: 'group',
		label,
		hint: options.hint,
		fields,
		schema: z.object(shapeOf(fields)),
		draft: z.object(draftShapeOf(fields)).catch(() => draftOf(fields, {})),
	}
}

/** A draft read leniently by its fields: every field as far as it goes, the rest empty. */
function draftOf(
	fields: Fields,
	value: Record<string, unknown>,
): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(fields).map(([key, field]) => [key, field.draft.parse(value[key])]),
	)
}

export function list<const F extends Fields>(
	label: string,
	fields: F,
	options: {
		noun: string
		plural: string
		nameKey: keyof F & string
		min: number
		max: number
		hint?: string
	},
): ListField<F> {
	const { noun, plural, min, max } = options
	return {
		kind: 'list',
		label,
		fields,
		...options,
		schema: z
			.array(z.object(shapeOf(fields)))
			.min(
				min,
				min === 1 ? `Keep at least one ${noun}.` : `Keep at least ${min} ${plural}.`,
			)
			.max(max, `Keep to ${max} ${plural} or fewer.`),
		// One past the largest count, as a post is read: too many is refused at publishing.
		draft: z
			.array(z.object(draftShapeOf(fields)))
			.catch([])
			.transform((items) => items.slice(0, max + 1)),
	}
}

// ---------------------------------------------------------------------------------------
// Reading a posted form

/** Field names are paths: 'banner.title', 'values.items.2.icon'. */
/** Every image field of a form, with its path (images sit in groups, never in lists). */
export function imageFieldsOf(
	fields: Fields,
	prefix: string[] = [],
): Array<{ path: string[]; field: ImageField }> {
	return Object.entries(fields).flatMap(([key, field]) => {
		const path = [...prefix, key]
		if (field.kind === 'image') return [{ path, field }]
		if (field.kind === 'search') return [{ path: [...path, 'image'], field: SHARE_IMAGE }]
		if (field.kind === 'group') return imageFieldsOf(field.fields, path)
		return []
	})
}

export function fieldName(path: ReadonlyArray<string | number>): string {
	return path.join('.')
}

/** Something that hands back posted values by name (FormData, URLSearchParams). */
interface Posted {
	get(name: string): FormDataEntryValue | null
	keys(): IterableIterator<string> | Iterable<string>
}

function textOf(value: FormDataEntryValue | null): string {
	return typeof value === 'string' ? value : ''
}

/**
 * How many items of the list at `prefix` were posted: one past the highest index named,
 * capped one above the list's largest count (so too many is refused, never read on).
 */
function postedCount(names: readonly string[], prefix: string, max: number): number {
	let highest = -1
	const start = `${prefix}.`
	for (const name of names) {
		if (!name.startsWith(start)) continue
		const index = /^(\d{1,4})\./.exec(name.slice(start.length))?.[1]
		if (index !== undefined) highest = Math.max(highest, Number(index))
	}
	return Math.min(highest + 1, max + 1)
}

function readFields(
	fields: Fields,
	posted: Posted,
	names: readonly string[],
	prefix: string,
): Record<string, unknown> {
	const out: Record<string, unknown> = {}
	for (const [key, field] of Object.entries(fields)) {
		const name = prefix ? `${prefix}.${key}` : key
		if (field.kind === 'group') {
			out[key] = readFields(field.fields, posted, names, name)
		} else if (field.kind === 'list') {
			const items: Array<Record<string, unknown>> = []
			const n = postedCount(names, name, field.max)
			for (let index = 0; index < n; index++)
				items.push(readFields(field.fields, posted, names, `${name}.${index}`))
			out[key] = items
		} else if (field.kind === 'search') {
			out[key] = postedSearch(posted, name)
		} else {
			out[key] = textOf(posted.get(name))
		}
	}
	return out
}

/**
 * A Search and sharing as posted: its JSON, which the page's script keeps in step, with its
 * boxes' words over it (all a form sent before the script runs has of what was typed).
 */
function postedSearch(posted: Posted, name: string): string {
	const json = textOf(posted.get(name))
	const title = posted.get(`${name}.title`)
	if (typeof title !== 'string') return json
	return JSON.stringify({
		...searchRecordOf(json),
		title,
		description: textOf(posted.get(`${name}.description`)),
		noindex: posted.get(`${name}.noindex`) === 'on',
	})
}

/**
 * A posted form as the object its fields describe: only the names the fields know are
 * read (nothing else posted can add a key), every text as posted (the schema trims and
 * checks it), lists in the order their indexes say.
 */
export function readPostedFields(
	fields: Fields,
	posted: Posted,
): Record<string, unknown> {
	const names = [...posted.keys()]
	return readFields(fields, posted, names, '')
}

/**
 * The field an issue of the schema belongs to: its path cut at the first field that is
 * one input on the form (a rich text, an image), or at a list or group when the
 * issue is about it as a whole ('Keep at least one value.').
 */
export function inputPathOf(fields: Fields, path: ReadonlyArray<PropertyKey>): string {
	const out: string[] = []
	let current: Fields | null = fields
	for (let i = 0; i < path.length && current; i++) {
		const key = String(path[i])
		const field: Field | undefined = current[key]
		if (!field) break
		out.push(key)
		if (field.kind === 'search') {
			// Each of its parts has its own box, named by the part.
			const part = path[i + 1]
			if (typeof part === 'string') out.push(part)
			current = null
		} else if (field.kind === 'group') {
			current = field.fields
		} else if (field.kind === 'list') {
			const index = path[i + 1]
			if (typeof index !== 'number') break
			out.push(String(index))
			i++
			current = field.fields
		} else {
			current = null
		}
	}
	return out.join('.')
}

/** Each input's first message, by its name. */
export function fieldErrorsOf(
	fields: Fields,
	error: z.ZodError,
): Partial<Record<string, string>> {
	const errors: Partial<Record<string, string>> = {}
	for (const issue of error.issues) {
		const at = inputPathOf(fields, issue.path)
		errors[at] ??= issue.message
	}
	return errors
}

/** The label of a field at `path` (list indexes skipped), with its groups': for a change list. */
export function labelsAt(fields: Fields, path: ReadonlyArray<string | number>): string[] {
	const labels: string[] = []
	let current: Fields | null = fields
	for (let i = 0; i < path.length && current; i++) {
		const field: Field | undefined = current[String(path[i])]
		if (!field) break
		if (field.kind === 'list') {
			const index = path[i + 1]
			labels.push(
				typeof index === 'number'
					? `${field.label}, ${field.noun} ${index + 1}`
					: field.label,
			)
			if (typeof index === 'number') i++
			current = field.fields
		} else {
			labels.push(field.label)
			current = field.kind === 'group' ? field.fields : null
		}
	}
	return labels
}

/** A stored value as its form posts it: rich text as its JSON, years as text. */
function formText(field: Field, value: unknown): string {
	if (field.kind === 'rich') return JSON.stringify(readRichText(value, field.profile))
	if (field.kind === 'image') return value ? JSON.stringify(value) : ''
	if (field.kind === 'search')
		return JSON.stringify(pageSearchFieldDraftSchema.parse(value))
	return value === undefined || value === null ? '' : String(value)
}

/** The name and value of every input a form of `value` posts, in order. */
export function postedEntriesOf(
	fields: Fields,
	value: unknown,
	prefix = '',
): Array<[string, string]> {
	const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
		string,
		unknown
	>
	const entries: Array<[string, string]> = []
	for (const [key, field] of Object.entries(fields)) {
		const name = prefix ? `${prefix}.${key}` : key
		const item = record[key]
		if (field.kind === 'group') entries.push(...postedEntriesOf(field.fields, item, name))
		else if (field.kind === 'list')
			(Array.isArray(item) ? item : []).forEach((entry, index) =>
				entries.push(...postedEntriesOf(field.fields, entry, `${name}.${index}`)),
			)
		else if (field.kind === 'search') {
			const search = pageSearchFieldDraftSchema.parse(item)
			entries.push(
				[name, formText(field, item)],
				[`${name}.title`, search.title],
				[`${name}.description`, search.description],
			)
			if (search.noindex) entries.push([`${name}.noindex`, 'on'])
		} else entries.push([name, formText(field, item)])
	}
	return entries
}
