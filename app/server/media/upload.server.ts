// The upload endpoint's work, apart from authentication (the route calls requireUser
// first): the body is streamed to a temporary file, counted against UPLOAD_MAX_BYTES, run
// through the pipeline, and the temporary file is removed whatever happens.
//
//   POST /admin/api/upload?kind=banner[&duplicates=ask]
//   Content-Type: image/png (any; the bytes decide)
//   Content-Length: 123456 (required)
//   X-File-Name: Orbit%20banner.png (encodeURIComponent of the file's name)
//   <the file's bytes>
//
//   201 { ok: true, image: ImageRef, placeholder: string | null }
//   200 { ok: true, duplicate: DuplicateFound, image: ImageRef }   (duplicates=ask, decision
//       044: the library holds these bytes already; nothing was stored)
//   4xx { ok: false, code, message }
//
//   POST /admin/api/upload?replace=<mediaId>: the same body, in place of that image's file
//   (its id, alt text, tags and every use kept): 200 { ok: true, image } or 4xx as above.
import {
	mkdir,
	mkdtemp,
	open,
	readdir,
	rm,
	stat,
	type FileHandle,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Logger } from 'pino'

import { isUploadKind } from '#app/lib/media.ts'
import type { DuplicateFound } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { getDb, type DB } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import { deleteMedia } from '#app/server/models/media.server.ts'

import { MediaError, mediaErrors } from './errors.server.ts'
import { imageRefOf } from './image-refs.server.ts'
import { DuplicateImage, storeImage } from './pipeline.server.ts'
import { removeMediaFiles } from './media-deletion.server.ts'
import type { Storage } from './storage.server.ts'

export const FILE_NAME_HEADER = 'X-File-Name'

export interface UploadOptions {
	db?: DB
	storage?: Storage
	/** Default: UPLOAD_MAX_BYTES. */
	maxBytes?: number
	/** Default: UPLOAD_MAX_PIXELS. */
	maxPixels?: number
	/** Default: UPLOAD_TMP_DIR, or `aster-uploads` in the system's temp folder. */
	tmpDir?: string
	logger?: Pick<Logger, 'error' | 'info'>
	/**
	 * Puts the uploaded file in the place of image `id` (`?replace=<id>`): the library's
	 * service, with the admin who asked. Without it such a request is refused (400).
	 */
	replaceImage?: (
		id: string,
		upload: { file: string; originalName: string },
	) => Promise<
		{ ok: true; image: ImageRef } | { ok: false; status: number; message: string }
	>
}

export interface UploadSuccess {
	ok: true
	image: ImageRef
	/** A tiny blurred preview (data URL) for opaque images, else null. */
	placeholder: string | null
}

export interface UploadDuplicate {
	ok: true
	/** What a field would store if the admin uses the existing image. */
	image: ImageRef
	duplicate: DuplicateFound
}

export interface UploadFailure {
	ok: false
	code: string
	message: string
}

