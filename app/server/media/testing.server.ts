// Storage for tests: the same suite runs against a local folder and against an
// S3-compatible server (s3rver) started on a random loopback port with its own folder.
//
//   describeEachStorage('pipeline', (s) => {
//     test('stores variants', async () => {
//       await s.storage.put(…)
//     })
//   })
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import type { Server as HttpServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest'

import { mediaUrl } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { createMedia } from '#app/server/models/media.server.ts'

import { LocalStorage } from './local-storage.server.ts'
import { S3Storage } from './s3-storage.server.ts'
import type { Storage } from './storage.server.ts'

/**
 * An upload of `name` into `folder` as the pipeline leaves it: its file in `storage` and
 * its media row (a 64×48 PNG, id `m-` and the name's letters); the image as a form posts
 * it back, whose name the browser may have made up.
 */
export async function storeTestUpload(
	db: DB,
	storage: Storage,
	folder: string,
	name: string,
): Promise<ImageRef & { mediaId: string }> {
	const id = `m-${name.replace(/\W/g, '')}`
	const key = `${folder}/${id}/original.png`
	await storage.put(key, Buffer.from('png'), 'image/png')
	await createMedia(db, {
		id,
		path: key,
		originalName: name,
		contentType: 'image/png',
		width: 64,
		height: 48,
		bytes: 3,
	})
	return { url: mediaUrl(key), name: 'whatever the form says', mediaId: id }
}

export type TestStorageKind = 'local' | 's3'

export interface TestStorage {
	readonly kind: TestStorageKind
	/** The running test's storage, empty when the test starts. */
	readonly storage: Storage
}

interface S3rverInstance {
	run(): Promise<{ address: string; port: number }>
	close(): Promise<void>
	httpServer?: HttpServer
}
type S3rverConstructor = new (options: {
	port: number
	address: string
	directory: string
	silent: boolean
	configureBuckets: Array<{ name: string }>
}) => S3rverInstance

export const TEST_BUCKET = 'media-test'

/**
 * An s3rver on a random loopback port, with a bucket, and an S3Storage for it. `kill`
 * stops the server and keeps its files; `restart` brings it back on the same port with
 * them (an object store that died and came back).
 */
export async function startS3Server(): Promise<{
	storage: S3Storage
	endpoint: string
	kill: () => Promise<void>
	restart: () => Promise<void>
	stop: () => Promise<void>
}> {
	const directory = mkdtempSync(path.join(tmpdir(), 'aster-s3rver-'))
	// s3rver ships no types and no ESM entry.
	const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor
	const open = (port: number) =>
		new S3rver({
			port,
			address: '127.0.0.1',
			directory,
			silent: true,
			configureBuckets: [{ name: TEST_BUCKET }],
		})
	let server: S3rverInstance | null = open(0)
	const { port } = await server.run()
	const endpoint = `http://127.0.0.1:${port}`
	const storage = new S3Storage({
		bucket: TEST_BUCKET,
		region: 'us-east-1',
		endpoint,
		forcePathStyle: true,
		credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
	})
	const kill = async () => {
		const running = server
		server = null
		if (!running) return
		const closed = running.close()
		// At once, as a crash would: requests in flight and idle keep-alive sockets too.
		running.httpServer?.closeAllConnections()
		await closed
	}
	return {
		storage,
		endpoint,
		kill,
		restart: async () => {
			await kill()
			server = open(port)
			await server.run()
		},
		stop: async () => {
			await storage.close()
			await kill()
			rmSync(directory, { recursive: true, force: true })
		},
	}
}

/**
 * A storage on a disk that fills up: the first `freePuts` writes go to `inner`, every later
 * one is written to /dev/full, so it fails with the kernel's own ENOSPC.
 */
export class FillingStorage implements Storage {
	readonly kind: string
	readonly inner: Storage
	readonly freePuts: number
	puts = 0
	constructor(inner: Storage, freePuts: number) {
		this.inner = inner
		this.freePuts = freePuts
		this.kind = inner.kind
	}
	async put(key: string, data: Buffer, contentType: string): Promise<void> {
		if (this.puts++ < this.freePuts) return this.inner.put(key, data, contentType)
		await writeFile('/dev/full', data)
	}
	get(key: string) {
		return this.inner.get(key)
	}
	stat(key: string) {
		return this.inner.stat(key)
	}
	delete(keys: readonly string[]) {
		return this.inner.delete(keys)
	}
	list(prefix: string) {
		return this.inner.list(prefix)
	}
}

/** Registers hooks giving each test an empty storage of `kind`. */
export function useTestStorage(kind: TestStorageKind): TestStorage {
	let current: Storage | undefined
	const handle: TestStorage = {
		kind,
		get storage() {
			if (!current) throw new Error('The test storage exists only while a test runs')
			return current
		},
	}
	if (kind === 'local') {
		let root: string | undefined
		beforeEach(() => {
			root = mkdtempSync(path.join(tmpdir(), 'aster-media-test-'))
			current = new LocalStorage(root)
		})
		afterEach(() => {
			current = undefined
			if (root) rmSync(root, { recursive: true, force: true })
		})
		return handle
	}
	let server: Awaited<ReturnType<typeof startS3Server>> | undefined
	beforeAll(async () => {
		server = await startS3Server()
	})
	beforeEach(async () => {
		if (!server) throw new Error('s3rver did not start')
		const leftovers = await server.storage.list('')
		await server.storage.delete(leftovers)
		current = server.storage
	})
	afterEach(() => {
		current = undefined
	})
	afterAll(async () => {
		await server?.stop()
	})
	return handle
}

/** Declares `name` once per storage: a local folder and an S3-compatible server. */
export function describeEachStorage(name: string, fn: (s: TestStorage) => void): void {
	for (const kind of ['local', 's3'] as const) {
		describe(`${name} [${kind} storage]`, () => {
			fn(useTestStorage(kind))
		})
	}
}

// ---------------------------------------------------------------------------------------
// Images made on the spot, and hostile files

/** A photo-like image (gradients and noise, so encoders have work to do). */
export async function makePhoto(
	width: number,
	height: number,
	format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg',
): Promise<Buffer> {
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
		<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
			<stop offset="0" stop-color="#4D92CE"/><stop offset="1" stop-color="#F2A541"/>
		</linearGradient></defs>
		<rect width="100%" height="100%" fill="url(#a)"/>
		<circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#2D2D75"/>
		<text x="10" y="${height - 20}" font-size="${Math.max(12, height / 10)}" fill="white">Aster</text>
	</svg>`
	return sharp(Buffer.from(svg)).toFormat(format).toBuffer()
}

/** A JPEG stored sideways with EXIF orientation 6, a camera's GPS position and an ICC profile. */
export async function makeRotatedJpegWithMetadata(width: number, height: number) {
	const photo = await makePhoto(width, height, 'png')
	return sharp(photo)
		.withExif({
			IFD0: { Copyright: 'Secret Owner', Make: 'Camera', Orientation: '6' },
			IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
		})
		.withIccProfile('p3')
		.withMetadata({ orientation: 6 })
		.jpeg({ quality: 90 })
		.toBuffer()
}

/** A PNG with real transparency (a round logo on nothing). */
export async function makeTransparentPng(width: number, height: number): Promise<Buffer> {
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
		<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#2D2D75"/>
	</svg>`
	return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * A decompression bomb: a valid ~50 kB PNG declaring `side`×`side` pixels (1-bit grey, all
 * zero), which would need gigabytes once decoded. `undecodable`: the same header over pixel
 * data that is not deflate at all, so only a check of the header can name its size.
 */
export function makePngBomb(side = 20_000, { undecodable = false } = {}): Buffer {
	const chunk = (type: string, data: Buffer) => {
		const length = Buffer.alloc(4)
		length.writeUInt32BE(data.length)
		const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
		const crc = Buffer.alloc(4)
		crc.writeUInt32BE(crc32(body))
		return Buffer.concat([length, body, crc])
	}
	const header = Buffer.alloc(13)
	header.writeUInt32BE(side, 0)
	header.writeUInt32BE(side, 4)
	header[8] = 1 // bit depth
	header[9] = 0 // greyscale
	const rowBytes = 1 + Math.ceil(side / 8)
	const pixels = undecodable
		? Buffer.from('these bytes are not deflate data')
		: deflateSync(Buffer.alloc(rowBytes * side), { level: 9 })
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', pixels),
		chunk('IEND', Buffer.alloc(0)),
	])
}

/** Files that pretend to be images. */
export const HOSTILE_FILES = {
	html: Buffer.from(
		'<!doctype html><html><body><script>fetch("/admin").then(r=>r.text()).then(alert)</script><img src=x onerror=alert(1)></body></html>',
	),
	php: Buffer.from("<?php system($_GET['cmd']); ?>\n"),
	elf: Buffer.concat([
		Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
		Buffer.alloc(56),
	]),
	svgWithScript: Buffer.from(
		`<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="80" onload="alert(1)">
	<script>alert(document.domain)</script>
	<foreignObject width="200" height="80"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
	<image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>
	<rect width="200" height="80" fill="#2D2D75" onmouseover="alert(2)"/>
	<text x="10" y="50" fill="white">Logo</text>
</svg>`,
	),
	/** A logo whose DTD declares an external entity (XXE). */
	svgWithEntity: Buffer.from(
		`<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><text>&xxe;</text></svg>`,
	),
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
	return c >>> 0
})

function crc32(data: Buffer): number {
	let crc = 0xffffffff
	for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
	return (crc ^ 0xffffffff) >>> 0
}
