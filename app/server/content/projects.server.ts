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

import type { ContentKind, Published } from './kind.server.ts'
import { previewAccess, previewDocument } from './preview.server.ts'

/** The fields a project's history compares, in the form's order. */
const PROJECT_FIELD_SPECS = {
	name: { label: 'Name', kind: 'text' },
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
} as const satisfies FieldSpecs & Partial<Record<keyof ProjectInput, unknown>>

/** Every image a project names. */
const imagesOfProject = (
	project: Pick<ProjectInput, 'banner' | 'image' | 'productImages'> | null,
): Array<ImageRef | null> =>
	project ? [project.banner, project.image, ...project.productImages] : []

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
	return { ...data, banner, image, productImages }
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
		return Object.keys(fieldErrors).length > 0
			? { ok: false, fieldErrors }
			: { ok: true, doc }
	},

	async write(trx, id, doc, expectedRevision) {
		try {
			// A first publish is the project's creation (spec §4): it lists as the newest.
			const created = expectedRevision === 0
			return (
				(await projects.updateProject(trx, id, doc, { expectedRevision, created })) !==
				null
			)
		} catch (error) {
			if (error instanceof projects.RevisionConflictError) return false
			throw error
		}
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

/** Where a visitor sees a project (spec §2: /portfolio/:id or /products/:id). */
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
	},
): Promise<Project | null> {
	const { params, collection } = page
	if (params.token === undefined)
		return projects.getVisibleProject(db, params.projectId, collection)
	const access = await previewAccess(db, page.request, page.context, params.token)
	if (!access.ok) return null
	const live = await projects.getProject(db, params.projectId)
	const doc = live ? await previewDocument(db, projectKind, access.grant, live.id) : null
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
