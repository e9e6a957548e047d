// Presence and locking (decision 042), as the edit pages and the server both speak it: an
// item's name in a post, what a page is told about the item it has open, and how often it
// asks.

/** How often an open edit page renews its lock (and learns of a take-over). */
export const HEARTBEAT_MS = 5_000

/** Where an edit page holds, renews, takes over and releases its lock (JSON). */
export const EDIT_LOCK_PATH = '/admin/edit-lock'

/** An editable item as a post names it: `project:<id>`, `testimonial:<id>`, `site:<key>`. */
export type EditableKind = 'project' | 'testimonial' | 'site'

export const editableItem = (kind: EditableKind, id: string) => `${kind}:${id}`

export interface LockHolderView {
	/** A name and email, or the email. */
	name: string
	since: string
	/** The reader themselves, in another tab or window. */
	self: boolean
}

/** What a page is told about the item it has open. */
export type LockState =
	/** This page holds the lock (`since`: when it took it). */
	| { status: 'held'; since: string }
	/** Another page holds it. */
	| { status: 'other'; holder: LockHolderView }
	/** Another page took it over from this one. */
	| { status: 'taken'; holder: LockHolderView }

/** The item's stored draft, as a renewal reports it: a page learns its draft moved on. */
export interface DraftStamp {
	draftVersion: number
	/** Who saved it last, and when. */
	by: string | null
	at: string
	/** Saved by this page. */
	mine: boolean
}

/** What the lock endpoint answers. */
export type EditLockAnswer =
	{ ok: true; lock: LockState; draft: DraftStamp | null } | { ok: false; message: string }
