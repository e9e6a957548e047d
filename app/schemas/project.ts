// The project form (spec §3 fields, spec §5 messages), shared by the browser (instant
// messages beside the fields) and the server (the check that counts).
//
// The form posts plain fields: repeated `featureTitle`/`featureDescription`, `platform`,
// `prototype` and `phase` inputs, and the images as JSON in hidden inputs (see
// app/schemas/image.ts). projectFormInput() reads a FormData into the raw shape;
// projectFormSchema checks it and yields a ProjectInput; readForm(form, projectForm) does both for
// the action (see app/schemas/form.ts).
//
// Which rules apply where, and why:
// - Name, category, description, intro, banner, image, at least one platform and the
//   primary and secondary colours: every project, both collections and types. Each is shown
//   by the public list (name, category, description, image, platforms) or the detail page
//   (banner, intro, colours).
// - Features are optional; a row must have both a title and a description, and a row
//   left entirely blank is dropped.
// - Prototypes are optional (the detail page has a message for a project without one, and
//   the demo content has several): every prototype row the admin adds must be filled
//   ('Prototype iframe code is required') and be a design-tool link or embed code
//   (app/lib/prototype.ts).
// - Product images: at least one for a product (collection 'products'), whose detail page
//   is about its screens; optional for portfolio work.
// - Colours are free text (spec §5), expected like a hex code: anything else ('blue-ish')
//   is refused with COLOR_FORMAT_MESSAGE (issue 22); the picker beside each writes one.
import { z } from 'zod'

import type { ConflictView } from '#app/lib/edit-conflict.ts'
import { defaultPhasesFor } from '#app/lib/phases.ts'
import { parsePrototype } from '#app/lib/prototype.ts'
import {
	isRichTextEmpty,
	richFromPlainText,
	richTextDraftSchema,
	trimRichText,
	visibleLength,
} from '#app/lib/rich-text.ts'
import { slugIssue } from '#app/lib/slugs.ts'
import type { ProjectInput } from '#app/lib/types.ts'

import {
	bulkVisibilityActions,
	positionSchema,
	fieldErrorsOf,
	recordIdSchema,
	type FieldErrors,
	type FormSpec,
} from './form.ts'
import { imageAltIssue, imageFieldSchema, imageListFieldSchema } from './image.ts'
import { NO_PAGE_SEARCH, pageSearchDraftSchema, pageSearchSchema } from './search.ts'

/** Spec §5, word for word. */
export const PROJECT_MESSAGES = {
	name: 'Project name is required',
	category: 'Project category is required',
	description: 'Project description is required',
	banner: 'Banner image is required',
	image: 'Project image is required',
	intro: 'Project introduction is required',
	featureTitle: 'Feature title is required if description is provided',
	featureDescription: 'Feature description is required if title is provided',
	platforms: 'At least one platform is required',
	primaryColor: 'Primary color is required',
	secondaryColor: 'Secondary color is required',
	prototype: 'Prototype iframe code is required',
	productImages: 'At least one product image is required',
} as const

/**
 * A colour that is not a hex code (beyond the spec, whose required-colour messages above are
 * unchanged): `#RGB` or `#RRGGBB`, as the picker beside the field writes.
 */
export const COLOR_FORMAT_MESSAGE = 'Enter the color as a hex code, like #4D92CE or #49C.'

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Length limits (the spec shows none; these keep a record and its pages sane). */
export const PROJECT_LIMITS = {
	name: 200,
	category: 100,
	description: 2000,
	intro: 10_000,
	featureTitle: 200,
	featureDescription: 1000,
	features: 50,
	platform: 60,
	platforms: 20,
	prototype: 5000,
	prototypes: 10,
	productImages: 30,
	phase: 200,
	phases: 20,
} as const

/**
 * A count as the forms' messages write it ("1,200"). One formatter for every message:
 * toLocaleString makes a new one per call (~1 ms each in Node), and the field tables ask
 * some 150 times as the server starts.
 */
export const formatCount = new Intl.NumberFormat('en-US').format

export const tooLong = (max: number) => `Use at most ${formatCount(max)} characters`
export const tooMany = (max: number, what: string) => `At most ${max} ${what}`

const text = z.string().catch('')
// Rich text as the editor posts it (JSON), read as far as it goes (app/lib/rich-text.ts).
const intro = richTextDraftSchema('article')
const featureDescription = richTextDraftSchema('inline')
const texts = z.array(z.string().catch('')).catch([])

