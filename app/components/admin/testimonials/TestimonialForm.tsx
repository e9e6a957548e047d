import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router'

import { DraftConflictAlert } from '#app/components/admin/ConflictPanel.tsx'
import { DraftPostFields } from '#app/components/admin/DraftPostFields.tsx'
import { EditLockBanner } from '#app/components/admin/EditLockBanner.tsx'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import {
	autosaveBarState,
	ProjectFormActions,
} from '#app/components/admin/project/ProjectFormActions.tsx'
import {
	PublishingPanel,
	type PublishingPage,
} from '#app/components/admin/site/PublishingPanel.tsx'
import {
	intentOf,
	readyToPost,
	useDraftAutosave,
} from '#app/components/admin/use-draft-autosave.ts'
import {
	CONFLICT_LEAVE_MESSAGE,
	useDraftConflicts,
} from '#app/components/admin/use-draft-conflicts.ts'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import type { LockHolderView } from '#app/lib/edit-lock.ts'
import { RichTextEditor } from '#app/components/admin/rich-text/RichTextEditor.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { cx } from '#app/components/ui/cx.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { testimonialHistoryPath } from '#app/lib/testimonial-paths.ts'
import type { DraftVersions } from '#app/components/admin/use-draft-autosave.ts'
import {
	TESTIMONIAL_LIMITS,
	TESTIMONIAL_REQUIRED_MESSAGE,
	testimonialFieldErrors,
	testimonialFormMessage,
	testimonialFormSchema,
	type TestimonialField,
	type TestimonialFieldErrors,
	type TestimonialFormActionData,
	type TestimonialFormValues,
} from '#app/schemas/testimonial.ts'

import {
	FIELDS,
	ORDER,
	TestimonialImagesPanel,
	type ImageField,
} from './TestimonialFormParts.tsx'
import { FormFields } from '#app/components/admin/FormFields.tsx'

const ALERT_ID = 'testimonial-form-alert'
/** Where the form's draft is saved as the admin types (decision 052). */
export const TESTIMONIAL_AUTOSAVE_PATH = '/admin/autosave/testimonial'

/** What the form holds, as one string: equal strings mean nothing changed. */
function snapshotOf(values: TestimonialFormValues): string {
	return JSON.stringify(ORDER.map((field) => values[field]))
}

/**
 * Add or edit a testimonial (spec §3): name, title, quote, a logo for each theme and a
 * portrait, kept as a draft while the admin types and published on Publish (decision 052),
 * as the project form is. Checked in the browser before publishing with the server's own
 * schema; the server checks again and answers 400 with the same messages. Every post waits
 * for uploads and for a draft save in flight. The page holds the testimonial's edit lock
 * while it is open (decision 042): while another page holds it, the form is read-only.
 */
