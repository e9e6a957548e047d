import { fork } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
	afterAll,
	afterEach,
	beforeAll,
	beforeEach,
	describe,
	expect,
	test,
} from 'vitest'

import {
	MEDIA_FOLDERS,
	variantWidths,
	VARIANT_FORMATS,
	type MediaKind,
} from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import {
	describeEachDialect,
	useTestDatabase,
	type TestDatabase,
} from '#app/server/db/testing.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { mediaKeys } from '#app/server/media/media-deletion.server.ts'
import type { Storage } from '#app/server/media/storage.server.ts'
import { useTestStorage } from '#app/server/media/testing.server.ts'
import {
	createClientLogo,
	listClientLogos,
} from '#app/server/models/client-logos.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { getMedia, listMedia } from '#app/server/models/media.server.ts'
import {
	countProjects,
	createProject,
	listProjects,
	listVisibleProjects,
	getFeaturedProduct,
} from '#app/server/models/projects.server.ts'
import { getSetting } from '#app/server/models/settings.server.ts'
import { getSiteForm } from '#app/server/models/site-content.server.ts'
import { listTestimonials } from '#app/server/models/testimonials.server.ts'

import {
	SEED_CLIENT_LOGOS,
	SEED_PROJECTS,
	SEED_SITE_SETTINGS,
	SEED_TESTIMONIALS,
} from './content.ts'
import {
	DEMO_CONTENT,
	DEMO_SEEDED_KEY,
	seedDemo,
	type SeedContent,
} from './index.server.ts'

const seedProcess = fileURLToPath(
	new URL('./fixtures/seed-process.server.ts', import.meta.url),
)

// One project (banner, image, gallery), one testimonial and two logos: every kind of image.
// A mobile project with the fewest screens: its gallery is the quickest to encode.
const cheapest = SEED_PROJECTS.filter((p) => p.type === 'mobile').sort(
	(a, b) => a.art.screens.length - b.art.screens.length,
)[0]!
const small: SeedContent = {
	projects: [cheapest],
	testimonials: [SEED_TESTIMONIALS[0]!],
	clientLogos: SEED_CLIENT_LOGOS.slice(0, 2),
	settings: SEED_SITE_SETTINGS,
}
// No projects: the quickest content that still takes every step of a seed.
const tiny: SeedContent = { ...small, projects: [] }

// The seed images of these tests, encoded once: the first test that stores an image
// encodes it through the pipeline and keeps the result here; later tests (the other
// dialect, the other storage, the forked processes) copy it, as a server does from
// SEED_CACHE_DIR. Empty at the start of every run, so every run encodes each image once.
let encodeCache: string
beforeAll(async () => {
	encodeCache = await mkdtemp(path.join(tmpdir(), 'aster-seed-cache-'))
})
afterAll(async () => {
	await rm(encodeCache, { recursive: true, force: true })
})

/** Every key in `storage`, sorted. */
async function keysOf(storage: Storage): Promise<string[]> {
	return (await storage.list('')).sort()
}

/**
 * `ref` went through the pipeline as `kind`: its media row exists with the same size, and
 * AVIF and WebP variants exist in storage at every width app/lib/media.ts derives from it.
 */
async function expectPipelineImage(
	db: TestDatabase['db'],
	storage: Storage,
	ref: ImageRef | null | undefined,
	kind: MediaKind,
) {
	expect(ref).toBeTruthy()
	const image = ref!
	expect(image.mediaId).toMatch(/^[A-Za-z0-9_-]{12}$/)
	expect(image.url).toBe(`/media/${MEDIA_FOLDERS[kind]}/${image.mediaId}/original.png`)
	expect(typeof image.alt).toBe('string')
	const media = await getMedia(db, image.mediaId!)
	expect(media?.path).toBe(image.url.replace('/media/', ''))
	expect([media?.width, media?.height]).toEqual([image.width, image.height])
	const expected = variantWidths(image.width!).flatMap((w) =>
		VARIANT_FORMATS.map(
			(format) => `${MEDIA_FOLDERS[kind]}/${image.mediaId}/${w}.${format}`,
		),
	)
	expect(media!.variants.map((v) => v.path).sort()).toEqual([...expected].sort())
	const stats = await Promise.all(
		[media!.path, ...expected].map((key) => storage.stat(key)),
	)
	expect(stats.every((info) => info !== null && info.size > 0)).toBe(true)
	// Opaque images carry their blurred preview; transparent ones have none.
	expect(image.placeholder ?? null).toBe(media!.placeholder)
}

