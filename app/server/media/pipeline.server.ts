// The media pipeline: bytes in, a media row and an ImageRef out. The type is read from the
// bytes; raster images are auto-rotated, stripped of metadata, re-encoded (the kept
// original) and written as AVIF and WebP at the widths of app/lib/media.ts; SVG logos are
// sanitised. Everything is written to storage before the row, and removed again if any
// step fails, so a failure leaves nothing behind.
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp'

import {
	acceptsSvg,
	MEDIA_FOLDERS,
	renditionBase,
	variantWidths,
	VARIANT_FORMATS,
	VARIANT_WIDTHS,
	type MediaKind,
	type VariantFormat,
} from '#app/lib/media.ts'
import { editedSize, isEdited, type ImageEdit } from '#app/lib/media-edit.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { getDb, type DB } from '#app/server/db/index.server.ts'
import { newId } from '#app/server/models/convert.server.ts'
import {
	createMedia,
	findMediaByContentHash,
	type Media,
	type MediaVariant,
} from '#app/server/models/media.server.ts'
import { getEnv } from '#app/server/env.server.ts'

import { MediaError, mediaErrors } from './errors.server.ts'
import { imageRefOf } from './image-refs.server.ts'
import { getStorage, type Storage } from './storage.server.ts'
import {
	looksLikeSvg,
	sanitizeSvg,
	SVG_MAX_BYTES,
	SVG_MAX_ELEMENTS,
	SvgError,
	SvgTooComplex,
} from './svg.server.ts'

// Temp files are deleted as soon as an upload is processed; libvips must not keep them open.
sharp.cache({ files: 0 })

export interface StoreImageInput {
	/** The image's bytes (the seed, scripts)… */
	buffer?: Buffer
	/** …or a file holding them (uploads, streamed to a temp file)… */
	file?: string
	/** …or a function that makes them, called only when `cache` has no copy (the seed). */
	render?: () => Promise<Buffer>
	/** The name it had on the admin's machine: shown, never used as a path. */
	originalName: string
	kind: MediaKind
	/** Alt text, stored in the library (its row) and carried in the ImageRef. */
	alt?: string
	/** Default: the process-wide database. Not a transaction (files are written at once). */
	db?: DB
	/** Default: the process-wide storage (UPLOADS_DIR or S3). */
	storage?: Storage
	/** Default: UPLOAD_MAX_PIXELS. */
	maxPixels?: number
	/**
	 * 'quick' trades bytes for time (AVIF at effort 0: about a third of the time, ~40 %
	 * more AVIF bytes); for the demo seed, which every new database runs. Default 'standard'.
	 */
	encoding?: Encoding
	/**
	 * Keep what this image encodes to under `dir`, and reuse it when the same `key` comes
	 * again (with the same encoder settings): the demo seed on a second fresh database
	 * copies files instead of encoding them. `key` must identify the bytes exactly.
	 */
	cache?: EncodeCache
	/** Told when the clean-up after a failed store fails too (the objects wait for the sweep). */
	logger?: { error(object: object, message: string): void }
	/**
	 * Stop when the library already holds these bytes (decision 044): checked once the
	 * original is encoded, before any variant is made; throws DuplicateImage with the
	 * image there is. Default false: every image is stored.
	 */
	refuseDuplicates?: boolean
	/** The library's to keep from the start (an upload in the Media tab itself). */
	kept?: boolean
}

/** An upload whose bytes the library already holds: `existing` is that image. */
export class DuplicateImage extends Error {
	override name = 'DuplicateImage'
	readonly existing: Media
	constructor(existing: Media) {
		super('The library already holds this image.')
		this.existing = existing
	}
}

/** The hex SHA-256 of stored bytes: what media.content_hash holds. */
export function contentHashOf(data: Buffer): string {
	return createHash('sha256').update(data).digest('hex')
}

export type Encoding = 'standard' | 'quick'

export interface EncodeCache {
	dir: string
	key: string
}

export interface StoredImage {
	/** The media row: original, variants, placeholder. */
	media: Media
	/** What content stores and <ResponsiveImage> renders. */
	image: ImageRef
}

