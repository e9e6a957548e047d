// Seed images, drawn as SVG (see ./art), rasterised with sharp at seed time and stored
// through the media pipeline like any upload, so the repository carries no binary demo
// assets, every image matches its content, and every one gets the pipeline's AVIF and
// WebP variants and placeholder.
import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'

import type { Logger } from 'pino'
import sharp from 'sharp'

import type { MediaKind } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { storeImage } from '#app/server/media/pipeline.server.ts'
import { releaseMedia } from '#app/server/media/media-deletion.server.ts'
import type { Storage } from '#app/server/media/storage.server.ts'

import {
	AVATAR_SIZE,
	avatarSvg,
	CLIENT_LOGO_SIZE,
	clientLogoSvg,
	COMPANY_LOGO_SIZE,
	companyLogoSvg,
} from './art/brand.ts'
import {
	BANNER_SIZE,
	bannerSvg,
	GALLERY_SIZE,
	gallerySvg,
	IMAGE_SIZE,
	projectImageSvg,
	type ProjectArt,
} from './art/compose.ts'
import type { SeedClientLogo, SeedProject, SeedTestimonial } from './content.ts'

/** One image to draw: a stable name, its pixel size, its text alternative and its SVG. */
export interface ImageJob {
	/** Stable across runs (e.g. 'lumen-banking-banner'); the stored original is `<name>.png`. */
	name: string
	/** What the image is for: decides its media folder (see app/lib/media.ts). */
	kind: MediaKind
	/** The size it is rendered at, which the pipeline keeps as the original's. */
	width: number
	height: number
	/**
	 * The width the SVG is drawn at, when it is rendered at another size (scaled as a
	 * vector, so text stays sharp). Default: `width`.
	 */
	artWidth?: number
	/** Text alternative; '' for decorative images. */
	alt: string
	/** Keep the alpha channel (logos, the process steps); other images are opaque. */
	transparent?: boolean
	svg: () => string
}

/**
 * Mobile gallery screens are shown at most ~340 CSS px wide (see Gallery.tsx), so 600 px
 * covers a 2× screen; drawn at 720 × 960 and rendered at 600 × 800, they need two
 * variant widths instead of three.
 */
export const MOBILE_GALLERY_RENDER = { width: 600, height: 800 } as const

export function projectArt(project: SeedProject): ProjectArt {
	return {
		id: project.id,
		name: project.name,
		type: project.type,
		category: project.category,
		platforms: project.platforms,
		palette: {
			primary: project.primaryColor,
			secondary: project.secondaryColor,
			accent: project.accentColor ?? '#F2A541',
		},
		domain: project.art.domain,
		photo: project.art.photo,
		screens: project.art.screens,
	}
}

/** The image names a project uses: banner, main image and gallery. */
export function projectImageNames(project: SeedProject) {
	const galleryCount = project.art.screens.length - 1
	return {
		banner: `${project.id}-banner`,
		image: `${project.id}-image`,
		gallery: Array.from(
			{ length: galleryCount },
			(_, i) => `${project.id}-screen-${i + 1}`,
		),
	}
}

export function projectImageJobs(project: SeedProject): ImageJob[] {
	const art = projectArt(project)
	const names = projectImageNames(project)
	const frame = project.type === 'mobile' ? 'a phone' : 'a browser window'
	// Mobile screens are drawn at 720 × 960 and rendered smaller (MOBILE_GALLERY_RENDER).
	const gallerySize =
		project.type === 'mobile'
			? { ...MOBILE_GALLERY_RENDER, artWidth: GALLERY_SIZE.mobile.width }
			: GALLERY_SIZE.website
	const main = project.art.screens[0]
	return [
		{
			name: names.banner,
			kind: 'banner',
			...BANNER_SIZE,
			// The page shows the name as its heading; the banner only decorates it.
			alt: '',
			svg: () => bannerSvg(art),
		},
		{
			name: names.image,
			kind: 'project',
			...IMAGE_SIZE,
			alt: main?.alt ?? `${project.name} shown in ${frame}`,
			svg: () => projectImageSvg(art),
		},
		...names.gallery.map((name, i) => ({
			name,
			kind: 'product' as const,
			...gallerySize,
			alt: project.art.screens[i + 1]?.alt ?? `${project.name} screen ${i + 1}`,
			svg: () => gallerySvg(art, i + 1),
		})),
	]
}

export function testimonialImageNames(testimonial: SeedTestimonial) {
	return {
		image: `testimonial-${testimonial.id}`,
		logoLight: `testimonial-${testimonial.id}-logo-light`,
		logoDark: `testimonial-${testimonial.id}-logo-dark`,
	}
}

export function testimonialImageJobs(testimonial: SeedTestimonial): ImageJob[] {
	const names = testimonialImageNames(testimonial)
	const { company } = testimonial
	return [
		{
			name: names.image,
			kind: 'testimonial',
			...AVATAR_SIZE,
			// The name is printed beside the portrait; the placeholder adds nothing to it.
			alt: '',
			svg: () =>
				avatarSvg(testimonial.name, testimonial.portrait[0], testimonial.portrait[1]),
		},
		{
			name: names.logoLight,
			kind: 'logo',
			...COMPANY_LOGO_SIZE,
			alt: `${company.name} logo`,
			transparent: true,
			svg: () => companyLogoSvg(company.name, company.mark, company.color, 'light'),
		},
		{
			name: names.logoDark,
			kind: 'logo',
			...COMPANY_LOGO_SIZE,
			alt: `${company.name} logo`,
			transparent: true,
			svg: () => companyLogoSvg(company.name, company.mark, company.color, 'dark'),
		},
	]
}

