import { Form, Link, useNavigation } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { ProjectImage } from '#app/components/site/ProjectImage.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { ConfirmDialog, confirmHrefFor } from '#app/components/ui/ConfirmDialog.tsx'
import type { Project } from '#app/lib/types.ts'

import { editProjectPath } from '#app/lib/project-paths.ts'

import { StatusChips } from './StatusChips.tsx'

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
}

/** Spec §2: one project of a tab, with its status label, Edit, Show/Hide and Delete. */
export function ProjectCard({
	project,
	listHref,
	confirming,
	tools,
}: {
	project: ProjectCardData
	/** The list's URL (with its type), where Cancel in a no-JavaScript confirmation leads. */
	listHref: string
	/** The page's URL asked to confirm this card's deletion (no JavaScript). */
	confirming: boolean
	/** The list's controls for this card: its checkbox, its place in the order (decision 032). */
	tools?: React.ReactNode
}) {
	const navigation = useNavigation()
	const toggling =
		navigation.state === 'submitting' &&
		navigation.formData?.get('intent') === 'visibility' &&
		navigation.formData.get('id') === project.id
	const confirmHref = confirmHrefFor(listHref, project.id)
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
				{tools ? (
					<div className="mb-3 flex flex-wrap items-center gap-2">{tools}</div>
				) : null}
				<p className="text-sm font-semibold tracking-[0.06em] text-brand-ink uppercase">
					{project.category}
				</p>
				<h2 id={`project-${project.id}-name`} className="mt-1.5 text-lg font-semibold">
					{project.name}
				</h2>
				<p className="mt-2 line-clamp-2 text-sm text-ink-muted">{project.description}</p>
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
						<Form method="post" preventScrollReset data-focus-key="visibility">
							<input type="hidden" name="intent" value="visibility" />
							<input type="hidden" name="id" value={project.id} />
							<Button
								type="submit"
								variant="outline"
								size="sm"
								disabled={toggling}
								aria-label={`${project.visible ? 'Hide' : 'Show'} ${project.name}`}
								data-focus-key="visibility"
							>
								{project.visible ? 'Hide' : 'Show'}
							</Button>
						</Form>
					) : null}
					{confirming ? null : (
						<ConfirmDialog
							title={`Delete ${project.name}?`}
							description={
								<>
									<strong>{project.name}</strong> leaves the dashboard and the site at
									once. It stays in the Trash for 30 days, where it can be restored.
								</>
							}
							confirmLabel="Delete project"
							fields={{ intent: 'delete', id: project.id }}
							triggerAriaLabel={`Delete ${project.name}`}
							confirmHref={confirmHref}
							cancelHref={listHref}
						/>
					)}
				</div>
				{confirming ? (
					<div className="mt-4">
						<ConfirmDialog
							title={`Delete ${project.name}?`}
							description={
								<>
									<strong>{project.name}</strong> leaves the dashboard and the site at
									once. It stays in the Trash for 30 days, where it can be restored.
								</>
							}
							confirmLabel="Delete project"
							fields={{ intent: 'delete', id: project.id }}
							confirmHref={confirmHref}
							cancelHref={listHref}
							inline
						/>
					</div>
				) : null}
			</div>
		</article>
	)
}
