// Site → Languages (issue 39, decision 050): the site's default language and the others,
// each published or being prepared. One settings row (models/translations.server.ts); every
// change is written with its audit entry, and a change to what visitors can read (a
// language switched on or off, removed while on, a new default) renews the content version
// in the same transaction, so no cached page goes on showing the old set.
import { isLanguageCode, languageOf, type LanguageCode } from '#app/lib/languages.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'
import {
	readSiteLanguages,
	writeSiteLanguages,
	type SiteLanguages,
} from '#app/server/models/translations.server.ts'
import { z } from 'zod'

export const LANGUAGE_MESSAGES = {
	chooseLanguage: 'Choose a language from the list.',
	alreadyAdded: (name: string) => `${name} is already one of the site’s languages.`,
	notAdded: (name: string) => `${name} is not one of the site’s languages.`,
	alreadyDefault: (name: string) => `${name} is already the default language.`,
	confirmDefault: (name: string) =>
		`Tick the box to confirm that the site’s existing words are taken as ${name}.`,
	added: (name: string) =>
		`${name} added, being prepared: visitors do not see it until you publish it.`,
	published: (name: string) => `${name} is published: visitors can read the site in it.`,
	unpublished: (name: string) =>
		`${name} is being prepared again: visitors no longer see it. Its translations are kept.`,
	removed: (name: string) =>
		`${name} removed. Its translations are kept: add it again to bring them back.`,
	defaultChanged: (name: string) =>
		`${name} is the default language now: the site’s existing words are taken as ${name}.`,
} as const

const code = z
	.string()
	.trim()
	.refine((value) => isLanguageCode(value), LANGUAGE_MESSAGES.chooseLanguage)
	.transform((value) => value as LanguageCode)

/** The Languages page's buttons, one post each. */
export const languageActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('add'), code }),
	z.object({ intent: z.literal('publish'), code }),
	z.object({ intent: z.literal('unpublish'), code }),
	z.object({ intent: z.literal('remove'), code }),
	z.object({
		intent: z.literal('default'),
		code,
		confirm: z
			.string()
			.optional()
			.transform((value) => value === 'yes'),
	}),
])

export type LanguageAction = z.output<typeof languageActionSchema>

export type LanguageChange =
	| { ok: true; message: string; languages: SiteLanguages }
	| { ok: false; status: 400 | 409; field: 'code' | 'confirm'; message: string }

const published = (languages: SiteLanguages) =>
	[
		languages.defaultLanguage,
		...languages.others.filter((other) => other.published).map((other) => other.code),
	].join(',')

/**
 * One change to the site's languages, checked against what is stored now, written with
 * its audit entry (and a new content version when what visitors read changes) in one
 * transaction.
 */
export async function changeSiteLanguages(
	db: DB,
	actor: ContentActor,
	action: LanguageAction,
): Promise<LanguageChange> {
	return inTransaction(db, async (trx) => {
		const before = await readSiteLanguages(trx)
		const name = languageOf(action.code).englishName
		const refuse = (
			message: string,
			field: 'code' | 'confirm' = 'code',
			status: 400 | 409 = 409,
		): LanguageChange => ({ ok: false, status, field, message })
		const listed = before.others.find((other) => other.code === action.code)
		let after: SiteLanguages
		let message: string
		switch (action.intent) {
			case 'add':
				if (action.code === before.defaultLanguage || listed)
					return refuse(LANGUAGE_MESSAGES.alreadyAdded(name))
				after = {
					...before,
					others: [...before.others, { code: action.code, published: false }],
				}
				message = LANGUAGE_MESSAGES.added(name)
				break
			case 'publish':
			case 'unpublish': {
				if (!listed) return refuse(LANGUAGE_MESSAGES.notAdded(name))
				const on = action.intent === 'publish'
				after = {
					...before,
					others: before.others.map((other) =>
						other.code === action.code ? { ...other, published: on } : other,
					),
				}
				message = on
					? LANGUAGE_MESSAGES.published(name)
					: LANGUAGE_MESSAGES.unpublished(name)
				break
			}
			case 'remove':
				if (!listed) return refuse(LANGUAGE_MESSAGES.notAdded(name))
				after = {
					...before,
					others: before.others.filter((other) => other.code !== action.code),
				}
				message = LANGUAGE_MESSAGES.removed(name)
				break
			case 'default':
				if (action.code === before.defaultLanguage)
					return refuse(LANGUAGE_MESSAGES.alreadyDefault(name))
				if (!action.confirm)
					return refuse(LANGUAGE_MESSAGES.confirmDefault(name), 'confirm', 400)
				// The chosen language stops being one of the others (its translations are
				// kept); the old default is not added as another: its words are now the new one's.
				after = {
					defaultLanguage: action.code,
					others: before.others.filter((other) => other.code !== action.code),
				}
				message = LANGUAGE_MESSAGES.defaultChanged(name)
				break
		}
		await writeSiteLanguages(trx, after)
		await recordAudit(
			trx,
			changeBy(actor, `language.${action.intent}`, {
				entity: 'language',
				id: action.code,
				detail: {
					name,
					code: action.code,
					...(action.intent === 'default'
						? { from: languageOf(before.defaultLanguage).englishName }
						: {}),
				},
			}),
		)
		if (published(before) !== published(after)) await renewContentVersion(trx)
		return { ok: true, message, languages: after }
	})
}
