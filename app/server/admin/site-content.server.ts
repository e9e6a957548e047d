// The Site area (issue 20): one form per public page, plus Company and Search and sharing.
// A save takes typed input (the route has read the post with app/schemas/site-content.ts)
// and the revision the form was opened at; in one transaction it checks the images are
// ours, stores the next revision, records it and renews the content version (decision
// 026). Images the save dropped are released after it commits.
import { formatWhen } from '#app/lib/activity-labels.ts'
import type { ImageRef } from '#app/lib/types.ts'
import {
	SITE_FORMS,
	type SiteFieldErrors,
	type SiteKey,
	type SiteValue,
} from '#app/schemas/site-content.ts'
import type { Fields, ImageField } from '#app/schemas/site-fields.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	releaseDroppedImages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'
import * as siteContent from '#app/server/models/site-content.server.ts'

import type { SaveResult } from './save-result.server.ts'

export const SITE_MESSAGES = {
	saved: (title: string) => `${title} saved. The change is on the site now.`,
	saveFailed: 'Failed to save site content. Please try again.',
	notOurImage: 'Choose an image uploaded here.',
} as const

/** What a save started from an older revision is told: by whom and when it was changed. */
export function siteConflictMessage(current: siteContent.StoredSiteForm | null): string {
	const who = current?.updatedBy ?? 'another admin'
	const when = current ? ` at ${formatWhen(current.updatedAt)}` : ''
	return `This form was saved by ${who}${when}, after you opened it, so your changes were not saved. They are still in the form: open the page in a new tab to see the other changes, or save again to replace them with yours.`
}

/** Every image field of a form, by its path. */
function imageFieldsOf(
	fields: Fields,
	prefix: string[] = [],
): Array<{ path: string[]; field: ImageField }> {
	return Object.entries(fields).flatMap(([key, field]) => {
		const path = [...prefix, key]
		if (field.kind === 'image') return [{ path, field }]
		if (field.kind === 'group') return imageFieldsOf(field.fields, path)
		return []
	})
}

function valueAt(value: unknown, path: readonly string[]): unknown {
	let current = value
	for (const key of path) {
		if (typeof current !== 'object' || current === null) return undefined
		current = (current as Record<string, unknown>)[key]
	}
	return current
}

/** A copy of `value` with `image` at `path` (every object on the way copied). */
function withValueAt<T>(value: T, path: readonly string[], next: unknown): T {
	const [key, ...rest] = path
	if (key === undefined) return next as T
	const record = value as Record<string, unknown>
	return { ...record, [key]: withValueAt(record[key], rest, next) } as T
}

function imagesIn(key: SiteKey, value: unknown): Array<ImageRef | null> {
	return imageFieldsOf(SITE_FORMS[key].fields).map(
		({ path }) => (valueAt(value, path) as ImageRef | null | undefined) ?? null,
	)
}

export type SaveSiteFormResult = SaveResult<
	{ revision: number },
	{ ok: false; status: 409; message: string; currentRevision: number }
>

/**
 * Publishes a Site form: `revision` is the one the form was opened at (0: never saved); a
 * stale one gets 409 with who saved in between, and changes nothing.
 */
export async function saveSiteForm<K extends SiteKey>(
	db: DB,
	input: { key: K; data: SiteValue<K>; revision: number; actor: Actor },
): Promise<SaveSiteFormResult> {
	const { key, actor } = input
	const form = SITE_FORMS[key]
	const outcome = await inTransaction(db, async (trx) => {
		const before = await siteContent.getStoredSiteForm(trx, key)
		const conflict = {
			ok: false as const,
			status: 409 as const,
			message: siteConflictMessage(before),
			currentRevision: before?.revision ?? 0,
		}
		if ((before?.revision ?? 0) !== input.revision) return conflict

		// An image must be the one stored, or an upload of ours of the field's kind.
		const current = imagesIn(key, before?.data)
		const fieldErrors: SiteFieldErrors = {}
		let data = input.data
		for (const { path, field } of imageFieldsOf(form.fields)) {
			const chosen = valueAt(data, path) as ImageRef | null
			if (!chosen) continue
			const resolved = await resolveChosenImage(trx, chosen, field.uploadKind, current)
			if (resolved) data = withValueAt(data, path, resolved)
			else fieldErrors[path.join('.')] = SITE_MESSAGES.notOurImage
		}
		if (Object.keys(fieldErrors).length > 0)
			return { ok: false as const, status: 400 as const, fieldErrors }

		const written = await siteContent.writeSiteForm(trx, {
			key,
			data,
			expectedRevision: input.revision,
			updatedBy: actor.email,
		})
		if (!written.ok)
			return {
				...conflict,
				message: siteConflictMessage(written.current),
				currentRevision: written.current?.revision ?? 0,
			}
		await recordAudit(
			trx,
			changeBy(actor, 'site_page.publish', {
				entity: `site.${key}`,
				id: key,
				detail: { name: form.title, revision: written.revision },
			}),
		)
		await renewContentVersion(trx)
		return { ok: true as const, revision: written.revision, before, data }
	})
	if (!outcome.ok) return outcome
	await releaseDroppedImages(
		db,
		imagesIn(key, outcome.before?.data),
		imagesIn(key, outcome.data),
	)
	return { ok: true, created: outcome.before === null, revision: outcome.revision }
}
