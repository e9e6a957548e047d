/**
 * Image uploads in admin forms (spec §4: percentage progress; saving blocked while any
 * upload runs; spec §8: 'Failed to upload banner image', …).
 *
 * <UploadField> holds one image, <UploadListField> several (add, remove, reorder by
 * buttons, so the keyboard can do it all). Both:
 * - render a labelled native file input (accept="image/*"); choosing a file uploads it at
 *   once with uploadFile() (app/lib/upload-client.ts) to /admin/api/upload?kind=…;
 * - show a progress bar (role="progressbar", aria-valuenow) with the percentage as text,
 *   and a Cancel button while it runs;
 * - show `failureMessage` (the caller's spec §8 text) beside the field when an upload
 *   fails, followed by the server's reason; `error` is the form's validation message
 *   (e.g. 'Banner image is required'). Both are tied to the input by aria-describedby;
 * - post the chosen image in a hidden input named `name`: JSON of the ImageRef ('' for
 *   none) or, for the list, JSON of ImageRef[]. Read it back on the server with
 *   imageFieldSchema / imageListFieldSchema from app/schemas/image.ts;
 * - call `onBusyChange(true)` when an upload starts and `onBusyChange(false)` when none is
 *   left, so the form can disable Save (see useUploadsBusy below).
 *
 * Controlled (`value` + `onChange`) or not (`defaultValue`):
 *
 *   const uploads = useUploadsBusy()
 *   <UploadField id="banner" name="banner" label="Banner image" kind="banner"
 *     defaultValue={project?.banner ?? null} failureMessage="Failed to upload banner image"
 *     error={errors.banner} onBusyChange={uploads.track('banner')} />
 *   <Button type="submit" disabled={uploads.busy}>Save</Button>
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { Button } from '#app/components/ui/Button.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
import type { UploadKind } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { UploadError, uploadFile } from '#app/lib/upload-client.ts'
import { imageFormValue } from '#app/schemas/image.ts'

/**
 * Which upload fields of a form are busy; `busy` is true while any is. `track(key)` gives
 * a stable onBusyChange for the field named `key`.
 */
export function useUploadsBusy() {
	const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set())
	const callbacks = useRef(new Map<string, (busy: boolean) => void>())
	const track = useCallback((key: string) => {
		let callback = callbacks.current.get(key)
		if (!callback) {
			callback = (busy: boolean) =>
				setBusyKeys((current) => {
					if (current.has(key) === busy) return current
					const next = new Set(current)
					if (busy) next.add(key)
					else next.delete(key)
					return next
				})
			callbacks.current.set(key, callback)
		}
		return callback
	}, [])
	return { busy: busyKeys.size > 0, track }
}

interface Upload {
	key: string
	fileName: string
	percent: number
	controller: AbortController
}

interface Failure {
	fileName: string
	reason: string | null
}

/** Uploads files one field at a time; reports progress, results and failures. */
function useUploads({
	kind,
	maxBytes,
	onBusyChange,
	onUploaded,
}: {
	kind: UploadKind
	maxBytes?: number
	onBusyChange?: (busy: boolean) => void
	onUploaded: (image: ImageRef, upload: Upload) => void
}) {
	const [uploads, setUploads] = useState<Upload[]>([])
	const [failures, setFailures] = useState<Failure[]>([])
	const live = useRef(new Set<AbortController>())
	const latest = useRef({ onUploaded, onBusyChange })
	useEffect(() => {
		latest.current = { onUploaded, onBusyChange }
	})

	const busy = uploads.length > 0
	useEffect(() => {
		latest.current.onBusyChange?.(busy)
	}, [busy])
	// Leaving the form cancels what is still running, and stops blocking.
	useEffect(() => {
		const running = live.current
		return () => {
			for (const controller of running) controller.abort()
			latest.current.onBusyChange?.(false)
		}
	}, [])

	const start = useCallback(
		(files: readonly File[]) => {
			setFailures([])
			for (const file of files) {
				const controller = new AbortController()
				const upload: Upload = {
					key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
					fileName: file.name,
					percent: 0,
					controller,
				}
				live.current.add(controller)
				setUploads((current) => [...current, upload])
				const update = (percent: number) =>
					setUploads((current) =>
						current.map((u) => (u.key === upload.key ? { ...u, percent } : u)),
					)
				uploadFile(file, kind, {
					onProgress: update,
					signal: controller.signal,
					maxBytes,
				})
					.then((image) => latest.current.onUploaded(image, upload))
					.catch((error: unknown) => {
						if (error instanceof UploadError && error.reason === 'aborted') return
						setFailures((current) => [
							...current,
							{
								fileName: file.name,
								reason: error instanceof Error ? error.message : null,
							},
						])
					})
					.finally(() => {
						live.current.delete(controller)
						setUploads((current) => current.filter((u) => u.key !== upload.key))
					})
			}
		},
		[kind, maxBytes],
	)
	return { uploads, failures, start, clearFailures: () => setFailures([]) }
}

