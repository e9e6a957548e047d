import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router'

import { EditLockBanner } from '#app/components/admin/EditLockBanner.tsx'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import type { LockHolderView } from '#app/lib/edit-lock.ts'
import { RichTextEditor } from '#app/components/admin/rich-text/RichTextEditor.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { cx } from '#app/components/ui/cx.ts'
import type { ImageRef } from '#app/lib/types.ts'
import {
	TESTIMONIAL_LIMITS,
	TESTIMONIAL_REQUIRED_MESSAGE,
	testimonialFieldErrors,
	testimonialFormMessage,
	testimonialFormSchema,
	type TestimonialField,
	type TestimonialFieldErrors,
	type TestimonialFormValues,
} from '#app/schemas/testimonial.ts'

import {
	FIELDS,
	ORDER,
	TestimonialFormActions,
	TestimonialImagesPanel,
	type ImageField,
} from './TestimonialFormParts.tsx'

const ALERT_ID = 'testimonial-form-alert'

/** What the form would post, as one string: equal strings mean nothing changed. */
function snapshot(form: HTMLFormElement | null): string {
	if (!form) return ''
	const data = new FormData(form)
	return JSON.stringify(ORDER.map((field) => data.get(field) ?? ''))
}

/**
 * Add or edit a testimonial (spec §3): name, title, quote, a logo for each theme and a
 * portrait. Checked in the browser before posting with the server's own schema; the
 * server checks again and answers 400 with the same messages. Save waits for uploads.
 */
export function TestimonialForm({
	mode,
	values,
	serverErrors,
	formError,
	answer,
	editLock,
	lockedBy,
	onReload,
}: {
	/** The page's hold on the testimonial (decision 042), kept by the route through new forms. */
	editLock: EditLock
	/** Another admin's page held it when this one was rendered. */
	lockedBy: LockHolderView | null
	/** Loads what is stored into a new form (held again after another page held it). */
	onReload: () => void
	mode: 'add' | 'edit'
	values: TestimonialFormValues
	serverErrors: TestimonialFieldErrors | null
	/** A failed save ('Failed to save testimonial.'); what was typed stays. */
	formError: string | null
	/** The server's last answer to a post (changes with each one). */
	answer: unknown
}) {
	const formRef = useRef<HTMLFormElement>(null)
	const uploads = useUploadsBusy()
	const { lock } = editLock
	// Taken over: what this page holds is kept as its admin's copy, once (decision 042); the
	// form stays as it is until the copy is taken (a disabled field posts nothing).
	const [copyOf, setCopyOf] = useState<{ since: string; kept: boolean } | null>(null)
	const taken = lock.status === 'taken' ? lock.holder : null
	const copying = taken !== null && copyOf?.since !== taken.since
	const readOnly =
		lock.status === 'other' ||
		(taken !== null && !copying) ||
		(lock.status === 'checking' && lockedBy !== null)
	const copyKept = copyOf?.kept === true
	const keptFor = useRef<string | null>(null)
	useEffect(() => {
		const form = formRef.current
		if (!taken || !form || keptFor.current === taken.since) return
		keptFor.current = taken.since
		const since = taken.since
		const body = new FormData(form)
		body.set('intent', 'taken-over')
		body.set('by', taken.name)
		void fetch(window.location.pathname, {
			method: 'POST',
			body,
			headers: { Accept: 'application/json' },
		})
			.then((response) => setCopyOf({ since, kept: response.ok }))
			.catch(() => setCopyOf({ since, kept: false }))
	}, [taken])
	// Held again after another page held it: the form starts from what is stored.
	const wasReadOnly = useRef(readOnly)
	useEffect(() => {
		if (wasReadOnly.current && lock.status === 'held') onReload()
		wasReadOnly.current = readOnly
	}, [readOnly, lock.status, onReload])
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST'

	const [images, setImages] = useState<Record<ImageField, ImageRef | null>>({
		logoLight: values.logoLight,
		logoDark: values.logoDark,
		image: values.image,
	})
	const [quoteText, setQuoteText] = useState(values.quote)
	// The browser's check, until the server answers again.
	const [clientCheck, setClientCheck] = useState<{
		errors: TestimonialFieldErrors
		answer: unknown
	} | null>(null)
	const clientErrors =
		clientCheck && clientCheck.answer === answer ? clientCheck.errors : null
	const errors = clientErrors ?? serverErrors ?? {}
	const message = testimonialFormMessage(errors) ?? formError
	const missing = ORDER.filter((field) => errors[field] === TESTIMONIAL_REQUIRED_MESSAGE)

	// Unsaved changes: what the form would post differs from what it was opened with.
	const initial = useRef<string | null>(null)
	const [dirty, setDirty] = useState(false)
	// Saving leaves the form on purpose; an answer back (an error) keeps it open again.
	const submitting = useRef(false)
	useEffect(() => {
		submitting.current = false
	}, [answer])
	useEffect(() => {
		initial.current = snapshot(formRef.current)
	}, [])
	const onChange = () => {
		const form = formRef.current
		if (!form) return
		if (initial.current !== null) setDirty(snapshot(form) !== initial.current)
		// Once the browser has pointed at missing fields, each fix clears its mark.
		if (clientErrors) {
			const parsed = testimonialFormSchema.safeParse(
				Object.fromEntries(new FormData(form)),
			)
			setClientCheck({
				errors: parsed.success ? {} : testimonialFieldErrors(parsed.error),
				answer,
			})
		}
	}
	useEffect(onChange, [images, quoteText]) // eslint-disable-line react-hooks/exhaustive-deps -- on image and quote changes only
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		const parsed = testimonialFormSchema.safeParse(
			Object.fromEntries(new FormData(event.currentTarget)),
		)
		if (!parsed.success) {
			event.preventDefault()
			const found = testimonialFieldErrors(parsed.error)
			setClientCheck({ errors: found, answer })
			const first = ORDER.find((field) => found[field])
			if (first) document.getElementById(FIELDS[first].id)?.focus()
			return
		}
		setClientCheck(null)
		// This page's id as of now: a save from the page that holds the lock (decision 042).
		const editorInput = event.currentTarget.elements.namedItem('editor')
		if (editorInput instanceof HTMLInputElement) editorInput.value = editLock.editorNow()
		submitting.current = true
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
		<Form
			ref={formRef}
			method="post"
			noValidate
			onSubmit={onSubmit}
			onInput={onChange}
			className="space-y-6"
			aria-label={mode === 'add' ? 'Add testimonial' : 'Edit testimonial'}
		>
			<LeaveGuard when={dirty && !readOnly} saving={submitting} pathOnly />
			<input type="hidden" name="editor" defaultValue="" />
			<EditLockBanner
				lock={
					lock.status === 'checking' && lockedBy
						? { status: 'other', holder: lockedBy }
						: lock
				}
				noun="testimonial"
				onTakeOver={() => void editLock.takeOver()}
				copyKept={copyKept}
			/>

			{message ? (
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
			) : null}

			<fieldset disabled={readOnly} className="min-w-0 space-y-6">
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
							quote.invalid && !quote.own && errors.quote === TESTIMONIAL_REQUIRED_MESSAGE
								? ALERT_ID
								: undefined
						}
						className="mt-5"
					/>
				</Panel>

				<TestimonialImagesPanel images={images} setImage={setImage} uploads={uploads} />

				<TestimonialFormActions mode={mode} uploadsBusy={uploads.busy} saving={saving} />
			</fieldset>
			<noscript>
				<p className="text-sm text-ink-muted">Uploading images needs JavaScript.</p>
			</noscript>
		</Form>
	)
}
