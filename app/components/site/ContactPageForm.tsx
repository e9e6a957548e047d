import { CONTACT_REQUEST_LABELS } from '#app/i18n/contact-words.ts'
import { useWords } from '#app/i18n/use-words.ts'
import { CONTACT_REQUESTS, PHONE_PATTERN } from '#app/lib/contact.ts'

import { cx } from '../ui/cx.ts'
import { FieldMessages } from '../ui/Field.tsx'
import {
	ContactField,
	ContactForm,
	SubmitButton,
	useContactFormState,
} from './contact-form.tsx'

/**
 * The Contact page form (spec §2): E-mail, Phone Number, Request, Notes and 'Connect'.
 * Without JavaScript a plain form post comes back to this page with spec §8's message above
 * the form; with it, <contact-form> posts JSON and shows the message in place.
 */
export function ContactPageForm() {
	const state = useContactFormState('contact-page')
	const { fieldErrors, defaults } = state
	const { t } = useWords()
	return (
		<ContactForm
			name="contact-page"
			state={state}
			labelledBy="contact-form-title"
			heading={
				<h2 id="contact-form-title" className="text-lg font-semibold">
					{t('contact.pageFormHeading')}
				</h2>
			}
			className="gap-6 rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8 dark:border-transparent"
		>
			<div className="grid gap-6 sm:grid-cols-2">
				<ContactField
					form={state}
					name="email"
					id="contact-email"
					label={t('contact.pageEmail')}
				/>
				<ContactField
					form={state}
					name="phone"
					id="contact-phone"
					label={t('contact.phone')}
					pattern={PHONE_PATTERN}
					title={t('contact.phoneHint')}
				/>
			</div>
			<fieldset
				aria-describedby={fieldErrors.request ? 'contact-request-error' : undefined}
			>
				<legend className="mb-2 text-sm font-semibold text-ink">
					{t('contact.request')}
				</legend>
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
								{t(CONTACT_REQUEST_LABELS[index]!.label)}
							</span>
							<span className="ps-6.5 text-sm text-ink-muted">
								{t(CONTACT_REQUEST_LABELS[index]!.hint)}
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
				label={t('contact.notes')}
				rows={6}
				placeholder={t('contact.notesPlaceholder')}
			/>
			<div>
				<SubmitButton
					label={t('contact.connect')}
					size="lg"
					className="w-full sm:w-auto sm:min-w-40"
				/>
			</div>
		</ContactForm>
	)
}
