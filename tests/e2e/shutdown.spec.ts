// SIGTERM with requests in flight (issue 8): a slow upload still arriving, a contact post
// whose body is still arriving, a page render and an idle keep-alive connection. Every
// request either completes with its answer, or (an upload that stops arriving) is cut at
// the deadline and leaves nothing behind: no media row, no stored file, no temporary
// file. The process exits 0 within 10 s. (server.spec.ts covers a slow download and
// refusing new connections.) No browser is involved.
import http from 'node:http'
import net from 'node:net'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { expect, test } from './fixtures.ts'
import { pngBytes, RestartableServer, signUpOwner, sleep } from './fault-helpers.ts'

interface Outcome {
	status?: number
	body?: string
	error?: string
	headers?: http.IncomingHttpHeaders
	/** When the answer (or the error) came, in ms since SIGTERM. */
	at?: number
}

let signalledAt = 0
const sinceSignal = () => Date.now() - signalledAt

/**
 * A request whose body is written in `chunks.length` pieces, `gapMs` apart, over its own
 * keep-alive connection; `holdAfter` pieces are sent and the rest wait for `release`.
 */
function trickle(
	server: RestartableServer,
	options: {
		path: string
		headers: Record<string, string>
		chunks: Buffer[]
		gapMs: number
		/** Write nothing after this many chunks until `release()` (never, if not called). */
		holdAfter?: number
	},
) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	const size = options.chunks.reduce((sum, chunk) => sum + chunk.length, 0)
	let socketClosed = false
	const outcome = new Promise<Outcome>((resolve) => {
		const request = http.request({
			host: '127.0.0.1',
			port: server.port,
			method: 'POST',
			path: options.path,
			agent,
			headers: { ...options.headers, 'Content-Length': String(size) },
		})
		request.on('socket', (socket) => socket.once('close', () => (socketClosed = true)))
		request.on('response', (response) => {
			let body = ''
			response.setEncoding('utf8')
			response.on('data', (chunk: string) => (body += chunk))
			response.on('end', () =>
				resolve({
					status: response.statusCode,
					body,
					headers: response.headers,
					at: sinceSignal(),
				}),
			)
			response.on('error', (error) =>
				resolve({ error: error.message, at: sinceSignal() }),
			)
		})
		request.on('error', (error) => resolve({ error: error.message, at: sinceSignal() }))
		request.flushHeaders()
		void (async () => {
			for (const [index, chunk] of options.chunks.entries()) {
				if (options.holdAfter !== undefined && index === options.holdAfter) await released
				if (request.destroyed) return
				request.write(chunk)
				await sleep(options.gapMs)
			}
			request.end()
		})()
	})
	return {
		outcome,
		release: () => release(),
		socketClosed: () => socketClosed,
		destroy: () => agent.destroy(),
	}
}

function split(bytes: Buffer, pieces: number): Buffer[] {
	const size = Math.ceil(bytes.length / pieces)
	return Array.from({ length: pieces }, (_, i) =>
		bytes.subarray(i * size, (i + 1) * size),
	)
}

