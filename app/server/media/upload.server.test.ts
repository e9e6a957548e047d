import {
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	utimesSync,
	writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createReadableStreamFromReadable } from '@react-router/node'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listMedia } from '#app/server/models/media.server.ts'

import { MediaError } from './errors.server.ts'
import {
	describeEachStorage,
	HOSTILE_FILES,
	makePhoto,
	makePngBomb,
} from './testing.server.ts'
import {
	handleUpload,
	receiveUpload,
	sweepAbandonedUploads,
	type UploadOptions,
} from './upload.server.ts'

/**
 * A real HTTP server that hands requests to handleUpload the way @react-router/express
 * does (the Node stream as a web stream, a signal that aborts when the connection closes),
 * and remembers each handler's result so a test can wait for it to finish.
 */
async function startServer(options: () => UploadOptions) {
	const handled: Array<Promise<Response>> = []
	const server: Server = createServer((req, res) => {
		const controller = new AbortController()
		res.on('close', () => {
			if (!res.writableFinished) controller.abort()
		})
		const headers = new Headers()
		for (const [name, value] of Object.entries(req.headers)) {
			for (const one of Array.isArray(value) ? value : value ? [value] : [])
				headers.append(name, one)
		}
		const request = new Request(`http://127.0.0.1${req.url}`, {
			method: req.method,
			headers,
			body: createReadableStreamFromReadable(req),
			duplex: 'half',
			signal: controller.signal,
		} as RequestInit)
		const result = handleUpload(request, options())
		handled.push(result)
		result
			.then(async (response) => {
				res.writeHead(response.status, Object.fromEntries(response.headers))
				res.end(Buffer.from(await response.arrayBuffer()))
			})
			.catch((error: unknown) => res.destroy(error as Error))
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		port,
		handled,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

describeEachDialect('uploads', (t) => {
	describeEachStorage('POST /admin/api/upload', (s) => {
		let tmpDir = ''
		let maxBytes = 15 * 1024 * 1024
		let server: Awaited<ReturnType<typeof startServer>>

		beforeEach(async () => {
			tmpDir = mkdtempSync(path.join(tmpdir(), 'aster-upload-test-'))
			maxBytes = 15 * 1024 * 1024
			server = await startServer(() => ({
				db: t.db,
				storage: s.storage,
				tmpDir,
				maxBytes,
			}))
		})
		afterEach(async () => {
			await server.close()
			rmSync(tmpDir, { recursive: true, force: true })
		})

		const upload = (body: Buffer, kind: string, name = 'file.png') =>
			fetch(`${server.url}/admin/api/upload?kind=${kind}`, {
				method: 'POST',
				headers: { 'Content-Type': 'image/png', 'X-File-Name': encodeURIComponent(name) },
				body: new Uint8Array(body),
			})

		async function expectNothingLeft() {
			await Promise.allSettled(server.handled)
			expect(readdirSync(tmpDir), 'temporary files').toEqual([])
			expect(await s.storage.list(''), 'stored objects').toEqual([])
			expect(await listMedia(t.db), 'media rows').toEqual([])
		}

		test('an image goes in; its ImageRef comes back; the temporary file is gone', async () => {
			const png = await makePhoto(700, 300, 'png')
			const response = await upload(png, 'banner', 'Spring sale.png')
			expect(response.status).toBe(201)
			expect(response.headers.get('cache-control')).toBe('no-store')
			const body = (await response.json()) as { ok: boolean; image: { mediaId: string } }
			expect(body).toMatchObject({
				ok: true,
				image: { name: 'Spring sale.png', width: 700, height: 300 },
				placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
			})
			const [media] = await listMedia(t.db)
			expect(media?.id).toBe(body.image.mediaId)
			expect(await s.storage.list('')).toHaveLength(1 + 6)
			expect(readdirSync(tmpDir)).toEqual([])
		})

		test('asked to (duplicates=ask), the same bytes again are refused with the image there is; the Media tab’s own uploads are kept', async () => {
			const png = await makePhoto(500, 300, 'png')
			const post = (query: string, name: string) =>
				fetch(`${server.url}/admin/api/upload?${query}`, {
					method: 'POST',
					headers: { 'X-File-Name': encodeURIComponent(name) },
					body: new Uint8Array(png),
				})
			const first = await post('kind=library&duplicates=ask', 'first.png')
			expect(first.status).toBe(201)
			const stored = (await first.json()) as { image: { mediaId: string; url: string } }
			expect(stored.image.url).toMatch(/^\/media\/library\//)
			// An upload into the library itself is the library's to keep (never swept).
			expect((await listMedia(t.db))[0]?.keptAt).not.toBeNull()
			const keys = (await s.storage.list('')).length

			const again = await post('kind=banner&duplicates=ask', 'again.png')
			expect(again.status).toBe(200)
			expect(await again.json()).toEqual({
				ok: true,
				image: expect.objectContaining({ mediaId: stored.image.mediaId }),
				duplicate: {
					id: stored.image.mediaId,
					name: 'first.png',
					createdAt: expect.any(String),
				},
			})
			await Promise.allSettled(server.handled)
			expect(await listMedia(t.db)).toHaveLength(1)
			expect(await s.storage.list('')).toHaveLength(keys)
			expect(readdirSync(tmpDir)).toEqual([])
			// Not asked: stored again (forms of other kinds, scripts).
			expect((await post('kind=banner', 'copy.png')).status).toBe(201)
		})

		test('the same bytes sent three times at once (copies picked together) are stored once', async () => {
			const jpeg = await makePhoto(640, 480, 'jpeg')
			const answers = await Promise.all(
				['a.jpg', 'b.jpg', 'c.jpg'].map((name) =>
					fetch(`${server.url}/admin/api/upload?kind=library&duplicates=ask`, {
						method: 'POST',
						headers: { 'X-File-Name': name },
						body: new Uint8Array(jpeg),
					}),
				),
			)
			expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
			await Promise.allSettled(server.handled)
			expect(await listMedia(t.db)).toHaveLength(1)
			expect(readdirSync(tmpDir)).toEqual([])
		})

		test('replace=<id> without the library service, or a nonsense id: 400, nothing read', async () => {
			const png = await makePhoto(100, 100, 'png')
			for (const query of ['replace=abc', 'replace=../x&kind=banner']) {
				const response = await fetch(`${server.url}/admin/api/upload?${query}`, {
					method: 'POST',
					body: new Uint8Array(png),
				})
				expect(response.status, query).toBe(400)
			}
			await expectNothingLeft()
		})

		test('one byte over the limit: 413 with a clear message, nothing read or kept', async () => {
			const png = await makePhoto(300, 200, 'png')
			maxBytes = png.length - 1
			const response = await upload(png, 'banner')
			expect(response.status).toBe(413)
			expect(await response.json()).toEqual({
				ok: false,
				code: 'too-large',
				message: expect.stringMatching(/^Images may be at most /),
			})
			await expectNothingLeft()

			// Exactly at the limit is fine.
			maxBytes = png.length
			expect((await upload(png, 'banner')).status).toBe(201)
		})

		test('HTML, PHP and ELF named .png, SVG outside logos, and SVG with entities: 415', async () => {
			for (const [kind, bytes] of [
				['banner', HOSTILE_FILES.html],
				['client-logo', HOSTILE_FILES.html],
				['project', HOSTILE_FILES.php],
				['logo', HOSTILE_FILES.php],
				['product', HOSTILE_FILES.elf],
				['banner', HOSTILE_FILES.svgWithScript],
				// Entities of its own (XXE, billion laughs): refused even where logos go.
				['client-logo', HOSTILE_FILES.svgWithEntity],
			] as const) {
				const response = await upload(bytes, kind, 'innocent.png')
				expect(response.status, kind).toBe(415)
				expect(((await response.json()) as { message: string }).message).toMatch(
					/^Uploads accept image files only/,
				)
			}
			await expectNothingLeft()
		})

		test('an SVG logo is accepted, sanitised', async () => {
			const response = await upload(
				HOSTILE_FILES.svgWithScript,
				'client-logo',
				'acme.svg',
			)
			expect(response.status).toBe(201)
			const [key] = await s.storage.list('')
			expect(key).toMatch(/^clients\/[\w-]+\/original\.svg$/)
		})

		test('an SVG too large to clean: 422 with what to do, nothing kept', async () => {
			const shapes = '<rect width="1" height="1"/>'.repeat(18_000)
			const response = await upload(
				Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${shapes}</svg>`),
				'client-logo',
				'detailed.svg',
			)
			expect(response.status).toBe(422)
			expect(((await response.json()) as { message: string }).message).toBe(
				'SVG images may have at most 2,000 elements and 1 MB: export a simpler one, or a PNG.',
			)
			await expectNothingLeft()
		})

		test('a pixel bomb: 422, nothing kept', async () => {
			const response = await upload(makePngBomb(), 'banner', 'bomb.png')
			expect(response.status).toBe(422)
			expect(((await response.json()) as { message: string }).message).toBe(
				'Images may be at most 40 megapixels.',
			)
			await expectNothingLeft()
		})

		test('hostile names never become paths', async () => {
			const png = await makePhoto(120, 80, 'png')
			for (const name of [
				'../../site.db',
				'<img onerror>.png',
				'/etc/passwd',
				'a\\..\\b.png',
			]) {
				const response = await upload(png, 'testimonial', name)
				expect(response.status, name).toBe(201)
			}
			for (const key of await s.storage.list(''))
				expect(key).toMatch(/^testimonials\/[\w-]+\/(original\.png|\d+\.(avif|webp))$/)
			expect((await listMedia(t.db)).map((media) => media.originalName).sort()).toEqual(
				['_img onerror_.png', 'b.png', 'passwd', 'site.db'].sort(),
			)
		})

		test('an upload aborted half-way leaves no temporary file, row or object', async () => {
			const png = await makePhoto(900, 600, 'png')
			const socket = connect(server.port, '127.0.0.1')
			await new Promise<void>((resolve) => socket.once('connect', resolve))
			socket.write(
				[
					'POST /admin/api/upload?kind=banner HTTP/1.1',
					'Host: 127.0.0.1',
					'Content-Type: image/png',
					`Content-Length: ${png.length}`,
					'',
					'',
				].join('\r\n'),
			)
			socket.write(png.subarray(0, png.length / 2))
			// Once the server is writing the temporary file, hang up.
			await expect.poll(() => readdirSync(tmpDir), { timeout: 10_000 }).toHaveLength(1)
			socket.destroy()
			await new Promise((resolve) => setTimeout(resolve, 50))
			const responses = await Promise.all(server.handled)
			expect(responses.map((response) => response.status)).toEqual([400])
			await expectNothingLeft()
		})

		test('a client that hangs up while the variants are made leaves nothing either', async () => {
			const png = await makePhoto(1600, 900, 'png')
			const socket = connect(server.port, '127.0.0.1')
			await new Promise<void>((resolve) => socket.once('connect', resolve))
			socket.write(
				`POST /admin/api/upload?kind=project HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${png.length}\r\n\r\n`,
			)
			socket.end(png)
			// The whole body is in; hang up before the answer (variants take a while).
			await new Promise((resolve) => setTimeout(resolve, 30))
			socket.destroy()
			const responses = await Promise.all(server.handled)
			expect(responses.map((response) => response.status)).toEqual([400])
			await expectNothingLeft()
		})

		test('without a length, or for an unknown kind: refused before reading', async () => {
			const png = await makePhoto(100, 100, 'png')
			const unknown = await upload(png, 'avatar')
			expect(unknown.status).toBe(400)
			const chunked = await fetch(`${server.url}/admin/api/upload?kind=banner`, {
				method: 'POST',
				body: new Blob([new Uint8Array(png)]).stream(),
				duplex: 'half',
			} as RequestInit)
			expect(chunked.status).toBe(411)
			const empty = await upload(Buffer.alloc(0), 'banner')
			expect(empty.status).toBe(400)
			await expectNothingLeft()
		})
	})
})

describe('receiveUpload', () => {
	let tmpDir = ''
	beforeEach(() => {
		tmpDir = mkdtempSync(path.join(tmpdir(), 'aster-receive-test-'))
	})
	afterEach(() => rmSync(tmpDir, { recursive: true, force: true }))

	function streamOf(chunks: Uint8Array[], failAfter?: number) {
		let index = 0
		return new ReadableStream<Uint8Array>({
			pull(controller) {
				if (failAfter !== undefined && index === failAfter) {
					controller.error(new Error('connection reset'))
					return
				}
				const chunk = chunks[index++]
				if (chunk) controller.enqueue(chunk)
				else controller.close()
			},
		})
	}

	const chunks = (count: number, size: number) =>
		Array.from({ length: count }, () => new Uint8Array(size).fill(7))

	test('streams to a file in chunks and counts the bytes', async () => {
		const received = await receiveUpload(streamOf(chunks(10, 1000)), {
			maxBytes: 10_000,
			tmpDir,
		})
		expect(received.bytes).toBe(10_000)
		expect(readdirSync(tmpDir)).toHaveLength(1)
		await received.cleanup()
		expect(readdirSync(tmpDir)).toEqual([])
	})

	test('stops at one byte over the limit even without a declared length', async () => {
		const error = await receiveUpload(
			streamOf([...chunks(10, 1000), new Uint8Array(1)]),
			{
				maxBytes: 10_000,
				tmpDir,
			},
		).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(MediaError)
		expect(error).toMatchObject({ status: 413 })
		expect(readdirSync(tmpDir)).toEqual([])
	})

	test('a stream that fails, ends short, or is aborted leaves nothing', async () => {
		const failing = receiveUpload(streamOf(chunks(10, 1000), 5), {
			maxBytes: 1e6,
			tmpDir,
		})
		await expect(failing).rejects.toMatchObject({ code: 'aborted' })
		const short = receiveUpload(streamOf(chunks(5, 1000)), {
			maxBytes: 1e6,
			expectedBytes: 10_000,
			tmpDir,
		})
		await expect(short).rejects.toMatchObject({ code: 'aborted' })
		const controller = new AbortController()
		const never = new ReadableStream<Uint8Array>({
			start(c) {
				c.enqueue(new Uint8Array(10))
			},
		})
		const aborted = receiveUpload(never, {
			maxBytes: 1e6,
			signal: controller.signal,
			tmpDir,
		})
		setTimeout(() => controller.abort(), 20)
		await expect(aborted).rejects.toMatchObject({ code: 'aborted' })
		expect(readdirSync(tmpDir)).toEqual([])
	})
})

describe('sweepAbandonedUploads', () => {
	test('removes the temp folders a killed process left, and only those', async () => {
		const root = mkdtempSync(path.join(tmpdir(), 'aster-upload-sweep-'))
		try {
			const hourAgo = new Date(Date.now() - 61 * 60_000)
			const left = path.join(root, 'upload-left')
			mkdirSync(left)
			writeFileSync(path.join(left, 'body'), 'half an image')
			utimesSync(left, hourAgo, hourAgo)
			// Receiving now (another instance may share the folder), and not ours at all.
			mkdirSync(path.join(root, 'upload-live'))
			const foreign = path.join(root, 'something-else')
			mkdirSync(foreign)
			utimesSync(foreign, hourAgo, hourAgo)

			expect(await sweepAbandonedUploads({ tmpDir: root })).toBe(1)
			expect(readdirSync(root).sort()).toEqual(['something-else', 'upload-live'])
			// Nothing there at all is no error.
			expect(await sweepAbandonedUploads({ tmpDir: path.join(root, 'missing') })).toBe(0)
		} finally {
			rmSync(root, { recursive: true, force: true })
		}
	})
})
