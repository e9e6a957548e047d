// What UploadField and UploadListField share on the page: the label, the file input and
// "Choose from library", the progress and messages and the hidden value (FieldFrame), and
// a thumbnail.
import { useId, type ReactNode } from 'react'

import { Button } from '#app/components/ui/Button.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
import type { UploadKind } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { DuplicateOfferCard } from './media/DuplicateOffer.tsx'
import { LibraryPicker } from './media/LibraryPicker.tsx'
import type { DuplicateOffer, Failure, Upload } from './upload-state.ts'

export interface CommonProps {
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

export function Thumbnail({ image, alt }: { image: ImageRef; alt: string }) {
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

/**
 * Label, current image(s), file input and "Choose from library", progress, messages,
 * hidden value. `children` gets the label's id, for inputs it describes.
 */
export function FieldFrame({
	id,
	name,
	label,
	kind,
	failureMessage,
	error,
	hint,
	disabled,
	className,
	hiddenValue,
	multiple,
	uploads,
	failures,
	offers = [],
	onSettle,
	onFiles,
	onPick,
	children,
}: CommonProps & {
	hiddenValue: string
	multiple: boolean
	uploads: Upload[]
	failures: Failure[]
	/** Files the library held already: the image there is was used; a copy may be uploaded. */
	offers?: DuplicateOffer[]
	onSettle?: (offer: DuplicateOffer, choice: 'existing' | 'copy') => void
	onFiles: (files: File[]) => void
	/** An image chosen from the library (shared with whatever else shows it). */
	onPick: (image: ImageRef) => void
	children: (labelId: string) => ReactNode
}) {
	const base = useId()
	const labelId = `${base}-label`
	const hintId = hint ? `${base}-hint` : undefined
	const errorId = error ? `${base}-error` : undefined
	const failureId = failures.length > 0 ? `${base}-failure` : undefined
	const progressId = `${base}-progress`
	return (
		<div
			className={cx('@container grid grid-cols-1 gap-2.5', className)}
			data-upload-field={name}
		>
			<input type="hidden" name={name} value={hiddenValue} />
			<label id={labelId} htmlFor={id} className="block text-sm font-semibold text-ink">
				{label}
			</label>
			{children(labelId)}
			{/* Side by side where the field is wide enough (its own width, not the screen's). */}
			<div className="grid grid-cols-1 gap-2 @md:flex @md:flex-wrap @md:items-center">
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
						'block w-full max-w-full min-w-0 cursor-pointer rounded-xl border border-dashed bg-surface text-sm text-ink-muted transition-colors duration-200 file:mr-3 file:h-10 file:cursor-pointer file:rounded-l-xl file:border-0 file:border-r file:border-line file:bg-surface-muted file:px-4 file:font-semibold file:text-ink hover:border-ink-muted focus-visible:border-brand-ink focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 @md:w-auto @md:flex-1',
						error || failureId
							? 'border-red-500 dark:border-red-400'
							: 'border-line-strong',
					)}
				/>
				<LibraryPicker
					kind={kind}
					fieldLabel={label}
					disabled={disabled}
					onPick={(picked) => onPick(picked.image)}
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
										{upload.processing ? 'Processing…' : `${upload.percent}%`}
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
								aria-valuetext={upload.processing ? 'Processing…' : `${upload.percent}%`}
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
			{offers.length > 0 ? (
				<ul className="grid gap-2" aria-label={`${label}: already in the library`}>
					{offers.map((offer) => (
						<li key={offer.key}>
							<DuplicateOfferCard
								fileName={offer.file.name}
								image={offer.image}
								duplicate={offer.duplicate}
								useLabel="Keep using it"
								onUse={() => onSettle?.(offer, 'existing')}
								onCopy={() => onSettle?.(offer, 'copy')}
							/>
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
