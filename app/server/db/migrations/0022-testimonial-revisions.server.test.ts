// Migration 0022 on a database that holds testimonials: each is published (revision 1), so
// it keeps showing as it did; one added afterwards as a draft starts at revision 0.
import { sql } from 'kysely'
import { expect, test } from 'vitest'

import {
	createTestimonial,
	getTestimonial,
	listTestimonials,
} from '#app/server/models/testimonials.server.ts'
import { makeTestimonialInput } from '#app/server/models/factories.server.ts'

import { migrateTo, migrateToLatest } from '../migrate.server.ts'
import { describeEachDialect } from '../testing.server.ts'

describeEachDialect('migration 0022 (testimonial revisions)', (t) => {
	test('testimonials stored before are published and shown as they were', async () => {
		await t.exclusiveDdl(async () => {
			await migrateTo(t.db, '0021-languages')
			try {
				await sql`insert into testimonials (id, name, title, quote, visible, sort_order)
					values ('t1', 'Ada', 'CTO', ${JSON.stringify({ root: { type: 'root', children: [] } })}, ${true}, 0),
						('t2', 'Grace', 'CEO', ${JSON.stringify({ root: { type: 'root', children: [] } })}, ${false}, 1)`.execute(
					t.db,
				)
			} finally {
				await migrateToLatest(t.db)
			}
		})
		expect(await getTestimonial(t.db, 't1')).toMatchObject({ revision: 1, visible: true })
		expect(await getTestimonial(t.db, 't2')).toMatchObject({
			revision: 1,
			visible: false,
		})
		expect((await listTestimonials(t.db, { visible: true })).map((x) => x.id)).toEqual([
			't1',
		])
		const draft = await createTestimonial(t.db, {
			...makeTestimonialInput(),
			visible: false,
			revision: 0,
		})
		expect(draft.revision).toBe(0)
	})
})