/** Media rows and stored keys, to compare before and after. */
async function snapshot(db: TestDatabase['db'], storage: Storage) {
	const media = (await listMedia(db)).map((m) => m.id).sort()
	return { media, keys: await keysOf(storage) }
}

describeEachDialect('seedDemo', (t) => {
	let uploadsDir: string
	let storage: LocalStorage
	beforeEach(async () => {
		uploadsDir = await mkdtemp(path.join(tmpdir(), 'aster-seed-'))
		storage = new LocalStorage(uploadsDir)
	})
	afterEach(async () => {
		await rm(uploadsDir, { recursive: true, force: true })
	})

	test('stores every image through the pipeline, then seeds nothing a second time', async () => {
		const summary = await seedDemo({
			db: t.db,
			storage,
			content: small,
			cacheDir: encodeCache,
		})
		const project = small.projects[0]!
		const gallery = project.art.screens.length - 1
		expect(summary).toMatchObject({
			projects: 1,
			testimonials: 1,
			clientLogos: 2,
			images: 2 + gallery + 3 + 2,
		})

		const [seeded] = await listProjects(t.db)
		expect(seeded).toMatchObject({ id: project.id, name: project.name })
		await expectPipelineImage(t.db, storage, seeded!.banner, 'banner')
		await expectPipelineImage(t.db, storage, seeded!.image, 'project')
		expect(seeded!.productImages).toHaveLength(gallery)
		for (const image of seeded!.productImages)
			await expectPipelineImage(t.db, storage, image, 'product')
		// Alt text survives: the banner is decorative, the rest describe what they show.
		expect(seeded!.banner!.alt).toBe('')
		expect(seeded!.image!.alt).toBe(project.art.screens[0]!.alt)
		expect(seeded!.productImages.map((image) => image.alt)).toEqual(
			project.art.screens.slice(1).map((screen) => screen.alt),
		)
		expect(seeded!.banner!.placeholder).toMatch(/^data:image\/webp;base64,/)

		const [testimonial] = await listTestimonials(t.db)
		await expectPipelineImage(t.db, storage, testimonial!.image, 'testimonial')
		await expectPipelineImage(t.db, storage, testimonial!.logoLight, 'logo')
		await expectPipelineImage(t.db, storage, testimonial!.logoDark, 'logo')
		expect(testimonial!.logoLight!.alt).toBe(`${SEED_TESTIMONIALS[0]!.company.name} logo`)

		const logos = await listClientLogos(t.db)
		expect(logos.map((logo) => logo.name)).toEqual(
			small.clientLogos.map((logo) => logo.name),
		)
		for (const logo of logos)
			await expectPipelineImage(t.db, storage, logo.image, 'client-logo')

		// Every media row is one of these images; every stored file belongs to one of them.
		const media = await listMedia(t.db)
		expect(media).toHaveLength(summary!.images)
		expect(await keysOf(storage)).toEqual(media.flatMap(mediaKeys).sort())
		expect(await getSetting(t.db, DEMO_SEEDED_KEY)).toEqual(expect.any(String))
		// The demo company is Aster Software (VISUAL.md), with the spec's tagline and year.
		expect((await getSiteForm(t.db, 'company')).value).toMatchObject({
			companyName: 'Aster Software',
			tagline: 'Innovate, Integrate, Inspire: Your Software Solutions Partner',
			foundedYear: 2023,
			contactEmail: SEED_SITE_SETTINGS.contactEmail,
		})

		// A second start finds the marker and writes nothing: no rows, no files.
		const before = await snapshot(t.db, storage)
		expect(
			await seedDemo({ db: t.db, storage, content: small, cacheDir: encodeCache }),
		).toBeNull()
		expect(await countProjects(t.db)).toBe(1)
		expect(await snapshot(t.db, storage)).toEqual(before)
	}, 180_000)

	test('does nothing when the database already has projects', async () => {
		await createProject(t.db, makeProjectInput())
		expect(
			await seedDemo({ db: t.db, storage, content: small, cacheDir: encodeCache }),
		).toBeNull()
		expect(await countProjects(t.db)).toBe(1)
		// Nothing stored: the home page's process images ship with the site.
		expect(await listMedia(t.db)).toHaveLength(0)
	}, 120_000)

	test('leaves no rows, media or files behind when inserting fails', async () => {
		// A logo with the same name makes the seed's own insert fail half-way.
		await createClientLogo(t.db, {
			name: tiny.clientLogos[1]!.name,
			image: { url: '/media/clients/x.webp', name: 'x.webp' },
		})
		const before = await snapshot(t.db, storage)

		await expect(
			seedDemo({ db: t.db, storage, content: tiny, cacheDir: encodeCache }),
		).rejects.toThrow()

		expect(await listTestimonials(t.db)).toHaveLength(0)
		expect(await listClientLogos(t.db)).toHaveLength(1)
		expect(await getSetting(t.db, DEMO_SEEDED_KEY)).toBeUndefined()
		expect(await snapshot(t.db, storage)).toEqual(before)
	}, 120_000)

	test('two processes starting together seed once, and the other keeps nothing', async () => {
		const children = [0, 1].map(() =>
			fork(seedProcess, [t.url, uploadsDir, encodeCache], {
				stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
			}),
		)
		type Done = { type: 'done'; result: unknown; error: string | null }
		const done = children.map(
			(child) =>
				new Promise<Done>((resolve, reject) => {
					let stderr = ''
					child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
					child.on('message', (message: { type: string }) => {
						if (message.type === 'done') resolve(message as Done)
					})
					child.on('exit', (code) =>
						reject(new Error(`seed process exited (${code}): ${stderr}`)),
					)
				}),
		)
		await Promise.all(
			children.map(
				(child) =>
					new Promise<void>((resolve) =>
						child.on('message', (message: { type: string }) => {
							if (message.type === 'ready') resolve()
						}),
					),
			),
		)
		for (const child of children) child.send('go')
		const results = await Promise.all(done)

		expect(results.map((r) => r.error)).toEqual([null, null])
		expect(results.filter((r) => r.result !== null)).toHaveLength(1)
		expect(await listTestimonials(t.db)).toHaveLength(1)
		expect(await listClientLogos(t.db)).toHaveLength(2)
		// One set of images: the winner's, referenced; the other process released its own.
		const media = await listMedia(t.db)
		expect(media).toHaveLength(3 + 2)
		expect(await keysOf(storage)).toEqual(media.flatMap(mediaKeys).sort())
	}, 180_000)
})

