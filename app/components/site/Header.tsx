import { Link } from '#app/components/ui/Link.tsx'

import { useWords } from '#app/i18n/use-words.ts'
import { MENU_LABEL_ATTRIBUTES, MENU_TOGGLE_ID } from '#app/lib/early-taps.ts'

import { buttonClasses } from '../ui/Button.tsx'
import { cx } from '../ui/cx.ts'
import { Icon } from '../ui/Icon.tsx'
import { Brand, uploadedLogos, type BrandCompany } from './Brand.tsx'
import { barBreakpoint } from './header-fit.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { useLanguage, usePagePath } from './language.ts'
import { contactNav, headerNav, isNavItemActive } from './nav.ts'

const MENU_ID = 'site-menu'
const TOGGLE_ID = MENU_TOGGLE_ID

/**
 * Spec §2's header, as the server renders it (the section of the path highlighted). Its
 * links sit in the bar from the width where they fit (`data-bar`, worked out from the
 * company's name or logo and the links' words: header-fit.ts) and behind the toggle below
 * it. In the browser the inline script in <head> opens and closes the menu
 * (app/lib/early-taps.ts) and <site-header> (./site-header.client.ts) does the rest: Escape,
 * a tap outside or on a link closes the menu, and `data-scrolled` follows the scroll. The header's raised
 * look follows both in CSS (the `raised` variant). Without JavaScript the toggle is a link
 * to the menu, which opens as the fragment's target: the header keeps its height.
 */
export function Header({ company }: { company: BrandCompany }) {
	const pathname = usePagePath()
	const { languages } = useLanguage()
	const { t } = useWords()
	const menuLabel = { closed: t('menu.open'), open: t('menu.close') }
	const logo = uploadedLogos(company)?.light
	const bar = barBreakpoint({
		companyName: company.companyName,
		logo: logo?.width && logo.height ? { width: logo.width, height: logo.height } : null,
		links: headerNav.map((item) => t(item.label)),
		button: t(contactNav.label),
		switcher: languages.length > 1,
	})
	return (
		<site-header className="contents">
			<header
				data-scrolled="false"
				data-bar={bar}
				className={cx(
					'sticky top-0 z-40 border-b border-transparent bg-canvas transition-[background-color,box-shadow,border-color] duration-200 ease-out-soft',
					'raised:border-line/70 raised:bg-canvas/80 raised:shadow-header raised:backdrop-blur-lg raised:backdrop-saturate-150',
				)}
			>
				<a
					href="#main"
					className="absolute inset-s-3 top-3 z-50 -translate-y-24 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary focus-visible:translate-y-0"
				>
					{t('frame.skipLink')}
				</a>
				{/* Its two layouts, the menu and the bar, are the `header-*` utilities (app/app.css). */}
				<div className="wrap flex items-center justify-between gap-x-6 py-3">
					<Link
						to="/"
						className="-m-1 flex header-brand min-w-0 items-center rounded-lg p-1"
					>
						<Brand company={company} suffix={` ${t('frame.homeSuffix')}`} />
					</Link>

					<nav aria-label={t('nav.label')} className="flex shrink-0 items-center gap-x-2">
						<LanguageSwitcher place="header" />
						<button
							id={TOGGLE_ID}
							type="button"
							aria-expanded="false"
							aria-controls={MENU_ID}
							aria-label={menuLabel.closed}
							{...{
								[MENU_LABEL_ATTRIBUTES.closed]: menuLabel.closed,
								[MENU_LABEL_ATTRIBUTES.open]: menuLabel.open,
							}}
							// `group`: the icon follows aria-expanded in CSS, and so does the panel, so
							// the inline script only has to flip the attribute.
							className={cx(toggleClasses, 'group header-toggle')}
						>
							<MenuIcon />
						</button>
						{/* Without JavaScript: the menu opens as the target of this link, and closes
					by a link to no element (the page stays where it is). */}
						<a
							href={`#${MENU_ID}`}
							aria-label={menuLabel.closed}
							className={cx(toggleClasses, 'header-open')}
						>
							<MenuIcon />
						</a>
						<a
							href="#menu-closed"
							aria-label={menuLabel.open}
							className={cx(toggleClasses, 'header-close')}
						>
							<MenuIcon open />
						</a>

						<div id={MENU_ID} className="header-menu">
							<ul className="header-links">
								{headerNav.map((item) => {
									const active = isNavItemActive(item.to, pathname)
									return (
										<li key={item.to}>
											<Link
												to={item.to}
												aria-current={active ? 'page' : undefined}
												className={cx(
													'relative flex items-center rounded-lg header-link px-3 font-medium whitespace-nowrap transition-colors',
													active ? 'text-ink' : 'text-ink-muted hover:text-ink',
												)}
											>
												{t(item.label)}
												<span aria-hidden="true" className="header-mark" />
											</Link>
										</li>
									)
								})}
							</ul>
							<div className="header-cta">
								<Link
									to={contactNav.to}
									aria-current={
										isNavItemActive(contactNav.to, pathname) ? 'page' : undefined
									}
									className={buttonClasses({ variant: 'accent' })}
								>
									{t(contactNav.label)}
								</Link>
							</div>
						</div>
					</nav>
				</div>
			</header>
		</site-header>
	)
}

/** The toggle's look; its `header-*` utility says when each of the three is displayed. */
const toggleClasses =
	'-me-2 size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted'

/**
 * Bars, or a cross while the menu is open (the toggle's aria-expanded, in CSS; `open` for
 * the link that closes it without JavaScript).
 */
function MenuIcon({ open = false }: { open?: boolean }) {
	if (open) return <Icon name="close" size={24} />
	return (
		<>
			<Icon
				name="menu"
				size={24}
				className="group-aria-expanded:hidden rtl:-scale-x-100"
			/>
			<Icon name="close" size={24} className="hidden group-aria-expanded:block" />
		</>
	)
}