export function TestimonialForm({
	testimonialId,
	page,
	actionData,
	editLock,
	lockedBy,
	onCreated,
	onReload,
	manyLanguages = false,
}: {
	/** Edit mode: the testimonial's id. */
	testimonialId?: string
	page: PublishingPage & {
		values: TestimonialFormValues
		/** What is stored, when the form opens a kept copy instead. */
		stored: TestimonialFormValues | null
		versions: DraftVersions
	}
	actionData: TestimonialFormActionData | undefined
	/** The page's hold on the testimonial (decision 042), kept by the route through new forms. */
	editLock: EditLock
	/** Another admin's page held it when this one was rendered. */
	lockedBy: LockHolderView | null
	/** A new testimonial's first save made it: the route holds its lock from then on. */
	onCreated: (id: string) => void
	/** Loads what is stored into a new form (a take-over, "Take theirs"). */
	onReload: (id: string | undefined) => void
	/** The site has other languages: Publish all languages publishes their drafts too. */
	manyLanguages?: boolean
}) {
	const values = actionData?.values ?? page.values
	const mode = testimonialId ? 'edit' : 'add'
	const formRef = useRef<HTMLFormElement>(null)
	const alertRef = useRef<HTMLDivElement>(null)
	const uploads = useUploadsBusy()
	const { lock } = editLock
	// A new testimonial saves before it has a lock to hold; an existing one once it holds it.
	const lockHeld =
		(testimonialId === undefined && !editLock.holding) || lock.status === 'held'
	const navigation = useNavigation()
	const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST'

	const [images, setImages] = useState<Record<ImageField, ImageRef | null>>({
		logoLight: values.logoLight,
		logoDark: values.logoDark,
		image: values.image,
	})
	const [quoteText, setQuoteText] = useState(values.quote)
	const [texts, setTexts] = useState({ name: values.name, title: values.title })
	// What the form holds, as one string, for the autosave: equal strings mean no change.
	const snapshot = snapshotOf({ ...texts, quote: quoteText, ...images })
	const [storedSnapshot] = useState(() =>
		page.stored ? snapshotOf(page.stored) : undefined,
	)

	const autosave = useDraftAutosave({
		url: TESTIMONIAL_AUTOSAVE_PATH,
		snapshot,
		body: () => new FormData(formRef.current ?? undefined),
		id: testimonialId,
		versions: page.versions,
		editor: editLock.editorNow,
		stored: storedSnapshot,
		replacing: page.stored !== null,
		enabled:
			!saving &&
			!uploads.busy &&
			lockHeld &&
			(testimonialId !== undefined || texts.name.trim() !== ''),
	})
	const id = autosave.id
	useEffect(() => {
		if (id && !testimonialId) onCreated(id)
	}, [id, testimonialId, onCreated])
	const conflicts = useDraftConflicts({
		autosave,
		actionData,
		formRef,
		editLock,
		lockedBy,
		onReload,
	})
	const { readOnly, conflict, settled, copyKept, bannerLock } = conflicts

	// The browser's check, from a refused Publish until the server answers again.
	const [clientCheck, setClientCheck] = useState<{
		errors: TestimonialFieldErrors
		answer: unknown
	} | null>(null)
	const clientErrors =
		clientCheck && clientCheck.answer === actionData ? clientCheck.errors : null
	const errors: TestimonialFieldErrors = useMemo(
		() => clientErrors ?? actionData?.fieldErrors ?? {},
		[clientErrors, actionData],
	)
	const message =
		testimonialFormMessage(errors) ??
		(actionData?.formError && !conflict && settled !== actionData
			? actionData.formError
			: null)
	const missing = ORDER.filter((field) => errors[field] === TESTIMONIAL_REQUIRED_MESSAGE)
	useEffect(() => {
		if (actionData?.formError && !actionData.sharedLink) alertRef.current?.focus()
	}, [actionData])

	const onChange = () => {
		const form = formRef.current
		if (!form) return
		const field = (key: 'name' | 'title') => {
			const input = form.elements.namedItem(key)
			return input instanceof HTMLInputElement ? input.value : ''
		}
		setTexts((current) =>
			current.name === field('name') && current.title === field('title')
				? current
				: { name: field('name'), title: field('title') },
		)
		// Once the browser has pointed at missing fields, each fix clears its mark.
		if (clientErrors) {
			const parsed = testimonialFormSchema.safeParse(
				Object.fromEntries(new FormData(form)),
			)
			setClientCheck({
				errors: parsed.success ? {} : testimonialFieldErrors(parsed.error),
				answer: actionData,
			})
		}
	}
	useEffect(onChange, [images, quoteText]) // eslint-disable-line react-hooks/exhaustive-deps -- on image and quote changes only

	/** The page's preview in a new tab, once the form is saved as the draft. */
	const openPreview = () => {
		// Opened now, in the click, so no popup blocker stops it; pointed at the page once saved.
		const tab = window.open('about:blank', '_blank')
		void autosave.flush().then((ok) => {
			const current = autosave.idNow()
			if (!tab) return
			if (!ok || !current) {
				tab.close()
				return
			}
			tab.opener = null
			tab.location.href = previewHrefOf(current)
		})
	}

	/**
	 * Every post of this page's buttons (the form's and the publishing panel's) waits for
	 * uploads and a draft save in flight, then goes with the versions as of that moment.
	 * Publish and Schedule are checked in the browser first.
	 */
	const beforePost = (event: FormEvent<HTMLFormElement>) => {
		if (uploads.busy) {
			event.preventDefault()
			return
		}
		const intent = intentOf(event) ?? 'draft'
		const own = event.currentTarget === formRef.current
		if (own && intent === 'preview') {
			event.preventDefault()
			openPreview()
			return
		}
		if (own && (intent === 'publish' || intent === 'publish-all')) {
			const parsed = testimonialFormSchema.safeParse(
				Object.fromEntries(new FormData(event.currentTarget)),
			)
			if (!parsed.success) {
				event.preventDefault()
				const found = testimonialFieldErrors(parsed.error)
				setClientCheck({ errors: found, answer: actionData })
				const first = ORDER.find((field) => found[field])
				if (first) document.getElementById(FIELDS[first].id)?.focus()
				return
			}
			setClientCheck(null)
		}
		if (!readyToPost(event, { autosave, editor: editLock.editorNow })) return
		// The post carries what the form holds: no draft save while it runs.
		if (own) autosave.pause()
	}

	const textError = (field: 'name' | 'title' | 'quote') => {
		const error = errors[field]
		return {
			invalid: Boolean(error),
			// The spec's one message is shown above the form; others beside their field.
			own: error && error !== TESTIMONIAL_REQUIRED_MESSAGE ? error : undefined,
		}
	}
	const describedBy = (field: TestimonialField, ...ids: Array<string | undefined>) =>
		cx(errors[field] === TESTIMONIAL_REQUIRED_MESSAGE && ALERT_ID, ...ids) || undefined
	const setImage = (field: ImageField) => (image: ImageRef | null) =>
		setImages((current) => ({ ...current, [field]: image }))

	const name = textError('name')
	const title = textError('title')
	const quote = textError('quote')

	return (
		<div className="space-y-6">
			<EditLockBanner
				lock={bannerLock}
				noun="testimonial"
				onTakeOver={() => void editLock.takeOver()}
				copyKept={copyKept}
			/>
			{id ? (
				<PublishingPanel
					page={page}
					previewHref={previewHrefOf(id)}
					neverPublished="Never published: the home page does not show it yet."
					autosave={autosave}
					sharedLink={actionData?.sharedLink ?? null}
					beforePost={beforePost}
					readOnly={readOnly}
				/>
			) : null}
			<Form
				ref={formRef}
				method="post"
				noValidate
				onSubmit={beforePost}
				onInput={onChange}
				className="space-y-6"
				aria-label={mode === 'add' ? 'Add testimonial' : 'Edit testimonial'}
			>
				{/* Enter in a field keeps a draft: it never publishes. */}
				<button
					type="submit"
					name="intent"
					value="draft"
					tabIndex={-1}
					aria-hidden="true"
					disabled={uploads.busy || saving || readOnly}
					className="sr-only"
				>
					Save draft
				</button>
				<LeaveGuard
					when={(autosave.unsaved || conflict !== null) && !saving && !readOnly}
					onLeave={autosave.flush}
					message={
						conflict
							? CONFLICT_LEAVE_MESSAGE
							: 'Your latest changes to this testimonial are not saved yet. If you leave now, they are lost.'
					}
				/>
				{testimonialId ? null : <input type="hidden" name="id" value={id ?? ''} />}
				<DraftPostFields autosave={autosave} overwrite={page.stored !== null} />

				<DraftConflictAlert
					conflicts={conflicts}
					formError={null}
					alertRef={alertRef}
					historyHref={
						testimonialId && page.published.revision > 0
							? testimonialHistoryPath(testimonialId)
							: null
					}
					busy={saving}
				/>
				{message ? (
					<div
						ref={conflict ? undefined : alertRef}
						tabIndex={-1}
						className="focus:outline-none"
					>
						<FormAlert className="scroll-mt-24">
							<p id={ALERT_ID} className="font-semibold">
								{message}
							</p>
							{missing.length > 0 ? (
								<p className="mt-1">
									Missing: {missing.map((f) => FIELDS[f].label).join(', ')}.
								</p>
							) : null}
						</FormAlert>
					</div>
				) : null}

				<FormFields readOnly={readOnly} className="min-w-0 space-y-6">
					<Panel id="testimonial-who" title="Who said it">
						{/* A missing field is marked red like one with its own message. */}
						<div className="grid gap-5 md:grid-cols-2 [&_input[aria-invalid=true]]:border-red-500 dark:[&_input[aria-invalid=true]]:border-red-400">
							<TextField
								id={FIELDS.name.id}
								name="name"
								label={FIELDS.name.label}
								defaultValue={values.name}
								autoComplete="off"
								required
								maxLength={TESTIMONIAL_LIMITS.name}
								aria-invalid={name.invalid || undefined}
								aria-describedby={describedBy('name')}
								error={name.own}
							/>
							<TextField
								id={FIELDS.title.id}
								name="title"
								label={FIELDS.title.label}
								hint="Their role and company, e.g. Head of Digital, Lumen Bank."
								defaultValue={values.title}
								autoComplete="off"
								required
								maxLength={TESTIMONIAL_LIMITS.title}
								aria-invalid={title.invalid || undefined}
								aria-describedby={describedBy(
									'title',
									`${FIELDS.title.id}-hint`,
									title.own && `${FIELDS.title.id}-error`,
								)}
								error={title.own}
							/>
						</div>
						<RichTextEditor
							id={FIELDS.quote.id}
							name="quote"
							label={FIELDS.quote.label}
							profile="inline"
							value={values.quote}
							onChange={setQuoteText}
							max={TESTIMONIAL_LIMITS.quote}
							hint="Bold, italic and links; line breaks show on the home page as typed."
							error={quote.own}
							invalidBy={
								quote.invalid &&
								!quote.own &&
								errors.quote === TESTIMONIAL_REQUIRED_MESSAGE
									? ALERT_ID
									: undefined
							}
							className="mt-5"
						/>
					</Panel>

					<TestimonialImagesPanel images={images} setImage={setImage} uploads={uploads} />

					<ProjectFormActions
						uploadsBusy={uploads.busy}
						autosave={autosaveBarState(autosave, readOnly)}
						saving={saving}
						cancelHref="/admin/testimonials"
						publishAll={manyLanguages}
					/>
				</FormFields>
				<noscript>
					<p className="text-sm text-ink-muted">Uploading images needs JavaScript.</p>
				</noscript>
			</Form>
		</div>
	)
}

/** The home page with the testimonial's draft first in the slider, for this admin. */
function previewHrefOf(id: string): string {
	return `/preview/admin?testimonial=${encodeURIComponent(id)}`
}
