/**
 * Image uploads in admin forms (spec §4: percentage progress; saving blocked while any
 * upload runs; spec §8: 'Failed to upload banner image', …).
 *
 * <UploadField> holds one image, <UploadListField> several (add, remove, reorder by
 * buttons, so the keyboard can do it all). They are the dashboard's one image field: every
 * image of every form goes through them. Both:
 * - render a labelled native file input (accept="image/*"); choosing a file uploads it at
 *   once with uploadFile() (app/lib/upload-client.ts) to /admin/api/upload?kind=…, into
 *   the media library;
 * - offer "Choose from library" (LibraryPicker): an image already uploaded is chosen
 *   again, its file shared, never copied; a file chosen whose bytes the library holds
 *   already is not stored again: the field takes the image there is and says so, with
 *   "Upload a copy anyway" (decision 044);
 * - ask for each image's alt text, or "Decorative image" (AltTextFields): what the admin
 *   types travels as `setAlt` and is stored in the library, library-wide;
 * - show a progress bar (role="progressbar", aria-valuenow) with the percentage as text,
 *   and a Cancel button while it runs;
 * - show `failureMessage` (the caller's spec §8 text) beside the field when an upload
 *   fails, followed by the server's reason; `error` is the form's validation message
 *   (e.g. 'Banner image is required'). Both are tied to the input by aria-describedby;
 * - post the chosen image in a hidden input named `name`: JSON of the ImageRef ('' for
 *   none) or, for the list, JSON of ImageRef[]. Read it back on the server with
 *   imageFieldSchema / imageListFieldSchema from app/schemas/image.ts;
 * - call `onBusyChange(true)` when an upload starts and `onBusyChange(false)` when none is
 *   left, so the form can disable Save (useUploadsBusy, in upload-state.ts).
 *
 * Controlled (`value` + `onChange`) or not (`defaultValue`):
 *
 *   const uploads = useUploadsBusy()
 *   <UploadField id="banner" name="banner" label="Banner image" kind="banner"
 *     defaultValue={project?.banner ?? null} failureMessage="Failed to upload banner image"
 *     error={errors.banner} onBusyChange={uploads.track('banner')} />
 *   <Button type="submit" disabled={uploads.busy}>Save</Button>
 */
import { useEffect, useRef, useState } from 'react'

import { Button } from '#app/components/ui/Button.tsx'
import type { ImageRef } from '#app/lib/types.ts'
import { imageFormValue, withAlt } from '#app/schemas/image.ts'

import { AltTextFields } from './media/AltTextFields.tsx'
import { useUploads } from './upload-state.ts'
import { FieldFrame, Thumbnail, type CommonProps } from './UploadFieldFrame.tsx'

export interface UploadFieldProps extends CommonProps {
	value?: ImageRef | null
	defaultValue?: ImageRef | null
	onChange?: (image: ImageRef | null) => void
	/** The image's text alternative in the preview. Default ''. */
	previewAlt?: string
	/** Ask for the image's alt text here (default); false when the form asks itself. */
	askAlt?: boolean
}

/** One image: preview, its alt text, replace (upload or pick another), remove. */
export function UploadField({
	value,
	defaultValue = null,
	onChange,
	previewAlt = '',
	askAlt = true,
	...common
}: UploadFieldProps) {
	const [own, setOwn] = useState<ImageRef | null>(defaultValue)
	const image = value !== undefined ? value : own
	// The image just removed, until it is put back or another takes its place (issue 36:
	// a destructive button offers Undo).
	const [removed, setRemoved] = useState<ImageRef | null>(null)
	// Undone: the focus goes back to the image's Remove, where it was.
	const refocus = useRef(false)
	const removeButton = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (!refocus.current || !image) return
		refocus.current = false
		removeButton.current?.focus()
	}, [image])
	const set = (next: ImageRef | null) => {
		if (value === undefined) setOwn(next)
		if (next) setRemoved(null)
		onChange?.(next)
	}
	const { uploads, failures, offers, settle, start } = useUploads({
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
			offers={offers}
			onSettle={settle}
			onFiles={(files) => start(files.slice(0, 1))}
			onPick={set}
		>
			{(labelId) =>
				image ? (
					<div className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface-muted p-3">
						<div className="flex items-center gap-4">
							<Thumbnail image={image} alt={previewAlt} />
							<p className="min-w-0 flex-1 truncate text-sm text-ink" title={image.name}>
								{image.name || 'Image'}
							</p>
							<Button
								ref={removeButton}
								variant="outline"
								size="sm"
								onClick={() => {
									set(null)
									setRemoved(image)
								}}
								disabled={common.disabled}
								aria-label={`Remove ${common.label.toLowerCase()}`}
							>
								Remove
							</Button>
						</div>
						{askAlt ? (
							<AltTextFields
								key={image.mediaId ?? image.url}
								id={`${common.id}-alt`}
								value={image.alt}
								onChange={(alt) => set(withAlt(image, alt))}
								disabled={common.disabled}
								describedBy={labelId}
							/>
						) : null}
					</div>
				) : removed ? (
					<UndoRemove
						what={removed.name || 'Image'}
						label={common.label}
						disabled={common.disabled}
						onUndo={() => {
							set(removed)
							refocus.current = true
						}}
					/>
				) : null
			}
		</FieldFrame>
	)
}

