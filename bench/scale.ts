// npm run bench:scale — how the uncached render time of /, /portfolio and the dashboard's
// lists (Portfolio, a search of it, Testimonials, Clients' Logos) grows with the number of
// items. For each N of 10, 100, 1,000 and 10,000 it makes a fresh SQLite database under
// .cache/bench-scale, puts N projects in it through the data-access layer (split over both
// collections and both types, a few images and features each, one in ten hidden, in the
// manual order of decision 032: the newest first), each with 50 published revisions and
// one in ten with a draft (decision 033: 500,000 revisions at N=10,000), N testimonials and
// N logos, and creates an admin with scripts/admin-create.ts. A project's history page is
// timed too. Then it starts the built
// server on each (NODE_ENV=production, SEED_DEMO=false, RENDER_CACHE=false: every request
// renders; own PORT, DATA_DIR, DATABASE_URL, UPLOADS_DIR), signs in over HTTP for /admin's
// cookie, warms up and times sequential requests, taking N and page in turn.
//
// Prints the median time per page and N, its ratio against N=10, and the HTML bytes. From
// N=100 on every list shows a full page, so the verdict compares N=10,000 with N=100: it is
// flat when no page takes more than 1.5× as long (exit 1 otherwise). Times are of this machine
// only; the ratios are the result.
//
// Options: --no-build (reuse BUILD_DIR when it holds a build), --requests=N (timed requests
// per page and N, default 20), --sizes=10,100 (other N). Env: BUILD_DIR (default build-bench).
import { richFromPlainText } from '#app/lib/rich-text.ts'
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { ProjectCollection, ProjectType } from '#app/lib/types.ts'
import { createDatabase, migrateToLatest } from '#app/server/db/index.server.ts'
import {
	makeImage,
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import { insertDraft } from '#app/server/models/content-drafts.server.ts'
import { insertRevisions } from '#app/server/models/content-revisions.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'
import { projectFormDefaults } from '#app/schemas/project.ts'
import { createTestimonial } from '#app/server/models/testimonials.server.ts'

import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { option, prepareBuild, root } from './common.ts'

const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const SIZES = [
	...new Set((option('sizes') ?? '10,100,1000,10000').split(',').map(Number)),
]
const REQUESTS = Math.max(1, Number(option('requests') ?? 20))
const WARM_UP = 5
const PAGES = [
	'/',
	'/portfolio',
	'/admin',
	'/admin?q=Project+9',
	'/admin/testimonials',
	'/admin/logos',
	'history',
] as const
const REVISIONS = 50
/** The newest project's history (its 20 newest revisions of 50). */
const pathOf = (page: Page, n: number) =>
	page === 'history' ? `/admin/projects/scale-${n - 1}/history` : page
const LIMIT = 1.5
const ADMIN = {
	email: 'bench@example.com',
	password: 'a bench passphrase nobody guesses',
}
const cacheDir = path.join(root, '.cache/bench-scale')

prepareBuild(buildDir)

const GROUPS: ReadonlyArray<{ collection: ProjectCollection; type: ProjectType }> = [
	{ collection: 'portfolio', type: 'mobile' },
	{ collection: 'portfolio', type: 'website' },
	{ collection: 'products', type: 'mobile' },
	{ collection: 'products', type: 'website' },
]

/**
 * A migrated database at `file` with `n` projects, a minute apart, newest last, each
 * collection's order newest first (places given: adding each first would shift them all);
 * `n` testimonials and `n` logos.
 */
async function fill(file: string, n: number) {
	const db = createDatabase(file)
	try {
		await migrateToLatest(db)
		const start = Date.parse('2024-01-01T00:00:00.000Z')
		const inCollection = { portfolio: 0, products: 0 }
		for (let i = 0; i < n; i++)
			inCollection[(GROUPS[i % GROUPS.length] ?? GROUPS[0]!).collection]++
		await db.transaction().execute(async (trx) => {
			for (let i = 0; i < n; i++) {
				const group = GROUPS[i % GROUPS.length] ?? GROUPS[0]!
				const sortOrder = --inCollection[group.collection]
				const visible = i % 10 !== 9
				const input = {
					...makeProjectInput({
						...group,
						name: `Project ${i + 1}`,
						description: `Project ${i + 1}: a ${group.type} ${group.collection} entry of the scale bench, with a description of a realistic length.`,
						image: makeImage(`projectImages/scale-${i}.png`, {
							width: 1200,
							height: 900,
						}),
						productImages: [1, 2, 3].map((k) =>
							makeImage(`productImages/scale-${i}-${k}.png`),
						),
						features: [1, 2, 3].map((k) => ({
							title: `Feature ${k}`,
							description: richFromPlainText(
								`What feature ${k} of project ${i + 1} does.`,
							),
						})),
						align: i % 2 ? 'right' : 'left',
						visible,
						status: visible ? 'published' : 'draft',
					}),
				}
				const id = `scale-${i}`
				await createProject(trx, {
					...input,
					id,
					revision: REVISIONS,
					createdAt: new Date(start + i * 60_000).toISOString(),
					sortOrder,
				})
				await insertRevisions(
					trx,
					Array.from({ length: REVISIONS }, (_, k) => ({
						entity: 'project',
						entityId: id,
						revision: k + 1,
						event: 'publish' as const,
						data: {
							...input,
							name: k + 1 === REVISIONS ? input.name : `${input.name} v${k + 1}`,
						},
						changes: k === 0 ? null : ['name'],
						actorId: null,
						actorEmail: 'bench@example.com',
						createdAt: new Date(start + i * 60_000 + k * 1000).toISOString(),
					})),
				)
				if (i % 10 === 0)
					await insertDraft(trx, {
						entity: 'project',
						entityId: id,
						data: projectFormDefaults({ ...input, name: `${input.name} (draft)` }),
						baseRevision: REVISIONS,
						author: { id: 'bench', name: 'bench@example.com' },
					})
				await createTestimonial(trx, {
					...makeTestimonialInput({ name: `Client ${i + 1}` }),
					visible: i % 10 !== 9,
					sortOrder: i,
				})
				await createClientLogo(trx, {
					name: `client-${i + 1}.svg`,
					image: makeImage(`clients/client-${i + 1}.svg`, { width: 160, height: 48 }),
					visible: i % 10 !== 9,
					sortOrder: i,
				})
			}
		})
	} finally {
		await db.destroy()
	}
}

function createAdmin(dataDir: string) {
	const result = spawnSync(
		process.execPath,
		[path.join(root, 'scripts/admin-create.ts'), '--email', ADMIN.email],
		{
			cwd: root,
			env: {
				...process.env,
				DATA_DIR: dataDir,
				DATABASE_URL: path.join(dataDir, 'site.db'),
				UPLOADS_DIR: path.join(dataDir, 'uploads'),
				ADMIN_PASSWORD: ADMIN.password,
				LOG_LEVEL: 'warn',
			},
			encoding: 'utf8',
		},
	)
	if (result.status !== 0) throw new Error(`admin:create failed:\n${result.stderr}`)
}

async function signIn(url: string): Promise<string> {
	const response = await fetch(`${url}/api/auth/sign-in/email`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: url },
		body: JSON.stringify(ADMIN),
	})
	if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

