import { Link, useLocation } from 'react-router'

import { MENU_LABEL, MENU_TOGGLE_ID } from '#app/lib/early-taps.ts'

import { buttonClasses } from '../ui/Button.tsx'
import { cx } from '../ui/cx.ts'
import { Logo, LOGO_TEXT } from './Logo.tsx'
import { contactNav, headerNav, isNavItemActive } from './nav.ts'

const MENU_ID = 'site-menu'
const TOGGLE_ID = MENU_TOGGLE_ID

/**
 * Spec §2's header, as the server renders it (the section of the path highlighted). In the
 * browser the inline script in <head> opens and closes the menu (app/lib/early-taps.ts) and
 * <site-header> (./site-header.client.ts) does the rest: Escape, a tap outside or on a link
 * closes the menu, and `data-scrolled` follows the scroll. The header's raised look follows both in CSS (the
 * `raised` variant).
 */
export function Header() {
	const { pathname } = useLocation()
	return (
		<site-header className="contents">
			<header
				data-scrolled="false"
				className={cx(
					'sticky top-0 z-40 border-b border-transparent bg-canvas transition-[background-color,box-shadow,border-color] duration-200 ease-out-soft',
					'raised:border-line/70 raised:bg-canvas/80 raised:shadow-header raised:backdrop-blur-lg raised:backdrop-saturate-150',
				)}
			>
				<a
					href="#main"
					className="absolute top-3 left-3 z-50 -translate-y-24 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary focus-visible:translate-y-0"
				>
					Skip to content
				</a>
				<div className="wrap flex flex-wrap items-center justify-between gap-x-6 py-3 md:flex-nowrap md:py-4">
					<Link to="/" className="-m-1 rounded-lg p-1">
						<Logo className="h-8 md:h-9" />
						{/* The name says what the logo reads (no aria-label that could differ). */}
						<span className="sr-only">{LOGO_TEXT} home</span>
					</Link>

					<nav aria-label="Main" className="flex items-center max-md:noscript:basis-full">
						<button
							id={TOGGLE_ID}
							type="button"
							aria-expanded="false"
							aria-controls={MENU_ID}
							aria-label={MENU_LABEL.closed}
							// `peer` and `group`: the panel and the icon follow aria-expanded in CSS,
							// so the inline script only has to flip the attribute.
							className="peer group -mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted md:hidden noscript:hidden"
						>
							<MenuIcon />
						</button>

						<div
							id={MENU_ID}
							className={cx(
								// Phone: a panel dropping under the bar while open. Without JavaScript
								// the toggle cannot work, so the list is laid out in the header instead.
								'absolute inset-x-0 top-full border-b border-line bg-canvas px-5 shadow-header md:static md:flex md:items-center md:gap-6 md:border-0 md:bg-transparent md:p-0 md:shadow-none',
								'hidden max-md:peer-aria-expanded:block',
								'noscript:static noscript:flex noscript:flex-wrap noscript:items-center noscript:border-0 noscript:bg-transparent noscript:p-0 noscript:shadow-none md:noscript:flex',
							)}
						>
							<ul className="flex flex-col gap-1 pt-3 pb-2 md:flex-row md:items-center md:gap-1 md:p-0 noscript:flex-row noscript:flex-wrap noscript:gap-x-1 noscript:gap-y-0 md:noscript:flex-nowrap">
								{headerNav.map((item) => {
									const active = isNavItemActive(item.to, pathname)
									return (
										<li key={item.to}>
											<Link
												to={item.to}
												aria-current={active ? 'page' : undefined}
												className={cx(
													'group relative flex items-center rounded-lg px-3 py-3 text-lg font-medium transition-colors md:py-2 md:text-base noscript:py-2 noscript:text-base noscript:decoration-accent noscript:decoration-2 noscript:underline-offset-8 noscript:aria-[current=page]:underline',
													active
														? 'text-ink'
														: 'text-ink-muted hover:bg-surface-muted hover:text-ink md:hover:bg-transparent',
												)}
											>
												{item.label}
												<span
													aria-hidden="true"
													className={cx(
														'absolute bottom-1 left-3 h-0.5 rounded-full bg-accent transition-all duration-200 ease-out-soft max-md:top-1/2 max-md:bottom-auto max-md:left-0 max-md:h-5 max-md:w-0.5 max-md:-translate-y-1/2 noscript:hidden',
														active
															? 'w-[calc(100%-1.5rem)] max-md:w-0.5'
															: 'w-0 max-md:opacity-0 md:group-hover:w-4',
													)}
												/>
											</Link>
										</li>
									)
								})}
							</ul>
							<div className="border-t border-line pt-4 pb-5 md:border-0 md:p-0 noscript:border-0 noscript:py-1">
								<Link
									to={contactNav.to}
									aria-current={
										isNavItemActive(contactNav.to, pathname) ? 'page' : undefined
									}
									className={buttonClasses({
										variant: 'accent',
										className: 'w-full md:w-auto noscript:w-auto',
									})}
								>
									{contactNav.label}
								</Link>
							</div>
						</div>
					</nav>
				</div>
			</header>
		</site-header>
	)
}

/** Bars, or a cross while the menu is open (the toggle's aria-expanded, in CSS). */
function MenuIcon() {
	return (
		<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
			<g
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
				className="origin-center transition-transform duration-200"
			>
				<path d="M4 7h16M4 12h16M10 17h10" className="group-aria-expanded:hidden" />
				<path d="M6 6l12 12M18 6L6 18" className="hidden group-aria-expanded:inline" />
			</g>
		</svg>
	)
}
