// Uploads in the Media tab itself (issue 40, decision 044): several files at once, chosen or
// dropped, each with its own progress bar and result; a file the library holds already is
// not stored again (the image there is is offered, or a copy); each new image asks for its
// alt text at once, or "Decorative". The same endpoint, checks and limits as every upload.
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import type { DuplicateFound } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { sendImage, UploadError } from '#app/lib/upload-client.ts'

import { AltTextFields } from './AltTextFields.tsx'
import { DuplicateOfferCard } from './DuplicateOffer.tsx'

type Item =
	| { key: string; file: File; state: 'sending'; percent: number; processing: boolean }
	| { key: string; file: File; state: 'stored'; image: ImageRef & { mediaId: string } }
	| {
			key: string
			file: File
			state: 'duplicate'
			image: ImageRef
			duplicate: DuplicateFound
	  }
	| { key: string; file: File; state: 'failed'; reason: string }

let counter = 0

/** Files dropped or chosen, uploaded at once into the library. */
export function LibraryUploader({ maxBytes }: { maxBytes?: number }) {
	const [items, setItems] = useState<Item[]>([])
	const [dragging, setDragging] = useState(false)
	const depth = useRef(0)
	const inputId = useId()
	const hintId = `${inputId}-hint`
	const { revalidate } = useRevalidator()
	const controllers = useRef(new Map<string, AbortController>())
	useEffect(() => {
		const running = controllers.current
		return () => {
			for (const controller of running.values()) controller.abort()
		}
	}, [])

	const update = useCallback((key: string, next: Item) => {
		setItems((current) => current.map((item) => (item.key === key ? next : item)))
	}, [])

	const send = useCallback(
		(file: File, key: string, copy = false) => {
			const controller = new AbortController()
			controllers.current.set(key, controller)
			update(key, { key, file, state: 'sending', percent: 0, processing: false })
			sendImage(
				file,
				copy ? { kind: 'library' } : { kind: 'library', duplicates: 'ask' },
				{
					maxBytes,
					signal: controller.signal,
					onProgress: (percent) =>
						setItems((current) =>
							current.map((item) =>
								item.key === key && item.state === 'sending'
									? { ...item, percent }
									: item,
							),
						),
					onSent: () =>
						setItems((current) =>
							current.map((item) =>
								item.key === key && item.state === 'sending'
									? { ...item, processing: true }
									: item,
							),
						),
				},
			)
				.then(({ image, duplicate }) => {
					if (duplicate) update(key, { key, file, state: 'duplicate', image, duplicate })
					else if (image.mediaId) {
						update(key, {
							key,
							file,
							state: 'stored',
							image: { ...image, mediaId: image.mediaId },
						})
						// The grid below shows it too.
						void revalidate()
					}
				})
				.catch((error: unknown) => {
					if (error instanceof UploadError && error.reason === 'aborted') {
						setItems((current) => current.filter((item) => item.key !== key))
						return
					}
					update(key, {
						key,
						file,
						state: 'failed',
						reason: error instanceof Error ? error.message : 'The upload did not finish.',
					})
				})
				.finally(() => controllers.current.delete(key))
		},
		[maxBytes, revalidate, update],
	)

	const start = (files: readonly File[]) => {
		const added = files.map((file) => ({ file, key: `upload-${++counter}` }))
		setItems((current) => [
			...added.map(({ file, key }): Item => ({
				key,
				file,
				state: 'sending',
				percent: 0,
				processing: false,
			})),
			...current,
		])
		for (const { file, key } of added) send(file, key)
	}

	const busy = items.some((item) => item.state === 'sending')
	return (
		<section aria-labelledby={`${inputId}-title`} className="grid gap-3">
			<h2 id={`${inputId}-title`} className="sr-only">
				Upload images
			</h2>
			<div
				data-drop-zone
				data-dragging={dragging || undefined}
				onDragEnter={(event) => {
					if (!event.dataTransfer.types.includes('Files')) return
					event.preventDefault()
					depth.current++
					setDragging(true)
				}}
				onDragOver={(event) => {
					if (!event.dataTransfer.types.includes('Files')) return
					// Says the drop is welcome (the browser would open the file otherwise).
					event.preventDefault()
					event.dataTransfer.dropEffect = 'copy'
				}}
				onDragLeave={() => {
					depth.current = Math.max(0, depth.current - 1)
					if (depth.current === 0) setDragging(false)
				}}
				onDrop={(event) => {
					event.preventDefault()
					depth.current = 0
					setDragging(false)
					const files = [...event.dataTransfer.files]
					if (files.length > 0) start(files)
				}}
				className={cx(
					'grid justify-items-center gap-3 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors duration-200',
					dragging
						? 'border-brand-ink bg-brand-ink/5'
						: 'border-line-strong bg-surface dark:bg-surface',
				)}
			>
				<p className="text-base font-semibold">
					Drop images here to add them to the library
				</p>
				<p id={hintId} className="max-w-prose text-sm text-ink-muted">
					Several at once: JPEG, PNG, WebP, AVIF, GIF or SVG. An image already in the
					library is not stored twice.
				</p>
				<label
					htmlFor={inputId}
					className="inline-flex h-11 cursor-pointer items-center rounded-full bg-primary px-5 font-semibold text-on-primary transition-colors duration-200 hover:bg-primary-hover has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-focus/40"
				>
					Choose images
					<input
						id={inputId}
						type="file"
						accept="image/*"
						multiple
						aria-describedby={hintId}
						className="sr-only"
						onChange={(event) => {
							const files = [...(event.currentTarget.files ?? [])]
							// Cleared at once, so choosing the same file again uploads it again.
							event.currentTarget.value = ''
							if (files.length > 0) start(files)
						}}
					/>
				</label>
			</div>
			{items.length > 0 ? (
				<div className="grid gap-2">
					<div className="flex flex-wrap items-center justify-between gap-2">
						<p role="status" className="text-sm text-ink-muted">
							{busy
								? `Uploading ${items.filter((item) => item.state === 'sending').length} of ${items.length}…`
								: `${items.filter((item) => item.state === 'stored').length} of ${items.length} added to the library.`}
						</p>
						{busy ? null : (
							<Button variant="ghost" size="sm" onClick={() => setItems([])}>
								Clear this list
							</Button>
						)}
					</div>
					<ul aria-label="Uploads" className="grid gap-2">
						{items.map((item) => (
							<li key={item.key} data-upload={item.file.name}>
								<UploadRow
									item={item}
									onCancel={() => controllers.current.get(item.key)?.abort()}
									onCopy={() => send(item.file, item.key, true)}
								/>
							</li>
						))}
					</ul>
				</div>
			) : null}
		</section>
	)
}

