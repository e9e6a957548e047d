import type { ReactNode } from 'react'

import type { FieldLanguage } from '#app/lib/languages.ts'

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
	languages = {},
}: {
	/** The heading's id, for the section's aria-labelledby. */
	id: string
	eyebrow?: string
	title: ReactNode
	children?: ReactNode
	align?: 'start' | 'center'
	className?: string
	/** The language of its eyebrow, title and text where it is not the page's (not translated). */
	languages?: Partial<Record<'eyebrow' | 'title' | 'text', FieldLanguage>>
}) {
	return (
		<div
			className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}
		>
			{eyebrow && (
				<Eyebrow className="mb-3" language={languages.eyebrow}>
					{eyebrow}
				</Eyebrow>
			)}
			<h2 id={id} {...languages.title} className="text-xl font-bold sm:text-2xl">
				{title}
			</h2>
			{children && (
				<div {...languages.text} className="mt-4 text-lg text-ink-muted">
					{children}
				</div>
			)}
		</div>
	)
}
