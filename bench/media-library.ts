// npm run bench:library — how the Media tab's reads grow with the library. For each N of
// 100, 1,000 and 10,000 it makes a fresh SQLite database under .cache/bench-library with N
// media rows (their words indexed as uploads are; a name and an alt text each, one in three
// without alt text), half of them shown by a project (usages as a save records them), a
// third cropped and turned (issue 40), each filed under its place's tag and one in ten under
// a second, one image under a rare tag, one image in fifty a duplicate of another's bytes,
// and one in twenty shown only by a project's history.
// Then it times, through the models the tab uses, each read the tab makes: the first page
// (newest first), page 200 (or the last), a search by a rare word, by a common one and by
// two words, the unused filter, a rare tag, a common tag, SVG only (a rare kind), the orders
// by name and by size, the likely duplicates, the images only old versions show, and the
// tab's whole load (a page with where each is used, its tags and duplicates, the tags to
// suggest).
//
// Prints the median time of each read per N and its ratio against N=100. The verdict
// compares N=10,000 with N=100 for the reads whose matches do not grow with the library
// (the first page, the orders, a rare word, a rare tag, a rare kind, the tab): flat when
// none takes more than 3× as long (exit 1 otherwise). A common word or tag, the unused
// filter, the duplicates and the images only old versions show match thousands of images
// at N=10,000, and the numbered pager shows their total, so those reads count every match
// (each through an index) and grow with them; page 200 skips its 4,776 rows before: they
// are printed, not judged. Times are of this machine only; the ratios are the result.
//
// Options: --requests=N (timed reads per case, default 20), --sizes=100,1000 (other N).
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { loadLibrary } from '#app/server/admin/media.server.ts'
import { createDatabase, migrateToLatest } from '#app/server/db/index.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { imageRefOf, recordImageUsages } from '#app/server/media/image-refs.server.ts'
import {
	addMediaTag,
	createMedia,
	pageLibrary,
	updateMediaFile,
} from '#app/server/models/media.server.ts'
import { addMediaUsages } from '#app/server/models/media-usages.server.ts'

import { option, root } from './common.ts'

const SIZES = [...new Set((option('sizes') ?? '100,1000,10000').split(',').map(Number))]
const REQUESTS = Math.max(1, Number(option('requests') ?? 20))
const LIMIT = 3
const cacheDir = path.join(root, '.cache/bench-library')

const PLACES = ['harbour', 'market', 'airport', 'clinic', 'school', 'garden', 'bakery']
const THINGS = ['banner', 'screen', 'portrait', 'logo', 'gallery', 'hero', 'photo']

/**
 * A migrated database at `file` with `n` images: half shown by a project, a third cropped
 * and turned, tagged, a few duplicated, some shown by a history only (see the top).
 */
