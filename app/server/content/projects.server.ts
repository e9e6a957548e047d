// Projects and products as a content kind (kind.server.ts): a draft is the project form's
// typed value (ProjectFormValues), the published document the project's fields
// (ProjectInput) in its row of `projects`, whose revision counts its published versions.
// A project added as a draft has a row at revision 0, hidden: it is on no public page and
// cannot be shown until it is published (decision 033).
import type { Transaction } from 'kysely'
import type { RouterContextProvider } from 'react-router'

import type { FieldSpecs } from '#app/lib/content-diff.ts'
import type { UploadKind } from '#app/lib/media.ts'
import { editProjectPath } from '#app/lib/project-paths.ts'
import { projectAddress, slugFromName, SLUG_MESSAGES } from '#app/lib/slugs.ts'
import type {
	ImageRef,
	Project,
	ProjectCollection,
	ProjectInput,
} from '#app/lib/types.ts'
import {
	PROJECT_MESSAGES,
	projectFieldErrors,
	projectFormDefaults,
	projectFormRawSchema,
	projectFormSchema,
	toProjectInput,
	type ProjectFieldErrors,
	type ProjectFormValues,
} from '#app/schemas/project.ts'
import type { Database, DB } from '#app/server/db/index.server.ts'
import { resolveChosenImage } from '#app/server/media/image-refs.server.ts'
import * as projects from '#app/server/models/projects.server.ts'
import { deleteRedirectFrom } from '#app/server/models/redirects.server.ts'
import { recordAddressChange } from '#app/server/admin/redirects.server.ts'
import { movedTo, redirectAnswer } from '#app/server/redirects/answer.server.ts'

import type { ContentActor, ContentKind, Published } from './kind.server.ts'
import { previewAccess, previewDocument, type PreviewGrant } from './preview.server.ts'

/** The fields a project's history compares, in the form's order. */
const PROJECT_FIELD_SPECS = {
	name: { label: 'Name', kind: 'text' },
	slug: { label: 'Address', kind: 'text' },
	type: { label: 'Type', kind: 'text' },
	collection: { label: 'Listed in', kind: 'text' },
	category: { label: 'Category', kind: 'text' },
	description: { label: 'Description', kind: 'text' },
	banner: { label: 'Banner image', kind: 'image' },
	image: { label: 'Project image', kind: 'image' },
	intro: { label: 'Introduction', kind: 'text' },
	features: { label: 'Features', kind: 'list' },
	platforms: { label: 'Platforms', kind: 'list' },
	primaryColor: { label: 'Primary color', kind: 'text' },
	secondaryColor: { label: 'Secondary color', kind: 'text' },
	accentColor: { label: 'Accent color', kind: 'text' },
	prototype: { label: 'Prototype', kind: 'list' },
	productImages: { label: 'Product images', kind: 'images' },
	align: { label: 'Image side', kind: 'text' },
	visible: { label: 'Shown on the site', kind: 'boolean' },
	phases: { label: 'Phases', kind: 'list' },
	'seo.title': { label: 'Search title', kind: 'text' },
	'seo.description': { label: 'Search description', kind: 'text' },
	'seo.image': { label: 'Share image', kind: 'image' },
	'seo.noindex': { label: 'Hidden from search engines', kind: 'boolean' },
} as const satisfies FieldSpecs & Partial<Record<keyof ProjectInput, unknown>>

/** Every image a project names. */
const imagesOfProject = (
	project: Pick<ProjectInput, 'banner' | 'image' | 'productImages' | 'seo'> | null,
): Array<ImageRef | null> =>
	project
		? [project.banner, project.image, ...project.productImages, project.seo.image]
		: []

/**
 * The images of `data` as the server knows them (see resolveChosenImage): those that are
 * the project's own (`before`) or images of the library; others are left out. `dryRun`:
 * nothing locked or written (a preview, a schedule's check).
 */
