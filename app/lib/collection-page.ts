// What the Portfolio and Products loader hands its page (app/server/collection-page.server.ts
// → CollectionPage), and where the pager's links land.
import { projectTabOf, type ProjectTab } from './project-tabs.ts'
import type { Untranslated } from './translation.ts'
import type { Project } from './types.ts'

/** What one row of the list shows (the shape of ProjectRow's project), and no more. */
export type CollectionProject = Pick<
	Project,
	| 'id'
	| 'slug'
	| 'name'
	| 'type'
	| 'category'
	| 'description'
	| 'platforms'
	| 'image'
	| 'align'
> &
	Partial<Pick<Project, 'primaryColor'>> &
	Untranslated

export interface CollectionPageData {
	tab: ProjectTab
	projects: CollectionProject[]
	/** The page of the tab's list shown (from 1), of `pageCount`. */
	page: number
	pageCount: number
	failed: boolean
}

/** A tab whose list could not be read: spec §8's 'Failed to load projects.', no pages. */
export function failedCollectionPage(url: URL | string): CollectionPageData {
	return { tab: projectTabOf(url), projects: [], page: 1, pageCount: 1, failed: true }
}

/** Where the pager's links land: the list, below the tab's banner. */
export const PROJECT_LIST_ID = 'project-list'
