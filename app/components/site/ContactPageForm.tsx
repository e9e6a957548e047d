import { CONTACT_REQUESTS, PHONE_PATTERN } from '#app/lib/contact.ts'

import { cx } from '../ui/cx.ts'
import { FieldMessages } from '../ui/Field.tsx'
import {
	ContactField,
	ContactForm,
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
 * the form; with it, <contact-form> posts JSON and shows the message in place.
 */
export function ContactPageForm() {
	const state = useContactFormState('contact-page')
	const { fieldErrors, defaults } = state
	return (
		<ContactForm
			name="contact-page"
			state={state}
			labelledBy="contact-form-title"
			heading={
				<h2 id="contact-form-title" className="text-lg font-semibold">
					Tell us about your project
				</h2>
			}
			className="gap-6 rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8 dark:border-transparent"
		>
			<div className="grid gap-6 sm:grid-cols-2">
				<ContactField form={state} name="email" id="contact-email" label="E-mail" />
				<ContactField
					form={state}
					name="phone"
					id="contact-phone"
					label="Phone Number"
					pattern={PHONE_PATTERN}
					title="Digits, spaces, +, - and parentheses, with 6 to 20 digits"
				/>
			</div>
			<fieldset
				aria-describedby={fieldErrors.request ? 'contact-request-error' : undefined}
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
									id={index === 0 ? 'contact-request' : undefined}
									type="radio"
									name="request"
									value={choice}
									required
									defaultChecked={defaults.request === choice}
									className="mt-[0.3rem] size-4 shrink-0 accent-brand-ink focus-visible:outline-none"
								/>
								{choice}
							</span>
							<span className="ps-6.5 text-sm text-ink-muted">
								{REQUEST_HINTS[choice]}
							</span>
						</label>
					))}
				</div>
				<FieldMessages id="contact-request" error={fieldErrors.request} slot="request" />
			</fieldset>
			<ContactField
				form={state}
				name="notes"
				id="contact-notes"
				label="Notes"
				rows={6}
				placeholder="What are you building, for whom, and by when?"
			/>
			<div>
				<SubmitButton
					label="Connect"
					size="lg"
					className="w-full sm:w-auto sm:min-w-40"
				/>
			</div>
		</ContactForm>
	)
}
