// The answers an item's form gives, for any content kind (decisions 033, 042, 046, 050): the
// posts every draft form shares (save a draft, submit it, publish, discard, schedule, share
// and revoke a link), its autosave and a kept draft's deletion, each answered with the same
// toasts and the same refusals (400 with each field's message, 404, 409 and 423 with who
// came first and what differs, 422, a fault's status). The Site forms, the translation
// forms and the testimonial form answer through them, with their writes
// (`contentFormWrites`) and their own sentences; the project form shares the conflict's
// answer, the autosave and the kept drafts.
import type { Logger } from 'pino'
import { data } from 'react-router'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import type { Role } from '#app/lib/permissions.ts'
import { readForm, textOf, type Versions } from '#app/schemas/form.ts'
import { keptDraftActionSchema } from '#app/schemas/edit-lock.ts'
import { copyReasonSchema } from '#app/schemas/project.ts'
import type { SiteAction } from '#app/schemas/site-content.ts'
import { type contentFormWrites } from '#app/server/admin/content-form.server.ts'
import { deleteKeptDraft } from '#app/server/admin/kept-drafts.server.ts'
import {
	mayShareDraft,
	REVIEW_TOASTS,
	SCHEDULED_SHARE_MESSAGE,
	submitForReview,
	takeBackOnEdit,
} from '#app/server/admin/review.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import type {
	ContentConflict,
	SaveDraftResult,
} from '#app/server/content/drafts.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import type { AnyContentKind } from '#app/server/content/registry.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { siteOrigin } from '#app/server/site-url.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

/** The post "Keep mine" makes again after a refusal: a publish, discard or schedule, else a draft. */
export type RefusedPost = 'draft' | 'publish' | 'discard' | 'schedule'

/** Which post a refusal refused, for "Keep mine" (Publish all languages is a publish). */
export function refusedPost(intent: string): RefusedPost {
	if (intent === 'publish' || intent === 'discard' || intent === 'schedule') return intent
	return intent === 'publish-all' ? 'publish' : 'draft'
}

/**
 * What a conflict hands the form: the sentence (in the reader's time zone), who and when,
 * what differs, the versions to keep one's own on, and the post it refused.
 */
export function conflictAnswer<I extends string>(
	found: ContentConflict,
	timeZone: string,
	intent: I,
) {
	const { reason, by, at, noun, draftVersion, baseRevision, changes } = found
	return {
		formError: conflictMessage(found, timeZone),
		conflict: { reason, by, at, noun, draftVersion, baseRevision, changes, intent },
	}
}

/** What a form's refused post (or a share link just made) hands the form. */
export interface FormAnswer {
	fieldErrors: Partial<Record<string, string>>
	formError: string | null
	conflict: ReturnType<typeof conflictAnswer<RefusedPost>>['conflict'] | null
	sharedLink: { url: string; expiresAt: string } | null
}

/**
 * How a form answers a refused post (or a share link made): its status, with what the form
 * needs beside the defaults (`extra`: the values it was posted with, for a form that keeps
 * them from the answer).
 */
export function formRefusal<A extends FormAnswer>(extra: Omit<A, keyof FormAnswer>) {
	return (status: number, answer: Partial<A>) =>
		data<A>(
			{
				fieldErrors: {},
				formError: null,
				conflict: null,
				sharedLink: null,
				...extra,
				...answer,
			} as A,
			{ status },
		)
}

/** The sentences of a form's toasts and refusals. */
export interface FormToasts {
	draftSaved: string
	/** A Publish of the form's own writes (a form that publishes its own way has none). */
	published?: string
	discarded: string
	/** In the reader's time zone. */
	scheduled: (at: string, timeZone: string) => string
	unscheduled: string
	linkRevoked: string
	revokeFailed: string
	saveFailed: string
}

type Writes<Draft> = ReturnType<typeof contentFormWrites<unknown, Draft>>

