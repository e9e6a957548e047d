// Demo content for a first start (SEED_DEMO): a new, empty database gets Aster Software's
// portfolio, products, testimonials and client logos, with images drawn on the spot and
// stored through the media pipeline (AVIF and WebP variants, placeholders) like uploads.
// Images are stored first, then every row in one transaction; if the rows fail, the media
// this run created (rows and files) is released again, so nothing half-written remains.
import type { Logger } from 'pino'

import { imageSources } from '#app/lib/media.ts'
import type { ImageRef, SiteSettings } from '#app/lib/types.ts'
import { inTransaction, isUniqueViolation, type DB } from '#app/server/db/index.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { mediaIdsOf } from '#app/server/media/release.server.ts'
import { getStorage, type Storage } from '#app/server/media/storage.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import { countProjects, createProject } from '#app/server/models/projects.server.ts'
import {
	getSetting,
	renewContentVersion,
	setSetting,
	setSettingIfAbsent,
	updateSiteSettings,
	type SiteSettingsPatch,
} from '#app/server/models/settings.server.ts'
import { createTestimonial } from '#app/server/models/testimonials.server.ts'

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
	ensureProcessFallbackFiles,
	PROCESS_IMAGE_NAMES,
	processFallbackKey,
	processImageJobs,
	projectImageJobs,
	projectImageNames,
	releaseQuietly,
	storeSeedImages,
	testimonialImageJobs,
	testimonialImageNames,
} from './images.server.ts'

/** Set once demo content has been written; its presence stops any later seeding. */
export const DEMO_SEEDED_KEY = 'demo_seeded_at'
/** The home page's Development Process images: `{ light: ImageRef, dark: ImageRef }`. */
export const HOME_PROCESS_IMAGES_KEY = 'home_process_images'
/**
 * Stable copies of the process images (plain WebP, no variants), for a page that cannot
 * read HOME_PROCESS_IMAGES_KEY (the database is down). Written at every start if missing.
 */
export const HOME_PROCESS_IMAGE_URLS = {
	light: `/media/${processFallbackKey('light')}`,
	dark: `/media/${processFallbackKey('dark')}`,
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
	/** Images stored through the pipeline, each with its media row and variants. */
	images: number
	/** Wall time of the whole seed, milliseconds. */
	ms: number
	/** CPU time of the process meanwhile (every thread: sharp's too), milliseconds. */
	cpuMs: number
}

interface StorageOptions {
	/** Where images go; default the process-wide storage (UPLOADS_DIR or S3, getStorage()). */
	storage?: Storage
	/** A local uploads folder to use when no `storage` is given (scripts, tests). */
	uploadsDir?: string
	/** Encoded seed images kept between runs (see storeSeedImages); none by default. */
	cacheDir?: string | null
}

