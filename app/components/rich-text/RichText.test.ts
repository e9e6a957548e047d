import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'

import { localizedHref } from '#app/lib/languages.ts'
import { richFromPlainText, type RichText as RichTextDoc } from '#app/lib/rich-text.ts'

import { RichTextHref } from './link-language.ts'
import { RichText } from './RichText.tsx'

const render = (value: RichTextDoc, props: Record<string, unknown> = {}) =>
	renderToStaticMarkup(createElement(RichText, { value, ...props }))

const t = (text: string, format = 0) =>
	({
		type: 'text',
		text,
		format,
		detail: 0,
		mode: 'normal',
		style: '',
		version: 1,
	}) as const
const element = { direction: null, format: '', indent: 0, version: 1 } as const
const p = (...children: unknown[]) => ({
	type: 'paragraph',
	...element,
	textFormat: 0,
	textStyle: '',
	children,
})
const doc = (...children: unknown[]) =>
	({ root: { type: 'root', ...element, children } }) as unknown as RichTextDoc

test('blocks and inline formats as plain elements; external links open safely', () => {
	const html = render(
		doc(
			p(t('Bold', 1), t(' and '), t('italic', 2), { type: 'linebreak', version: 1 }),
			{ type: 'heading', tag: 'h3', ...element, children: [t('Sub')] },
			{ type: 'quote', ...element, children: [t('Said')] },
			{
				type: 'list',
				listType: 'number',
				tag: 'ol',
				start: 1,
				...element,
				children: [
					{
						type: 'listitem',
						value: 1,
						...element,
						children: [
							{
								type: 'link',
								url: 'https://example.com',
								...element,
								children: [t('out')],
							},
						],
					},
				],
			},
			p({ type: 'link', url: '/about', ...element, children: [t('in')] }),
		),
		{ headingLevel: 2 },
	)
	expect(html).toContain(
		'<strong class="font-semibold text-ink">Bold</strong> and <em>italic</em><br/>',
	)
	expect(html).toContain('<h2 class="text-lg font-bold text-ink">Sub</h2>')
	expect(html).toContain('<blockquote')
	expect(html).toMatch(
		/<ol class="[^"]*list-decimal"><li><a href="https:\/\/example.com" class="[^"]*" target="_blank" rel="noopener noreferrer">out<span class="sr-only"> \(opens in a new tab\)<\/span><\/a><\/li><\/ol>/,
	)
	expect(html).toMatch(/<a href="\/about" class="[^"]*">in<\/a>/)
})

test('a nested list is drawn inside the item it belongs to: one marker, the numbers unbroken', () => {
	const item = (...children: unknown[]) => ({
		type: 'listitem',
		value: 1,
		...element,
		children,
	})
	const list = (listType: 'bullet' | 'number', ...children: unknown[]) => ({
		type: 'list',
		listType,
		tag: listType === 'bullet' ? 'ul' : 'ol',
		start: 1,
		...element,
		children,
	})
	// As the editor stores "1. one, 2. two (• nested), 3. three".
	const html = render(
		doc(
			list(
				'number',
				item(t('one')),
				item(t('two')),
				item(list('bullet', item(t('nested')))),
				item(t('three')),
			),
		),
	)
	expect(html.replace(/ class="[^"]*"/g, '')).toBe(
		'<div><ol><li>one</li><li>two<ul><li>nested</li></ul></li><li>three</li></ol></div>',
	)
})

test('nothing typed is read as HTML; an unsafe link stored before the rule is its text', () => {
	const html = render(
		doc(
			p(t('<img src=x onerror="alert(1)"><script>alert(1)</script>')),
			p({ type: 'link', url: 'javascript:alert(1)', ...element, children: [t('click')] }),
		),
	)
	expect(html).not.toContain('<img')
	expect(html).not.toContain('<script')
	expect(html).not.toContain('javascript:')
	expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;')
	expect(html).toContain('<p>click</p>')
})

test('keywords are bolded in the words the editor left plain, not in formatted ones or links', () => {
	const html = render(doc(p(t('Brand '), t('Design', 2), t(' for Orbit'))), {
		keywords: ['Orbit'],
	})
	expect(html).toBe(
		'<div><p><strong class="font-semibold text-ink">Brand</strong> <em>Design</em> for <strong class="font-semibold text-ink">Orbit</strong></p></div>',
	)
	expect(render(richFromPlainText('Design'))).toBe('<div><p>Design</p></div>')
})

test('a lead goes inside the first block; empty paragraphs are left out', () => {
	expect(render(doc(p(), p(t('Fast pages'))), { lead: 'Title - ' })).toBe(
		'<div><p>Title - Fast pages</p></div>',
	)
})

test('on a page in another language, an internal link leads to its page in that language', () => {
	const value = doc(
		p(
			{ type: 'link', url: '/contact', ...element, children: [t('in')] },
			{
				type: 'link',
				url: 'https://example.com/contact',
				...element,
				children: [t('out')],
			},
		),
	)
	const html = renderToStaticMarkup(
		createElement(
			RichTextHref,
			{ value: (href: string) => localizedHref(href, 'de', 'en') },
			createElement(RichText, { value }),
		),
	)
	expect(html).toMatch(/<a href="\/de\/contact" class="[^"]*">in<\/a>/)
	expect(html).toContain('href="https://example.com/contact"')
	// Outside the site's pages (the dashboard's previews of a form) it is as written.
	expect(render(value)).toMatch(/<a href="\/contact" class="[^"]*">in<\/a>/)
})
