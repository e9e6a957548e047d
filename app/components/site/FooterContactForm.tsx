import { CONTACT_ENDPOINTS, CONTACT_LIMITS } from '#app/lib/contact.ts'

import { buttonClasses } from '../ui/Button.tsx'
import { TextAreaField, TextField } from '../ui/Field.tsx'
import {
	ContactFormHiddenFields,
	ContactFormMessage,
	FieldMessage,
	invalidProps,
	useContactForm,
} from './contact-form.tsx'

/**
 * Spec §2 footer form: name, email, message, all required (spec §5). With JavaScript it
 * posts JSON through a fetcher and shows spec §8's messages above itself; without, it
 * posts as a plain form and the page comes back with the same message.
 */
export function FooterContactForm() {
	const {
		fetcher,
		formRef,
		busy,
		result,
		fieldErrors,
		defaults,
		token,
		returnTo,
		onSubmit,
	} = useContactForm('footer')
	const ids = {
		name: 'footer-contact-name',
		email: 'footer-contact-email',
		message: 'footer-contact-message',
	}
	return (
		<fetcher.Form
			ref={formRef}
			id="footer-contact"
			method="post"
			action={CONTACT_ENDPOINTS.footer}
			defaultShouldRevalidate={false}
			onSubmit={onSubmit}
			aria-labelledby="footer-contact-title"
			aria-busy={busy}
			className="relative grid scroll-mt-24 gap-5 rounded-card bg-surface p-6 text-ink shadow-raised sm:grid-cols-2 md:p-8 dark:ring-1 dark:ring-line"
		>
			<ContactFormMessage result={result} className="sm:col-span-2" />
			<ContactFormHiddenFields
				formId="footer-contact"
				token={token}
				returnTo={returnTo}
			/>
			<div>
				<TextField
					id={ids.name}
					name="name"
					label="Name"
					autoComplete="name"
					required
					maxLength={CONTACT_LIMITS.name}
					defaultValue={defaults.name ?? ''}
					{...invalidProps(ids.name, fieldErrors.name)}
				/>
				<FieldMessage id={`${ids.name}-error`} message={fieldErrors.name} />
			</div>
			<div>
				<TextField
					id={ids.email}
					name="email"
					type="email"
					label="Email"
					autoComplete="email"
					required
					maxLength={CONTACT_LIMITS.email}
					defaultValue={defaults.email ?? ''}
					{...invalidProps(ids.email, fieldErrors.email)}
				/>
				<FieldMessage id={`${ids.email}-error`} message={fieldErrors.email} />
			</div>
			<div className="sm:col-span-2">
				<TextAreaField
					id={ids.message}
					name="message"
					label="Message"
					rows={4}
					required
					maxLength={CONTACT_LIMITS.message}
					defaultValue={defaults.message ?? ''}
					{...invalidProps(ids.message, fieldErrors.message)}
				/>
				<FieldMessage id={`${ids.message}-error`} message={fieldErrors.message} />
			</div>
			<div className="sm:col-span-2">
				<button
					type="submit"
					disabled={busy}
					className={buttonClasses({
						variant: 'accent',
						size: 'lg',
						className: 'w-full sm:w-auto',
					})}
				>
					{busy ? 'Sending...' : 'Send Message'}
					{busy ? <Spinner /> : <ArrowIcon />}
				</button>
			</div>
		</fetcher.Form>
	)
}

function ArrowIcon() {
	return (
		<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
			<path
				d="M4 10h11M11 5.5 15.5 10 11 14.5"
				fill="none"
				stroke="currentColor"
				strokeWidth="1.9"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	)
}

export function Spinner() {
	return (
		<svg
			viewBox="0 0 20 20"
			width="18"
			height="18"
			aria-hidden="true"
			focusable="false"
			className="animate-spin motion-reduce:animate-none"
		>
			<circle
				cx="10"
				cy="10"
				r="7"
				fill="none"
				stroke="currentColor"
				strokeOpacity="0.3"
				strokeWidth="2.2"
			/>
			<path
				d="M17 10a7 7 0 0 0-7-7"
				fill="none"
				stroke="currentColor"
				strokeWidth="2.2"
				strokeLinecap="round"
			/>
		</svg>
	)
}