/** Media files under the uploads folder's `folder`, as `<mediaId>/<file>`. */
function storedFiles(server: RestartableServer, folder: string): string[] {
	const root = path.join(server.dataDir, 'uploads', folder)
	try {
		return readdirSync(root, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
	} catch {
		return []
	}
}

function readMedia(server: RestartableServer) {
	const db = new DatabaseSync(server.sqliteFile, { readOnly: true, timeout: 5_000 })
	try {
		return db
			.prepare("select id, path, variants from media where path like 'banners/%'")
			.all()
			.map((row) => ({
				id: String(row.id),
				path: String(row.path),
				variants: (JSON.parse(String(row.variants)) as { path: string }[]).map(
					(variant) => variant.path,
				),
			}))
	} finally {
		db.close()
	}
}

test.describe('SIGTERM', () => {
	let server: RestartableServer
	let cookie: string
	let png: Buffer
	test.beforeEach(async () => {
		server = await RestartableServer.create({
			CONTACT_MIN_FILL_SECONDS: '0',
			LOG_LEVEL: 'info',
		})
		await server.start()
		cookie = await signUpOwner(server.url)
		png = await pngBytes(1200, 600, '#4d92ce')
	})
	test.afterEach(async () => {
		await server?.cleanup()
	})

	const uploadHeaders = () => ({
		'Content-Type': 'image/png',
		'X-File-Name': 'slow.png',
		Origin: server.url,
		Cookie: cookie,
	})

	test('requests in flight finish, a slow upload among them, and the process exits 0 at once', async () => {
		// An idle keep-alive connection: it must not hold the shutdown up.
		const idleAgent = new http.Agent({ keepAlive: true })
		const idleSocketClosed = new Promise<number>((resolve) => {
			http
				.get(
					{ host: '127.0.0.1', port: server.port, path: '/healthz', agent: idleAgent },
					(r) => {
						r.resume()
						r.socket.once('close', () => resolve(sinceSignal()))
					},
				)
				.end()
		})
		// ~2 s of upload: 20 pieces, 100 ms apart; the signal comes after the fifth.
		const upload = trickle(server, {
			path: '/admin/api/upload?kind=banner',
			headers: uploadHeaders(),
			chunks: split(png, 20),
			gapMs: 100,
		})
		const contactBody = Buffer.from(
			JSON.stringify({
				name: 'In flight',
				email: 'in-flight@example.com',
				message: 'Sent while the server was stopping.',
			}),
		)
		const contact = trickle(server, {
			path: '/api/contact',
			headers: { 'Content-Type': 'application/json' },
			chunks: split(contactBody, 2),
			gapMs: 0,
			holdAfter: 1,
		})
		// A page request whose headers are still arriving when the signal comes.
		const page = net.connect(server.port, '127.0.0.1')
		let pageResponse = ''
		page.setEncoding('utf8')
		page.on('data', (chunk: string) => (pageResponse += chunk))
		const pageClosed = new Promise<number>((resolve) =>
			page.once('close', () => resolve(sinceSignal())),
		)
		page.write(`GET /portfolio HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`)
		await sleep(500)
		signalledAt = Date.now()
		server.child.kill('SIGTERM')
		// The rest of the contact post and of the page request arrive after the signal.
		await sleep(200)
		contact.release()
		page.write('Connection: keep-alive\r\n\r\n')

		const [uploaded, contacted, pageClosedAfter] = await Promise.all([
			upload.outcome,
			contact.outcome,
			pageClosed,
		])
		const exitCode = await server.exited
		const exitedAfter = sinceSignal()
		const idleClosedAfter = await idleSocketClosed
		idleAgent.destroy()
		upload.destroy()
		contact.destroy()
		const timings = {
			idleConnectionClosedMs: idleClosedAfter,
			pageConnectionClosedMs: pageClosedAfter,
			uploadAnsweredMs: uploaded.at,
			contactAnsweredMs: contacted.at,
			exitedMs: exitedAfter,
		}
		console.log(`SIGTERM with requests in flight: ${JSON.stringify(timings)}`)
		test
			.info()
			.annotations.push({ type: 'shutdown', description: JSON.stringify(timings) })

		expect(uploaded.error, 'upload').toBeUndefined()
		expect(uploaded.status, uploaded.body).toBe(201)
		const image = (JSON.parse(uploaded.body ?? '{}') as { image: { mediaId: string } })
			.image
		expect(contacted.status, contacted.body).toBe(200)
		expect(JSON.parse(contacted.body ?? '{}')).toMatchObject({ ok: true })
		// The page was rendered in full, and its kept-alive connection closed after it.
		expect(pageResponse).toMatch(/^HTTP\/1\.1 200 /)
		expect(pageResponse.toLowerCase()).toContain('connection: close')
		expect(pageResponse).toContain('</html>')
		// Answered during shutdown, then the connection was closed, not kept alive.
		expect(upload.socketClosed()).toBe(true)
		expect(contact.socketClosed()).toBe(true)
		expect(exitCode).toBe(0)
		expect(exitedAfter).toBeLessThan(10_000)
		// Nothing in flight was waiting: no keep-alive connection held the exit back.
		expect(exitedAfter - (uploaded.at ?? 0)).toBeLessThan(2_000)
		expect(idleClosedAfter).toBeLessThan(1_000)
		expect(server.output()).toContain('stopped')

		// What was answered is stored, whole.
		const media = readMedia(server)
		expect(media.map((row) => row.id)).toEqual([image.mediaId])
		const files = storedFiles(server, 'banners')
		const row = media[0]!
		expect(files.sort()).toEqual(
			[row.path, ...row.variants].map((key) => key.replace(/^banners\//, '')).sort(),
		)
		const db = new DatabaseSync(server.sqliteFile, { readOnly: true, timeout: 5_000 })
		try {
			expect(
				db
					.prepare("select count(*) as n from contact_messages where name = 'In flight'")
					.get(),
			).toEqual({ n: 1 })
		} finally {
			db.close()
		}
		expect(readdirSync(path.join(server.dataDir, 'upload-tmp'))).toEqual([])
	})

	test('an upload that stops arriving is cut at the deadline and leaves nothing behind; exit 0 within 10 s', async () => {
		// Half the file, then silence: the client never finishes.
		const stalled = trickle(server, {
			path: '/admin/api/upload?kind=banner',
			headers: uploadHeaders(),
			chunks: split(png, 10),
			gapMs: 50,
			holdAfter: 5,
		})
		await sleep(600)
		signalledAt = Date.now()
		server.child.kill('SIGTERM')
		const outcome = await stalled.outcome
		const exitCode = await server.exited
		const exitedAfter = sinceSignal()
		stalled.destroy()
		console.log(
			`SIGTERM with a stalled upload: ${JSON.stringify({ cutMs: outcome.at, exitedMs: exitedAfter })}`,
		)

		expect(outcome.status, 'no answer: the connection is cut').toBeUndefined()
		expect(outcome.error).toBeTruthy()
		expect(outcome.at).toBeGreaterThan(8_000)
		expect(exitCode).toBe(0)
		expect(exitedAfter).toBeLessThan(10_000)
		expect(server.output()).toContain('forcing remaining connections closed')
		expect(readMedia(server)).toEqual([])
		expect(storedFiles(server, 'banners')).toEqual([])
		expect(readdirSync(path.join(server.dataDir, 'upload-tmp'))).toEqual([])
	})
})
