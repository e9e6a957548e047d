import { describe, expect, test } from 'vitest'

import {
	acceptsSvg,
	formatMegabytes,
	imageSources,
	renditionBase,
	isUploadKind,
	originalKey,
	variantKey,
	variantWidths,
} from './media.ts'

describe('variant widths', () => {
	test('standard widths below the original, plus the original capped at 1920', () => {
		expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920])
		expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920])
		expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600])
		expect(variantWidths(640)).toEqual([320, 640])
		expect(variantWidths(321)).toEqual([320, 321])
		expect(variantWidths(320)).toEqual([320])
		expect(variantWidths(120)).toEqual([120])
		expect(variantWidths(0)).toEqual([])
		expect(variantWidths(Number.NaN)).toEqual([])
	})
})

describe('image sources from an ImageRef', () => {
	const image = {
		url: '/media/banners/Ab_9-x/original.jpg',
		name: 'banner.jpg',
		mediaId: 'Ab_9-x',
		width: 1000,
		height: 500,
	}

	test('AVIF first, then WebP, every width', () => {
		expect(imageSources(image)).toEqual([
			{
				type: 'image/avif',
				srcSet:
					'/media/banners/Ab_9-x/320.avif 320w, /media/banners/Ab_9-x/640.avif 640w, /media/banners/Ab_9-x/960.avif 960w, /media/banners/Ab_9-x/1000.avif 1000w',
			},
			{
				type: 'image/webp',
				srcSet:
					'/media/banners/Ab_9-x/320.webp 320w, /media/banners/Ab_9-x/640.webp 640w, /media/banners/Ab_9-x/960.webp 960w, /media/banners/Ab_9-x/1000.webp 1000w',
			},
		])
	})

	test('none for images outside the pipeline', () => {
		expect(imageSources({ ...image, mediaId: null })).toBeNull()
		expect(imageSources({ ...image, mediaId: 'other' })).toBeNull()
		expect(imageSources({ ...image, width: null })).toBeNull()
		expect(imageSources({ ...image, url: '/media/seed/lumen-banner.webp' })).toBeNull()
		expect(
			imageSources({ ...image, url: '/media/clients/Ab_9-x/original.svg' }),
		).toBeNull()
		expect(imageSources({ url: 'https://cdn.example/x.png', name: 'x.png' })).toBeNull()
	})

	test('a rendition (a replacement, an edit) has its files in a folder of its own', () => {
		const edited = {
			...image,
			url: '/media/banners/Ab_9-x/r0a1b2c3d4e/original.jpg',
			width: 640,
		}
		expect(imageSources(edited)).toEqual([
			{
				type: 'image/avif',
				srcSet:
					'/media/banners/Ab_9-x/r0a1b2c3d4e/320.avif 320w, /media/banners/Ab_9-x/r0a1b2c3d4e/640.avif 640w',
			},
			{
				type: 'image/webp',
				srcSet:
					'/media/banners/Ab_9-x/r0a1b2c3d4e/320.webp 320w, /media/banners/Ab_9-x/r0a1b2c3d4e/640.webp 640w',
			},
		])
		// Another image's folder, or a folder that is no rendition's name: a plain <img>.
		expect(
			imageSources({ ...edited, url: '/media/banners/other/r0a1b2c3d4e/original.jpg' }),
		).toBeNull()
		expect(
			imageSources({
				...edited,
				url: '/media/banners/Ab_9-x/notarendition/original.jpg',
			}),
		).toBeNull()
		expect(renditionBase('banners', 'id', 'r0a1b2c3d4e')).toBe('banners/id/r0a1b2c3d4e')
		expect(renditionBase('banners', 'id')).toBe('banners/id')
	})

	test('keys follow the same convention', () => {
		expect(originalKey('banner', 'Ab_9-x', 'jpg')).toBe('banners/Ab_9-x/original.jpg')
		expect(variantKey('client-logo', 'id', 640, 'webp')).toBe('clients/id/640.webp')
		expect(variantKey('product', 'id', 320, 'avif')).toBe('productImages/id/320.avif')
	})
})

test('kinds', () => {
	expect(isUploadKind('banner')).toBe(true)
	expect(isUploadKind('site')).toBe(false)
	// The Media tab's own uploads: SVG too (usable in logo fields only).
	expect(isUploadKind('library')).toBe(true)
	expect(acceptsSvg('library')).toBe(true)
	expect(isUploadKind('../x')).toBe(false)
	expect(isUploadKind(null)).toBe(false)
	expect(acceptsSvg('logo')).toBe(true)
	expect(acceptsSvg('client-logo')).toBe(true)
	expect(acceptsSvg('banner')).toBe(false)
})

test('formatMegabytes', () => {
	expect(formatMegabytes(15 * 1024 * 1024)).toBe('15 MB')
	expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB')
})