/**
 * The form's fields as posted, read leniently: every rule is checked in one place below.
 * Also a draft's schema: whatever the form holds (an autosave of a half-typed form) is a
 * draft (decision 033).
 */
export const projectFormRawSchema = z.object({
	name: text,
	/** Its address as typed; empty: made from the name when published. */
	slug: text,
	type: z.enum(['mobile', 'website']).catch('mobile'),
	collection: z.enum(['portfolio', 'products']).catch('portfolio'),
	category: text,
	description: text,
	banner: imageFieldSchema.catch(null),
	image: imageFieldSchema.catch(null),
	intro,
	features: z.array(z.object({ title: text, description: featureDescription })).catch([]),
	platforms: texts,
	primaryColor: text,
	secondaryColor: text,
	accentColor: text,
	prototype: texts,
	productImages: imageListFieldSchema.catch([]),
	align: z.enum(['left', 'right']).catch('left'),
	visible: z.boolean().catch(false),
	phases: texts,
	seo: pageSearchDraftSchema,
})

/** What the form holds, before any rule: also what it is filled from again after a refusal. */
export type ProjectFormValues = z.output<typeof projectFormRawSchema>

/** Field errors by path: 'name', 'banner', 'features.2.title', 'prototype.0', … */
export type ProjectFieldErrors = FieldErrors

/** What the form knows of the versions stored (decision 033), sent back with every save. */
export interface ProjectVersions {
	/** The draft version it last saw; 0 when it saw no draft. */
	draftVersion: number
	/** The published revision it was opened at (0: never published). */
	baseRevision: number
}

/** What a refused save hands back to the form (400, 409 or 500). */
export interface ProjectFormActionData {
	fieldErrors: ProjectFieldErrors
	values: ProjectFormValues
	formError: string | null
	/**
	 * After a 409 (or 423): what is stored now, who saved or published it when, and what
	 * differs from the form; saving again on these versions with "Keep mine" replaces it.
	 */
	conflict: ProjectConflict | null
}

/** What the autosave answers (JSON): the versions now stored, or why it was not saved. */
export type AutosaveAnswer =
	| { ok: true; id: string; draftVersion: number; baseRevision: number; savedAt: string }
	| { ok: false; message: string; conflict?: ProjectConflict }

/** Another admin's save or publish came first (decisions 033, 042); the post it refused. */
export interface ProjectConflict extends ConflictView {
	intent: ProjectFormIntent
}

