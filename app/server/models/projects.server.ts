// Portfolio projects and products (spec §3 "Project"; products are collection 'products').
import { sql } from 'kysely'

import type {
	Project,
	ProjectCollection,
	ProjectInput,
	ProjectType,
} from '#app/lib/types.ts'
import { readRichText } from '#app/lib/rich-text.ts'
import { firstFreeSlug, projectAddress, slugFromName } from '#app/lib/slugs.ts'
import { readPageSearch } from '#app/schemas/search.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { preparedQuery } from '#app/server/db/prepared.server.ts'
import type {
	NewProjectRow,
	ProjectRow,
	ProjectRowUpdate,
} from '#app/server/db/schema.server.ts'

import { deleteRow } from './list-items.server.ts'
import {
	encodeFields,
	isRecord,
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
import { closeSlot, lockOrder, openSlot, type OrderScope } from './ordering.server.ts'
import {
	loadPage,
	paginate,
	type Page,
	type PageOf,
	type PageRequest,
} from './paging.server.ts'
import { matchesText } from './search.server.ts'

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
	/** Shown or hidden only (the dashboard's filter); both when unset. */
	visible?: boolean
	/** Text the name, category or description contains (the dashboard's search). */
	search?: string
}

/** The columns the dashboard's search reads. */
const SEARCHED = ['name', 'category', 'description'] as const

const orderOf = (collection: ProjectCollection): OrderScope => ({
	table: 'projects',
	collection,
})

/** What a project's card shows (a public list's row, the home page's featured product). */
export type ProjectCard = Pick<Project, (typeof CARD_COLUMNS)[number]>

/** A card's columns: a list reads these, not the pages' long texts and their documents. */
const CARD_COLUMNS = [
	'id',
	'slug',
	'name',
	'type',
	'collection',
	'category',
	'description',
	'platforms',
	'image',
	'align',
	'primaryColor',
] as const

function cardFromRow(row: Pick<ProjectRow, (typeof CARD_COLUMNS)[number]>): ProjectCard {
	return {
		id: row.id,
		slug: row.slug,
		name: row.name,
		type: row.type,
		collection: row.collection,
		category: row.category,
		description: row.description,
		platforms: toStringList(parseJson(row.platforms)),
		image: toImageRef(parseJson(row.image)),
		align: row.align,
		primaryColor: row.primaryColor,
	}
}

/** Visible projects of one collection (and type) in the manual order: what public pages list. */
export async function listVisibleProjects(
	db: DB,
	collection: ProjectCollection,
	type?: ProjectType,
	page: Page = {},
): Promise<ProjectCard[]> {
	let query = db
		.selectFrom('projects')
		.select(CARD_COLUMNS)
		.where('collection', '=', collection)
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
	if (type) query = query.where('type', '=', type)
	// Served by projects_public_idx (collection, visible, type, sort_order, id), or by
	// projects_featured_idx without a type: no sort step, whatever the table's size.
	query = paginate(query.orderBy('sortOrder', 'asc').orderBy('id', 'asc'), page)
	const rows = await query.execute()
	return rows.map(cardFromRow)
}

/** Where a visible project lives and when it last changed: all the sitemap needs. */
export interface ProjectLink {
	id: string
	slug: string
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
		.select(['id', 'slug', 'collection', 'updatedAt', 'seo'])
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
		.orderBy('collection', 'asc')
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	// A page hidden from search engines is not offered to them.
	return rows
		.filter((row) => !readPageSearch(parseJson(row.seo)).noindex)
		.map((row) => ({
			id: row.id,
			slug: row.slug,
			collection: row.collection as ProjectCollection,
			updatedAt: toIso(row.updatedAt),
		}))
}

/** One page of a public list: `listVisibleProjects`' order, and the list's total. */
export async function listVisibleProjectPage(
	db: DB,
	filter: { collection: ProjectCollection; type?: ProjectType },
	request: PageRequest,
): Promise<PageOf<ProjectCard>> {
	return loadPage(
		request,
		() => countProjects(db, { ...filter, visible: true }),
		(window) => listVisibleProjects(db, filter.collection, filter.type, window),
	)
}

/**
 * The product the home page features: the first visible product in the manual order, of
 * either type, if any (projects_featured_idx).
 */
