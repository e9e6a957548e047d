// Translations of editor content (issue 39, decision 049): the words of an item in a language
// other than the site's default, laid over the default language's document.
//
// A translation holds only words: each translatable field of the item (a Site form's texts,
// a project's name, introduction, features, alt texts, search fields, address) by its path
// in the document ('banner.title', 'features.2.description', 'image.alt'). A field left empty
// is not translated yet: the page shows the default language's words there.
import {
	isRichText,
	isRichTextEmpty,
	type RichProfile,
	type RichText,
} from './rich-text.ts'
import { PROJECT_LIMITS } from '#app/schemas/project.ts'
import { SEARCH_LIMITS } from '#app/schemas/search.ts'
import { TESTIMONIAL_LIMITS } from '#app/schemas/testimonial.ts'
import type { Fields } from '#app/schemas/site-fields.ts'

/** One translated field's value: a line of text or rich text. */
export type TranslatedValue = string | RichText

/** The translated fields of one item in one language, by path. */
export type Translation = Readonly<Record<string, TranslatedValue>>

/** A field of an item that has words in it, as the translation form draws it. */
export interface TranslatableField {
	/** Its path in the document: 'banner.title', 'features.2.description'. */
	path: string
	/** What the form calls it ('Features › 3 › Description'). */
	label: string
	input: 'line' | 'multiline' | 'rich'
	/** The rich text's profile (input 'rich'). */
	profile?: RichProfile
	max: number
	/** The default language's words there: shown beside the field, used while it is empty. */
	source: TranslatedValue
}

/** Whether a translated value says anything (an empty one falls back to the default). */
export function hasWords(value: unknown): value is TranslatedValue {
	if (typeof value === 'string') return value.trim() !== ''
	return isRichText(value) && !isRichTextEmpty(value)
}

function valueAt(doc: unknown, path: string): unknown {
	let value = doc
	for (const key of path.split('.')) {
		if (!value || typeof value !== 'object') return undefined
		value = (value as Record<string, unknown>)[key]
	}
	return value
}

/** A copy of `doc` with `next` at `path`; objects and arrays on the way are copied. */
function withValueAt<T>(doc: T, keys: readonly string[], next: unknown): T {
	const [key, ...rest] = keys
	if (key === undefined) return next as T
	if (Array.isArray(doc)) {
		const copy = [...(doc as unknown[])]
		copy[Number(key)] = withValueAt(copy[Number(key)], rest, next)
		return copy as T
	}
	const record = (doc && typeof doc === 'object' ? doc : {}) as Record<string, unknown>
	return { ...record, [key]: withValueAt(record[key], rest, next) } as T
}

/**
 * The document in a language: `doc` with every translated field of `fields` that has words
 * in `translation`; every other field as the default language has it.
 */
export function applyTranslation<Doc>(
	doc: Doc,
	translation: Translation | null | undefined,
	fields: readonly Pick<TranslatableField, 'path'>[],
): Doc {
	if (!translation) return doc
	let translated = doc
	for (const { path } of fields) {
		const value = translation[path]
		if (hasWords(value)) translated = withValueAt(translated, path.split('.'), value)
	}
	return translated
}

/**
 * The fields of `fields` that show the default language's words in a language: those with
 * words in `doc` and none in `translation` (no translation: every one). The page marks them
 * with the default language's `lang`, so they are read with its voice.
 */
export function untranslatedFields(
	doc: unknown,
	translation: Translation | null | undefined,
	fields: readonly Pick<TranslatableField, 'path'>[],
): string[] {
	return fields
		.filter(({ path }) => !hasWords(translation?.[path]) && hasWords(valueAt(doc, path)))
		.map(({ path }) => path)
}

/** An item on a page in a language other than the default: its fields in the default's words. */
export interface Untranslated {
	untranslated?: readonly string[]
}

/** How far a translation goes: the fields that have words, and how many there are. */
export function translationProgress(
	translation: Translation | null | undefined,
	fields: readonly Pick<TranslatableField, 'path'>[],
): { done: number; total: number } {
	const done = fields.filter(({ path }) => hasWords(translation?.[path])).length
	return { done, total: fields.length }
}

// ---------------------------------------------------------------------------------------
// The translatable fields of each kind of item

