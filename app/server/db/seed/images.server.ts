// Seed images, drawn as SVG (see ./art) and rendered with sharp to WebP at seed time,
// so the repository carries no binary demo assets and every image matches its content.
import { availableParallelism } from 'node:os'

import sharp from 'sharp'

import type { Storage } from '#app/server/media/storage.server.ts'

import {
	AVATAR_SIZE,
	avatarSvg,
	CLIENT_LOGO_SIZE,
	clientLogoSvg,
	COMPANY_LOGO_SIZE,
	companyLogoSvg,
	PROCESS_SIZE,
	PROCESS_STAGES,
	processStepsSvg,
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

/** The storage folder (and URL path under /media) of seed images: `seed/<name>.webp`. */
export const SEED_FOLDER = 'seed'
const QUALITY = 80

/** One image to draw: a stable name, its pixel size, its text alternative and its SVG. */
export interface ImageJob {
	/** File name without extension; stable across runs (e.g. 'lumen-banking-banner'). */
	name: string
	width: number
	height: number
	/** Text alternative; '' for decorative images. */
	alt: string
	/** Keep the alpha channel (logos, the process steps); other images are opaque. */
	transparent?: boolean
	svg: () => string
}

/** What a rendered image is, as the media table and an ImageRef need it. */
export interface RenderedImage {
	name: string
	/** `<name>.webp`, the ImageRef's name. */
	fileName: string
	/** The storage key, relative to the uploads root: `seed/<name>.webp`. */
	path: string
	/** What a browser loads: `/media/seed/<name>.webp`. */
	url: string
	contentType: 'image/webp'
	width: number
	height: number
	bytes: number
	alt: string
	/**
	 * A tiny blurred WebP as a data URL, shown while the image loads; null for transparent
	 * images, whose placeholder would show through them.
	 */
	placeholder: string | null
}

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
	const gallerySize = GALLERY_SIZE[project.type]
	const main = project.art.screens[0]
	return [
		{
			name: names.banner,
			...BANNER_SIZE,
			// The page shows the name as its heading; the banner only decorates it.
			alt: '',
			svg: () => bannerSvg(art),
		},
		{
			name: names.image,
			...IMAGE_SIZE,
			alt: main?.alt ?? `${project.name} shown in ${frame}`,
			svg: () => projectImageSvg(art),
		},
		...names.gallery.map((name, i) => ({
			name,
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
			...AVATAR_SIZE,
			// The name is printed beside the portrait; the placeholder adds nothing to it.
			alt: '',
			svg: () =>
				avatarSvg(testimonial.name, testimonial.portrait[0], testimonial.portrait[1]),
		},
		{
			name: names.logoLight,
			...COMPANY_LOGO_SIZE,
			alt: `${company.name} logo`,
			transparent: true,
			svg: () => companyLogoSvg(company.name, company.mark, company.color, 'light'),
		},
		{
			name: names.logoDark,
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

export const PROCESS_IMAGE_NAMES = {
	light: 'process-steps-light',
	dark: 'process-steps-dark',
} as const

const PROCESS_ALT = `Our development process: ${PROCESS_STAGES.map((stage) => stage.title).join(', ')}`

/** The home page's Development Process steps, one image per theme. */
export function processImageJobs(): ImageJob[] {
	return (['light', 'dark'] as const).map((mode) => ({
		name: PROCESS_IMAGE_NAMES[mode],
		...PROCESS_SIZE,
		alt: PROCESS_ALT,
		transparent: true,
		svg: () => processStepsSvg(mode),
	}))
}

/**
 * Renders one job to WebP in memory, with a placeholder. No responsive variants: the
 * pipeline's srcset convention needs AVIF renditions, which cost more than the whole seed
 * may take; these flat drawings are small at full size (tens of kilobytes).
 */
export async function renderImage(
	job: ImageJob,
): Promise<{ image: RenderedImage; data: Buffer }> {
	const svg = job.svg()
	// Rasterise once; the image and its placeholder both start from these pixels.
	const { data: pixels, info } = await sharp(Buffer.from(svg), { density: 72 })
		.ensureAlpha()
		.raw()
		.toBuffer({ resolveWithObject: true })
	if (info.width !== job.width || info.height !== job.height) {
		throw new Error(
			`Seed image ${job.name} rendered at ${info.width}×${info.height}, expected ${job.width}×${job.height}`,
		)
	}
	const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
	const full = sharp(pixels, raw)
	const [data, placeholder] = await Promise.all([
		(job.transparent ? full : full.removeAlpha())
			.webp({ quality: QUALITY, alphaQuality: 90, effort: 2 })
			.toBuffer(),
		job.transparent
			? null
			: sharp(pixels, raw)
					.removeAlpha()
					.resize(16, Math.max(1, Math.round((16 * job.height) / job.width)))
					.webp({ quality: 40, effort: 2 })
					.toBuffer(),
	])
	const fileName = `${job.name}.webp`
	const key = `${SEED_FOLDER}/${fileName}`
	return {
		data,
		image: {
			name: job.name,
			fileName,
			path: key,
			url: `/media/${key}`,
			contentType: 'image/webp',
			width: job.width,
			height: job.height,
			bytes: data.length,
			alt: job.alt,
			placeholder: placeholder
				? `data:image/webp;base64,${placeholder.toString('base64')}`
				: null,
		},
	}
}

/** Runs `fn` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapLimit<T, R>(
	items: readonly T[],
	limit: number,
	fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
	const results = new Array<R>(items.length)
	let next = 0
	async function worker() {
		while (next < items.length) {
			const index = next++
			results[index] = await fn(items[index]!, index)
		}
	}
	await Promise.all(
		Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker),
	)
	return results
}

export function defaultConcurrency(): number {
	return Math.max(2, Math.min(6, availableParallelism() + 1))
}

export interface WriteImagesResult {
	images: Map<string, RenderedImage>
	/** Every storage key written, so a failed seed can remove exactly these. */
	keys: string[]
}

/**
 * Renders `jobs` and stores each as `seed/<name>.webp`. If any fails, removes the ones
 * already written before rethrowing.
 */
export async function writeImages(
	jobs: readonly ImageJob[],
	storage: Storage,
	options: { concurrency?: number } = {},
): Promise<WriteImagesResult> {
	const names = new Set<string>()
	for (const job of jobs) {
		if (names.has(job.name)) throw new Error(`Duplicate seed image name: ${job.name}`)
		names.add(job.name)
	}
	const keys: string[] = []
	const images = new Map<string, RenderedImage>()
	try {
		await mapLimit(jobs, options.concurrency ?? defaultConcurrency(), async (job) => {
			const { image, data } = await renderImage(job)
			keys.push(image.path)
			await storage.put(image.path, data, image.contentType)
			images.set(image.name, image)
		})
	} catch (error) {
		await storage.delete(keys)
		throw error
	}
	return { images, keys }
}