export function clientLogoImageName(logo: SeedClientLogo): string {
	return `client-${logo.name.replace(/\.[a-z0-9]+$/i, '')}`
}

export function clientLogoImageJob(logo: SeedClientLogo): ImageJob {
	return {
		name: clientLogoImageName(logo),
		kind: 'client-logo',
		...CLIENT_LOGO_SIZE,
		alt: logo.company,
		transparent: true,
		svg: () =>
			clientLogoSvg({
				name: logo.company,
				style: logo.mark,
				uppercase: logo.uppercase,
				light: logo.light,
			}),
	}
}

/**
 * Rasterises one job to a PNG (lossless, quick to write and to read back) at the job's
 * size; opaque images lose their alpha channel, so the pipeline knows them as opaque.
 */
export async function renderImage(job: ImageJob): Promise<Buffer> {
	const svg = Buffer.from(job.svg())
	const density = (72 * job.width) / (job.artWidth ?? job.width)
	const image = sharp(svg, { density })
	const { data, info } = await (
		job.transparent ? image.ensureAlpha() : image.removeAlpha()
	)
		.png({ compressionLevel: 1 })
		.toBuffer({ resolveWithObject: true })
	if (info.width !== job.width || info.height !== job.height) {
		throw new Error(
			`Seed image ${job.name} rendered at ${info.width}×${info.height}, expected ${job.width}×${job.height}`,
		)
	}
	return data
}

/**
 * Runs `fn` over `items` with at most `limit` at a time, keeping the order of results.
 * After a failure no new item starts; it rejects with the first error once every started
 * one has finished, so nothing is still being written when the caller cleans up.
 */
export async function mapLimit<T, R>(
	items: readonly T[],
	limit: number,
	fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
	const results = new Array<R>(items.length)
	let next = 0
	let failed = false
	let failure: unknown
	async function worker() {
		while (!failed && next < items.length) {
			const index = next++
			try {
				results[index] = await fn(items[index]!, index)
			} catch (error) {
				if (!failed) failure = error
				failed = true
			}
		}
	}
	await Promise.all(
		Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker),
	)
	if (failed) throw failure
	return results
}

/**
 * Images in flight at once. The pipeline encodes at most two at a time (each already
 * spreads its variants over libuv's threads); one more keeps the next image rendered and
 * waiting, so the cores never idle between two images.
 */
export function defaultConcurrency(): number {
	return Math.max(2, Math.min(4, availableParallelism() + 1))
}

export interface StoredSeedImages {
	/** Each job's ImageRef by job name: mediaId, size, alt and placeholder. */
	refs: Map<string, ImageRef>
	/** Every media row created, so a failed seed can release exactly these. */
	mediaIds: string[]
}

export interface StoreSeedImagesOptions {
	/** Not a transaction: the pipeline records each image as soon as its files exist. */
	db: DB
	storage: Storage
	concurrency?: number
	log?: Pick<Logger, 'warn'>
	/**
	 * Where encoded seed images are kept between runs (see SEED_CACHE_DIR); a second
	 * fresh database then copies files instead of encoding ~100 images. None by default.
	 */
	cacheDir?: string | null
}

/** What identifies a seed image's pixels: its drawing and the size it is rendered at. */
export function seedImageCacheKey(job: ImageJob): string {
	return createHash('sha256')
		.update(
			JSON.stringify([job.svg(), job.width, job.height, job.artWidth, job.transparent]),
		)
		.digest('hex')
}

/**
 * Renders `jobs` and stores each through the media pipeline. If any fails, releases the
 * ones already stored (rows and files) before rethrowing.
 */
export async function storeSeedImages(
	jobs: readonly ImageJob[],
	options: StoreSeedImagesOptions,
): Promise<StoredSeedImages> {
	const { db, storage } = options
	const names = new Set<string>()
	for (const job of jobs) {
		if (names.has(job.name)) throw new Error(`Duplicate seed image name: ${job.name}`)
		names.add(job.name)
	}
	const refs = new Map<string, ImageRef>()
	const mediaIds: string[] = []
	try {
		await mapLimit(jobs, options.concurrency ?? defaultConcurrency(), async (job) => {
			const { media, image } = await storeImage({
				render: () => renderImage(job),
				// Every new database encodes these: the quick settings (a few more AVIF bytes).
				encoding: 'quick',
				cache: options.cacheDir
					? { dir: options.cacheDir, key: seedImageCacheKey(job) }
					: undefined,
				originalName: `${job.name}.png`,
				kind: job.kind,
				alt: job.alt,
				db,
				storage,
				// Our own drawings: whatever UPLOAD_MAX_PIXELS says, they are this big.
				maxPixels: job.width * job.height,
			})
			mediaIds.push(media.id)
			refs.set(job.name, withPlaceholder(image, media.placeholder))
		})
	} catch (error) {
		await releaseQuietly(db, mediaIds, storage, options.log)
		throw error
	}
	return { refs, mediaIds }
}

/**
 * Releases media this seed created and nothing refers to. A failure is logged, not
 * thrown: the caller is usually handling another error, which must not be hidden, and
 * anything left is an upload the sweep of abandoned media removes later.
 */
export async function releaseQuietly(
	db: DB,
	ids: readonly string[],
	storage: Storage,
	log?: Pick<Logger, 'warn'>,
): Promise<void> {
	if (ids.length === 0) return
	try {
		await releaseMedia(db, ids, { storage })
	} catch (error) {
		log?.warn({ err: error, media: ids }, 'seed images could not be released')
	}
}

/** The ref with the media row's blurred preview, so a page can paint it without a lookup. */
export function withPlaceholder(image: ImageRef, placeholder: string | null): ImageRef {
	return placeholder ? { ...image, placeholder } : image
}
