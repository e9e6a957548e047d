import { buttonClasses } from '../ui/Button.tsx'
import { TextAreaField, TextField } from '../ui/Field.tsx'

/**
 * Spec §2 footer form: name, email, message, all required (spec §5). It posts as a
 * plain form, so it works before JavaScript loads.
 */
export function FooterContactForm() {
	return (
		<form
			method="post"
			action="/api/contact"
			aria-labelledby="footer-contact-title"
			className="grid gap-5 rounded-card bg-surface p-6 text-ink shadow-raised sm:grid-cols-2 md:p-8 dark:ring-1 dark:ring-line"
		>
			<TextField
				id="footer-contact-name"
				name="name"
				label="Name"
				autoComplete="name"
				required
			/>
			<TextField
				id="footer-contact-email"
				name="email"
				type="email"
				label="Email"
				autoComplete="email"
				required
			/>
			<TextAreaField
				id="footer-contact-message"
				name="message"
				label="Message"
				rows={4}
				required
				className="sm:col-span-2"
			/>
			<div className="sm:col-span-2">
				<button
					type="submit"
					className={buttonClasses({
						variant: 'accent',
						size: 'lg',
						className: 'w-full sm:w-auto',
					})}
				>
					Send Message
					<ArrowIcon />
				</button>
			</div>
		</form>
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
