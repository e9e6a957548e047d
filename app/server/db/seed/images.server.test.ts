import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, describe, expect, test } from 'vitest'

import { LocalStorage } from '#app/server/media/local-storage.server.ts'

import { SEED_CLIENT_LOGOS, SEED_PROJECTS, SEED_TESTIMONIALS } from './content.ts'
import {
	clientLogoImageJob,
	mapLimit,
	processImageJobs,
	projectImageJobs,
	renderImage,
	testimonialImageJobs,
	writeImages,
	type ImageJob,
} from './images.server.ts'

const mobile = SEED_PROJECTS.find((p) => p.type === 'mobile')!
// A name with an ampersand proves text is escaped before it reaches the SVG parser.
const website = SEED_PROJECTS.find((p) => p.type === 'website' && p.name.includes('&'))!

async function expectImage(job: ImageJob) {
	const { image, data } = await renderImage(job)
	const meta = await sharp(data).metadata()
	expect(meta.format).toBe('webp')
	expect([meta.width, meta.height]).toEqual([job.width, job.height])
	expect([image.width, image.height]).toEqual([job.width, job.height])
	expect(image.bytes).toBe(data.length)
	expect(meta.hasAlpha).toBe(Boolean(job.transparent))
	expect(image.url).toBe(`/media/seed/${job.name}.webp`)
	if (job.transparent) expect(image.placeholder).toBeNull()
	else expect(image.placeholder).toMatch(/^data:image\/webp;base64,/)
	return { image, data }
}

describe('seed images', () => {
	const dirs: string[] = []
	afterEach(async () => {
		await Promise.all(
			dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })),
		)
	})

	test('a mobile project gets a banner, a phone image and portrait gallery screens', async () => {
		const jobs = projectImageJobs(mobile)
		expect(jobs.map((job) => [job.width, job.height])).toEqual([
			[1600, 600],
			[1200, 900],
			...jobs.slice(2).map(() => [720, 960]),
		])
		expect(jobs.length).toBeGreaterThanOrEqual(4)
		expect(jobs[0]!.alt).toBe('')
		expect(jobs[1]!.alt).not.toBe('')
		await mapLimit(jobs, 3, expectImage)
	})

	test('a website gets a banner, a browser image and landscape gallery screens', async () => {
		const jobs = projectImageJobs(website)
		expect(jobs.slice(2).every((job) => job.width === 1080 && job.height === 720)).toBe(
			true,
		)
		await mapLimit(jobs, 3, expectImage)
	})

	test('testimonials, client logos and the process steps render; logos keep transparency', async () => {
		const jobs = [
			...testimonialImageJobs(SEED_TESTIMONIALS[0]!),
			clientLogoImageJob(SEED_CLIENT_LOGOS[0]!),
			...processImageJobs(),
		]
		expect(jobs.map((job) => [job.width, job.height])).toEqual([
			[400, 400],
			[480, 160],
			[480, 160],
			[320, 120],
			[1200, 400],
			[1200, 400],
		])
		await mapLimit(jobs, 3, expectImage)
		// A client logo's corner is see-through.
		const { data } = await renderImage(clientLogoImageJob(SEED_CLIENT_LOGOS[1]!))
		const corner = await sharp(data)
			.extract({ left: 0, top: 0, width: 1, height: 1 })
			.raw()
			.toBuffer()
		expect(corner[3]).toBe(0)
	})

	test('every seed image has a unique name', () => {
		const names = [
			...SEED_PROJECTS.flatMap(projectImageJobs),
			...SEED_TESTIMONIALS.flatMap(testimonialImageJobs),
			...SEED_CLIENT_LOGOS.map(clientLogoImageJob),
			...processImageJobs(),
		].map((job) => job.name)
		expect(new Set(names).size).toBe(names.length)
	})

	test('writeImages stores seed/<name>.webp, and removes what it wrote if one image fails', async () => {
		const dir = await mkdtemp(path.join(tmpdir(), 'aster-seed-images-'))
		dirs.push(dir)
		const jobs = processImageJobs()
		const { images, keys } = await writeImages(jobs, new LocalStorage(dir))
		expect(images.size).toBe(2)
		expect(keys.sort()).toEqual([
			'seed/process-steps-dark.webp',
			'seed/process-steps-light.webp',
		])
		expect((await readdir(path.join(dir, 'seed'))).sort()).toEqual(
			keys.map((key) => path.basename(key)),
		)

		const failing: ImageJob = {
			name: 'broken',
			width: 10,
			height: 10,
			alt: '',
			svg: () => {
				throw new Error('cannot draw')
			},
		}
		const other = await mkdtemp(path.join(tmpdir(), 'aster-seed-images-'))
		dirs.push(other)
		await expect(
			writeImages([...jobs, failing], new LocalStorage(other), { concurrency: 1 }),
		).rejects.toThrow('cannot draw')
		expect(await new LocalStorage(other).list('')).toEqual([])
	})
})
