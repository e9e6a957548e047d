import { useWords } from '#app/i18n/use-words.ts'

import {
	ContactField,
	ContactForm,
	SubmitButton,
	useContactFormState,
} from './contact-form.tsx'
import { Eyebrow } from './Eyebrow.tsx'
import { Icon } from '#app/components/ui/Icon.tsx'

/** The footer's contact column (spec §2): the invitation, then the form. */
export function FooterContact() {
	const { t } = useWords()
	return (
		<>
			<div className="max-w-prose">
				<Eyebrow tone="accent" className="mb-4">
					{t('footer.startProject')}
				</Eyebrow>
				<h2
					id="footer-contact-title"
					className="text-xl font-bold text-white sm:text-2xl lg:text-[2.75rem] lg:leading-[1.08]"
				>
					{t('footer.contactHeading')}
				</h2>
				<p className="mt-5 max-w-md text-lg text-white/80">{t('footer.contactText')}</p>
			</div>
			<FooterContactForm />
		</>
	)
}

/**
 * Spec §2 footer form: name, email, message, all required (spec §5). Without JavaScript it
 * posts as a plain form and the page comes back with spec §8's message above it; with it,
 * <contact-form> posts JSON and shows the message in place.
 */
export function FooterContactForm() {
	const state = useContactFormState('footer')
	const { t } = useWords()
	return (
		<ContactForm
			name="footer"
			state={state}
			returnTo={state.returnTo}
			labelledBy="footer-contact-title"
			messageClassName="sm:col-span-2"
			className="gap-5 rounded-card bg-surface p-6 text-ink shadow-raised sm:grid-cols-2 md:p-8 dark:ring-1 dark:ring-line"
		>
			<ContactField
				form={state}
				name="name"
				id="footer-contact-name"
				label={t('contact.name')}
			/>
			<ContactField
				form={state}
				name="email"
				id="footer-contact-email"
				label={t('contact.email')}
			/>
			<ContactField
				form={state}
				name="message"
				id="footer-contact-message"
				label={t('contact.message')}
				rows={4}
				className="sm:col-span-2"
			/>
			<div className="sm:col-span-2">
				<SubmitButton
					label={t('contact.send')}
					icon={<ArrowIcon />}
					size="lg"
					className="w-full sm:w-auto"
				/>
			</div>
		</ContactForm>
	)
}

function ArrowIcon() {
	return <Icon name="arrow" size={18} className="rtl:-scale-x-100" />
}