describe('seedDemo on S3-compatible storage', () => {
	const t = useTestDatabase('sqlite')
	const s = useTestStorage('s3')

	test('images and their variants go to the bucket; a failed insert removes them', async () => {
		await createClientLogo(t.db, {
			name: tiny.clientLogos[1]!.name,
			image: { url: '/media/clients/x.webp', name: 'x.webp' },
		})
		const before = await snapshot(t.db, s.storage)

		await expect(
			seedDemo({ db: t.db, storage: s.storage, content: tiny, cacheDir: encodeCache }),
		).rejects.toThrow()
		expect(await snapshot(t.db, s.storage)).toEqual(before)
	}, 120_000)
})

// The whole demo content, as a first start seeds it, through the same encode cache the
// server uses by default (SEED_CACHE_DIR): the first run on a machine encodes some 800
// variants (~50 s of CPU), later runs and the e2e server copy them.
describe('seedDemo, the whole demo content', () => {
	const t = useTestDatabase('sqlite')

	test('seeds every collection, with every image through the pipeline', async () => {
		const uploadsDir = await mkdtemp(path.join(tmpdir(), 'aster-seed-full-'))
		try {
			const storage = new LocalStorage(uploadsDir)
			const summary = await seedDemo({
				db: t.db,
				storage,
				cacheDir: path.resolve(getEnv().SEED_CACHE_DIR),
			})
			console.info(`[seed] whole demo: ${JSON.stringify(summary)}`)
			expect(summary).toMatchObject({
				projects: SEED_PROJECTS.length,
				hiddenProjects: 1,
				testimonials: DEMO_CONTENT.testimonials.length,
				clientLogos: 11,
				visibleClientLogos: 10,
			})
			for (const collection of ['portfolio', 'products'] as const)
				for (const type of ['mobile', 'website'] as const)
					expect(
						(await listVisibleProjects(t.db, collection, type)).length,
					).toBeGreaterThanOrEqual(4)
			expect((await getFeaturedProduct(t.db))?.image?.mediaId).toBeTruthy()
			const projects = await listProjects(t.db)
			for (const project of projects) {
				await expectPipelineImage(t.db, storage, project.banner, 'banner')
				await expectPipelineImage(t.db, storage, project.image, 'project')
				for (const image of project.productImages)
					await expectPipelineImage(t.db, storage, image, 'product')
			}
			expect(await listMedia(t.db)).toHaveLength(summary!.images)
		} finally {
			await rm(uploadsDir, { recursive: true, force: true })
		}
	}, 900_000)
})
