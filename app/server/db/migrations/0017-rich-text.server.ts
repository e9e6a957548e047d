// Rich text (issue 37, decision 045): the long texts written before it become the editor's
// JSON (app/lib/rich-text.ts), a paragraph per blank-line-separated block and a line break
// per line break, so every page reads the same: a project's introduction and its features'
// descriptions, a testimonial's quote, and in the Site forms About's story, mission and
// vision and each Services tab's introduction and reasons. Drafts and revisions stay as
// they are: a plain text there is read as rich text when it is opened or restored.
import { sql, type Kysely } from 'kysely'

import {
	isRichText,
	plainTextOf,
	readRichText,
	richFromParagraphs,
	richFromPlainText,
} from '#app/lib/rich-text.ts'

/** A JSON column's value on either engine (the pool hands jsonb back as text). */
function parsed(value: unknown): unknown {
	if (typeof value !== 'string') return value
	try {
		return JSON.parse(value) as unknown
	} catch {
		return value
	}
}

/** A text column: the editor's JSON when it is that, else the text itself ('42' too). */
function textColumn(value: unknown): unknown {
	return typeof value === 'string' && value.trimStart().startsWith('{"root"')
		? parsed(value)
		: value
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value)

type Convert = (value: unknown) => unknown

/** A plain text, or a list of paragraphs, as rich text; rich text as it is. */
const toRich: Convert = (value) =>
	isRichText(value)
		? value
		: Array.isArray(value)
			? richFromParagraphs(value.filter((item) => typeof item === 'string'))
			: richFromPlainText(typeof value === 'string' ? value : '')

/** Rich text as the plain text it was written as (the way back). */
const toPlain: Convert = (value) =>
	isRichText(value) ? plainTextOf(readRichText(value)) : value
/** About's story and the Services introductions were lists of paragraphs. */
const toParagraphs: Convert = (value) =>
	isRichText(value) ? plainTextOf(readRichText(value)).split('\n\n') : value

/** The Site forms' rich texts, by form: each a path to a text, or into a list's items. */
const SITE_TEXTS: Record<string, Array<{ path: string[]; list?: boolean }>> = {
	about: [
		{ path: ['story', 'paragraphs'], list: true },
		{ path: ['mission', 'text'] },
		{ path: ['vision', 'text'] },
	],
	services: ['mobile', 'websites', 'smart-systems'].flatMap((tab) => [
		{ path: [tab, 'intro'], list: true },
		{ path: [tab, 'why', '*', 'text'] },
	]),
}

/** `value` with `convert` applied at `path` ('*': every item of a list), where it exists. */
function convertAt(value: unknown, path: readonly string[], convert: Convert): unknown {
	const [key, ...rest] = path
	if (key === undefined) return convert(value)
	if (key === '*')
		return Array.isArray(value)
			? value.map((item) => convertAt(item, rest, convert))
			: value
	if (!isRecord(value) || !(key in value)) return value
	return { ...value, [key]: convertAt(value[key], rest, convert) }
}

async function convertAll(
	db: Kysely<unknown>,
	convert: Convert,
	paragraphs: Convert,
): Promise<void> {
	const projects = await sql<{ id: string; intro: unknown; features: unknown }>`
		select id, intro, features from projects
	`.execute(db)
	for (const row of projects.rows) {
		const intro = convert(textColumn(row.intro))
		const features = parsed(row.features)
		const converted = Array.isArray(features)
			? features.map((feature: unknown) =>
					isRecord(feature)
						? { ...feature, description: convert(feature.description) }
						: feature,
				)
			: features
		await sql`
			update projects
			set intro = ${typeof intro === 'string' ? intro : JSON.stringify(intro)},
				features = ${JSON.stringify(converted ?? [])}
			where id = ${row.id}
		`.execute(db)
	}

	const testimonials = await sql<{ id: string; quote: unknown }>`
		select id, quote from testimonials
	`.execute(db)
	for (const row of testimonials.rows) {
		const quote = convert(textColumn(row.quote))
		await sql`
			update testimonials
			set quote = ${typeof quote === 'string' ? quote : JSON.stringify(quote)}
			where id = ${row.id}
		`.execute(db)
	}

	const forms = await sql<{ key: string; data: unknown }>`
		select key, data from site_content where key in ('about', 'services')
	`.execute(db)
	for (const row of forms.rows) {
		let data = parsed(row.data)
		for (const { path, list } of SITE_TEXTS[row.key] ?? [])
			data = convertAt(data, path, list ? paragraphs : convert)
		await sql`
			update site_content set data = ${JSON.stringify(data)} where key = ${row.key}
		`.execute(db)
	}
}

export async function up(db: Kysely<unknown>): Promise<void> {
	await convertAll(db, toRich, toRich)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await convertAll(db, toPlain, toParagraphs)
}