interface CommonProps {
	/** The file input's id; the other elements' ids derive from it. */
	id: string
	/** The hidden input's name: what the form posts. */
	name: string
	label: string
	kind: UploadKind
	/** Spec §8's message for this field, e.g. 'Failed to upload banner image'. */
	failureMessage: string
	/** The form's validation message for this field. */
	error?: string
	hint?: ReactNode
	/** Refuse larger files in the browser before sending (the server refuses them anyway). */
	maxBytes?: number
	onBusyChange?: (busy: boolean) => void
	disabled?: boolean
	className?: string
}

export interface UploadFieldProps extends CommonProps {
	value?: ImageRef | null
	defaultValue?: ImageRef | null
	onChange?: (image: ImageRef | null) => void
	/** The image's text alternative in the preview. Default ''. */
	previewAlt?: string
}

/** One image: preview, replace (choose another file), remove. */
export function UploadField({
	value,
	defaultValue = null,
	onChange,
	previewAlt = '',
	...common
}: UploadFieldProps) {
	const [own, setOwn] = useState<ImageRef | null>(defaultValue)
	const image = value !== undefined ? value : own
	const set = (next: ImageRef | null) => {
		if (value === undefined) setOwn(next)
		onChange?.(next)
	}
	const { uploads, failures, start } = useUploads({
		kind: common.kind,
		maxBytes: common.maxBytes,
		onBusyChange: common.onBusyChange,
		// A later file replaces an earlier one.
		onUploaded: (uploaded) => set(uploaded),
	})
	return (
		<FieldFrame
			{...common}
			hiddenValue={imageFormValue(image)}
			multiple={false}
			uploads={uploads}
			failures={failures}
			onFiles={(files) => start(files.slice(0, 1))}
		>
			{image ? (
				<div className="flex items-center gap-4 rounded-xl border border-line bg-surface-muted p-3">
					<Thumbnail image={image} alt={previewAlt} />
					<p className="min-w-0 flex-1 truncate text-sm text-ink" title={image.name}>
						{image.name || 'Image'}
					</p>
					<Button
						variant="outline"
						size="sm"
						onClick={() => set(null)}
						disabled={common.disabled}
						aria-label={`Remove ${common.label.toLowerCase()}`}
					>
						Remove
					</Button>
				</div>
			) : null}
		</FieldFrame>
	)
}

export interface UploadListFieldProps extends CommonProps {
	value?: readonly ImageRef[]
	defaultValue?: readonly ImageRef[]
	onChange?: (images: ImageRef[]) => void
	/** How one image is named in its buttons' labels. Default 'image'. */
	itemNoun?: string
}

/** Several images in order: add (several files at once), remove, move up and down. */
export function UploadListField({
	value,
	defaultValue = [],
	onChange,
	itemNoun = 'image',
	...common
}: UploadListFieldProps) {
	const [own, setOwn] = useState<readonly ImageRef[]>(defaultValue)
	const images = value ?? own
	// Uploads finish in any order and after renders: append to the latest list.
	const latest = useRef(images)
	useEffect(() => {
		latest.current = images
	}, [images])
	const set = (next: ImageRef[]) => {
		latest.current = next
		if (value === undefined) setOwn(next)
		onChange?.(next)
	}
	const move = (index: number, by: -1 | 1) => {
		const next = [...images]
		const [item] = next.splice(index, 1)
		if (!item) return
		next.splice(index + by, 0, item)
		set(next)
	}
	const { uploads, failures, start } = useUploads({
		kind: common.kind,
		maxBytes: common.maxBytes,
		onBusyChange: common.onBusyChange,
		onUploaded: (uploaded) => set([...latest.current, uploaded]),
	})
	const count = images.length
	return (
		<FieldFrame
			{...common}
			hiddenValue={JSON.stringify(images)}
			multiple
			uploads={uploads}
			failures={failures}
			onFiles={start}
		>
			{count > 0 ? (
				<ol className="grid gap-2" aria-label={common.label}>
					{images.map((image, index) => {
						const position = `${itemNoun} ${index + 1} of ${count}`
						return (
							<li
								key={`${image.url}-${index}`}
								className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-muted p-2.5"
							>
								<Thumbnail image={image} alt="" />
								<p className="min-w-0 flex-1 basis-32 text-sm">
									<span className="block truncate text-ink" title={image.name}>
										{image.name || 'Image'}
									</span>
									<span className="text-ink-muted">
										{index + 1} of {count}
									</span>
								</p>
								<span className="flex gap-1.5">
									<Button
										variant="outline"
										size="sm"
										className="px-3"
										onClick={() => move(index, -1)}
										disabled={common.disabled || index === 0}
										aria-label={`Move ${position} up`}
									>
										<span aria-hidden="true">↑</span>
									</Button>
									<Button
										variant="outline"
										size="sm"
										className="px-3"
										onClick={() => move(index, 1)}
										disabled={common.disabled || index === count - 1}
										aria-label={`Move ${position} down`}
									>
										<span aria-hidden="true">↓</span>
									</Button>
									<Button
										variant="outline"
										size="sm"
										onClick={() => set(images.filter((_, i) => i !== index))}
										disabled={common.disabled}
										aria-label={`Remove ${position}`}
									>
										Remove
									</Button>
								</span>
							</li>
						)
					})}
				</ol>
			) : null}
		</FieldFrame>
	)
}

