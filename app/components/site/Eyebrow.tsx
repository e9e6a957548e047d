import type { ReactNode } from 'react'

import type { FieldLanguage } from '#app/lib/languages.ts'

import { cx } from '../ui/cx.ts'

/**
 * The short uppercase label above a heading, after a thin accent rule. `tone` 'accent'
 * is for dark banners; `className` carries the spacing below it.
 */
export function Eyebrow({
	children,
	tone = 'brand',
	rule = 'long',
	className,
	language,
}: {
	children: ReactNode
	tone?: 'brand' | 'accent'
	rule?: 'long' | 'short'
	className?: string
	/** Its words' language where it is not the page's (a field not translated). */
	language?: FieldLanguage
}) {
	return (
		<p
			className={cx(
				'inline-flex items-center gap-2 text-sm font-semibold tracking-[0.08em] uppercase',
				tone === 'accent' ? 'text-accent' : 'text-brand-ink',
				className,
			)}
		>
			<span
				aria-hidden="true"
				className={cx('h-px bg-accent', rule === 'short' ? 'w-6' : 'w-8')}
			/>
			{/* The words in their language; the rule keeps the page's side. */}
			{language?.lang ? <span {...language}>{children}</span> : children}
		</p>
	)
}