/** One uncached render: its time in ms and the HTML's bytes (uncompressed). */
async function load(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
	const started = performance.now()
	const response = await fetch(url, {
		headers: { Cookie: cookie, 'Accept-Encoding': 'identity' },
		redirect: 'manual',
	})
	const body = await response.arrayBuffer()
	const ms = performance.now() - started
	if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
	return { ms, bytes: body.byteLength }
}

function median(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = sorted.length / 2
	return sorted.length % 2
		? (sorted[Math.floor(middle)] ?? NaN)
		: ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

type Page = (typeof PAGES)[number]
interface Row {
	n: number
	ms: Record<Page, number>
	bytes: Record<Page, number>
}
const rows: Row[] = []

// Every database first, then every server at once: the timed requests go round N and page
// in turn, so a busy moment of the machine touches every row of the table alike.
const sites: { n: number; dataDir: string }[] = []
for (const n of SIZES) {
	const dataDir = path.join(cacheDir, `n-${n}`)
	rmSync(dataDir, { recursive: true, force: true })
	mkdirSync(dataDir, { recursive: true })
	const started = performance.now()
	await fill(path.join(dataDir, 'site.db'), n)
	createAdmin(dataDir)
	console.log(
		`N=${n}: ${n} projects (${n * REVISIONS} revisions, ${Math.ceil(n / 10)} drafts), testimonials and logos and an admin in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	)
	sites.push({ n, dataDir })
}

const servers: Array<{ n: number; server: ServerProcess; cookie: string }> = []
try {
	for (const { n, dataDir } of sites) {
		const server = await startServer({
			dataDir,
			env: {
				BUILD_DIR: buildDir,
				SEED_DEMO: 'false',
				RENDER_CACHE: 'false',
				LOG_LEVEL: 'warn',
			},
		})
		servers.push({ n, server, cookie: await signIn(server.url) })
	}
	console.log(
		`Measuring: ${WARM_UP} warm-up and ${REQUESTS} timed requests per page and N…`,
	)
	const times = new Map(
		servers.map(({ n }) => [
			n,
			Object.fromEntries(PAGES.map((page) => [page, []])) as unknown as Record<
				Page,
				number[]
			>,
		]),
	)
	const bytes = new Map(
		servers.map(({ n }) => [
			n,
			Object.fromEntries(PAGES.map((page) => [page, 0])) as Record<Page, number>,
		]),
	)
	for (let i = 0; i < WARM_UP + REQUESTS; i++) {
		for (const { n, server, cookie } of servers) {
			for (const page of PAGES) {
				const result = await load(`${server.url}${pathOf(page, n)}`, cookie).catch(
					(error: unknown) => {
						console.error(server.output())
						throw error
					},
				)
				if (i < WARM_UP) continue
				times.get(n)![page].push(result.ms)
				bytes.get(n)![page] = result.bytes
			}
		}
	}
	for (const { n } of servers) {
		const t = times.get(n)!
		rows.push({
			n,
			ms: Object.fromEntries(PAGES.map((page) => [page, median(t[page])])) as Record<
				Page,
				number
			>,
			bytes: bytes.get(n)!,
		})
	}
} finally {
	for (const { server } of servers) await server.cleanup()
	rmSync(cacheDir, { recursive: true, force: true })
}

const base = rows[0]
const fmt = (ms: number) => ms.toFixed(1)
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
const times = (row: Row) => (p: Page) =>
	`${fmt(row.ms[p])} ms (${base ? (row.ms[p] / base.ms[p]).toFixed(2) : '–'}×)`
console.log(
	`\nMedian of ${REQUESTS} uncached renders per page (ratio against N=${base?.n}), and the HTML:\n`,
)
console.log(
	`| N | ${PAGES.join(' | ')} | ${PAGES.map((page) => `HTML ${page}`).join(' | ')} |`,
)
console.log(
	`|---:|${PAGES.map(() => '---:|').join('')}${PAGES.map(() => '---:|').join('')}`,
)
for (const row of rows) {
	const t = times(row)
	console.log(
		`| ${row.n.toLocaleString('en')} | ${PAGES.map(t).join(' | ')} | ${PAGES.map((p) => kb(row.bytes[p])).join(' | ')} |`,
	)
}

// From N=100 on each list shows a full page: compare the largest N with that.
const full = rows.find((row) => row.n >= 100) ?? base
const last = rows.at(-1)
if (!full || !last || full === last) process.exit(0)
const growth = PAGES.map((page) => ({ page, ratio: last.ms[page] / full.ms[page] }))
const worst = growth.reduce((a, b) => (b.ratio > a.ratio ? b : a))
const flat = worst.ratio <= LIMIT
console.log(
	`\n${flat ? 'Flat' : 'NOT flat'}: from N=${full.n.toLocaleString('en')} to N=${last.n.toLocaleString('en')} (${last.n / full.n}× the projects) the fastest-growing page, ${worst.page}, takes ${worst.ratio.toFixed(2)}× as long (limit ${LIMIT}×).`,
)
if (!flat) process.exit(1)
