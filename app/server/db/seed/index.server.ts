// Demo content for a first start (SEED_DEMO): a new, empty database gets Aster Software's
// portfolio, products, testimonials and client logos, with images drawn on the spot.
// Images are written first, then every row in one transaction; if the rows fail, the
// files this run created are removed again, so nothing half-written remains.
import type { Logger } from 'pino'

import type { ImageRef, SiteSettings } from '#app/lib/types.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import { createMedia, getMediaByPath } from '#app/server/models/media.server.ts'
import { countProjects, createProject } from '#app/server/models/projects.server.ts'
import {
	getSetting,
	setSetting,
	updateSiteSettings,
	type SiteSettingsPatch,
} from '#app/server/models/settings.server.ts'
import { createTestimonial } from '#app/server/models/testimonials.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import type { Storage } from '#app/server/media/storage.server.ts'

import {
	SEED_CLIENT_LOGOS,
	SEED_PROJECTS,
	SEED_SITE_SETTINGS,
	SEED_TESTIMONIALS,
	type SeedClientLogo,
	type SeedProject,
	type SeedTestimonial,
} from './content.ts'
import {
	clientLogoImageJob,
	clientLogoImageName,
	PROCESS_IMAGE_NAMES,
	processImageJobs,
	projectImageJobs,
	projectImageNames,
	SEED_FOLDER,
	testimonialImageJobs,
	testimonialImageNames,
	writeImages,
	type RenderedImage,
} from './images.server.ts'

/** Set once demo content has been written; its presence stops any later seeding. */
export const DEMO_SEEDED_KEY = 'demo_seeded_at'
/** The home page's Development Process images: `{ light: ImageRef, dark: ImageRef }`. */
export const HOME_PROCESS_IMAGES_KEY = 'home_process_images'
/** Where the process images are served; stable, so a page may also use them directly. */
export const HOME_PROCESS_IMAGE_URLS = {
	light: `/media/${SEED_FOLDER}/${PROCESS_IMAGE_NAMES.light}.webp`,
	dark: `/media/${SEED_FOLDER}/${PROCESS_IMAGE_NAMES.dark}.webp`,
} as const

export type SeedLog = Pick<Logger, 'info' | 'warn'>

export interface HomeProcessImages {
	light: ImageRef
	dark: ImageRef
}

export interface SeedSummary {
	projects: number
	visibleProjects: number
	hiddenProjects: number
	testimonials: number
	clientLogos: number
	visibleClientLogos: number
	/** Images written, each with its media row. */
	images: number
	/** Wall time of the whole seed, milliseconds. */
	ms: number
}

export interface SeedOptions {
	db: DB
	/** The uploads root; images go to `${uploadsDir}/seed/`. */
	uploadsDir: string
	/**
	 * Where to write instead of `uploadsDir` (e.g. getStorage() when S3 is configured);
	 * keys are the same: `seed/<name>.webp`.
	 */
	storage?: Storage
	log?: SeedLog
	/** How many images to render at once (default: cores + 1, 2 to 6). */
	concurrency?: number
	/** The content to seed; the demo content unless a test passes a smaller set. */
	content?: SeedContent
}

export interface SeedContent {
	projects: readonly SeedProject[]
	testimonials: readonly SeedTestimonial[]
	clientLogos: readonly SeedClientLogo[]
	settings: SiteSettings
}

export const DEMO_CONTENT: SeedContent = {
	projects: SEED_PROJECTS,
	testimonials: SEED_TESTIMONIALS,
	clientLogos: SEED_CLIENT_LOGOS,
	settings: SEED_SITE_SETTINGS,
}

class AlreadySeededError extends Error {
	constructor() {
		super('Demo content was seeded by another process')
		this.name = 'AlreadySeededError'
	}
}

/** Whether the database has never been seeded and holds no projects. */
export async function needsDemoContent(db: DB): Promise<boolean> {
	if ((await getSetting(db, DEMO_SEEDED_KEY)) !== undefined) return false
	return (await countProjects(db)) === 0
}

function storageOf(options: { uploadsDir: string; storage?: Storage }): Storage {
	return options.storage ?? new LocalStorage(options.uploadsDir)
}

