// What both contact forms share, as the server renders them: the form in its
// <contact-form>, the message above the form (spec §8), each field's message, the submit
// button's two states (spec §4), the fields against spam, and the outcome a post without
// JavaScript left behind. In the browser <contact-form> (./contact-form.client.ts) posts the
// form as JSON (spec §7) and shows its outcome in the same places: every state's markup is
// here, in the page, hidden until it is needed.
import type { ComponentProps, ReactNode } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'

import { contactWords } from '#app/i18n/contact-words.ts'
import { useWords } from '#app/i18n/use-words.ts'
import {
	CONTACT_ENDPOINTS,
	CONTACT_FORM_IDS,
	CONTACT_LIMITS,
	CONTACT_WORDS_ATTRIBUTE,
	FORM_STAMP_ATTRIBUTE,
	HONEYPOT_FIELD,
	LANGUAGE_FIELD,
	RENDER_TOKEN_FIELD,
	type ContactFormName,
	type ContactResult,
} from '#app/lib/contact.ts'
import type { loader as siteLayoutLoader } from '#app/routes/site/layout.tsx'

import { buttonClasses, type ButtonSize } from '../ui/Button.tsx'
import { cx } from '../ui/cx.ts'
import { Icon } from '../ui/Icon.tsx'
import { TextAreaField, TextField } from '../ui/Field.tsx'
import { useLanguage } from './language.ts'
import { Spinner } from './Spinner.tsx'

/** The outcome of a post without JavaScript, for this document's form. */
export function useContactFormState(form: ContactFormName) {
	const location = useLocation()
	const state =
		useRouteLoaderData<typeof siteLayoutLoader>('routes/site/layout')?.contactForm
	const flash = state?.flash?.form === form ? state.flash : null
	return {
		result: flash as ContactResult | null,
		fieldErrors: (flash && !flash.ok ? flash.fieldErrors : undefined) ?? {},
		defaults: (flash && !flash.ok ? flash.values : undefined) ?? {},
		returnTo: `${location.pathname}${location.search}`,
	}
}

/**
 * What each field's kind of text asks of the browser. Addresses and phone numbers are
 * written left to right in every language, on a right-to-left page too.
 */
const INPUTS = {
	name: { autoComplete: 'name' },
	email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
	phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
	message: {},
	notes: {},
} as const

type ContactFieldName = keyof typeof INPUTS

/**
 * A contact form's text field (ui/Field.tsx), or its text area with `rows`: required,
 * within its length, filled again with what a refused post typed, and its message's slot
 * for <contact-form>.
 */
export function ContactField({
	form,
	name,
	rows,
	...input
}: {
	form: Pick<ReturnType<typeof useContactFormState>, 'defaults' | 'fieldErrors'>
	name: ContactFieldName
	rows?: number
} & Omit<ComponentProps<typeof TextField>, 'name' | 'form'>) {
	const field = {
		name,
		required: true,
		maxLength: CONTACT_LIMITS[name],
		defaultValue: form.defaults[name] ?? '',
		error: form.fieldErrors[name],
		slot: name,
	}
	if (rows === undefined) return <TextField {...field} {...INPUTS[name]} {...input} />
	const { id, label, className, placeholder } = input
	return <TextAreaField {...field} {...{ id, label, className, placeholder, rows }} />
}

/**
 * A contact form: it posts to its endpoint without JavaScript, and its <contact-form> posts
 * it as JSON with it. Spec §8's message comes first (after `heading`), then the fields
 * against spam, then `children`: the fields and the button.
 */
export function ContactForm({
	name,
	state,
	heading,
	returnTo,
	labelledBy,
	messageClassName,
	className,
	children,
}: {
	name: ContactFormName
	state: ReturnType<typeof useContactFormState>
	heading?: ReactNode
	/** Where a post without JavaScript comes back to (the footer's form, on any page). */
	returnTo?: string
	labelledBy: string
	messageClassName?: string
	className: string
	children: ReactNode
}) {
	const words = useWords()
	return (
		<contact-form data-form={name} className="contents">
			{/* What the form says in the browser, in the page's language (contact-form.client.ts). */}
			<script
				type="application/json"
				{...{ [CONTACT_WORDS_ATTRIBUTE]: '' }}
				dangerouslySetInnerHTML={{
					__html: JSON.stringify(contactWords(words, name)).replace(/</g, '\\u003c'),
				}}
			/>
			<form
				method="post"
				aria-busy={false}
				id={CONTACT_FORM_IDS[name]}
				action={CONTACT_ENDPOINTS[name]}
				aria-labelledby={labelledBy}
				className={cx('group/form relative grid scroll-mt-24', className)}
			>
				{heading}
				<ContactFormMessage result={state.result} className={messageClassName} />
				<ContactFormHiddenFields formId={CONTACT_FORM_IDS[name]} returnTo={returnTo} />
				{children}
			</form>
		</contact-form>
	)
}

