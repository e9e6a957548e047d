import type { ReactNode } from 'react'

/** A polite status line for a section that is loading (another tab's work, in place). */
export function LoadingLine({ children }: { children: ReactNode }) {
	return (
		<p role="status" className="flex items-center gap-3 py-6 text-ink-muted">
			<span
				aria-hidden="true"
				className="size-4 animate-spin rounded-full border-2 border-line-strong border-t-brand motion-reduce:animate-none"
			/>
			{children}
		</p>
	)
}