/** Where a removed image was: what went, and Undo, which has the focus the Remove button had. */
function UndoRemove({
	what,
	label,
	disabled,
	onUndo,
}: {
	what: string
	label: string
	disabled?: boolean
	onUndo: () => void
}) {
	const undo = useRef<HTMLButtonElement>(null)
	useEffect(() => undo.current?.focus(), [])
	return (
		<p
			role="status"
			className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line-strong p-3 text-sm text-ink"
		>
			<span className="min-w-0 flex-1 truncate">Removed {what}.</span>
			<Button ref={undo} variant="outline" size="sm" disabled={disabled} onClick={onUndo}>
				Undo<span className="sr-only"> removing it from {label.toLowerCase()}</span>
			</Button>
		</p>
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
	// Uploads finish in any order and after renders: each appends to the latest list this
	// field has made. A render may still carry a list it made earlier (its parent's state
	// catching up); only a list from elsewhere (a reset, a reload) replaces the latest.
	const latest = useRef(images)
	const made = useRef(new WeakSet<readonly ImageRef[]>())
	useEffect(() => {
		if (!made.current.has(images)) latest.current = images
	}, [images])
	const [removed, setRemoved] = useState<{ image: ImageRef; at: number } | null>(null)
	// Undone: the focus goes to the image put back's Remove.
	const refocusAt = useRef<number | null>(null)
	const list = useRef<HTMLOListElement>(null)
	useEffect(() => {
		const at = refocusAt.current
		if (at === null) return
		refocusAt.current = null
		list.current?.querySelector<HTMLElement>(`[data-remove-at="${at}"]`)?.focus()
	}, [images])
	const set = (next: ImageRef[]) => {
		latest.current = next
		made.current.add(next)
		if (value === undefined) setOwn(next)
		setRemoved(null)
		onChange?.(next)
	}
	const move = (index: number, by: -1 | 1) => {
		const next = [...images]
		const [item] = next.splice(index, 1)
		if (!item) return
		next.splice(index + by, 0, item)
		set(next)
	}
	const { uploads, failures, offers, settle, start } = useUploads({
		kind: common.kind,
		maxBytes: common.maxBytes,
		onBusyChange: common.onBusyChange,
		// A copy asked for in place of an image takes its place; anything else is added.
		onUploaded: (uploaded, upload) => {
			const replaced = upload.replaces
			const at = replaced
				? latest.current.findIndex((image) => image.url === replaced.url)
				: -1
			set(
				at === -1
					? [...latest.current, uploaded]
					: latest.current.map((image, index) => (index === at ? uploaded : image)),
			)
		},
	})
	const count = images.length
	return (
		<FieldFrame
			{...common}
			hiddenValue={JSON.stringify(images)}
			multiple
			uploads={uploads}
			failures={failures}
			offers={offers}
			onSettle={settle}
			onFiles={start}
			onPick={(picked) => set([...latest.current, picked])}
		>
			{(labelId) => (
				<>
					{count > 0 ? (
						<ol ref={list} className="grid gap-2" aria-label={common.label}>
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
												data-remove-at={index}
												onClick={() => {
													set(images.filter((_, i) => i !== index))
													setRemoved({ image, at: index })
												}}
												disabled={common.disabled}
												aria-label={`Remove ${position}`}
											>
												Remove
											</Button>
										</span>
										<div className="basis-full">
											<AltTextFields
												key={image.mediaId ?? image.url}
												id={`${common.id}-${index}-alt`}
												value={image.alt}
												onChange={(alt) =>
													set(
														images.map((item, i) =>
															i === index ? withAlt(item, alt) : item,
														),
													)
												}
												disabled={common.disabled}
												describedBy={labelId}
											/>
										</div>
									</li>
								)
							})}
						</ol>
					) : null}
					{removed ? (
						<UndoRemove
							what={removed.image.name || 'Image'}
							label={common.label}
							disabled={common.disabled}
							onUndo={() => {
								const next = [...latest.current]
								const at = Math.min(removed.at, next.length)
								next.splice(at, 0, removed.image)
								set(next)
								refocusAt.current = at
							}}
						/>
					) : null}
				</>
			)}
		</FieldFrame>
	)
}
