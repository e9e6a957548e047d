// A project's status labels (VISUAL.md: draft grey, published green), with what the drafts
// add (decision 033): changes not published yet, a time it goes live, or never published.
import { cx } from '#app/components/ui/cx.ts'
import type { ProjectStatus } from '#app/lib/types.ts'

const CHIP =
	'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold'

const TONES = {
	published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
	draft: 'bg-surface-muted text-ink-muted',
	changes: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
	scheduled: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
} as const

const DOTS = {
	published: 'bg-emerald-600',
	draft: 'bg-ink-muted',
	changes: 'bg-amber-600',
	scheduled: 'bg-sky-600',
} as const

function Chip({
	tone,
	children,
	...data
}: {
	tone: keyof typeof TONES
	children: React.ReactNode
	'data-status'?: string
	'data-draft'?: string
}) {
	return (
		<span className={cx(CHIP, TONES[tone])} {...data}>
			<span aria-hidden="true" className={cx('size-1.5 rounded-full', DOTS[tone])} />
			{children}
		</span>
	)
}

/**
 * Spec §4 keeps a hidden project's status as 'draft'; people read it as what it is: shown
 * ('Published'), hidden ('Hidden'), or never published ('Not published yet': the drafts'
 * word, decision 033). A draft is never called hidden, nor a hidden project a draft.
 */
export function StatusChips({
	status,
	published,
	draft,
	className,
}: {
	/** Spec §4: published when shown, draft when hidden. */
	status: ProjectStatus
	/** Ever published: a project kept as a draft from the start has no public version. */
	published: boolean
	draft: { publishAt: string | null } | null
	className?: string
}) {
	return (
		<span className={cx('flex flex-wrap gap-1.5', className)}>
			{!published ? (
				<Chip tone="draft" data-status="new" data-draft="new">
					Not published yet
				</Chip>
			) : (
				<Chip tone={status} data-status={status === 'published' ? 'published' : 'hidden'}>
					{status === 'published' ? 'Published' : 'Hidden'}
				</Chip>
			)}
			<DraftChips published={published} draft={draft} />
		</span>
	)
}

/**
 * What an item's draft adds to its status: changes not published yet (once it has a
 * published version), and the time it goes live. The testimonial cards show them too.
 */
export function DraftChips({
	published,
	draft,
}: {
	published: boolean
	draft: { publishAt: string | null } | null
}) {
	return (
		<>
			{!published ? null : draft ? (
				<Chip tone="changes" data-draft="changes">
					Changes not published
				</Chip>
			) : null}
			{draft?.publishAt ? (
				<Chip tone="scheduled" data-draft="scheduled">
					Scheduled
				</Chip>
			) : null}
		</>
	)
}
