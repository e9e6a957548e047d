// Share-preview links (table preview_links): who made one for which item, until when, and
// whether it was revoked. Only a hash of the token is stored (content/preview.server.ts).
import type { DB } from '#app/server/db/index.server.ts'
import type { PreviewLinkRow } from '#app/server/db/schema.server.ts'

import { toIso, toIsoOrNull } from './convert.server.ts'

export interface PreviewLinkRecord {
	id: string
	entity: string
	entityId: string
	createdBy: string | null
	createdByEmail: string | null
	createdAt: string
	expiresAt: string
	revokedAt: string | null
}

export async function insertPreviewLink(
	db: DB,
	input: PreviewLinkRecord & { tokenHash: string },
): Promise<PreviewLinkRecord> {
	const row = await db
		.insertInto('previewLinks')
		.values({ ...input })
		.returningAll()
		.executeTakeFirstOrThrow()
	return previewLinkFromRow(row)
}

export async function findPreviewLinkByHash(
	db: DB,
	tokenHash: string,
): Promise<PreviewLinkRecord | null> {
	const row = await db
		.selectFrom('previewLinks')
		.selectAll()
		.where('tokenHash', '=', tokenHash)
		.executeTakeFirst()
	return row ? previewLinkFromRow(row) : null
}

/** An item's links that still open (not revoked, not expired at `now`), newest first. */
export async function listLivePreviewLinks(
	db: DB,
	entity: string,
	entityId: string,
	now: string,
): Promise<PreviewLinkRecord[]> {
	const rows = await db
		.selectFrom('previewLinks')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.where('revokedAt', 'is', null)
		.where('expiresAt', '>', now)
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.execute()
	return rows.map(previewLinkFromRow)
}

/** Revokes one of an item's links at `now`; null when there is no such live link. */
export async function revokePreviewLinkRecord(
	db: DB,
	input: { id: string; entity: string; entityId: string; now: string },
): Promise<PreviewLinkRecord | null> {
	const row = await db
		.updateTable('previewLinks')
		.set({ revokedAt: input.now })
		.where('id', '=', input.id)
		.where('entity', '=', input.entity)
		.where('entityId', '=', input.entityId)
		.where('revokedAt', 'is', null)
		.returningAll()
		.executeTakeFirst()
	return row ? previewLinkFromRow(row) : null
}

/** Removes every link of an item (it is purged from the trash). */
export async function deletePreviewLinksOf(
	db: DB,
	entity: string,
	entityId: string,
): Promise<void> {
	await db
		.deleteFrom('previewLinks')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.execute()
}

// ---------------------------------------------------------------------------------------
// Rows

function previewLinkFromRow(row: PreviewLinkRow): PreviewLinkRecord {
	return {
		id: row.id,
		entity: row.entity,
		entityId: row.entityId,
		createdBy: row.createdBy ?? null,
		createdByEmail: row.createdByEmail ?? null,
		createdAt: toIso(row.createdAt),
		expiresAt: toIso(row.expiresAt),
		revokedAt: toIsoOrNull(row.revokedAt),
	}
}