/** Raster formats accepted, by the extension file-type reports. */
const RASTER = {
	jpg: { sharp: 'jpeg' },
	png: { sharp: 'png' },
	apng: { sharp: 'png' },
	webp: { sharp: 'webp' },
	avif: { sharp: 'heif' },
	gif: { sharp: 'gif' },
} as const
type RasterType = keyof typeof RASTER

const CONTENT_TYPES: Record<string, string> = {
	jpg: 'image/jpeg',
	png: 'image/png',
	webp: 'image/webp',
	avif: 'image/avif',
	svg: 'image/svg+xml',
}

const ENCODER_SETTINGS = {
	// AVIF effort 2: a tenth of the default's time for about 5 % more bytes.
	standard: {
		avif: { quality: 50, effort: 2 },
		webp: { quality: 75, alphaQuality: 90, effort: 4 },
	},
	quick: {
		avif: { quality: 50, effort: 0 },
		webp: { quality: 75, alphaQuality: 90, effort: 4 },
	},
} as const satisfies Record<string, Record<VariantFormat, object>>

function encodeVariant(image: Sharp, format: VariantFormat, encoding: Encoding): Sharp {
	const settings = ENCODER_SETTINGS[encoding]
	return format === 'avif' ? image.avif(settings.avif) : image.webp(settings.webp)
}

/** Images processed at once: each holds a decoded copy (up to ~10 MB) and all cores. */
const limitJobs = createLimiter(2)

/**
 * Stores one image through the pipeline. Throws a MediaError (415 not an accepted
 * image, 422 too many pixels or unreadable, 400 empty) and leaves nothing behind when it
 * refuses or fails.
 */
export async function storeImage(input: StoreImageInput): Promise<StoredImage> {
	return limitJobs(() => store(input))
}

/**
 * Bytes this process is storing now, by content hash, until their row is written: the same
 * file sent twice at once (two copies picked together) is then stored once.
 */
const storing = new Map<string, Promise<void>>()

async function store(input: StoreImageInput): Promise<StoredImage> {
	let release = () => {}
	try {
		return await storeOnce(input, (done) => (release = done))
	} finally {
		release()
	}
}

async function storeOnce(
	input: StoreImageInput,
	holding: (release: () => void) => void,
): Promise<StoredImage> {
	const db = input.db ?? getDb()
	const storage = input.storage ?? getStorage()
	const maxPixels = input.maxPixels ?? getEnv().UPLOAD_MAX_PIXELS
	if (input.file === undefined && input.buffer === undefined && !input.render)
		throw new TypeError('storeImage needs a buffer, a file or a render function')

	const id = newId()
	const name = displayName(input.originalName)
	const encoding = input.encoding ?? 'standard'
	const base = renditionBase(MEDIA_FOLDERS[input.kind], id)
	const checkDuplicate = async (original: Buffer) => {
		if (!input.refuseDuplicates) return
		const hash = contentHashOf(original)
		for (let pending = storing.get(hash); pending; pending = storing.get(hash))
			await pending
		// Held from here (no await in between), before the library is asked.
		let done = () => {}
		storing.set(hash, new Promise<void>((resolve) => (done = resolve)))
		holding(() => {
			storing.delete(hash)
			done()
		})
		const existing = await findMediaByContentHash(db, hash)
		if (existing) throw new DuplicateImage(existing)
	}
	const cached = input.cache ? await readCache(input.cache, encoding) : null
	let encoded: Encoded
	if (cached) {
		encoded = rekey(cached, base)
		await checkDuplicate(encoded.outputs[0]!.data)
	} else {
		const buffer =
			input.file === undefined ? (input.buffer ?? (await input.render!())) : undefined
		if (buffer?.length === 0) throw mediaErrors.empty()
		encoded = await encode(
			{ ...input, buffer },
			base,
			maxPixels,
			encoding,
			checkDuplicate,
		)
		if (input.cache) await writeCache(input.cache, encoding, encoded)
	}
	const outputs = encoded.outputs
	const record = { ...encoded.record, originalName: name }

	const [original, ...variants] = outputs
	if (!original) throw new Error('The pipeline produced no original')
	const contentHash = contentHashOf(original.data)
	// Once more, for another process that stored the same bytes while these were encoded.
	if (input.refuseDuplicates) {
		const existing = await findMediaByContentHash(db, contentHash)
		if (existing) throw new DuplicateImage(existing)
	}
	await putOutputs(storage, outputs, input.logger)
	try {
		const media = await createMedia(db, {
			...record,
			id,
			path: original.key,
			alt: input.alt ?? null,
			contentHash,
			kept: input.kept,
			variants: variants.map(variantOf),
		})
		return { media, image: imageRefOf(media) }
	} catch (error) {
		await removeWritten(storage, outputs, input.logger)
		throw error
	}
}

