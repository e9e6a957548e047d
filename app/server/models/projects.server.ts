// Portfolio projects and products (spec §3 "Project"; products are collection 'products').
import { sql } from 'kysely'

import type {
	ImageRef,
	Project,
	ProjectCollection,
	ProjectInput,
	ProjectType,
} from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type {
	NewProjectRow,
	ProjectRow,
	ProjectRowUpdate,
} from '#app/server/db/schema.server.ts'

import {
	encodeFields,
	newId,
	nowIso,
	parseJson,
	toBoolean,
	toFeatures,
	toImageRef,
	toImageRefs,
	toIso,
	toNumber,
	toStringList,
	type Encoding,
} from './convert.server.ts'
import {
	loadPage,
	paginate,
	type Page,
	type PageOf,
	type PageRequest,
} from './paging.server.ts'

/**
 * A save was based on a stale copy: someone else saved the project since `expectedRevision`.
 * `current` is the project as it is now, so the form can show what changed.
 */
export class RevisionConflictError extends Error {
	readonly projectId: string
	readonly expectedRevision: number
	readonly current: Project

	constructor(current: Project, expectedRevision: number) {
		super(
			`Project ${current.id} has revision ${current.revision}, but the save was based on revision ${expectedRevision}`,
		)
		this.name = 'RevisionConflictError'
		this.projectId = current.id
		this.expectedRevision = expectedRevision
		this.current = current
	}
}

export interface ProjectFilter {
	collection?: ProjectCollection
	type?: ProjectType
}

/** Visible projects of one collection (and type), newest first: what public pages list. */
export async function listVisibleProjects(
	db: DB,
	collection: ProjectCollection,
	type?: ProjectType,
	page: Page = {},
): Promise<Project[]> {
	let query = db
		.selectFrom('projects')
		.selectAll()
		.where('collection', '=', collection)
		.where('visible', '=', true)
	if (type) query = query.where('type', '=', type)
	// Served by projects_public_idx (collection, visible, type, created_at, id), or by
	// projects_featured_idx without a type: no sort step, whatever the table's size.
	query = paginate(query.orderBy('createdAt', 'desc').orderBy('id', 'desc'), page)
	const rows = await query.execute()
	return rows.map(projectFromRow)
}

/** Where a visible project lives and when it last changed: all the sitemap needs. */
export interface ProjectLink {
	id: string
	collection: ProjectCollection
	updatedAt: string
}

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_PROJECTS = 49_000

/**
 * Every visible project of both collections as a link, newest first, at most `limit`:
 * three narrow columns read in index order, so 10,000 projects cost a few milliseconds.
 */
export async function listVisibleProjectLinks(
	db: DB,
	limit = SITEMAP_MAX_PROJECTS,
): Promise<ProjectLink[]> {
	const rows = await db
		.selectFrom('projects')
		.select(['id', 'collection', 'updatedAt'])
		.where('visible', '=', true)
		.orderBy('collection', 'asc')
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map((row) => ({
		id: row.id,
		collection: row.collection as ProjectCollection,
		updatedAt: toIso(row.updatedAt),
	}))
}

/** One page of a public list: `listVisibleProjects`' order, and the list's total. */
export async function listVisibleProjectPage(
	db: DB,
	filter: { collection: ProjectCollection; type?: ProjectType },
	request: PageRequest,
): Promise<PageOf<Project>> {
	return loadPage(
		request,
		() => countProjects(db, { ...filter, visible: true }),
		(window) => listVisibleProjects(db, filter.collection, filter.type, window),
	)
}

