// An image's edit in the library (decision 044): a quarter-turn rotation and a crop, stored
// as settings beside the untouched original, from which every variant is made. Shared by
// the server (which renders them) and the browser (which draws the crop box), so both
// agree on the geometry: the crop is in pixels of the original once turned, and the focal
// point is kept in percent of the original as uploaded, shown in percent of the edit.
import type { FocalPoint } from './media-library.ts'

export const ROTATIONS = [0, 90, 180, 270] as const
export type Rotation = (typeof ROTATIONS)[number]

/** A rectangle in whole pixels of the turned original. */
export interface CropRect {
	left: number
	top: number
	width: number
	height: number
}

export interface ImageEdit {
	/** Clockwise, in degrees. */
	rotation: Rotation
	/** Null: the whole (turned) image. */
	crop: CropRect | null
}

export const NO_EDIT: ImageEdit = { rotation: 0, crop: null }

export interface Size {
	width: number
	height: number
}

/** The shapes a crop can be held to: the fields that show images at a fixed shape. */
export const CROP_SHAPES = [
	{ key: 'free', label: 'Free', ratio: null },
	{ key: 'banner', label: 'Banner 3:1', ratio: 3 },
	{ key: 'project', label: 'Project 4:3', ratio: 4 / 3 },
	{ key: 'square', label: 'Square logo 1:1', ratio: 1 },
] as const
export type CropShape = (typeof CROP_SHAPES)[number]['key']

export function isRotation(value: unknown): value is Rotation {
	return (ROTATIONS as readonly unknown[]).includes(value)
}

export function isEdited(edit: ImageEdit): boolean {
	return edit.rotation !== 0 || edit.crop !== null
}

/** The original's size once turned by `rotation`. */
export function turnedSize(original: Size, rotation: Rotation): Size {
	return rotation === 90 || rotation === 270
		? { width: original.height, height: original.width }
		: original
}

/** The size pages show: the crop's, else the turned original's. */
export function editedSize(original: Size, edit: ImageEdit): Size {
	return edit.crop
		? { width: edit.crop.width, height: edit.crop.height }
		: turnedSize(original, edit.rotation)
}

/**
 * Why `crop` cannot be cut from an image of `turned` size, or null: whole pixels, at least
 * 8 on each side, inside the image. A crop of the whole image is no crop (say null).
 */
export function cropProblem(crop: CropRect, turned: Size): string | null {
	const values = [crop.left, crop.top, crop.width, crop.height]
	if (!values.every((value) => Number.isInteger(value) && value >= 0))
		return 'The crop must be whole pixels.'
	if (crop.width < 8 || crop.height < 8)
		return 'The crop must be at least 8 pixels on each side.'
	if (crop.left + crop.width > turned.width || crop.top + crop.height > turned.height)
		return 'The crop must lie inside the image.'
	return null
}

/** `crop`, or null when it is the whole image (nothing to cut). */
export function meaningfulCrop(crop: CropRect | null, turned: Size): CropRect | null {
	if (!crop) return null
	const whole =
		crop.left === 0 &&
		crop.top === 0 &&
		crop.width === turned.width &&
		crop.height === turned.height
	return whole ? null : crop
}

/**
 * The largest crop of `ratio` (width / height) inside an image of `size`, centred on
 * `focal` (percent of that image) as far as the edges allow.
 */
export function cropToShape(size: Size, ratio: number, focal: FocalPoint): CropRect {
	let width = size.width
	let height = Math.round(width / ratio)
	if (height > size.height) {
		height = size.height
		width = Math.min(size.width, Math.round(height * ratio))
	}
	const centre = (extent: number, span: number, percent: number) =>
		Math.min(extent - span, Math.max(0, Math.round((percent / 100) * extent - span / 2)))
	return {
		left: centre(size.width, width, focal.x),
		top: centre(size.height, height, focal.y),
		width,
		height,
	}
}

