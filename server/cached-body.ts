// A stored page's body in its three encodings, with the contact forms' signed time stamped
// afresh into every copy sent (the stamp: app/lib/contact.ts, FORM_STAMP_ATTRIBUTE).
//
// The stamp sits at the end of the document, so the body is kept as a prefix, compressed
// once with brotli and gzip and flushed to a byte boundary, and a short tail holding the
// stamp. Each response appends the tail with its own time as an uncompressed block (RFC 7932
// §9.2 for brotli, RFC 1951 §3.2.4 for deflate) and ends the stream; gzip's trailer takes the
// CRC-32 of the whole body, continued from the prefix's. A body without a stamp is
// compressed whole.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

export interface CachedBody {
	/** Bytes kept in memory, all three encodings counted. */
	size: number
	/** A validator of the body's content, the stamp left out. */
	etag: string
	/** Whether each copy sent carries a time of its own. */
	stamped: boolean
	/**
	 * The body as sent, in `encoding`, with `stamp` as its signed time: its parts, written
	 * one after another (the stored prefix is never copied).
	 */
	render(encoding: Encoding, stamp: string): Buffer[]
}

/** Up to the stamp's own value, what the cache looks for (`data-form-stamp="…"`). */
export async function cacheBody(
	body: Buffer,
	stampAttribute: string,
): Promise<CachedBody> {
	const marker = Buffer.from(` ${stampAttribute}="`)
	const at = body.indexOf(marker)
	if (at < 0) return wholeBody(body)
	const valueStart = at + marker.length
	const valueEnd = body.indexOf('"', valueStart)
	const token = body.toString('utf8', valueStart, valueEnd)
	const prefix = body.subarray(0, at)
	const tail = body.toString('utf8', at)
	// A stamp of this length or more would not fit one uncompressed block; pages end long before.
	if (!token || Buffer.byteLength(tail) > 60_000) return wholeBody(body)
	const [br, deflated] = await Promise.all([
		flushed(brotliStream(), prefix),
		flushed(deflateStream(), prefix),
	])
	const prefixCrc = zlib.crc32(prefix)
	const gzipPrefix = Buffer.concat([GZIP_HEADER, deflated])
	const etag = digest(Buffer.concat([prefix, Buffer.from(tail.replaceAll(token, ''))]))
	return {
		size: prefix.length + br.length + gzipPrefix.length + tail.length * 2,
		etag,
		stamped: true,
		render(encoding, stamp) {
			const tailBytes = Buffer.from(tail.replaceAll(token, stamp))
			if (encoding === 'identity') return [prefix, tailBytes]
			if (encoding === 'br')
				return [
					br,
					Buffer.concat([metaBlockHeader(tailBytes), tailBytes, BROTLI_LAST_EMPTY]),
				]
			const trailer = Buffer.alloc(8)
			trailer.writeUInt32LE(zlib.crc32(tailBytes, prefixCrc) >>> 0, 0)
			trailer.writeUInt32LE((prefix.length + tailBytes.length) >>> 0, 4)
			return [
				gzipPrefix,
				Buffer.concat([storedBlockHeader(tailBytes), tailBytes, trailer]),
			]
		},
	}
}

const brotliAsync = promisify(zlib.brotliCompress)
const gzipAsync = promisify(zlib.gzip)

async function wholeBody(body: Buffer): Promise<CachedBody> {
	const [br, gzip] = await Promise.all([
		brotliAsync(body, { params: brotliParams(body.length) }),
		gzipAsync(body, { level: 9 }),
	])
	return {
		size: body.length + br.length + gzip.length,
		etag: digest(body),
		stamped: false,
		render: (encoding) => [encoding === 'br' ? br : encoding === 'gzip' ? gzip : body],
	}
}

function digest(bytes: Buffer) {
	return createHash('sha256').update(bytes).digest('base64url').slice(0, 27)
}

function brotliParams(size: number) {
	return {
		[zlib.constants.BROTLI_PARAM_QUALITY]: 11,
		[zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
	}
}

const brotliStream = () => zlib.createBrotliCompress({ params: brotliParams(0) })
const deflateStream = () => zlib.createDeflateRaw({ level: 9 })

/** What a compressor writes for `input` up to a flush: a stream cut at a byte boundary. */
function flushed(
	stream: zlib.BrotliCompress | zlib.DeflateRaw,
	input: Buffer,
): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		stream.on('data', (chunk: Buffer) => chunks.push(chunk))
		stream.on('error', reject)
		stream.write(input)
		const kind =
			stream instanceof zlib.BrotliCompress
				? zlib.constants.BROTLI_OPERATION_FLUSH
				: zlib.constants.Z_SYNC_FLUSH
		stream.flush(kind, () => {
			resolve(Buffer.concat(chunks))
			stream.close()
		})
	})
}

/** gzip's member header: deflate, no flags, no time, unknown system (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** The head of a last deflate block stored as it is: BFINAL=1, BTYPE=00, LEN, NLEN. */
function storedBlockHeader(data: Buffer): Buffer {
	const head = Buffer.alloc(5)
	head[0] = 1
	head.writeUInt16LE(data.length, 1)
	head.writeUInt16LE(~data.length & 0xffff, 3)
	return head
}

/**
 * The head of a brotli meta-block stored as it is: ISLAST=0, MNIBBLES=4, MLEN-1 in 16 bits,
 * ISUNCOMPRESSED=1, padding to the byte (little-endian bits).
 */
function metaBlockHeader(data: Buffer): Buffer {
	const bits = ((data.length - 1) << 3) | (1 << 19)
	return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, bits >> 16])
}

/** The stream's end: ISLAST=1, ISLASTEMPTY=1. */
const BROTLI_LAST_EMPTY = Buffer.from([3])

/** The best encoding the client accepts among ours: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
	if (!acceptEncoding) return 'identity'
	const weights = new Map<string, number>()
	for (const part of acceptEncoding.toLowerCase().split(',')) {
		const [name = '', ...params] = part.trim().split(';')
		const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
		weights.set(name.trim(), q === undefined ? 1 : Number(q))
	}
	const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
	if (weight('br') > 0) return 'br'
	if (weight('gzip') > 0) return 'gzip'
	return 'identity'
}