export async function getFeaturedProduct(db: DB): Promise<ProjectCard | null> {
	const row = await db
		.selectFrom('projects')
		.select(CARD_COLUMNS)
		.where('collection', '=', 'products')
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
		.orderBy('sortOrder', 'asc')
		.orderBy('id', 'asc')
		.limit(1)
		.executeTakeFirst()
	return row ? cardFromRow(row) : null
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
		.where('deletedAt', 'is', null)
	if (collection) query = query.where('collection', '=', collection)
	const row = await query.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/** The visible project at `/{collection}/{slug}`. */
export async function getVisibleProjectBySlug(
	db: DB,
	collection: ProjectCollection,
	slug: string,
): Promise<Project | null> {
	if (!slug) return null
	const [row] = (await selectVisibleBySlug(db, collection, slug)).rows
	return row ? projectFromRow(row) : null
}

// Every project page's read: built and compiled once.
const selectVisibleBySlug = preparedQuery(
	(db: DB, collection: ProjectCollection, slug: string) =>
		db
			.selectFrom('projects')
			.selectAll()
			.where('collection', '=', collection)
			.where('slug', '=', slug)
			// Implied by the slug given (never empty), and what lets the unique index on
			// slugs, which leaves out empty ones, find the row: without it every project of
			// the collection is read to compare its slug. A literal: a bound value the plan
			// depends on makes SQLite plan the statement again on every run.
			.where('slug', '<>', sql.lit(''))
			.where('visible', '=', true)
			.where('deletedAt', 'is', null),
)

/**
 * The address of the visible project a path segment names some other way: its slug in the
 * other collection, or its id (the addresses of before slugs). Null when none does.
 */
export async function findVisibleProjectAddress(
	db: DB,
	segment: string,
): Promise<{ collection: ProjectCollection; slug: string } | null> {
	const row = await db
		.selectFrom('projects')
		.select(['collection', 'slug'])
		.where((eb) => eb.or([eb('slug', '=', segment), eb('id', '=', segment)]))
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
		.where('slug', '<>', sql.lit(''))
		.orderBy('collection', 'asc')
		.executeTakeFirst()
	return row ? { collection: row.collection as ProjectCollection, slug: row.slug } : null
}

/** The project (in the trash too) that holds `slug` in `collection`, if any. */
export async function getSlugOwner(
	db: DB,
	collection: ProjectCollection,
	slug: string,
): Promise<{ id: string; name: string; inTrash: boolean } | null> {
	const row = await db
		.selectFrom('projects')
		.select(['id', 'name', 'deletedAt'])
		.where('collection', '=', collection)
		.where('slug', '=', slug)
		.where('slug', '<>', sql.lit('')) // the unique index on slugs leaves out empty ones
		.executeTakeFirst()
	return row ? { id: row.id, name: row.name, inTrash: row.deletedAt !== null } : null
}

/**
 * `base` if no project of `collection` holds it (but `except`, the project's own), else
 * `base-2`, `base-3` … (a slug holds [a-z0-9-] only, so `like` needs no escaping).
 */
export async function freeSlug(
	db: DB,
	collection: ProjectCollection,
	base: string,
	except?: string,
): Promise<string> {
	const start = base || 'project'
	const rows = await db
		.selectFrom('projects')
		.select('slug')
		.where('collection', '=', collection)
		.where((eb) => eb.or([eb('slug', '=', start), eb('slug', 'like', `${start}-%`)]))
		.execute()
	const taken = new Set(rows.map((row) => row.slug))
	if (except) taken.delete(except)
	return firstFreeSlug(start, taken)
}

/** Every visible project's name and address: the pages a rich text's link can name. */
export async function listVisibleProjectAddresses(
	db: DB,
	limit = 1_000,
): Promise<Array<{ name: string; collection: ProjectCollection; slug: string }>> {
	const rows = await db
		.selectFrom('projects')
		.select(['name', 'collection', 'slug'])
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
		.orderBy('collection', 'asc')
		.orderBy('sortOrder', 'asc')
		.limit(limit)
		.execute()
	return rows.map((row) => ({ ...row, collection: row.collection as ProjectCollection }))
}

/** The dashboard's list query: the filter's projects in the manual order, not the trash. */
export function projectListQuery(db: DB, filter: ProjectFilter) {
	let query = db.selectFrom('projects').where('deletedAt', 'is', null)
	if (filter.collection) query = query.where('collection', '=', filter.collection)
	if (filter.type) query = query.where('type', '=', filter.type)
	if (filter.visible !== undefined) query = query.where('visible', '=', filter.visible)
	if (filter.search) query = query.where(matchesText(db, SEARCHED, filter.search))
	return query
}

/**
 * Every project of the filter (admin), shown or not, in the manual order: with a collection
 * and a type, read in projects_admin_idx's order (no sort step), the search and the
 * visibility tested on the way.
 */
export async function listProjects(
	db: DB,
	options: ProjectFilter & { limit?: number; offset?: number } = {},
): Promise<Project[]> {
	const query = paginate(
		projectListQuery(db, options)
			.selectAll()
			.orderBy('sortOrder', 'asc')
			.orderBy('id', 'asc'),
		options,
	)
	const rows = await query.execute()
	return rows.map(projectFromRow)
}

/** One page of the admin's list (every project of the filter, in order) and its total. */
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
	options: ProjectFilter = {},
): Promise<number> {
	const row = await projectListQuery(db, options)
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return toNumber(row.count)
}

