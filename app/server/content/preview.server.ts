// Previews of drafts on the real public pages, for every content kind (decision 033).
//
// A preview is the public page's path under /preview/<token>/ (routes.ts): the request
// layer classifies it as a preview page (never cached, no-store, noindex, no referrer),
// and the page's loader reads the draft instead of the published item through
// previewDocument. The token is either
// - `admin`: a signed-in admin previews any item's draft (the form's Preview button), or
// - a share link's token: a client without an account sees that one item's draft until
//   the link expires (7 days by default) or is revoked. Only a SHA-256 hash of the token is
//   stored, as for invitations.
import { createHash, randomBytes } from 'node:crypto'

import type { RouterContextProvider } from 'react-router'

import { getAdminSession } from '#app/server/auth/session.server.ts'
import { steadyNow } from '#app/server/clock.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { newId } from '#app/server/models/convert.server.ts'
import {
	findPreviewLinkByHash,
	insertPreviewLink,
	listLivePreviewLinks,
	revokePreviewLinkRecord,
	type PreviewLinkRecord,
} from '#app/server/models/preview-links.server.ts'

import type { ContentActor, ContentKind } from './kind.server.ts'

/** The token of an admin's own preview: their session is the grant. */
export const ADMIN_PREVIEW_TOKEN = 'admin'
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number]
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7
const DAY_MS = 24 * 60 * 60_000

function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('base64url')
}

/** The preview of `path` (a public page's) under `token`. */
export function previewPath(token: string, path: string): string {
	return `/preview/${encodeURIComponent(token)}${path}`
}

// ---------------------------------------------------------------------------------------
// Share links

export interface PreviewLink extends PreviewLinkRecord {
	/** The address to send (path only; the page adds its origin). Only when just made. */
	path?: string
}

/** Makes a share link for an item's draft; the token exists in clear only in its path. */
export async function createPreviewLink<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: { id: string; actor: ContentActor; days?: PreviewLinkDays; now?: number },
): Promise<PreviewLink | null> {
	const now = input.now ?? steadyNow()
	const days = input.days ?? DEFAULT_PREVIEW_LINK_DAYS
	const token = randomBytes(32).toString('base64url')
	return inTransaction(db, async (trx) => {
		const current = await kind.readPublished(trx, input.id)
		if (!current) return null
		const draft = await getDraft(trx, kind.entity, input.id)
		// The page the link opens: where the draft's document will be.
		const value = draft
			? await kind.preview(trx, kind.draftSchema.parse(draft.data), current)
			: current.doc
		const link = await insertPreviewLink(trx, {
			id: newId(),
			entity: kind.entity,
			entityId: input.id,
			tokenHash: hashToken(token),
			createdBy: input.actor.id,
			createdByEmail: input.actor.email,
			createdAt: new Date(now).toISOString(),
			expiresAt: new Date(now + days * DAY_MS).toISOString(),
			revokedAt: null,
		})
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.share_preview`, {
				entity: kind.entity,
				id: input.id,
				detail: { ...kind.auditDetail(value), days },
			}),
		)
		return { ...link, path: previewPath(token, kind.publicPath(input.id, value)) }
	})
}

/** An item's links that still open, newest first. */
export async function listPreviewLinks<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	id: string,
	now = steadyNow(),
): Promise<PreviewLink[]> {
	return listLivePreviewLinks(db, kind.entity, id, new Date(now).toISOString())
}

/** Revokes one of an item's links: it is refused from now on. Null when it is not live. */
export async function revokePreviewLink<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: { id: string; linkId: string; actor: ContentActor; now?: number },
): Promise<PreviewLinkRecord | null> {
	const now = new Date(input.now ?? steadyNow()).toISOString()
	return inTransaction(db, async (trx) => {
		const link = await revokePreviewLinkRecord(trx, {
			id: input.linkId,
			entity: kind.entity,
			entityId: input.id,
			now,
		})
		if (!link) return null
		// Named as the link was shared: the item as published (its name, say).
		const current = await kind.readPublished(trx, input.id)
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.revoke_preview`, {
				entity: kind.entity,
				id: input.id,
				detail: { ...(current ? kind.auditDetail(current.doc) : {}), link: link.id },
			}),
		)
		return link
	})
}

export type PreviewRefusal = 'unknown' | 'expired' | 'revoked'

/** What a share token opens: one item, or why not (unknown: 404; expired, revoked: 410). */
export async function verifyPreviewToken(
	db: DB,
	token: string,
	now = steadyNow(),
): Promise<
	{ ok: true; link: PreviewLinkRecord } | { ok: false; reason: PreviewRefusal }
> {
	// A token is 43 base64url characters; anything else is not one (and is not looked up).
	if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'unknown' }
	const link = await findPreviewLinkByHash(db, hashToken(token))
	if (!link) return { ok: false, reason: 'unknown' }
	if (link.revokedAt) return { ok: false, reason: 'revoked' }
	if (Date.parse(link.expiresAt) <= now) return { ok: false, reason: 'expired' }
	return { ok: true, link }
}

// ---------------------------------------------------------------------------------------
// Grants: what a preview request may see

export type PreviewGrant =
	| { by: 'admin'; name: string }
	| { by: 'link'; entity: string; entityId: string; expiresAt: string }

export type PreviewAccess =
	{ ok: true; grant: PreviewGrant } | { ok: false; reason: PreviewRefusal | 'signed-out' }

const grants = new WeakMap<object, Promise<PreviewAccess>>()

/**
 * What the preview token of this request grants, decided once per request (the preview
 * layout's loader and the page's share it through the router context).
 */
export function previewAccess(
	db: DB,
	request: Request,
	context: Readonly<RouterContextProvider>,
	token: string,
): Promise<PreviewAccess> {
	let access = grants.get(context)
	if (!access) {
		access = decideAccess(db, request, token)
		grants.set(context, access)
	}
	return access
}

async function decideAccess(
	db: DB,
	request: Request,
	token: string,
): Promise<PreviewAccess> {
	if (token === ADMIN_PREVIEW_TOKEN) {
		const session = await getAdminSession(request)
		return session
			? {
					ok: true,
					grant: { by: 'admin', name: session.user.name || session.user.email },
				}
			: { ok: false, reason: 'signed-out' }
	}
	const verified = await verifyPreviewToken(db, token)
	if (!verified.ok) return verified
	const { link } = verified
	return {
		ok: true,
		grant: {
			by: 'link',
			entity: link.entity,
			entityId: link.entityId,
			expiresAt: link.expiresAt,
		},
	}
}

/**
 * The document a preview page shows for an item: its draft as far as it goes, or the
 * published version when it has no draft. Null when the grant does not cover the item (a
 * share link opens its own item only) or there is nothing to show.
 */
export async function previewDocument<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	grant: PreviewGrant,
	id: string,
): Promise<Doc | null> {
	if (grant.by === 'link' && (grant.entity !== kind.entity || grant.entityId !== id))
		return null
	const current = await kind.readPublished(db, id)
	if (!current) return null
	const draft = await getDraft(db, kind.entity, id)
	if (draft) return kind.preview(db, kind.draftSchema.parse(draft.data), current)
	return current.revision > 0 ? current.doc : null
}
