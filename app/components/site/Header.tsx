import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'

import { MENU_TOGGLE_ID } from '#app/lib/early-taps.ts'

import { buttonClasses } from '../ui/Button.tsx'
import { cx } from '../ui/cx.ts'
import { Logo, LOGO_TEXT } from './Logo.tsx'
import { contactNav, headerNav, isNavItemActive } from './nav.ts'

/** Spec §9: the header blurs once the page has scrolled more than this. */
export const HEADER_BLUR_THRESHOLD = 20

function subscribeToScroll(onChange: () => void) {
	window.addEventListener('scroll', onChange, { passive: true })
	return () => window.removeEventListener('scroll', onChange)
}

function useScrolledPast(threshold: number) {
	return useSyncExternalStore(
		subscribeToScroll,
		() => window.scrollY > threshold,
		() => false,
	)
}

const MENU_ID = 'site-menu'
const TOGGLE_ID = MENU_TOGGLE_ID

export function Header() {
	const { pathname } = useLocation()
	const scrolled = useScrolledPast(HEADER_BLUR_THRESHOLD)
	// The menu is open for the path it was opened on, so any navigation closes it.
	const [openOn, setOpenOn] = useState<string | null>(null)
	const menuOpen = openOn === pathname
	const closeMenu = () => setOpenOn(null)
	const headerRef = useRef<HTMLElement>(null)

	// A tap before hydration is handled by the inline script in <head> (app/lib/early-taps.ts,
	// docs/decisions/024): it flips the toggle's aria-expanded. Hydration keeps the DOM as
	// it is; the state takes it over here, before the browser paints.
	useLayoutEffect(() => {
		if (document.getElementById(TOGGLE_ID)?.getAttribute('aria-expanded') === 'true') {
			// eslint-disable-next-line react-hooks/set-state-in-effect -- once, from a DOM a script outside React changed
			setOpenOn(window.location.pathname)
		}
	}, [])

	// While open: Escape closes (focus back on the toggle), as does a tap outside the header.
	useEffect(() => {
		if (!menuOpen) return
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			setOpenOn(null)
			document.getElementById(TOGGLE_ID)?.focus()
		}
		const onPointerDown = (event: PointerEvent) => {
			if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null)
		}
		document.addEventListener('keydown', onKeyDown)
		document.addEventListener('pointerdown', onPointerDown)
		return () => {
			document.removeEventListener('keydown', onKeyDown)
			document.removeEventListener('pointerdown', onPointerDown)
		}
	}, [menuOpen])

	return (
		<header
			data-scrolled={scrolled ? 'true' : 'false'}
			className={cx(
				'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ease-out-soft',
				scrolled || menuOpen
					? 'border-line/70 bg-canvas/80 shadow-header backdrop-blur-lg backdrop-saturate-150'
					: 'border-transparent bg-canvas',
			)}
			ref={headerRef}
		>
			<a
				href="#main"
				className="absolute top-3 left-3 z-50 -translate-y-24 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary focus-visible:translate-y-0"
			>
				Skip to content
			</a>
			<div className="wrap flex flex-wrap items-center justify-between gap-x-6 py-3 md:flex-nowrap md:py-4">
				<Link to="/" className="-m-1 rounded-lg p-1" onClick={closeMenu}>
					<Logo className="h-8 md:h-9" />
					{/* The name says what the logo reads (no aria-label that could differ). */}
					<span className="sr-only">{LOGO_TEXT} home</span>
				</Link>

				<nav aria-label="Main" className="flex items-center max-md:noscript:basis-full">
					<button
						id={TOGGLE_ID}
						type="button"
						aria-expanded={menuOpen}
						aria-controls={MENU_ID}
						aria-label={menuOpen ? 'Close menu' : 'Open menu'}
						onClick={() => setOpenOn(menuOpen ? null : pathname)}
						// `peer` and `group`: the panel and the icon follow aria-expanded in CSS,
						// so the pre-hydration tap script only has to flip the attribute.
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
											onClick={closeMenu}
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
								onClick={closeMenu}
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
