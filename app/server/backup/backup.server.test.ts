import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

import { sql, type Kysely } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { insertContactMessage } from '#app/server/models/contact-messages.server.ts'
import { createDatabase, dialectOf, type Database } from '#app/server/db/index.server.ts'
import { migrations } from '#app/server/db/migrations/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import {
	recordImageUsages,
	updateImageDetails,
} from '#app/server/media/image-refs.server.ts'
import { storeImage } from '#app/server/media/pipeline.server.ts'
import type { Storage } from '#app/server/media/storage.server.ts'
import { makePhoto, makeTransparentPng } from '#app/server/media/testing.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import {
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import {
	createProject,
	deleteProject,
	listProjects,
} from '#app/server/models/projects.server.ts'
import { recordVisit, rollUpVisits } from '#app/server/models/analytics.server.ts'
import { createTestimonial } from '#app/server/models/testimonials.server.ts'
import { writeSiteForm } from '#app/server/models/site-content.server.ts'
import { projectFormDefaults } from '#app/schemas/project.ts'
import { publish, saveDraft } from '#app/server/content/drafts.server.ts'
import { createPreviewLink } from '#app/server/content/preview.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { moveItemToTrash } from '#app/server/content/trash.server.ts'

import {
	BACKUP_FORMAT,
	BackupRefusedError,
	createBackup,
	restoreBackup,
} from './backup.server.ts'
import { packTarGz, unpackTarGz } from './tar.server.ts'