/** One stored output as the media row lists it. */
export const variantOf = (output: Output): MediaVariant => ({
	path: output.key,
	width: output.width,
	height: output.height,
	format: output.format,
	bytes: output.data.length,
})

type Encoded = {
	outputs: Output[]
	record: Pick<Media, 'contentType' | 'width' | 'height' | 'bytes' | 'placeholder'>
}

/** Told the encoded original before any variant is made; may throw to stop there. */
type OriginalCheck = (original: Buffer) => Promise<void>

async function encode(
	input: Pick<StoreImageInput, 'file' | 'buffer' | 'kind'>,
	base: string,
	maxPixels: number,
	encoding: Encoding,
	onOriginal?: OriginalCheck,
): Promise<Encoded> {
	const source = input.file ?? input.buffer!
	const sniffed = input.file
		? await fileTypeFromFile(input.file)
		: await fileTypeFromBuffer(input.buffer!)
	if (sniffed && sniffed.ext in RASTER) {
		return encodeRaster(source, sniffed.ext as RasterType, base, maxPixels, encoding, {
			onOriginal,
		})
	}
	if ((!sniffed || sniffed.ext === 'xml') && acceptsSvg(input.kind)) {
		const bytes = input.buffer ?? (await readFile(input.file!))
		const encoded = await encodeSvg(bytes, input.kind, base)
		await onOriginal?.(encoded.outputs[0]!.data)
		return encoded
	}
	throw mediaErrors.unsupported(input.kind)
}

/** A replacement's files, under a rendition folder of the image's own, and their facts. */
export interface EncodedFile {
	/** The original first, then its variants. */
	outputs: Output[]
	record: Encoded['record']
	contentHash: string
	/** The turned original's size in pixels (the size a crop is measured in), null for SVG. */
	size: { width: number; height: number } | null
}

/**
 * Encodes a file to take an image's place (a replacement, decision 044): the same checks
 * and limits as an upload of `kind`, its files under `base` (a new rendition folder).
 * Nothing is stored: the caller writes the outputs, then the row.
 */
export async function encodeFile(input: {
	file?: string
	buffer?: Buffer
	kind: MediaKind
	base: string
	maxPixels?: number
}): Promise<EncodedFile> {
	return limitJobs(async () => {
		if (input.buffer?.length === 0) throw mediaErrors.empty()
		const encoded = await encode(
			input,
			input.base,
			input.maxPixels ?? getEnv().UPLOAD_MAX_PIXELS,
			'standard',
		)
		const original = encoded.outputs[0]!
		return {
			...encoded,
			contentHash: contentHashOf(original.data),
			size:
				original.format === 'svg'
					? null
					: { width: original.width, height: original.height },
		}
	})
}

/**
 * The edited image (decision 044): `source` (a stored original, already upright and
 * stripped) turned and cropped as `edit` says, encoded like an upload of it, under `base`
 * (a new rendition folder). Nothing is stored: the caller writes the outputs, then the row.
 */
export async function encodeEdit(input: {
	source: Buffer
	edit: ImageEdit
	base: string
	maxPixels?: number
}): Promise<Encoded> {
	if (!isEdited(input.edit)) throw new TypeError('encodeEdit needs a rotation or a crop')
	return limitJobs(async () => {
		const sniffed = await fileTypeFromBuffer(input.source)
		if (!sniffed || !(sniffed.ext in RASTER))
			throw mediaErrors.unreadable(new Error('only raster images are edited'))
		return encodeRaster(
			input.source,
			sniffed.ext as RasterType,
			input.base,
			input.maxPixels ?? getEnv().UPLOAD_MAX_PIXELS,
			'standard',
			{ edit: input.edit },
		)
	})
}

