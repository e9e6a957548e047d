// Why an upload was refused: an HTTP status and a message an admin can act on.
import { acceptsSvg, formatMegabytes, type MediaKind } from '#app/lib/media.ts'

export type MediaErrorCode =
	| 'bad-kind'
	| 'empty'
	| 'length-required'
	| 'too-large'
	| 'aborted'
	| 'unsupported-type'
	| 'too-many-pixels'
	| 'too-complex'
	| 'unreadable'

const STATUS: Record<MediaErrorCode, number> = {
	'bad-kind': 400,
	empty: 400,
	'length-required': 411,
	'too-large': 413,
	aborted: 400,
	'unsupported-type': 415,
	'too-many-pixels': 422,
	'too-complex': 422,
	unreadable: 422,
}

export class MediaError extends Error {
	override name = 'MediaError'
	readonly code: MediaErrorCode
	readonly status: number

	constructor(code: MediaErrorCode, message: string, options?: { cause?: unknown }) {
		super(message, options)
		this.code = code
		this.status = STATUS[code]
	}
}

export const mediaErrors = {
	badKind: () =>
		new MediaError('bad-kind', 'Choose what the image is for (banner, logo…).'),
	badReplace: () =>
		new MediaError('bad-kind', 'Say which image of the library the file replaces.'),
	empty: () => new MediaError('empty', 'The file is empty.'),
	lengthRequired: () =>
		new MediaError('length-required', 'The upload must say how large the file is.'),
	tooLarge: (maxBytes: number) =>
		new MediaError('too-large', `Images may be at most ${formatMegabytes(maxBytes)}.`),
	aborted: () =>
		new MediaError('aborted', 'The upload was interrupted. Please try again.'),
	unsupported: (kind: MediaKind) =>
		new MediaError(
			'unsupported-type',
			acceptsSvg(kind)
				? 'Uploads accept image files only: JPEG, PNG, WebP, AVIF, GIF or SVG.'
				: 'Uploads accept image files only: JPEG, PNG, WebP, AVIF or GIF.',
		),
	tooManyPixels: (maxPixels: number) =>
		new MediaError(
			'too-many-pixels',
			`Images may be at most ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
		),
	tooComplex: (maxElements: number, maxBytes: number) =>
		new MediaError(
			'too-complex',
			`SVG images may have at most ${maxElements.toLocaleString('en')} elements and ${formatMegabytes(maxBytes)}: export a simpler one, or a PNG.`,
		),
	unreadable: (cause?: unknown) =>
		new MediaError(
			'unreadable',
			'The image could not be read; the file may be damaged.',
			{
				cause,
			},
		),
}