/** A media row for `image` (reusing one already at its path) and the ImageRef pointing at it. */
async function storeMedia(db: DB, image: RenderedImage): Promise<ImageRef> {
	const existing = await getMediaByPath(db, image.path)
	const media =
		existing ??
		(await createMedia(db, {
			path: image.path,
			originalName: image.fileName,
			contentType: image.contentType,
			width: image.width,
			height: image.height,
			bytes: image.bytes,
			variants: [],
			placeholder: image.placeholder,
		}))
	return {
		url: image.url,
		name: image.fileName,
		mediaId: media.id,
		width: image.width,
		height: image.height,
		alt: image.alt,
	}
}

/** Only the site settings nobody has stored yet, so an admin's edits are never replaced. */
async function missingSiteSettings(
	db: DB,
	wanted: SiteSettings,
): Promise<SiteSettingsPatch> {
	const patch: SiteSettingsPatch = {}
	const social: Partial<SiteSettings['social']> = {}
	for (const key of Object.keys(wanted) as Array<keyof SiteSettings>) {
		if (key === 'social') continue
		if ((await getSetting(db, `site.${key}`)) === undefined) {
			Object.assign(patch, { [key]: wanted[key] })
		}
	}
	for (const key of Object.keys(wanted.social) as Array<keyof SiteSettings['social']>) {
		if ((await getSetting(db, `site.social.${key}`)) === undefined)
			social[key] = wanted.social[key]
	}
	if (Object.keys(social).length > 0) patch.social = social
	return patch
}

function isProcessImages(value: unknown): value is HomeProcessImages {
	if (typeof value !== 'object' || value === null) return false
	const { light, dark } = value as Record<string, unknown>
	const ok = (ref: unknown) =>
		typeof ref === 'object' && ref !== null && typeof (ref as ImageRef).url === 'string'
	return ok(light) && ok(dark)
}

/** The stored process images, or the stable URLs when they were never recorded. */
export async function getHomeProcessImages(db: DB): Promise<HomeProcessImages> {
	const stored = await getSetting(db, HOME_PROCESS_IMAGES_KEY)
	if (isProcessImages(stored)) return stored
	const [light, dark] = processImageJobs()
	return {
		light: {
			url: HOME_PROCESS_IMAGE_URLS.light,
			name: `${PROCESS_IMAGE_NAMES.light}.webp`,
			width: light!.width,
			height: light!.height,
			alt: light!.alt,
		},
		dark: {
			url: HOME_PROCESS_IMAGE_URLS.dark,
			name: `${PROCESS_IMAGE_NAMES.dark}.webp`,
			width: dark!.width,
			height: dark!.height,
			alt: dark!.alt,
		},
	}
}

/**
 * Makes sure the home page's two Development Process images exist on disk and are
 * recorded under HOME_PROCESS_IMAGES_KEY. Cheap when they already are. Independent of
 * SEED_DEMO: the home page shows them either way.
 */
