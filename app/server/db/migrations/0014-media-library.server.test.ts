// Migration 0014 on a database that already holds content: the usages, alt texts and kept
// times are read from the images existing records show, and every image's words indexed.
import { sql } from 'kysely'
import { expect, test } from 'vitest'

import { getMedia, pageLibrary } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'

import { migrateTo, migrateToLatest } from '../migrate.server.ts'
import { describeEachDialect } from '../testing.server.ts'

const ref = (id: string, extra: Record<string, unknown> = {}) =>
	JSON.stringify({
		url: `/media/banners/${id}/original.png`,
		name: `${id}.png`,
		mediaId: id,
		...extra,
	})

describeEachDialect('migration 0014 (media library)', (t) => {
	test('existing records become usages, their alt texts the library alt texts; words indexed', async () => {
		await t.exclusiveDdl(async () => {
			await migrateTo(t.db, '0005-faults')
			try {
				for (const id of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'])
					await sql`insert into media (id, path, original_name, content_type, bytes)
						values (${id}, ${`banners/${id}/original.png`}, ${`Harbour ${id}.png`}, 'image/png', 10)`.execute(
						t.db,
					)
				await sql`insert into projects (id, name, type, collection, banner, image, product_images)
					values ('p1', 'Orbit', 'mobile', 'portfolio', ${ref('m1', { alt: ' Boats at dawn ' })},
						${JSON.stringify('/media/banners/m2/original.png')},
						${`[${ref('m1')}, ${ref('gone')}]`})`.execute(t.db)
				await sql`insert into testimonials (id, name, logo_light, logo_dark, image)
					values ('t1', 'Ada', ${ref('m4', { alt: '' })}, ${ref('m4')}, null)`.execute(t.db)
				await sql`insert into client_logos (id, name, image)
					values ('c1', 'acme.png', ${ref('m4', { alt: 'Acme' })})`.execute(t.db)
				// The tables of 0011 and 0013: a Site form, a draft and a revision name images.
				await migrateTo(t.db, '0013-site-content')
				await sql`insert into site_content (key, data) values ('seo',
					${`{"shareImage": ${ref('m5')}, "title": "Aster"}`})`.execute(t.db)
				await sql`insert into content_drafts (entity, entity_id, data, draft_version)
					values ('project', 'p1', ${`{"name": "Orbit 2", "banner": ${ref('m6')}}`}, 1)`.execute(
					t.db,
				)
				await sql`insert into content_revisions (id, entity, entity_id, revision, event, data)
					values ('r1', 'site.home', 'home', 1, 'publish',
						${`{"process": {"pictureLight": ${ref('m7')}}}`})`.execute(t.db)
			} finally {
				await migrateToLatest(t.db)
			}
		})

		expect(
			await listMediaUsages(t.db, ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'gone']),
		).toEqual([
			{ mediaId: 'm4', entity: 'client_logo', entityId: 'c1', field: 'image' },
			{ mediaId: 'm6', entity: 'draft:project', entityId: 'p1', field: 'banner' },
			{
				mediaId: 'm7',
				entity: 'history:site.home',
				entityId: 'home',
				field: 'process.pictureLight',
			},
			{ mediaId: 'm1', entity: 'project', entityId: 'p1', field: 'banner' },
			// A plain URL string (spec §3 tolerates one) is found by its address.
			{ mediaId: 'm2', entity: 'project', entityId: 'p1', field: 'image' },
			{ mediaId: 'm1', entity: 'project', entityId: 'p1', field: 'productImages' },
			{ mediaId: 'm5', entity: 'site.seo', entityId: 'seo', field: 'shareImage' },
			{ mediaId: 'm4', entity: 'testimonial', entityId: 't1', field: 'logoDark' },
			{ mediaId: 'm4', entity: 'testimonial', entityId: 't1', field: 'logoLight' },
		])
		const m1 = await getMedia(t.db, 'm1')
		expect(m1).toMatchObject({ alt: 'Boats at dawn', focal: { x: 50, y: 50 } })
		expect(m1?.keptAt).not.toBeNull()
		// The first text found wins ('' from the testimonial: decorative).
		expect((await getMedia(t.db, 'm4'))?.alt).toBe('')
		expect((await getMedia(t.db, 'm2'))?.alt).toBeNull()
		// Never shown: not kept, so an abandoned upload is still swept; nor is one only a
		// draft names (the draft protects it while it lasts).
		expect((await getMedia(t.db, 'm3'))?.keptAt).toBeNull()
		expect((await getMedia(t.db, 'm6'))?.keptAt).toBeNull()
		expect((await getMedia(t.db, 'm5'))?.keptAt).not.toBeNull()

		const found = async (search: string, unused = false) =>
			(
				await pageLibrary(
					t.db,
					{ search, usage: unused ? 'unused' : undefined },
					{ page: 1, pageSize: 10 },
				)
			).items
				.map((media) => media.id)
				.sort()
		expect(await found('dawn')).toEqual(['m1'])
		expect(await found('harbour')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'])
		expect(await found('', true)).toEqual(['m3'])
	})
})
