// Writes the home page's Development Process illustrations (one per theme) into
// app/assets/process/: AVIF and WebP at the widths the media pipeline would make, and a
// palette PNG for browsers that read neither. The files are committed; run this only when
// the drawing (processStepsSvg) changes:
//
//   npm run assets:process
//
// The slowest encoder settings: it runs once, and every visitor gets the smaller files
// (docs/decisions/025).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { variantWidths } from '#app/lib/media.ts'
import { PROCESS_SIZE, processStepsSvg } from '#app/server/db/seed/art/brand.ts'

const outDir = path.resolve(import.meta.dirname, '../app/assets/process')
await mkdir(outDir, { recursive: true })

for (const mode of ['light', 'dark'] as const) {
	const png = await sharp(Buffer.from(processStepsSvg(mode)))
		.ensureAlpha()
		.png()
		.toBuffer()
	const written: Array<[string, number]> = []
	const write = async (name: string, data: Buffer) => {
		await writeFile(path.join(outDir, name), data)
		written.push([name, data.length])
	}
	await write(
		`process-steps-${mode}.png`,
		await sharp(png).png({ palette: true, effort: 10 }).toBuffer(),
	)
	for (const width of variantWidths(PROCESS_SIZE.width)) {
		const resized = sharp(png).resize(width)
		await write(
			`process-steps-${mode}-${width}.avif`,
			await resized.clone().avif({ quality: 50, effort: 9 }).toBuffer(),
		)
		await write(
			`process-steps-${mode}-${width}.webp`,
			await resized.clone().webp({ quality: 75, alphaQuality: 90, effort: 6 }).toBuffer(),
		)
	}
	for (const [name, bytes] of written) console.log(`${name}\t${bytes} bytes`)
}
