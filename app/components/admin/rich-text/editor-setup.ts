// What a rich text field's editor is made of, by the field's profile (app/lib/rich-text.ts):
// the Lexical nodes it knows (a node it does not know is pasted as its text), its markdown
// shortcuts, its look, and the clean-up that keeps it to what the profile allows whatever
// arrives (typed, pasted from Word or Google Docs, dropped).
import { $isLinkNode, LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import {
	BOLD_ITALIC_STAR,
	BOLD_STAR,
	BOLD_UNDERSCORE,
	HEADING,
	ITALIC_STAR,
	ITALIC_UNDERSCORE,
	ORDERED_LIST,
	QUOTE,
	UNORDERED_LIST,
	type Transformer,
} from '@lexical/markdown'
import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import { mergeRegister } from '@lexical/utils'
import {
	ParagraphNode,
	TextNode,
	type EditorThemeClasses,
	type ElementNode,
	type Klass,
	type LexicalEditor,
	type LexicalNode,
} from 'lexical'

import {
	BOLD,
	ITALIC,
	isSafeHref,
	RICH_PROFILES,
	type RichProfile,
} from '#app/lib/rich-text.ts'

export function nodesOf(profile: RichProfile): Array<Klass<LexicalNode>> {
	const allows = RICH_PROFILES[profile]
	return [
		LinkNode,
		...(allows.lists ? [ListNode, ListItemNode] : []),
		...(allows.headings ? [HeadingNode] : []),
		...(allows.quotes ? [QuoteNode] : []),
	]
}

/** '**bold**', '*italic*', '- ' and '1. ' for lists, '### ' and '> ' where allowed. */
export function shortcutsOf(profile: RichProfile): Transformer[] {
	const allows = RICH_PROFILES[profile]
	return [
		...(allows.headings ? [HEADING] : []),
		...(allows.quotes ? [QUOTE] : []),
		...(allows.lists ? [UNORDERED_LIST, ORDERED_LIST] : []),
		BOLD_ITALIC_STAR,
		BOLD_STAR,
		ITALIC_STAR,
		BOLD_UNDERSCORE,
		ITALIC_UNDERSCORE,
	]
}

export const editorTheme: EditorThemeClasses = {
	paragraph: 'my-2 first:mt-0 last:mb-0',
	heading: { h3: 'mt-4 mb-2 text-lg font-bold first:mt-0' },
	quote: 'my-2 border-l-4 border-brand/60 pl-4 italic',
	list: {
		ul: 'my-2 list-disc pl-6',
		ol: 'my-2 list-decimal pl-6',
		listitem: 'my-0.5',
		nested: { listitem: 'list-none' },
	},
	link: 'font-medium text-brand-ink underline underline-offset-4',
	text: { bold: 'font-bold', italic: 'italic' },
}

const KEPT_FORMAT = BOLD | ITALIC

/** Blocks keep no alignment and no indent (lists nest by structure). */
function $plainBlock(node: ElementNode) {
	if (node.getFormatType() !== '') node.setFormat('')
	if (node.getIndent() !== 0) node.setIndent(0)
}

/**
 * Keeps the editor to the profile: formats other than bold and italic and inline styles
 * dropped, a link whose address is not safe (javascript:, data:, …) turned into its text,
 * every sub-heading one level. The server checks the same again (richTextSchema).
 */
export function registerCleanUp(editor: LexicalEditor, profile: RichProfile) {
	const allows = RICH_PROFILES[profile]
	return mergeRegister(
		editor.registerNodeTransform(TextNode, (node) => {
			const format = node.getFormat()
			if ((format & ~KEPT_FORMAT) !== 0) node.setFormat(format & KEPT_FORMAT)
			if (node.getStyle() !== '') node.setStyle('')
		}),
		editor.registerNodeTransform(LinkNode, (node) => {
			if (!$isLinkNode(node) || isSafeHref(node.getURL())) return
			for (const child of node.getChildren()) node.insertBefore(child)
			node.remove()
		}),
		editor.registerNodeTransform(ParagraphNode, $plainBlock),
		...(allows.headings
			? [
					editor.registerNodeTransform(HeadingNode, (node) => {
						$plainBlock(node)
						if (node.getTag() !== 'h3') node.replace($createHeadingNode('h3'), true)
					}),
				]
			: []),
		...(allows.quotes ? [editor.registerNodeTransform(QuoteNode, $plainBlock)] : []),
	)
}
