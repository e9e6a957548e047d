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
