// Translating in the dashboard (issue 39, decision 050): an item's form in another language.
// A translation is a content kind of its own (content/translations.server.ts), so its page
// reads and writes through the content core exactly as the item's own form does; this
// module gathers what the page shows (the fields with the default language's words, the
// draft or the published words, the share links), what the switcher and the lists say of
// each language, and the "Publish all languages" button's run of the core's publishes.
import { languageOf, type LanguageCode } from '#app/lib/languages.ts'
import type {
	ItemLanguage,
	PublishAllOutcome,
	TranslationPageData,
} from '#app/lib/translation-admin.ts'
import { translationProgress, type Translation } from '#app/lib/translation.ts'
import type { Editing } from '#app/schemas/form.ts'
import { publish } from '#app/server/content/drafts.server.ts'
import { loadHistory } from '#app/server/content/revisions.server.ts'
import type { ContentKind } from '#app/server/content/kind.server.ts'
import {
	ADMIN_PREVIEW_TOKEN,
	listPreviewLinks,
	previewPath,
} from '#app/server/content/preview.server.ts'
import {
	translatableFieldsOf,
	translationEntity,
	translationKind,
} from '#app/server/content/translations.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { getDraft, listDraftStates } from '#app/server/models/content-drafts.server.ts'
import {
	getTranslation,
	readSiteLanguages,
	readTranslations,
	type SiteLanguages,
} from '#app/server/models/translations.server.ts'

import { contentActor, contentFormWrites } from './content-form.server.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of every shape
type AnyKind = ContentKind<any, any>

export const TRANSLATION_MESSAGES = {
	noSuchLanguage: 'The site has no such language: add it under Site → Languages first.',
	notPublished: (noun: string, language: string) =>
		`Publish the ${noun} in ${language} first: a translation translates its published words.`,
	published: (noun: string, language: string) =>
		`The ${noun} is published in ${language}. The change is on the site now.`,
	publishedAll: (names: string[]) =>
		`Published in ${listed(names)}. The changes are on the site now.`,
	nothingToPublish: 'There is no draft in any language to publish.',
} as const

