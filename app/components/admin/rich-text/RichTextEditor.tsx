// A rich text field of the dashboard: Lexical's editor with a toolbar, under its label, with
// its hint, its message and a count of the characters a visitor reads. The form posts the
// document as JSON in a hidden input named `name`, so it needs no script of its own to be
// sent, and a refused post fills the editor again from what it returns.
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import {
	useEffect,
	useMemo,
	useRef,
	useState,
	type ReactNode,
	type RefObject,
} from 'react'

import { RichText as RichTextView } from '#app/components/rich-text/RichText.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { controlClasses, describedBy, errorClasses } from '#app/components/ui/Field.tsx'
import { useHydrated } from '#app/lib/hydration.ts'
import {
	isSafeHref,
	plainTextOf,
	richFromPlainText,
	richTextSchema,
	visibleLength,
	RICH_PROFILES,
	type RichProfile,
	type RichText,
} from '#app/lib/rich-text.ts'

import { editorTheme, nodesOf, registerCleanUp, shortcutsOf } from './editor-setup.ts'
import { Toolbar } from './Toolbar.tsx'
import { useFieldsReadOnly } from '#app/components/admin/FormFields.tsx'

export interface RichTextEditorProps {
	id: string
	/** The hidden input's name: what the form posts. */
	name: string
	label: string
	profile: RichProfile
	value: RichText
	onChange?: (value: RichText) => void
	/** Most characters a visitor reads (the server's limit). */
	max: number
	hint?: ReactNode
	error?: string
	/** Marked invalid with a message shown elsewhere (the form's alert), by its id. */
	invalidBy?: string
	className?: string
	/** The language the words are typed in, and its direction (a translation form's). */
	lang?: string
	dir?: 'ltr' | 'rtl'
}

