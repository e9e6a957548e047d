// "Choose from library" beside every image field: a modal dialog listing the media library
// (newest first, searched by name and alt text, a page at a time) where a click or Enter on
// an image chooses it for the field. The same file is then shared, never copied.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { altStatus, formatBytes, type LibraryImage } from '#app/lib/media-library.ts'
import type { UploadKind } from '#app/lib/media.ts'

import { LibraryThumbnail } from './LibraryThumbnail.tsx'

type Answer =
	| { ok: true; images: LibraryImage[]; page: number; pageCount: number; total: number }
	| { ok: false; message: string }

const FOCUSABLE =
	'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab go round the dialog's own controls, never out of it. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
	if (event.key !== 'Tab') return
	const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
		(item) => item.offsetParent !== null,
	)
	const first = items[0]
	const last = items.at(-1)
	if (!first || !last) return
	if (event.shiftKey && document.activeElement === first) {
		event.preventDefault()
		last.focus()
	} else if (!event.shiftKey && document.activeElement === last) {
		event.preventDefault()
		first.focus()
	}
}

/** The library's images for a field of `kind`; `onPick` gets the one chosen. */
export function LibraryPicker({
	kind,
	fieldLabel,
	onPick,
	disabled,
	describedBy,
}: {
	kind: UploadKind
	/** The field's label, for the dialog's title and the trigger's accessible name. */
	fieldLabel: string
	onPick: (image: LibraryImage) => void
	disabled?: boolean
	describedBy?: string
}) {
	const id = useId()
	const dialogRef = useRef<HTMLDialogElement>(null)
	const triggerRef = useRef<HTMLButtonElement>(null)
	const searchRef = useRef<HTMLInputElement>(null)
	const [open, setOpen] = useState(false)
	const [search, setSearch] = useState('')
	const [page, setPage] = useState(1)
	// The last answer, with the request it answers: a newer request shows as loading.
	const [answered, setAnswered] = useState<{ request: string; answer: Answer } | null>(
		null,
	)
	const params = new URLSearchParams({ kind, page: String(page) })
	if (search.trim()) params.set('q', search.trim())
	const request = params.toString()
	const answer = answered?.answer ?? null
	const loading = open && answered?.request !== request

	// Loads the page asked for while the dialog is open; typing waits a moment.
	useEffect(() => {
		if (!open) return
		const controller = new AbortController()
		const timer = window.setTimeout(() => {
			fetch(`/admin/api/media?${request}`, {
				signal: controller.signal,
				headers: { Accept: 'application/json' },
			})
				// Refusals (401, 503) answer { ok: false, message } too.
				.then(async (response) =>
					setAnswered({ request, answer: (await response.json()) as Answer }),
				)
				.catch((error: unknown) => {
					if (controller.signal.aborted) return
					setAnswered({
						request,
						answer: {
							ok: false,
							message:
								error instanceof TypeError
									? 'The library could not be reached. Check your connection and try again.'
									: 'Failed to fetch images',
						},
					})
				})
		}, 200)
		return () => {
			window.clearTimeout(timer)
			controller.abort()
		}
	}, [open, request])

	const show = () => {
		const dialog = dialogRef.current
		if (!dialog) return
		setOpen(true)
		dialog.showModal()
		// The last search stays, selected: typing starts a new one.
		searchRef.current?.select()
	}
	const close = () => dialogRef.current?.close()
	const pick = (image: LibraryImage) => {
		onPick(image)
		close()
	}

	const titleId = `${id}-title`
	const statusId = `${id}-status`
	const images = answer?.ok ? answer.images : []
	const status = loading
		? 'Loading images…'
		: answer === null
			? ''
			: !answer.ok
				? answer.message
				: answer.total === 0
					? search.trim()
						? 'No image matches your search.'
						: 'The library has no images yet. Upload one instead.'
					: `${answer.total} ${answer.total === 1 ? 'image' : 'images'}, page ${answer.page} of ${answer.pageCount}`

	return (
		<>
			<Button
				ref={triggerRef}
				variant="outline"
				size="sm"
				onClick={show}
				disabled={disabled}
				aria-haspopup="dialog"
				aria-describedby={describedBy}
			>
				Choose from library<span className="sr-only"> for {fieldLabel}</span>
			</Button>
			<dialog
				ref={dialogRef}
				aria-labelledby={titleId}
				onKeyDown={trapFocus}
				onClose={() => {
					setOpen(false)
					triggerRef.current?.focus()
				}}
				className="m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-1.5rem))] overflow-y-auto rounded-card border border-line bg-surface p-4 text-ink shadow-raised backdrop:bg-black/50 sm:p-6 dark:border-transparent"
			>
				<div className="flex items-start justify-between gap-3">
					{/* The field's label stays out of the dialog's name, which would make it a
					    second element labelled like the field's own file input. */}
					<div>
						<h2 id={titleId} className="text-lg font-semibold">
							Choose from the library
						</h2>
						<p className="text-sm text-ink-muted">For: {fieldLabel}</p>
					</div>
					<Button variant="ghost" size="sm" onClick={close}>
						Cancel
					</Button>
				</div>
				{/* Not a <form>: the picker sits inside the form of the field it fills, and
				    forms do not nest. Enter searches at once instead of submitting that one. */}
				<div role="search" className="mt-4">
					{/* "Search images": form fields elsewhere on the page are labelled "Name". */}
					<label htmlFor={`${id}-search`} className="block text-sm font-semibold">
						Search images
					</label>
					<p id={`${id}-search-hint`} className="mb-1.5 text-sm text-ink-muted">
						Words from the file name or the alt text
					</p>
					<input
						ref={searchRef}
						id={`${id}-search`}
						type="search"
						value={search}
						autoComplete="off"
						enterKeyHint="search"
						aria-describedby={`${id}-search-hint ${statusId}`}
						onKeyDown={(event) => {
							if (event.key === 'Enter') event.preventDefault()
						}}
						onChange={(event) => {
							setSearch(event.currentTarget.value)
							setPage(1)
						}}
						className={controlClasses}
					/>
				</div>
				<p id={statusId} role="status" className="mt-3 min-h-5 text-sm text-ink-muted">
					{status}
				</p>
				{images.length > 0 ? (
					<ul
						aria-label="Images in the library"
						className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
					>
						{images.map((image) => {
							const alt = altStatus(image.alt)
							return (
								<li key={image.id} className="grid">
									<button
										type="button"
										onClick={() => pick(image)}
										data-library-image={image.id}
										className="group grid content-start gap-2 rounded-xl border border-line bg-surface p-2 text-left transition-colors duration-200 hover:border-brand-ink focus-visible:border-brand-ink focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none"
									>
										<LibraryThumbnail
											image={image}
											sizes="(min-width: 1024px) 200px, 45vw"
										/>
										<span
											className="block truncate text-sm font-semibold"
											title={image.name}
										>
											{image.name || 'Image'}
										</span>
										<span className="line-clamp-2 text-sm text-ink-muted">
											{alt === 'set'
												? image.alt
												: alt === 'decorative'
													? 'Decorative'
													: 'No alt text yet'}
										</span>
										<span className="text-sm text-ink-muted tabular-nums">
											{image.width && image.height
												? `${image.width} × ${image.height} · `
												: ''}
											{formatBytes(image.bytes)}
										</span>
									</button>
								</li>
							)
						})}
					</ul>
				) : null}
				{answer?.ok && answer.pageCount > 1 ? (
					<nav
						aria-label="Pages of the library"
						className="mt-4 flex items-center justify-between gap-3"
					>
						<Button
							variant="outline"
							size="sm"
							disabled={page <= 1 || loading}
							onClick={() => setPage((p) => Math.max(1, p - 1))}
						>
							<span aria-hidden="true">←</span> Previous
						</Button>
						<span className="text-sm text-ink-muted tabular-nums">
							{answer.page} of {answer.pageCount}
						</span>
						<Button
							variant="outline"
							size="sm"
							disabled={page >= answer.pageCount || loading}
							onClick={() => setPage((p) => p + 1)}
						>
							Next <span aria-hidden="true">→</span>
						</Button>
					</nav>
				) : null}
			</dialog>
		</>
	)
}
