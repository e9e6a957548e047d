import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, beforeEach, expect, test } from 'vitest'

import type { ImageRef } from '#app/lib/types.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	createClientLogo,
	listClientLogos,
	listVisibleClientLogos,
} from '#app/server/models/client-logos.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import {
	countProjects,
	createProject,
	listProjects,
	listVisibleProjects,
	getFeaturedProduct,
} from '#app/server/models/projects.server.ts'
import { getSetting, getSiteSettings } from '#app/server/models/settings.server.ts'
import { listTestimonials } from '#app/server/models/testimonials.server.ts'

import {
	SEED_CLIENT_LOGOS,
	SEED_PROJECTS,
	SEED_SITE_SETTINGS,
	SEED_TESTIMONIALS,
} from './content.ts'
import {
	DEMO_SEEDED_KEY,
	ensureHomeProcessImages,
	getHomeProcessImages,
	HOME_PROCESS_IMAGE_URLS,
	HOME_PROCESS_IMAGES_KEY,
	seedDemo,
	type SeedContent,
} from './index.server.ts'

describeEachDialect('seedDemo', (t) => {
	let uploadsDir: string
	beforeEach(async () => {
		uploadsDir = await mkdtemp(path.join(tmpdir(), 'aster-seed-'))
	})
	afterEach(async () => {
		await rm(uploadsDir, { recursive: true, force: true })
	})

	async function expectFile(ref: ImageRef | null) {
		expect(ref).not.toBeNull()
		const image = ref!
		expect(image.url).toMatch(/^\/media\/seed\/[a-z0-9-]+\.webp$/)
		expect(image.name).toBe(path.basename(image.url))
		expect(typeof image.alt).toBe('string')
		const meta = await sharp(
			path.join(uploadsDir, image.url.replace('/media/', '')),
		).metadata()
		expect(meta.format).toBe('webp')
		expect([meta.width, meta.height]).toEqual([image.width, image.height])
		const media = await getMedia(t.db, image.mediaId!)
		expect(media?.path).toBe(image.url.replace('/media/', ''))
		expect([media?.width, media?.height]).toEqual([image.width, image.height])
	}

	test('fills a fresh database once, with images that exist at their recorded sizes', async () => {
		const started = performance.now()
		const summary = await seedDemo({ db: t.db, uploadsDir })
		const ms = Math.round(performance.now() - started)
		console.info(
			`[seed] ${t.dialect}: demo seed took ${ms} ms (${summary?.images} images)`,
		)
		expect(summary).toMatchObject({
			projects: SEED_PROJECTS.length,
			hiddenProjects: 1,
			testimonials: 4,
			clientLogos: 11,
			visibleClientLogos: 10,
		})

		for (const collection of ['portfolio', 'products'] as const) {
			for (const type of ['mobile', 'website'] as const) {
				const list = await listVisibleProjects(t.db, collection, type)
				expect(list.length, `${collection} ${type}`).toBeGreaterThanOrEqual(4)
				expect(list.map((p) => p.align)).toEqual(
					list.map((_, i) => (i % 2 === 0 ? 'left' : 'right')),
				)
			}
		}
		const all = await listProjects(t.db)
		expect(all).toHaveLength(SEED_PROJECTS.length)
		const hidden = all.filter((p) => !p.visible)
		expect(hidden).toHaveLength(1)
		expect(hidden[0]!.status).toBe('draft')
		expect((await getFeaturedProduct(t.db))?.id).toBe(
			SEED_PROJECTS.find((p) => p.collection === 'products')!.id,
		)

		const testimonials = await listTestimonials(t.db)
		expect(testimonials).toHaveLength(4)
		expect(testimonials.map((x) => x.id)).toEqual(SEED_TESTIMONIALS.map((x) => x.id))
		expect((await listClientLogos(t.db)).length).toBe(11)
		expect((await listVisibleClientLogos(t.db)).map((logo) => logo.name)).toEqual(
			SEED_CLIENT_LOGOS.filter((logo) => logo.visible).map((logo) => logo.name),
		)

		const refs: Array<ImageRef | null> = []
		for (const project of all) {
			expect(project.productImages.length).toBeGreaterThanOrEqual(2)
			expect(project.productImages.length).toBeLessThanOrEqual(3)
			refs.push(project.banner, project.image, ...project.productImages)
		}
		for (const testimonial of testimonials)
			refs.push(testimonial.image, testimonial.logoLight, testimonial.logoDark)
		for (const logo of await listClientLogos(t.db)) refs.push(logo.image)
		const process = await getHomeProcessImages(t.db)
		expect(process.light.url).toBe(HOME_PROCESS_IMAGE_URLS.light)
		expect(process.dark.url).toBe(HOME_PROCESS_IMAGE_URLS.dark)
		refs.push(process.light, process.dark)
		await Promise.all(refs.map(expectFile))

		expect(await getSetting(t.db, DEMO_SEEDED_KEY)).toEqual(expect.any(String))
		expect((await getSiteSettings(t.db)).contactEmail).toBe(
			SEED_SITE_SETTINGS.contactEmail,
		)

		// A second start finds the marker and writes nothing.
		const files = (await readdir(path.join(uploadsDir, 'seed'))).length
		expect(await seedDemo({ db: t.db, uploadsDir })).toBeNull()
		expect(await countProjects(t.db)).toBe(SEED_PROJECTS.length)
		expect((await listTestimonials(t.db)).length).toBe(4)
		expect((await readdir(path.join(uploadsDir, 'seed'))).length).toBe(files)
	}, 120_000)

	// One project, one testimonial and two logos: enough to exercise every path quickly.
	const small: SeedContent = {
		projects: [SEED_PROJECTS.find((p) => p.type === 'website')!],
		testimonials: [SEED_TESTIMONIALS[0]!],
		clientLogos: SEED_CLIENT_LOGOS.slice(0, 2),
		settings: SEED_SITE_SETTINGS,
	}

	test('does nothing when the database already has projects', async () => {
		await createProject(t.db, makeProjectInput())
		expect(await seedDemo({ db: t.db, uploadsDir, content: small })).toBeNull()
		expect(await countProjects(t.db)).toBe(1)
		// The home page's process images are made regardless.
		expect(await getSetting(t.db, HOME_PROCESS_IMAGES_KEY)).toBeDefined()
		expect((await readdir(path.join(uploadsDir, 'seed'))).sort()).toEqual(
			expect.arrayContaining(['process-steps-dark.webp', 'process-steps-light.webp']),
		)
	})

	test('leaves no rows and no new files behind when inserting fails', async () => {
		// A logo with the same name makes the seed's own insert fail half-way.
		await createClientLogo(t.db, {
			name: SEED_CLIENT_LOGOS[1]!.name,
			image: { url: '/media/clients/x.webp', name: 'x.webp' },
		})
		await ensureHomeProcessImages({ db: t.db, uploadsDir })
		const before = (await readdir(path.join(uploadsDir, 'seed'))).sort()

		await expect(seedDemo({ db: t.db, uploadsDir, content: small })).rejects.toThrow()

		expect(await countProjects(t.db)).toBe(0)
		expect(await listTestimonials(t.db)).toHaveLength(0)
		expect(await listClientLogos(t.db)).toHaveLength(1)
		expect(await getSetting(t.db, DEMO_SEEDED_KEY)).toBeUndefined()
		expect((await readdir(path.join(uploadsDir, 'seed'))).sort()).toEqual(before)
	})

	test('ensureHomeProcessImages rewrites missing files and keeps its setting', async () => {
		const first = await ensureHomeProcessImages({ db: t.db, uploadsDir })
		await rm(path.join(uploadsDir, 'seed', 'process-steps-dark.webp'))
		const second = await ensureHomeProcessImages({ db: t.db, uploadsDir })
		expect(second.dark.mediaId).toBe(first.dark.mediaId)
		await expectFile(second.dark)
		await expectFile(second.light)
	})
})
