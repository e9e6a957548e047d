import { describe, expect, test } from 'vitest'

import {
	cropProblem,
	cropToShape,
	editedSize,
	editText,
	focalFromEdit,
	focalInEdit,
	meaningfulCrop,
	shapeOf,
	turnCrop,
	turnedSize,
	type ImageEdit,
} from './media-edit.ts'

const original = { width: 1200, height: 800 }

describe('sizes', () => {
	test('a quarter turn swaps width and height; a crop is its own size', () => {
		expect(turnedSize(original, 90)).toEqual({ width: 800, height: 1200 })
		expect(turnedSize(original, 180)).toEqual(original)
		expect(editedSize(original, { rotation: 270, crop: null })).toEqual({
			width: 800,
			height: 1200,
		})
		expect(
			editedSize(original, {
				rotation: 0,
				crop: { left: 0, top: 200, width: 1200, height: 400 },
			}),
		).toEqual({ width: 1200, height: 400 })
	})

	test('a crop must be whole pixels inside the image, 8 at least; the whole image is none', () => {
		expect(
			cropProblem({ left: 0, top: 0, width: 1200, height: 400 }, original),
		).toBeNull()
		expect(cropProblem({ left: 1, top: 0, width: 1200, height: 400 }, original)).toBe(
			'The crop must lie inside the image.',
		)
		expect(cropProblem({ left: 0, top: 0, width: 4, height: 400 }, original)).toBe(
			'The crop must be at least 8 pixels on each side.',
		)
		expect(cropProblem({ left: 0.5, top: 0, width: 100, height: 100 }, original)).toBe(
			'The crop must be whole pixels.',
		)
		expect(meaningfulCrop({ left: 0, top: 0, width: 1200, height: 800 }, original)).toBe(
			null,
		)
	})
})

describe('crops to a field’s shape', () => {
	test('the largest crop of the shape, centred on the focal point as far as it can be', () => {
		expect(cropToShape(original, 3, { x: 50, y: 50 })).toEqual({
			left: 0,
			top: 200,
			width: 1200,
			height: 400,
		})
		// Near the top: held inside the image.
		expect(cropToShape(original, 3, { x: 50, y: 5 })).toEqual({
			left: 0,
			top: 0,
			width: 1200,
			height: 400,
		})
		expect(cropToShape(original, 1, { x: 100, y: 50 })).toEqual({
			left: 400,
			top: 0,
			width: 800,
			height: 800,
		})
		expect(shapeOf(cropToShape(original, 4 / 3, { x: 50, y: 50 }))).toBe('project')
		expect(shapeOf({ left: 0, top: 0, width: 300, height: 200 })).toBe('free')
	})
})

describe('the focal point through an edit', () => {
	test('turned with the image, and into the crop; clamped to its edge when left out', () => {
		const focal = { x: 25, y: 10 }
		expect(focalInEdit(focal, original, { rotation: 90, crop: null })).toEqual({
			x: 90,
			y: 25,
		})
		expect(focalInEdit(focal, original, { rotation: 180, crop: null })).toEqual({
			x: 75,
			y: 90,
		})
		expect(focalInEdit(focal, original, { rotation: 270, crop: null })).toEqual({
			x: 10,
			y: 75,
		})
		const banner: ImageEdit = {
			rotation: 0,
			crop: { left: 0, top: 0, width: 1200, height: 400 },
		}
		expect(focalInEdit(focal, original, banner)).toEqual({ x: 25, y: 20 })
		expect(focalInEdit({ x: 50, y: 90 }, original, banner)).toEqual({ x: 50, y: 100 })
	})

	test('a point picked on the edited image goes back to the original', () => {
		const edits: ImageEdit[] = [
			{ rotation: 0, crop: null },
			{ rotation: 90, crop: { left: 100, top: 300, width: 600, height: 200 } },
			{ rotation: 180, crop: { left: 0, top: 0, width: 600, height: 600 } },
			{ rotation: 270, crop: null },
		]
		for (const edit of edits) {
			const picked = { x: 40, y: 60 }
			const back = focalFromEdit(picked, original, edit)
			const shown = focalInEdit(back, original, edit)
			expect(Math.abs(shown.x - picked.x), JSON.stringify(edit)).toBeLessThanOrEqual(1)
			expect(Math.abs(shown.y - picked.y), JSON.stringify(edit)).toBeLessThanOrEqual(1)
		}
	})
})

test('a crop turned with the image keeps the same part of the picture', () => {
	// The top-left 300 × 200 of a 1200 × 800 image, turned a quarter clockwise, is at the
	// top right of the 800 × 1200 result, 200 wide and 300 tall.
	const crop = { left: 0, top: 0, width: 300, height: 200 }
	expect(turnCrop(crop, original, 0, 90)).toEqual({
		left: 600,
		top: 0,
		width: 200,
		height: 300,
	})
	expect(turnCrop(crop, original, 0, 180)).toEqual({
		left: 900,
		top: 600,
		width: 300,
		height: 200,
	})
	expect(turnCrop(turnCrop(crop, original, 0, 270), original, 270, 0)).toEqual(crop)
})

test('what an edit does, in words', () => {
	expect(editText({ rotation: 0, crop: null })).toBe('The whole image, as uploaded')
	expect(
		editText({ rotation: 90, crop: { left: 0, top: 0, width: 1200, height: 400 } }),
	).toBe('Cropped to 1200 × 400 px (3:1), turned 90° clockwise')
	expect(editText({ rotation: 180, crop: null })).toBe('Turned 180° clockwise')
})
