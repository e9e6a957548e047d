import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router'

import { DraftConflictAlert } from '#app/components/admin/ConflictPanel.tsx'
import { DraftPostFields } from '#app/components/admin/DraftPostFields.tsx'
import { EditLockBanner } from '#app/components/admin/EditLockBanner.tsx'
import { focusFirstInvalid } from '#app/components/admin/focus-invalid.ts'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { RichTextEditor } from '#app/components/admin/rich-text/RichTextEditor.tsx'
import { PublishingPanel } from '#app/components/admin/site/PublishingPanel.tsx'
import { useCan } from '#app/components/admin/use-can.ts'
import {
	CONFLICT_LEAVE_MESSAGE,
	useDraftConflicts,
} from '#app/components/admin/use-draft-conflicts.ts'
import {
	draftStatusText,
	readyToPost,
	useDraftAutosave,
} from '#app/components/admin/use-draft-autosave.ts'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { describedBy, TextAreaField, TextField } from '#app/components/ui/Field.tsx'
import type { LockHolderView } from '#app/lib/edit-lock.ts'
import {
	hasWords,
	type TranslatableField,
	type Translation,
} from '#app/lib/translation.ts'
import { isRichText, plainTextOf, readRichText } from '#app/lib/rich-text.ts'
import type { SiteFormActionData } from '#app/lib/site-admin.ts'
import type { TranslationPageData } from '#app/lib/translation-admin.ts'
import { FormFields } from '#app/components/admin/FormFields.tsx'

/** What the form holds: each field's words by path (rich text as its JSON). */
type TranslationState = Record<string, string>

const TEXT_PREFIX = 't.'
const RICH_PREFIX = 'r.'

function stateOf(
	fields: readonly TranslatableField[],
	value: Translation,
): TranslationState {
	const state: TranslationState = {}
	for (const field of fields) {
		const words = value[field.path]
		if (field.input === 'rich')
			state[field.path] =
				hasWords(words) && isRichText(words) ? JSON.stringify(words) : ''
		else state[field.path] = typeof words === 'string' ? words : ''
	}
	return state
}

/** The form's fields as it posts them (the autosave's body too). */
function postedOf(
	fields: readonly TranslatableField[],
	state: TranslationState,
): FormData {
	const form = new FormData()
	for (const field of fields) {
		const value = state[field.path] ?? ''
		form.set(`${field.input === 'rich' ? RICH_PREFIX : TEXT_PREFIX}${field.path}`, value)
	}
	return form
}

/**
 * A translation form (decision 050): each translatable field of the item with the default
 * language's words beside it, kept as the translation's draft while the admin types, with
 * the same publishing panel, conflicts and edit lock as the item's own form. Everything
 * typed lives in this component's state, so a refused post keeps it.
 */
export function TranslationForm({
	page,
	actionData,
	editLock,
	lockedBy,
	onReload,
}: {
	page: TranslationPageData
	actionData: SiteFormActionData | undefined
	editLock: EditLock
	lockedBy: LockHolderView | null
	onReload: () => void
}) {
	const mayPublish = useCan('content.publish')
	const [state, setState] = useState<TranslationState>(() =>
		stateOf(page.fields, page.value),
	)
	const snapshot = JSON.stringify(state)
	const formRef = useRef<HTMLFormElement>(null)
	const alertRef = useRef<HTMLDivElement>(null)
	const navigation = useNavigation()
	const posting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const submitting = useRef(false)
	useEffect(() => {
		submitting.current = false
	}, [actionData])
	const { lock } = editLock

	const autosave = useDraftAutosave({
		url: page.draftUrl,
		snapshot,
		body: () => postedOf(page.fields, state),
		id: null,
		versions: {
			draftVersion: page.draft?.draftVersion ?? 0,
			baseRevision: page.draft?.baseRevision ?? page.published.revision,
		},
		editor: editLock.editorNow,
		enabled: lock.status === 'held',
	})
	const conflicts = useDraftConflicts({
		autosave,
		actionData,
		formRef,
		editLock,
		lockedBy,
		onReload,
	})
	const { readOnly, conflict, copyKept, bannerLock } = conflicts

	const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {}

	useEffect(() => {
		if (!actionData || actionData.sharedLink) return
		if (actionData.formError) alertRef.current?.focus()
		else focusFirstInvalid(formRef.current)
	}, [actionData])

	/**
	 * Every post of this page's buttons waits for a draft save in flight (its versions are
	 * the ones to send), then goes. Publish is checked in the browser first.
	 */
	const beforePost = (event: FormEvent<HTMLFormElement>) => {
		if (!readyToPost(event, { autosave, editor: editLock.editorNow })) return
		submitting.current = true
		if (event.currentTarget === formRef.current) autosave.pause()
	}

	const dir = page.language.dir
	return (
		<div className="grid gap-6">
			<EditLockBanner
				lock={bannerLock}
				noun={page.noun}
				onTakeOver={() => void editLock.takeOver()}
				copyKept={copyKept}
			/>
			<PublishingPanel
				page={page}
				previewHref={page.previewHref}
				neverPublished={page.neverPublished}
				autosave={autosave}
				sharedLink={actionData?.sharedLink ?? null}
				beforePost={beforePost}
				readOnly={readOnly}
			/>
			<Form
				ref={formRef}
				method="post"
				noValidate
				aria-label={`Translation into ${page.language.englishName}`}
				className="grid gap-6"
				onSubmit={beforePost}
			>
				<LeaveGuard
					when={(autosave.unsaved || conflict !== null) && !posting && !readOnly}
					saving={submitting}
					message={
						conflict
							? CONFLICT_LEAVE_MESSAGE
							: 'Your latest changes to this translation are not saved as a draft yet. If you leave now, they are lost.'
					}
				/>
				<DraftPostFields autosave={autosave} overwrite={false} />
				<DraftConflictAlert
					conflicts={conflicts}
					formError={{ answer: actionData, message: actionData?.formError ?? null }}
					alertRef={alertRef}
					historyHref={null}
					busy={posting}
				/>
				<FormFields readOnly={readOnly} className="contents">
					<Panel
						id="translation-fields"
						title={`Words in ${page.language.englishName}`}
						description={`${page.fields.filter((field) => hasWords(readValue(field, state))).length} of ${page.fields.length} fields translated.`}
					>
						<ol className="grid gap-6">
							{page.fields.map((field) => (
								<TranslationField
									key={field.path}
									field={field}
									value={state[field.path] ?? ''}
									error={errors[field.path]}
									dir={dir}
									lang={page.language.code}
									sourceName={page.defaultName}
									onChange={(next) =>
										setState((current) => ({ ...current, [field.path]: next }))
									}
								/>
							))}
						</ol>
					</Panel>
					<div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
						<p role="status" className="mr-auto text-sm text-ink-muted">
							{draftStatusText(autosave, 'translation')}
						</p>
						<Button
							type="submit"
							name="intent"
							value="draft"
							variant="outline"
							disabled={posting}
						>
							Save draft
						</Button>
						{mayPublish ? (
							<>
								<Button
									type="submit"
									name="intent"
									value="publish-all"
									variant="outline"
									disabled={posting}
								>
									Publish all languages
								</Button>
								<Button type="submit" name="intent" value="publish" disabled={posting}>
									{posting && navigation.formData?.get('intent') === 'publish'
										? 'Publishing…'
										: `Publish ${page.language.englishName}`}
								</Button>
							</>
						) : (
							<Button type="submit" name="intent" value="submit" disabled={posting}>
								Submit for review
							</Button>
						)}
					</div>
				</FormFields>
			</Form>
		</div>
	)
}

