// The browser side of image uploads: sends one file to /admin/api/upload with
// XMLHttpRequest, which (unlike fetch) reports upload progress, for spec §4's percentage.
// Messages for the admin (spec §8: 'Failed to upload banner image', …) are the caller's;
// an UploadError carries the server's explanation in `message` when there is one.
import { formatMegabytes, type UploadKind } from './media.ts'
import type { DuplicateFound } from './media-library.ts'
import type { ImageRef } from './types.ts'

export const UPLOAD_ENDPOINT = '/admin/api/upload'

export interface UploadFileOptions {
	/** Called with 0…100 as bytes go out; 100 only once the server has stored the image. */
	onProgress?: (percent: number) => void
	/** Every byte has gone out: the server is making the image's variants now. */
	onSent?: () => void
	/** Aborting cancels the upload; the promise rejects with an UploadError (aborted). */
	signal?: AbortSignal
	/** Refuse larger files before sending a byte (the server's UPLOAD_MAX_BYTES). */
	maxBytes?: number
	/** Extra request headers (a CSRF token, for instance). */
	headers?: Record<string, string>
	endpoint?: string
}

export type UploadErrorReason =
	'aborted' | 'network' | 'too-large' | 'rejected' | 'server'

export class UploadError extends Error {
	override name = 'UploadError'
	readonly reason: UploadErrorReason
	/** HTTP status, 0 when no response arrived. */
	readonly status: number
	/** The server's code ('unsupported-type', 'too-large', …), when it sent one. */
	readonly code: string | null

	constructor(
		reason: UploadErrorReason,
		message: string,
		status = 0,
		code: string | null = null,
	) {
		super(message)
		this.reason = reason
		this.status = status
		this.code = code
	}
}

/** Uploads `file` as an image of `kind`; resolves with the stored image's ImageRef. */
export function uploadFile(
	file: Blob & { name?: string },
	kind: UploadKind,
	options: UploadFileOptions = {},
): Promise<ImageRef> {
	return sendImage(file, { kind }, options).then((outcome) => outcome.image)
}

/**
 * Where an image goes: a new image of `kind` (with `duplicates: 'ask'`, a file the library
 * already holds is not stored again: the outcome names the image there is), or in the place
 * of image `replace`, keeping its id, alt text and every use (decision 044).
 */
export type UploadTarget = { kind: UploadKind; duplicates?: 'ask' } | { replace: string }

export interface UploadOutcome {
	/** The image stored, or, for a duplicate, the one the library already holds. */
	image: ImageRef
	/** Set when nothing was stored because the library already holds these bytes. */
	duplicate: DuplicateFound | null
}

function targetQuery(target: UploadTarget): string {
	if ('replace' in target) return `replace=${encodeURIComponent(target.replace)}`
	const ask = target.duplicates === 'ask' ? '&duplicates=ask' : ''
	return `kind=${encodeURIComponent(target.kind)}${ask}`
}

/** Sends `file` to `target` with progress; resolves with what the server made of it. */
export function sendImage(
	file: Blob & { name?: string },
	target: UploadTarget,
	options: UploadFileOptions = {},
): Promise<UploadOutcome> {
	const {
		onProgress,
		onSent,
		signal,
		maxBytes,
		headers = {},
		endpoint = UPLOAD_ENDPOINT,
	} = options
	return new Promise<UploadOutcome>((resolve, reject) => {
		if (signal?.aborted) {
			reject(new UploadError('aborted', 'The upload was cancelled.'))
			return
		}
		if (maxBytes !== undefined && file.size > maxBytes) {
			reject(
				new UploadError(
					'too-large',
					`Images may be at most ${formatMegabytes(maxBytes)}.`,
					413,
					'too-large',
				),
			)
			return
		}
		const xhr = new XMLHttpRequest()
		const onAbort = () => xhr.abort()
		const finish = () => signal?.removeEventListener('abort', onAbort)
		signal?.addEventListener('abort', onAbort, { once: true })

		xhr.open('POST', `${endpoint}?${targetQuery(target)}`)
		xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name ?? 'image'))
		xhr.setRequestHeader('Accept', 'application/json')
		for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
		xhr.responseType = 'text'

		let last = -1
		const report = (percent: number) => {
			if (percent === last) return
			last = percent
			onProgress?.(percent)
		}
		xhr.upload.onprogress = (event) => {
			// Sent is not stored: hold at 99 until the server has made the variants.
			if (event.lengthComputable && event.total > 0)
				report(Math.min(99, Math.floor((event.loaded / event.total) * 100)))
		}
		xhr.upload.onload = () => {
			report(99)
			onSent?.()
		}
		xhr.onload = () => {
			finish()
			const body = parseBody(xhr.responseText)
			if (xhr.status >= 200 && xhr.status < 300 && body?.ok && body.image) {
				report(100)
				resolve({ image: body.image, duplicate: body.duplicate ?? null })
				return
			}
			const message = body?.message ?? `Upload failed (${xhr.status}).`
			const reason: UploadErrorReason =
				xhr.status === 413 ? 'too-large' : xhr.status >= 500 ? 'server' : 'rejected'
			reject(new UploadError(reason, message, xhr.status, body?.code ?? null))
		}
		xhr.onerror = () => {
			finish()
			reject(new UploadError('network', 'The upload failed: the connection was lost.'))
		}
		xhr.onabort = () => {
			finish()
			reject(new UploadError('aborted', 'The upload was cancelled.'))
		}
		report(0)
		xhr.send(file)
	})
}

interface UploadResponseBody {
	ok?: boolean
	image?: ImageRef
	duplicate?: DuplicateFound
	message?: string
	code?: string
}

function parseBody(text: string): UploadResponseBody | null {
	try {
		const value: unknown = JSON.parse(text)
		return typeof value === 'object' && value !== null
			? (value as UploadResponseBody)
			: null
	} catch {
		return null
	}
}
