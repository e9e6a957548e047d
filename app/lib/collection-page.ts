// What the Portfolio and Products loader hands its page (app/server/collection-page.server.ts
// → CollectionPage), and where the pager's links land.
import type { ProjectTab } from './project-tabs.ts'
import type { Project } from './types.ts'

/** What one row of the list shows (the shape of ProjectRow's project), and no more. */
export type CollectionProject = Pick<
	Project,
	'id' | 'name' | 'type' | 'category' | 'description' | 'platforms' | 'image' | 'align'
> &
	Partial<Pick<Project, 'primaryColor'>>

export interface CollectionPageData {
	tab: ProjectTab
	projects: CollectionProject[]
	/** The page of the tab's list shown (from 1), of `pageCount`. */
	page: number
	pageCount: number
	failed: boolean
}

/** Where the pager's links land: the list, below the tab's banner. */
export const PROJECT_LIST_ID = 'project-list'
