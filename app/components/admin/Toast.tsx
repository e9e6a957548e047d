import { useCallback, useEffect, useState } from 'react'
import { useFetchers, useNavigation } from 'react-router'

import { useFailedPosts } from '#app/components/admin/failed-post.ts'

import { cx } from '#app/components/ui/cx.ts'

export interface ToastMessage {
	tone: 'success' | 'error'
	message: string
	/** The list item the action was for: focus goes to it (its data-focus-primary control). */
	focus?: string
}

const TONES = {
	success:
		'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100',
	error:
		'border-red-300 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100',
} as const

/**
 * The outcome of the last admin action (spec §8's messages). The live regions are always
 * in the page, so a screen reader announces the text when it arrives; errors stay until
 * dismissed, successes fade after a while.
 */
export function Toast({ toast: answered }: { toast: ToastMessage | null }) {
	// A post that failed on its way says so here too; the server's next answer replaces it.
	const [failed, setFailed] = useState<ToastMessage | null>(null)
	const [seen, setSeen] = useState(answered)
	if (answered !== seen) {
		setSeen(answered)
		setFailed(null)
	}
	useFailedPosts(useCallback((message) => setFailed({ tone: 'error', message }), []))
	// …and so does the next post or page, as it starts (whatever it answers: a form's own
	// message, say). The failed one says so while it is still under way.
	const navigation = useNavigation()
	const fetchers = useFetchers()
	const busy =
		navigation.state !== 'idle' ||
		fetchers.some((fetcher) => fetcher.state === 'submitting')
	const [wasBusy, setWasBusy] = useState(busy)
	if (busy !== wasBusy) {
		setWasBusy(busy)
		if (busy) setFailed(null)
	}
	// A form sent again and refused in the browser (its own message beside the field) too.
	useEffect(() => {
		const clear = () => setFailed(null)
		document.addEventListener('submit', clear, true)
		return () => document.removeEventListener('submit', clear, true)
	}, [])
	const toast = failed ?? answered
	// Each toast is a new object, so a repeated message shows again.
	const [dismissed, setDismissed] = useState<ToastMessage | null>(null)
	const shown = toast !== dismissed ? toast : null
	useEffect(() => {
		if (toast?.tone !== 'success') return
		const timer = window.setTimeout(() => setDismissed(toast), 6000)
		return () => window.clearTimeout(timer)
	}, [toast])
	const close = () => setDismissed(toast)
	// After a form's save, focus is on the saved item in the list, not the page's top.
	useEffect(() => {
		if (!toast?.focus) return
		const item = document.querySelector(`[data-item-id="${CSS.escape(toast.focus)}"]`)
		item?.querySelector<HTMLElement>('[data-focus-primary]')?.focus()
	}, [toast])

	return (
		<div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6">
			<div role="status" aria-live="polite">
				{shown?.tone === 'success' ? <ToastCard toast={shown} onClose={close} /> : null}
			</div>
			<div role="alert" aria-live="assertive">
				{shown?.tone === 'error' ? <ToastCard toast={shown} onClose={close} /> : null}
			</div>
		</div>
	)
}

function ToastCard({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
	return (
		<p
			data-toast={toast.tone}
			className={cx(
				'pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-semibold shadow-raised motion-safe:animate-[toast-in_200ms_ease-out]',
				TONES[toast.tone],
			)}
		>
			<span className="flex-1">{toast.message}</span>
			<button
				type="button"
				onClick={onClose}
				className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:opacity-100"
				aria-label="Dismiss message"
			>
				<span aria-hidden="true">×</span>
			</button>
		</p>
	)
}
