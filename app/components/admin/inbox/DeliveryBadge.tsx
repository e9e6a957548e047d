import { cx } from '#app/components/ui/cx.ts'

import { DELIVERY_LABELS, type Delivery } from './labels.ts'

const tones: Record<Delivery, string> = {
	mailed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
	pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
	failed: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
	stored: 'bg-surface-muted text-ink-muted',
	spam: 'bg-surface-muted text-ink-muted',
}

/** Whether a message was mailed, waits to be, or failed. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
	return (
		<span
			className={cx(
				'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold',
				tones[delivery],
			)}
		>
			<span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
			{DELIVERY_LABELS[delivery]}
		</span>
	)
}
