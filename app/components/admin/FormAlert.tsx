import type { ReactNode } from 'react'

import { cx } from '#app/components/ui/cx.ts'

type Tone = 'error' | 'success' | 'info'

const tones: Record<Tone, string> = {
	error:
		'border-red-300 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950/50 dark:text-red-100',
	success:
		'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950/50 dark:text-emerald-100',
	info: 'border-line-strong bg-surface-muted text-ink',
}

/** A message about the whole form. Errors are announced as alerts, the rest politely. */
export function FormAlert({
	tone = 'error',
	children,
	className,
}: {
	tone?: Tone
	children: ReactNode
	className?: string
}) {
	return (
		<div
			role={tone === 'error' ? 'alert' : 'status'}
			className={cx(
				'rounded-xl border px-4 py-3 text-sm leading-relaxed',
				tones[tone],
				className,
			)}
		>
			{children}
		</div>
	)
}