/** The blurred preview of a stored original (a reset edit shows the original again). */
export async function placeholderOf(source: Buffer): Promise<string | null> {
	const { data, info } = await sharp(source, { limitInputPixels: false })
		.resize(16, 16, { fit: 'inside' })
		.raw()
		.toBuffer({ resolveWithObject: true })
	const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
	if (info.channels === 4 && !(await sharp(data, raw).stats()).isOpaque) return null
	const preview = await sharp(data, raw)
		.removeAlpha()
		.blur(0.6)
		.webp({ quality: 40, effort: 4 })
		.toBuffer()
	return `data:image/webp;base64,${preview.toString('base64')}`
}

/** Writes outputs to the store (four at a time); on a failure removes what it wrote, and throws. */
export async function putOutputs(
	storage: Storage,
	outputs: readonly Output[],
	logger?: StoreImageInput['logger'],
): Promise<void> {
	const written: Output[] = []
	try {
		await forEachLimit(outputs, 4, async (output) => {
			written.push(output)
			await storage.put(output.key, output.data, output.contentType)
		})
	} catch (error) {
		await removeWritten(storage, written, logger)
		throw error
	}
}

/** Removes outputs written for a store that then failed; a failure here is logged, not thrown. */
async function removeWritten(
	storage: Storage,
	outputs: readonly Output[],
	logger?: StoreImageInput['logger'],
): Promise<void> {
	const keys = outputs.map((output) => output.key)
	await storage.delete(keys).catch((cleanup: unknown) =>
		// Not silent: these objects now wait for sweepOrphanedObjects.
		logger?.error(
			{ err: cleanup, keys },
			'removing the objects of a failed upload failed: left to the sweep of stored objects',
		),
	)
}

// The encode cache: <dir>/<sha256 of key and encoder settings>/ holds manifest.json and
// one file per output. Entries are written to a temporary folder and renamed into place,
// so a reader sees a whole entry or none; a damaged or missing entry is a miss.
interface CacheManifest {
	record: Encoded['record']
	files: Array<Omit<Output, 'key' | 'data'> & { file: string; original: boolean }>
}

function cacheEntry(cache: EncodeCache, encoding: Encoding): string {
	const hash = createHash('sha256')
		.update(JSON.stringify([cache.key, ENCODER_SETTINGS[encoding], VARIANT_WIDTHS]))
		.digest('hex')
	return path.join(cache.dir, hash)
}

async function readCache(
	cache: EncodeCache,
	encoding: Encoding,
): Promise<Encoded | null> {
	const entry = cacheEntry(cache, encoding)
	try {
		const manifest = JSON.parse(
			await readFile(path.join(entry, 'manifest.json'), 'utf8'),
		) as CacheManifest
		const outputs = await Promise.all(
			manifest.files.map(async ({ file, original, ...output }) => ({
				...output,
				key: original ? 'original' : 'variant',
				data: await readFile(path.join(entry, file)),
			})),
		)
		return { outputs, record: manifest.record }
	} catch {
		return null
	}
}

/** Cached outputs under this media id's keys (the first output is the original). */
function rekey(encoded: Encoded, base: string): Encoded {
	return {
		record: encoded.record,
		outputs: encoded.outputs.map((output, index) => ({
			...output,
			key:
				index === 0
					? `${base}/original.${output.format}`
					: `${base}/${output.width}.${output.format}`,
		})),
	}
}

