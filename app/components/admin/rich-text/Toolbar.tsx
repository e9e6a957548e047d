// The rich text editor's toolbar: bold, italic, a link, lists, a sub-heading and a quote as
// the field allows, undo and redo; each button says its shortcut and whether it is on.
// Arrow keys move along it (the ARIA toolbar pattern); the link's form opens below it.
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link'
import {
	$isListNode,
	INSERT_ORDERED_LIST_COMMAND,
	INSERT_UNORDERED_LIST_COMMAND,
	ListNode,
	REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
	$createHeadingNode,
	$createQuoteNode,
	$isHeadingNode,
	$isQuoteNode,
} from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils'
import {
	$createParagraphNode,
	$createRangeSelectionFromDom,
	$createTextNode,
	$getSelection,
	$isRangeSelection,
	$setSelection,
	CAN_REDO_COMMAND,
	CAN_UNDO_COMMAND,
	COMMAND_PRIORITY_LOW,
	COMMAND_PRIORITY_NORMAL,
	FORMAT_TEXT_COMMAND,
	KEY_MODIFIER_COMMAND,
	REDO_COMMAND,
	UNDO_COMMAND,
	type BaseSelection,
} from 'lexical'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { cx } from '#app/components/ui/cx.ts'
import { RICH_PROFILES, type RichProfile } from '#app/lib/rich-text.ts'

import { LinkForm } from './LinkForm.tsx'

type Block = 'paragraph' | 'heading' | 'quote' | 'bullet' | 'number'

interface State {
	bold: boolean
	italic: boolean
	link: string | null
	block: Block
	canUndo: boolean
	canRedo: boolean
}

