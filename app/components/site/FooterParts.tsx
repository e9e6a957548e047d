// The footer's parts that need no JavaScript once shown: the Footer renders them through
// lazyPart (see lazy-part.tsx), so their code stays out of the first load.
import { Link } from 'react-router'

import type { SiteSettings } from '#app/lib/types.ts'

import { Logo, LOGO_TEXT } from './Logo.tsx'
import type { NavItem } from './nav.ts'
import { SocialLinks } from './SocialLinks.tsx'

/** The footer's small headings (the Footer's own Appearance heading looks the same). */
const footerHeading =
	'mb-4 text-sm font-semibold tracking-[0.08em] text-white/70 uppercase'

/** The logo, the company blurb and the social links. */
export function FooterAbout({ settings }: { settings: SiteSettings }) {
	return (
		<div className="col-span-2 lg:col-span-1">
			<Link to="/" className="-m-1 inline-flex rounded-lg p-1">
				<Logo onDark className="h-9" />
				<span className="sr-only">{LOGO_TEXT} home</span>
			</Link>
			<p className="mt-5 max-w-md text-white/80">{settings.blurb}</p>
			<SocialLinks
				companyName={settings.companyName}
				links={settings.social}
				className="mt-6"
			/>
		</div>
	)
}

/**
 * Spec §2 footer links: nav.ts's `footerNav`, handed in by the Footer (importing nav.ts here
 * would split it out of the layout's chunk into a file of its own).
 */
export function FooterNav({ items }: { items: NavItem[] }) {
	return (
		<nav aria-labelledby="footer-nav-title">
			<h2 id="footer-nav-title" className={footerHeading}>
				Explore
			</h2>
			<ul className="grid gap-1">
				{items.map((item) => (
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
	)
}