/**
 * A post of a draft form's buttons, read already (the intent, the form's values and the
 * versions it last saw): the content core's write, then the page with its toast, or the
 * form's refusal (`refuse`, which keeps what was typed). `own` answers what only this form
 * does (a testimonial's Publish, Publish all languages); `afterDraft` may answer a draft
 * saved another way (a preview).
 */
export async function answerContentPost<Draft, R>(
	request: Request,
	intent: SiteAction | { intent: 'publish-all' },
	form: {
		db: DB
		kind: AnyContentKind
		/** The item; none for a new one, whose first draft makes it. */
		id: string | undefined
		user: Actor & { name?: string; role?: Role }
		writes: Writes<Draft>
		draft: Draft
		versions: Versions
		refuse: (status: number, answer: Partial<FormAnswer>) => R
		/** The item (or its draft) is gone: 404 with the form's sentence. */
		gone: () => R
		/** The page a write goes back to. */
		back: (id: string) => string
		toasts: FormToasts
		own?: Partial<Record<'publish' | 'publish-all', () => Promise<Response | R>>>
		afterDraft?: (id: string) => Response | null
		log: { logger?: Pick<Logger, 'error'>; what: string } & Record<string, unknown>
	},
): Promise<Response | R> {
	const { db, kind, id, user, writes, draft, versions, refuse, gone, toasts } = form
	const timeZone = timeZoneOf(request)
	const conflict = (found: ContentConflict) =>
		refuse(found.status, conflictAnswer(found, timeZone, refusedPost(intent.intent)))
	const done = (to: string, message: string) =>
		redirectWithToast(request, to, { tone: 'success', message })
	try {
		const own = form.own?.[intent.intent as 'publish' | 'publish-all']
		if (own) return await own()
		switch (intent.intent) {
			case 'draft':
			case 'submit': {
				const saved = await writes.saveDraft(draft, versions)
				if (!saved.ok) return saved.status === 404 ? gone() : conflict(saved)
				if (intent.intent === 'submit') {
					await submitForReview(db, kind, { id: saved.id, actor: user })
					return await done(form.back(saved.id), REVIEW_TOASTS.submitted)
				}
				// The author who submitted it takes it back to draft by changing it (decision 046).
				await takeBackOnEdit(db, kind, { id: saved.id, actor: user })
				return (
					form.afterDraft?.(saved.id) ??
					(await done(form.back(saved.id), toasts.draftSaved))
				)
			}
			case 'publish': {
				if (!id || !toasts.published) return gone()
				const published = await writes.publish(draft, versions)
				if (published.ok) return await done(form.back(id), toasts.published)
				if (published.status === 400)
					return refuse(400, { fieldErrors: published.fieldErrors })
				return published.status === 404 ? gone() : conflict(published)
			}
			case 'publish-all':
				return refuse(400, { formError: 'Unknown action.' })
		}
		// The rest act on an item that exists.
		if (!id) return gone()
		const back = form.back(id)
		switch (intent.intent) {
			case 'discard': {
				const discarded = await writes.discard(versions.draftVersion)
				if (discarded.ok) return await done(back, toasts.discarded)
				return discarded.status === 404 ? gone() : conflict(discarded)
			}
			case 'schedule': {
				const scheduled = await writes.schedule(new Date(intent.publishAt), versions)
				if (scheduled.ok)
					return await done(
						back,
						toasts.scheduled(scheduled.draft.publishAt ?? intent.publishAt, timeZone),
					)
				if (scheduled.status === 422) return refuse(422, { formError: scheduled.message })
				if (scheduled.status === 400)
					return refuse(400, { fieldErrors: scheduled.fieldErrors })
				return scheduled.status === 404 ? gone() : conflict(scheduled)
			}
			case 'unschedule':
				await writes.unschedule()
				return await done(back, toasts.unscheduled)
			case 'share': {
				if (!(await mayShareDraft(db, kind, id, user.role)))
					return refuse(403, { formError: SCHEDULED_SHARE_MESSAGE })
				const link = await writes.share(Number(intent.days) as 1 | 7 | 30)
				if (!link?.path) return gone()
				// Shown once: only a hash of its token is kept.
				const path = link.path.replace(/\/$/, '')
				return refuse(200, {
					sharedLink: { url: `${siteOrigin(request)}${path}`, expiresAt: link.expiresAt },
				})
			}
			case 'revoke': {
				const revoked = await writes.revoke(intent.link)
				return revoked
					? await done(back, toasts.linkRevoked)
					: refuse(404, { formError: toasts.revokeFailed })
			}
		}
	} catch (error) {
		const failure = answerForFailure(error, toasts.saveFailed, {
			...form.log,
			intent: intent.intent,
		})
		return refuse(failure.status, { formError: failure.message })
	}
}

