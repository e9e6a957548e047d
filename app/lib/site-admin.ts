// What a Site form's page is handed by its route (loader and action), and what the
// autosave endpoint answers: plain data, shared by the server and the form.
import type { SiteKey } from '#app/schemas/site-content.ts'

export interface SiteVersionsSeen {
	/** The draft version the form last saw; 0 when it saw no draft. */
	draftVersion: number
	/** The published revision it started from (0: never published). */
	baseRevision: number
}

export interface SitePageData {
	key: SiteKey
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
	/** After a 409: the versions stored now; a save or publish on them replaces the other's. */
	conflict: SiteVersionsSeen | null
	/** A share link just made: shown once (only a hash of its token is kept). */
	sharedLink: { url: string; expiresAt: string } | null
}

/** What the autosave endpoint answers. */
export type DraftAnswer =
	| ({ ok: true; savedAt: string } & SiteVersionsSeen)
	| ({ ok: false; message: string; conflict: true } & SiteVersionsSeen)
	| { ok: false; message: string; conflict: false }

/** Where a form's draft is saved as the admin types. */
export const draftUrl = (key: SiteKey) => `/admin/site/${key}/draft`
