// Rich text as the editor (Lexical) serializes it, and the rules a field puts on it: which
// nodes it may hold (its profile), which links are safe, how many characters a visitor
// reads. Shared by the dashboard's editor, the server's check and the public renderer
// (app/components/rich-text/RichText.tsx), which imports no editor code.
import { z } from 'zod'

/**
 * What a field allows beside paragraphs, bold, italic and links: `inline` nothing more (a
 * feature's description, a quote), `basic` lists, `article` lists, a sub-heading and quotes.
 */
export type RichProfile = 'inline' | 'basic' | 'article'

export const RICH_PROFILES: Record<
	RichProfile,
	{ lists: boolean; headings: boolean; quotes: boolean }
> = {
	inline: { lists: false, headings: false, quotes: false },
	basic: { lists: true, headings: false, quotes: false },
	article: { lists: true, headings: true, quotes: true },
}

/** Lexical's text format bits the site keeps: bold and italic. */
export const BOLD = 1
export const ITALIC = 2
const KEPT_FORMAT = BOLD | ITALIC

type Direction = 'ltr' | 'rtl' | null

export interface RichTextNode {
	type: 'text'
	text: string
	format: number
	detail: 0
	mode: 'normal'
	style: ''
	version: 1
}
export interface RichLineBreak {
	type: 'linebreak'
	version: 1
}
interface ElementCommon {
	direction: Direction
	format: ''
	indent: 0
	version: 1
}
export interface RichLink extends ElementCommon {
	type: 'link'
	url: string
	rel: null
	target: null
	title: null
	children: Array<RichTextNode | RichLineBreak>
}
export type RichInline = RichTextNode | RichLineBreak | RichLink
export interface RichParagraph extends ElementCommon {
	type: 'paragraph'
	textFormat: 0
	textStyle: ''
	children: RichInline[]
}
export interface RichHeading extends ElementCommon {
	type: 'heading'
	tag: 'h3'
	children: RichInline[]
}
export interface RichQuote extends ElementCommon {
	type: 'quote'
	children: RichInline[]
}
export interface RichListItem extends ElementCommon {
	type: 'listitem'
	value: number
	children: Array<RichInline | RichList>
}
export interface RichList extends ElementCommon {
	type: 'list'
	listType: 'bullet' | 'number'
	tag: 'ul' | 'ol'
	start: number
	children: RichListItem[]
}
export type RichBlock = RichParagraph | RichHeading | RichQuote | RichList
export interface RichText {
	root: {
		type: 'root'
		direction: Direction
		format: ''
		indent: 0
		version: 1
		children: RichBlock[]
	}
}

export const UNSAFE_LINK_MESSAGE =
	'A link must start with https://, http:// or mailto:, or be a page of this site.'

/**
 * A link the site writes: http(s) to anywhere, an e-mail address, or a path on the site
 * itself ('/portfolio/orbit', never '//elsewhere'). Everything else (javascript:, data:,
 * relative paths without a slash) is not a link.
 */
