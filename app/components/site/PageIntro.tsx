import type { ReactNode } from 'react'
import { Eyebrow } from './Eyebrow.tsx'

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
			{eyebrow && <Eyebrow className="mb-4">{eyebrow}</Eyebrow>}
			<h1 className="max-w-4xl text-2xl font-bold md:text-3xl">{title}</h1>
			{children && (
				<div className="mt-6 max-w-prose text-lg text-ink-muted">{children}</div>
			)}
		</div>
	)
}
