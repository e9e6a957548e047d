// How an admin action reads what was posted (decision 026), the same for every form: the
// shared schema checks it; a refusal carries the field errors, and either way the values
// as typed come back, so a refused form is filled again with them.
//
//   const form = readForm(await postedForm(request), testimonialForm)
//   if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors, values: form.values })
//   await saveTestimonial(db, { data: form.data, actor })   // typed, never FormData
import { data } from 'react-router'
import { z } from 'zod'

/** Messages beside the fields they are about, by field name (or path: 'features.2.title'). */
export type FieldErrors = Partial<Record<string, string>>

export type FormReading<Data, Values, Errors> =
	| { ok: true; data: Data; values: Values }
	| { ok: false; fieldErrors: Errors; values: Values }

/** A post as entries: each name once, but the checked `ids` boxes as a list. */
export type PostedValues = Record<string, FormDataEntryValue | FormDataEntryValue[]>

/**
 * How a form with a shape of its own is read: `input` turns the post into what `schema`
 * checks, `values` gives the values as typed (to fill the form again), `errors` puts a
 * failure's issues beside their fields.
 */
export interface FormSpec<Schema extends z.ZodType, Values, Errors> {
	schema: Schema
	input?(form: FormData): unknown
	values?(input: unknown): Values
	errors?(error: z.ZodError): Errors
}

/** Each field's first message, by its path ('features.2.title'; the whole form's: 'form'). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of error.issues)
		errors[issue.path.join('.') || 'form'] ??= issue.message
	return errors
}

const postedValues = (form: FormData): PostedValues => ({
	...Object.fromEntries(form),
	ids: form.getAll('ids'),
})

/**
 * The one way an admin action reads its post (decision 026): `spec` (a shared zod schema,
 * or a FormSpec over one) checks it; the typed data, or the field errors, and the values
 * as typed either way. A list's buttons are one discriminated union on `intent`, so the
 * action switches on it with each branch's fields typed.
 */
export function readForm<
	Schema extends z.ZodType,
	Values = PostedValues,
	Errors = FieldErrors,
>(
	form: FormData,
	spec: Schema | FormSpec<Schema, Values, Errors>,
): FormReading<z.output<Schema>, Values, Errors> {
	const shape: FormSpec<Schema, Values, Errors> =
		spec instanceof z.ZodType ? { schema: spec } : spec
	const input = shape.input ? shape.input(form) : postedValues(form)
	const values = (shape.values ? shape.values(input) : input) as Values
	const parsed = shape.schema.safeParse(input)
	if (parsed.success) return { ok: true, data: parsed.data, values }
	const errors = (shape.errors ?? fieldErrorsOf)(parsed.error) as Errors
	return { ok: false, fieldErrors: errors, values }
}

export const NOT_A_FORM_MESSAGE = 'The request is not a form post.'

/**
 * The posted form, or a thrown 400 (the route's error boundary shows it): a post whose body
 * is no form (text, JSON, a broken multipart body) is the client's mistake, not a 500.
 */
export async function postedForm(request: Request): Promise<FormData> {
	const form = await request.formData().catch(() => null)
	if (!form) throw data(NOT_A_FORM_MESSAGE, { status: 400 })
	return form
}

/** The id of the record a list action is for (a project, a logo, a message …). */
export const recordIdSchema = z.string().trim().min(1).max(64)

/** The records a bulk action is for: the checked boxes (`ids`) of one page of a list. */
export const bulkIdsSchema = z.array(recordIdSchema).max(100)

/** A place in a list's order, from 1 (a larger one means the end). */
export const positionSchema = z.coerce.number().int().min(1).max(1_000_000)

/** The bulk actions of a list with Show/Hide and Delete (decision 032). */
export const bulkVisibilityActions = [
	z.object({ intent: z.literal('bulk-show'), ids: bulkIdsSchema }),
	z.object({ intent: z.literal('bulk-hide'), ids: bulkIdsSchema }),
	// Asked again before it runs: `confirm` is 'yes' once the admin has said so.
	z.object({
		intent: z.literal('bulk-delete'),
		ids: bulkIdsSchema,
		confirm: z.literal('yes').optional(),
	}),
] as const

const version = z
	.string()
	.regex(/^\d{1,9}$/)
	.transform(Number)
	.catch(-1)

/**
 * The versions a form of drafted content last saw (decision 033), as it posts them: the
 * draft version (0: it saw no draft) and the published revision it started from.
 * Unreadable ones read as -1, which no stored version is: such a save is refused as a
 * conflict.
 */
export const versionsSchema = z.object({
	draftVersion: version,
	baseRevision: version,
})

export type Versions = z.output<typeof versionsSchema>

/**
 * Which open form a post of drafted or locked content comes from (`editor`: a random id
 * each edit page makes for itself), and whether it keeps its own over what another admin
 * stored (`overwrite`: "Keep mine"). Decision 042. A post without them (no JavaScript) is
 * from no page that holds a lock, and never overwrites.
 */
export const editingSchema = z.object({
	editor: z
		.string()
		.regex(/^[\w-]{8,64}$/)
		.optional()
		.catch(undefined),
	overwrite: z
		.literal('1')
		.optional()
		.catch(undefined)
		.transform((value) => value === '1'),
})

export type Editing = z.output<typeof editingSchema>

/** A posted text field, or '' (a missing field, or a file where text was asked for). */
export function textOf(form: FormData, name: string): string {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}
