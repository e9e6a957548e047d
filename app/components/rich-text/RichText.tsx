import { useWords } from '#app/i18n/use-words.ts'
// A rich text field as plain React elements, on the server: the editor's document
// (app/lib/rich-text.ts) walked node by node into <p>, <h*>, <blockquote>, lists, <strong>,
// <em> and <a>. Text is always a text node and a link's address only ever one the schema
// calls safe, so nothing an admin typed is read as HTML; no editor code comes with it.
import { Fragment, useContext, type ReactNode } from 'react'

import { cx } from '#app/components/ui/cx.ts'
import { boldKeywords } from '#app/lib/keywords.ts'
import type { FieldLanguage } from '#app/lib/languages.ts'
import {
	BOLD,
	isExternalHref,
	isSafeHref,
	ITALIC,
	type RichBlock,
	type RichInline,
	type RichList,
	type RichListItem,
	type RichText as RichTextDoc,
} from '#app/lib/rich-text.ts'

import { RichTextHref } from './link-language.ts'

interface Options {
	/** Spec §2's keywords (and these names) in bold where the editor left the text plain. */
	keywords?: readonly string[]
	/** The level a sub-heading takes on this page (below the section's own heading). */
	headingLevel: 2 | 3 | 4
	/** Put before the first block's text, inside it (a feature's title: 'Title - …'). */
	lead?: ReactNode
	/** Links drawn as text that looks like one (a preview inside a form). */
	inertLinks?: boolean
	/** An internal link's target on this page (link-language.ts). */
	href: (href: string) => string
	/** Said after an external link's text, in the page's language. */
	opensInNewTab: string
}

const linkClasses =
	'font-medium text-brand-ink underline underline-offset-4 hover:decoration-2'
const listClasses = 'grid gap-1.5 ps-6 marker:text-brand-ink'

/**
 * The blocks of `value`, each its own element (the container's spacing applies between
 * them). Empty paragraphs are left out: a visitor sees no blank space an editor left.
 */
export function RichText({
	value,
	keywords,
	headingLevel = 3,
	lead,
	inertLinks,
	className,
	as: Container = 'div',
	language,
	...data
}: {
	value: RichTextDoc
	keywords?: readonly string[]
	headingLevel?: 2 | 3 | 4
	lead?: ReactNode
	inertLinks?: boolean
	className?: string
	as?: 'div' | 'blockquote'
	/** Its words' language where it is not the page's (a field not translated). */
	language?: FieldLanguage
	/** data-* attributes a test or a script finds the text by. */
	[data: `data-${string}`]: unknown
}) {
	const href = useContext(RichTextHref)
	const { t } = useWords()
	const options: Options = {
		keywords,
		headingLevel,
		lead,
		inertLinks,
		href,
		opensInNewTab: t('project.opensInNewTab'),
	}
	const blocks = value.root.children.filter(
		(block) => block.type === 'list' || block.children.length > 0,
	)
	return (
		<Container className={className} {...language} {...data}>
			{blocks.length === 0 && lead ? <p>{lead}</p> : null}
			{blocks.map((block, index) =>
				renderBlock(
					block,
					index,
					index === 0 ? options : { ...options, lead: undefined },
				),
			)}
		</Container>
	)
}

function renderBlock(block: RichBlock, key: number, options: Options): ReactNode {
	if (block.type === 'list') return renderList(block, key, options)
	const children = (
		<>
			{options.lead}
			{renderInlines(block.children, options)}
		</>
	)
	switch (block.type) {
		case 'heading': {
			const Heading = `h${options.headingLevel}` as const
			return (
				<Heading key={key} className="text-lg font-bold text-ink">
					{children}
				</Heading>
			)
		}
		case 'quote':
			return (
				<blockquote key={key} className="border-s-4 border-brand/60 ps-4 text-ink italic">
					<p>{children}</p>
				</blockquote>
			)
		default:
			return <p key={key}>{children}</p>
	}
}

function renderList(list: RichList, key: number, options: Options): ReactNode {
	// The editor keeps a nested list in an item of its own after the item it belongs to: in
	// HTML it goes inside that item (one marker, one number, a list within an item).
	const items: RichListItem['children'][] = []
	for (const item of list.children) {
		const nestedOnly =
			item.children.length > 0 && item.children.every((child) => child.type === 'list')
		const previous = items.at(-1)
		if (nestedOnly && previous) previous.push(...item.children)
		else items.push([...item.children])
	}
	const rendered = items.map((children, index) => (
		<li key={index}>
			{index === 0 ? options.lead : null}
			{children.map((child, inner) =>
				child.type === 'list'
					? renderList(child, inner, { ...options, lead: undefined })
					: renderInline(child, inner, options),
			)}
		</li>
	))
	return list.listType === 'number' ? (
		<ol
			key={key}
			start={list.start === 1 ? undefined : list.start}
			className={cx(listClasses, 'list-decimal')}
		>
			{rendered}
		</ol>
	) : (
		<ul key={key} className={cx(listClasses, 'list-disc')}>
			{rendered}
		</ul>
	)
}

function renderInlines(nodes: readonly RichInline[], options: Options): ReactNode[] {
	return nodes.map((node, index) => renderInline(node, index, options))
}

function renderInline(node: RichInline, key: number, options: Options): ReactNode {
	switch (node.type) {
		case 'linebreak':
			return <br key={key} />
		case 'link': {
			const text = renderInlines(node.children, { ...options, keywords: undefined })
			// Checked when saved; a document stored before that rule reads as its text.
			if (!isSafeHref(node.url)) return <Fragment key={key}>{text}</Fragment>
			if (options.inertLinks)
				return (
					<span key={key} className={linkClasses}>
						{text}
					</span>
				)
			const external = isExternalHref(node.url)
			return (
				<a
					key={key}
					href={external ? node.url : options.href(node.url)}
					className={linkClasses}
					{...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
				>
					{text}
					{external ? <span className="sr-only"> {options.opensInNewTab}</span> : null}
				</a>
			)
		}
		default: {
			let content: ReactNode = node.text
			if (node.format === 0 && options.keywords)
				content = boldKeywords(node.text, [...options.keywords]).map((segment, index) =>
					segment.bold ? (
						<strong key={index} className="font-semibold text-ink">
							{segment.text}
						</strong>
					) : (
						segment.text
					),
				)
			if (node.format & ITALIC) content = <em>{content}</em>
			if (node.format & BOLD)
				content = <strong className="font-semibold text-ink">{content}</strong>
			return <Fragment key={key}>{content}</Fragment>
		}
	}
}
