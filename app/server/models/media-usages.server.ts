// Which field of which record shows which image: one row per (image, record, field),
// replaced in the same transaction as every save that sets a record's images, so "where
// used" and "unused" are index reads rather than searches through content's JSON.
import type { ExpressionBuilder } from 'kysely'

import type { Database, DB } from '#app/server/db/index.server.ts'

export interface MediaUsage {
	mediaId: string
	/** 'project', 'testimonial', 'client_logo' (the audit log's entity names), … */
	entity: string
	entityId: string
	/** The record's field: 'banner', 'productImages', 'logoDark', … */
	field: string
}

/** Makes `uses` the images record (`entity`, `entityId`) shows; [] when it shows none (or is gone). */
export async function replaceMediaUsages(
	db: DB,
	entity: string,
	entityId: string,
	uses: ReadonlyArray<{ field: string; mediaId: string }>,
): Promise<void> {
	await db
		.deleteFrom('mediaUsages')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.execute()
	const rows = new Map(
		uses.map((use) => [
			`${use.mediaId}\n${use.field}`,
			{ mediaId: use.mediaId, entity, entityId, field: use.field },
		]),
	)
	if (rows.size > 0)
		await db
			.insertInto('mediaUsages')
			.values([...rows.values()])
			.execute()
}

/** Adds `uses` to the images record (`entity`, `entityId`) shows, keeping those it has. */
export async function addMediaUsages(
	db: DB,
	entity: string,
	entityId: string,
	uses: ReadonlyArray<{ field: string; mediaId: string }>,
): Promise<void> {
	if (uses.length === 0) return
	await db
		.insertInto('mediaUsages')
		.values(
			uses.map((use) => ({ mediaId: use.mediaId, entity, entityId, field: use.field })),
		)
		.onConflict((oc) =>
			oc.columns(['mediaId', 'entity', 'entityId', 'field']).doNothing(),
		)
		.execute()
}

/** Where each of `mediaIds` is used, in a stable order. */
export async function listMediaUsages(
	db: DB,
	mediaIds: readonly string[],
): Promise<MediaUsage[]> {
	if (mediaIds.length === 0) return []
	return db
		.selectFrom('mediaUsages')
		.select(['mediaId', 'entity', 'entityId', 'field'])
		.where('mediaId', 'in', [...new Set(mediaIds)])
		.orderBy('entity')
		.orderBy('entityId')
		.orderBy('field')
		.execute()
}

/** The images record (`entity`, `entityId`) shows, with their fields. */
export async function listRecordMediaUsages(
	db: DB,
	entity: string,
	entityId: string,
): Promise<MediaUsage[]> {
	return db
		.selectFrom('mediaUsages')
		.select(['mediaId', 'entity', 'entityId', 'field'])
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.orderBy('field')
		.orderBy('mediaId')
		.execute()
}

/** Whether any record shows the image `mediaId`. */
export async function isMediaInUse(db: DB, mediaId: string): Promise<boolean> {
	const row = await db
		.selectFrom('mediaUsages')
		.select('mediaId')
		.where('mediaId', '=', mediaId)
		.limit(1)
		.executeTakeFirst()
	return row !== undefined
}

/**
 * Whether a use of the image (the `media` row of the query) protects it from deletion:
 * any use but the history's, and but those of a record in the trash (its draft included).
 * What is left, old revisions and the trash, an admin may delete it from after saying so
 * (decision 044). One expression for the library's filter and the delete's check.
 */
export function protectingUse(eb: ExpressionBuilder<Database, 'media'>) {
	return eb.exists(
		eb
			.selectFrom('mediaUsages as use')
			.select('use.mediaId')
			.whereRef('use.mediaId', '=', 'media.id')
			.where('use.entity', 'not like', 'history:%')
			.where((inner) => {
				const trashed = (
					entity: string,
					table: 'projects' | 'testimonials' | 'clientLogos',
				) =>
					inner.and([
						inner('use.entity', 'in', [entity, `draft:${entity}`]),
						inner.exists(
							inner
								.selectFrom(`${table} as record` as 'projects as record')
								.select('record.id')
								.whereRef('record.id', '=', 'use.entityId')
								.where('record.deletedAt', 'is not', null),
						),
					])
				return inner.not(
					inner.or([
						trashed('project', 'projects'),
						trashed('testimonial', 'testimonials'),
						trashed('client_logo', 'clientLogos'),
					]),
				)
			}),
	)
}

/** Forgets the uses of the image by old revisions and the trash: before it is deleted. */
export async function forgetPastUses(db: DB, mediaId: string): Promise<void> {
	await db.deleteFrom('mediaUsages').where('mediaId', '=', mediaId).execute()
}
