// How an admin action reads what was posted (decision 026), the same for every form: the
// shared schema checks it; a refusal carries the field errors, and either way the values
// as typed come back, so a refused form is filled again with them.
//
//   const form = readTestimonialForm(await request.formData())
//   if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors, values: form.values })
//   await saveTestimonial(db, { data: form.data, actor })   // typed, never FormData
import { z } from 'zod'

/** Messages beside the fields they are about, by field name (or path: 'features.2.title'). */
export type FieldErrors = Partial<Record<string, string>>

export type FormReading<Data, Values, Errors> =
	| { ok: true; data: Data; values: Values }
	| { ok: false; fieldErrors: Errors; values: Values }

/** Reads `input` with `schema`; `errorsOf` puts a failure's issues beside their fields. */
export function readForm<Schema extends z.ZodType, Values, Errors>(
	schema: Schema,
	input: unknown,
	values: Values,
	errorsOf: (error: z.ZodError) => Errors,
): FormReading<z.output<Schema>, Values, Errors> {
	const parsed = schema.safeParse(input)
	return parsed.success
		? { ok: true, data: parsed.data, values }
		: { ok: false, fieldErrors: errorsOf(parsed.error), values }
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

/**
 * A list's action (Show/Hide, Delete, Move, a bulk one …), one of `schema`'s intents with
 * its fields, or null for anything else. `schema` is a discriminated union on `intent`, so
 * the route switches on it with each branch's fields typed. Every checked `ids` box comes
 * as a list.
 */
export function readListAction<Schema extends z.ZodType>(
	schema: Schema,
	form: FormData,
): z.output<Schema> | null {
	const parsed = schema.safeParse({
		...Object.fromEntries(form),
		ids: form.getAll('ids'),
	})
	return parsed.success ? parsed.data : null
}