async function fill(file: string, n: number) {
	const db = createDatabase(file)
	await migrateToLatest(db)
	await db.transaction().execute(async (trx) => {
		for (let i = 0; i < n; i++) {
			const place = PLACES[i % PLACES.length]!
			const thing = THINGS[Math.floor(i / PLACES.length) % THINGS.length]!
			const svg = i === Math.floor(n / 2)
			const media = await createMedia(trx, {
				path: `banners/bench-${i}/original.${svg ? 'svg' : 'png'}`,
				originalName: `${place}-${thing}-${i}.${svg ? 'svg' : 'png'}`,
				contentType: svg ? 'image/svg+xml' : 'image/png',
				width: 1600,
				height: 900,
				bytes: 20_000 + ((i * 7919) % 2_000_000),
				alt: i % 3 === 0 ? null : `A ${thing} of the ${place}, number ${i}`,
				// One in fifty has the bytes of the image before it.
				contentHash: `hash-${i % 50 === 1 ? i - 1 : i}`,
			})
			if (i % 3 === 1)
				await updateMediaFile(trx, media.id, {
					...media,
					displayPath: `banners/bench-${i}/r0000000000/original.png`,
					edit: { rotation: 90, crop: { left: 0, top: 300, width: 900, height: 300 } },
					variants: [],
				})
			await addMediaTag(trx, [media.id], place)
			if (i % 10 === 0) await addMediaTag(trx, [media.id], 'client work')
			if (i === n - 1) await addMediaTag(trx, [media.id], 'rare find')
			if (i % 2 === 0)
				await recordImageUsages(trx, 'project', `project-${Math.floor(i / 6)}`, {
					[`image${i % 6}`]: imageRefOf(media),
				})
			else if (i % 20 === 1)
				await addMediaUsages(trx, 'history:project', `project-${i}`, [
					{ field: 'banner', mediaId: media.id },
				])
		}
	})
	return db
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function time(read: () => Promise<unknown>): Promise<number> {
	for (let i = 0; i < 3; i++) await read()
	const times: number[] = []
	for (let i = 0; i < REQUESTS; i++) {
		const started = performance.now()
		await read()
		times.push(performance.now() - started)
	}
	return median(times)
}

/** A read, whether its matches grow with the library (printed, not judged), and how. */
const CASES: ReadonlyArray<
	[string, 'judged' | 'grows', (db: DB, n: number) => Promise<unknown>]
> = [
	['first page', 'judged', (db) => pageLibrary(db, {}, { page: 1, pageSize: 24 })],
	[
		// OFFSET skips 4,776 rows to reach page 200; N=100 has no page 200 (its last, page 5,
		// skips 96): the cost follows the page asked for, not the library, so it is printed.
		'page 200 (or the last)',
		'grows',
		(db, n) =>
			pageLibrary(db, {}, { page: Math.min(200, Math.ceil(n / 24)), pageSize: 24 }),
	],
	[
		'search: a rare word',
		'judged',
		(db, n) => pageLibrary(db, { search: `${n - 1}` }, { page: 1, pageSize: 24 }),
	],
	[
		'search: a common word',
		'grows',
		(db) => pageLibrary(db, { search: 'harb' }, { page: 1, pageSize: 24 }),
	],
	[
		'search: two words',
		'grows',
		(db) => pageLibrary(db, { search: 'clinic port' }, { page: 1, pageSize: 24 }),
	],
	[
		'unused only',
		'grows',
		(db) => pageLibrary(db, { usage: 'unused' }, { page: 1, pageSize: 24 }),
	],
	[
		'tag: a rare one',
		'judged',
		(db) => pageLibrary(db, { tag: 'rare find' }, { page: 1, pageSize: 24 }),
	],
	[
		'tag: a common one',
		'grows',
		(db) => pageLibrary(db, { tag: 'client work' }, { page: 1, pageSize: 24 }),
	],
	[
		'kind: SVG (a rare kind)',
		'judged',
		(db) => pageLibrary(db, { contentType: 'image/svg+xml' }, { page: 1, pageSize: 24 }),
	],
	[
		'order: by name',
		'judged',
		(db) => pageLibrary(db, {}, { page: 1, pageSize: 24 }, 'name'),
	],
	[
		'order: largest first',
		'judged',
		(db) => pageLibrary(db, {}, { page: 1, pageSize: 24 }, 'largest'),
	],
	[
		'likely duplicates',
		'grows',
		(db) => pageLibrary(db, { duplicates: true }, { page: 1, pageSize: 24 }),
	],
	[
		'only old versions show them',
		'grows',
		(db) => pageLibrary(db, { usage: 'history' }, { page: 1, pageSize: 24 }),
	],
	[
		'the tab (page, where used, tags, crops, duplicates)',
		'judged',
		(db) => loadLibrary(db, {}, 1),
	],
	[
		'the tab filtered by a rare tag',
		'judged',
		(db) => loadLibrary(db, { tag: 'rare find' }, 1),
	],
]

rmSync(cacheDir, { recursive: true, force: true })
mkdirSync(cacheDir, { recursive: true })
const results = new Map<number, number[]>()
for (const n of SIZES) {
	const started = performance.now()
	const db = await fill(path.join(cacheDir, `library-${n}.db`), n)
	console.log(`N=${n}: filled in ${Math.round(performance.now() - started)} ms`)
	const row: number[] = []
	for (const [, , read] of CASES) row.push(await time(() => read(db, n)))
	results.set(n, row)
	await db.destroy()
}

const smallest = Math.min(...SIZES)
const largest = Math.max(...SIZES)
console.log(`\nmedian ms of ${REQUESTS} reads (× against N=${smallest}):\n`)
console.log(['read', ...SIZES.map((n) => `N=${n.toLocaleString('en-US')}`)].join(' | '))
let flat = true
CASES.forEach(([name, kind], index) => {
	const base = results.get(smallest)?.[index] ?? 0
	const cells = SIZES.map((n) => {
		const ms = results.get(n)?.[index] ?? 0
		const ratio = base > 0 ? ms / base : 1
		if (kind === 'judged' && n === largest && ratio > LIMIT) flat = false
		return `${ms.toFixed(2)} (${ratio.toFixed(1)}×)`
	})
	console.log([kind === 'grows' ? `${name} (not judged)` : name, ...cells].join(' | '))
})
console.log(
	flat
		? `\nflat: every judged read at N=${largest.toLocaleString('en-US')} within ${LIMIT}× of N=${smallest}`
		: `\nNOT flat: a judged read at N=${largest.toLocaleString('en-US')} took more than ${LIMIT}× as long as at N=${smallest}`,
)
process.exitCode = flat ? 0 : 1
