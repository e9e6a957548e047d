import { Form, Link, NavLink } from 'react-router'

import { Brand } from '#app/components/site/Brand.tsx'
import { useCompany } from '#app/components/site/ErrorNotice.tsx'
import { ThemeIcon } from '#app/components/ui/ThemeIcon.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { themeSwitchLabel, toggleTheme } from '#app/lib/theme.ts'
import { useTheme } from '#app/lib/use-theme.ts'

const iconButton =
	'inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors duration-200 hover:bg-surface-muted hover:text-ink'

/** The dashboard's top bar: where you are, the theme, your account and signing out. */
export function AdminHeader({ email }: { email: string }) {
	const { settings } = useCompany()
	return (
		<header className="border-b border-line bg-surface">
			<div className="wrap flex h-16 items-center gap-2 sm:gap-3">
				<Link to="/admin" className="-m-1 flex min-w-0 items-center rounded-lg p-1">
					<Brand company={settings} suffix=" dashboard home" />
				</Link>
				<span className="hidden rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-semibold text-ink-muted sm:inline">
					Dashboard
				</span>
				<div className="ml-auto flex items-center gap-1 sm:gap-2">
					<Link
						to="/"
						// The site's pages are documents, never rendered here (decision 028).
						reloadDocument
						className="hidden rounded-full px-3 py-2 text-sm font-semibold text-ink-muted transition-colors duration-200 hover:bg-surface-muted hover:text-ink md:inline-flex"
					>
						View site
					</Link>
					<AdminThemeToggle />
					<NavLink
						to="/admin/account"
						title={email}
						className={({ isActive }) =>
							cx(
								'inline-flex h-10 max-w-56 items-center gap-2 rounded-full px-2 text-sm font-semibold transition-colors duration-200 hover:bg-surface-muted sm:px-3',
								isActive ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:text-ink',
							)
						}
					>
						<span
							aria-hidden="true"
							className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo text-sm font-bold text-white uppercase dark:bg-brand dark:text-canvas"
						>
							{email.slice(0, 1)}
						</span>
						<span className="hidden truncate sm:inline">{email}</span>
						<span className="sr-only sm:hidden">Your account</span>
					</NavLink>
					<Form method="post" action="/admin/logout">
						<button
							type="submit"
							title="Sign out"
							className="inline-flex h-10 items-center justify-center rounded-full border border-line-strong text-sm font-semibold whitespace-nowrap text-ink transition-colors duration-200 hover:border-ink hover:bg-surface-muted max-sm:w-10 sm:px-3.5"
						>
							{/* At 320 px the bar holds the logo and three round buttons: an icon here. */}
							<svg
								viewBox="0 0 24 24"
								width="18"
								height="18"
								aria-hidden="true"
								focusable="false"
								className="sm:hidden"
							>
								<path
									d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9"
									fill="none"
									stroke="currentColor"
									strokeWidth="1.8"
									strokeLinecap="round"
									strokeLinejoin="round"
								/>
							</svg>
							<span className="max-sm:sr-only">Sign out</span>
						</button>
					</Form>
				</div>
			</div>
		</header>
	)
}

function AdminThemeToggle() {
	const theme = useTheme()
	return (
		<button
			type="button"
			onClick={() => toggleTheme()}
			className={iconButton}
			aria-label={themeSwitchLabel(theme)}
			title={themeSwitchLabel(theme)}
			data-theme-switch
		>
			<ThemeIcon size={20} />
		</button>
	)
}
