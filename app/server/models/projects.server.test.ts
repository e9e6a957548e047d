import { CompiledQuery, sql } from 'kysely'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { makeImage, makeProjectInput } from './factories.server.ts'
import {
	countProjects,
	createProject,
	deleteProject,
	getFeaturedProduct,
	getProject,
	getVisibleProject,
	listProjects,
	listVisibleProjects,
	RevisionConflictError,
	setProjectVisibility,
	toggleProjectVisibility,
	updateProject,
} from './projects.server.ts'

const T0 = new Date('2025-03-01T10:00:00.000Z')

function at(minutes: number): string {
	return new Date(T0.getTime() + minutes * 60_000).toISOString()
}

beforeEach(() => {
	// Only Date: the database drivers keep their real timers.
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
})

describeEachDialect('projects', (t) => {
	test('create stores every field and reads back the same shape', async () => {
		const input = makeProjectInput({
			name: 'Orbit',
			type: 'website',
			collection: 'products',
			accentColor: '#FFAA00',
			banner: makeImage('banners/orbit.png', {
				width: 1600,
				height: 600,
				alt: '',
				mediaId: 'm1',
			}),
			features: [
				{ title: 'Quick', description: 'Fast pages' },
				{ title: 'Safe', description: 'Signed "quotes" & ünïcode ✓' },
			],
			platforms: ['Web', 'PWA'],
			prototype: [
				'<iframe src="https://embed.figma.com/proto/x"></iframe>',
				'https://figma.com/proto/y',
			],
			productImages: [makeImage('productImages/a.png'), makeImage('productImages/b.png')],
			align: 'right',
			visible: false,
			status: 'draft',
			phases: ['One', 'Two'],
		})
		const created = await createProject(t.db, input)

		expect(created).toEqual({
			...input,
			id: created.id,
			revision: 1,
			createdAt: T0.toISOString(),
			updatedAt: T0.toISOString(),
		})
		expect(created.id).toMatch(/^[A-Za-z0-9_-]{12}$/)
		expect(await getProject(t.db, created.id)).toEqual(created)
	})

	test('create keeps a given id and createdAt, and a null accent colour', async () => {
		const created = await createProject(t.db, {
			...makeProjectInput({ accentColor: null, banner: null, image: null }),
			id: 'orbit',
			createdAt: at(-60),
		})
		expect(created).toMatchObject({
			id: 'orbit',
			accentColor: null,
			banner: null,
			image: null,
			visible: true,
			createdAt: at(-60),
			updatedAt: at(-60),
		})
	})

	test('new ids are unique', async () => {
		const ids = new Set<string>()
		for (let i = 0; i < 20; i++)
			ids.add((await createProject(t.db, makeProjectInput())).id)
		expect(ids.size).toBe(20)
	})

	test('public lists: visible projects of one collection (and type), newest first', async () => {
		const make = (
			name: string,
			minutes: number,
			overrides: Parameters<typeof makeProjectInput>[0],
		) =>
			createProject(t.db, {
				...makeProjectInput({ name, ...overrides }),
				createdAt: at(minutes),
			})
		await make('old mobile', 1, { type: 'mobile' })
		await make('new mobile', 3, { type: 'mobile' })
		await make('website', 2, { type: 'website' })
		await make('hidden', 4, { type: 'mobile', visible: false, status: 'draft' })
		await make('product', 5, { type: 'mobile', collection: 'products' })

		const names = (projects: { name: string }[]) => projects.map((p) => p.name)
		expect(names(await listVisibleProjects(t.db, 'portfolio'))).toEqual([
			'new mobile',
			'website',
			'old mobile',
		])
		expect(names(await listVisibleProjects(t.db, 'portfolio', 'mobile'))).toEqual([
			'new mobile',
			'old mobile',
		])
		expect(names(await listVisibleProjects(t.db, 'portfolio', 'website'))).toEqual([
			'website',
		])
		expect(names(await listVisibleProjects(t.db, 'products'))).toEqual(['product'])
		expect(await listVisibleProjects(t.db, 'products', 'website')).toEqual([])
	})

	test('featured product: the newest visible product, or null', async () => {
		expect(await getFeaturedProduct(t.db)).toBeNull()
		await createProject(t.db, {
			...makeProjectInput({ name: 'portfolio piece' }),
			createdAt: at(9),
		})
		await createProject(t.db, {
			...makeProjectInput({
				name: 'hidden product',
				collection: 'products',
				visible: false,
			}),
			createdAt: at(8),
		})
		expect(await getFeaturedProduct(t.db)).toBeNull()
		await createProject(t.db, {
			...makeProjectInput({ name: 'older product', collection: 'products' }),
			createdAt: at(1),
		})
		await createProject(t.db, {
			...makeProjectInput({ name: 'newer product', collection: 'products' }),
			createdAt: at(2),
		})
		expect((await getFeaturedProduct(t.db))?.name).toBe('newer product')
	})

	test('getVisibleProject hides hidden projects and other collections', async () => {
		const shown = await createProject(t.db, makeProjectInput({ collection: 'products' }))
		const hidden = await createProject(t.db, makeProjectInput({ visible: false }))
		expect(await getVisibleProject(t.db, shown.id)).toEqual(shown)
		expect(await getVisibleProject(t.db, shown.id, 'products')).toEqual(shown)
		expect(await getVisibleProject(t.db, shown.id, 'portfolio')).toBeNull()
		expect(await getVisibleProject(t.db, hidden.id)).toBeNull()
		expect(await getVisibleProject(t.db, 'missing')).toBeNull()
		// The admin still sees it.
		expect(await getProject(t.db, hidden.id)).toEqual(hidden)
		expect(await getProject(t.db, 'missing')).toBeNull()
	})

	test('admin list and count: every project, filtered and paged, newest first', async () => {
		for (let i = 0; i < 5; i++) {
			await createProject(t.db, {
				...makeProjectInput({
					name: `p${i}`,
					type: i % 2 ? 'website' : 'mobile',
					collection: i < 3 ? 'portfolio' : 'products',
					visible: i !== 1,
				}),
				createdAt: at(i),
			})
		}
		const names = async (options: Parameters<typeof listProjects>[1]) =>
			(await listProjects(t.db, options)).map((p) => p.name)
		expect(await names({})).toEqual(['p4', 'p3', 'p2', 'p1', 'p0'])
		expect(await names({ collection: 'portfolio' })).toEqual(['p2', 'p1', 'p0'])
		expect(await names({ collection: 'portfolio', type: 'website' })).toEqual(['p1'])
		expect(await names({ limit: 2 })).toEqual(['p4', 'p3'])
		expect(await names({ limit: 2, offset: 2 })).toEqual(['p2', 'p1'])
		expect(await names({ offset: 3 })).toEqual(['p1', 'p0'])

		expect(await countProjects(t.db)).toBe(5)
		expect(await countProjects(t.db, { collection: 'products' })).toBe(2)
		expect(await countProjects(t.db, { collection: 'portfolio', type: 'mobile' })).toBe(2)
		expect(await countProjects(t.db, { visible: false })).toBe(1)
	})

	test('update saves the given fields, sets updatedAt (not createdAt) and bumps the revision', async () => {
		const created = await createProject(t.db, makeProjectInput({ name: 'Before' }))
		vi.setSystemTime(new Date(at(5)))
		const updated = await updateProject(t.db, created.id, {
			name: 'After',
			features: [],
			accentColor: '#000000',
		})
		expect(updated).toEqual({
			...created,
			name: 'After',
			features: [],
			accentColor: '#000000',
			revision: 2,
			updatedAt: at(5),
		})
		expect(await getProject(t.db, created.id)).toEqual(updated)
	})

	test('update ignores keys that are not input fields (id, revision, timestamps)', async () => {
		const created = await createProject(t.db, makeProjectInput())
		// A form may post the whole record back; only input fields are written.
		const posted = {
			...created,
			id: 'other',
			revision: 99,
			createdAt: at(-999),
			name: 'Renamed',
		}
		const updated = await updateProject(t.db, created.id, posted)
		expect(updated).toMatchObject({
			id: created.id,
			revision: 2,
			createdAt: created.createdAt,
		})
		expect(updated?.name).toBe('Renamed')
	})

	test('update of a missing project returns null', async () => {
		expect(await updateProject(t.db, 'missing', { name: 'x' })).toBeNull()
		expect(
			await updateProject(t.db, 'missing', { name: 'x' }, { expectedRevision: 1 }),
		).toBeNull()
	})

	test('update with a stale revision throws a conflict and changes nothing', async () => {
		const created = await createProject(t.db, makeProjectInput({ name: 'Original' }))
		const first = await updateProject(
			t.db,
			created.id,
			{ name: 'First' },
			{ expectedRevision: 1 },
		)
		expect(first?.revision).toBe(2)

		const stale = updateProject(
			t.db,
			created.id,
			{ name: 'Second' },
			{ expectedRevision: 1 },
		)
		await expect(stale).rejects.toBeInstanceOf(RevisionConflictError)
		const error = await stale.catch((e: unknown) => e)
		expect(error).toMatchObject({ projectId: created.id, expectedRevision: 1 })
		expect((error as RevisionConflictError).current).toEqual(first)
		expect(await getProject(t.db, created.id)).toEqual(first)

		const second = await updateProject(
			t.db,
			created.id,
			{ name: 'Second' },
			{ expectedRevision: 2 },
		)
		expect(second).toMatchObject({ name: 'Second', revision: 3 })
	})

	test('setProjectVisibility: shown is published, hidden is draft', async () => {
		const created = await createProject(t.db, makeProjectInput())
		vi.setSystemTime(new Date(at(1)))
		const hidden = await setProjectVisibility(t.db, created.id, false)
		expect(hidden).toMatchObject({
			visible: false,
			status: 'draft',
			revision: 2,
			updatedAt: at(1),
		})
		const shown = await setProjectVisibility(t.db, created.id, true)
		expect(shown).toMatchObject({ visible: true, status: 'published', revision: 3 })
		expect(await setProjectVisibility(t.db, 'missing', true)).toBeNull()
	})

	test('toggleProjectVisibility follows spec §4', async () => {
		const visible = await createProject(
			t.db,
			makeProjectInput({ visible: true, status: 'published' }),
		)
		const toggled = await toggleProjectVisibility(t.db, visible.id)
		expect(toggled).toMatchObject({ visible: false, status: 'draft', revision: 2 })
		const back = await toggleProjectVisibility(t.db, visible.id)
		expect(back).toMatchObject({ visible: true, status: 'published', revision: 3 })

		// Status follows the old visibility, whatever the old status was.
		const odd = await createProject(
			t.db,
			makeProjectInput({ visible: false, status: 'published' }),
		)
		expect(await toggleProjectVisibility(t.db, odd.id)).toMatchObject({
			visible: true,
			status: 'published',
		})
		expect(await toggleProjectVisibility(t.db, 'missing')).toBeNull()

		// Concurrent toggles each see the other's result: two toggles are a no-op.
		await Promise.all([
			toggleProjectVisibility(t.db, visible.id),
			toggleProjectVisibility(t.db, visible.id),
		])
		expect(await getProject(t.db, visible.id)).toMatchObject({
			visible: true,
			status: 'published',
		})
	})

	test('delete returns the removed project', async () => {
		const created = await createProject(t.db, makeProjectInput())
		expect(await deleteProject(t.db, created.id)).toEqual(created)
		expect(await getProject(t.db, created.id)).toBeNull()
		expect(await deleteProject(t.db, created.id)).toBeNull()
	})

	test('tolerates legacy values: a plain image string and a single prototype string', async () => {
		await sql`
			insert into projects (id, name, type, collection, image, banner, prototype, product_images, features)
			values ('legacy', 'Legacy', 'mobile', 'portfolio', ${'"/media/x/legacy%20shot.png"'}, ${'null'},
				${'"https://figma.com/proto/abc"'}, ${'["/media/a.png", {"url": "/media/b.png", "name": "b"}]'},
				${'{"not": "a list"}'})
		`.execute(t.db)
		const legacy = await getProject(t.db, 'legacy')
		expect(legacy).toMatchObject({
			image: { url: '/media/x/legacy%20shot.png', name: 'legacy shot.png' },
			banner: null,
			prototype: ['https://figma.com/proto/abc'],
			productImages: [
				{ url: '/media/a.png', name: 'a.png' },
				{ url: '/media/b.png', name: 'b' },
			],
			features: [],
			visible: true,
			status: 'published',
			align: 'left',
			revision: 1,
		})
		if (t.dialect === 'sqlite') {
			// Only SQLite can hold text that is not JSON; it reads as empty rather than failing.
			await sql`update projects set platforms = 'not json' where id = 'legacy'`.execute(
				t.db,
			)
			expect((await getProject(t.db, 'legacy'))?.platforms).toEqual([])
		}
	})

	if (t.dialect === 'sqlite') {
		test('public lists read through the (collection, visible, type) index', async () => {
			const { sql: text, parameters } = t.db
				.selectFrom('projects')
				.selectAll()
				.where('collection', '=', 'portfolio')
				.where('visible', '=', true)
				.where('type', '=', 'mobile')
				.orderBy('createdAt', 'desc')
				.compile()
			const { rows } = await t.db.executeQuery<{ detail: string }>(
				CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
			)
			const plan = rows.map((row) => row.detail).join('\n')
			expect(plan).toMatch(/USING INDEX projects_public_idx/)
			// The index's last column, created_at, also gives the order: no sort step.
			expect(plan).not.toMatch(/TEMP B-TREE/)
		})
	}
})
