import { Form, Link, NavLink } from 'react-router'

import { Logo } from '#app/components/site/Logo.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { themeSwitchLabel, toggleTheme, useTheme } from '#app/lib/theme.ts'

const iconButton =
	'inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors duration-200 hover:bg-surface-muted hover:text-ink'

/** The dashboard's top bar: where you are, the theme, your account and signing out. */
export function AdminHeader({ email }: { email: string }) {
	return (
		<header className="border-b border-line bg-surface">
			<div className="wrap flex h-16 items-center gap-3">
				<Link
					to="/admin"
					aria-label="Dashboard home"
					className="-m-1 inline-flex rounded-lg p-1"
				>
					<Logo className="h-7" />
				</Link>
				<span className="hidden rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-semibold text-ink-muted sm:inline">
					Dashboard
				</span>
				<div className="ml-auto flex items-center gap-1 sm:gap-2">
					<Link
						to="/"
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
							className="inline-flex h-10 items-center rounded-full border border-line-strong px-3.5 text-sm font-semibold whitespace-nowrap text-ink transition-colors duration-200 hover:border-ink hover:bg-surface-muted"
						>
							Sign out
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
			{theme === 'dark' ? (
				<svg
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<circle cx="12" cy="12" r="4.5" fill="currentColor" />
					<path
						d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"
						stroke="currentColor"
						strokeWidth="1.8"
						strokeLinecap="round"
					/>
				</svg>
			) : (
				<svg
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<path
						d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
						fill="currentColor"
						stroke="currentColor"
						strokeWidth="1.5"
						strokeLinejoin="round"
					/>
				</svg>
			)}
		</button>
	)
}
