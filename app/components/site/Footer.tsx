import { Link } from '#app/components/ui/Link.tsx'

import { cx } from '#app/components/ui/cx.ts'
import { useWords } from '#app/i18n/use-words.ts'
import type { SiteSettings } from '#app/lib/types.ts'

import { FooterContact } from './FooterContactForm.tsx'
import { Brand } from './Brand.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { useLanguage, usePagePath, useSiteFieldLanguage } from './language.ts'
import { footerNav, isNavItemActive, type NavItem } from './nav.ts'
import { SocialLinks } from './SocialLinks.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

/** Spec §9: the copyright year is fixed. */
export const COPYRIGHT_YEAR = 2025

/** The footer's small headings. */
const footerHeading =
	'mb-4 text-sm font-semibold tracking-[0.08em] text-white/70 uppercase'

export function Footer({ settings }: { settings: SiteSettings }) {
	const pathname = usePagePath()
	const { languages } = useLanguage()
	const { t } = useWords()
	const companyField = useSiteFieldLanguage('company')
	// The contact page has its own, longer form.
	const showContactForm = pathname !== '/contact'

	return (
		<footer className="relative isolate mt-auto overflow-hidden bg-linear-to-b from-indigo to-indigo-deep text-white [--color-focus:var(--color-accent)] dark:border-t dark:border-line dark:from-[#191a48] dark:to-[#0a0b1a]">
			<div aria-hidden="true" className="absolute inset-0 -z-10 bg-dots opacity-70" />
			<div
				aria-hidden="true"
				className="absolute -inset-e-40 -top-40 -z-10 size-[32rem] rounded-full bg-brand/25 blur-3xl"
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

					{/* The switch needs JavaScript; without it the page stays light (and the column
					is gone, unless it lists languages). On a phone it has the row to itself, so its
					label never wraps. */}
					<div
						className={cx(
							'col-span-2 grid content-start gap-8 sm:col-span-1',
							languages.length < 2 && 'noscript:hidden',
						)}
					>
						<div className="noscript:hidden">
							<h2 className={footerHeading}>{t('footer.appearance')}</h2>
							<ThemeSwitch />
						</div>
						<LanguageSwitcher place="footer" />
					</div>
				</div>

				<div className="wrap">
					<div className="flex flex-col gap-2 border-t border-white/10 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
						<p>
							{t('footer.copyright', {
								year: COPYRIGHT_YEAR,
								company: settings.companyName,
							})}
						</p>
						<p {...companyField('tagline')}>{settings.tagline}</p>
					</div>
				</div>
			</div>
		</footer>
	)
}

/** The logo, the company blurb and the social links. */
function FooterAbout({ settings }: { settings: SiteSettings }) {
	const { t } = useWords()
	const companyField = useSiteFieldLanguage('company')
	return (
		<div className="col-span-2 lg:col-span-1">
			<Link to="/" className="-m-1 inline-flex max-w-full rounded-lg p-1">
				<Brand company={settings} onDark suffix={` ${t('frame.homeSuffix')}`} />
			</Link>
			<p {...companyField('blurb')} className="mt-5 max-w-md text-white/80">
				{settings.blurb}
			</p>
			<SocialLinks
				companyName={settings.companyName}
				links={settings.social}
				className="mt-6"
			/>
		</div>
	)
}

/** Spec §2 footer links: nav.ts's `footerNav`. */
function FooterNav({ items }: { items: NavItem[] }) {
	const { t } = useWords()
	// The page the visitor is on, as the header marks it.
	const pathname = usePagePath()
	return (
		<nav aria-labelledby="footer-nav-title">
			<h2 id="footer-nav-title" className={footerHeading}>
				{t('footer.explore')}
			</h2>
			<ul className="grid gap-1">
				{items.map((item) => (
					<li key={item.to}>
						<Link
							to={item.to}
							aria-current={isNavItemActive(item.to, pathname) ? 'page' : undefined}
							className="-mx-2 inline-flex rounded-md px-2 py-1.5 text-white/85 transition-colors hover:text-accent aria-[current=page]:text-white aria-[current=page]:underline aria-[current=page]:underline-offset-4"
						>
							{t(item.label)}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
