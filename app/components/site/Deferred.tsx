import { Suspense, type ReactNode } from 'react'
import { Await } from 'react-router'

/**
 * Data the server rendered already (a value) or data a client-side navigation is still
 * fetching (a promise): the page shows `fallback` only while the browser really waits.
 */
export function Deferred<T>({
	value,
	fallback,
	error,
	children,
}: {
	value: T | Promise<T>
	fallback: ReactNode
	/** Shown when the fetch fails (e.g. the network dropped). */
	error: ReactNode
	children: (value: T) => ReactNode
}) {
	if (!(value instanceof Promise)) return children(value)
	return (
		<Suspense fallback={fallback}>
			<Await resolve={value} errorElement={error}>
				{(resolved: T) => children(resolved)}
			</Await>
		</Suspense>
	)
}

/** A polite status line for a section that is loading. */
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
