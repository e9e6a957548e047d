// Demo content for a first start (SEED_DEMO): a new, empty database gets Aster Software's
// portfolio, products, testimonials and client logos, with images drawn on the spot and
// stored through the media pipeline (AVIF and WebP variants, placeholders) like uploads.
// Images are stored first (with their alt text, in the library), then every row and the
// images it shows (its media usages) in one transaction; if the rows fail, the media this
// run created (rows and files) is released again, so nothing half-written remains.
import type { Logger } from 'pino'

import { richFromPlainText } from '#app/lib/rich-text.ts'
import { NO_PAGE_SEARCH } from '#app/schemas/search.ts'
import type { ImageRef, SiteSettings } from '#app/lib/types.ts'
import { inTransaction, isUniqueViolation, type DB } from '#app/server/db/index.server.ts'
import { recordImageUsages } from '#app/server/media/image-refs.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { getStorage, type Storage } from '#app/server/media/storage.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import { countProjects, createProject } from '#app/server/models/projects.server.ts'
import {
	getSetting,
	renewContentVersion,
	setSetting,
} from '#app/server/models/settings.server.ts'
import { storeSiteFormIfAbsent } from '#app/server/models/site-content.server.ts'
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
	projectImageJobs,
	projectImageNames,
	releaseQuietly,
	storeSeedImages,
	testimonialImageJobs,
	testimonialImageNames,
} from './images.server.ts'

/** Set once demo content has been written; its presence stops any later seeding. */
export const DEMO_SEEDED_KEY = 'demo_seeded_at'
export type SeedLog = Pick<Logger, 'info' | 'warn'>

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

			// Newest first in the content list, so each one is a little older than the last;
			// the content's order is each collection's manual order (decision 032).
			const places = { portfolio: 0, products: 0 }
			for (const [index, project] of content.projects.entries()) {
				const names = projectImageNames(project)
				const { art: _art, ...fields } = project
				const images = {
					banner: ref(names.banner),
					image: ref(names.image),
					productImages: names.gallery.map(ref),
				}
				const created = await createProject(trx, {
					...fields,
					// The demo's ids are readable: each is its project's address too.
					slug: fields.id,
					seo: { ...NO_PAGE_SEARCH },
					intro: richFromPlainText(fields.intro),
					features: fields.features.map((feature) => ({
						title: feature.title,
						description: richFromPlainText(feature.description),
					})),
					...images,
					createdAt: new Date(now - (index + 1) * 3 * day).toISOString(),
					sortOrder: places[fields.collection]++,
				})
				await recordImageUsages(trx, 'project', created.id, images)
			}

			for (const [index, testimonial] of content.testimonials.entries()) {
				const names = testimonialImageNames(testimonial)
				const images = {
					image: ref(names.image),
					logoLight: ref(names.logoLight),
					logoDark: ref(names.logoDark),
				}
				await createTestimonial(trx, {
					id: testimonial.id,
					name: testimonial.name,
					title: testimonial.title,
					quote: richFromPlainText(testimonial.quote),
					...images,
					createdAt: new Date(now - (index + 1) * 5 * day).toISOString(),
					sortOrder: index,
				})
				await recordImageUsages(trx, 'testimonial', testimonial.id, images)
			}

			for (const [index, logo] of content.clientLogos.entries()) {
				const created = await createClientLogo(trx, {
					name: logo.name,
					image: ref(clientLogoImageName(logo)),
					visible: logo.visible,
					sortOrder: index,
				})
				await recordImageUsages(trx, 'client_logo', created.id, { image: created.image })
			}

			// Only when nobody has stored the company's details yet: an admin's stay.
			await storeSiteFormIfAbsent(trx, 'company', content.settings)
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
