import type { ReactNode } from 'react'

import { cx } from '../ui/cx.ts'
import { Eyebrow } from './Eyebrow.tsx'

/** A section's opening: a short label, the heading and an optional lead paragraph. */
export function SectionHeading({
	id,
	eyebrow,
	title,
	children,
	align = 'start',
	className,
}: {
	/** The heading's id, for the section's aria-labelledby. */
	id: string
	eyebrow?: string
	title: ReactNode
	children?: ReactNode
	align?: 'start' | 'center'
	className?: string
}) {
	return (
		<div
			className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}
		>
			{eyebrow && <Eyebrow className="mb-3">{eyebrow}</Eyebrow>}
			<h2 id={id} className="text-xl font-bold sm:text-2xl">
				{title}
			</h2>
			{children && <div className="mt-4 text-lg text-ink-muted">{children}</div>}
		</div>
	)
}
