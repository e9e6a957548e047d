import type { ReactNode } from 'react'

/** The opening of a public page: a short label, the page heading and a line or two. */
export function PageIntro({
	eyebrow,
	title,
	children,
}: {
	eyebrow?: string
	title: string
	children?: ReactNode
}) {
	return (
		<div className="wrap py-16 md:py-24">
			{eyebrow && (
				<p className="mb-4 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.08em] text-brand-ink uppercase">
					<span aria-hidden="true" className="h-px w-8 bg-accent" />
					{eyebrow}
				</p>
			)}
			<h1 className="max-w-4xl text-2xl font-bold md:text-3xl">{title}</h1>
			{children && (
				<div className="mt-6 max-w-prose text-lg text-ink-muted">{children}</div>
			)}
		</div>
	)
}
