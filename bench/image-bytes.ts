// Image bytes a phone (375 CSS px wide, DPR 2) downloads for the home page's images, for
// the demo content, before and after the media pipeline; and the time one upload takes.
//
//   npm run bench:images
//
// The demo content is seeded into a scratch database and folder. For each image the home
// page shows (the featured product, the visible client logos, every testimonial's photo
// and light logo) it compares (the Development Process figure is drawn in the page's text
// and markup, decision 043: no image):
//   before  what a plain <img src> of the stored file downloads: the seed's full-size WebP
//           (and, for reference, the PNG a designer would upload, which the spec's app
//           served as uploaded);
//   after   the AVIF a phone picks from <ResponsiveImage>'s srcset for the slot's `sizes`.
// Slot widths are the home page's `sizes` at 375 px (listed below).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

import sharp from 'sharp'

import type { MediaKind } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { createDatabase, migrateToLatest } from '#app/server/db/index.server.ts'
import {
	clientLogoImageJob,
	projectImageJobs,
	testimonialImageJobs,
	type ImageJob,
} from '#app/server/db/seed/images.server.ts'
import { seedDemo, DEMO_CONTENT } from '#app/server/db/seed/index.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { storeImage } from '#app/server/media/pipeline.server.ts'
import { listVisibleClientLogos } from '#app/server/models/client-logos.server.ts'
import { getFeaturedProduct } from '#app/server/models/projects.server.ts'
import { listTestimonials } from '#app/server/models/testimonials.server.ts'

const VIEWPORT = 375
const DPR = 2

/**
 * The home page's image slots: the `sizes` its components give <ResponsiveImage>
 * (FeaturedProduct, LogoStrip, TestimonialSlider) and what each comes to at
 * 375 px. Keep in step with them.
 */
const SLOTS = {
	featured: {
		sizes: '(min-width: 1264px) 600px, (min-width: 768px) 50vw, 100vw',
		css: VIEWPORT,
		kind: 'product',
	},
	clientLogo: { sizes: '144px', css: 144, kind: 'client-logo' },
	testimonialPhoto: { sizes: '80px', css: 80, kind: 'testimonial' },
	testimonialLogo: { sizes: '120px', css: 120, kind: 'logo' },
} as const satisfies Record<string, { sizes: string; css: number; kind: MediaKind }>
type Slot = keyof typeof SLOTS

/**
 * The srcset candidate a phone downloads: the narrowest whose density (width / slot) is at
 * least the DPR, else the widest. (Checked against the system Chromium at 375 px, DPR 2.)
 */
export function pickWidth(widths: number[], slotCss: number, dpr: number): number {
	const sorted = [...widths].sort((a, b) => a - b)
	return sorted.find((w) => w / slotCss >= dpr) ?? sorted[sorted.length - 1]!
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
	const { user, system } = process.cpuUsage(start)
	return (user + system) / 1000
}