/** The product the home page features: the newest visible product, if any (projects_featured_idx). */
export async function getFeaturedProduct(db: DB): Promise<Project | null> {
	const row = await db
		.selectFrom('projects')
		.selectAll()
		.where('collection', '=', 'products')
		.where('visible', '=', true)
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/** A project a visitor may see: visible, and in `collection` when one is given. */
export async function getVisibleProject(
	db: DB,
	id: string,
	collection?: ProjectCollection,
): Promise<Project | null> {
	let query = db
		.selectFrom('projects')
		.selectAll()
		.where('id', '=', id)
		.where('visible', '=', true)
	if (collection) query = query.where('collection', '=', collection)
	const row = await query.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/** Every project (admin), visible or not, newest first (projects_admin_idx with a type). */
export async function listProjects(
	db: DB,
	options: ProjectFilter & { limit?: number; offset?: number } = {},
): Promise<Project[]> {
	let query = db.selectFrom('projects').selectAll()
	if (options.collection) query = query.where('collection', '=', options.collection)
	if (options.type) query = query.where('type', '=', options.type)
	query = paginate(query.orderBy('createdAt', 'desc').orderBy('id', 'desc'), options)
	const rows = await query.execute()
	return rows.map(projectFromRow)
}

/** One page of the admin's list (every project of the filter, newest first) and its total. */
export async function listProjectPage(
	db: DB,
	filter: ProjectFilter,
	request: PageRequest,
): Promise<PageOf<Project>> {
	return loadPage(
		request,
		() => countProjects(db, filter),
		(window) => listProjects(db, { ...filter, ...window }),
	)
}

export async function countProjects(
	db: DB,
	options: ProjectFilter & { visible?: boolean } = {},
): Promise<number> {
	let query = db.selectFrom('projects').select((eb) => eb.fn.countAll().as('count'))
	if (options.collection) query = query.where('collection', '=', options.collection)
	if (options.type) query = query.where('type', '=', options.type)
	if (options.visible !== undefined) query = query.where('visible', '=', options.visible)
	const row = await query.executeTakeFirstOrThrow()
	return toNumber(row.count)
}

export async function getProject(db: DB, id: string): Promise<Project | null> {
	const row = await db
		.selectFrom('projects')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/**
 * Adds a project at revision 1. createdAt and updatedAt are now unless `createdAt` is
 * given (demo content, imports); the id is random unless given.
 */
export async function createProject(
	db: DB,
	input: ProjectInput & { id?: string; createdAt?: string },
): Promise<Project> {
	const createdAt = input.createdAt ?? nowIso()
	const row = await db
		.insertInto('projects')
		.values({
			...projectToRow(input),
			id: input.id ?? newId(),
			revision: 1,
			createdAt,
			updatedAt: createdAt,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return projectFromRow(row)
}

/**
 * Saves the given fields, sets updatedAt (never createdAt) and bumps the revision.
 * Returns null when there is no such project. With `expectedRevision`, the save happens
 * only if the stored revision still equals it; otherwise it throws RevisionConflictError
 * and changes nothing.
 */
export async function updateProject(
	db: DB,
	id: string,
	input: Partial<ProjectInput>,
	options: { expectedRevision?: number } = {},
): Promise<Project | null> {
	let query = db
		.updateTable('projects')
		.set((eb) => ({
			...projectPatchToRow(input),
			updatedAt: nowIso(),
			revision: eb('revision', '+', 1),
		}))
		.where('id', '=', id)
	const { expectedRevision } = options
	if (expectedRevision !== undefined)
		query = query.where('revision', '=', expectedRevision)
	const row = await query.returningAll().executeTakeFirst()
	if (row) return projectFromRow(row)
	if (expectedRevision === undefined) return null
	const current = await getProject(db, id)
	if (!current) return null
	throw new RevisionConflictError(current, expectedRevision)
}

/** Shows (status 'published') or hides (status 'draft') a project. Null when there is none. */
export async function setProjectVisibility(
	db: DB,
	id: string,
	visible: boolean,
): Promise<Project | null> {
	const row = await db
		.updateTable('projects')
		.set((eb) => ({
			visible,
			status: visible ? 'published' : 'draft',
			updatedAt: nowIso(),
			revision: eb('revision', '+', 1),
		}))
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/**
 * Spec §4: visible becomes its opposite; status becomes 'draft' when the project was
 * visible and 'published' when it was hidden. One statement, so two quick toggles never
 * read the same old value.
 */
export async function toggleProjectVisibility(
	db: DB,
	id: string,
): Promise<Project | null> {
	const row = await db
		.updateTable('projects')
		.set((eb) => ({
			// Both right-hand sides read the row's old values.
			visible: sql<boolean>`not ${eb.ref('visible')}`,
			status: sql<
				Project['status']
			>`case when ${eb.ref('visible')} then 'draft' else 'published' end`,
			updatedAt: nowIso(),
			revision: eb('revision', '+', 1),
		}))
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/** Removes a project; returns what was removed (its images may need deleting), or null. */
export async function deleteProject(db: DB, id: string): Promise<Project | null> {
	const row = await db
		.deleteFrom('projects')
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/** The names of the projects `ids` names (those that exist), for "where used" lists. */
export async function listProjectNames(
	db: DB,
	ids: readonly string[],
): Promise<Array<Pick<Project, 'id' | 'name' | 'collection'>>> {
	if (ids.length === 0) return []
	return db
		.selectFrom('projects')
		.select(['id', 'name', 'collection'])
		.where('id', 'in', [...new Set(ids)])
		.execute()
}

/**
 * Passes every image of a project (banner, image, gallery) through `rewrite` and stores the
 * result, leaving revision and updatedAt: the library changed an image's alt text or focal
 * point, not the project. False when there is no such project.
 */
export async function rewriteProjectImages(
	db: DB,
	id: string,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const row = await db
		.selectFrom('projects')
		.select(['banner', 'image', 'productImages'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!row) return false
	const banner = toImageRef(parseJson(row.banner))
	const image = toImageRef(parseJson(row.image))
	await db
		.updateTable('projects')
		.set(
			projectPatchToRow({
				banner: banner && rewrite(banner),
				image: image && rewrite(image),
				productImages: toImageRefs(parseJson(row.productImages)).map(rewrite),
			}),
		)
		.where('id', '=', id)
		.execute()
	return true
}

// ---------------------------------------------------------------------------------------
// Rows

/**
 * How each input field is stored. `satisfies` makes a new field on ProjectInput a type
 * error here until it has a column.
 */
const PROJECT_FIELDS = {
	name: 'plain',
	type: 'plain',
	collection: 'plain',
	category: 'plain',
	description: 'plain',
	banner: 'json',
	image: 'json',
	intro: 'plain',
	features: 'json',
	platforms: 'json',
	primaryColor: 'plain',
	secondaryColor: 'plain',
	accentColor: 'plain',
	prototype: 'json',
	productImages: 'json',
	align: 'plain',
	visible: 'plain',
	status: 'plain',
	phases: 'json',
} as const satisfies Record<keyof ProjectInput, Encoding>

export function projectToRow(
	input: ProjectInput,
): Omit<NewProjectRow, 'id' | 'createdAt' | 'updatedAt' | 'revision'> {
	return encodeFields(PROJECT_FIELDS, input) as Omit<
		NewProjectRow,
		'id' | 'createdAt' | 'updatedAt' | 'revision'
	>
}

export function projectPatchToRow(patch: Partial<ProjectInput>): ProjectRowUpdate {
	return encodeFields(PROJECT_FIELDS, patch) as ProjectRowUpdate
}

export function projectFromRow(row: ProjectRow): Project {
	return {
		id: row.id,
		name: row.name,
		type: row.type,
		collection: row.collection,
		category: row.category,
		description: row.description,
		banner: toImageRef(parseJson(row.banner)),
		image: toImageRef(parseJson(row.image)),
		intro: row.intro,
		features: toFeatures(parseJson(row.features)),
		platforms: toStringList(parseJson(row.platforms)),
		primaryColor: row.primaryColor,
		secondaryColor: row.secondaryColor,
		accentColor: row.accentColor ?? null,
		prototype: toStringList(parseJson(row.prototype)),
		productImages: toImageRefs(parseJson(row.productImages)),
		align: row.align,
		visible: toBoolean(row.visible),
		status: row.status,
		phases: toStringList(parseJson(row.phases)),
		revision: toNumber(row.revision),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}