async function tableNames(db: Kysely<Database>): Promise<string[]> {
	const query =
		dialectOf(db) === 'sqlite'
			? sql<{
					name: string
				}>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
			: sql<{ name: string }>`select table_name as name from information_schema.tables
				where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
	return (await query.execute(db)).rows.map((row) => row.name)
}

/** Every row of every table, in a stable order. */
async function allRows(db: Kysely<Database>): Promise<Record<string, string[]>> {
	const out: Record<string, string[]> = {}
	for (const name of await tableNames(db)) {
		const { rows } = await sql<
			Record<string, unknown>
		>`select * from ${sql.id(name)}`.execute(db)
		out[name] = rows.map((row) => JSON.stringify(row)).sort()
	}
	return out
}

/** Every stored file's SHA-256, by key. */
async function allFiles(storage: Storage): Promise<Record<string, string>> {
	const out: Record<string, string> = {}
	for (const key of (await storage.list('')).sort()) {
		const object = await storage.get(key)
		if (!object) throw new Error(`${key} vanished`)
		out[key] = createHash('sha256')
			.update(await buffer(object.body))
			.digest('hex')
	}
	return out
}

async function countMessages(db: Kysely<Database>): Promise<number> {
	const row = await db
		.selectFrom('contactMessages')
		.select((eb) => eb.fn.countAll<string | number>().as('n'))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

async function withDatabase<T>(url: string, fn: (db: Kysely<Database>) => Promise<T>) {
	const db = createDatabase(url)
	try {
		return await fn(db)
	} finally {
		await db.destroy()
	}
}

describeEachDialect('backup and restore', (t) => {
	let work: string
	let storage: LocalStorage

	beforeEach(async () => {
		work = await mkdtemp(path.join(tmpdir(), 'aster-backup-test-'))
		storage = new LocalStorage(path.join(work, 'uploads'))
	})
	afterEach(async () => {
		await rm(work, { recursive: true, force: true })
	})

	/**
	 * Projects, a testimonial, a client logo and a contact message, with real images; two
	 * page visits, one of them counted into the daily analytics tables.
	 */
	async function fillContent() {
		const store = async (
			buffer: Buffer,
			originalName: string,
			kind: 'banner' | 'project' | 'testimonial' | 'client-logo',
		) =>
			(
				await storeImage({
					buffer,
					originalName,
					kind,
					db: t.db,
					storage,
					encoding: 'quick',
				})
			).image
		const banner = await store(await makePhoto(640, 360), 'banner.jpg', 'banner')
		const shot = await store(await makePhoto(320, 480, 'png'), 'shot.png', 'project')
		const face = await store(await makePhoto(160, 160), 'face.jpg', 'testimonial')
		const logo = await store(await makeTransparentPng(240, 80), 'acme.png', 'client-logo')
		// The library's rows too: alt text, a focal point, where each image is used.
		await updateImageDetails(t.db, banner.mediaId!, {
			alt: 'A harbour at dawn',
			focal: { x: 30, y: 60 },
		})
		const mobile = await createProject(
			t.db,
			makeProjectInput({ name: 'Aster Mobile', banner, image: shot }),
		)
		await recordImageUsages(t.db, 'project', mobile.id, { banner, image: shot })
		const web = await createProject(
			t.db,
			makeProjectInput({ name: 'Aster Web', type: 'website', banner, image: shot }),
		)
		await recordImageUsages(t.db, 'project', web.id, { banner, image: shot })
		const testimonial = await createTestimonial(
			t.db,
			makeTestimonialInput({ image: face }),
		)
		await recordImageUsages(t.db, 'testimonial', testimonial.id, { image: face })
		const client = await createClientLogo(t.db, { name: 'acme.png', image: logo })
		await recordImageUsages(t.db, 'client_logo', client.id, { image: logo })
		// A Site form: JSON with a list, typographic quotes and an image.
		await writeSiteForm(t.db, {
			key: 'home',
			data: {
				banner: { title: 'Onwards — “together”' },
				process: { stages: [{ title: 'Plan', text: 'First.' }], pictureLight: banner },
			},
			expectedRevision: 0,
			updatedBy: 'ana@example.com',
		})
		await recordImageUsages(t.db, 'site.home', 'home', { 'process.pictureLight': banner })
		// Drafts, revisions, a share link and the trash travel too (migration 0011): a
		// publish (a revision and the baseline before it), a draft after it, a testimonial
		// in the trash.
		const actor = { id: 'user-1', email: 'owner@example.com', name: 'Owner' }
		await saveDraft(t.db, projectKind, {
			id: mobile.id,
			data: projectFormDefaults({ ...mobile, name: 'Aster Mobile 2' }),
			draftVersion: 0,
			baseRevision: 1,
			actor,
		})
		await publish(t.db, projectKind, {
			id: mobile.id,
			draftVersion: 1,
			baseRevision: 1,
			actor,
		})
		await saveDraft(t.db, projectKind, {
			id: mobile.id,
			data: projectFormDefaults({ ...mobile, name: 'Aster Mobile 3' }),
			draftVersion: 0,
			baseRevision: 2,
			actor,
		})
		await createPreviewLink(t.db, projectKind, { id: mobile.id, actor })
		await moveItemToTrash(t.db, 'testimonial', { id: testimonial.id, actor })
		await insertContactMessage(t.db, {
			source: 'footer',
			name: 'Ada Lovelace',
			email: 'ada@example.com',
			message: 'Hello — can you build us an app?',
			clientHash: null,
			userAgent: null,
		})
		const visit = {
			path: '/about',
			route: '/about',
			referrerHost: 'news.example',
			device: 'phone' as const,
			navigation: 'navigate' as const,
			lcp: 1234.5,
			cls: 0.0125,
		}
		await recordVisit(t.db, visit, Date.UTC(2026, 10, 20, 12))
		await rollUpVisits(t.db)
		await recordVisit(t.db, { ...visit, inp: 56 }, Date.UTC(2026, 10, 20, 13))
	}

	test('round-trips every row and every file, and refuses to overwrite without --force', async () => {
		await fillContent()
		const rows = await allRows(t.db)
		const files = await allFiles(storage)
		expect(Object.keys(files).length).toBeGreaterThan(8)

		const out = path.join(work, 'site.tar.gz')
		const result = await createBackup({ databaseUrl: t.url, storage, out })
		expect(result.file).toBe(out)
		expect(result.bytes).toBeGreaterThan(1000)
		expect(result.manifest).toMatchObject({
			format: BACKUP_FORMAT,
			version: 2,
			dialect: t.dialect,
			// PostgreSQL's rows travel as JSON lines, so no pg_dump is needed (decision 022).
			database: {
				entry: t.dialect === 'sqlite' ? 'database.sqlite' : 'database.jsonl',
			},
			// Every migration the app has, in order.
			migrations: Object.keys(migrations).sort(),
			tables: expect.objectContaining({
				projects: 2,
				testimonials: 1,
				client_logos: 1,
				contact_messages: 1,
				media: 4,
				site_content: 1,
				analytics_visits: 2,
				analytics_daily_pages: 1,
				analytics_daily_referrers: 1,
				analytics_daily_vitals: 2,
				content_drafts: 1,
				content_revisions: 2,
				preview_links: 1,
				// Two projects' banner and image, the portrait, the logo, the Site form's
				// picture; the draft's and the history's banner and image (decision 031).
				media_usages: 11,
				media_terms: expect.any(Number),
			}),
		})
		expect(result.manifest.files).toHaveLength(Object.keys(files).length)
		// Any tar reads it.
		const listing = execFileSync('tar', ['-tzf', out], { encoding: 'utf8' })
		expect(listing).toContain('manifest.json')
		expect(listing).toContain(`uploads/${Object.keys(files)[0]}`)

		// Changes after the backup: a project deleted, a file lost.
		const [first] = await listProjects(t.db)
		await deleteProject(t.db, first!.id)
		const lostKey = Object.keys(files)[0]!
		await storage.delete([lostKey])

		const refused = await t
			.exclusiveDdl(() => restoreBackup({ file: out, databaseUrl: t.url, storage }))
			.catch((e: unknown) => e)
		expect(refused).toBeInstanceOf(BackupRefusedError)
		expect((refused as Error).message).toMatch(/--force/)
		expect(await listProjects(t.db)).toHaveLength(1)

		// SQLite replaces the file: this test's connection must not outlive the old one.
		if (t.dialect === 'sqlite') await t.db.destroy()
		const restored = await t.exclusiveDdl(() =>
			restoreBackup({ file: out, databaseUrl: t.url, storage, force: true }),
		)
		expect(restored.tables).toMatchObject({ projects: 2, contact_messages: 1 })
		expect(await withDatabase(t.url, allRows)).toEqual(rows)
		expect(await allFiles(storage)).toEqual(files)

		// Into an empty folder (and, on SQLite, a new file): the same rows and bytes.
		const fresh = new LocalStorage(path.join(work, 'fresh-uploads'))
		if (t.dialect === 'sqlite') {
			const url = path.join(work, 'restored', 'site.db')
			await restoreBackup({ file: out, databaseUrl: url, storage: fresh })
			expect(await withDatabase(url, allRows)).toEqual(rows)
			const check = await withDatabase(url, (db) =>
				sql<{ integrityCheck: string }>`PRAGMA integrity_check`.execute(db),
			)
			expect(check.rows).toEqual([{ integrityCheck: 'ok' }])
		} else {
			await t.exclusiveDdl(() =>
				restoreBackup({ file: out, databaseUrl: t.url, storage: fresh, force: true }),
			)
		}
		expect(await allFiles(fresh)).toEqual(files)
	})

	test('a backup taken while another process keeps writing is consistent', async () => {
		await fillContent()
		// A separate process, so its writes really run while the backup does.
		const writer = spawn(
			process.execPath,
			[path.join(import.meta.dirname, 'fixtures', 'keep-writing.ts'), t.url],
			{ cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
		)
		try {
			await new Promise<void>((resolve, reject) => {
				writer.stdout.on('data', (chunk: Buffer) => {
					if (chunk.toString().includes('ready')) resolve()
				})
				writer.on('exit', (code) => reject(new Error(`writer exited with ${code}`)))
			})
			const before = await countMessages(t.db)
			const out = path.join(work, 'busy.tar.gz')
			const result = await createBackup({ databaseUrl: t.url, storage, out })
			const after = await countMessages(t.db)
			const archived = result.manifest.tables.contact_messages!
			expect(archived).toBeGreaterThanOrEqual(before)
			expect(archived).toBeLessThanOrEqual(after)
			expect(after).toBeGreaterThan(before) // the writer really was writing

			// Restore checks integrity_check (SQLite) and every table's count against the manifest.
			const fresh = new LocalStorage(path.join(work, 'fresh-uploads'))
			writer.kill()
			await once(writer, 'exit').catch(() => {})
			const url = t.dialect === 'sqlite' ? path.join(work, 'busy.db') : t.url
			const restored = await t.exclusiveDdl(() =>
				restoreBackup({ file: out, databaseUrl: url, storage: fresh, force: true }),
			)
			expect(restored.tables.contact_messages).toBe(archived)
			expect(await allFiles(fresh)).toEqual(await allFiles(storage))
		} finally {
			if (writer.exitCode === null) writer.kill()
		}
	})

	test('a damaged or foreign archive is refused and changes nothing', async () => {
		await fillContent()
		const out = path.join(work, 'site.tar.gz')
		await createBackup({ databaseUrl: t.url, storage, out })
		await deleteProject(t.db, (await listProjects(t.db))[0]!.id)
		const rows = await allRows(t.db)
		const files = await allFiles(storage)
		const bytes = await readFile(out)

		const flipped = Buffer.from(bytes)
		for (let i = 0; i < 64; i++) flipped[Math.floor(bytes.length / 2) + i]! ^= 0xff
		const truncated = bytes.subarray(0, Math.floor(bytes.length * 0.7))
		// The archive's files, to pack again with one thing changed.
		const unpacked = path.join(work, 'unpacked')
		await mkdir(unpacked)
		const names = [...(await unpackTarGz(out, unpacked))]
		const manifest = JSON.parse(
			await readFile(path.join(unpacked, 'manifest.json'), 'utf8'),
		) as Record<string, unknown>
		const databaseEntry = (manifest.database as { entry: string }).entry
		const badFile = names.find((name) => name.startsWith('uploads/'))!
		/** The archive's files, `changes` applied (null: left out), packed into `file`. */
		const repack = async (file: string, changes: Record<string, string | null>) => {
			const dir = await mkdtemp(path.join(work, 'repack-'))
			const kept: string[] = []
			for (const name of names) {
				if (changes[name] === null) continue
				await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
				await writeFile(
					path.join(dir, name),
					changes[name] ?? (await readFile(path.join(unpacked, name))),
				)
				kept.push(name)
			}
			await packTarGz(file, dir, kept)
		}

		const cases: Array<[string, (file: string) => Promise<void>, RegExp]> = [
			['flipped.tar.gz', (f) => writeFile(f, flipped), /damaged/],
			['truncated.tar.gz', (f) => writeFile(f, truncated), /damaged/],
			['not-gzip.tar.gz', (f) => writeFile(f, 'hello'), /damaged or not a \.tar\.gz/],
			[
				'no-manifest.tar.gz',
				(f) => repack(f, { 'manifest.json': null }),
				/has no manifest\.json/,
			],
			[
				'future.tar.gz',
				(f) =>
					repack(f, { 'manifest.json': JSON.stringify({ ...manifest, version: 99 }) }),
				/version 99 is not supported/,
			],
			[
				'wrong-bytes.tar.gz',
				(f) => repack(f, { [badFile]: 'not the image' }),
				/does not match its checksum/,
			],
			['missing-db.tar.gz', (f) => repack(f, { [databaseEntry]: null }), /is missing/],
		]
		for (const [name, make, message] of cases) {
			const file = path.join(work, name)
			await make(file)
			const error = await t
				.exclusiveDdl(() =>
					restoreBackup({ file, databaseUrl: t.url, storage, force: true }),
				)
				.catch((e: unknown) => e)
			expect(error, name).toBeInstanceOf(BackupRefusedError)
			expect((error as Error).message, name).toMatch(message)
		}
		expect(await allRows(t.db)).toEqual(rows)
		expect(await allFiles(storage)).toEqual(files)
	})
})