function readValue(field: TranslatableField, state: TranslationState): unknown {
	const value = state[field.path] ?? ''
	if (field.input !== 'rich' || value === '') return value
	try {
		return JSON.parse(value)
	} catch {
		return ''
	}
}

/** One field: the default language's words (greyed), then the translation's input. */
function TranslationField({
	field,
	value,
	error,
	dir,
	lang,
	sourceName,
	onChange,
}: {
	field: TranslatableField
	value: string
	error: string | undefined
	dir: 'ltr' | 'rtl'
	lang: string
	sourceName: string
	onChange: (next: string) => void
}) {
	const id = `translation-${field.path.replace(/\W+/g, '-')}`
	const source =
		typeof field.source === 'string' ? field.source : plainTextOf(field.source)
	const translated = hasWords(readValue(field, { [field.path]: value }))
	const sourceBlock = (
		<div id={`${id}-source`} className="grid gap-1 text-sm" data-source={field.path}>
			<p className="flex flex-wrap items-center gap-2">
				<span className="font-semibold text-ink-muted">{sourceName}</span>
				{translated ? null : (
					<span className="text-xs rounded-full border border-line-strong px-2 py-0.5 font-semibold text-ink-muted">
						Not translated yet
					</span>
				)}
			</p>
			<p className="rounded-lg bg-surface-muted px-3 py-2 whitespace-pre-line text-ink-muted">
				{source || <span className="italic">(empty)</span>}
			</p>
		</div>
	)
	const hint = translated ? undefined : `Empty: the page shows the ${sourceName} words.`
	return (
		<li className="grid gap-3 border-b border-line pb-6 last:border-b-0 last:pb-0 lg:grid-cols-2 lg:gap-6">
			{sourceBlock}
			{/* The words typed are in the language (its direction); the field's label and hints
			are the dashboard's English. */}
			<div>
				{field.input === 'rich' ? (
					<RichTextEditor
						lang={lang}
						dir={dir}
						id={id}
						name={`${RICH_PREFIX}${field.path}`}
						label={field.label}
						profile={field.profile ?? 'article'}
						max={field.max}
						hint={hint}
						error={error}
						value={readRichText(
							value ? readValue(field, { [field.path]: value }) : emptyRich,
							field.profile ?? 'article',
						)}
						onChange={(doc) => onChange(hasWords(doc) ? JSON.stringify(doc) : '')}
					/>
				) : field.input === 'multiline' ? (
					<TextAreaField
						lang={lang}
						dir={dir}
						id={id}
						name={`${TEXT_PREFIX}${field.path}`}
						label={field.label}
						hint={hint}
						error={error}
						value={value}
						maxLength={field.max}
						// The words it translates are part of its description.
						aria-describedby={cx(`${id}-source`, describedBy(id, hint, error))}
						onChange={(event) => onChange(event.target.value)}
					/>
				) : (
					<TextField
						lang={lang}
						dir={dir}
						id={id}
						name={`${TEXT_PREFIX}${field.path}`}
						label={field.label}
						hint={hint}
						error={error}
						value={value}
						maxLength={field.max}
						// The words it translates are part of its description.
						aria-describedby={cx(`${id}-source`, describedBy(id, hint, error))}
						onChange={(event) => onChange(event.target.value)}
					/>
				)}
			</div>
		</li>
	)
}

const emptyRich = { root: { type: 'root', children: [] } }
