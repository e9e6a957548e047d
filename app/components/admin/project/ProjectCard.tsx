import { Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { ProjectImage } from '#app/components/site/ProjectImage.tsx'
import { DeleteButton, VisibilityButton } from '#app/components/admin/ItemCard.tsx'
import type { CardProps } from '#app/components/admin/lists/OrderedList.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import type { Project } from '#app/lib/types.ts'

import { editProjectPath } from '#app/lib/project-paths.ts'

import { StatusChips } from './StatusChips.tsx'
import {
	TranslationBadges,
	type TranslationCount,
} from '#app/components/admin/translation/TranslationBadges.tsx'

/** What a card shows of a project: the page's data carries no more than this. */
export type ProjectCardData = Pick<
	Project,
	| 'id'
	| 'name'
	| 'category'
	| 'description'
	| 'image'
	| 'status'
	| 'visible'
	| 'updatedAt'
> & {
	/** Ever published (decision 033): a project kept as a draft from the start is not. */
	published: boolean
	/** Its unpublished draft, if any. */
	draft: { updatedAt: string; updatedBy: string | null; publishAt: string | null } | null
	/** How far it is translated in each of the site's other languages (decision 050). */
	translations?: readonly TranslationCount[]
}

/** Spec §2: one project of a tab, with its status label, Edit, Show/Hide and Delete. */
export function ProjectCard({
	project,
	...card
}: { project: ProjectCardData } & CardProps) {
	return (
		<article
			aria-labelledby={`project-${project.id}-name`}
			data-project-card={project.id}
			className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow duration-200 hover:shadow-raised dark:border-transparent dark:shadow-raised"
		>
			<div className="relative border-b border-line bg-surface-muted">
				<ProjectImage
					image={project.image}
					alt=""
					ratio="16 / 10"
					sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
					className="aspect-[16/10] object-cover"
				/>
				<StatusChips
					status={project.status}
					published={project.published}
					draft={project.draft}
					className="absolute top-3 right-3 left-3 [&>span]:shadow-xs"
				/>
			</div>
			<div className="flex flex-1 flex-col p-5">
				<div className="mb-3 flex flex-wrap items-center gap-2">{card.tools}</div>
				<p className="text-sm font-semibold tracking-[0.06em] text-brand-ink uppercase">
					{project.category}
				</p>
				<h2 id={`project-${project.id}-name`} className="mt-1.5 text-lg font-semibold">
					{project.name}
				</h2>
				<p className="mt-2 line-clamp-2 text-sm text-ink-muted">{project.description}</p>
				<TranslationBadges counts={project.translations ?? []} />
				<p className="mt-3 text-sm text-ink-muted">
					{!project.published
						? 'Not on the site until it is published'
						: project.visible
							? 'Shown on the site'
							: 'Hidden from the site'}{' '}
					· Updated <LocalTime value={project.draft?.updatedAt ?? project.updatedAt} />
				</p>
				<div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
					<Link
						to={editProjectPath(project.id)}
						className={buttonClasses({ size: 'sm' })}
						aria-label={`Edit ${project.name}`}
						data-focus-primary
					>
						Edit
					</Link>
					{project.published ? (
						<VisibilityButton
							id={project.id}
							visible={project.visible}
							label={project.name}
							toggle="visibility"
						/>
					) : null}
					<DeleteButton
						id={project.id}
						card={card}
						title={`Delete ${project.name}?`}
						leaves={
							<>
								<strong>{project.name}</strong> leaves the dashboard and the site at once.
							</>
						}
						confirmLabel="Delete project"
						triggerLabel={`Delete ${project.name}`}
					/>
				</div>
			</div>
		</article>
	)
}
