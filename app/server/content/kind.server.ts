// A content kind: what the drafts, revisions, schedule and preview core
// (app/server/content) needs to know of one kind of item (a project, a Site form) to keep
// drafts of it and publish them. Each kind is a small object; the core does the rest, the
// same way for all (decision 033).
//
//   export const aboutPage: ContentKind<AboutContent, AboutForm> = {
//     entity: 'site.about', noun: 'About page', draftSchema: aboutFormSchema, fields: {…},
//     readPublished, check, write, toDraft, readDoc, preview, title, publicPath, editPath,
//   }
// and one line in registry.server.ts, so the scheduler can publish its drafts.
import type { Transaction } from 'kysely'
import type { z } from 'zod'

import type { FieldSpecs } from '#app/lib/content-diff.ts'
import type { Role } from '#app/lib/permissions.ts'
import type { FieldErrors } from '#app/schemas/form.ts'
import type { Database, DB } from '#app/server/db/index.server.ts'
import type { JsonValue } from '#app/server/models/convert.server.ts'

/** The published document of an item and its revision (0: never published yet). */
export interface Published<Doc> {
	doc: Doc
	revision: number
}

export type CheckResult<Doc> =
	{ ok: true; doc: Doc } | { ok: false; fieldErrors: FieldErrors }

export interface ContentKind<Doc, Draft> {
	/** The name in content_drafts, content_revisions, preview_links and the audit log. */
	readonly entity: string
	/** What people call one ('project', 'About page'): messages and the Scheduled list. */
	readonly noun: string
	/**
	 * Reads a draft as stored or posted, leniently: whatever the form can hold (an autosave
	 * of a half-typed form) parses; every rule is `check`'s.
	 */
	readonly draftSchema: z.ZodType<Draft>
	/** The document's fields in the form's order: what revisions compare and show. */
	readonly fields: FieldSpecs
	/** The published document and its revision; null when there is no such item (or it is in the trash). */
	readPublished(db: DB, id: string): Promise<Published<Doc> | null>
	/**
	 * Checks a draft for publishing with every rule of its form (spec §5's messages), and
	 * resolves what only the server can (its images are ours): the document, or field errors.
	 * Inside a publish's transaction it locks those images and writes alt text the form
	 * changed; with `dryRun` (a schedule's check) it writes nothing.
	 */
	check(
		db: DB,
		draft: Draft,
		current: Published<Doc>,
		options?: { dryRun?: boolean },
	): Promise<CheckResult<Doc>>
	/**
	 * Writes `doc` as the live item in the caller's transaction if it is still at
	 * `expectedRevision`, which then becomes `expectedRevision + 1`. False when it is not
	 * (published by someone else meanwhile) or gone: the core rolls back.
	 */
	write(
		trx: Transaction<Database>,
		id: string,
		doc: Doc,
		expectedRevision: number,
		/** Who publishes it (a kind that stores who changed it last: the Site forms). */
		actor: ContentActor,
	): Promise<boolean>
	/** The form's value for a published document (a restored revision, a first draft). */
	toDraft(doc: Doc): Draft
	/** A draft as `fields` read it: what a conflict compares, field by field. */
	fieldsOf(draft: Draft): Readonly<Record<string, unknown>>
	/** A stored snapshot (content_revisions.data) as a document; null when it is not one. */
	readDoc(data: unknown): Doc | null
	/**
	 * The document a preview shows for a draft: leniently, as far as it goes (nothing is
	 * refused; images that are not ours are left out). The page renders it as it would
	 * render the published one.
	 */
	preview(db: DB, draft: Draft, current: Published<Doc>): Promise<Doc>
	/** What a draft or document is called in lists ('Orbit', 'About page'). */
	title(value: Doc | Draft): string
	/** Where a visitor sees the item (the preview is this path under /preview/<token>). */
	publicPath(id: string, value: Doc | Draft): string
	/** Where an admin edits it. */
	editPath(id: string): string
	/** What the audit log keeps of it beside the action (a name, a collection …). */
	auditDetail(value: Doc | Draft): { [key: string]: JsonValue }
	/**
	 * Creates an item that exists only as a draft (revision 0) and returns its id, for kinds
	 * whose items can be added (projects); singletons (Site forms) leave it out.
	 */
	create?(trx: Transaction<Database>, draft: Draft): Promise<string>
}

/** Who does a change to content: the audit log's actor, and a name others are told. */
export interface ContentActor {
	id: string
	email: string
	/** Shown to other admins with the email ("Sam (sam@…) saved a draft at 14:03"). */
	name?: string
	/**
	 * A person's role: a draft saved by one who may not publish loses its schedule (what
	 * goes live is a publisher's decision, decision 046). None for the server's own work.
	 */
	role?: Role
}

/**
 * How other admins are told who it was: the name with the email, or the email alone when
 * the name says no more (sign-up names an account after its email's first part).
 */
export function actorName(actor: ContentActor): string {
	const name = actor.name?.trim()
	return name && name !== actor.email.split('@')[0]
		? `${name} (${actor.email})`
		: actor.email
}