function UploadRow({
	item,
	onCancel,
	onCopy,
}: {
	item: Item
	onCancel: () => void
	onCopy: () => void
}) {
	const name = item.file.name
	if (item.state === 'duplicate')
		return (
			<DuplicateOfferCard
				fileName={name}
				image={item.image}
				duplicate={item.duplicate}
				useLabel="Open the existing image"
				useHref={`/admin/media/${encodeURIComponent(item.duplicate.id)}`}
				onCopy={onCopy}
			/>
		)
	return (
		<div className="grid gap-2 rounded-xl border border-line bg-surface p-3 dark:border-transparent dark:shadow-raised">
			{item.state === 'sending' ? (
				<>
					<div className="flex items-center justify-between gap-3 text-sm">
						<span className="min-w-0 truncate">Uploading {name}</span>
						<span className="flex items-center gap-2">
							<span className="font-semibold tabular-nums">
								{item.processing ? 'Processing…' : `${item.percent}%`}
							</span>
							<Button
								variant="ghost"
								size="sm"
								className="h-8 px-3"
								onClick={onCancel}
								aria-label={`Cancel uploading ${name}`}
							>
								Cancel
							</Button>
						</span>
					</div>
					<div
						role="progressbar"
						aria-label={`Uploading ${name}`}
						aria-valuemin={0}
						aria-valuemax={100}
						aria-valuenow={item.percent}
						aria-valuetext={item.processing ? 'Processing…' : `${item.percent}%`}
						className="h-2 overflow-hidden rounded-full bg-surface-muted"
					>
						<div
							className="h-full rounded-full bg-brand-ink transition-[width] duration-200 ease-out"
							style={{ width: `${item.percent}%` }}
						/>
					</div>
				</>
			) : item.state === 'failed' ? (
				<p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
					{name}: {item.reason}
				</p>
			) : (
				<StoredRow name={name} image={item.image} />
			)}
		</div>
	)
}

/** An upload that went in: its thumbnail, and its alt text asked for at once. */
function StoredRow({
	name,
	image,
}: {
	name: string
	image: ImageRef & { mediaId: string }
}) {
	const fetcher = useFetcher<{ ok: boolean; message: string }>()
	const [alt, setAlt] = useState<string | null>(null)
	const id = `alt-${image.mediaId}`
	const saved = fetcher.state === 'idle' && fetcher.data?.ok
	return (
		<div className="grid gap-3 sm:grid-cols-[4.5rem_1fr]">
			<span className="block size-18 overflow-hidden rounded-lg border border-line bg-surface-muted">
				<ResponsiveImage
					image={image}
					alt=""
					sizes="72px"
					className="size-full object-cover"
				/>
			</span>
			<fetcher.Form method="post" action="/admin/media" className="grid gap-2">
				<p className="text-sm">
					<strong className="font-semibold">{name}</strong> is in the library.{' '}
					<a
						href={`/admin/media/${encodeURIComponent(image.mediaId)}`}
						className="font-semibold text-brand-ink underline-offset-4 hover:underline"
					>
						Crop, tag or replace it
					</a>
				</p>
				<input type="hidden" name="intent" value="alt" />
				<input type="hidden" name="ids" value={image.mediaId} />
				<input type="hidden" name="stay" value="1" />
				<AltTextFields
					id={id}
					value={alt ?? undefined}
					names={{ text: 'alt', decorative: 'decorative' }}
					onChange={setAlt}
				/>
				<div className="flex flex-wrap items-center gap-3">
					<Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
						{fetcher.state !== 'idle' ? 'Saving…' : 'Save alt text'}
					</Button>
					<p role="status" className="text-sm text-ink-muted">
						{saved
							? alt === ''
								? 'Saved: decorative.'
								: 'Alt text saved.'
							: fetcher.data && !fetcher.data.ok
								? fetcher.data.message
								: ''}
					</p>
				</div>
			</fetcher.Form>
		</div>
	)
}
