import { Link } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { Tabs } from '#app/components/ui/Tabs.tsx'
import type { ProjectCollection, ProjectType } from '#app/lib/types.ts'

import { newProjectPath, projectListPath } from '#app/lib/project-paths.ts'
import { ProjectCard, type ProjectCardData } from './ProjectCard.tsx'

/** Spec §2: the type filter of both tabs, addressed as `?type=mobile|website`. */
export const PROJECT_TYPE_FILTER = [
	{ id: 'mobile', label: 'Mobile Applications' },
	{ id: 'website', label: 'Websites' },
] as const satisfies ReadonlyArray<{ id: ProjectType; label: string }>

const COPY = {
	portfolio: {
		title: 'Portfolio',
		description: 'Client work shown on the Portfolio page. Hidden projects are drafts.',
		add: 'Add Portfolio Project',
		empty: 'No portfolio projects of this type yet.',
	},
	products: {
		title: 'Products',
		description:
			'Our own products, shown on the Products page and featured on the home page.',
		add: 'Add Product',
		empty: 'No products of this type yet.',
	},
} as const

export interface ProjectListData {
	collection: ProjectCollection
	type: ProjectType
	projects: ProjectCardData[]
	/** The page of the list shown (from 1), of `pageCount`. */
	page: number
	pageCount: number
	error: string | null
	confirmId: string | null
}

/** The Portfolio or Products tab: heading, Add button, type filter and the card grid. */
export function ProjectListPage({
	data,
	notice,
}: {
	data: ProjectListData
	/** Something to show above the list (the two-factor nudge on the dashboard's first tab). */
	notice?: React.ReactNode
}) {
	const copy = COPY[data.collection]
	const listHref = projectListPath(data.collection, data.type, data.page)
	return (
		<div className="space-y-6">
			<PageHeading
				title={copy.title}
				description={copy.description}
				actions={
					<Link to={newProjectPath(data.collection)} className={buttonClasses()}>
						<span aria-hidden="true" className="text-lg leading-none">
							+
						</span>
						{copy.add}
					</Link>
				}
			/>
			{notice}
			<Tabs
				label="Project type"
				tabs={PROJECT_TYPE_FILTER}
				selected={data.type}
				param="type"
				defaultTab="mobile"
				resetParams={['page']}
				idPrefix={`${data.collection}-type`}
			>
				{data.error ? (
					<FormAlert>{data.error}</FormAlert>
				) : data.projects.length === 0 ? (
					<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
						{copy.empty}
					</p>
				) : (
					<>
						<ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
							{data.projects.map((project) => (
								<li key={project.id}>
									<ProjectCard
										project={project}
										listHref={listHref}
										confirming={data.confirmId === project.id}
									/>
								</li>
							))}
						</ul>
						<Pagination
							page={data.page}
							pageCount={data.pageCount}
							drop={['confirm']}
							className="mt-10"
						/>
					</>
				)}
			</Tabs>
		</div>
	)
}