/** A project that is not in the trash. */
export async function getProject(db: DB, id: string): Promise<Project | null> {
	const row = await db
		.selectFrom('projects')
		.selectAll()
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return row ? projectFromRow(row) : null
}

/** A project's address in the default language (not in the trash); null when there is none. */
export async function getProjectSlug(db: DB, id: string): Promise<string | null> {
	const [row] = (await selectSlug(db, id)).rows
	return row?.slug ?? null
}

// Every project page's read (its address in each language): built and compiled once.
const selectSlug = preparedQuery((db: DB, id: string) =>
	db
		.selectFrom('projects')
		.select('slug')
		.where('id', '=', id)
		.where('deletedAt', 'is', null),
)

/**
 * Adds a project at revision 1 (0: an item that exists only as a draft so far, never
 * published), first in its collection's order (the others move one place on) unless
 * `sortOrder` is given (demo content and imports that write a whole order). createdAt and
 * updatedAt are now unless `createdAt` is given; the id is random unless given.
 */
export async function createProject(
	db: DB,
	input: ProjectInput & {
		id?: string
		createdAt?: string
		revision?: number
		sortOrder?: number
	},
): Promise<Project> {
	const createdAt = input.createdAt ?? nowIso()
	const { sortOrder, revision, ...fields } = input
	// A project gets its address when it is published (a draft has none yet): the one
	// given, or one made from its name.
	const slug =
		revision === 0
			? ''
			: fields.slug || (await freeSlug(db, fields.collection, slugFromName(fields.name)))
	if (sortOrder === undefined) {
		await lockOrder(db, orderOf(input.collection))
		await openSlot(db, orderOf(input.collection), 0)
	}
	const row = await db
		.insertInto('projects')
		.values({
			...projectToRow({ ...fields, slug }),
			id: input.id ?? newId(),
			revision: revision ?? 1,
			sortOrder: sortOrder ?? 0,
			createdAt,
			updatedAt: createdAt,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return projectFromRow(row)
}

/**
 * Saves the given fields, sets updatedAt (createdAt too on a first publish: `created`) and
 * bumps the revision. Returns null when there is no such project. With `expectedRevision`,
 * the save happens only if the stored revision still equals it; otherwise it throws
 * RevisionConflictError and changes nothing.
 */
export async function updateProject(
	db: DB,
	id: string,
	input: Partial<ProjectInput>,
	options: { expectedRevision?: number; created?: boolean } = {},
): Promise<Project | null> {
	const now = nowIso()
	// A project that changes collection leaves its old order (closing the gap) and goes
	// first in the new one.
	const before = input.collection
		? await db
				.selectFrom('projects')
				.select(['collection', 'sortOrder'])
				.where('id', '=', id)
				.executeTakeFirst()
		: undefined
	const moving = before && input.collection && before.collection !== input.collection
	if (moving) {
		await lockOrder(db, orderOf(before.collection))
		await lockOrder(db, orderOf(input.collection!))
	}
	let query = db
		.updateTable('projects')
		.set((eb) => ({
			...projectPatchToRow(input),
			updatedAt: now,
			...(options.created ? { createdAt: now } : {}),
			revision: eb('revision', '+', 1),
		}))
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
	const { expectedRevision } = options
	if (expectedRevision !== undefined)
		query = query.where('revision', '=', expectedRevision)
	const row = await query.returningAll().executeTakeFirst()
	if (row && moving) {
		await closeSlot(db, orderOf(before.collection), toNumber(before.sortOrder))
		await openSlot(db, orderOf(row.collection), 0)
		const placed = await db
			.updateTable('projects')
			.set({ sortOrder: 0 })
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirstOrThrow()
		return projectFromRow(placed)
	}
	if (row) return projectFromRow(row)
	if (expectedRevision === undefined) return null
	const current = await getProject(db, id)
	if (!current) return null
	throw new RevisionConflictError(current, expectedRevision)
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
	intro: 'json',
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
	slug: 'plain',
	seo: 'json',
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
		slug: row.slug,
		type: row.type,
		collection: row.collection,
		category: row.category,
		description: row.description,
		banner: toImageRef(parseJson(row.banner)),
		image: toImageRef(parseJson(row.image)),
		intro: readRichText(row.intro, 'article'),
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
		seo: readPageSearch(parseJson(row.seo)),
		revision: toNumber(row.revision),
		sortOrder: toNumber(row.sortOrder),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}

/** What a project's fields say, without what the server keeps of it (id, revision, times). */
export function projectInputOf(project: Project): ProjectInput {
	const {
		id: _id,
		revision: _revision,
		createdAt: _createdAt,
		updatedAt: _updatedAt,
		...input
	} = project
	return input
}

/**
 * A project document as a revision keeps it (content_revisions.data: ProjectInput as JSON),
 * read as strictly as a row; null when it is not one.
 */
export function projectInputFromJson(value: unknown): ProjectInput | null {
	if (!isRecord(value) || typeof value.name !== 'string') return null
	const text = (field: unknown) => (typeof field === 'string' ? field : '')
	const visible = toBoolean(value.visible)
	return {
		name: value.name,
		slug: text(value.slug),
		type: value.type === 'website' ? 'website' : 'mobile',
		collection: value.collection === 'products' ? 'products' : 'portfolio',
		category: text(value.category),
		description: text(value.description),
		banner: toImageRef(value.banner),
		image: toImageRef(value.image),
		intro: readRichText(value.intro, 'article'),
		features: toFeatures(value.features),
		platforms: toStringList(value.platforms),
		primaryColor: text(value.primaryColor),
		secondaryColor: text(value.secondaryColor),
		accentColor: text(value.accentColor) || null,
		prototype: toStringList(value.prototype),
		productImages: toImageRefs(value.productImages),
		align: value.align === 'right' ? 'right' : 'left',
		visible,
		// Spec §4: a shown project is published, a hidden one a draft.
		status: visible ? 'published' : 'draft',
		phases: toStringList(value.phases),
		seo: readPageSearch(value.seo),
	}
}

/** Removes a project for good (the trash's purge does it through deleteRow). */
export function deleteProject(db: DB, id: string): Promise<boolean> {
	return deleteRow(db, 'projects', id)
}

/**
 * The project each of `paths` shows (`/portfolio/{slug}`, or an address of before: its id,
 * the other collection's path), by its name and address now; a path naming none is left out.
 */
export async function projectsAtPaths(
	db: DB,
	paths: readonly string[],
): Promise<Map<string, { name: string; address: string }>> {
	const segments = new Map<string, string>()
	for (const path of paths) {
		const match = /^\/(?:portfolio|products)\/([^/]+)$/.exec(path)
		if (match) segments.set(path, decodeURIComponent(match[1]!))
	}
	const named = new Map<string, { name: string; address: string }>()
	const wanted = [...new Set(segments.values())]
	if (wanted.length === 0) return named
	const rows = await db
		.selectFrom('projects')
		.select(['id', 'name', 'slug', 'collection'])
		.where((eb) => eb.or([eb('slug', 'in', wanted), eb('id', 'in', wanted)]))
		.where('slug', '<>', sql.lit(''))
		.execute()
	for (const [path, segment] of segments) {
		const collection = path.split('/')[1]
		const row =
			rows.find((r) => r.slug === segment && r.collection === collection) ??
			rows.find((r) => r.id === segment) ??
			rows.find((r) => r.slug === segment)
		if (row)
			named.set(path, {
				name: row.name,
				address: projectAddress(row.collection as ProjectCollection, row.slug),
			})
	}
	return named
}
