// The state behind UploadField and UploadListField: the uploads of one field in flight and
// their failures (useUploads), and which fields of a form are busy (useUploadsBusy).
import { useCallback, useEffect, useRef, useState } from 'react'

import type { UploadKind } from '#app/lib/media.ts'
import type { DuplicateFound } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { sendImage, UploadError } from '#app/lib/upload-client.ts'

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

export interface Upload {
	key: string
	fileName: string
	percent: number
	/** Every byte is sent; the server is making the variants. */
	processing: boolean
	controller: AbortController
	/** A copy asked for in place of this image (the one the library held): it takes its place. */
	replaces?: ImageRef
}

export interface Failure {
	fileName: string
	reason: string | null
}

/**
 * A file the library already held (decision 044): the field took the image there is
 * instead, and says so; the admin may still upload a copy (to crop it differently).
 */
export interface DuplicateOffer {
	key: string
	file: File
	/** The image the library holds, as the field stores it. */
	image: ImageRef
	duplicate: DuplicateFound
}

/** Uploads files one field at a time; reports progress, results and failures. */
export function useUploads({
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
	const [offers, setOffers] = useState<DuplicateOffer[]>([])
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

	// Uploads in the order the files were chosen. Each hands its image over only once every
	// upload chosen before it has ended: the list keeps the order chosen, not the order the
	// uploads happened to finish in.
	const queue = useRef<
		Array<{ key: string; done: boolean; image: ImageRef | null; upload: Upload }>
	>([])
	const handOver = useCallback(() => {
		while (queue.current[0]?.done) {
			const entry = queue.current.shift()
			if (entry?.image) latest.current.onUploaded(entry.image, entry.upload)
		}
	}, [])

	const start = useCallback(
		(files: readonly File[], options: { copyOf?: ImageRef } = {}) => {
			setFailures([])
			for (const file of files) {
				const controller = new AbortController()
				const upload: Upload = {
					key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
					fileName: file.name,
					percent: 0,
					processing: false,
					controller,
					replaces: options.copyOf,
				}
				const entry = {
					key: upload.key,
					done: false,
					image: null as ImageRef | null,
					upload,
				}
				queue.current.push(entry)
				live.current.add(controller)
				setUploads((current) => [...current, upload])
				const update = (change: Partial<Pick<Upload, 'percent' | 'processing'>>) =>
					setUploads((current) =>
						current.map((u) => (u.key === upload.key ? { ...u, ...change } : u)),
					)
				// A file the library holds already: its image is used, unless a copy was asked for.
				sendImage(file, options.copyOf ? { kind } : { kind, duplicates: 'ask' }, {
					onProgress: (percent) => update({ percent }),
					onSent: () => update({ processing: true }),
					signal: controller.signal,
					maxBytes,
				})
					.then(({ image, duplicate }) => {
						entry.image = image
						if (duplicate)
							setOffers((current) => [
								...current,
								{ key: upload.key, file, image, duplicate },
							])
					})
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
						entry.done = true
						handOver()
						live.current.delete(controller)
						setUploads((current) => current.filter((u) => u.key !== upload.key))
					})
			}
		},
		[kind, maxBytes, handOver],
	)
	/** Keeps the image the library held (the notice goes), or uploads a copy in its place. */
	const settle = useCallback(
		(offer: DuplicateOffer, choice: 'existing' | 'copy') => {
			setOffers((current) => current.filter((item) => item.key !== offer.key))
			if (choice === 'copy') start([offer.file], { copyOf: offer.image })
		},
		[start],
	)
	return {
		uploads,
		failures,
		offers,
		start,
		settle,
		clearFailures: () => setFailures([]),
	}
}
