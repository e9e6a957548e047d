// Every content kind, by entity: the scheduler publishes a due draft through its kind, and
// the Scheduled screen names it. A new kind is one line here.
import { isLanguageCode } from '#app/lib/languages.ts'

import type { ContentKind } from './kind.server.ts'
import { projectKind } from './projects.server.ts'
import { SITE_KINDS } from './site.server.ts'
import { testimonialKind } from './testimonials.server.ts'
import { splitTranslationEntity, translationKind } from './translations.server.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of every shape
export type AnyContentKind = ContentKind<any, any>

const CONTENT_KINDS: readonly AnyContentKind[] = [
	projectKind,
	testimonialKind,
	...Object.values(SITE_KINDS),
]

const byEntity = new Map(CONTENT_KINDS.map((kind) => [kind.entity, kind]))

/** A kind by its entity: a default-language kind, or a translation's (`project@de`). */
export function contentKindOf(entity: string): AnyContentKind | null {
	const kind = byEntity.get(entity)
	if (kind) return kind
	const translation = splitTranslationEntity(entity)
	const base = translation ? byEntity.get(translation.entity) : undefined
	return base && translation && isLanguageCode(translation.language)
		? translationKind(base, translation.language)
		: null
}
