import { expect, test } from 'vitest'

import {
	isSafeHref,
	plainTextOf,
	richFromPlainText,
	richTextDraftSchema,
	richTextField,
	richTextSchema,
	trimRichText,
	UNSAFE_LINK_MESSAGE,
	visibleLength,
	type RichText,
} from './rich-text.ts'

const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
const link = (url: string, value: string) => ({
	type: 'link',
	url,
	children: [text(value)],
})
const list = (...items: string[]) => ({
	type: 'list',
	listType: 'bullet',
	children: items.map((item) => ({ type: 'listitem', children: [text(item)] })),
})

test('plain text: paragraphs at blank lines, line breaks kept; the words read back the same', () => {
	const value = richFromPlainText('One\r\ntwo\n\n  \n\nThree ')
	expect(value.root.children).toHaveLength(2)
	expect(value.root.children[0]).toMatchObject({
		type: 'paragraph',
		children: [{ text: 'One' }, { type: 'linebreak' }, { text: 'two' }],
	})
	expect(plainTextOf(value)).toBe('One\ntwo\n\nThree')
	expect(visibleLength(value)).toBe('One\ntwoThree'.length)
	// A form without the editor (or a post from before) sends plain text: read as such.
	expect(richTextSchema('inline').parse('One\ntwo\n\nThree')).toEqual(value)
	expect(richTextSchema('inline').parse(JSON.stringify(value))).toEqual(value)
})

test('safe links: http(s), mailto and the site’s own paths; nothing else', () => {
	for (const url of [
		'https://example.com/a?b=c',
		'http://x.io',
		'mailto:ada@example.com',
		'/portfolio/orbit',
	])
		expect(isSafeHref(url), url).toBe(true)
	for (const url of [
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		' https://x.io',
		'data:text/html,<b>x</b>',
		'//evil.example/x',
		'/\\evil',
		'vbscript:x',
		'portfolio/orbit',
		'mailto:nobody',
		'',
	])
		expect(isSafeHref(url), url).toBe(false)
})

test('the strict schema: only the profile’s nodes and safe links; formats beyond bold and italic dropped', () => {
	const unsafe = richTextSchema('article').safeParse(
		doc(paragraph(link('javascript:alert(1)', 'click'))),
	)
	expect(unsafe.success).toBe(false)
	expect(unsafe.error?.issues[0]?.message).toBe(UNSAFE_LINK_MESSAGE)

	const listInInline = richTextSchema('inline').safeParse(doc(list('a')))
	expect(listInInline.success).toBe(false)
	expect(listInInline.error?.issues[0]?.message).toMatch(
		/^This text may hold paragraphs, with bold/,
	)
	expect(richTextSchema('basic').safeParse(doc(list('a'))).success).toBe(true)
	const nested = richTextSchema('basic').parse(
		doc({
			...list('a'),
			children: [{ type: 'listitem', children: [text('a'), list('b')] }],
		}),
	)
	expect(plainTextOf(nested)).toBe('a\nb')
	expect(
		richTextSchema('basic').safeParse(
			doc({
				...list('a'),
				children: [{ type: 'listitem', children: [link('data:x', 'b')] }],
			}),
		).error?.issues[0]?.message,
	).toBe(UNSAFE_LINK_MESSAGE)
	expect(
		richTextSchema('basic').safeParse(doc({ type: 'heading', tag: 'h2', children: [] }))
			.success,
	).toBe(false)
	expect(
		richTextSchema('inline').safeParse(
			doc(paragraph({ type: 'image', src: 'x', onerror: 'y' })),
		).success,
	).toBe(false)

	// Underline (8) and code (16) are not kept; styles and alignment neither.
	const cleaned = richTextSchema('article').parse(
		doc({
			...paragraph({ ...text('Bold', 1 | 8 | 16), style: 'color: red' }),
			format: 'center',
			indent: 2,
		}),
	)
	expect(cleaned.root.children[0]).toMatchObject({
		format: '',
		indent: 0,
		children: [{ format: 1, style: '' }],
	})
	// A heading is always the one sub-heading level.
	const heading = richTextSchema('article').parse(
		doc({ type: 'heading', tag: 'h1', children: [text('Hi')] }),
	)
	expect(heading.root.children[0]).toMatchObject({ type: 'heading', tag: 'h3' })
})

test('a draft keeps the words of what the strict schema refuses', () => {
	const value = richTextDraftSchema('inline').parse(
		doc(paragraph(text('See '), link('javascript:alert(1)', 'this')), list('one', 'two')),
	)
	expect(plainTextOf(value)).toBe('See this\n\none\n\ntwo')
	expect(JSON.stringify(value)).not.toContain('javascript')
})

test('a document nested deeper than any the editor makes is refused, not a crash', () => {
	// A hand-made post: a list in a list … 5,000 levels deep, as JSON text and as a value.
	const open =
		'{"type":"list","listType":"bullet","children":[{"type":"listitem","children":['
	const json = `{"root":{"type":"root","children":[{"type":"paragraph","children":[${JSON.stringify(text('Top'))}]},${open.repeat(2_500)}${JSON.stringify(text('deep'))}${']}]}'.repeat(2_500)}]}}`
	const value = JSON.parse(json) as unknown
	for (const posted of [value, json]) {
		expect(richTextSchema('article').safeParse(posted).success).toBe(false)
		const kept = richTextDraftSchema('article').parse(posted)
		expect(plainTextOf(kept)).toContain('Top')
		expect(
			richTextField('article', { max: 5000, tooLong: 'Too long' }).safeParse(posted)
				.success,
		).toBe(false)
	}
})

test('a field counts the characters a visitor reads, not the JSON', () => {
	const field = richTextField('inline', {
		max: 5,
		tooLong: 'Too long',
		required: 'Required',
	})
	const long: RichText = richFromPlainText('abcdef')
	expect(field.safeParse(richFromPlainText('abcde')).success).toBe(true)
	expect(field.safeParse(long).error?.issues[0]?.message).toBe('Too long')
	expect(field.safeParse(richFromPlainText(' \n\n ')).error?.issues[0]?.message).toBe(
		'Required',
	)
	expect(
		trimRichText(
			richTextSchema('inline').parse(doc(paragraph(), paragraph(text('x')), paragraph())),
		).root.children,
	).toHaveLength(1)
})
