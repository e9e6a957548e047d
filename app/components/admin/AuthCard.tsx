import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Brand } from '#app/components/site/Brand.tsx'
import { useCompany } from '#app/components/site/ErrorNotice.tsx'

/** The frame of the sign-in, registration and second-factor pages: one calm card. */
export function AuthCard({
	title,
	description,
	children,
	footer,
}: {
	title: string
	description?: ReactNode
	children: ReactNode
	footer?: ReactNode
}) {
	return (
		<main
			id="main"
			className="relative isolate flex flex-1 flex-col items-center justify-center overflow-hidden px-5 py-12 md:py-20"
		>
			<div
				aria-hidden="true"
				className="absolute -top-40 left-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-brand/15 blur-3xl dark:bg-brand/10"
			/>
			<div className="w-full max-w-md">
				<div className="mb-8 flex justify-center">
					<Link
						to="/"
						// The site's pages are documents, never rendered here (decision 028).
						reloadDocument
						className="-m-1 flex min-w-0 items-center rounded-lg p-1"
					>
						<Brand company={useCompany().settings} suffix=", back to the website" />
					</Link>
				</div>
				<div className="rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8">
					<h1 className="text-xl font-bold">{title}</h1>
					{description ? (
						<div className="mt-2 text-base text-ink-muted">{description}</div>
					) : null}
					<div className="mt-6">{children}</div>
				</div>
				{footer ? (
					<div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>
				) : null}
			</div>
		</main>
	)
}