/** Handles one upload request; always answers with JSON, never throws for bad input. */
export async function handleUpload(
	request: Request,
	options: UploadOptions = {},
): Promise<Response> {
	const env = getEnv()
	const maxBytes = options.maxBytes ?? env.UPLOAD_MAX_BYTES
	try {
		const query = new URL(request.url).searchParams
		const replace = query.get('replace')
		const kind = query.get('kind')
		if (replace === null && !isUploadKind(kind)) throw mediaErrors.badKind()
		if (replace !== null && (!options.replaceImage || !/^[\w-]{1,64}$/.test(replace)))
			throw mediaErrors.badReplace()
		const length = contentLength(request)
		if (length === undefined) throw mediaErrors.lengthRequired()
		// Refused before a byte is read; the connection closes rather than read the rest.
		if (length > maxBytes) throw mediaErrors.tooLarge(maxBytes)
		if (length === 0) throw mediaErrors.empty()

		const upload = await receiveUpload(request.body, {
			maxBytes,
			expectedBytes: length,
			signal: request.signal,
			tmpDir: options.tmpDir ?? env.UPLOAD_TMP_DIR,
		})
		try {
			if (replace !== null) {
				const replaced = await options.replaceImage!(replace, {
					file: upload.file,
					originalName: fileNameOf(request),
				})
				if (!replaced.ok)
					return json<UploadFailure>(
						{ ok: false, code: 'replace-refused', message: replaced.message },
						{ status: replaced.status },
					)
				options.logger?.info({ mediaId: replace, bytes: upload.bytes }, 'image replaced')
				return json({ ok: true, image: replaced.image }, { status: 200 })
			}
			if (!isUploadKind(kind)) throw mediaErrors.badKind()
			let stored: Awaited<ReturnType<typeof storeImage>>
			try {
				stored = await storeImage({
					file: upload.file,
					originalName: fileNameOf(request),
					kind,
					db: options.db,
					storage: options.storage,
					maxPixels: options.maxPixels,
					logger: options.logger,
					refuseDuplicates: query.get('duplicates') === 'ask',
					// Uploaded in the Media tab itself: the library's to keep.
					kept: kind === 'library',
				})
			} catch (error) {
				if (!(error instanceof DuplicateImage)) throw error
				const existing = error.existing
				return json<UploadDuplicate>(
					{
						ok: true,
						image: imageRefOf(existing),
						duplicate: {
							id: existing.id,
							name: existing.originalName,
							createdAt: existing.createdAt,
						},
					},
					{ status: 200 },
				)
			}
			const { media, image } = stored
			if (request.signal.aborted) {
				// The admin went away while the variants were made: nobody will ever use it.
				await deleteMedia(options.db ?? getDb(), media.id)
				await removeMediaFiles(media, options.storage)
				throw mediaErrors.aborted()
			}
			options.logger?.info(
				{ mediaId: media.id, kind, bytes: upload.bytes },
				'image stored',
			)
			return json<UploadSuccess>(
				{ ok: true, image, placeholder: media.placeholder },
				{ status: 201 },
			)
		} finally {
			await upload.cleanup()
		}
	} catch (error) {
		if (error instanceof MediaError) {
			return json<UploadFailure>(
				{ ok: false, code: error.code, message: error.message },
				{
					status: error.status,
					// After a refusal the rest of the body is not worth reading.
					headers: error.code === 'too-large' ? { Connection: 'close' } : undefined,
				},
			)
		}
		// A full disk, a read-only database, an unreachable store: named, so the admin
		// knows what to fix (and that trying again at once will not help).
		const fault = classifyFault(error)
		options.logger?.error(
			{ err: error, fault: fault?.kind ?? null },
			fault ? `upload failed: ${fault.kind}` : 'upload failed',
		)
		return json<UploadFailure>(
			{
				ok: false,
				code: fault?.kind ?? 'server',
				message: fault?.message ?? 'The image could not be stored. Please try again.',
			},
			{ status: fault?.status ?? 500 },
		)
	}
}

export interface ReceivedUpload {
	/** The temporary file holding the body. */
	file: string
	bytes: number
	/** Removes the temporary file (and its folder). */
	cleanup: () => Promise<void>
}

/**
 * Streams `body` into a new temporary file, chunk by chunk (never whole in memory).
 * Throws a MediaError, having removed the file, when the body passes `maxBytes` (413),
 * ends before `expectedBytes`, errors, or `signal` aborts (the client went away); a
 * write that fails for a fault of the disk (see classifyFault) is rethrown as it is.
 */