async function writeCache(cache: EncodeCache, encoding: Encoding, encoded: Encoded) {
	const entry = cacheEntry(cache, encoding)
	const temporary = `${entry}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
	try {
		await mkdir(temporary, { recursive: true })
		const files = await Promise.all(
			encoded.outputs.map(async ({ key: _key, data, ...output }, index) => {
				const file = `${index}.${output.format}`
				await writeFile(path.join(temporary, file), data)
				return { ...output, file, original: index === 0 }
			}),
		)
		const manifest: CacheManifest = { record: encoded.record, files }
		await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest))
		try {
			await rename(temporary, entry)
		} catch {
			// Someone else's whole entry stays; a damaged one (no manifest) is replaced.
			const whole = await readFile(path.join(entry, 'manifest.json')).then(
				() => true,
				() => false,
			)
			if (whole) return
			await rm(entry, { recursive: true, force: true })
			await rename(temporary, entry)
		}
	} catch {
		// A cache: another process got there first, or the folder is not writable.
	} finally {
		await rm(temporary, { recursive: true, force: true }).catch(() => {})
	}
}

export interface Output {
	key: string
	data: Buffer
	contentType: string
	width: number
	height: number
	format: string
}

async function encodeRaster(
	source: Buffer | string,
	type: RasterType,
	base: string,
	maxPixels: number,
	encoding: Encoding,
	options_: { edit?: ImageEdit; onOriginal?: OriginalCheck } = {},
): Promise<Encoded> {
	const options: SharpOptions = { limitInputPixels: maxPixels, autoOrient: true }
	const { edit, onOriginal } = options_
	// The image as pages will show it: upright, then turned and cropped when edited (one
	// pipeline, in that order: sharp applies rotate before extract as they are called).
	const shaped = () => {
		const image = sharp(source, options)
		if (!edit) return image
		image.rotate(edit.rotation)
		if (edit.crop) image.extract(edit.crop)
		return image
	}
	let meta: Metadata
	try {
		meta = await sharp(source, { limitInputPixels: false }).metadata()
	} catch (error) {
		throw mediaErrors.unreadable(error)
	}
	// Checked on the declared size, before a single pixel is decoded.
	if (meta.width * (meta.pageHeight ?? meta.height) > maxPixels)
		throw mediaErrors.tooManyPixels(maxPixels)
	const expected = RASTER[type].sharp
	if (meta.format !== expected || (type === 'avif' && meta.compression !== 'av1'))
		throw mediaErrors.unreadable(new Error(`${type} bytes decoded as ${meta.format}`))

	try {
		const { width } = edit ? editedSize(meta.autoOrient, edit) : meta.autoOrient
		const widths = variantWidths(width)
		const top = widths.at(-1) ?? width
		// Decoded once, at the largest variant width; every variant starts from these pixels.
		let { data: pixels, info } = await shaped()
			.resize({ width: top, withoutEnlargement: true })
			.raw()
			.toBuffer({ resolveWithObject: true })
		let raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
		let opaque = !meta.hasAlpha
		if (meta.hasAlpha && (await sharp(pixels, raw).stats()).isOpaque) {
			opaque = true
			;({ data: pixels, info } = await sharp(pixels, raw)
				.removeAlpha()
				.raw()
				.toBuffer({ resolveWithObject: true }))
			raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
		}

		const original = await encodeOriginal(shaped(), type, opaque)
		await onOriginal?.(original.data)
		const outputs: Output[] = [
			{
				key: `${base}/original.${original.ext}`,
				data: original.data,
				contentType: CONTENT_TYPES[original.ext]!,
				width: original.info.width,
				height: original.info.height,
				format: original.ext,
			},
		]
		const jobs = widths.flatMap((w) => VARIANT_FORMATS.map((format) => ({ w, format })))
		const variants = await Promise.all(
			jobs.map(async ({ w, format }) => {
				const resized =
					w === info.width ? sharp(pixels, raw) : sharp(pixels, raw).resize(w)
				const out = await encodeVariant(resized, format, encoding).toBuffer({
					resolveWithObject: true,
				})
				return {
					key: `${base}/${w}.${format}`,
					data: out.data,
					contentType: `image/${format}`,
					width: out.info.width,
					height: out.info.height,
					format,
				}
			}),
		)
		outputs.push(...variants)

		// A tiny blurred preview to paint while the image loads; none for a transparent
		// image, whose placeholder would show through it.
		const placeholder = opaque
			? await sharp(pixels, raw)
					.resize(16, 16, { fit: 'inside' })
					.blur(0.6)
					.webp({ quality: 40, effort: 4 })
					.toBuffer()
			: null

		return {
			outputs,
			record: {
				contentType: CONTENT_TYPES[original.ext]!,
				width: original.info.width,
				height: original.info.height,
				bytes: original.data.length,
				placeholder: placeholder
					? `data:image/webp;base64,${placeholder.toString('base64')}`
					: null,
			},
		}
	} catch (error) {
		if (error instanceof MediaError || error instanceof DuplicateImage) throw error
		if (isPixelLimitError(error)) throw mediaErrors.tooManyPixels(maxPixels)
		throw mediaErrors.unreadable(error)
	}
}

/** The original at full size, re-encoded (so no metadata survives) in its own format. */
async function encodeOriginal(image: Sharp, type: RasterType, opaque: boolean) {
	const pixels = opaque ? image.removeAlpha() : image
	switch (type) {
		case 'jpg':
			// Not mozjpeg: a sixth of the time, for ~20 % more bytes on a file browsers that
			// read AVIF or WebP never download.
			return {
				ext: 'jpg',
				...(await pixels.jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true })),
			}
		case 'webp':
			return {
				ext: 'webp',
				...(await pixels
					.webp({ quality: 85, effort: 4 })
					.toBuffer({ resolveWithObject: true })),
			}
		case 'avif':
			return {
				ext: 'avif',
				...(await pixels
					.avif({ quality: 60, effort: 2 })
					.toBuffer({ resolveWithObject: true })),
			}
		default:
			// PNG, and GIF (its first frame: animation is not kept).
			return {
				ext: 'png',
				...(await pixels.png().toBuffer({ resolveWithObject: true })),
			}
	}
}

async function encodeSvg(bytes: Buffer, kind: MediaKind, base: string): Promise<Encoded> {
	if (!looksLikeSvg(bytes)) throw mediaErrors.unsupported(kind)
	let svg: Buffer
	try {
		svg = Buffer.from(await sanitizeSvg(bytes), 'utf8')
	} catch (error) {
		if (error instanceof SvgTooComplex)
			throw mediaErrors.tooComplex(SVG_MAX_ELEMENTS, SVG_MAX_BYTES)
		if (error instanceof SvgError) throw mediaErrors.unsupported(kind)
		throw error
	}
	let meta: Metadata
	try {
		// The renderer must be able to read it, and it tells the intrinsic size.
		meta = await sharp(svg).metadata()
	} catch (error) {
		throw mediaErrors.unreadable(error)
	}
	return {
		outputs: [
			{
				key: `${base}/original.svg`,
				data: svg,
				contentType: CONTENT_TYPES.svg!,
				width: meta.width,
				height: meta.height,
				format: 'svg',
			},
		],
		record: {
			contentType: CONTENT_TYPES.svg!,
			width: meta.width || null,
			height: meta.height || null,
			bytes: svg.length,
			placeholder: null,
		},
	}
}

function isPixelLimitError(error: unknown): boolean {
	return error instanceof Error && /pixel limit/i.test(error.message)
}

/**
 * The name to show for an upload: its last path segment, without control characters or
 * characters that mean something in paths and markup, at most 200 characters.
 */
export function displayName(originalName: string): string {
	const base = originalName.split(/[/\\]/).pop() ?? ''
	const clean = base
		.normalize('NFC')
		// eslint-disable-next-line no-control-regex
		.replace(/[\u0000-\u001f\u007f]/g, '')
		.replace(/[<>:"|?*]/g, '_')
		.trim()
		.slice(0, 200)
	return clean && clean !== '.' && clean !== '..' ? clean : 'image'
}

function createLimiter(limit: number) {
	let active = 0
	const waiting: Array<() => void> = []
	return async function run<T>(fn: () => Promise<T>): Promise<T> {
		// A finishing job hands its slot straight to the next waiting one.
		if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
		else active++
		try {
			return await fn()
		} finally {
			const next = waiting.shift()
			if (next) next()
			else active--
		}
	}
}

async function forEachLimit<T>(
	items: readonly T[],
	limit: number,
	fn: (item: T) => Promise<void>,
): Promise<void> {
	let next = 0
	let failure: unknown
	const worker = async () => {
		while (next < items.length && failure === undefined) {
			const item = items[next++]!
			try {
				await fn(item)
			} catch (error) {
				failure ??= error
			}
		}
	}
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
	if (failure !== undefined) throw failure
}
