// The media pipeline's naming convention, shared by the server (which writes the files)
// and <ResponsiveImage> (which lists them in srcset), so a page can render every variant
// of an image from its ImageRef alone: no media query per image at render time.
//
//   /media/<folder>/<mediaId>/original.<ext>   the re-encoded original (ImageRef.url)
//   /media/<folder>/<mediaId>/<width>.avif     one per width of variantWidths(original width)
//   /media/<folder>/<mediaId>/<width>.webp
//
// A replaced file, and an image cropped or turned in the library (decision 044), gets a
// rendition folder of its own with the same three kinds of file, under a new name each
// time, so no URL ever names two different sets of bytes (/media is served immutable):
//
//   /media/<folder>/<mediaId>/<rendition>/original.<ext>, …/<width>.avif, …/<width>.webp
import type { ImageRef } from './types.ts'

/** What an upload is for; decides its folder and whether SVG is accepted. */
export const UPLOAD_KINDS = [
	'banner',
	'project',
	'product',
	'testimonial',
	'logo',
	'client-logo',
	// Uploaded in the Media tab itself, for no field yet.
	'library',
] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/**
 * Every kind of stored image: the upload kinds, and 'site' for images the site itself
 * refers to (the process steps, stored here before they shipped with the site), which the
 * abandoned-media sweep never touches.
 */
export type MediaKind = UploadKind | 'site'

/** Storage folders, after spec §7 (banners/, projectImages/, productImages/, …). */
export const MEDIA_FOLDERS: Record<MediaKind, string> = {
	banner: 'banners',
	project: 'projectImages',
	product: 'productImages',
	testimonial: 'testimonials',
	logo: 'testimonials',
	'client-logo': 'clients',
	library: 'library',
	site: 'site',
}

/**
 * Logos may be SVG (sanitised); every other image must be a raster format. The Media tab
 * takes SVG too: the library then offers it to logo fields only.
 */
export function acceptsSvg(kind: MediaKind): boolean {
	return kind === 'logo' || kind === 'client-logo' || kind === 'library'
}

export function isUploadKind(value: unknown): value is UploadKind {
	return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value)
}

/** The responsive widths the pipeline writes, in AVIF and WebP. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]
const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!

/**
 * The variant widths of an image `width` pixels wide: the standard widths narrower than
 * it, plus its own width (capped at the widest standard one), so nothing is upscaled and
 * the sharpest rendition is never lost. 1600 → 320, 640, 960, 1280, 1600; 200 → 200.
 */
export function variantWidths(width: number): number[] {
	if (!Number.isInteger(width) || width <= 0) return []
	const top = Math.min(width, MAX_VARIANT_WIDTH)
	return [...VARIANT_WIDTHS.filter((w) => w < top), top]
}

/** The storage key of the re-encoded original: `<folder>/<mediaId>/original.<ext>`. */
export function originalKey(kind: MediaKind, mediaId: string, ext: string): string {
	return `${MEDIA_FOLDERS[kind]}/${mediaId}/original.${ext}`
}

export function variantKey(
	kind: MediaKind,
	mediaId: string,
	width: number,
	format: VariantFormat,
): string {
	return `${MEDIA_FOLDERS[kind]}/${mediaId}/${width}.${format}`
}

/** A rendition folder's name: 'r' and ten letters or digits, new for every rendition. */
export const RENDITION = /^r[0-9a-z]{10}$/

/**
 * Where a set of files lives: `<folder>/<mediaId>` for an image as uploaded, or
 * `<folder>/<mediaId>/<rendition>` for a replacement or an edit.
 */
export function renditionBase(
	folder: string,
	mediaId: string,
	rendition?: string,
): string {
	return rendition ? `${folder}/${mediaId}/${rendition}` : `${folder}/${mediaId}`
}

/** The folder (`banners`, …) a stored key is under. */
export function folderOfKey(key: string): string {
	return key.split('/')[0] ?? ''
}

export function mediaUrl(key: string): string {
	return `/media/${key}`
}

export interface ImageSource {
	type: `image/${VariantFormat}`
	/** `url 320w, url 640w, …` */
	srcSet: string
}

const ORIGINAL = /^(\/.*)\/original\.(jpg|png|webp|avif)$/

/**
 * The AVIF and WebP sources of an image that went through the pipeline, from its ImageRef
 * alone; null for anything else (SVG, an external URL, an image stored before the
 * pipeline, a ref without its width), which is then shown as a plain <img>.
 */
export function imageSources(image: ImageRef): ImageSource[] | null {
	if (!image.mediaId || !image.width) return null
	const base = ORIGINAL.exec(image.url)?.[1]
	if (!base) return null
	// Its files' folder is the image's own (`…/<mediaId>`), or a rendition in it.
	const [parent, last] = base.split('/').slice(-2)
	const own =
		last === image.mediaId || (parent === image.mediaId && RENDITION.test(last ?? ''))
	if (!own) return null
	const widths = variantWidths(image.width)
	if (widths.length === 0) return null
	return VARIANT_FORMATS.map((format) => ({
		type: `image/${format}` as const,
		srcSet: widths.map((w) => `${base}/${w}.${format} ${w}w`).join(', '),
	}))
}

/** Megabytes for messages: 15728640 → '15 MB'. */
export function formatMegabytes(bytes: number): string {
	const mb = bytes / (1024 * 1024)
	return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
}