/** A project's words: what its page and its cards show. */
export function projectTranslatableFields(doc: {
	name: string
	slug: string
	category: string
	description: string
	intro: RichText
	features: ReadonlyArray<{ title: string; description: RichText }>
	phases: readonly string[]
	banner: { alt?: string | null } | null
	image: { alt?: string | null } | null
	productImages: ReadonlyArray<{ alt?: string | null }>
	seo: { title: string; description: string }
}): TranslatableField[] {
	const line = (path: string, label: string, max: number, source: string) =>
		({ path, label, input: 'line', max, source }) as const
	const fields: TranslatableField[] = [
		line('name', 'Name', PROJECT_LIMITS.name, doc.name),
		line('slug', 'Address', PROJECT_LIMITS.name, doc.slug),
		line('category', 'Category', PROJECT_LIMITS.category, doc.category),
		{
			path: 'description',
			label: 'Description',
			input: 'multiline',
			max: PROJECT_LIMITS.description,
			source: doc.description,
		},
		{
			path: 'intro',
			label: 'Introduction',
			input: 'rich',
			profile: 'article',
			max: PROJECT_LIMITS.intro,
			source: doc.intro,
		},
	]
	doc.features.forEach((feature, index) => {
		const label = `Features › ${index + 1}`
		fields.push(
			line(
				`features.${index}.title`,
				`${label} › Title`,
				PROJECT_LIMITS.featureTitle,
				feature.title,
			),
			{
				path: `features.${index}.description`,
				label: `${label} › Description`,
				input: 'rich',
				profile: 'inline',
				max: PROJECT_LIMITS.featureDescription,
				source: feature.description,
			},
		)
	})
	doc.phases.forEach((phase, index) =>
		fields.push(
			line(`phases.${index}`, `Phases › ${index + 1}`, PROJECT_LIMITS.phase, phase),
		),
	)
	const alt = (path: string, label: string, image: { alt?: string | null } | null) => {
		if (image)
			fields.push(line(`${path}.alt`, `${label} › Alt text`, 300, image.alt ?? ''))
	}
	alt('banner', 'Banner image', doc.banner)
	alt('image', 'Project image', doc.image)
	doc.productImages.forEach((image, index) =>
		alt(`productImages.${index}`, `Product images › ${index + 1}`, image),
	)
	fields.push(line('seo.title', 'Search title', SEARCH_LIMITS.title, doc.seo.title), {
		path: 'seo.description',
		label: 'Search description',
		input: 'multiline',
		max: SEARCH_LIMITS.description,
		source: doc.seo.description,
	})
	return fields
}

/**
 * A testimonial's words: its quote and the person's title, and the alt texts of its logos
 * and photo. The person's name stays as it is (decision 052).
 */
export function testimonialTranslatableFields(doc: {
	title: string
	quote: RichText
	logoLight: { alt?: string | null } | null
	logoDark: { alt?: string | null } | null
	image: { alt?: string | null } | null
}): TranslatableField[] {
	const fields: TranslatableField[] = [
		{
			path: 'quote',
			label: 'Quote',
			input: 'rich',
			profile: 'inline',
			max: TESTIMONIAL_LIMITS.quote,
			source: doc.quote,
		},
		{
			path: 'title',
			label: 'Title',
			input: 'line',
			max: TESTIMONIAL_LIMITS.title,
			source: doc.title,
		},
	]
	const alt = (path: string, label: string, image: { alt?: string | null } | null) => {
		if (image)
			fields.push({
				path: `${path}.alt`,
				label: `${label} › Alt text`,
				input: 'line',
				max: 300,
				source: image.alt ?? '',
			})
	}
	alt('logoLight', 'Logo (light theme)', doc.logoLight)
	alt('logoDark', 'Logo (dark theme)', doc.logoDark)
	alt('image', 'Photo', doc.image)
	return fields
}

/** A Site form's words: every text, rich text, alt text and search field of its value. */
export function siteTranslatableFields(
	fields: Fields,
	value: unknown,
	prefix = '',
	labels: readonly string[] = [],
): TranslatableField[] {
	const found: TranslatableField[] = []
	for (const [key, field] of Object.entries(fields)) {
		const path = prefix ? `${prefix}.${key}` : key
		const named = [...labels, field.label]
		const label = named.join(' › ')
		const source = valueAt(value, path)
		switch (field.kind) {
			case 'text':
				// Addresses are the same in every language.
				if (field.input === 'url' || field.input === 'email') break
				found.push({
					path,
					label,
					input: field.input === 'multiline' ? 'multiline' : 'line',
					max: field.max,
					source: typeof source === 'string' ? source : '',
				})
				break
			case 'rich':
				if (isRichText(source))
					found.push({
						path,
						label,
						input: 'rich',
						profile: field.profile,
						max: field.max,
						source,
					})
				break
			case 'image': {
				const alt = (source as { alt?: unknown } | null)?.alt
				if (source)
					found.push({
						path: `${path}.alt`,
						label: `${label} › Alt text`,
						input: 'line',
						max: 300,
						source: typeof alt === 'string' ? alt : '',
					})
				break
			}
			case 'search': {
				const search = (source ?? {}) as { title?: unknown; description?: unknown }
				found.push(
					{
						path: `${path}.title`,
						label: `${label} › Search title`,
						input: 'line',
						max: SEARCH_LIMITS.title,
						source: typeof search.title === 'string' ? search.title : '',
					},
					{
						path: `${path}.description`,
						label: `${label} › Search description`,
						input: 'multiline',
						max: SEARCH_LIMITS.description,
						source: typeof search.description === 'string' ? search.description : '',
					},
				)
				break
			}
			case 'group':
				found.push(...siteTranslatableFields(field.fields, value, path, named))
				break
			case 'list':
				if (Array.isArray(source))
					source.forEach((_, index) =>
						found.push(
							...siteTranslatableFields(field.fields, value, `${path}.${index}`, [
								...named,
								String(index + 1),
							]),
						),
					)
				break
			default:
				// Years and icons have no words.
				break
		}
	}
	return found
}
