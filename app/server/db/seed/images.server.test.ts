import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { imageSources, MEDIA_FOLDERS, variantWidths } from '#app/lib/media.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { listMedia } from '#app/server/models/media.server.ts'

import { SEED_CLIENT_LOGOS, SEED_PROJECTS, SEED_TESTIMONIALS } from './content.ts'
import {
	clientLogoImageJob,
	mapLimit,
	MOBILE_GALLERY_RENDER,
	projectImageJobs,
	renderImage,
	storeSeedImages,
	testimonialImageJobs,
	type ImageJob,
} from './images.server.ts'

const mobile = SEED_PROJECTS.find((p) => p.type === 'mobile')!
// A name with an ampersand proves text is escaped before it reaches the SVG parser.
const website = SEED_PROJECTS.find((p) => p.type === 'website' && p.name.includes('&'))!

const allJobs = () => [
	...SEED_PROJECTS.flatMap(projectImageJobs),
	...SEED_TESTIMONIALS.flatMap(testimonialImageJobs),
	...SEED_CLIENT_LOGOS.map(clientLogoImageJob),
]

/** Renders `job` and checks the PNG is the job's size, with alpha only when transparent. */
async function expectRendered(job: ImageJob) {
	const png = await renderImage(job)
	const meta = await sharp(png).metadata()
	expect(meta.format).toBe('png')
	expect([meta.width, meta.height]).toEqual([job.width, job.height])
	expect(meta.hasAlpha).toBe(Boolean(job.transparent))
	return png
}

describe('seed images', () => {
	test('a mobile project: banner, phone image and portrait gallery screens, rendered smaller than drawn', async () => {
		const jobs = projectImageJobs(mobile)
		expect(jobs.map((job) => [job.kind, job.width, job.height])).toEqual([
			['banner', 1600, 600],
			['project', 1200, 900],
			...jobs.slice(2).map(() => ['product', 600, 800]),
		])
		expect(jobs.slice(2).every((job) => job.artWidth === 720)).toBe(true)
		expect(jobs.length).toBeGreaterThanOrEqual(4)
		expect(jobs[0]!.alt).toBe('')
		expect(jobs[1]!.alt).not.toBe('')
		await mapLimit(jobs, 3, expectRendered)
	})

	test('a website: banner, browser image and landscape gallery screens', async () => {
		const jobs = projectImageJobs(website)
		expect(jobs.slice(2).every((job) => job.width === 1080 && job.height === 720)).toBe(
			true,
		)
		expect(jobs.slice(2).every((job) => job.kind === 'product')).toBe(true)
		await mapLimit(jobs, 3, expectRendered)
	})

	test('testimonials, client logos and the process steps render; logos keep transparency', async () => {
		const jobs = [
			...testimonialImageJobs(SEED_TESTIMONIALS[0]!),
			clientLogoImageJob(SEED_CLIENT_LOGOS[0]!),
		]
		expect(jobs.map((job) => [job.kind, job.width, job.height])).toEqual([
			['testimonial', 400, 400],
			['logo', 480, 160],
			['logo', 480, 160],
			['client-logo', 320, 120],
		])
		await mapLimit(jobs, 3, expectRendered)
		// A client logo's corner is see-through.
		const png = await renderImage(clientLogoImageJob(SEED_CLIENT_LOGOS[1]!))
		const corner = await sharp(png)
			.extract({ left: 0, top: 0, width: 1, height: 1 })
			.raw()
			.toBuffer()
		expect(corner[3]).toBe(0)
	})

	test('every seed image has a unique name and is no wider than the widest variant', () => {
		const jobs = allJobs()
		const names = jobs.map((job) => job.name)
		expect(new Set(names).size).toBe(names.length)
		for (const job of jobs) {
			expect(job.width).toBeLessThanOrEqual(1920)
			// The pipeline keeps the original's own width as its sharpest variant.
			expect(variantWidths(job.width).at(-1)).toBe(job.width)
		}
		expect(MOBILE_GALLERY_RENDER.width / MOBILE_GALLERY_RENDER.height).toBe(3 / 4)
	})

	test('mapLimit starts nothing after a failure and waits for what is running', async () => {
		const started: number[] = []
		let running = 0
		let finishedAfterFailure = false
		const error = await mapLimit([0, 1, 2, 3, 4, 5], 2, async (item) => {
			started.push(item)
			running++
			try {
				if (item === 0) throw new Error('first fails')
				await new Promise((resolve) => setTimeout(resolve, 30))
				finishedAfterFailure = true
			} finally {
				running--
			}
		}).catch((e: unknown) => e)
		expect(error).toMatchObject({ message: 'first fails' })
		expect(running).toBe(0)
		expect(finishedAfterFailure).toBe(true)
		expect(started.length).toBeLessThan(6)
	})
})

describeEachDialect('storeSeedImages', (t) => {
	let dir: string
	let storage: LocalStorage
	beforeEach(async () => {
		dir = await mkdtemp(path.join(tmpdir(), 'aster-seed-images-'))
		storage = new LocalStorage(dir)
	})
	afterEach(async () => {
		await rm(dir, { recursive: true, force: true })
	})

	test('stores each image through the pipeline, with variants and a placeholder when opaque', async () => {
		const jobs = [
			testimonialImageJobs(SEED_TESTIMONIALS[0]!)[0]!,
			clientLogoImageJob(SEED_CLIENT_LOGOS[0]!),
		]
		const { refs, mediaIds } = await storeSeedImages(jobs, { db: t.db, storage })
		expect(mediaIds).toHaveLength(2)
		const media = await listMedia(t.db)
		expect(media.map((m) => m.id).sort()).toEqual([...mediaIds].sort())

		const portrait = refs.get(jobs[0]!.name)!
		expect(portrait).toMatchObject({
			url: `/media/${MEDIA_FOLDERS.testimonial}/${portrait.mediaId}/original.png`,
			name: `${jobs[0]!.name}.png`,
			width: 400,
			height: 400,
			alt: '',
			placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
		})
		const logo = refs.get(jobs[1]!.name)!
		expect(logo.url).toMatch(new RegExp(`^/media/${MEDIA_FOLDERS['client-logo']}/`))
		expect(logo.alt).toBe(SEED_CLIENT_LOGOS[0]!.company)
		expect(logo).not.toHaveProperty('placeholder')

		for (const ref of [portrait, logo]) {
			const sources = imageSources(ref)
			expect(sources).not.toBeNull()
			for (const source of sources!)
				for (const candidate of source.srcSet.split(', ')) {
					const key = candidate.split(' ')[0]!.replace('/media/', '')
					expect(await storage.stat(key), key).not.toBeNull()
				}
		}
	}, 60_000)

	test('when one image fails, releases the ones it stored: no rows, no files', async () => {
		const failing: ImageJob = {
			name: 'broken',
			kind: 'project',
			width: 10,
			height: 10,
			alt: '',
			svg: () => {
				throw new Error('cannot draw')
			},
		}
		const jobs = [clientLogoImageJob(SEED_CLIENT_LOGOS[0]!), failing]
		await expect(
			storeSeedImages(jobs, { db: t.db, storage, concurrency: 1 }),
		).rejects.toThrow('cannot draw')
		expect(await listMedia(t.db)).toEqual([])
		expect(await storage.list('')).toEqual([])
	}, 60_000)
})
