import {
	CONTACT_ENDPOINTS,
	CONTACT_LIMITS,
	CONTACT_REQUESTS,
	PHONE_PATTERN,
} from '#app/lib/contact.ts'

import { cx } from '../ui/cx.ts'
import { TextAreaField, TextField } from '../ui/Field.tsx'
import {
	contactFormProps,
	ContactFormHiddenFields,
	ContactFormMessage,
	FieldMessage,
	invalidProps,
	SubmitButton,
	useContactFormState,
} from './contact-form.tsx'

const REQUEST_HINTS: Record<(typeof CONTACT_REQUESTS)[number], string> = {
	'Mobile Application': 'iOS and Android apps',
	'Website Development': 'Sites, shops and web apps',
	'Smart Systems': 'Gates, mirrors, locks and more',
}

/**
 * The Contact page form (spec §2): E-mail, Phone Number, Request, Notes and 'Connect'.
 * Without JavaScript a plain form post comes back to this page with spec §8's message above
 * the form; with it, app/client/contact-forms.ts posts JSON and shows the message in place.
 */
export function ContactPageForm() {
	const { result, fieldErrors, defaults, token } = useContactFormState('contact-page')
	const ids = {
		email: 'contact-email',
		phone: 'contact-phone',
		request: 'contact-request',
		notes: 'contact-notes',
	}
	return (
		<form
			{...contactFormProps('contact-page')}
			id="contact-form"
			action={CONTACT_ENDPOINTS['contact-page']}
			aria-labelledby="contact-form-title"
			className="group/form relative grid scroll-mt-24 gap-6 rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8 dark:border-transparent"
		>
			<h2 id="contact-form-title" className="text-lg font-semibold">
				Tell us about your project
			</h2>
			<ContactFormMessage result={result} />
			<ContactFormHiddenFields formId="contact-form" token={token} />
			<div className="grid gap-6 sm:grid-cols-2">
				<div>
					<TextField
						id={ids.email}
						name="email"
						type="email"
						label="E-mail"
						autoComplete="email"
						required
						maxLength={CONTACT_LIMITS.email}
						defaultValue={defaults.email ?? ''}
						{...invalidProps(ids.email, fieldErrors.email)}
					/>
					<FieldMessage
						id={`${ids.email}-error`}
						name="email"
						message={fieldErrors.email}
					/>
				</div>
				<div>
					<TextField
						id={ids.phone}
						name="phone"
						type="tel"
						label="Phone Number"
						autoComplete="tel"
						inputMode="tel"
						required
						maxLength={CONTACT_LIMITS.phone}
						pattern={PHONE_PATTERN}
						title="Digits, spaces, +, - and parentheses, with 6 to 20 digits"
						defaultValue={defaults.phone ?? ''}
						{...invalidProps(ids.phone, fieldErrors.phone)}
					/>
					<FieldMessage
						id={`${ids.phone}-error`}
						name="phone"
						message={fieldErrors.phone}
					/>
				</div>
			</div>
			<fieldset
				aria-describedby={fieldErrors.request ? `${ids.request}-error` : undefined}
			>
				<legend className="mb-2 text-sm font-semibold text-ink">Request</legend>
				<div className="grid gap-3 sm:grid-cols-3">
					{CONTACT_REQUESTS.map((choice, index) => (
						<label
							key={choice}
							className={cx(
								'relative flex cursor-pointer flex-col gap-0.5 rounded-xl border border-line-strong bg-surface px-4 py-3 transition-[border-color,background-color,box-shadow] duration-200 hover:border-ink-muted',
								'has-checked:border-brand-ink has-checked:bg-brand/10 has-checked:ring-1 has-checked:ring-brand-ink',
								'has-focus-visible:ring-3 has-focus-visible:ring-focus/40',
							)}
						>
							{/* The radio on the first line of its label, however many lines it wraps to. */}
							<span className="flex items-start gap-2.5 font-semibold">
								<input
									id={index === 0 ? ids.request : undefined}
									type="radio"
									name="request"
									value={choice}
									required
									defaultChecked={defaults.request === choice}
									className="mt-[0.3rem] size-4 shrink-0 accent-brand-ink focus-visible:outline-none"
								/>
								{choice}
							</span>
							<span className="pl-6.5 text-sm text-ink-muted">
								{REQUEST_HINTS[choice]}
							</span>
						</label>
					))}
				</div>
				<FieldMessage
					id={`${ids.request}-error`}
					name="request"
					message={fieldErrors.request}
				/>
			</fieldset>
			<div>
				<TextAreaField
					id={ids.notes}
					name="notes"
					label="Notes"
					rows={6}
					required
					maxLength={CONTACT_LIMITS.notes}
					placeholder="What are you building, for whom, and by when?"
					defaultValue={defaults.notes ?? ''}
					{...invalidProps(ids.notes, fieldErrors.notes)}
				/>
				<FieldMessage
					id={`${ids.notes}-error`}
					name="notes"
					message={fieldErrors.notes}
				/>
			</div>
			<div>
				<SubmitButton
					label="Connect"
					size="lg"
					className="w-full sm:w-auto sm:min-w-40"
				/>
			</div>
		</form>
	)
}
