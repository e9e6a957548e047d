import { afterEach, describe, expect, test, vi } from 'vitest'

import { sendImage, UploadError, uploadFile } from './upload-client.ts'

/** Just enough XMLHttpRequest to drive uploadFile: the test plays the network. */
class FakeXhr {
	static last: FakeXhr | undefined
	method = ''
	url = ''
	headers: Record<string, string> = {}
	body: unknown
	status = 0
	responseText = ''
	responseType = ''
	aborted = false
	upload: {
		onprogress:
			| ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
			| null
	} = { onprogress: null }
	onload: (() => void) | null = null
	onerror: (() => void) | null = null
	onabort: (() => void) | null = null

	constructor() {
		FakeXhr.last = this
	}
	open(method: string, url: string) {
		this.method = method
		this.url = url
	}
	setRequestHeader(name: string, value: string) {
		this.headers[name] = value
	}
	send(body: unknown) {
		this.body = body
	}
	abort() {
		this.aborted = true
		this.onabort?.()
	}
	progress(loaded: number, total: number) {
		this.upload.onprogress?.({ lengthComputable: true, loaded, total })
	}
	respond(status: number, body: unknown) {
		this.status = status
		this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
		this.onload?.()
	}
}

const file = () =>
	new File([new Uint8Array(1000)], 'Spring sale.png', { type: 'image/png' })
const image = {
	url: '/media/banners/m1/original.png',
	name: 'Spring sale.png',
	mediaId: 'm1',
	width: 10,
	height: 10,
}

describe('uploadFile', () => {
	afterEach(() => {
		vi.unstubAllGlobals()
		FakeXhr.last = undefined
	})

	test('posts the file with its name and kind, reports progress, resolves with the ImageRef', async () => {
		vi.stubGlobal('XMLHttpRequest', FakeXhr)
		const progress: number[] = []
		const promise = uploadFile(file(), 'banner', {
			onProgress: (percent) => progress.push(percent),
			headers: { 'X-CSRF-Token': 't' },
		})
		const xhr = FakeXhr.last!
		expect(xhr.method).toBe('POST')
		expect(xhr.url).toBe('/admin/api/upload?kind=banner')
		expect(xhr.headers['X-File-Name']).toBe('Spring%20sale.png')
		expect(xhr.headers['X-CSRF-Token']).toBe('t')
		expect(xhr.body).toBeInstanceOf(File)
		xhr.progress(250, 1000)
		xhr.progress(1000, 1000)
		xhr.respond(201, { ok: true, image, placeholder: null })
		await expect(promise).resolves.toEqual(image)
		// Held at 99 until the server has stored it.
		expect(progress).toEqual([0, 25, 99, 100])
	})

	test('asking about duplicates: the image the library holds comes back, named as such; a replacement names its image', async () => {
		vi.stubGlobal('XMLHttpRequest', FakeXhr)
		const asked = sendImage(file(), { kind: 'library', duplicates: 'ask' })
		expect(FakeXhr.last!.url).toBe('/admin/api/upload?kind=library&duplicates=ask')
		const duplicate = {
			id: 'm1',
			name: 'Spring sale.png',
			createdAt: '2026-11-20T10:00:00.000Z',
		}
		FakeXhr.last!.respond(200, { ok: true, image, duplicate })
		await expect(asked).resolves.toEqual({ image, duplicate })

		const stored = sendImage(file(), { kind: 'banner' })
		FakeXhr.last!.respond(201, { ok: true, image, placeholder: null })
		await expect(stored).resolves.toEqual({ image, duplicate: null })

		const replaced = sendImage(file(), { replace: 'm 1' })
		expect(FakeXhr.last!.url).toBe('/admin/api/upload?replace=m%201')
		FakeXhr.last!.respond(200, { ok: true, image })
		await expect(replaced).resolves.toEqual({ image, duplicate: null })
	})

	test('a refusal carries the server message and code', async () => {
		vi.stubGlobal('XMLHttpRequest', FakeXhr)
		const promise = uploadFile(file(), 'logo')
		FakeXhr.last!.respond(415, {
			ok: false,
			code: 'unsupported-type',
			message: 'Uploads accept image files only: JPEG, PNG, WebP, AVIF, GIF or SVG.',
		})
		const error = await promise.catch((e: unknown) => e)
		expect(error).toBeInstanceOf(UploadError)
		expect(error).toMatchObject({
			reason: 'rejected',
			status: 415,
			code: 'unsupported-type',
			message: 'Uploads accept image files only: JPEG, PNG, WebP, AVIF, GIF or SVG.',
		})
	})

	test('too large: refused before sending when the limit is known, else by the server', async () => {
		vi.stubGlobal('XMLHttpRequest', FakeXhr)
		const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png')
		await expect(
			uploadFile(big, 'banner', { maxBytes: 1024 * 1024 }),
		).rejects.toMatchObject({
			reason: 'too-large',
			message: 'Images may be at most 1 MB.',
		})
		expect(FakeXhr.last).toBeUndefined()
		const promise = uploadFile(file(), 'banner')
		FakeXhr.last!.respond(413, '<html>Request Entity Too Large</html>')
		await expect(promise).rejects.toMatchObject({ reason: 'too-large', status: 413 })
	})

	test('cancelled through the signal, or the network fails', async () => {
		vi.stubGlobal('XMLHttpRequest', FakeXhr)
		const controller = new AbortController()
		const promise = uploadFile(file(), 'banner', { signal: controller.signal })
		controller.abort()
		await expect(promise).rejects.toMatchObject({ reason: 'aborted' })
		expect(FakeXhr.last!.aborted).toBe(true)

		const failing = uploadFile(file(), 'banner')
		FakeXhr.last!.onerror?.()
		await expect(failing).rejects.toMatchObject({ reason: 'network', status: 0 })
	})
})