async function resolveImages(
	db: DB,
	data: ProjectInput,
	before: ProjectInput | null,
	dryRun = false,
): Promise<ProjectInput> {
	const current = imagesOfProject(before)
	const resolve = (image: ImageRef, kind: UploadKind) =>
		resolveChosenImage(db, image, kind, current, { dryRun })
	const banner = data.banner ? await resolve(data.banner, 'banner') : null
	const image = data.image ? await resolve(data.image, 'project') : null
	const productImages: ImageRef[] = []
	for (const item of data.productImages) {
		const resolved = await resolve(item, 'product')
		if (resolved) productImages.push(resolved)
	}
	const shareImage = data.seo.image ? await resolve(data.seo.image, 'banner') : null
	return {
		...data,
		banner,
		image,
		productImages,
		seo: { ...data.seo, image: shareImage },
	}
}

/**
 * The address a publish gives the project: the one written (refused when another project
 * of the collection holds it, in the trash too), or one made from the name, unique there.
 * Its own address, as published, is its own.
 */
async function resolveSlug(
	db: DB,
	doc: ProjectInput,
	current: Published<ProjectInput>,
): Promise<{ slug: string } | { error: string }> {
	const own =
		current.revision > 0 && current.doc.collection === doc.collection
			? current.doc.slug
			: undefined
	if (!doc.slug) {
		const base = slugFromName(doc.name)
		if (!base) return { error: SLUG_MESSAGES.fromName }
		if (own && (own === base || own.startsWith(`${base}-`))) return { slug: own }
		return { slug: await projects.freeSlug(db, doc.collection, base, own) }
	}
	if (doc.slug === own) return { slug: own }
	const owner = await projects.getSlugOwner(db, doc.collection, doc.slug)
	if (!owner) return { slug: doc.slug }
	return {
		error: `That address is taken by “${owner.name}”${owner.inTrash ? ' (in the trash)' : ''}: choose another.`,
	}
}

/** Spec §5's message for each image the project needs and does not have (as resolved). */
function missingImages(data: ProjectInput): ProjectFieldErrors {
	const fieldErrors: ProjectFieldErrors = {}
	if (!data.banner) fieldErrors.banner = PROJECT_MESSAGES.banner
	if (!data.image) fieldErrors.image = PROJECT_MESSAGES.image
	if (data.collection === 'products' && data.productImages.length === 0)
		fieldErrors.productImages = PROJECT_MESSAGES.productImages
	return fieldErrors
}

const publishedOf = (project: Project): Published<ProjectInput> => ({
	doc: projects.projectInputOf(project),
	revision: project.revision,
})

export const projectKind: ContentKind<ProjectInput, ProjectFormValues> = {
	entity: 'project',
	noun: 'project',
	draftSchema: projectFormRawSchema,
	fields: PROJECT_FIELD_SPECS,

	async readPublished(db, id) {
		const project = await projects.getProject(db, id)
		return project ? publishedOf(project) : null
	},

	async check(db, draft, current, options) {
		const parsed = projectFormSchema.safeParse(draft)
		if (!parsed.success)
			return { ok: false, fieldErrors: projectFieldErrors(parsed.error) }
		const before = current.revision > 0 ? current.doc : null
		const doc = await resolveImages(db, parsed.data, before, options?.dryRun)
		const fieldErrors = missingImages(doc)
		const slug = await resolveSlug(db, doc, current)
		if ('error' in slug) fieldErrors.slug = slug.error
		return Object.keys(fieldErrors).length > 0
			? { ok: false, fieldErrors }
			: { ok: true, doc: { ...doc, slug: 'slug' in slug ? slug.slug : doc.slug } }
	},

	async write(trx, id, doc, expectedRevision, actor) {
		const before = await projects.getProject(trx, id)
		try {
			// A first publish is the project's creation (spec §4): it lists as the newest.
			const created = expectedRevision === 0
			if (!(await projects.updateProject(trx, id, doc, { expectedRevision, created })))
				return false
		} catch (error) {
			if (error instanceof projects.RevisionConflictError) return false
			throw error
		}
		await keepAddress(trx, before, doc, actor)
		return true
	},

	toDraft: (doc) => projectFormDefaults(doc),
	fieldsOf: (draft) => toProjectInput(draft),
	readDoc: projects.projectInputFromJson,

	async preview(db, draft, current) {
		const before = current.revision > 0 ? current.doc : null
		return resolveImages(db, toProjectInput(draft), before, true)
	},

	title: (value) => value.name.trim() || 'Untitled project',
	publicPath: (id, value) => projectPublicPath(id, value.collection),
	editPath: editProjectPath,
	auditDetail: (value) => ({
		name: value.name,
		collection: value.collection,
		type: value.type,
		...(value.slug ? { address: projectAddress(value.collection, value.slug) } : {}),
	}),

	async create(trx: Transaction<Database>, draft) {
		// A row to hold its place in the lists: hidden, never published (revision 0), named
		// as the draft was when it was first saved; its images wait for the publish.
		const project = await projects.createProject(trx, {
			...toProjectInput(draft),
			banner: null,
			image: null,
			productImages: [],
			visible: false,
			status: 'draft',
			revision: 0,
		})
		return project.id
	},
}