export function isSafeHref(url: string): boolean {
	const value = url.trim()
	if (value !== url || value.length === 0 || value.length > 2000) return false
	if (/\s/.test(value)) return false
	if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
	if (/^mailto:[^@]+@[^@]+$/i.test(value)) return true
	try {
		const parsed = new URL(value)
		return (
			(parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
			parsed.hostname.length > 0
		)
	} catch {
		return false
	}
}

/** An address on another site (a visitor leaves the site by it). */
export function isExternalHref(url: string): boolean {
	return /^https?:\/\//i.test(url)
}

// ---------------------------------------------------------------------------------------
// Building

const element = { direction: null, format: '', indent: 0, version: 1 } as const

export function richTextNode(text: string, format = 0): RichTextNode {
	return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

export function richParagraph(children: RichInline[]): RichParagraph {
	return { type: 'paragraph', ...element, textFormat: 0, textStyle: '', children }
}

function richDoc(children: RichBlock[]): RichText {
	return {
		root: {
			type: 'root',
			...element,
			children: children.length > 0 ? children : [richParagraph([])],
		},
	}
}

/** Text split into paragraphs at blank lines, each line break kept as one. */
export function richFromPlainText(text: string): RichText {
	const paragraphs = text
		.replace(/\r\n?/g, '\n')
		.split(/\n[ \t]*\n/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean)
	return richFromParagraphs(paragraphs)
}

/** One paragraph per entry (a line break inside one is kept). */
export function richFromParagraphs(paragraphs: readonly string[]): RichText {
	return richDoc(
		paragraphs.map((paragraph) =>
			richParagraph(
				paragraph.split('\n').flatMap((line, index): RichInline[] => {
					const text = line ? [richTextNode(line)] : []
					return index === 0 ? text : [{ type: 'linebreak', version: 1 }, ...text]
				}),
			),
		),
	)
}

// ---------------------------------------------------------------------------------------
// Reading

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What a field may receive, as the editor's document: the JSON its hidden input posts, the
 * document itself, or a plain text or list of paragraphs (what the field held before it
 * took rich text, and what a form sent without the editor posts).
 */
export function coerceRichText(value: unknown): unknown {
	if (value === undefined || value === null) return richDoc([])
	if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
		return richFromParagraphs(value.map((item) => item.trim()).filter(Boolean))
	if (typeof value !== 'string') return value
	if (value.trimStart().startsWith('{"root"')) {
		try {
			return JSON.parse(value) as unknown
		} catch {
			// Not the editor's JSON after all: read as the text it is.
		}
	}
	return richFromPlainText(value)
}

/**
 * Deeper than any document the editor makes (lists nest a few levels): a hand-made post is
 * refused before it is read, where reading it would overflow the stack.
 */
const MOST_NESTING = 64

/** Whether no node of `value` is nested deeper than MOST_NESTING, read without recursion. */
function withinNesting(value: unknown): boolean {
	const stack: Array<[unknown, number]> = [[value, 0]]
	while (stack.length > 0) {
		const [node, depth] = stack.pop()!
		if (typeof node !== 'object' || node === null) continue
		if (depth > MOST_NESTING * 2) return false
		for (const child of Object.values(node)) stack.push([child, depth + 1])
	}
	return true
}

/** Every word of anything that looks like a document, as plain text (a refused draft). */
function textOfAnything(value: unknown, depth = 0): string {
	if (typeof value === 'string') return value
	if (depth > MOST_NESTING * 2) return ''
	if (Array.isArray(value))
		return value.map((item) => textOfAnything(item, depth + 1)).join('')
	if (!isRecord(value)) return ''
	if (value.type === 'text' && typeof value.text === 'string') return value.text
	if (value.type === 'linebreak') return '\n'
	const inner = textOfAnything(value.children ?? value.root, depth + 1)
	return value.type === 'paragraph' ||
		value.type === 'heading' ||
		value.type === 'quote' ||
		value.type === 'listitem'
		? `${inner}\n\n`
		: inner
}

const nodeMessage = (profile: RichProfile) => {
	const { lists, headings } = RICH_PROFILES[profile]
	const extra = headings ? ', lists, a sub-heading and quotes' : lists ? ' and lists' : ''
	return `This text may hold paragraphs${extra}, with bold, italic and links; nothing else.`
}

const direction = z.enum(['ltr', 'rtl']).nullable().catch(null)

const textSchema = z
	.object({
		type: z.literal('text'),
		text: z.string(),
		format: z.number().int().catch(0),
	})
	.transform(({ text, format }) => richTextNode(text, format & KEPT_FORMAT))

// A tab is text to a visitor: one space.
const tabSchema = z.object({ type: z.literal('tab') }).transform(() => richTextNode(' '))

const lineBreakSchema = z
	.object({ type: z.literal('linebreak') })
	.transform((): RichLineBreak => ({ type: 'linebreak', version: 1 }))

const linkSchema = z
	.object({
		type: z.literal('link'),
		url: z.string().refine(isSafeHref, UNSAFE_LINK_MESSAGE),
		direction,
		children: z.array(
			z.discriminatedUnion('type', [textSchema, tabSchema, lineBreakSchema]),
		),
	})
	.transform(({ url, direction, children }): RichLink => ({
		type: 'link',
		url,
		rel: null,
		target: null,
		title: null,
		...element,
		direction,
		children,
	}))

function schemasOf(profile: RichProfile) {
	const allows = RICH_PROFILES[profile]
	const error = nodeMessage(profile)
	const inline = z.discriminatedUnion(
		'type',
		[textSchema, tabSchema, lineBreakSchema, linkSchema],
		{ error },
	)
	const withInline = <T extends string>(type: T) =>
		z.object({ type: z.literal(type, { error }), direction, children: z.array(inline) })
	const paragraph = withInline('paragraph').transform(
		({ direction, children }): RichParagraph => ({
			...richParagraph(children),
			direction,
		}),
	)
	const heading = withInline('heading').transform(
		({ direction, children }): RichHeading => ({
			type: 'heading',
			tag: 'h3',
			...element,
			direction,
			children,
		}),
	)
	const quote = withInline('quote').transform(({ direction, children }): RichQuote => ({
		type: 'quote',
		...element,
		direction,
		children,
	}))
	// A list item holds inline nodes or a list (a nested one): the list is found lazily.
	// zod's types cannot follow the recursion (at run time a lazy list is discriminable),
	// hence the casts here and for the blocks; the outputs are typed by the transforms.
	const nestedList = z.lazy(() => list) as unknown as typeof linkSchema
	const listItem = z
		.object({
			type: z.literal('listitem', { error }),
			direction,
			children: z.array(
				z.discriminatedUnion(
					'type',
					[textSchema, tabSchema, lineBreakSchema, linkSchema, nestedList],
					{ error },
				),
			),
		})
		.transform(({ direction, children }): RichListItem => ({
			type: 'listitem',
			value: 1,
			...element,
			direction,
			children,
		}))
	const list: z.ZodType<RichList, unknown> = z
		.object({
			type: z.literal('list', { error }),
			listType: z.enum(['bullet', 'number']),
			start: z.number().int().min(1).max(100_000).catch(1),
			direction,
			children: z.array(listItem),
		})
		.transform(({ listType, start, direction, children }): RichList => ({
			type: 'list',
			listType,
			tag: listType === 'number' ? 'ol' : 'ul',
			start,
			...element,
			direction,
			children: children.map((item, index) => ({ ...item, value: start + index })),
		}))
	const blocks = [
		paragraph,
		...(allows.headings ? [heading] : []),
		...(allows.quotes ? [quote] : []),
		...(allows.lists ? [list as unknown as typeof paragraph] : []),
	] as const
	const block = z.discriminatedUnion('type', blocks, { error })
	return z.object({
		root: z.object({
			type: z.literal('root', { error }),
			direction,
			children: z.array(block).max(500, 'This text is too long.'),
		}),
	})
}

const strictSchemas = new Map<RichProfile, z.ZodType<RichText, unknown>>()

/**
 * The editor's document with only what `profile` allows and safe links, normalized (text
 * formats other than bold and italic, styles, alignment and indents are dropped). A plain
 * text or the JSON a form posts is read first (coerceRichText).
 */
export function richTextSchema(profile: RichProfile): z.ZodType<RichText, unknown> {
	let schema = strictSchemas.get(profile)
	if (!schema) {
		const strict = schemasOf(profile).transform(({ root }): RichText =>
			richDoc(root.children),
		)
		const shallow = z.unknown().refine(withinNesting, { message: nodeMessage(profile) })
		schema = z.preprocess(coerceRichText, shallow.pipe(strict))
		strictSchemas.set(profile, schema)
	}
	return schema
}

/**
 * A draft's document: as the strict schema reads it, or, when that refuses it (a post the
 * editor never made), its words as plain paragraphs, so nothing typed is lost.
 */
const draftSchemas = new Map<RichProfile, z.ZodType<RichText, unknown>>()

export function richTextDraftSchema(profile: RichProfile): z.ZodType<RichText, unknown> {
	let schema = draftSchemas.get(profile)
	if (!schema) {
		schema = z.unknown().transform((value) => readRichText(value, profile))
		draftSchemas.set(profile, schema)
	}
	return schema
}

/** A stored document read for a page: as the strict schema reads it, else its words. */
export function readRichText(value: unknown, profile: RichProfile = 'article'): RichText {
	const parsed = richTextSchema(profile).safeParse(value)
	return parsed.success
		? parsed.data
		: richFromPlainText(textOfAnything(coerceRichText(value)))
}

// ---------------------------------------------------------------------------------------
// Measuring

function inlineText(nodes: ReadonlyArray<RichInline | RichList>): string {
	return nodes
		.map((node) =>
			node.type === 'text'
				? node.text
				: node.type === 'linebreak'
					? '\n'
					: node.type === 'link'
						? inlineText(node.children)
						: `\n${listText(node)}`,
		)
		.join('')
}

function listText(list: RichList): string {
	return list.children.map((item) => inlineText(item.children).trim()).join('\n')
}

/**
 * The words a visitor reads, blocks apart by a blank line and list items by a line break:
 * for a description, a search, a change in the history.
 */
export function plainTextOf(doc: RichText): string {
	return doc.root.children
		.map((block) =>
			block.type === 'list' ? listText(block) : inlineText(block.children),
		)
		.map((text) => text.trim())
		.filter(Boolean)
		.join('\n\n')
}

/** The characters a visitor reads (a field's limit counts these, not the JSON). */
export function visibleLength(doc: RichText): number {
	let length = 0
	const count = (nodes: ReadonlyArray<RichInline | RichList | RichListItem>) => {
		for (const node of nodes) {
			if (node.type === 'text') length += node.text.length
			else if (node.type === 'linebreak') length += 1
			else count(node.children)
		}
	}
	for (const block of doc.root.children) count(block.children)
	return length
}

/** Whether a document holds no visible text. */
export function isRichTextEmpty(doc: RichText): boolean {
	return plainTextOf(doc).trim() === ''
}

/** Empty paragraphs at the start and end taken off (what trimming a text does). */
export function trimRichText(doc: RichText): RichText {
	const blocks = doc.root.children
	const empty = (block: RichBlock | undefined) =>
		block?.type === 'paragraph' && inlineText(block.children).trim() === ''
	let start = 0
	let end = blocks.length
	while (start < end && empty(blocks[start])) start++
	while (end > start && empty(blocks[end - 1])) end--
	return start === 0 && end === blocks.length ? doc : richDoc(blocks.slice(start, end))
}

/** Whether a value is a document (a stored one, or one the form holds). */
export function isRichText(value: unknown): value is RichText {
	return isRecord(value) && isRecord(value.root) && Array.isArray(value.root.children)
}

/**
 * A field's rule on a document: required (its message when empty) and at most `max`
 * visible characters, beside the profile's nodes and safe links.
 */
export function richTextField(
	profile: RichProfile,
	rules: { max: number; tooLong: string; required?: string },
): z.ZodType<RichText, unknown> {
	return richTextSchema(profile).superRefine((doc, ctx) => {
		if (rules.required && isRichTextEmpty(doc))
			ctx.addIssue({ code: 'custom', message: rules.required })
		else if (visibleLength(doc) > rules.max)
			ctx.addIssue({ code: 'custom', message: rules.tooLong })
	})
}