/** A point in percent of the original, in percent of it turned by `rotation` (clockwise). */
function turnPoint(point: FocalPoint, rotation: Rotation): FocalPoint {
	switch (rotation) {
		case 90:
			return { x: 100 - point.y, y: point.x }
		case 180:
			return { x: 100 - point.x, y: 100 - point.y }
		case 270:
			return { x: point.y, y: 100 - point.x }
		default:
			return point
	}
}

/** turnPoint undone. */
function unturnPoint(point: FocalPoint, rotation: Rotation): FocalPoint {
	switch (rotation) {
		case 90:
			return { x: point.y, y: 100 - point.x }
		case 180:
			return { x: 100 - point.x, y: 100 - point.y }
		case 270:
			return { x: 100 - point.y, y: point.x }
		default:
			return point
	}
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * Where the focal point (percent of the original) lies in the edited image, in percent of
 * it: inside the crop, or at the crop's edge nearest to it when the crop left it out.
 */
export function focalInEdit(
	focal: FocalPoint,
	original: Size,
	edit: ImageEdit,
): FocalPoint {
	const turned = turnPoint(focal, edit.rotation)
	const crop = edit.crop
	if (!crop) return { x: clampPercent(turned.x), y: clampPercent(turned.y) }
	const size = turnedSize(original, edit.rotation)
	const x = ((turned.x / 100) * size.width - crop.left) / crop.width
	const y = ((turned.y / 100) * size.height - crop.top) / crop.height
	return { x: clampPercent(x * 100), y: clampPercent(y * 100) }
}

/** focalInEdit undone: a point picked on the edited image, in percent of the original. */
export function focalFromEdit(
	point: FocalPoint,
	original: Size,
	edit: ImageEdit,
): FocalPoint {
	const crop = edit.crop
	let turned = point
	if (crop) {
		const size = turnedSize(original, edit.rotation)
		turned = {
			x: ((crop.left + (point.x / 100) * crop.width) / size.width) * 100,
			y: ((crop.top + (point.y / 100) * crop.height) / size.height) * 100,
		}
	}
	const back = unturnPoint(turned, edit.rotation)
	return { x: clampPercent(back.x), y: clampPercent(back.y) }
}

/**
 * A crop carried through a change of rotation (the same part of the picture, in the new
 * turn's pixels), so turning an image keeps what was cut.
 */
export function turnCrop(
	crop: CropRect,
	original: Size,
	from: Rotation,
	to: Rotation,
): CropRect {
	let rect = crop
	let size = turnedSize(original, from)
	// One clockwise quarter at a time: (left, top) of a w×h box in W×H → (H − top − h, left).
	const quarters = ((((to - from) / 90) % 4) + 4) % 4
	for (let i = 0; i < quarters; i++) {
		rect = {
			left: size.height - rect.top - rect.height,
			top: rect.left,
			width: rect.height,
			height: rect.width,
		}
		size = { width: size.height, height: size.width }
	}
	return rect
}

/** The shape a crop has, if it is one of CROP_SHAPES (within a pixel's rounding). */
export function shapeOf(crop: CropRect | null): CropShape {
	if (!crop) return 'free'
	for (const shape of CROP_SHAPES) {
		if (shape.ratio === null) continue
		const height = crop.width / shape.ratio
		if (Math.abs(height - crop.height) <= 1) return shape.key
	}
	return 'free'
}

/** What the edit does, for people: 'Cropped to 1200 × 400 px (3:1), turned 90°'. */
export function editText(edit: ImageEdit): string {
	const parts: string[] = []
	if (edit.crop) {
		const shape = CROP_SHAPES.find((item) => item.key === shapeOf(edit.crop))
		const named =
			shape && shape.ratio !== null ? ` (${shape.label.split(' ').pop()})` : ''
		parts.push(`Cropped to ${edit.crop.width} × ${edit.crop.height} px${named}`)
	}
	if (edit.rotation !== 0) parts.push(`turned ${edit.rotation}° clockwise`)
	if (parts.length === 0) return 'The whole image, as uploaded'
	const text = parts.join(', ')
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}