export function RichTextEditor({
	id,
	name,
	label,
	profile,
	value,
	onChange,
	max,
	hint,
	error,
	invalidBy,
	className,
	lang,
	dir,
}: RichTextEditorProps) {
	const readOnly = useFieldsReadOnly()
	const [doc, setDoc] = useState(value)
	const json = useMemo(() => JSON.stringify(doc), [doc])
	const length = visibleLength(doc)
	const labelId = `${id}-label`
	const countId = `${id}-count`
	const hydrated = useHydrated()
	const initialConfig = useMemo(
		() => ({
			namespace: id,
			nodes: nodesOf(profile),
			theme: editorTheme,
			editorState: JSON.stringify(doc),
			editable: !readOnly,
			onError: (failure: Error) => {
				throw failure
			},
		}),
		// The editor reads its first value once, when it takes the text box's place (with what
		// was typed in the box before the page hydrated); later ones are its own.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[hydrated],
	)
	// Whether the text box had the caret as the editor took its place (someone typing as the
	// page hydrated): the editor takes it over, so the typing goes on there.
	const caretInBox = useRef(false)
	const allows = RICH_PROFILES[profile]
	const footer = (
		<FieldFooter
			id={id}
			countId={countId}
			hint={hint}
			error={error}
			length={length}
			max={max}
		/>
	)
	// Without JavaScript (or before it runs) a plain text is a text box the form posts as it
	// is, and a formatted one is shown as it is and posted unchanged.
	if (!hydrated) {
		const plain = plainTextOf(doc)
		const editable = JSON.stringify(richFromPlainText(plain)) === json
		const invalid = Boolean(error || invalidBy)
		return (
			<div className={className} data-rich-text={name}>
				<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
					{label}
				</label>
				{editable ? (
					<textarea
						ref={(box) => () => {
							// Let go of as the editor takes its place, before the box leaves the page.
							caretInBox.current = document.activeElement === box
						}}
						id={id}
						name={name}
						defaultValue={plain}
						onChange={(event) => {
							// Typed before the page hydrated (said once it has): the editor starts with it.
							const typed = richFromPlainText(event.currentTarget.value)
							setDoc(typed)
							onChange?.(typed)
						}}
						rows={5}
						aria-invalid={invalid || undefined}
						aria-describedby={cx(invalidBy, describedBy(id, hint, error), countId)}
						className={cx(
							controlClasses,
							'min-h-32 resize-y',
							invalid && 'border-red-500 dark:border-red-400',
						)}
					/>
				) : (
					<>
						<input type="hidden" name={name} value={json} />
						<div
							id={id}
							className="rounded-xl border border-line-strong bg-surface px-4 py-3"
						>
							<RichTextView value={value} inertLinks />
						</div>
						<p className="mt-1.5 text-sm text-ink-muted">
							This formatted text is edited with JavaScript on; it is kept as it is.
						</p>
					</>
				)}
				{footer}
			</div>
		)
	}
	return (
		<div className={className} data-rich-text={name}>
			<p id={labelId} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</p>
			<LexicalComposer initialConfig={initialConfig}>
				<div
					className={cx(
						'rounded-xl border border-line-strong bg-surface shadow-xs transition-[border-color,box-shadow] duration-200 focus-within:border-brand-ink focus-within:ring-3 focus-within:ring-focus/40',
						(error || invalidBy) && 'border-red-500 dark:border-red-400',
					)}
				>
					<Toolbar profile={profile} label={label} editorId={id} />
					<RichTextPlugin
						contentEditable={
							// The words' language and direction (a translation's): the editor keeps its
							// own root's `dir` to itself, so they are set around it.
							<div lang={lang} dir={dir} className="text-start">
								<ContentEditable
									id={id}
									ariaLabelledBy={labelId}
									ariaDescribedBy={cx(invalidBy, describedBy(id, hint, error), countId)}
									ariaInvalid={error || invalidBy ? true : undefined}
									ariaMultiline
									className="min-h-32 px-4 py-3 text-base leading-relaxed text-ink focus:outline-none"
								/>
							</div>
						}
						ErrorBoundary={LexicalErrorBoundary}
					/>
				</div>
				<HistoryPlugin />
				{allows.lists ? <ListPlugin /> : null}
				<LinkPlugin validateUrl={isSafeHref} />
				<MarkdownShortcutPlugin transformers={shortcutsOf(profile)} />
				<CleanUpPlugin profile={profile} />
				<ReadOnlyPlugin readOnly={readOnly} />
				<TakeCaretPlugin from={caretInBox} />
				<OnChangePlugin
					ignoreSelectionChange
					onChange={(state) => {
						const parsed = richTextSchema(profile).safeParse(state.toJSON())
						if (!parsed.success) return
						setDoc(parsed.data)
						onChange?.(parsed.data)
					}}
				/>
			</LexicalComposer>
			<input type="hidden" name={name} value={json} />
			{footer}
		</div>
	)
}

function FieldFooter({
	id,
	countId,
	hint,
	error,
	length,
	max,
}: {
	id: string
	countId: string
	hint?: ReactNode
	error?: string
	length: number
	max: number
}) {
	return (
		<div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
			<div>
				{hint ? (
					<p id={`${id}-hint`} className="text-sm text-ink-muted">
						{hint}
					</p>
				) : null}
				{error ? (
					<p id={`${id}-error`} className={errorClasses}>
						{error}
					</p>
				) : null}
			</div>
			<p
				id={countId}
				className={cx(
					'text-sm tabular-nums',
					length > max
						? 'font-semibold text-red-700 dark:text-red-300'
						: 'text-ink-muted',
				)}
			>
				{length.toLocaleString('en-US')} of {max.toLocaleString('en-US')} characters
			</p>
		</div>
	)
}

/** Editable as the fields around it are (a form another tab holds is read-only). */
function ReadOnlyPlugin({ readOnly }: { readOnly: boolean }) {
	const [editor] = useLexicalComposerContext()
	useEffect(() => editor.setEditable(!readOnly), [editor, readOnly])
	return null
}

/** The caret of the text box this editor replaced, at the end of what it holds. */
function TakeCaretPlugin({ from }: { from: RefObject<boolean> }) {
	const [editor] = useLexicalComposerContext()
	useEffect(() => {
		if (from.current && editor.isEditable())
			editor.focus(undefined, { defaultSelection: 'rootEnd' })
	}, [editor, from])
	return null
}

function CleanUpPlugin({ profile }: { profile: RichProfile }) {
	const [editor] = useLexicalComposerContext()
	useEffect(() => registerCleanUp(editor, profile), [editor, profile])
	return null
}
