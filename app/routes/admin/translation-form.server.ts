// The answers of an item's translation form (issue 39, decision 050): a project's or a Site
// form's page with `?language=de`, and its autosave. The same order as every admin write
// (decision 026) and the same content core as the item's own form, with the translation's
// kind (content/translations.server.ts): the user, the post read with the shared schemas
// (400), the core with typed input and the versions the form saw (409, 423), the form's
// rules on publish (400 with each field's message); then the page again with its toast.
import type { Logger } from 'pino'
import { z } from 'zod'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { languageOf, type LanguageCode } from '#app/lib/languages.ts'
import type { SiteFormActionData } from '#app/lib/site-admin.ts'
import type { PublishAllOutcome } from '#app/lib/translation-admin.ts'
import { readRichText } from '#app/lib/rich-text.ts'
import type { Translation, TranslatedValue } from '#app/lib/translation.ts'
import { editingSchema, readForm, versionsSchema } from '#app/schemas/form.ts'
import { siteActionSchema } from '#app/schemas/site-content.ts'
import { contentFormWrites } from '#app/server/admin/content-form.server.ts'
import {
	answerContentPost,
	answerDraftSave,
	conflictAnswer,
	draftAnswer,
	formRefusal,
} from '#app/server/admin/content-form-answers.server.ts'
import { SITE_MESSAGES, siteFormToasts } from '#app/server/admin/site-content.server.ts'
import {
	publishAllLanguages,
	TRANSLATION_MESSAGES,
	wasPublished,
} from '#app/server/admin/translations.server.ts'
import type { Role } from '#app/lib/permissions.ts'
import type { ContentKind } from '#app/server/content/kind.server.ts'
import {
	translatableFieldsOf,
	translationKind,
} from '#app/server/content/translations.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
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
	const refuse = formRefusal<TranslationActionData>({})
	if (!post.ok || !versionsRead.ok || !editing.ok)
		return refuse(400, { formError: 'Unknown action.' })
	const texts = readTranslationPost(posted)
	const gone = () =>
		refuse(404, {
			formError: TRANSLATION_MESSAGES.notPublished(
				base.noun,
				languageOf(language).englishName,
			),
		})
	// Nothing to translate before the item's first publish.
	if (!wasPublished(base, await base.readPublished(db, id))) return gone()
	const versions = versionsRead.data
	return answerContentPost(request, post.data, {
		db,
		kind,
		id,
		user,
		writes: contentFormWrites(db, kind, id, user, editing.data),
		draft: texts,
		versions,
		refuse,
		gone,
		back: () => back,
		toasts: siteFormToasts(
			TRANSLATION_MESSAGES.published(base.noun, languageOf(language).englishName),
		),
		own: {
			'publish-all': async () => {
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
					if (first.status === 404) return gone()
					return refuse(
						first.status,
						conflictAnswer(first, timeZoneOf(request), 'publish'),
					)
				}
				// The form's own language went live: the page starts again from what is stored,
				// and its message (kept until closed when a language was refused) says the rest.
				return redirectWithToast(request, back, publishAllToast(outcome))
			},
		},
		log: { logger, what: 'Failed to save a translation', entity: kind.entity, id },
	})
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
	const gone = TRANSLATION_MESSAGES.notPublished(
		base.noun,
		languageOf(language).englishName,
	)
	if (!versions.ok || !editing.ok)
		return draftAnswer(400, { ok: false, message: 'Unknown action.' })
	const texts = readTranslationPost(posted)
	if (!wasPublished(base, await base.readPublished(db, id)))
		return draftAnswer(404, { ok: false, message: gone })
	const writes = contentFormWrites(db, kind, id, user, editing.data)
	return answerDraftSave(request, posted, {
		db,
		kind,
		user,
		saveDraft: () => writes.saveDraft(texts, versions.data),
		keepCopy: (reason, by) => writes.keepCopy(texts, reason, by),
		gone,
		failed: SITE_MESSAGES.saveFailed,
		log: { logger, what: 'Failed to save a translation draft', entity: kind.entity, id },
	})
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
	// A refusal carries the form's values as typed (the project and testimonial forms read them).
	const refuse = formRefusal<TranslationActionData & { values?: unknown }>({
		values: draft.values,
	})
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
			return refuse(first.status, conflictAnswer(first, timeZoneOf(request), 'publish'))
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
