// A small gzip-compressed tar (ustar) writer and reader: enough for backup archives of
// regular files, readable by any `tar -xzf`. Entries are held in memory one at a time.
import { createReadStream, createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

const BLOCK = 512

export interface TarEntry {
	name: string
	data: Buffer
}

function writeString(header: Buffer, value: string, offset: number, length: number) {
	const bytes = Buffer.from(value, 'utf8')
	if (bytes.length > length) throw new Error(`Tar field too long: ${value}`)
	bytes.copy(header, offset)
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
	writeString(header, value.toString(8).padStart(length - 1, '0'), offset, length - 1)
}

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes). */
function splitName(name: string): { prefix: string; name: string } {
	if (Buffer.byteLength(name) <= 100) return { prefix: '', name }
	for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
		const prefix = name.slice(0, i)
		const rest = name.slice(i + 1)
		if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100)
			return { prefix, name: rest }
	}
	throw new Error(`Path too long for a tar archive: ${name}`)
}

function checksum(header: Buffer): number {
	let sum = 0
	for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!
	return sum
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
	const header = Buffer.alloc(BLOCK)
	const parts = splitName(name)
	writeString(header, parts.name, 0, 100)
	writeOctal(header, 0o644, 100, 8)
	writeOctal(header, 0, 108, 8)
	writeOctal(header, 0, 116, 8)
	writeOctal(header, size, 124, 12)
	writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12)
	header[156] = 0x30 // '0': a regular file
	writeString(header, 'ustar\0', 257, 6)
	writeString(header, '00', 263, 2)
	writeString(header, parts.prefix, 345, 155)
	writeString(header, checksum(header).toString(8).padStart(6, '0') + '\0 ', 148, 8)
	return header
}

function padding(size: number): Buffer {
	const rest = size % BLOCK
	return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest)
}

/**
 * Writes the entries `source` yields to `file` as a .tar.gz. The caller writes to a
 * temporary name and renames it, so a failed run leaves no half archive behind.
 */
export async function writeTarGz(
	file: string,
	source: AsyncIterable<TarEntry>,
	mtime = new Date(),
): Promise<void> {
	async function* blocks() {
		for await (const entry of source) {
			yield tarHeader(entry.name, entry.data.length, mtime)
			yield entry.data
			yield padding(entry.data.length)
		}
		yield Buffer.alloc(BLOCK * 2)
	}
	await pipeline(
		Readable.from(blocks()),
		createGzip({ level: 6 }),
		createWriteStream(file),
	)
}

export class DamagedArchiveError extends Error {}

/** Reads exactly `n` bytes from a stream of chunks; null at a clean end. */
class ByteReader {
	#iterator: AsyncIterator<Buffer>
	#buffered: Buffer[] = []
	#length = 0

	constructor(stream: AsyncIterable<Buffer>) {
		this.#iterator = stream[Symbol.asyncIterator]()
	}

	async read(n: number): Promise<Buffer | null> {
		while (this.#length < n) {
			const next = await this.#iterator.next()
			if (next.done) {
				if (this.#length === 0) return null
				throw new DamagedArchiveError('The archive ends in the middle of a file')
			}
			this.#buffered.push(next.value)
			this.#length += next.value.length
		}
		const all = Buffer.concat(this.#buffered)
		const out = all.subarray(0, n)
		const rest = all.subarray(n)
		this.#buffered = rest.length > 0 ? [rest] : []
		this.#length = rest.length
		return out
	}
}

function readString(header: Buffer, offset: number, length: number): string {
	const field = header.subarray(offset, offset + length)
	const end = field.indexOf(0)
	return field.subarray(0, end === -1 ? length : end).toString('utf8')
}

function readOctal(header: Buffer, offset: number, length: number): number {
	const text = readString(header, offset, length).trim()
	if (!/^[0-7]*$/.test(text)) throw new DamagedArchiveError('A tar header is damaged')
	return text === '' ? 0 : parseInt(text, 8)
}

/**
 * The regular files of a .tar.gz, in order. Throws DamagedArchiveError when the gzip
 * stream, a header checksum or the layout is wrong.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
	const gunzip = createGunzip()
	const input = createReadStream(file)
	input.on('error', (error) => gunzip.destroy(error))
	input.pipe(gunzip)
	const reader = new ByteReader(gunzip)
	try {
		for (;;) {
			const header = await reader.read(BLOCK)
			if (!header || header.every((byte) => byte === 0)) break
			if (readOctal(header, 148, 8) !== checksum(header))
				throw new DamagedArchiveError('A tar header checksum does not match')
			const size = readOctal(header, 124, 12)
			const prefix = readString(header, 345, 155)
			const base = readString(header, 0, 100)
			const name = prefix ? `${prefix}/${base}` : base
			const type = String.fromCharCode(header[156] ?? 0)
			const data = size > 0 ? await reader.read(size) : Buffer.alloc(0)
			if (!data) throw new DamagedArchiveError('The archive ends in the middle of a file')
			const pad = padding(size).length
			if (pad > 0) await reader.read(pad)
			if (type === '0' || type === '\0') yield { name, data }
		}
		// Read to the end, so gzip checks its trailer (CRC and length).
		while ((await reader.read(BLOCK)) !== null) {
			/* trailing zero blocks */
		}
	} catch (error) {
		if (error instanceof DamagedArchiveError) throw error
		const code = (error as { code?: unknown } | null)?.code
		if (typeof code === 'string' && code.startsWith('Z_'))
			throw new DamagedArchiveError(
				`The archive is damaged (${(error as Error).message})`,
			)
		throw error
	} finally {
		input.destroy()
		gunzip.destroy()
	}
}
