// The Site area (issue 20): one form per public page, plus Company and Search and sharing.
// Each form is a content kind (content/site.server.ts), so its writes are the content
// core's, in the order of decision 026: the route has required the user and read the post
// with the form's draft schema; the core checks the versions the form last saw (409 naming
// who came first), checks the form's rules when it publishes (400), and writes in one
// transaction with its audit entry and, for a publish, a revision and a new content version.
import type { FormToasts } from '#app/server/admin/content-form-answers.server.ts'
import { SITE_SAVE_FAILED } from '#app/lib/admin-messages.ts'
import { formatTime } from '#app/lib/local-time.ts'
import type { SitePageData } from '#app/lib/site-admin.ts'
import type { Editing } from '#app/schemas/form.ts'
import {
	SITE_FORMS,
	SITE_KEYS,
	type SiteDraft,
	type SiteKey,
	type SiteValue,
} from '#app/schemas/site-content.ts'
import type { ContentKind } from '#app/server/content/kind.server.ts'
import { listPreviewLinks, previewPath } from '#app/server/content/preview.server.ts'
import { loadHistory } from '#app/server/content/revisions.server.ts'
import { goneLibraryImages } from '#app/server/media/image-refs.server.ts'
import { SITE_KINDS, siteEntity } from '#app/server/content/site.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { getDraft, listDraftStates } from '#app/server/models/content-drafts.server.ts'
import {
	getStoredSiteForm,
	listSiteFormStamps,
} from '#app/server/models/site-content.server.ts'
import { siteValueFrom } from '#app/lib/site-content.ts'

import { contentActor, contentFormWrites } from './content-form.server.ts'

export { contentActor }

export const SITE_MESSAGES = {
	published: (title: string) => `${title} published. The change is on the site now.`,
	draftSaved: 'Draft saved. The site shows the published version until you publish it.',
	discarded: 'Draft discarded. The form shows the published version again.',
	scheduled: (at: string, timeZone: string) =>
		`Scheduled: it goes live at ${formatTime(at, timeZone)}.`,
	unscheduled: 'Schedule removed. The draft stays a draft.',
	linkRevoked: 'Preview link revoked. It no longer opens.',
	restoredDraft: (revision: number) =>
		`Revision ${revision} is the draft now: check it and publish it when it is right.`,
	restoredPublished: (revision: number) =>
		`Revision ${revision} is published again. The change is on the site now.`,
	saveFailed: SITE_SAVE_FAILED,
} as const

/** A Site form's toasts and refusals (a translation form's too). */
export function siteFormToasts(published: string): FormToasts {
	return {
		draftSaved: SITE_MESSAGES.draftSaved,
		published,
		discarded: SITE_MESSAGES.discarded,
		scheduled: SITE_MESSAGES.scheduled,
		unscheduled: SITE_MESSAGES.unscheduled,
		linkRevoked: SITE_MESSAGES.linkRevoked,
		revokeFailed: 'That preview link no longer opens.',
		saveFailed: SITE_MESSAGES.saveFailed,
	}
}

/** A Site form's kind, typed for any key (the core's functions take it as it is). */
export function siteKindOf(key: SiteKey): ContentKind<SiteValue<SiteKey>, SiteDraft> {
	return SITE_KINDS[key] as ContentKind<SiteValue<SiteKey>, SiteDraft>
}

/**
 * The Site tab's writes for one form (decision 026): the content core's, with the form's
 * kind, its key, the admin and the open form they post from (decision 042) filled in; each
 * takes typed input and writes in one transaction with its audit entry.
 */
export function siteFormWrites(
	db: DB,
	key: SiteKey,
	user: Parameters<typeof contentActor>[0],
	editing: Partial<Editing> = {},
) {
	return contentFormWrites(db, siteKindOf(key), key, user, editing)
}

/** One page of a Site form's history, and the draft version it would replace. */
export async function loadSiteHistory(db: DB, key: SiteKey, page: number) {
	const [history, draft] = await Promise.all([
		loadHistory(db, siteKindOf(key), key, { page, pageSize: 20 }),
		getDraft(db, siteEntity(key), key),
	])
	// Images deleted while only old versions showed them are shown as a placeholder.
	const goneImages = [...(await goneLibraryImages(db, history.items))]
	return { key, history, draftVersion: draft?.draftVersion ?? 0, goneImages }
}

/** A preview address without a trailing slash (the home page's is the token's folder). */
export function sitePreviewPath(token: string, key: SiteKey): string {
	return previewPath(token, SITE_FORMS[key].publicPath).replace(/\/$/, '')
}

/** Everything a Site form's page shows: the form's value, its versions and its links. */
export async function loadSiteFormPage<K extends SiteKey>(
	db: DB,
	key: K,
): Promise<SitePageData & { key: K }> {
	const kind = siteKindOf(key)
	const [stored, draft, links] = await Promise.all([
		getStoredSiteForm(db, key),
		getDraft(db, siteEntity(key), key),
		listPreviewLinks(db, kind, key),
	])
	return {
		key,
		noun: kind.noun,
		value: draft ? kind.draftSchema.parse(draft.data) : siteValueFrom(key, stored?.data),
		published: {
			revision: stored?.revision ?? 0,
			updatedBy: stored?.updatedBy ?? null,
			updatedAt: stored?.updatedAt ?? null,
		},
		draft: draft
			? {
					draftVersion: draft.draftVersion,
					baseRevision: draft.baseRevision,
					updatedByName: draft.updatedByName,
					updatedAt: draft.updatedAt,
					publishAt: draft.publishAt,
					scheduledByEmail: draft.scheduledByEmail,
				}
			: null,
		links,
	}
}

/** Each form on the overview: when it was last published, and its draft's state. */
export async function loadSiteOverview(db: DB) {
	const [stamps, drafts] = await Promise.all([
		listSiteFormStamps(db),
		Promise.all(SITE_KEYS.map((key) => listDraftStates(db, siteEntity(key), [key]))),
	])
	return SITE_KEYS.map((key, index) => {
		const stamp = stamps.find((row) => row.key === key)
		const draft = drafts[index]?.[0]
		return {
			key,
			publishedAt: stamp?.updatedAt ?? null,
			publishedBy: stamp?.updatedBy ?? null,
			draft: draft ? { updatedAt: draft.updatedAt, publishAt: draft.publishAt } : null,
		}
	})
}
