// What an admin save service answers (decision 026): the record it saved, or why not, as
// the status the route answers with. The route adds the values as typed to a refusal.
import type { FieldErrors } from '#app/schemas/form.ts'

export type SaveResult<Saved, Refusal = never> =
	| ({ ok: true; created: boolean } & Saved)
	/** A check only the server can make failed (an image that is not ours, say). */
	| { ok: false; status: 400; fieldErrors: FieldErrors }
	/** The record to edit is gone. */
	| { ok: false; status: 404 }
	| Refusal

type Refusal =
	{ ok: false; status: 400; fieldErrors: FieldErrors } | { ok: false; status: 404 }

/**
 * Thrown inside a save's transaction once it has written something (an image's new alt
 * text) and then finds it must refuse: the transaction rolls back, and refusalOf answers.
 */
export class SaveRefused extends Error {
	readonly result: Refusal
	constructor(result: Refusal) {
		super(`Save refused (${result.status})`)
		this.name = 'SaveRefused'
		this.result = result
	}
}

/** Runs a save; a SaveRefused thrown inside it is its answer, after the rollback. */
export async function refusalOf<T>(save: () => Promise<T>): Promise<T | Refusal> {
	try {
		return await save()
	} catch (error) {
		if (error instanceof SaveRefused) return error.result
		throw error
	}
}
