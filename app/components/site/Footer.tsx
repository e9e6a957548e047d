import { useLocation } from 'react-router'

import type { SiteSettings } from '#app/lib/types.ts'

import { lazyPart } from './lazy-part.tsx'
import { footerNav } from './nav.ts'
import { ThemeSwitch } from './ThemeSwitch.tsx'

/** Spec §9: the copyright year is fixed. */
export const COPYRIGHT_YEAR = 2025

// What needs no JavaScript once shown keeps the server's HTML, without its code (see
// lazy-part.tsx). The contact form posts without JavaScript; its JavaScript (the fetcher,
// the Sending... state, the messages in place) loads when the visitor comes near the form.
const FooterContact = lazyPart(
	() => import('./FooterContactForm.tsx').then((module) => module.FooterContact),
	{ form: true },
)
const footerParts = () => import('./FooterParts.tsx')
const FooterAbout = lazyPart(() => footerParts().then((module) => module.FooterAbout))
const FooterNav = lazyPart(() => footerParts().then((module) => module.FooterNav))

// Styled like the headings in FooterParts.tsx (not imported from there: it loads later).
const footerHeading =
	'mb-4 text-sm font-semibold tracking-[0.08em] text-white/70 uppercase'

export function Footer({ settings }: { settings: SiteSettings }) {
	const { pathname } = useLocation()
	// The contact page has its own, longer form.
	const showContactForm = pathname !== '/contact'

	return (
		<footer className="relative isolate mt-auto overflow-hidden bg-linear-to-b from-indigo to-indigo-deep text-white [--color-focus:var(--color-accent)] dark:border-t dark:border-line dark:from-[#191a48] dark:to-[#0a0b1a]">
			<div aria-hidden="true" className="absolute inset-0 -z-10 bg-dots opacity-70" />
			<div
				aria-hidden="true"
				className="absolute -top-40 -right-40 -z-10 size-[32rem] rounded-full bg-brand/25 blur-3xl"
			/>

			{showContactForm && (
				<section
					aria-labelledby="footer-contact-title"
					className="wrap grid items-center gap-10 py-16 below-fold md:py-24 lg:grid-cols-[1fr_1.15fr] lg:gap-16"
				>
					<FooterContact />
				</section>
			)}

			<div className="border-t border-white/10 below-fold">
				<div className="wrap grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:py-16 lg:grid-cols-[1.6fr_1fr_auto] lg:gap-16">
					<FooterAbout settings={settings} />
					<FooterNav items={footerNav} />

					{/* The switch needs JavaScript; without it the page stays light. */}
					<div className="noscript:hidden">
						<h2 className={footerHeading}>Appearance</h2>
						<ThemeSwitch />
					</div>
				</div>

				<div className="wrap">
					<div className="flex flex-col gap-2 border-t border-white/10 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
						<p>
							© {COPYRIGHT_YEAR} {settings.companyName}
						</p>
						<p>{settings.tagline}</p>
					</div>
				</div>
			</div>
		</footer>
	)
}
