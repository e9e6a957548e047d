import { Link } from 'react-router'

import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { OrderedList } from '#app/components/admin/lists/OrderedList.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { Tabs } from '#app/components/ui/Tabs.tsx'
import type { Visibility } from '#app/lib/list-query.ts'
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
		description:
			'Client work shown on the Portfolio page, in this order. Hidden projects stay here, off the site.',
		add: 'Add Portfolio Project',
		empty: 'No portfolio projects of this type yet.',
		noun: ['project', 'projects'],
		search: 'Search projects',
	},
	products: {
		title: 'Products',
		description:
			'Our own products, shown on the Products page in this order; the home page features the first one shown.',
		add: 'Add Product',
		empty: 'No products of this type yet.',
		noun: ['product', 'products'],
		search: 'Search products',
	},
} as const

export interface ProjectListData {
	collection: ProjectCollection
	type: ProjectType
	projects: ProjectCardData[]
	/** The page of the list shown (from 1), of `pageCount`. */
	page: number
	pageCount: number
	/** Cards before this page, and cards the view has in all. */
	offset: number
	total: number
	q: string
	show: Visibility
	/** The whole, unfiltered tab: its places can be changed. */
	ordering: boolean
	error: string | null
	confirmId: string | null
}

/**
 * The Portfolio or Products tab: heading, Add button, type filter, search and filters, the
 * bulk actions and the card grid in the manual order (decision 032).
 */
export function ProjectListPage({
	data,
	notice,
	confirmBulkDelete,
}: {
	data: ProjectListData
	/** Something to show above the list (the two-factor nudge on the dashboard's first tab). */
	notice?: React.ReactNode
	/** The ids a bulk delete posted without JavaScript asks to confirm. */
	confirmBulkDelete?: string[] | null
}) {
	const copy = COPY[data.collection]
	const query = { q: data.q, show: data.show }
	const listHref = projectListPath(data.collection, data.type, data.page, query)
	const headingId = `${data.collection}-list-title`
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
				resetParams={['page', 'q', 'show']}
				idPrefix={`${data.collection}-type`}
			>
				<div className="space-y-4">
					<ListFilters
						query={query}
						label={copy.search}
						clearHref={projectListPath(data.collection, data.type)}
						keep={{ type: data.type === 'website' ? 'website' : null }}
					/>
					<h2 id={headingId} tabIndex={-1} className="sr-only">
						{PROJECT_TYPE_FILTER.find((t) => t.id === data.type)?.label}: {data.total}{' '}
						{data.total === 1 ? copy.noun[0] : copy.noun[1]}
					</h2>
					<OrderedList
						data={{ ...data, items: data.projects, listHref }}
						list={{
							name: data.collection,
							noun: copy.noun,
							labelOf: (project) => project.name,
						}}
						confirmBulkDelete={confirmBulkDelete}
						empty={
							data.q || data.show !== 'all'
								? `No ${copy.noun[1]} match this search.`
								: copy.empty
						}
						className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
					>
						{(project, card) => <ProjectCard project={project} {...card} />}
					</OrderedList>
				</div>
			</Tabs>
		</div>
	)
}