function checkProjectForm(values: ProjectFormValues, ctx: z.RefinementCtx) {
	const add = (path: (string | number)[], message: string) =>
		ctx.addIssue({ code: 'custom', path, message })
	const required = (key: keyof typeof PROJECT_LIMITS & keyof ProjectFormValues) => {
		const value = values[key]
		const message = PROJECT_MESSAGES[key as keyof typeof PROJECT_MESSAGES]
		if (typeof value !== 'string') return
		if (value.trim() === '') add([key], message)
		else if (value.trim().length > PROJECT_LIMITS[key])
			add([key], tooLong(PROJECT_LIMITS[key]))
	}
	required('name')
	const slug = values.slug.trim()
	if (slug) {
		const problem = slugIssue(slug)
		if (problem) add(['slug'], problem)
	}
	const search = pageSearchSchema.safeParse(values.seo)
	for (const issue of search.error?.issues ?? [])
		add(
			['seo', ...issue.path.map((key) => (typeof key === 'symbol' ? '' : key))],
			issue.message,
		)
	const seoAlt = imageAltIssue(values.seo.image)
	if (seoAlt) add(['seo', 'image'], seoAlt)
	required('category')
	required('description')
	// Limits count what a visitor reads, not the JSON.
	if (isRichTextEmpty(values.intro)) add(['intro'], PROJECT_MESSAGES.intro)
	else if (visibleLength(values.intro) > PROJECT_LIMITS.intro)
		add(['intro'], tooLong(PROJECT_LIMITS.intro))
	if (!values.banner) add(['banner'], PROJECT_MESSAGES.banner)
	if (!values.image) add(['image'], PROJECT_MESSAGES.image)
	for (const key of ['banner', 'image', 'productImages'] as const) {
		const problem = imageAltIssue(values[key])
		if (problem) add([key], problem)
	}

	if (values.features.length > PROJECT_LIMITS.features)
		add(['features'], tooMany(PROJECT_LIMITS.features, 'features'))
	values.features.forEach((feature, index) => {
		const title = feature.title.trim()
		const description = !isRichTextEmpty(feature.description)
		if (!title && description)
			add(['features', index, 'title'], PROJECT_MESSAGES.featureTitle)
		else if (title.length > PROJECT_LIMITS.featureTitle)
			add(['features', index, 'title'], tooLong(PROJECT_LIMITS.featureTitle))
		if (title && !description)
			add(['features', index, 'description'], PROJECT_MESSAGES.featureDescription)
		else if (visibleLength(feature.description) > PROJECT_LIMITS.featureDescription)
			add(['features', index, 'description'], tooLong(PROJECT_LIMITS.featureDescription))
	})

	const platforms = values.platforms.map((p) => p.trim()).filter(Boolean)
	if (platforms.length === 0) add(['platforms'], PROJECT_MESSAGES.platforms)
	else if (platforms.length > PROJECT_LIMITS.platforms)
		add(['platforms'], tooMany(PROJECT_LIMITS.platforms, 'platforms'))
	values.platforms.forEach((platform, index) => {
		if (platform.trim().length > PROJECT_LIMITS.platform)
			add(['platforms', index], tooLong(PROJECT_LIMITS.platform))
	})

	for (const key of ['primaryColor', 'secondaryColor'] as const) {
		const value = values[key].trim()
		if (!value) add([key], PROJECT_MESSAGES[key])
		else if (!HEX_COLOR.test(value)) add([key], COLOR_FORMAT_MESSAGE)
	}
	const accent = values.accentColor.trim()
	if (accent && !HEX_COLOR.test(accent)) add(['accentColor'], COLOR_FORMAT_MESSAGE)

	if (values.prototype.length > PROJECT_LIMITS.prototypes)
		add(['prototype'], tooMany(PROJECT_LIMITS.prototypes, 'prototypes'))
	values.prototype.forEach((entry, index) => {
		const value = entry.trim()
		if (!value) add(['prototype', index], PROJECT_MESSAGES.prototype)
		else if (value.length > PROJECT_LIMITS.prototype)
			add(['prototype', index], tooLong(PROJECT_LIMITS.prototype))
		else {
			const parsed = parsePrototype(value)
			if (!parsed.ok) add(['prototype', index], parsed.message)
		}
	})

	if (values.collection === 'products' && values.productImages.length === 0)
		add(['productImages'], PROJECT_MESSAGES.productImages)
	if (values.productImages.length > PROJECT_LIMITS.productImages)
		add(['productImages'], tooMany(PROJECT_LIMITS.productImages, 'product images'))

	if (values.phases.length > PROJECT_LIMITS.phases)
		add(['phases'], tooMany(PROJECT_LIMITS.phases, 'phases'))
	values.phases.forEach((phase, index) => {
		if (phase.trim().length > PROJECT_LIMITS.phase)
			add(['phases', index], tooLong(PROJECT_LIMITS.phase))
	})
}

/** The values as the project they describe; the rules above are checked before. */
export function toProjectInput(values: ProjectFormValues): ProjectInput {
	const phases = values.phases.map((p) => p.trim()).filter(Boolean)
	const seo = pageSearchSchema.safeParse(values.seo)
	return {
		name: values.name.trim(),
		slug: values.slug.trim(),
		type: values.type,
		collection: values.collection,
		category: values.category.trim(),
		description: values.description.trim(),
		// Both are checked above; the types cannot know that.
		banner: values.banner,
		image: values.image,
		intro: trimRichText(values.intro),
		features: values.features
			.map((f) => ({ title: f.title.trim(), description: trimRichText(f.description) }))
			.filter((f) => f.title || !isRichTextEmpty(f.description)),
		platforms: values.platforms.map((p) => p.trim()).filter(Boolean),
		primaryColor: values.primaryColor.trim(),
		secondaryColor: values.secondaryColor.trim(),
		accentColor: values.accentColor.trim() || null,
		prototype: values.prototype.map((p) => p.trim()),
		productImages: values.productImages,
		align: values.align,
		visible: values.visible,
		// Spec §4: a shown project is published, a hidden one a draft.
		status: values.visible ? 'published' : 'draft',
		phases: phases.length > 0 ? phases : defaultPhasesFor(values.type),
		seo: seo.success ? seo.data : { ...NO_PAGE_SEARCH },
	}
}

export const projectFormSchema = projectFormRawSchema
	.superRefine(checkProjectForm)
	.transform(toProjectInput)

