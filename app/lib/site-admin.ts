// What a Site form's page is handed by its route (loader and action), and what the
// autosave endpoint answers: plain data, shared by the server and the form.
import type { ConflictView } from '#app/lib/edit-conflict.ts'
import type { SiteKey } from '#app/schemas/site-content.ts'

export interface SiteVersionsSeen {
	/** The draft version the form last saw; 0 when it saw no draft. */
	draftVersion: number
	/** The published revision it started from (0: never published). */
	baseRevision: number
}

export interface SitePageData {
	key: SiteKey
	/** What the form is called in a sentence ('About page'). */
	noun: string
	/** What the form opens with: the draft when there is one, else the published value. */
	value: unknown
	published: { revision: number; updatedBy: string | null; updatedAt: string | null }
	draft: {
		draftVersion: number
		baseRevision: number | null
		updatedByName: string | null
		updatedAt: string
		publishAt: string | null
		scheduledByEmail: string | null
	} | null
	/** Share links that still open, newest first. */
	links: Array<{
		id: string
		createdByEmail: string | null
		createdAt: string
		expiresAt: string
	}>
}

/** A refused post of the form's buttons, or a share link just made. */
export interface SiteFormActionData {
	fieldErrors: Partial<Record<string, string>>
	formError: string | null
	/**
	 * After a 409 (or 423): who came first, what differs, the versions stored now (a save or
	 * publish on them with "Keep mine" replaces the other's), and the post it refused.
	 */
	conflict: SiteConflict | null
	/** A share link just made: shown once (only a hash of its token is kept). */
	sharedLink: { url: string; expiresAt: string } | null
}

export interface SiteConflict extends ConflictView {
	intent: 'draft' | 'publish' | 'discard' | 'schedule'
}

/** What the autosave endpoint answers: the versions saved, or why not (and who came first). */
export type DraftAnswer =
	| ({ ok: true; savedAt: string } & SiteVersionsSeen)
	| { ok: false; message: string; conflict?: SiteConflict }

/** Where a form's draft is saved as the admin types. */
export const draftUrl = (key: SiteKey) => `/admin/site/${key}/draft`
