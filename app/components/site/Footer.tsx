import { Link, useLocation } from 'react-router'

import type { SiteSettings } from '#app/lib/types.ts'

import { FooterContactForm } from './FooterContactForm.tsx'
import { Logo } from './Logo.tsx'
import { footerNav } from './nav.ts'
import { SocialLinks } from './SocialLinks.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

/** Spec §9: the copyright year is fixed. */
export const COPYRIGHT_YEAR = 2025

const sectionTitle =
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
					className="wrap grid items-center gap-10 py-16 md:py-24 lg:grid-cols-[1fr_1.15fr] lg:gap-16"
				>
					<div className="max-w-prose">
						<p className="mb-4 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.08em] text-accent uppercase">
							<span aria-hidden="true" className="h-px w-8 bg-accent" />
							Start a project
						</p>
						<h2
							id="footer-contact-title"
							className="text-xl font-bold text-white sm:text-2xl lg:text-[2.75rem] lg:leading-[1.08]"
						>
							Get started with a new way of customer relation
						</h2>
						<p className="mt-5 max-w-md text-lg text-white/80">
							Tell us what you are building and where you want to take it. A real person
							from our team will write back.
						</p>
					</div>
					<FooterContactForm />
				</section>
			)}

			<div className="border-t border-white/10">
				<div className="wrap grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:py-16 lg:grid-cols-[1.6fr_1fr_auto] lg:gap-16">
					<div className="col-span-2 lg:col-span-1">
						<Link
							to="/"
							aria-label={`${settings.companyName} home`}
							className="-m-1 inline-flex rounded-lg p-1"
						>
							<Logo onDark className="h-9" />
						</Link>
						<p className="mt-5 max-w-md text-white/80">{settings.blurb}</p>
						<SocialLinks
							companyName={settings.companyName}
							links={settings.social}
							className="mt-6"
						/>
					</div>

					<nav aria-labelledby="footer-nav-title">
						<h2 id="footer-nav-title" className={sectionTitle}>
							Explore
						</h2>
						<ul className="grid gap-1">
							{footerNav.map((item) => (
								<li key={item.to}>
									<Link
										to={item.to}
										className="-mx-2 inline-flex rounded-md px-2 py-1.5 text-white/85 transition-colors hover:text-accent"
									>
										{item.label}
									</Link>
								</li>
							))}
						</ul>
					</nav>

					{/* The switch needs JavaScript; without it the page stays light. */}
					<div className="noscript:hidden">
						<h2 className={sectionTitle}>Appearance</h2>
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