const tones = {
	error:
		'border-red-300 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950/60 dark:text-red-100',
	success:
		'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950/60 dark:text-emerald-100',
}

/**
 * Spec §8's success or error message, above the form; announced when it appears. Both are in
 * the page, the one not showing hidden: the enhancer shows one with its text.
 */
function ContactFormMessage({
	result,
	className,
}: {
	result: ContactResult | null
	className?: string
}) {
	return (
		<>
			{(['success', 'error'] as const).map((tone) => {
				const shown = result !== null && result.ok === (tone === 'success')
				return (
					<div
						key={tone}
						role={tone === 'success' ? 'status' : 'alert'}
						data-form-message={tone}
						hidden={!shown}
						className={cx(
							'flex items-start gap-3 rounded-xl border px-4 py-3 text-base font-medium',
							tones[tone],
							className,
						)}
					>
						<Icon name={tone} size={20} className="mt-0.5 shrink-0" />
						<p>{shown ? result.message : null}</p>
					</div>
				)
			})}
		</>
	)
}

/**
 * The submit button: its label, or 'Sending...' with a spinner while the form is busy
 * (spec §4). Both are in it; the form's aria-busy shows one (the `form` group), and the
 * hidden one is display: none, so the button's accessible name is the shown one.
 */
export function SubmitButton({
	label,
	icon,
	size,
	className,
}: {
	label: string
	icon?: ReactNode
	size?: ButtonSize
	className?: string
}) {
	const { t } = useWords()
	return (
		<button
			type="submit"
			className={buttonClasses({ variant: 'accent', size, className })}
		>
			<span className="inline-flex items-center gap-2 group-aria-busy/form:hidden">
				{label}
				{icon}
			</span>
			<span className="hidden items-center gap-2 group-aria-busy/form:inline-flex">
				{t('contact.sending')}
				<Spinner />
			</span>
		</button>
	)
}

/**
 * The page to come back to after a post without JavaScript, the page's language (the answer's
 * words, and what the message stores), and the honeypot: a field people never see or reach, which bots fill in. The signed
 * time is the FormStamp's.
 */
function ContactFormHiddenFields({
	formId,
	returnTo,
}: {
	formId: string
	returnTo?: string
}) {
	const { language } = useLanguage()
	const { t } = useWords()
	return (
		<>
			{returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
			<input type="hidden" name={LANGUAGE_FIELD} value={language.code} />
			<div
				aria-hidden="true"
				className="absolute -inset-s-[9999px] h-px w-px overflow-hidden"
			>
				<label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t('contact.honeypot')}</label>
				<input
					id={`${formId}-${HONEYPOT_FIELD}`}
					type="text"
					name={HONEYPOT_FIELD}
					tabIndex={-1}
					autoComplete="off"
					defaultValue=""
				/>
			</div>
		</>
	)
}

/**
 * The forms' signed time (spam.server.ts), for the forms on this page, last in the document:
 * the shared cache writes each response's own time here as the page leaves it, so a post
 * sooner than a person could type is caught on a stored page too, with or without
 * JavaScript (decision 040).
 */
export function FormStamp({ token, forms }: { token: string; forms: ContactFormName[] }) {
	if (forms.length === 0) return null
	return (
		<div hidden {...{ [FORM_STAMP_ATTRIBUTE]: token }}>
			{forms.map((form) => (
				<input
					key={form}
					type="hidden"
					form={CONTACT_FORM_IDS[form]}
					name={RENDER_TOKEN_FIELD}
					value={token}
				/>
			))}
		</div>
	)
}