const root = mkdtempSync(path.join(tmpdir(), 'aster-bench-images-'))
const db = createDatabase(path.join(root, 'site.db'))
try {
	await migrateToLatest(db)
	const seeded = new LocalStorage(path.join(root, 'seeded'))
	const piped = new LocalStorage(path.join(root, 'piped'))
	process.stdout.write('Seeding the demo content… ')
	const seedStarted = performance.now()
	await seedDemo({ db, uploadsDir: seeded.root, storage: seeded })
	console.log(`${((performance.now() - seedStarted) / 1000).toFixed(1)} s`)

	const featured = await getFeaturedProduct(db)
	const logos = await listVisibleClientLogos(db)
	const testimonials = await listTestimonials(db)
	const onPage: Array<{ slot: Slot; image: ImageRef | null | undefined }> = [
		{ slot: 'featured', image: featured?.image },
		...logos.map((logo) => ({ slot: 'clientLogo' as const, image: logo.image })),
		...testimonials.flatMap((t) => [
			{ slot: 'testimonialPhoto' as const, image: t.image },
			{ slot: 'testimonialLogo' as const, image: t.logoLight },
		]),
	]

	// Every seed image by its file name, to render the PNG a designer would have uploaded.
	const jobs = new Map<string, ImageJob>(
		[
			...DEMO_CONTENT.projects.flatMap(projectImageJobs),
			...DEMO_CONTENT.testimonials.flatMap(testimonialImageJobs),
			...DEMO_CONTENT.clientLogos.map(clientLogoImageJob),
		].map((job) => [`${job.name}.webp`, job]),
	)

	const rows: Array<{
		slot: Slot
		name: string
		png: number
		before: number
		after: number
		picked: string
		ms: number
		cpuMs: number
	}> = []
	for (const { slot, image } of onPage) {
		if (!image) continue
		const key = image.url.replace(/^\/media\//, '')
		const object = await seeded.get(key)
		if (!object) throw new Error(`${key} was not seeded`)
		const seededBytes = await buffer(object.body)
		const job = jobs.get(image.name)
		const png = job
			? await sharp(Buffer.from(job.svg()), { density: 72 }).png().toBuffer()
			: seededBytes
		const started = performance.now()
		const cpu = process.cpuUsage()
		const { media } = await storeImage({
			buffer: png,
			originalName: image.name.replace(/\.webp$/, '.png'),
			kind: SLOTS[slot].kind,
			db,
			storage: piped,
			maxPixels: 40_000_000,
		})
		const ms = performance.now() - started
		const cpuMs = cpuMsSince(cpu)
		const avif = media.variants.filter((v) => v.format === 'avif')
		const width = pickWidth(
			avif.map((v) => v.width),
			SLOTS[slot].css,
			DPR,
		)
		const chosen = avif.find((v) => v.width === width)!
		rows.push({
			slot,
			name: image.name,
			png: png.length,
			before: seededBytes.length,
			after: chosen.bytes,
			picked: `${width}w of ${media.width}`,
			ms,
			cpuMs,
		})
	}

	const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
	console.log(
		`\nHome page images on a ${VIEWPORT} px phone at DPR ${DPR} (demo content, ${rows.length} images)\n`,
	)
	console.table(
		rows.map((row) => ({
			image: row.name,
			slot: `${row.slot} (${SLOTS[row.slot].css} px)`,
			'uploaded PNG': kb(row.png),
			'before: full WebP': kb(row.before),
			'after: AVIF': kb(row.after),
			picked: row.picked,
		})),
	)
	const total = (pick: (row: (typeof rows)[number]) => number) =>
		rows.reduce((sum, row) => sum + pick(row), 0)
	const png = total((row) => row.png)
	const before = total((row) => row.before)
	const after = total((row) => row.after)
	console.log(`before (full-size WebP, as seeded):  ${kb(before)}`)
	console.log(`before (PNG as a designer uploads): ${kb(png)}`)
	console.log(`after  (pipeline AVIF from srcset): ${kb(after)}`)
	console.log(
		`after / before: ${(after / before).toFixed(3)} (${(before / after).toFixed(1)}× fewer bytes); after / uploaded PNG: ${(after / png).toFixed(3)} (${(png / after).toFixed(1)}×)`,
	)

	// Time per upload: the images above, and one 12-megapixel photo as a phone takes it.
	const photo = await sharp({
		create: {
			width: 4000,
			height: 3000,
			channels: 3,
			background: '#6a8caf',
			noise: { type: 'gaussian', mean: 120, sigma: 40 },
		},
	})
		.blur(1.2)
		.jpeg({ quality: 88 })
		.toBuffer()
	const photoStarted = performance.now()
	const photoCpu = process.cpuUsage()
	const stored = await storeImage({
		buffer: photo,
		originalName: 'photo.jpg',
		kind: 'project',
		db,
		storage: piped,
		maxPixels: 40_000_000,
	})
	const photoMs = performance.now() - photoStarted
	const photoCpuMs = cpuMsSince(photoCpu)
	const mean = (pick: (row: (typeof rows)[number]) => number) =>
		rows.reduce((sum, row) => sum + pick(row), 0) / rows.length
	// Wall time depends on what else the machine is doing; CPU time (all of libvips'
	// threads) much less.
	console.log(
		`\ntime per upload: ${mean((row) => row.ms).toFixed(0)} ms wall, ${mean((row) => row.cpuMs).toFixed(0)} ms CPU on average for the images above;` +
			` ${photoMs.toFixed(0)} ms wall, ${photoCpuMs.toFixed(0)} ms CPU for a 4000×3000 JPEG of ${kb(photo.length)} (${stored.media.variants.length} variants)`,
	)
} finally {
	await db.destroy()
	rmSync(root, { recursive: true, force: true })
}
