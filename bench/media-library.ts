// npm run bench:library — how the Media tab's reads grow with the library. For each N of
// 100, 1,000 and 10,000 it makes a fresh SQLite database under .cache/bench-library with N
// media rows (their words indexed as uploads are; a name and an alt text each, one in three
// without alt text) and half of them shown by a project (usages as a save records them).
// Then it times, through the models the tab uses, each read the tab makes: the first page
// (newest first), page 200 (or the last), a search by a rare word, by a common one and by
// two words, the unused filter, and the tab's whole load (a page with where each is used).
//
// Prints the median time of each read per N and its ratio against N=100. The verdict
// compares N=10,000 with N=100 for the reads whose matches do not grow with the library
// (a page, a rare word, the tab): flat when none takes more than 3× as long (exit 1
// otherwise). A common word and the unused filter match thousands of images at N=10,000,
// and the numbered pager shows their total, so those reads count every match (each
// through an index) and grow with them: they are printed, not judged. Times are of this
// machine only; the ratios are the result.
//
// Options: --requests=N (timed reads per case, default 20), --sizes=100,1000 (other N).
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { loadLibrary } from '#app/server/admin/media.server.ts'
import { createDatabase, migrateToLatest } from '#app/server/db/index.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { imageRefOf, recordImageUsages } from '#app/server/media/image-refs.server.ts'
import { createMedia, pageLibrary } from '#app/server/models/media.server.ts'

import { option, root } from './common.ts'

const SIZES = [...new Set((option('sizes') ?? '100,1000,10000').split(',').map(Number))]
const REQUESTS = Math.max(1, Number(option('requests') ?? 20))
const LIMIT = 3
const cacheDir = path.join(root, '.cache/bench-library')

const PLACES = ['harbour', 'market', 'airport', 'clinic', 'school', 'garden', 'bakery']
const THINGS = ['banner', 'screen', 'portrait', 'logo', 'gallery', 'hero', 'photo']

/** A migrated database at `file` with `n` images, half of them shown by a project. */
async function fill(file: string, n: number) {
	const db = createDatabase(file)
	await migrateToLatest(db)
	await db.transaction().execute(async (trx) => {
		for (let i = 0; i < n; i++) {
			const place = PLACES[i % PLACES.length]!
			const thing = THINGS[Math.floor(i / PLACES.length) % THINGS.length]!
			const media = await createMedia(trx, {
				path: `banners/bench-${i}/original.png`,
				originalName: `${place}-${thing}-${i}.png`,
				contentType: 'image/png',
				width: 1600,
				height: 900,
				bytes: 200_000 + i,
				alt: i % 3 === 0 ? null : `A ${thing} of the ${place}, number ${i}`,
			})
			if (i % 2 === 0)
				await recordImageUsages(trx, 'project', `project-${Math.floor(i / 6)}`, {
					[`image${i % 6}`]: imageRefOf(media),
				})
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
		'page 200',
		'judged',
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
	['the tab (page and where used)', 'judged', (db) => loadLibrary(db, {}, 1)],
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
	console.log(
		[kind === 'grows' ? `${name} (counts its matches)` : name, ...cells].join(' | '),
	)
})
console.log(
	flat
		? `\nflat: every judged read at N=${largest.toLocaleString('en-US')} within ${LIMIT}× of N=${smallest}`
		: `\nNOT flat: a judged read at N=${largest.toLocaleString('en-US')} took more than ${LIMIT}× as long as at N=${smallest}`,
)
process.exitCode = flat ? 0 : 1
