import type { ReactNode } from 'react'

import type { FieldLanguage } from '#app/lib/languages.ts'

import { Eyebrow } from './Eyebrow.tsx'

/** The opening of a public page: a short label, the page heading and a line or two. */
export function PageIntro({
	eyebrow,
	title,
	children,
	languages = {},
}: {
	eyebrow?: string
	title: string
	children?: ReactNode
	/** The language of its eyebrow, title and text where it is not the page's (not translated). */
	languages?: Partial<Record<'eyebrow' | 'title' | 'text', FieldLanguage>>
}) {
	return (
		<div className="wrap py-16 md:py-24">
			{eyebrow && (
				<Eyebrow className="mb-4" language={languages.eyebrow}>
					{eyebrow}
				</Eyebrow>
			)}
			<h1 {...languages.title} className="max-w-4xl text-2xl font-bold md:text-3xl">
				{title}
			</h1>
			{children && (
				<div {...languages.text} className="mt-6 max-w-prose text-lg text-ink-muted">
					{children}
				</div>
			)}
		</div>
	)
}
