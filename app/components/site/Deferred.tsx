import { Component, Suspense, use, type ReactNode } from 'react'

/**
 * Data the server rendered already (a value) or data a client-side navigation is still
 * fetching (a promise): the page shows `fallback` only while the browser really waits.
 * React's own `use` waits for the promise, so React Router's `<Await>` (and its share of
 * every page's JavaScript) is not needed.
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
		<Failed fallback={error}>
			<Suspense fallback={fallback}>
				<Resolved value={value}>{children}</Resolved>
			</Suspense>
		</Failed>
	)
}

function Resolved<T>({
	value,
	children,
}: {
	value: Promise<T>
	children: (value: T) => ReactNode
}) {
	return children(use(value))
}

/** Shows `fallback` instead of its children once they failed (a rejected promise). */
class Failed extends Component<
	{ fallback: ReactNode; children: ReactNode },
	{ failed: boolean }
> {
	override state = { failed: false }
	static getDerivedStateFromError() {
		return { failed: true }
	}
	override render() {
		return this.state.failed ? this.props.fallback : this.props.children
	}
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
