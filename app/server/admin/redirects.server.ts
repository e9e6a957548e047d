// Redirects (issue 37): the Redirects tab's writes, and the ones the site makes itself when
// a published address changes (a slug renamed, a move between Portfolio and Products, a
// delete). Every write is one transaction with its audit line and a new content version,
// since a redirect changes what a visitor's request is answered with. The rules:
// - one redirect per old address; a page of the site is never one (it would never be used);
// - no loops: a redirect whose target leads back to it is refused, naming the loop;
// - no chains: a target that is itself redirected is followed to its end (A→B, B→C saves
//   A→C), and redirects into an address that now redirects lead to where it leads;
// - a target on another site is taken only when the form (or the import's) confirms it.
import { parse } from 'csv-parse/sync'

import { projectAddress, projectAddressParts } from '#app/lib/slugs.ts'
import {
	IMPORT_MAX_ROWS,
	IMPORT_MESSAGES,
	readTarget,
	redirectFormSchema,
	type RedirectInput,
} from '#app/schemas/redirect.ts'
import type { FieldErrors } from '#app/schemas/form.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { getSlugOwner } from '#app/server/models/projects.server.ts'
import * as redirects from '#app/server/models/redirects.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'
import type { ProjectCollection } from '#app/lib/types.ts'

import { refusalOf, SaveRefused, type SaveResult } from './save-result.server.ts'

export const REDIRECT_TOASTS = {
	added: 'Redirect added.',
	updated: 'Redirect updated.',
	deleted: 'Redirect removed.',
	deleteFailed: 'That redirect was already removed.',
	saveFailed: 'The redirect could not be saved. Please try again.',
} as const

/** How far a chain is followed before it is taken for a loop. */
const MAX_CHAIN = 20

const audited = (redirect: redirects.Redirect) => ({
	entity: 'redirect',
	id: redirect.id,
	detail: { from: redirect.fromPath, to: redirect.toPath, status: redirect.status },
})

type Resolved = { to: string; status: redirects.RedirectStatus; via: string[] }

/**
 * Where a redirect from `from` to `input.to` ends up once every redirect on the way is
 * followed, or the loop it would make. `except`: the redirect being edited (its old self
 * is not on the way).
 */
async function resolveTarget(
	db: DB,
	input: RedirectInput,
	except?: string,
): Promise<Resolved | { loop: string[] }> {
	let to = input.to
	let status = input.status
	const via: string[] = []
	for (let step = 0; status !== 410 && step < MAX_CHAIN; step++) {
		const target = readTarget(to)
		if (!target || target.kind === 'external') break
		if (target.path === input.from) return { loop: [input.from, ...via, to] }
		const next = await redirects.getRedirectFrom(db, target.path)
		if (!next || next.id === except) break
		via.push(to)
		if (next.status === 410) return { to: '', status: 410, via }
		to = next.toPath
		if (next.status === 302) status = 302
	}
	return { to, status, via }
}

/** The message beside the form's old address when a page of the site stands there. */
async function livePageIssue(db: DB, from: string): Promise<string | null> {
	const address = projectAddressParts(from)
	if (!address) return null
	const owner = await getSlugOwner(db, address.collection, address.segment)
	return owner && !owner.inTrash
		? `That is the address of “${owner.name}”: a redirect from it would never be used.`
		: null
}

/** Checks a redirect against the stored ones; its final form, or the field errors. */
async function checked(
	db: DB,
	input: RedirectInput,
	except?: string,
): Promise<{ ok: true; value: RedirectInput } | { ok: false; fieldErrors: FieldErrors }> {
	const live = await livePageIssue(db, input.from)
	if (live) return { ok: false, fieldErrors: { from: live } }
	const existing = await redirects.getRedirectFrom(db, input.from)
	if (existing && existing.id !== except)
		return {
			ok: false,
			fieldErrors: {
				from: `There is already a redirect from ${input.from}: edit that one instead.`,
			},
		}
	const resolved = await resolveTarget(db, input, except)
	if ('loop' in resolved)
		return {
			ok: false,
			fieldErrors: {
				to: `That would make a loop: ${resolved.loop.join(' → ')}. Choose another address.`,
			},
		}
	return { ok: true, value: { ...input, to: resolved.to, status: resolved.status } }
}

/** Redirects into `from` lead where it leads now (or are gone with it). */
async function collapseInto(db: DB, value: RedirectInput) {
	await redirects.retargetRedirects(
		db,
		value.from,
		value.to,
		value.status === 410 ? 410 : undefined,
	)
}

export type SaveRedirectResult = SaveResult<{ redirect: redirects.Redirect }>

/** Adds a redirect (no `id`) or changes one, as the tab's form posts it. */
export async function saveRedirect(
	db: DB,
	input: { data: RedirectInput; actor: ContentActor; id?: string },
): Promise<SaveRedirectResult> {
	const { data, actor, id } = input
	return refusalOf(() =>
		inTransaction(db, async (trx) => {
			const before = id ? await redirects.getRedirect(trx, id) : null
			if (id && !before) throw new SaveRefused({ ok: false, status: 404 })
			const check = await checked(trx, data, id)
			if (!check.ok)
				throw new SaveRefused({ ok: false, status: 400, fieldErrors: check.fieldErrors })
			const { value } = check
			const values = { fromPath: value.from, toPath: value.to, status: value.status }
			const saved = before
				? await redirects.updateRedirect(trx, before.id, values)
				: await redirects.insertRedirect(trx, {
						...values,
						source: 'manual',
						createdBy: actor.email,
					})
			if (!saved) throw new SaveRefused({ ok: false, status: 404 })
			await collapseInto(trx, value)
			const action = before ? 'redirect.update' : 'redirect.create'
			await recordAudit(trx, changeBy(actor, action, audited(saved)))
			await renewContentVersion(trx)
			return { ok: true as const, redirect: saved, created: !before }
		}),
	)
}