function Thumbnail({ image, alt }: { image: ImageRef; alt: string }) {
	return (
		<span className="block size-14 shrink-0 overflow-hidden rounded-lg border border-line bg-surface">
			<ResponsiveImage
				image={image}
				alt={alt}
				sizes="56px"
				className="size-full object-cover"
			/>
		</span>
	)
}

/** Label, file input, current image(s), progress, messages, hidden value. */
function FieldFrame({
	id,
	name,
	label,
	failureMessage,
	error,
	hint,
	disabled,
	className,
	hiddenValue,
	multiple,
	uploads,
	failures,
	onFiles,
	children,
}: CommonProps & {
	hiddenValue: string
	multiple: boolean
	uploads: Upload[]
	failures: Failure[]
	onFiles: (files: File[]) => void
	children: ReactNode
}) {
	const base = useId()
	const hintId = hint ? `${base}-hint` : undefined
	const errorId = error ? `${base}-error` : undefined
	const failureId = failures.length > 0 ? `${base}-failure` : undefined
	const progressId = `${base}-progress`
	return (
		<div className={cx('grid gap-2.5', className)} data-upload-field={name}>
			<input type="hidden" name={name} value={hiddenValue} />
			<label htmlFor={id} className="block text-sm font-semibold text-ink">
				{label}
			</label>
			{children}
			<div className="flex flex-wrap items-center gap-2">
				<input
					id={id}
					type="file"
					accept="image/*"
					multiple={multiple}
					disabled={disabled}
					aria-invalid={error || failureId ? true : undefined}
					aria-describedby={cx(hintId, errorId, failureId) || undefined}
					onChange={(event) => {
						const files = [...(event.currentTarget.files ?? [])]
						// Cleared at once, so choosing the same file again uploads it again.
						event.currentTarget.value = ''
						if (files.length > 0) onFiles(files)
					}}
					className={cx(
						'block w-full max-w-full min-w-0 cursor-pointer rounded-xl border border-dashed bg-surface text-sm text-ink-muted transition-colors duration-200 file:mr-3 file:h-10 file:cursor-pointer file:rounded-l-xl file:border-0 file:border-r file:border-line file:bg-surface-muted file:px-4 file:font-semibold file:text-ink hover:border-ink-muted focus-visible:border-brand-ink focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
						error || failureId
							? 'border-red-500 dark:border-red-400'
							: 'border-line-strong',
					)}
				/>
			</div>
			{uploads.length > 0 ? (
				<ul id={progressId} className="grid gap-2" aria-label={`${label}: uploading`}>
					{uploads.map((upload) => (
						<li key={upload.key} className="grid gap-1.5">
							<div className="flex items-center justify-between gap-3 text-sm">
								<span className="min-w-0 truncate text-ink">
									Uploading {upload.fileName}
								</span>
								<span className="flex items-center gap-2">
									<span
										data-upload-percent
										className="font-semibold text-ink tabular-nums"
									>
										{upload.percent}%
									</span>
									<Button
										variant="ghost"
										size="sm"
										className="h-8 px-3"
										onClick={() => upload.controller.abort()}
										aria-label={`Cancel uploading ${upload.fileName}`}
									>
										Cancel
									</Button>
								</span>
							</div>
							<div
								role="progressbar"
								aria-label={`Uploading ${upload.fileName}`}
								aria-valuemin={0}
								aria-valuemax={100}
								aria-valuenow={upload.percent}
								aria-valuetext={`${upload.percent}%`}
								className="h-2 overflow-hidden rounded-full bg-surface-muted"
							>
								<div
									className="h-full rounded-full bg-brand-ink transition-[width] duration-200 ease-out"
									style={{ width: `${upload.percent}%` }}
								/>
							</div>
						</li>
					))}
				</ul>
			) : null}
			{hint ? (
				<p id={hintId} className="text-sm text-ink-muted">
					{hint}
				</p>
			) : null}
			{/* Announced: a failed upload happens while the admin looks elsewhere. */}
			<div role="alert">
				{failures.length > 0 ? (
					<p
						id={failureId}
						className="text-sm font-medium text-red-700 dark:text-red-300"
					>
						<span data-upload-failure>{failureMessage}</span>
						{failures.map((failure, index) => (
							<span key={index} className="block font-normal">
								{failure.fileName}: {failure.reason ?? 'the upload did not finish.'}
							</span>
						))}
					</p>
				) : null}
			</div>
			{error ? (
				<p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
					{error}
				</p>
			) : null}
		</div>
	)
}