/** A kept copy of the form deleted from the item's edit page, after a second click (decision 042). */
export async function answerDeleteCopy(
	request: Request,
	posted: FormData,
	{
		db,
		entity,
		id,
		actor,
		detail,
		back,
	}: Omit<Parameters<typeof deleteKeptDraft>[1], 'copyId'> & { db: DB; back: string },
) {
	const kept = readForm(posted, keptDraftActionSchema)
	const deleted =
		kept.ok &&
		(await deleteKeptDraft(db, { entity, id, copyId: kept.data.copy, actor, detail }))
	return redirectWithToast(
		request,
		back,
		deleted
			? { tone: 'success', message: 'Kept draft deleted.' }
			: { tone: 'error', message: 'That kept draft was already deleted.' },
	)
}

/** An autosave's answer: JSON, never cached. */
export function draftAnswer(status: number, body: unknown) {
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * A form's autosave, its post read already: the form as typed, kept as the item's draft
 * (a new item's first save makes it), or kept as a copy beside the draft (`intent=copy` or
 * `taken-over`, decision 042). JSON in the answer, never cached: the versions now stored,
 * or who came first (409, 423), or why not in words (404, a fault's status).
 */
export async function answerDraftSave(
	request: Request,
	posted: FormData,
	save: {
		db: DB
		kind: AnyContentKind
		user: ContentActor & Actor
		saveDraft: () => Promise<SaveDraftResult>
		/** Null when there is no item to keep a copy of. */
		keepCopy: (
			reason: 'copy' | 'taken-over',
			by: string | null,
		) => Promise<{ id: string; createdAt: string } | null>
		/** The answer names the item (a new one's first save made it). */
		namesItem?: boolean
		/** Why not: the item is gone; the save failed. */
		gone: string
		failed: string
		log: { logger?: Pick<Logger, 'error'>; what: string } & Record<string, unknown>
	},
) {
	const answer = draftAnswer
	try {
		const copy = copyReasonSchema.safeParse(posted.get('intent'))
		if (copy.success) {
			const kept = await save.keepCopy(
				copy.data,
				textOf(posted, 'by').slice(0, 200) || null,
			)
			if (!kept) return answer(404, { ok: false, message: save.gone })
			return answer(200, { ok: true, copyId: kept.id, keptAt: kept.createdAt })
		}
		const saved = await save.saveDraft()
		if (saved.ok) {
			// The author who submitted it takes it back to draft by changing it (decision 046);
			// the page says so.
			const takenBack = await takeBackOnEdit(save.db, save.kind, {
				id: saved.id,
				actor: save.user,
			})
			return answer(200, {
				ok: true,
				...(save.namesItem ? { id: saved.id } : {}),
				...(takenBack ? { takenBack } : {}),
				draftVersion: saved.draft.draftVersion,
				baseRevision: saved.draft.baseRevision ?? 0,
				savedAt: saved.draft.updatedAt,
			})
		}
		if (saved.status === 404) return answer(404, { ok: false, message: save.gone })
		const { formError, conflict } = conflictAnswer(saved, timeZoneOf(request), 'draft')
		return answer(saved.status, { ok: false, message: formError, conflict })
	} catch (error) {
		const failure = answerForFailure(error, save.failed, save.log)
		return answer(failure.status, { ok: false, message: failure.message })
	}
}
