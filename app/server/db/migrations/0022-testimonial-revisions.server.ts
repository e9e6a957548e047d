// Testimonials as a content kind (issue 38, decision 052): each testimonial counts its
// published versions, as a project does, so a draft is checked against the version it
// started from. Every testimonial stored before is published (revision 1): it keeps
// showing as it did, and its state becomes the history's baseline the first time it
// changes. One added as a draft from now on starts at revision 0 (the content kind says so),
// hidden, until its first publish; a row written without one, as before, is published.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('testimonials')
		.addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('testimonials').dropColumn('revision').execute()
}
