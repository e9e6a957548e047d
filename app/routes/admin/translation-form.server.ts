// The answers of an item's translation form (issue 39, decision 050): a project's or a Site
// form's page with `?language=de`, and its autosave. The same order as every admin write
// (decision 026) and the same content core as the item's own form, with the translation's
// kind (content/translations.server.ts): the user, the post read with the shared schemas
// (400), the core with typed input and the versions the form saw (409, 423), the form's
// rules on publish (400 with each field's message); then the page again with its toast.
import type { Logger } from 'pino'
import { data } from 'react-router'
import { z } from 'zod'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { languageOf, type LanguageCode } from '#app/lib/languages.ts'
import type { DraftAnswer, SiteFormActionData } from '#app/lib/site-admin.ts'
import type { PublishAllOutcome } from '#app/lib/translation-admin.ts'
import { readRichText } from '#app/lib/rich-text.ts'
import type { Translation, TranslatedValue } from '#app/lib/translation.ts'
import { editingSchema, readForm, textOf, versionsSchema } from '#app/schemas/form.ts'
import { copyReasonSchema } from '#app/schemas/project.ts'
import { siteActionSchema } from '#app/schemas/site-content.ts'
import {
	mayShareDraft,
	REVIEW_TOASTS,
	SCHEDULED_SHARE_MESSAGE,
	submitForReview,
	takeBackOnEdit,
} from '#app/server/admin/review.server.ts'
import { contentFormWrites } from '#app/server/admin/content-form.server.ts'
import { SITE_MESSAGES } from '#app/server/admin/site-content.server.ts'
import {
	publishAllLanguages,
	TRANSLATION_MESSAGES,
	wasPublished,
} from '#app/server/admin/translations.server.ts'
import type { Role } from '#app/lib/permissions.ts'
import type { ContentConflict } from '#app/server/content/drafts.server.ts'
import type { ContentKind } from '#app/server/content/kind.server.ts'
import {
	translatableFieldsOf,
	translationKind,
} from '#app/server/content/translations.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { siteOrigin } from '#app/server/site-url.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of every shape
type AnyKind = ContentKind<any, any>

/** A translation form's refused post, or a share link just made. */
export type TranslationActionData = SiteFormActionData

/** What "Publish all languages" did, as its toast says it. */
export function publishAllToast(outcome: PublishAllOutcome) {
	if (outcome.refused.length === 0)
		return {
			tone: 'success' as const,
			message: TRANSLATION_MESSAGES.publishedAll(outcome.published),
		}
	const refused = outcome.refused
		.map(({ language, errors }) => `${language} (${errors.join('; ')})`)
		.join(', ')
	return {
		tone: 'error' as const,
		message: `Published in ${outcome.published.join(', ')}. Not published: ${refused}. Its draft is kept: open its form to fix it.`,
	}
}

/** Text fields post as `t.<path>`, rich text as `r.<path>` (its JSON). */
export const TEXT_PREFIX = 't.'
export const RICH_PREFIX = 'r.'

/** The words a translation form posts, by path; anything else in the post is left out. */
export function readTranslationPost(form: FormData): Translation {
	const texts: Record<string, TranslatedValue> = {}
	for (const [name, value] of form.entries()) {
		if (typeof value !== 'string') continue
		if (name.startsWith(TEXT_PREFIX))
			texts[name.slice(TEXT_PREFIX.length)] = value.slice(0, 20_000)
		else if (name.startsWith(RICH_PREFIX)) {
			let parsed: unknown = null
			try {
				parsed = JSON.parse(value)
			} catch {
				parsed = null
			}
			if (parsed && typeof parsed === 'object')
				texts[name.slice(RICH_PREFIX.length)] = readRichText(parsed)
		}
	}
	return texts
}

const translationActionSchema = z.union([
	siteActionSchema,
	z.object({ intent: z.literal('publish-all') }),
])

interface Post {
	base: AnyKind
	id: string
	language: LanguageCode
	user: { id: string; email: string; name?: string; role?: Role }
	logger?: Pick<Logger, 'error'>
	/** The translation form's own address (`/admin/site/about?language=de`). */
	back: string
}

