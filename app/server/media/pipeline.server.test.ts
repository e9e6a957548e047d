import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

import sharp from 'sharp'
import { expect, test } from 'vitest'

import { imageSources, variantWidths } from '#app/lib/media.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { getMedia, listMedia } from '#app/server/models/media.server.ts'

import { MediaError } from './errors.server.ts'
import { displayName, storeImage } from './pipeline.server.ts'
import type { Storage } from './storage.server.ts'
import {
	describeEachStorage,
	HOSTILE_FILES,
	makePhoto,
	makePngBomb,
	makeRotatedJpegWithMetadata,
	makeTransparentPng,
} from './testing.server.ts'

async function read(storage: Storage, key: string): Promise<Buffer> {
	const object = await storage.get(key)
	if (!object) throw new Error(`${key} is not stored`)
	return buffer(object.body)
}

describeEachDialect('media pipeline', (t) => {
	describeEachStorage('storeImage', (s) => {
		const store = (input: Omit<Parameters<typeof storeImage>[0], 'db' | 'storage'>) =>
			storeImage({ ...input, db: t.db, storage: s.storage })

		async function expectNothingLeft() {
			expect(await s.storage.list('')).toEqual([])
			expect(await listMedia(t.db)).toEqual([])
		}

		async function expectRefusal(
			promise: Promise<unknown>,
			code: string,
			status: number,
		) {
			const error = await promise.catch((e: unknown) => e)
			expect(error).toBeInstanceOf(MediaError)
			expect(error).toMatchObject({ code, status })
			await expectNothingLeft()
		}

		test('a photo: auto-rotated, metadata stripped, original kept, AVIF and WebP variants', async () => {
			// Stored 1200×800 and tagged "rotate 90°": it is 800 wide and 1200 tall.
			const jpeg = await makeRotatedJpegWithMetadata(1200, 800)
			const { media, image } = await store({
				buffer: jpeg,
				originalName: 'Team photo.jpg',
				kind: 'project',
				alt: 'The team',
			})

			expect(image).toEqual({
				url: `/media/projectImages/${media.id}/original.jpg`,
				name: 'Team photo.jpg',
				mediaId: media.id,
				width: 800,
				height: 1200,
				alt: 'The team',
				// The blurred preview, so a page can paint it without reading the row.
				placeholder: media.placeholder,
			})
			expect(media.placeholder).toMatch(/^data:image\/webp;base64,/)
			expect(media).toMatchObject({
				path: `projectImages/${media.id}/original.jpg`,
				originalName: 'Team photo.jpg',
				contentType: 'image/jpeg',
				width: 800,
				height: 1200,
			})
			expect(await getMedia(t.db, media.id)).toEqual(media)

			// 320, 640 and the original's own 800, in both formats; none wider than it.
			expect(variantWidths(800)).toEqual([320, 640, 800])
			expect(media.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
				['320.avif', '320.webp', '640.avif', '640.webp', '800.avif', '800.webp'].sort(),
			)
			const keys = [media.path, ...media.variants.map((v) => v.path)]
			expect((await s.storage.list('')).sort()).toEqual(keys.sort())

			const original = await read(s.storage, media.path)
			expect(media.bytes).toBe(original.length)
			for (const file of [
				original,
				...(await Promise.all(media.variants.map((v) => read(s.storage, v.path)))),
			]) {
				const meta = await sharp(file).metadata()
				expect(meta.exif, 'EXIF stripped').toBeUndefined()
				expect(meta.icc, 'ICC profile stripped').toBeUndefined()
				expect(meta.xmp).toBeUndefined()
				expect(meta.orientation).toBeUndefined()
				expect(meta.height / meta.width).toBeCloseTo(1.5, 1)
			}
			for (const variant of media.variants) {
				const meta = await sharp(await read(s.storage, variant.path)).metadata()
				expect(meta.width).toBe(variant.width)
				expect(meta.height).toBe(variant.height)
				expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp')
				expect(variant.bytes).toBeGreaterThan(0)
			}

			// A tiny blurred preview of the (opaque) photo.
			expect(media.placeholder).toMatch(/^data:image\/webp;base64,/)
			const preview = Buffer.from(media.placeholder!.split(',')[1]!, 'base64')
			expect(preview.length).toBeLessThan(400)
			expect(await sharp(preview).metadata()).toMatchObject({ width: 11, height: 16 })

			// <ResponsiveImage> finds every variant from the ImageRef alone.
			const sources = imageSources(image)
			const urls = sources!.flatMap((source) =>
				source.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!),
			)
			expect(urls.map((url) => url.replace('/media/', '')).sort()).toEqual(
				media.variants.map((v) => v.path).sort(),
			)
		})

		test('a wide banner: every standard width up to 1920, none wider than the original', async () => {
			const { media, image } = await store({
				buffer: await makePhoto(2400, 600, 'png'),
				originalName: 'wide.png',
				kind: 'banner',
			})
			expect(image).toMatchObject({ width: 2400, height: 600 })
			expect(media.contentType).toBe('image/png')
			const widths = [...new Set(media.variants.map((v) => v.width))].sort(
				(a, b) => a - b,
			)
			expect(widths).toEqual([320, 640, 960, 1280, 1920])
			expect(media.variants).toHaveLength(10)
		})

		test('a small logo is never enlarged', async () => {
			const { media } = await store({
				buffer: await makePhoto(200, 80, 'png'),
				originalName: 'small.png',
				kind: 'client-logo',
			})
			expect(media.path).toMatch(/^clients\//)
			expect(media.variants.map((v) => [v.width, v.height, v.format])).toEqual([
				[200, 80, 'avif'],
				[200, 80, 'webp'],
			])
		})

		test('transparency is kept, and gets no placeholder', async () => {
			const { media } = await store({
				buffer: await makeTransparentPng(400, 200),
				originalName: 'mark.png',
				kind: 'logo',
			})
			expect(media.placeholder).toBeNull()
			const original = await sharp(await read(s.storage, media.path)).metadata()
			expect(original).toMatchObject({ format: 'png', hasAlpha: true, width: 400 })
			const webp = media.variants.find((v) => v.format === 'webp' && v.width === 400)!
			expect((await sharp(await read(s.storage, webp.path)).metadata()).hasAlpha).toBe(
				true,
			)
		})

		test('WebP, AVIF and GIF are accepted and kept in their own format (GIF as PNG)', async () => {
			for (const [format, ext] of [
				['webp', 'webp'],
				['avif', 'avif'],
				['gif', 'png'],
			] as const) {
				const { media } = await store({
					buffer: await makePhoto(500, 300, format),
					originalName: `photo.${format}`,
					kind: 'product',
				})
				expect(media.path).toBe(`productImages/${media.id}/original.${ext}`)
				expect(media.variants).toHaveLength(4)
			}
		})

		test('an SVG logo is sanitised and stored as SVG, without variants', async () => {
			const { media, image } = await store({
				buffer: HOSTILE_FILES.svgWithScript,
				originalName: 'logo.svg',
				kind: 'logo',
			})
			expect(media).toMatchObject({
				contentType: 'image/svg+xml',
				width: 200,
				height: 80,
				variants: [],
				placeholder: null,
			})
			expect(image.url).toBe(`/media/testimonials/${media.id}/original.svg`)
			expect(imageSources(image)).toBeNull()
			const svg = (await read(s.storage, media.path)).toString('utf8')
			expect(svg).toContain('<text x="10" y="50" fill="white">Logo</text>')
			expect(svg).not.toMatch(
				/script|onload|onmouseover|foreignObject|ENTITY|xxe|tracker/i,
			)
		})

		test('SVG is refused where a logo is not expected', async () => {
			await expectRefusal(
				store({
					buffer: HOSTILE_FILES.svgWithScript,
					originalName: 'x.svg',
					kind: 'banner',
				}),
				'unsupported-type',
				415,
			)
		})

		test('HTML, PHP and ELF bytes named .png are refused (415), for every kind', async () => {
			for (const kind of ['banner', 'client-logo'] as const) {
				for (const [what, bytes] of Object.entries({
					html: HOSTILE_FILES.html,
					php: HOSTILE_FILES.php,
					elf: HOSTILE_FILES.elf,
				})) {
					const error = await store({
						buffer: bytes,
						originalName: `${what}.png`,
						kind,
					}).catch((e: unknown) => e)
					expect(error, `${what} as ${kind}`).toMatchObject({ status: 415 })
					expect((error as Error).message).toMatch(/^Uploads accept image files only/)
				}
			}
			await expectNothingLeft()
		})

		test('a pixel bomb is refused before it is decoded (422)', async () => {
			await expectRefusal(
				store({ buffer: makePngBomb(), originalName: 'bomb.png', kind: 'banner' }),
				'too-many-pixels',
				422,
			)
			// The proof that the header alone decides: the same header over pixel data that
			// cannot be decoded at all (a decode could only fail as unreadable) is refused
			// for its size too. A clock would not tell: the machine may be busy.
			await expectRefusal(
				store({
					buffer: makePngBomb(100, { undecodable: true }),
					originalName: 'small-undecodable.png',
					kind: 'banner',
				}),
				'unreadable',
				422,
			)
			const undecodable = makePngBomb(20_000, { undecodable: true })
			await expectRefusal(
				store({ buffer: undecodable, originalName: 'bomb-header.png', kind: 'banner' }),
				'too-many-pixels',
				422,
			)
		})

		test('a damaged image is refused (422)', async () => {
			const jpeg = await makePhoto(800, 600, 'jpeg')
			await expectRefusal(
				store({
					buffer: jpeg.subarray(0, jpeg.length / 2),
					originalName: 'half.jpg',
					kind: 'banner',
				}),
				'unreadable',
				422,
			)
			await expectRefusal(
				store({ buffer: Buffer.alloc(0), originalName: 'empty.png', kind: 'banner' }),
				'empty',
				400,
			)
		})

		test('names never become paths, and are cleaned for display', async () => {
			const png = await makePhoto(100, 100, 'png')
			const a = await store({
				buffer: png,
				originalName: '../../site.db',
				kind: 'banner',
			})
			const b = await store({
				buffer: png,
				originalName: '<img onerror>.png',
				kind: 'banner',
			})
			expect(a.media.path).toBe(`banners/${a.media.id}/original.png`)
			expect(a.image.name).toBe('site.db')
			expect(b.media.path).toBe(`banners/${b.media.id}/original.png`)
			expect(b.image.name).toBe('_img onerror_.png')
			for (const key of await s.storage.list(''))
				expect(key).toMatch(/^banners\/[\w-]+\/[\w.]+$/)
		})

		test("an encode cache: the second store copies the first one's files, under its own keys", async () => {
			const dir = await mkdtemp(path.join(tmpdir(), 'encode-cache-'))
			try {
				const photo = await makePhoto(700, 400, 'png')
				let renders = 0
				const render = async () => {
					renders += 1
					return photo
				}
				const cache = { dir, key: 'photo-700x400' }
				const first = await store({
					render,
					cache,
					originalName: 'a.png',
					kind: 'banner',
				})
				const second = await store({
					render,
					cache,
					originalName: 'b.png',
					kind: 'project',
				})
				// Rendered and encoded once; the second only copied.
				expect(renders).toBe(1)
				expect(second.media.id).not.toBe(first.media.id)
				expect(second.media.path).toBe(`projectImages/${second.media.id}/original.png`)
				expect(second.media).toMatchObject({
					width: first.media.width,
					height: first.media.height,
					bytes: first.media.bytes,
					placeholder: first.media.placeholder,
				})
				const strip = (media: typeof first.media) =>
					media.variants.map(({ path: key, ...variant }) => ({
						...variant,
						name: key.split('/').pop(),
					}))
				expect(strip(second.media)).toEqual(strip(first.media))
				for (const [index, variant] of first.media.variants.entries()) {
					const copy = second.media.variants[index]!
					expect(await read(s.storage, copy.path)).toEqual(
						await read(s.storage, variant.path),
					)
				}
				// Another key, or a damaged entry, is a miss: encoded again.
				await store({
					render,
					cache: { dir, key: 'other' },
					originalName: 'c.png',
					kind: 'banner',
				})
				expect(renders).toBe(2)
				for (const entry of await readdir(dir)) {
					await rm(path.join(dir, entry, 'manifest.json'))
				}
				await store({ render, cache, originalName: 'd.png', kind: 'banner' })
				expect(renders).toBe(3)
				// …and the damaged entry was replaced by a whole one.
				await store({ render, cache, originalName: 'e.png', kind: 'banner' })
				expect(renders).toBe(3)
			} finally {
				await rm(dir, { recursive: true, force: true })
			}
		})

		test('a storage failure half-way removes what was written', async () => {
			let puts = 0
			const failing: Storage = {
				...s.storage,
				kind: s.storage.kind,
				put: async (key, data, type) => {
					if (++puts === 4) throw new Error('disk full')
					return s.storage.put(key, data, type)
				},
				get: (key) => s.storage.get(key),
				stat: (key) => s.storage.stat(key),
				delete: (keys) => s.storage.delete(keys),
				list: (prefix) => s.storage.list(prefix),
			}
			await expect(
				storeImage({
					buffer: await makePhoto(700, 400),
					originalName: 'x.jpg',
					kind: 'banner',
					db: t.db,
					storage: failing,
				}),
			).rejects.toThrow('disk full')
			await expectNothingLeft()
		})
	})
})

test('displayName', () => {
	expect(displayName('C:\\Users\\me\\Desktop\\logo.png')).toBe('logo.png')
	expect(displayName('../../site.db')).toBe('site.db')
	expect(displayName('a\u0000b\u001fc.png')).toBe('abc.png')
	expect(displayName('..')).toBe('image')
	expect(displayName('')).toBe('image')
	expect(displayName('x'.repeat(500))).toHaveLength(200)
})