export async function receiveUpload(
	body: ReadableStream<Uint8Array> | null,
	options: {
		maxBytes: number
		expectedBytes?: number
		signal?: AbortSignal
		tmpDir?: string
	},
): Promise<ReceivedUpload> {
	if (!body) throw mediaErrors.empty()
	const root = uploadTmpRoot(options.tmpDir)
	await mkdir(root, { recursive: true })
	const dir = await mkdtemp(path.join(root, 'upload-'))
	const cleanup = () => rm(dir, { recursive: true, force: true })
	const file = path.join(dir, 'body')
	let bytes = 0
	try {
		const handle = await open(file, 'wx', 0o600)
		const reader = body.getReader()
		const stop = () => void reader.cancel().catch(() => {})
		options.signal?.addEventListener('abort', stop, { once: true })
		try {
			if (options.signal?.aborted) throw mediaErrors.aborted()
			for (;;) {
				const { done, value } = await reader.read()
				if (done) break
				bytes += value.byteLength
				if (bytes > options.maxBytes) {
					await reader.cancel().catch(() => {})
					throw mediaErrors.tooLarge(options.maxBytes)
				}
				await writeAll(handle, value)
			}
		} finally {
			options.signal?.removeEventListener('abort', stop)
			await handle.close()
		}
		if (options.signal?.aborted) throw mediaErrors.aborted()
		if (options.expectedBytes !== undefined && bytes !== options.expectedBytes)
			throw mediaErrors.aborted()
		if (bytes === 0) throw mediaErrors.empty()
		return { file, bytes, cleanup }
	} catch (error) {
		await cleanup()
		if (error instanceof MediaError) throw error
		// The disk filled up (or went read-only) under the temporary file: not the client's
		// doing. (A network error here is the client's connection, not a fault of ours.)
		const fault = classifyFault(error)?.kind
		if (fault === 'storage-full' || fault === 'storage-read-only') throw error
		// The stream failed: the client disconnected mid-upload.
		throw new MediaError('aborted', mediaErrors.aborted().message, { cause: error })
	}
}

/**
 * Writes every byte of `chunk`. FileHandle.write reports a short write (a disk filling up
 * takes what fits) without throwing; ignored, the file was silently cut and the upload
 * refused as a damaged image. Writing the rest gets the disk's own ENOSPC.
 */
async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
	let offset = 0
	while (offset < chunk.byteLength) {
		const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset)
		if (bytesWritten === 0) throw new Error('The disk took none of the bytes written')
		offset += bytesWritten
	}
}

/** Where uploads stream while they arrive: `tmpDir`, or `aster-uploads` in the system's temp folder. */
export function uploadTmpRoot(tmpDir?: string): string {
	return path.resolve(tmpDir ?? path.join(tmpdir(), 'aster-uploads'))
}

/**
 * Removes the temporary folders of uploads that were being received when a process died
 * (a SIGKILL, a power cut: nothing ran their cleanup). A live upload's folder is never
 * older than Node's request timeout (5 minutes) plus its processing, so only folders left
 * untouched for `olderThanMs` (default an hour) go; several instances may share the
 * folder. Returns how many were removed.
 */
export async function sweepAbandonedUploads(
	options: { tmpDir?: string; olderThanMs?: number; now?: number } = {},
): Promise<number> {
	const root = uploadTmpRoot(options.tmpDir)
	const cutoff = (options.now ?? Date.now()) - (options.olderThanMs ?? 3_600_000)
	let names: string[]
	try {
		names = await readdir(root)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
		throw error
	}
	let removed = 0
	for (const name of names) {
		if (!name.startsWith('upload-')) continue
		const dir = path.join(root, name)
		const info = await stat(dir).catch(() => null)
		if (!info?.isDirectory() || info.mtimeMs > cutoff) continue
		await rm(dir, { recursive: true, force: true })
		removed++
	}
	return removed
}

function contentLength(request: Request): number | undefined {
	const header = request.headers.get('content-length')
	if (header === null || !/^\d+$/.test(header.trim())) return undefined
	return Number(header)
}

/** The file's name from X-File-Name (URI-encoded), or 'image'. */
function fileNameOf(request: Request): string {
	const header = request.headers.get(FILE_NAME_HEADER)
	if (!header) return 'image'
	try {
		return decodeURIComponent(header)
	} catch {
		return header
	}
}

function json<T>(body: T, init: { status: number; headers?: Record<string, string> }) {
	return Response.json(body, {
		status: init.status,
		headers: { 'Cache-Control': 'no-store', ...init.headers },
	})
}