/** A post of a translation form's buttons. */
export async function answerTranslationPost(
	request: Request,
	posted: FormData,
	{ base, id, language, user, logger, back }: Post,
) {
	const db = getDb()
	const kind = translationKind(base, language)
	const post = readForm(posted, translationActionSchema)
	const versionsRead = readForm(posted, versionsSchema)
	const editing = readForm(posted, editingSchema)
	const refuse = (status: number, answer: Partial<TranslationActionData>) =>
		data<TranslationActionData>(
			{ fieldErrors: {}, formError: null, conflict: null, sharedLink: null, ...answer },
			{ status },
		)
	if (!post.ok || !versionsRead.ok || !editing.ok)
		return refuse(400, { formError: 'Unknown action.' })
	const texts = readTranslationPost(posted)
	const intent = post.data
	const timeZone = timeZoneOf(request)
	const conflict = (found: ContentConflict) => {
		const { reason, by, at, noun, draftVersion, baseRevision, changes } = found
		const refused =
			intent.intent === 'publish' ||
			intent.intent === 'discard' ||
			intent.intent === 'schedule'
				? intent.intent
				: intent.intent === 'publish-all'
					? 'publish'
					: 'draft'
		return refuse(found.status, {
			formError: conflictMessage(found, timeZone),
			conflict: {
				reason,
				by,
				at,
				noun,
				draftVersion,
				baseRevision,
				changes,
				intent: refused,
			},
		})
	}
	const gone = () =>
		refuse(404, {
			formError: TRANSLATION_MESSAGES.notPublished(
				base.noun,
				languageOf(language).englishName,
			),
		})
	// Nothing to translate before the item's first publish.
	if (!wasPublished(base, await base.readPublished(db, id))) return gone()
	const writes = contentFormWrites(db, kind, id, user, editing.data)
	const versions = versionsRead.data
	const done = (message: string) =>
		redirectWithToast(request, back, { tone: 'success', message })
	const name = languageOf(language).englishName
	try {
		switch (intent.intent) {
			case 'draft': {
				const saved = await writes.saveDraft(texts, versions)
				if (!saved.ok) return saved.status === 404 ? gone() : conflict(saved)
				await takeBackOnEdit(db, kind, { id, actor: user })
				return done(SITE_MESSAGES.draftSaved)
			}
			case 'submit': {
				const saved = await writes.saveDraft(texts, versions)
				if (!saved.ok) return saved.status === 404 ? gone() : conflict(saved)
				await submitForReview(db, kind, { id, actor: user })
				return done(REVIEW_TOASTS.submitted)
			}
			case 'publish': {
				const published = await writes.publish(texts, versions)
				if (published.ok) return done(TRANSLATION_MESSAGES.published(base.noun, name))
				if (published.status === 400)
					return refuse(400, { fieldErrors: published.fieldErrors })
				return published.status === 404 ? gone() : conflict(published)
			}
			case 'publish-all': {
				const { first, outcome } = await publishAllLanguages(db, {
					base,
					id,
					user,
					editing: editing.data,
					shown: { language, data: texts, versions },
					labelOf: await labelsOf(base, id),
				})
				if (!first.ok) {
					if (first.status === 400) return refuse(400, { fieldErrors: first.fieldErrors })
					return first.status === 404 ? gone() : conflict(first)
				}
				// The form's own language went live: the page starts again from what is stored,
				// and its message (kept until closed when a language was refused) says the rest.
				return redirectWithToast(request, back, publishAllToast(outcome))
			}
			case 'discard': {
				const discarded = await writes.discard(versions.draftVersion)
				if (discarded.ok) return done(SITE_MESSAGES.discarded)
				return discarded.status === 404 ? gone() : conflict(discarded)
			}
			case 'schedule': {
				const scheduled = await writes.schedule(new Date(intent.publishAt), versions)
				if (scheduled.ok)
					return done(
						SITE_MESSAGES.scheduled(
							scheduled.draft.publishAt ?? intent.publishAt,
							timeZone,
						),
					)
				if (scheduled.status === 422) return refuse(422, { formError: scheduled.message })
				if (scheduled.status === 400)
					return refuse(400, { fieldErrors: scheduled.fieldErrors })
				return scheduled.status === 404 ? gone() : conflict(scheduled)
			}
			case 'unschedule':
				await writes.unschedule()
				return done(SITE_MESSAGES.unscheduled)
			case 'share': {
				if (!(await mayShareDraft(db, kind, id, user.role)))
					return refuse(403, { formError: SCHEDULED_SHARE_MESSAGE })
				const link = await writes.share(Number(intent.days) as 1 | 7 | 30)
				if (!link?.path) return gone()
				return data<TranslationActionData>({
					fieldErrors: {},
					formError: null,
					conflict: null,
					sharedLink: {
						url: `${siteOrigin(request)}${link.path.replace(/\/$/, '')}`,
						expiresAt: link.expiresAt,
					},
				})
			}
			case 'revoke': {
				const revoked = await writes.revoke(intent.link)
				return revoked
					? done(SITE_MESSAGES.linkRevoked)
					: refuse(404, { formError: 'That preview link no longer opens.' })
			}
		}
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger,
			what: 'Failed to save a translation',
			entity: kind.entity,
			id,
			intent: intent.intent,
		})
		return refuse(failure.status, { formError: failure.message })
	}
}

