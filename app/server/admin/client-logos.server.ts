// The Clients' Logos tab (spec §2, §4, §8): its list, and its writes, each taking typed
// input (the route has read the post with app/schemas/client-logo.ts): add an uploaded
// logo, show or hide it, move it in the strip's order (beyond the spec) and delete it;
// each in one transaction with its audit entry and a new content version. The public strip
// reads the same order.
import { CLIENT_LOGO_MESSAGES } from '#app/lib/admin-messages.ts'
import { clientLogoName } from '#app/lib/logo-strip.ts'
import type { ClientLogo } from '#app/lib/types.ts'
import type { ChosenImage } from '#app/schemas/image.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	recordImageUsages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import type { ListFilter } from '#app/server/models/list-items.server.ts'
import * as clientLogos from '#app/server/models/client-logos.server.ts'
import { countInOrder } from '#app/server/models/ordering.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

import type { ListKind } from './lists.server.ts'

export { CLIENT_LOGO_MESSAGES }

/** The Clients' Logos tab as one of the ordered lists (lists.server.ts). */
export const clientLogoList = {
	entity: 'client_logo',
	table: 'clientLogos' as const,
	get: clientLogos.getClientLogo,
	page: clientLogos.pageClientLogos,
	// The Activity log names the company, not the file (issue 36).
	label: (logo: ClientLogo) => clientLogoName(logo),
} satisfies ListKind<ClientLogo, ListFilter>

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

/** What the audit log keeps of a logo: its company, and its file. */
const audited = (logo: ClientLogo) => ({
	entity: 'client_logo',
	id: logo.id,
	detail: { name: clientLogoName(logo), file: logo.name },
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

/** Logos in the strip's order (not the trash): a new one takes the place after them. */
export function countClientLogos(db: DB): Promise<number> {
	return countInOrder(db, { table: 'clientLogos' })
}