/** The raw shape from a posted form (see the field names above). */
export function projectFormInput(form: FormData): Record<string, unknown> {
	const strings = (name: string) =>
		form.getAll(name).map((value) => (typeof value === 'string' ? value : ''))
	const one = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : ''
	}
	const titles = strings('featureTitle')
	const descriptions = strings('featureDescription')
	return {
		name: one('name'),
		slug: one('slug'),
		type: one('type'),
		collection: one('collection'),
		category: one('category'),
		description: one('description'),
		banner: one('banner'),
		image: one('image'),
		intro: one('intro'),
		features: titles.map((title, index) => ({
			title,
			description: descriptions[index] ?? '',
		})),
		platforms: strings('platform'),
		primaryColor: one('primaryColor'),
		secondaryColor: one('secondaryColor'),
		accentColor: one('accentColor'),
		prototype: strings('prototype'),
		productImages: one('productImages'),
		align: one('align'),
		visible: form.get('visible') === 'on',
		phases: strings('phase'),
		seo: {
			title: one('seoTitle'),
			description: one('seoDescription'),
			image: one('seoImage'),
			noindex: form.get('seoNoindex') === 'on',
		},
	}
}

/** The posted project form (readForm): the ProjectInput to save, or the field errors. */
export const projectForm = {
	schema: projectFormSchema,
	input: projectFormInput,
	values: (input: unknown) => projectFormRawSchema.parse(input),
} satisfies FormSpec<typeof projectFormSchema, ProjectFormValues, FieldErrors>

/** The posted project form as a draft (the autosave): read leniently, a draft may break every rule. */
export const projectDraftForm = {
	...projectForm,
	schema: projectFormRawSchema,
} satisfies FormSpec<typeof projectFormRawSchema, ProjectFormValues, FieldErrors>

/**
 * What the form's buttons ask for (intent): publish it, keep it as a draft, open its
 * preview, discard the draft, set or clear its time to go live. (The autosave posts to its
 * own route, answered with JSON.)
 */
export const projectFormIntentSchema = z
	.enum(['publish', 'draft', 'preview', 'discard', 'schedule', 'unschedule', 'submit'])
	.catch('publish')
export type ProjectFormIntent = z.output<typeof projectFormIntentSchema>

/**
 * Why a form keeps a copy of itself beside the draft (decision 042): the admin asked for
 * one after a conflict, or another admin took the item over.
 */
export const copyReasonSchema = z.enum(['copy', 'taken-over'])

/** The time a draft is set to go live at, as the form posts it (decision 033). */
export const scheduleFieldsSchema = z.object({
	/** A datetime-local value in `timeZone`. */
	publishAt: z.string().trim().min(1, 'Choose a date and time.').max(40),
	/** The browser's IANA zone; a form sent without JavaScript says UTC. */
	timeZone: z.string().trim().max(80).catch('UTC'),
})

/** Show/Hide and Delete from a Portfolio or Products card. */
export const projectListActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('visibility'), id: recordIdSchema }),
	z.object({ intent: z.literal('delete'), id: recordIdSchema }),
	z.object({ intent: z.literal('move'), id: recordIdSchema, position: positionSchema }),
	...bulkVisibilityActions,
])
export type ProjectListAction = z.output<typeof projectListActionSchema>

/** The first message per field path. */
export const projectFieldErrors = fieldErrorsOf

/** A form filled from a project (edit) or with the creation defaults of spec §3 (add). */
export function projectFormDefaults(
	project: ProjectInput | null,
	collection: ProjectInput['collection'] = 'portfolio',
): ProjectFormValues {
	if (project) {
		return {
			name: project.name,
			slug: project.slug,
			type: project.type,
			collection: project.collection,
			category: project.category,
			description: project.description,
			banner: project.banner,
			image: project.image,
			intro: project.intro,
			features: project.features,
			platforms: project.platforms.length > 0 ? project.platforms : [''],
			primaryColor: project.primaryColor,
			secondaryColor: project.secondaryColor,
			accentColor: project.accentColor ?? '',
			prototype: project.prototype,
			productImages: project.productImages,
			align: project.align,
			visible: project.visible,
			phases: project.phases.length > 0 ? project.phases : defaultPhasesFor(project.type),
			seo: project.seo,
		}
	}
	return {
		name: '',
		slug: '',
		type: 'mobile',
		collection,
		category: '',
		description: '',
		banner: null,
		image: null,
		intro: richFromPlainText(''),
		features: [],
		platforms: [''],
		primaryColor: '',
		secondaryColor: '',
		accentColor: '',
		prototype: [],
		productImages: [],
		align: 'left',
		visible: true,
		phases: defaultPhasesFor('mobile'),
		seo: { ...NO_PAGE_SEARCH },
	}
}
