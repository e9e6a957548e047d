// GET/HEAD /media/<key>: stored images, from the local folder or the bucket. Keys are
// generated, so a file never changes: it is cached for a year as immutable. Only image
// types are served, each with its own Content-Type, nosniff, and a CSP that sandboxes the
// response (an SVG opened on its own can run nothing and load nothing).
import { pipeline } from 'node:stream/promises'

import type { Request, RequestHandler, Response } from 'express'

import { isValidKey } from './keys.server.ts'
import { getStorage, type Storage } from './storage.server.ts'

const CONTENT_TYPES: Record<string, string> = {
	avif: 'image/avif',
	webp: 'image/webp',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	svg: 'image/svg+xml',
}

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const MEDIA_CSP =
	"default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

/** The /media handler; mount it with `app.use('/media', mediaHandler())`. */
export function mediaHandler(storage?: Storage): RequestHandler {
	return async (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.set('Allow', 'GET, HEAD')
			notFound(res, 405)
			return
		}
		let key: string
		try {
			key = decodeURIComponent(req.path.replace(/^\/+/, ''))
		} catch {
			notFound(res)
			return
		}
		const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()]
		if (!type || !isValidKey(key)) {
			notFound(res)
			return
		}
		try {
			const store = storage ?? getStorage()
			if (req.method === 'HEAD') {
				const info = await store.stat(key)
				if (!info) return notFound(res)
				setHeaders(res, type, info)
				if (isFresh(req, info.etag)) notModified(res)
				else res.end()
				return
			}
			// A browser revalidating its copy (a reload) gets its 304 from the file's stat: the
			// file is not opened, so no read stream is left for the garbage collector to close.
			if (req.get('If-None-Match')) {
				const info = await store.stat(key)
				if (!info) return notFound(res)
				if (isFresh(req, info.etag)) {
					setHeaders(res, type, info)
					notModified(res)
					return
				}
			}
			const object = await store.get(key)
			if (!object) return notFound(res)
			setHeaders(res, type, object)
			if (isFresh(req, object.etag)) {
				// Replaced between the stat and the open, with the same bytes.
				object.body.destroy()
				notModified(res)
				return
			}
			// A visitor gone while the file was opened leaves pipeline nothing to pipe to: it
			// refuses without closing the file, so the file is closed here in any case.
			await pipeline(object.body, res).finally(() => object.body.destroy())
		} catch (error) {
			// The client went away (a cancelled image), before the first byte or after it:
			// nothing to answer, and nothing of ours failed.
			if (res.headersSent || res.destroyed || req.socket.destroyed) {
				res.destroy()
				return
			}
			next(error)
		}
	}
}

function setHeaders(
	res: Response,
	type: string,
	info: { size: number; etag: string; lastModified: Date | null },
) {
	res.status(200)
	res.set({
		'Content-Type': type,
		'Content-Length': String(info.size),
		'Cache-Control': MEDIA_CACHE_CONTROL,
		'X-Content-Type-Options': 'nosniff',
		'Content-Security-Policy': MEDIA_CSP,
		ETag: info.etag,
	})
	if (info.lastModified) res.set('Last-Modified', info.lastModified.toUTCString())
}

function isFresh(req: Request, etag: string): boolean {
	const header = req.get('If-None-Match')
	if (!header) return false
	return header
		.split(',')
		.map((tag) => tag.trim().replace(/^W\//, ''))
		.includes(etag.replace(/^W\//, ''))
}

function notModified(res: Response) {
	res.removeHeader('Content-Length')
	res.status(304).end()
}

function notFound(res: Response, status = 404) {
	res
		.status(status)
		.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
		.type('text/plain')
		.send(status === 404 ? 'Not found' : 'Method not allowed')
}