export async function ensureHomeProcessImages(options: {
	db: DB
	uploadsDir: string
	storage?: Storage
	log?: SeedLog
}): Promise<HomeProcessImages> {
	const { db, log } = options
	const storage = storageOf(options)
	const stored = await getSetting(db, HOME_PROCESS_IMAGES_KEY)
	if (isProcessImages(stored)) {
		const present = await Promise.all(
			// A URL that is not one of our keys counts as missing, and is written afresh.
			[stored.light, stored.dark].map((ref) =>
				storage.stat(ref.url.replace(/^\/media\//, '')).catch(() => null),
			),
		)
		if (present.every(Boolean)) return stored
	}
	const { images, keys } = await writeImages(processImageJobs(), storage)
	try {
		const refs = await inTransaction(db, async (trx) => {
			const light = await storeMedia(trx, images.get(PROCESS_IMAGE_NAMES.light)!)
			const dark = await storeMedia(trx, images.get(PROCESS_IMAGE_NAMES.dark)!)
			const value: HomeProcessImages = { light, dark }
			await setSetting(trx, HOME_PROCESS_IMAGES_KEY, value)
			return value
		})
		log?.info({ files: keys.length }, 'home process images written')
		return refs
	} catch (error) {
		// The files are identical on every run; only an unrecorded write is worth undoing.
		if (!isProcessImages(stored)) await storage.delete(keys)
		throw error
	}
}

/**
 * Fills a never-seeded, project-less database with demo content. Returns what it wrote,
 * or null when there was nothing to do (already seeded, or real content present).
 */
export async function seedDemo(options: SeedOptions): Promise<SeedSummary | null> {
	const started = performance.now()
	const { db, log } = options
	const content = options.content ?? DEMO_CONTENT
	const storage = storageOf(options)

	await ensureHomeProcessImages({ db, uploadsDir: options.uploadsDir, storage, log })
	if (!(await needsDemoContent(db))) return null

	const jobs = [
		...content.projects.flatMap(projectImageJobs),
		...content.testimonials.flatMap(testimonialImageJobs),
		...content.clientLogos.map(clientLogoImageJob),
	]
	const before = new Set(await storage.list(`${SEED_FOLDER}/`))
	const { images, keys } = await writeImages(jobs, storage, {
		concurrency: options.concurrency,
	})
	const rendered = performance.now()

	const get = (name: string): RenderedImage => {
		const image = images.get(name)
		if (!image) throw new Error(`Seed image ${name} was not rendered`)
		return image
	}

	let summary: Omit<SeedSummary, 'ms'>
	try {
		summary = await inTransaction(db, async (trx) => {
			// Checked again inside the transaction: another process may have won the race.
			if (!(await needsDemoContent(trx))) throw new AlreadySeededError()

			const ref = (name: string) => storeMedia(trx, get(name))
			const day = 24 * 60 * 60 * 1000
			const now = Date.now()

			// Newest first in the content list, so each one is a little older than the last.
			for (const [index, project] of content.projects.entries()) {
				const names = projectImageNames(project)
				const { art: _art, ...fields } = project
				const productImages: ImageRef[] = []
				for (const name of names.gallery) productImages.push(await ref(name))
				await createProject(trx, {
					...fields,
					banner: await ref(names.banner),
					image: await ref(names.image),
					productImages,
					createdAt: new Date(now - (index + 1) * 3 * day).toISOString(),
				})
			}

			for (const [index, testimonial] of content.testimonials.entries()) {
				const names = testimonialImageNames(testimonial)
				await createTestimonial(trx, {
					id: testimonial.id,
					name: testimonial.name,
					title: testimonial.title,
					quote: testimonial.quote,
					image: await ref(names.image),
					logoLight: await ref(names.logoLight),
					logoDark: await ref(names.logoDark),
					createdAt: new Date(now - (index + 1) * 5 * day).toISOString(),
				})
			}

			for (const [index, logo] of content.clientLogos.entries()) {
				await createClientLogo(trx, {
					name: logo.name,
					image: await ref(clientLogoImageName(logo)),
					visible: logo.visible,
					sortOrder: index,
				})
			}

			const settings = await missingSiteSettings(trx, content.settings)
			if (Object.keys(settings).length > 0) await updateSiteSettings(trx, settings)
			await setSetting(trx, DEMO_SEEDED_KEY, new Date().toISOString())

			const visibleProjects = content.projects.filter((project) => project.visible).length
			const visibleClientLogos = content.clientLogos.filter((logo) => logo.visible).length
			return {
				projects: content.projects.length,
				visibleProjects,
				hiddenProjects: content.projects.length - visibleProjects,
				testimonials: content.testimonials.length,
				clientLogos: content.clientLogos.length,
				visibleClientLogos,
				images: images.size,
			}
		})
	} catch (error) {
		if (error instanceof AlreadySeededError) {
			// The other process's rows point at these same (identical) files: keep them.
			log?.info('demo content already seeded by another process')
			return null
		}
		// Nothing refers to the files this run created: remove them, keep older ones.
		await storage.delete(keys.filter((key) => !before.has(key)))
		log?.warn({ err: error }, 'demo content could not be seeded; nothing was kept')
		throw error
	}

	const ms = Math.round(performance.now() - started)
	log?.info(
		{ ...summary, renderMs: Math.round(rendered - started), ms },
		'demo content seeded',
	)
	return { ...summary, ms }
}