const INITIAL: State = {
	bold: false,
	italic: false,
	link: null,
	block: 'paragraph',
	canUndo: false,
	canRedo: false,
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP/.test(navigator.platform)

export function Toolbar({
	profile,
	label,
	editorId,
}: {
	profile: RichProfile
	label: string
	editorId: string
}) {
	const [editor] = useLexicalComposerContext()
	const [state, setState] = useState(INITIAL)
	const [linkOpen, setLinkOpen] = useState(false)
	const saved = useRef<BaseSelection | null>(null)
	const allows = RICH_PROFILES[profile]

	useEffect(
		() =>
			mergeRegister(
				editor.registerUpdateListener(({ editorState }) =>
					editorState.read(() => {
						const selection = $getSelection()
						if (!$isRangeSelection(selection)) return
						const anchor = selection.anchor.getNode()
						const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement()
						const list = $getNearestNodeOfType(anchor, ListNode)
						const parent = anchor.getParent()
						const link = $isLinkNode(parent)
							? parent
							: $isLinkNode(anchor)
								? anchor
								: null
						const block: Block = $isListNode(list)
							? list.getListType() === 'number'
								? 'number'
								: 'bullet'
							: $isHeadingNode(top)
								? 'heading'
								: $isQuoteNode(top)
									? 'quote'
									: 'paragraph'
						// Read now: the state's updater runs after this read has ended.
						const seen = {
							bold: selection.hasFormat('bold'),
							italic: selection.hasFormat('italic'),
							link: link ? link.getURL() : null,
							block,
						}
						setState((current) => ({ ...current, ...seen }))
					}),
				),
				editor.registerCommand(
					CAN_UNDO_COMMAND,
					(canUndo) => {
						setState((current) => ({ ...current, canUndo }))
						return false
					},
					COMMAND_PRIORITY_LOW,
				),
				editor.registerCommand(
					CAN_REDO_COMMAND,
					(canRedo) => {
						setState((current) => ({ ...current, canRedo }))
						return false
					},
					COMMAND_PRIORITY_LOW,
				),
			),
		[editor],
	)

	const openLink = useCallback(() => {
		// The browser's selection, while it is in this editor: the editor's own lags behind it
		// until its selectionchange arrives, and keys pressed quickly (Shift+→ then Ctrl+K) beat it.
		saved.current = editor.getEditorState().read(
			() => {
				const root = editor.getRootElement()
				const dom = root?.ownerDocument.getSelection() ?? null
				const inEditor =
					dom !== null && dom.rangeCount > 0 && root?.contains(dom.anchorNode) === true
				return (
					(inEditor ? $createRangeSelectionFromDom(dom, editor) : null) ??
					$getSelection()?.clone() ??
					null
				)
			},
			{ editor },
		)
		setLinkOpen(true)
	}, [editor])

	// Ctrl/⌘+K opens the link's form, as in every editor.
	useEffect(
		() =>
			editor.registerCommand(
				KEY_MODIFIER_COMMAND,
				(event) => {
					if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey))
						return false
					event.preventDefault()
					openLink()
					return true
				},
				COMMAND_PRIORITY_NORMAL,
			),
		[editor, openLink],
	)

	const closeLink = () => {
		setLinkOpen(false)
		editor.focus()
	}

	const applyLink = (url: string | null, text: string) => {
		editor.update(() => {
			if (saved.current) $setSelection(saved.current.clone())
			const selection = $getSelection()
			if (url && $isRangeSelection(selection) && selection.isCollapsed()) {
				// Nothing selected: the link is written with its own words.
				const link = $createLinkNode(url)
				link.append($createTextNode(text || url))
				selection.insertNodes([link])
				return
			}
			$toggleLink(url)
		})
		closeLink()
	}

	const setBlock = (block: Block) => {
		if (block === 'bullet' || block === 'number') {
			editor.dispatchCommand(
				state.block === block
					? REMOVE_LIST_COMMAND
					: block === 'bullet'
						? INSERT_UNORDERED_LIST_COMMAND
						: INSERT_ORDERED_LIST_COMMAND,
				undefined,
			)
			return
		}
		editor.update(() => {
			const selection = $getSelection()
			if (!$isRangeSelection(selection)) return
			$setBlocksType(selection, () =>
				state.block === block
					? $createParagraphNode()
					: block === 'heading'
						? $createHeadingNode('h3')
						: $createQuoteNode(),
			)
		})
	}

	const mod = isMac() ? '⌘' : 'Ctrl'
	const buttons: ButtonSpec[] = [
		{
			label: 'Bold',
			keys: `${mod}+B`,
			pressed: state.bold,
			icon: <b aria-hidden="true">B</b>,
			run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'),
		},
		{
			label: 'Italic',
			keys: `${mod}+I`,
			pressed: state.italic,
			icon: (
				<i aria-hidden="true" className="font-serif">
					I
				</i>
			),
			run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'),
		},
		{
			label: 'Link',
			keys: `${mod}+K`,
			pressed: state.link !== null,
			icon: <LinkIcon />,
			run: openLink,
			controls: `${editorId}-link`,
			expanded: linkOpen,
		},
		...(allows.lists
			? [
					{
						label: 'Bulleted list',
						keys: '- then Space',
						pressed: state.block === 'bullet',
						icon: <ListIcon numbered={false} />,
						run: () => setBlock('bullet'),
					},
					{
						label: 'Numbered list',
						keys: '1. then Space',
						pressed: state.block === 'number',
						icon: <ListIcon numbered />,
						run: () => setBlock('number'),
					},
				]
			: []),
		...(allows.headings
			? [
					{
						label: 'Sub-heading',
						keys: '### then Space',
						pressed: state.block === 'heading',
						icon: <span aria-hidden="true">H</span>,
						run: () => setBlock('heading'),
					},
				]
			: []),
		...(allows.quotes
			? [
					{
						label: 'Quote',
						keys: '> then Space',
						pressed: state.block === 'quote',
						icon: <span aria-hidden="true">“</span>,
						run: () => setBlock('quote'),
					},
				]
			: []),
		{
			label: 'Undo',
			keys: `${mod}+Z`,
			disabled: !state.canUndo,
			icon: <span aria-hidden="true">↶</span>,
			run: () => editor.dispatchCommand(UNDO_COMMAND, undefined),
		},
		{
			label: 'Redo',
			keys: isMac() ? '⌘+Shift+Z' : 'Ctrl+Y',
			disabled: !state.canRedo,
			icon: <span aria-hidden="true">↷</span>,
			run: () => editor.dispatchCommand(REDO_COMMAND, undefined),
		},
	]

	return (
		<>
			<ToolbarButtons label={`${label}: formatting`} buttons={buttons} />
			{linkOpen ? (
				<LinkForm
					id={`${editorId}-link`}
					current={state.link}
					onApply={applyLink}
					onCancel={closeLink}
				/>
			) : null}
		</>
	)
}

