import type { ReactNode } from 'react'

import { cx } from '#app/components/ui/cx.ts'

/** One part of the page under its h2; `split` puts the heading beside the content on wide screens. */
export function ProjectSection({
	id,
	title,
	intro,
	split = false,
	children,
}: {
	id: string
	title: string
	intro?: string
	split?: boolean
	children: ReactNode
}) {
	return (
		<section
			aria-labelledby={`${id}-title`}
			className={cx(
				'wrap pb-16 below-fold md:pb-24',
				split && 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16',
			)}
		>
			<div className={cx(split && 'lg:sticky lg:top-28 lg:self-start')}>
				<h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
					{title}
				</h2>
				{intro && <p className="mt-3 max-w-prose text-ink-muted">{intro}</p>}
			</div>
			<div className={cx('mt-8', split && 'lg:mt-0')}>{children}</div>
		</section>
	)
}
