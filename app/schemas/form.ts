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

/**
 * A list's action (Show/Hide, Delete, Move …), one of `schema`'s intents with its fields,
 * or null for anything else. `schema` is a discriminated union on `intent`, so the route
 * switches on it with each branch's fields typed.
 */
export function readListAction<Schema extends z.ZodType>(
	schema: Schema,
	form: FormData,
): z.output<Schema> | null {
	const parsed = schema.safeParse(Object.fromEntries(form))
	return parsed.success ? parsed.data : null
}