/** A field's label for a refusal's sentence ('Name', 'Banner › Title'). */
async function labelsOf(base: AnyKind, id: string) {
	const current = await base.readPublished(getDb(), id)
	const fields = current ? translatableFieldsOf(base.entity, current.doc) : []
	return (language: LanguageCode | null, path: string) =>
		(language === null
			? base.fields[path]?.label
			: fields.find((field) => field.path === path)?.label) ?? path
}

/**
 * A translation form's autosave: its words and the versions it last saw; JSON in the
 * answer (the new versions, or who came first: 409, 423). `intent=copy` or `taken-over`
 * keeps the form as a copy beside the draft (decision 042).
 */
export async function answerTranslationDraft(
	request: Request,
	posted: FormData,
	{ base, id, language, user, logger }: Omit<Post, 'back'>,
) {
	const db = getDb()
	const kind = translationKind(base, language)
	const versions = readForm(posted, versionsSchema)
	const editing = readForm(posted, editingSchema)
	const notFound = () =>
		data<DraftAnswer>(
			{
				ok: false,
				message: TRANSLATION_MESSAGES.notPublished(
					base.noun,
					languageOf(language).englishName,
				),
			},
			{ status: 404 },
		)
	if (!versions.ok || !editing.ok)
		return data<DraftAnswer>({ ok: false, message: 'Unknown action.' }, { status: 400 })
	const texts = readTranslationPost(posted)
	if (!wasPublished(base, await base.readPublished(db, id))) return notFound()
	const writes = contentFormWrites(db, kind, id, user, editing.data)
	try {
		const copy = copyReasonSchema.safeParse(posted.get('intent'))
		if (copy.success) {
			const kept = await writes.keepCopy(
				texts,
				copy.data,
				textOf(posted, 'by').slice(0, 200) || null,
			)
			return kept
				? Response.json(
						{ ok: true, copyId: kept.id, keptAt: kept.createdAt },
						{ headers: { 'Cache-Control': 'no-store' } },
					)
				: notFound()
		}
		const saved = await writes.saveDraft(texts, versions.data)
		if (saved.ok) {
			await takeBackOnEdit(db, kind, { id, actor: user })
			return data<DraftAnswer>({
				ok: true,
				draftVersion: saved.draft.draftVersion,
				baseRevision: saved.draft.baseRevision ?? 0,
				savedAt: saved.draft.updatedAt,
			})
		}
		if (saved.status === 404) return notFound()
		const { reason, by, at, noun, draftVersion, baseRevision, changes } = saved
		return data<DraftAnswer>(
			{
				ok: false,
				message: conflictMessage(saved, timeZoneOf(request)),
				conflict: {
					reason,
					by,
					at,
					noun,
					draftVersion,
					baseRevision,
					changes,
					intent: 'draft',
				},
			},
			{ status: saved.status },
		)
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger,
			what: 'Failed to save a translation draft',
			entity: kind.entity,
			id,
		})
		return data<DraftAnswer>(
			{ ok: false, message: failure.message },
			{ status: failure.status },
		)
	}
}

/**
 * "Publish all languages" from an item's own form (a Site form): the form's words in the
 * default language, as posted, then every translation's stored draft (decision 050).
 */
export async function answerPublishAll(
	request: Request,
	posted: FormData,
	{
		base,
		id,
		draftForm,
		user,
		logger,
		back,
	}: Omit<Post, 'language'> & { draftForm: Parameters<typeof readForm>[1] },
) {
	const db = getDb()
	const draft = readForm(posted, draftForm)
	const versionsRead = readForm(posted, versionsSchema)
	const editing = readForm(posted, editingSchema)
	const refuse = (status: number, answer: Partial<TranslationActionData>) =>
		data<TranslationActionData>(
			{ fieldErrors: {}, formError: null, conflict: null, sharedLink: null, ...answer },
			{ status },
		)
	if (!draft.ok || !versionsRead.ok || !editing.ok)
		return refuse(400, { formError: 'Unknown action.' })
	try {
		const { first, outcome } = await publishAllLanguages(db, {
			base,
			id,
			user,
			editing: editing.data,
			shown: { language: null, data: draft.data, versions: versionsRead.data },
			labelOf: await labelsOf(base, id),
		})
		if (!first.ok) {
			if (first.status === 400) return refuse(400, { fieldErrors: first.fieldErrors })
			if (first.status === 404)
				return refuse(404, { formError: 'There is no draft of this form any more.' })
			const { reason, by, at, noun, draftVersion, baseRevision, changes } = first
			return refuse(first.status, {
				formError: conflictMessage(first, timeZoneOf(request)),
				conflict: {
					reason,
					by,
					at,
					noun,
					draftVersion,
					baseRevision,
					changes,
					intent: 'publish',
				},
			})
		}
		return redirectWithToast(request, back, publishAllToast(outcome))
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger,
			what: 'Failed to publish every language',
			entity: base.entity,
			id,
		})
		return refuse(failure.status, { formError: failure.message })
	}
}