/** Removes a redirect; null when it was already gone. */
export async function removeRedirect(
	db: DB,
	input: { id: string; actor: ContentActor },
): Promise<redirects.Redirect | null> {
	return inTransaction(db, async (trx) => {
		const removed = await redirects.deleteRedirect(trx, input.id)
		if (!removed) return null
		await recordAudit(trx, changeBy(input.actor, 'redirect.delete', audited(removed)))
		await renewContentVersion(trx)
		return removed
	})
}

export interface ImportResult {
	imported: number
	/** Each refused row: its number in the file (from 1) and why. */
	errors: Array<{ row: number; text: string; message: string }>
}

/**
 * Imports a CSV of old addresses (a site moved from WordPress): `old,new[,status]` per row,
 * a header row allowed. Each row is checked as the form checks one, against the stored
 * redirects and the rows before it; the good rows are added in one transaction with one
 * audit line, the bad ones listed with their messages. A file that cannot be read at all
 * imports nothing.
 */
export async function importRedirects(
	db: DB,
	input: {
		csv: string
		/** Rows leading to another site are confirmed (the form's tick, for the file). */
		external?: boolean
		actor: ContentActor
	},
): Promise<{ ok: true; result: ImportResult } | { ok: false; message: string }> {
	let rows: string[][]
	try {
		rows = parse(input.csv.replace(/^\uFEFF/, ''), {
			relax_column_count: true,
			skip_empty_lines: true,
			trim: true,
		}) as string[][]
	} catch {
		return { ok: false, message: IMPORT_MESSAGES.unreadable }
	}
	// A header row names its columns instead of giving an address.
	const numbered = rows.map((cells, index) => ({ cells, row: index + 1 }))
	if (numbered[0] && !/^(\/|https?:\/\/)/i.test(numbered[0].cells[0] ?? ''))
		numbered.shift()
	if (numbered.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty }
	if (numbered.length > IMPORT_MAX_ROWS)
		return { ok: false, message: IMPORT_MESSAGES.tooMany }

	const result: ImportResult = { imported: 0, errors: [] }
	await inTransaction(db, async (trx) => {
		for (const { cells, row } of numbered) {
			const text = cells.join(',')
			const refuse = (message: string) => result.errors.push({ row, text, message })
			const [from = '', to = '', status = '301'] = cells
			if (cells.length < 2 && status !== '410') {
				refuse(IMPORT_MESSAGES.columns)
				continue
			}
			const parsed = redirectFormSchema.safeParse({
				from,
				to,
				status: status || '301',
				external: input.external === true,
			})
			if (!parsed.success) {
				refuse(parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.columns)
				continue
			}
			const check = await checked(trx, parsed.data)
			if (!check.ok) {
				refuse(Object.values(check.fieldErrors)[0] ?? IMPORT_MESSAGES.columns)
				continue
			}
			const { value } = check
			await redirects.insertRedirect(trx, {
				fromPath: value.from,
				toPath: value.to,
				status: value.status,
				source: 'import',
				createdBy: input.actor.email,
			})
			await collapseInto(trx, value)
			result.imported++
		}
		if (result.imported === 0) return
		await recordAudit(
			trx,
			changeBy(input.actor, 'redirect.import', {
				entity: 'redirect',
				id: 'import',
				detail: { imported: result.imported, refused: result.errors.length },
			}),
		)
		await renewContentVersion(trx)
	})
	return { ok: true, result }
}

/**
 * The site's own redirect when a published address changes (`to`: the new address, or the
 * list the item was in), in the caller's transaction: the page now at `to` is no longer
 * redirected anywhere, what led to `from` leads to `to`, and `from` leads to `to` (a
 * redirect from it before is replaced). The caller renews the content version.
 */
export async function recordAddressChange(
	trx: DB,
	input: { from: string; to: string; actor: ContentActor | null },
): Promise<void> {
	const { from, to } = input
	if (from === to) return
	const target = readTarget(to)
	if (target?.kind === 'site' && !target.query)
		await redirects.deleteRedirectFrom(trx, to)
	await redirects.retargetRedirects(trx, from, to)
	const existing = await redirects.getRedirectFrom(trx, from)
	if (existing) {
		await redirects.updateRedirect(trx, existing.id, {
			fromPath: from,
			toPath: to,
			status: 301,
		})
		return
	}
	await redirects.insertRedirect(trx, {
		fromPath: from,
		toPath: to,
		status: 301,
		source: 'auto',
		createdBy: input.actor?.email ?? null,
	})
}

/** A project's address is its page again (restored from the trash): no redirect from it. */
export async function releaseAddress(
	trx: DB,
	project: { collection: ProjectCollection; slug: string },
): Promise<void> {
	if (project.slug)
		await redirects.deleteRedirectFrom(
			trx,
			projectAddress(project.collection, project.slug),
		)
}