function listed(names: readonly string[]): string {
	if (names.length <= 1) return names.join('')
	return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The language a page's `?language=` names: one of the site's other languages (published
 * or being prepared), null for none or the default language's own code; 'unknown' for any
 * other.
 */
export function chosenLanguage(
	languages: SiteLanguages,
	asked: string | null,
): LanguageCode | null | 'unknown' {
	if (!asked || asked === languages.defaultLanguage) return null
	const found = languages.others.find((other) => other.code === asked)
	return found ? found.code : 'unknown'
}

/**
 * Whether an item has published words: a kind whose items are added (a project) keeps a new
 * one as a row at revision 0 until its first publish (decision 033); a Site form always has
 * its original words.
 */
export function wasPublished(
	base: AnyKind,
	current: { revision: number } | null | undefined,
): current is { revision: number } {
	return !!current && (current.revision > 0 || !base.create)
}

/** The translation of `base`'s item `id` into `language`: its page's data, or null (no item). */
export async function loadTranslationPage(
	db: DB,
	base: AnyKind,
	id: string,
	language: LanguageCode,
	input: { lockItem: string; draftUrl: string },
): Promise<TranslationPageData | { notPublished: true }> {
	const kind = translationKind(base, language)
	const [current, itself, draft, links, stored, languages] = await Promise.all([
		kind.readPublished(db, id),
		base.readPublished(db, id),
		getDraft(db, kind.entity, id),
		listPreviewLinks(db, kind, id),
		getTranslation(db, base.entity, id, language),
		readSiteLanguages(db),
	])
	// The item was never published: there are no words to translate yet.
	if (!current || !wasPublished(base, itself)) return { notPublished: true }
	const lang = languageOf(language)
	const value: Translation = draft
		? kind.draftSchema.parse(draft.data)
		: current.doc.texts
	return {
		language: {
			code: lang.code,
			name: lang.name,
			englishName: lang.englishName,
			dir: lang.dir,
		},
		defaultName: languageOf(languages.defaultLanguage).englishName,
		noun: kind.noun,
		fields: translatableFieldsOf(base.entity, current.doc.of),
		value,
		published: {
			revision: current.revision,
			updatedBy: stored?.updatedBy ?? null,
			updatedAt: null,
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
		previewHref: previewPath(
			ADMIN_PREVIEW_TOKEN,
			kind.publicPath(id, { texts: value, of: current.doc.of }),
		).replace(/\/$/, ''),
		neverPublished: `Not published in ${lang.englishName} yet: its page shows the ${languageOf(languages.defaultLanguage).englishName} words.`,
		draftUrl: input.draftUrl,
		lockItem: input.lockItem,
	}
}

/** One page of a translation's history, and the draft version a restore would replace. */
export async function loadHistoryOf(db: DB, kind: AnyKind, id: string, page: number) {
	const [history, draft] = await Promise.all([
		loadHistory(db, kind, id, { page, pageSize: 20 }),
		getDraft(db, kind.entity, id),
	])
	// A translation holds words only: no image of it can be gone.
	return { history, draftVersion: draft?.draftVersion ?? 0, goneImages: [] as string[] }
}

/**
 * Each of the site's languages for one item: how far its published translation goes and
 * whether a draft is kept (the item's language switcher). Empty when the site has one.
 */
export async function itemLanguages(
	db: DB,
	base: AnyKind,
	id: string,
): Promise<ItemLanguage[]> {
	const languages = await readSiteLanguages(db)
	if (languages.others.length === 0) return []
	const current = await base.readPublished(db, id)
	// Never published: there are no words to translate yet, so no language to switch to.
	if (!wasPublished(base, current)) return []
	const fields = translatableFieldsOf(base.entity, current.doc)
	const rows = await Promise.all(
		languages.others.map(async (other) => {
			const [stored, drafts] = await Promise.all([
				getTranslation(db, base.entity, id, other.code),
				listDraftStates(db, translationEntity(base.entity, other.code), [id]),
			])
			const { done, total } = translationProgress(stored?.data, fields)
			return {
				...entryOf(other.code, false, other.published),
				done,
				total,
				drafted: drafts.length > 0,
			}
		}),
	)
	const ownDraft = await listDraftStates(db, base.entity, [id])
	return [
		{
			...entryOf(languages.defaultLanguage, true, true),
			done: fields.length,
			total: fields.length,
			drafted: ownDraft.length > 0,
		},
		...rows,
	]
}

function entryOf(code: string, isDefault: boolean, published: boolean) {
	const language = languageOf(code)
	return {
		code: language.code,
		name: language.name,
		englishName: language.englishName,
		dir: language.dir,
		isDefault,
		published,
	}
}

/**
 * How far each of `items` is translated in each of the site's other languages (the lists):
 * by item id, each language's done/total. Empty when the site has one language.
 */
export async function listTranslationProgress(
	db: DB,
	base: AnyKind,
	items: ReadonlyArray<{ id: string; doc: unknown }>,
): Promise<
	Record<
		string,
		Array<{ code: string; englishName: string; done: number; total: number }>
	>
> {
	const languages = await readSiteLanguages(db)
	const progress: Record<
		string,
		Array<{ code: string; englishName: string; done: number; total: number }>
	> = {}
	if (languages.others.length === 0 || items.length === 0) return progress
	const ids = items.map((item) => item.id)
	const byLanguage = await Promise.all(
		languages.others.map((other) => readTranslations(db, [base.entity], other.code, ids)),
	)
	for (const item of items) {
		const fields = translatableFieldsOf(base.entity, item.doc)
		progress[item.id] = languages.others.map((other, index) => ({
			code: other.code,
			englishName: languageOf(other.code).englishName,
			...translationProgress(byLanguage[index]?.get(`${base.entity}/${item.id}`), fields),
		}))
	}
	return progress
}

/**
 * "Publish all languages": the draft of the language shown (as the form holds it, on the
 * versions it saw), then every other draft of the item that is stored (its own language's
 * and each translation's), each through the content core's publish with every rule of its
 * form. Which went live, and which were refused and why.
 */
export async function publishAllLanguages(
	db: DB,
	input: {
		base: AnyKind
		id: string
		user: Parameters<typeof contentActor>[0]
		editing: Partial<Editing>
		/** The form's own language (null: the default) and what it holds. */
		shown: {
			language: LanguageCode | null
			data: unknown
			versions: { draftVersion: number; baseRevision: number }
		}
		/** Field labels by path, for a refusal's sentence. */
		labelOf?: (language: LanguageCode | null, path: string) => string
	},
): Promise<{
	first: Awaited<ReturnType<ReturnType<typeof contentFormWrites>['publish']>>
	outcome: PublishAllOutcome
}> {
	const { base, id, user, editing, shown } = input
	const languages = await readSiteLanguages(db)
	const kindOf = (language: LanguageCode | null): AnyKind =>
		language === null ? base : translationKind(base, language)
	const nameOf = (language: LanguageCode | null) =>
		languageOf(language ?? languages.defaultLanguage).englishName
	const outcome: PublishAllOutcome = { published: [], refused: [] }
	const refusal = (
		language: LanguageCode | null,
		result: { status: number; fieldErrors?: Record<string, string | undefined> },
	) => ({
		language: nameOf(language),
		errors:
			result.status === 400 && result.fieldErrors
				? Object.entries(result.fieldErrors).map(
						([path, message]) =>
							`${input.labelOf?.(language, path) ?? path}: ${message ?? 'Check this field'}`,
					)
				: [
						result.status === 404
							? 'There is nothing to publish.'
							: 'Another admin came first: open its form.',
					],
	})
	// The language shown first, as its form holds it: a conflict there is the form's to settle.
	const first = await contentFormWrites(
		db,
		kindOf(shown.language),
		id,
		user,
		editing,
	).publish(shown.data, shown.versions)
	if (first.ok) outcome.published.push(nameOf(shown.language))
	else return { first, outcome }
	const rest: Array<LanguageCode | null> = [
		null,
		...languages.others.map((other) => other.code),
	].filter((language) => language !== shown.language)
	for (const language of rest) {
		const kind = kindOf(language)
		const draft = await getDraft(db, kind.entity, id)
		if (!draft) continue
		const current = await kind.readPublished(db, id)
		const result = await publish(db, kind, {
			id,
			draftVersion: draft.draftVersion,
			baseRevision: draft.baseRevision ?? current?.revision ?? 0,
			actor: contentActor(user),
		})
		if (result.ok) outcome.published.push(nameOf(language))
		else
			outcome.refused.push(
				refusal(
					language,
					result as { status: number; fieldErrors?: Record<string, string> },
				),
			)
	}
	return { first, outcome }
}
