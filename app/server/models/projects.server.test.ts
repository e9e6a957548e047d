import { richFromPlainText } from '#app/lib/rich-text.ts'
import { CompiledQuery, sql } from 'kysely'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { makeImage, makeProjectInput } from './factories.server.ts'
import {
	listVisibleProjectLinks,
	countProjects,
	createProject,
	deleteProject,
	getFeaturedProduct,
	getProject,
	getVisibleProject,
	listProjectPage,
	listProjects,
	listVisibleProjectPage,
	listVisibleProjects,
	projectsAtPaths,
	RevisionConflictError,
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
				{ title: 'Quick', description: richFromPlainText('Fast pages') },
				{ title: 'Safe', description: richFromPlainText('Signed "quotes" & ünïcode ✓') },
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
			slug: 'orbit',
			revision: 1,
			sortOrder: 0,
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

	test('public lists: visible projects of one collection (and type), the last added first', async () => {
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
		await make('website', 2, { type: 'website' })
		await make('new mobile', 3, { type: 'mobile' })
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

	test('featured product: the first visible product in the order (the last added), or null', async () => {
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

	test('admin list and count: every project, filtered and paged, in the order', async () => {
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
		expect(await names({ collection: 'products' })).toEqual(['p4', 'p3'])
		expect(await names({ collection: 'portfolio' })).toEqual(['p2', 'p1', 'p0'])
		expect(await names({ collection: 'portfolio', type: 'website' })).toEqual(['p1'])
		expect(await names({ collection: 'portfolio', limit: 2 })).toEqual(['p2', 'p1'])
		expect(await names({ collection: 'portfolio', limit: 1, offset: 1 })).toEqual(['p1'])
		expect(await names({ collection: 'portfolio', offset: 1 })).toEqual(['p1', 'p0'])

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

	test('delete removes the project, once', async () => {
		const created = await createProject(t.db, makeProjectInput())
		expect(await deleteProject(t.db, created.id)).toBe(true)
		expect(await getProject(t.db, created.id)).toBeNull()
		expect(await deleteProject(t.db, created.id)).toBe(false)
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

	test('sitemap links: every visible project of both collections, three columns, capped', async () => {
		const work = await createProject(t.db, {
			...makeProjectInput({ name: 'work' }),
			createdAt: at(1),
		})
		const newer = await createProject(t.db, {
			...makeProjectInput({ name: 'newer', type: 'website' }),
			createdAt: at(2),
		})
		const product = await createProject(t.db, {
			...makeProjectInput({ name: 'product', collection: 'products' }),
			createdAt: at(3),
		})
		await createProject(t.db, makeProjectInput({ name: 'hidden', visible: false }))
		expect(await listVisibleProjectLinks(t.db)).toEqual([
			{
				id: newer.id,
				slug: 'newer',
				collection: 'portfolio',
				updatedAt: newer.updatedAt,
			},
			{ id: work.id, slug: 'work', collection: 'portfolio', updatedAt: work.updatedAt },
			{
				id: product.id,
				slug: 'product',
				collection: 'products',
				updatedAt: product.updatedAt,
			},
		])
		expect(await listVisibleProjectLinks(t.db, 2)).toHaveLength(2)
	})

	test('the project a counted path shows, by its name and address now (an id of before too)', async () => {
		const orbit = await createProject(t.db, makeProjectInput({ name: 'Orbit' }))
		await createProject(
			t.db,
			makeProjectInput({ name: 'Orbit', collection: 'products', slug: 'orbit' }),
		)
		const named = await projectsAtPaths(t.db, [
			'/portfolio/orbit',
			`/portfolio/${orbit.id}`,
			'/products/orbit',
			'/portfolio/gone',
			'/about',
		])
		expect(Object.fromEntries(named)).toEqual({
			'/portfolio/orbit': { name: 'Orbit', address: '/portfolio/orbit' },
			[`/portfolio/${orbit.id}`]: { name: 'Orbit', address: '/portfolio/orbit' },
			'/products/orbit': { name: 'Orbit', address: '/products/orbit' },
		})
	})

	test('public pages: LIMIT/OFFSET windows of one tab, the total counted, ties in id order', async () => {
		// 30 visible mobile portfolio projects (two share each minute), plus what must not count.
		// Ids of one length and alphabet sort alike in every collation.
		for (let i = 0; i < 30; i++) {
			await createProject(t.db, {
				...makeProjectInput({ name: `m${i}` }),
				id: `id-${String(i).padStart(2, '0')}`,
				createdAt: at(Math.floor(i / 2)),
			})
		}
		await createProject(t.db, makeProjectInput({ name: 'hidden', visible: false }))
		await createProject(t.db, makeProjectInput({ name: 'web', type: 'website' }))
		await createProject(t.db, makeProjectInput({ name: 'prod', collection: 'products' }))
		const newestFirst = Array.from(
			{ length: 30 },
			(_, i) => `id-${String(29 - i).padStart(2, '0')}`,
		)

		const filter = { collection: 'portfolio', type: 'mobile' } as const
		const pages = await Promise.all(
			[1, 2, 3].map((page) =>
				listVisibleProjectPage(t.db, filter, { page, pageSize: 12 }),
			),
		)
		expect(pages.map((p) => p.items.length)).toEqual([12, 12, 6])
		expect(pages.flatMap((p) => p.items.map((item) => item.id))).toEqual(newestFirst)
		for (const [index, result] of pages.entries()) {
			expect(result).toMatchObject({
				page: index + 1,
				pageSize: 12,
				total: 30,
				pageCount: 3,
			})
		}
		// Past the end: no rows, and the numbers to send the visitor to the last page.
		expect(await listVisibleProjectPage(t.db, filter, { page: 9, pageSize: 12 })).toEqual(
			{
				items: [],
				page: 9,
				pageSize: 12,
				total: 30,
				pageCount: 3,
			},
		)
		// Nonsense reads as the first page.
		const first = await listVisibleProjectPage(t.db, filter, { page: 0, pageSize: 12 })
		expect(first.page).toBe(1)
		expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 12))
		// An empty tab is one empty page.
		expect(
			await listVisibleProjectPage(
				t.db,
				{ collection: 'products', type: 'website' },
				{ page: 1, pageSize: 12 },
			),
		).toEqual({ items: [], page: 1, pageSize: 12, total: 0, pageCount: 1 })
		// A capped list (the Services page's) is the first window.
		expect(
			(await listVisibleProjects(t.db, 'portfolio', 'mobile', { limit: 9 })).map(
				(p) => p.id,
			),
		).toEqual(newestFirst.slice(0, 9))
	})

	test('admin pages: hidden projects too, one collection and type, counted in SQL', async () => {
		for (let i = 0; i < 7; i++) {
			await createProject(t.db, {
				...makeProjectInput({
					name: `p${i}`,
					collection: 'products',
					type: 'website',
					visible: i % 3 !== 0,
				}),
				createdAt: at(i),
			})
		}
		await createProject(t.db, makeProjectInput({ name: 'other', collection: 'products' }))
		const filter = { collection: 'products', type: 'website' } as const
		const page = async (n: number) => {
			const result = await listProjectPage(t.db, filter, { page: n, pageSize: 3 })
			return { ...result, items: result.items.map((p) => p.name) }
		}
		expect(await page(1)).toEqual({
			items: ['p6', 'p5', 'p4'],
			page: 1,
			pageSize: 3,
			total: 7,
			pageCount: 3,
		})
		expect((await page(2)).items).toEqual(['p3', 'p2', 'p1'])
		expect((await page(3)).items).toEqual(['p0'])
		expect((await page(4)).items).toEqual([])
	})

	if (t.dialect === 'sqlite') {
		// What a list query does, step by step: each list is read from an index in its order,
		// so a page costs its LIMIT (plus its OFFSET) rows, not a sort of the whole table.
		const planOf = async (query: {
			compile(): { sql: string; parameters: readonly unknown[] }
		}) => {
			const { sql: text, parameters } = query.compile()
			const { rows } = await t.db.executeQuery<{ detail: string }>(
				CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
			)
			return rows.map((row) => row.detail).join('\n')
		}
		// The manual order (decision 032), as the models read it.
		const inOrder = <Q extends { orderBy(c: 'sortOrder' | 'id', d: 'asc'): Q }>(q: Q) =>
			q.orderBy('sortOrder', 'asc').orderBy('id', 'asc')

		test('public lists read through the (collection, visible, type) index', async () => {
			const plan = await planOf(
				inOrder(
					t.db
						.selectFrom('projects')
						.selectAll()
						.where('collection', '=', 'portfolio')
						.where('visible', '=', true)
						.where('type', '=', 'mobile')
						// Every list leaves the trash out: the indexes are partial on it (0011).
						.where('deletedAt', 'is', null),
				)
					.limit(12)
					.offset(24),
			)
			expect(plan).toMatch(/USING INDEX projects_public_idx/)
			// The index ends in sort_order and id, the order: no sort step.
			expect(plan).not.toMatch(/TEMP B-TREE/)
			const count = await planOf(
				t.db
					.selectFrom('projects')
					.select((eb) => eb.fn.countAll().as('count'))
					.where('collection', '=', 'portfolio')
					.where('type', '=', 'mobile')
					.where('visible', '=', true)
					.where('deletedAt', 'is', null),
			)
			expect(count).toMatch(/USING COVERING INDEX projects_(public|admin)_idx/)
		})

		test('the featured product and the admin tabs have indexes in their order too', async () => {
			const featured = await planOf(
				inOrder(
					t.db
						.selectFrom('projects')
						.selectAll()
						.where('collection', '=', 'products')
						.where('visible', '=', true)
						.where('deletedAt', 'is', null),
				).limit(1),
			)
			expect(featured).toMatch(/USING INDEX projects_featured_idx/)
			expect(featured).not.toMatch(/TEMP B-TREE/)
			const admin = await planOf(
				inOrder(
					t.db
						.selectFrom('projects')
						.selectAll()
						.where('collection', '=', 'products')
						.where('type', '=', 'website')
						.where('deletedAt', 'is', null),
				)
					.limit(24)
					.offset(24),
			)
			expect(admin).toMatch(/USING INDEX projects_admin_idx/)
			expect(admin).not.toMatch(/TEMP B-TREE/)
		})
	}
})