interface ButtonSpec {
	label: string
	keys: string
	icon: React.ReactNode
	run: () => void
	pressed?: boolean
	disabled?: boolean
	controls?: string
	expanded?: boolean
}

/** The buttons in a row; one of them in the tab order, the arrow keys between them. */
function ToolbarButtons({ label, buttons }: { label: string; buttons: ButtonSpec[] }) {
	const [active, setActive] = useState(0)
	const refs = useRef<Array<HTMLButtonElement | null>>([])
	const move = (event: KeyboardEvent<HTMLDivElement>) => {
		const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
		const to =
			event.key === 'Home'
				? 0
				: event.key === 'End'
					? buttons.length - 1
					: step
						? (active + step + buttons.length) % buttons.length
						: null
		if (to === null) return
		event.preventDefault()
		setActive(to)
		refs.current[to]?.focus()
	}
	return (
		<div
			role="toolbar"
			aria-label={label}
			onKeyDown={move}
			className="flex flex-wrap gap-1 border-b border-line px-2 py-1.5"
		>
			{buttons.map((button, index) => (
				<button
					key={button.label}
					ref={(element) => {
						refs.current[index] = element
					}}
					type="button"
					tabIndex={index === active ? 0 : -1}
					aria-label={button.label}
					title={`${button.label} (${button.keys})`}
					aria-keyshortcuts={
						button.keys.includes('then')
							? undefined
							: button.keys.replace('⌘', 'Meta').replace('Ctrl', 'Control')
					}
					aria-pressed={button.pressed === undefined ? undefined : button.pressed}
					aria-controls={button.controls}
					aria-expanded={button.expanded}
					aria-disabled={button.disabled || undefined}
					onFocus={() => setActive(index)}
					// The editor keeps its selection: a click does not take the focus from it.
					onMouseDown={(event) => event.preventDefault()}
					onClick={() => {
						if (!button.disabled) button.run()
					}}
					className={cx(
						'inline-flex size-11 items-center justify-center rounded-lg text-base text-ink transition-colors duration-150 hover:bg-surface-muted focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none sm:size-9',
						button.pressed && 'bg-brand/15 text-brand-ink',
						button.disabled &&
							'cursor-not-allowed text-ink-muted/60 hover:bg-transparent',
					)}
				>
					{button.icon}
				</button>
			))}
		</div>
	)
}

function LinkIcon() {
	return (
		<svg
			viewBox="0 0 20 20"
			className="size-4.5"
			aria-hidden="true"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
		>
			<path d="M8.5 11.5a3.5 3.5 0 005 0l2.5-2.5a3.5 3.5 0 00-5-5l-1 1" />
			<path d="M11.5 8.5a3.5 3.5 0 00-5 0L4 11a3.5 3.5 0 005 5l1-1" />
		</svg>
	)
}

function ListIcon({ numbered }: { numbered: boolean }) {
	return (
		<svg
			viewBox="0 0 20 20"
			className="size-4.5"
			aria-hidden="true"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
		>
			<path d="M8 5h9M8 10h9M8 15h9" />
			{numbered ? (
				<path d="M3 4h1v3M3 13.5a1 1 0 112 .5L3 16h2" strokeWidth="1.3" />
			) : (
				<g fill="currentColor" stroke="none">
					<circle cx="4" cy="5" r="1.3" />
					<circle cx="4" cy="10" r="1.3" />
					<circle cx="4" cy="15" r="1.3" />
				</g>
			)}
		</svg>
	)
}