export interface SeedOptions extends StorageOptions {
	/** Not a transaction: the pipeline records each image as it is stored. */
	db: DB
	log?: SeedLog
	/** How many images to have in flight at once (default: cores + 1, 2 to 4). */
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

function storageOf(options: StorageOptions): Storage {
	if (options.storage) return options.storage
	return options.uploadsDir ? new LocalStorage(options.uploadsDir) : getStorage()
}

/** The storage key of a ref's file, or null when its URL is not under /media/. */
function keyOf(ref: ImageRef): string | null {
	return ref.url.startsWith('/media/') ? ref.url.slice('/media/'.length) : null
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

/**
 * `value` when it holds process images that went through the pipeline (so pages get their
 * variants) and whose originals are in storage; else null.
 */
async function readyProcessImages(
	value: unknown,
	storage: Storage,
): Promise<HomeProcessImages | null> {
	if (!isProcessImages(value)) return null
	const refs = [value.light, value.dark]
	if (!refs.every((ref) => imageSources(ref) !== null)) return null
	const present = await Promise.all(
		refs.map((ref) => {
			const key = keyOf(ref)
			return key ? storage.stat(key).catch(() => null) : null
		}),
	)
	return present.every(Boolean) ? value : null
}

/** The stored process images, or the stable fallback copies when none were recorded. */
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
 * Makes sure the home page's two Development Process images are stored through the
 * pipeline (kind 'site', which the sweep of unreferenced uploads leaves alone) and
 * recorded under HOME_PROCESS_IMAGES_KEY, and that their stable fallback copies exist.
 * Cheap when they are: a setting and four `stat`s. Independent of SEED_DEMO: the home page
 * shows them either way. Images recorded before the pipeline (or whose files are gone)
 * are replaced, and the media they used released.
 */
export async function ensureHomeProcessImages(
	options: StorageOptions & { db: DB; log?: SeedLog },
): Promise<HomeProcessImages> {
	const { db, log } = options
	const storage = storageOf(options)
	const stored = await getSetting(db, HOME_PROCESS_IMAGES_KEY)
	let result = await readyProcessImages(stored, storage)
	if (!result) {
		const { refs, mediaIds } = await storeSeedImages(processImageJobs(), {
			db,
			storage,
			concurrency: 2,
			log,
			cacheDir: options.cacheDir,
		})
		const ours: HomeProcessImages = {
			light: refs.get(PROCESS_IMAGE_NAMES.light)!,
			dark: refs.get(PROCESS_IMAGE_NAMES.dark)!,
		}
		try {
			result = await inTransaction(db, async (trx) => {
				// Nothing recorded yet: record ours, unless another process starting at the
				// same time just did (atomic, so of two racing exactly one records).
				if (stored === undefined) {
					if (await setSettingIfAbsent(trx, HOME_PROCESS_IMAGES_KEY, ours)) return ours
				}
				// Another process's images, when whole, stay; otherwise ours replace them.
				const current = await getSetting(trx, HOME_PROCESS_IMAGES_KEY)
				const theirs = await readyProcessImages(current, storage)
				if (theirs) return theirs
				await setSetting(trx, HOME_PROCESS_IMAGES_KEY, ours)
				return ours
			})
		} catch (error) {
			await releaseQuietly(db, mediaIds, storage, log)
			throw error
		}
		// Whichever images lost (ours, or those recorded before) are referenced by nothing.
		const dropped =
			result === ours
				? isProcessImages(stored)
					? mediaIdsOf(stored.light, stored.dark)
					: []
				: mediaIds
		await releaseQuietly(db, dropped, storage, log)
		if (result === ours)
			log?.info({ images: mediaIds.length }, 'home process images stored')
	}
	// After any release above: an image recorded before the pipeline may have been one of them.
	const written = await ensureProcessFallbackFiles(storage)
	if (written.length > 0)
		log?.info({ files: written }, 'home process fallback images written')
	return result
}

/**
 * Fills a never-seeded, project-less database with demo content. Returns what it wrote,
 * or null when there was nothing to do (already seeded, or real content present).
 */
export async function seedDemo(options: SeedOptions): Promise<SeedSummary | null> {
	const started = performance.now()
	const cpu = process.cpuUsage()
	const { db, log } = options
	const content = options.content ?? DEMO_CONTENT
	const storage = storageOf(options)

	await ensureHomeProcessImages({ db, storage, log, cacheDir: options.cacheDir })
	if (!(await needsDemoContent(db))) return null

	const jobs = [
		...content.projects.flatMap(projectImageJobs),
		...content.testimonials.flatMap(testimonialImageJobs),
		...content.clientLogos.map(clientLogoImageJob),
	]
	const { refs, mediaIds } = await storeSeedImages(jobs, {
		db,
		storage,
		concurrency: options.concurrency,
		log,
		cacheDir: options.cacheDir,
	})
	const imagesMs = Math.round(performance.now() - started)

	const ref = (name: string): ImageRef => {
		const image = refs.get(name)
		if (!image) throw new Error(`Seed image ${name} was not stored`)
		return image
	}

	let summary: Omit<SeedSummary, 'ms' | 'cpuMs'>
	try {
		summary = await inTransaction(db, async (trx) => {
			// Checked again inside the transaction: another process may have won the race.
			if (!(await needsDemoContent(trx))) throw new AlreadySeededError()

			const day = 24 * 60 * 60 * 1000
			const now = Date.now()

			// Newest first in the content list, so each one is a little older than the last.
			for (const [index, project] of content.projects.entries()) {
				const names = projectImageNames(project)
				const { art: _art, ...fields } = project
				await createProject(trx, {
					...fields,
					banner: ref(names.banner),
					image: ref(names.image),
					productImages: names.gallery.map(ref),
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
					image: ref(names.image),
					logoLight: ref(names.logoLight),
					logoDark: ref(names.logoDark),
					createdAt: new Date(now - (index + 1) * 5 * day).toISOString(),
				})
			}

			for (const [index, logo] of content.clientLogos.entries()) {
				await createClientLogo(trx, {
					name: logo.name,
					image: ref(clientLogoImageName(logo)),
					visible: logo.visible,
					sortOrder: index,
				})
			}

			const settings = await missingSiteSettings(trx, content.settings)
			if (Object.keys(settings).length > 0) await updateSiteSettings(trx, settings)
			await setSetting(trx, DEMO_SEEDED_KEY, new Date().toISOString())
			await renewContentVersion(trx)

			const visibleProjects = content.projects.filter((project) => project.visible).length
			const visibleClientLogos = content.clientLogos.filter((logo) => logo.visible).length
			return {
				projects: content.projects.length,
				visibleProjects,
				hiddenProjects: content.projects.length - visibleProjects,
				testimonials: content.testimonials.length,
				clientLogos: content.clientLogos.length,
				visibleClientLogos,
				images: mediaIds.length,
			}
		})
	} catch (error) {
		// Nothing refers to this run's images: the rows were rolled back, or (when another
		// process won the race) its content refers to its own images.
		await releaseQuietly(db, mediaIds, storage, log)
		// On PostgreSQL both transactions can pass the check above; the one that commits
		// second then hits a unique key of the first one's rows.
		const lostRace =
			error instanceof AlreadySeededError ||
			(isUniqueViolation(error) && !(await needsDemoContent(db)))
		if (lostRace) {
			log?.info('demo content already seeded by another process')
			return null
		}
		log?.warn({ err: error }, 'demo content could not be seeded; nothing was kept')
		throw error
	}

	const ms = Math.round(performance.now() - started)
	const used = process.cpuUsage(cpu)
	const cpuMs = Math.round((used.user + used.system) / 1000)
	log?.info({ ...summary, imagesMs, ms, cpuMs }, 'demo content seeded')
	return { ...summary, ms, cpuMs }
}
