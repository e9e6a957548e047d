import { useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'
import { DETAIL_PHASES } from '#app/lib/phases.ts'
import type { ProjectType } from '#app/lib/types.ts'

/** Spec §2: the fixed phases of a project of this type — 4 for mobile, 7 for a website. */
export function PhaseList({ type }: { type: ProjectType }) {
	const phases = DETAIL_PHASES[type]
	const { t, number } = useWords()
	return (
		<ol className="grid">
			{phases.map((phase, index) => (
				<li
					key={phase.title}
					data-phase
					className="group relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-5 pb-8 last:pb-0"
				>
					{/* The line joining this step to the next one. */}
					<span
						aria-hidden="true"
						className="absolute inset-s-5 top-11 bottom-1 w-px -translate-x-1/2 bg-line-strong group-last:hidden rtl:translate-x-1/2"
					/>
					<span
						aria-hidden="true"
						className="relative grid size-10 place-items-center rounded-full bg-primary text-base font-bold text-on-primary ring-4 ring-canvas"
					>
						{number(index + 1)}
					</span>
					<div className="rounded-card border border-line bg-surface px-5 py-4 md:px-6 md:py-5 dark:border-transparent dark:shadow-raised">
						<h3 className="text-lg font-semibold">
							<span className="sr-only">
								{`${t('project.phaseNumber', { number: index + 1 })} `}
							</span>
							{t(`phase.${type}.${index + 1}.title` as MessageId)}
						</h3>
						<p className="mt-1.5 text-ink-muted">
							{t(`phase.${type}.${index + 1}.text` as MessageId)}
						</p>
					</div>
				</li>
			))}
		</ol>
	)
}
