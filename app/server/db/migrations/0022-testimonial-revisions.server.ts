// Testimonials as a content kind (issue 38, decision 052): each testimonial counts its
// published versions, as a project does, so a draft is checked against the version it
// started from. Every testimonial stored before is published (revision 1): it keeps
// showing as it did, and its state becomes the history's baseline the first time it
// changes. One added from now on starts at revision 0, hidden, until its first publish.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('testimonials')
		.addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await sql`update testimonials set revision = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('testimonials').dropColumn('revision').execute()
}
