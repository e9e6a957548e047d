// The Clients' Logos tab (spec §2, §4, §8): its list, and its writes, each taking typed
// input (the route has read the post with app/schemas/client-logo.ts): add an uploaded
// logo, show or hide it, move it in the strip's order (beyond the spec) and delete it;
// each in one transaction with its audit entry and a new content version. The public strip
// reads the same order.
import type { ClientLogo } from '#app/lib/types.ts'
import type { ChosenImage } from '#app/schemas/image.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { moveItemToTrash } from '#app/server/content/trash.server.ts'
import {
	recordImageUsages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import * as clientLogos from '#app/server/models/client-logos.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

export const CLIENT_LOGO_MESSAGES = {
	uploaded: 'Logo uploaded successfully!',
	deleted: 'Logo deleted successfully!',
	shown: 'Logo shown successfully!',
	hidden: 'Logo hidden successfully!',
	fetchFailed: 'Failed to fetch client logos',
	uploadFailed: 'Failed to upload logo',
	deleteFailed: 'Failed to delete logo',
	visibilityFailed: 'Failed to update logo visibility',
} as const

/** Cards per page of the Clients' Logos tab (`?page=N`), as on the other tabs. */
export const LOGOS_PAGE_SIZE = 24

export interface ClientLogosTab {
	logos: ClientLogo[]
	page: number
	pageCount: number
	/** Logos before this page: a card's place in the whole order is `offset + index + 1`. */
	offset: number
	total: number
	/** Of all the logos, those the home page shows. */
	visibleTotal: number
	error: string | null
}

/**
 * One page of the tab, in display order, or the spec's message when the database fails
 * (shown in the tab, not a 500). `page` may be past `pageCount` (the loader moves on).
 */
export async function loadClientLogosTab(
	db: DB,
	page = 1,
	filter: clientLogos.ClientLogoFilter = {},
): Promise<ClientLogosTab> {
	try {
		const result = await clientLogos.pageClientLogos(
			db,
			{ page, pageSize: LOGOS_PAGE_SIZE },
			filter,
		)
		return {
			logos: result.items,
			page: result.page,
			pageCount: result.pageCount,
			offset: (result.page - 1) * result.pageSize,
			total: result.total,
			visibleTotal: result.visibleTotal,
			error: null,
		}
	} catch {
		return {
			logos: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			visibleTotal: 0,
			error: CLIENT_LOGO_MESSAGES.fetchFailed,
		}
	}
}

/** `name`, or `name-2`, `name-3`… before its extension: the first not in `taken`. */
export function freeLogoName(name: string, taken: ReadonlySet<string>): string {
	const clean = name.trim() || 'logo'
	if (!taken.has(clean)) return clean
	const dot = clean.lastIndexOf('.')
	const [base, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, '']
	for (let n = 2; ; n++) {
		const candidate = `${base}-${n}${ext}`
		if (!taken.has(candidate)) return candidate
	}
}

/** What the audit log keeps of a logo. */
const audited = (logo: ClientLogo) => ({
	entity: 'client_logo',
	id: logo.id,
	detail: { name: logo.name },
})

/**
 * Adds a logo (uploaded or picked from the library), visible and last in the order. Its
 * name (spec §3 keys logos by file name) is the image's file name, made unique. Null when
 * the image is not one of the library's (and no new alt text it brings is written).
 */
export async function addClientLogo(
	db: DB,
	input: { image: ChosenImage; actor: Actor },
): Promise<ClientLogo | null> {
	return inTransaction(db, async (trx) => {
		const image = await resolveChosenImage(trx, input.image, 'client-logo')
		if (!image) return null
		// Names in the trash stay taken: a restored logo keeps its own.
		const taken = new Set(await clientLogos.listClientLogoNames(trx))
		const logo = await clientLogos.createClientLogo(trx, {
			name: freeLogoName(image.name, taken),
			image,
		})
		await recordImageUsages(trx, 'client_logo', logo.id, { image: logo.image })
		await recordAudit(trx, changeBy(input.actor, 'client_logo.upload', audited(logo)))
		await renewContentVersion(trx)
		return logo
	})
}

/**
 * Shows or hides a logo (spec §4: at once). Null when there is no such logo; `changed`
 * false when it already was so (nothing written).
 */
export async function setClientLogoVisibility(
	db: DB,
	input: { id: string; visible: boolean; actor: Actor },
): Promise<{ logo: ClientLogo; changed: boolean } | null> {
	return inTransaction(db, async (trx) => {
		const before = await clientLogos.getClientLogo(trx, input.id)
		if (!before) return null
		if (before.visible === input.visible) return { logo: before, changed: false }
		const logo = await clientLogos.setClientLogoVisibility(trx, input.id, input.visible)
		if (!logo) return null
		const action = input.visible ? 'client_logo.show' : 'client_logo.hide'
		await recordAudit(trx, changeBy(input.actor, action, audited(logo)))
		await renewContentVersion(trx)
		return { logo, changed: true }
	})
}

/** The page of the tab that shows the logo at `position` (from 1). */
export function logosTabPageOf(position: number): number {
	return Math.max(1, Math.ceil(position / LOGOS_PAGE_SIZE))
}

/**
 * Moves a logo to `position` (from 1) of the strip's order, however far, in one write and
 * one audit entry. Null when the logo is gone; nothing is written when it is already there.
 */
export async function moveClientLogo(
	db: DB,
	input: { id: string; position: number; actor: Actor },
): Promise<{ logo: ClientLogo; from: number; to: number } | null> {
	return inTransaction(db, async (trx) => {
		const logo = await clientLogos.getClientLogo(trx, input.id)
		if (!logo) return null
		const move = await clientLogos.moveClientLogo(trx, input.id, input.position)
		if (!move) return null
		if (move.from !== move.to) {
			const detail = { name: logo.name, from: move.from, to: move.to }
			await recordAudit(
				trx,
				changeBy(input.actor, 'client_logo.move', { ...audited(logo), detail }),
			)
			await renewContentVersion(trx)
		}
		return { logo, from: move.from, to: move.to }
	})
}

/**
 * Moves a logo to the trash (off the strip at once; restorable for 30 days, then purged
 * with its image: decision 033); null when it was already gone.
 */
export async function deleteClientLogo(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<ClientLogo | null> {
	const logo = await clientLogos.getClientLogo(db, input.id)
	if (!logo) return null
	return (await moveItemToTrash(db, 'client_logo', input)) ? logo : null
}