/**
 * The address a visitor had for the project leads where it is now: a published, shown
 * project whose slug or collection changed leaves a redirect (301) from its old address to
 * its new one, and the address it now has is its page (no redirect from it stays).
 */
async function keepAddress(
	trx: DB,
	before: Project | null,
	doc: ProjectInput,
	actor: ContentActor,
) {
	const now = doc.slug ? projectAddress(doc.collection, doc.slug) : null
	if (
		before &&
		before.revision > 0 &&
		before.visible &&
		before.slug &&
		now &&
		doc.visible
	)
		await recordAddressChange(trx, {
			from: projectAddress(before.collection, before.slug),
			to: now,
			actor,
		})
	if (now && doc.visible) await deleteRedirectFrom(trx, now)
}

/** Where a preview shows a project: by its id (a draft may have no address yet). */
export function projectPublicPath(id: string, collection: ProjectCollection): string {
	return `/${collection}/${encodeURIComponent(id)}`
}

/**
 * The project a public project page shows: the published, visible one; or, on a preview
 * page (its `token` parameter), the draft the token may see. Null: the page's not-found.
 */
export async function projectForPage(
	db: DB,
	page: {
		request: Request
		context: Readonly<RouterContextProvider>
		params: { projectId: string; token?: string }
		collection: ProjectCollection
		/** A preview in another language: the document it shows (translations.server.ts). */
		translate?: (grant: PreviewGrant, id: string) => Promise<ProjectInput | null>
	},
): Promise<Project | null> {
	const { params, collection } = page
	if (params.token === undefined)
		return projects.getVisibleProjectBySlug(db, collection, params.projectId)
	const access = await previewAccess(db, page.request, page.context, params.token)
	if (!access.ok) return null
	const live = await projects.getProject(db, params.projectId)
	const doc = !live
		? null
		: page.translate
			? await page.translate(access.grant, live.id)
			: await previewDocument(db, projectKind, access.grant, live.id)
	if (!live || !doc || doc.collection !== collection) return null
	return {
		...doc,
		id: live.id,
		revision: live.revision,
		sortOrder: live.sortOrder,
		createdAt: live.createdAt,
		updatedAt: live.updatedAt,
	}
}

/**
 * What `/{collection}/{segment}` answers when no project has that address: a stored
 * redirect's answer, or a 301 to the address of the project the segment names another way
 * (its slug in the other collection, its id of before); null for a 404. Under another
 * language's prefix, the default language's redirect of the same address leads on too.
 */
export async function movedAddress(
	db: DB,
	page: {
		collection: ProjectCollection
		segment: string
		path: string
		/** Where a default-language address is on this page's language (one hop). */
		addressIn?: (path: string) => Promise<string>
	},
) {
	const addressIn = page.addressIn ?? ((path: string) => Promise.resolve(path))
	const stored = await redirectAnswer(db, page.path)
	if (stored) return stored
	const plain = projectAddress(page.collection, page.segment)
	if (plain !== page.path) {
		const moved = await redirectAnswer(db, plain, addressIn)
		if (moved) return moved
	}
	// Addresses are lower case: one typed in capitals is the same address.
	const lower = page.segment.toLowerCase()
	const found =
		(await projects.findVisibleProjectAddress(db, page.segment)) ??
		(lower === page.segment ? null : await projects.findVisibleProjectAddress(db, lower))
	if (!found) return null
	const address = await addressIn(projectAddress(found.collection, found.slug))
	return address === page.path ? null : movedTo(address)
}
