// What a translation form's page is handed by its route (issue 39, decision 050), and what
// its language switcher shows: plain data, shared by the server and the form.
import type { Direction } from './languages.ts'
import type { TranslatableField, Translation } from './translation.ts'

/** A language of the site as an item's switcher shows it: how far the item is translated. */
export interface ItemLanguage {
	code: string
	/** Its own name ('Deutsch') and English name ('German'). */
	name: string
	englishName: string
	dir: Direction
	/** The site's default language (the item's own form). */
	isDefault: boolean
	/** Visitors see it; else it is being prepared. */
	published: boolean
	/** Fields with words in its published translation, of how many (none for the default). */
	done: number
	total: number
	/** A draft of its translation is kept. */
	drafted: boolean
}

export interface TranslationPageData {
	language: { code: string; name: string; englishName: string; dir: Direction }
	/** The default language's English name ('English'). */
	defaultName: string
	/** What the translation is called in a sentence ('project in German'). */
	noun: string
	/** The fields that take words, each with the default language's words (`source`). */
	fields: TranslatableField[]
	/** What the form opens with: the draft's words, else the published translation's. */
	value: Translation
	published: { revision: number; updatedBy: string | null; updatedAt: string | null }
	draft: {
		draftVersion: number
		baseRevision: number | null
		updatedByName: string | null
		updatedAt: string
		publishAt: string | null
		scheduledByEmail: string | null
	} | null
	links: Array<{
		id: string
		createdByEmail: string | null
		createdAt: string
		expiresAt: string
	}>
	/** The page as the draft shows it, for a signed-in admin (/preview/admin/de/about). */
	previewHref: string
	/** What the status says before the translation's first publish. */
	neverPublished: string
	/** Where the translation's drafts are saved as the admin types. */
	draftUrl: string
	/** The item's id as the lock names it (`site:about@de`). */
	lockItem: string
}

/** What a post of the "Publish all languages" button made of each language's draft. */
export interface PublishAllOutcome {
	published: string[]
	refused: Array<{ language: string; errors: string[] }>
}

/** A translation's item name for the edit lock: the base's, with the language after `@`. */
export const translationLockItem = (item: string, language: string) =>
	`${item}@${language}`
