// Every content kind, by entity: the scheduler publishes a due draft through its kind, and
// the Scheduled screen names it. A new kind is one line here.
import type { ContentKind } from './kind.server.ts'
import { projectKind } from './projects.server.ts'
import { SITE_KINDS } from './site.server.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of every shape
export type AnyContentKind = ContentKind<any, any>

const CONTENT_KINDS: readonly AnyContentKind[] = [
	projectKind,
	...Object.values(SITE_KINDS),
]

const byEntity = new Map(CONTENT_KINDS.map((kind) => [kind.entity, kind]))

export function contentKindOf(entity: string): AnyContentKind | null {
	return byEntity.get(entity) ?? null
}
