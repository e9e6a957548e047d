// POST /admin/edit-lock: an edit page holds, renews, takes over or releases its lock on the
// item it has open (decision 042), every few seconds while it is open and with a beacon as
// it closes. JSON in its answer: the lock as it is now, and the item's stored draft.
import type { EditLockAnswer } from '#app/lib/edit-lock.ts'
import { editLockPostSchema } from '#app/schemas/edit-lock.ts'
import { readForm } from '#app/schemas/form.ts'
import { findEditableItem, moveEditLock } from '#app/server/admin/edit-locks.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { requireApiUser } from '#app/server/auth/session.server.ts'
import { contentActor } from '#app/server/admin/site-content.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import type { Route } from './+types/edit-lock'

// Whoever may edit an item may hold it.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'content.edit' })]

const answer = (status: number, body: EditLockAnswer) =>
	Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireApiUser(request)
	const formData = await request.formData().catch(() => null)
	const post = formData ? readForm(formData, editLockPostSchema) : null
	if (!post?.ok)
		return answer(400, { ok: false, message: 'The post names no item and no page.' })
	const { intent, item: name, editor } = post.data
	try {
		const db = getDb()
		const item = await findEditableItem(db, name)
		if (!item)
			return answer(404, { ok: false, message: 'There is no such item any more.' })
		const moved = await moveEditLock(db, {
			item,
			intent,
			editorId: editor,
			actor: contentActor(user),
		})
		if (!moved.lock) return new Response(null, { status: 204 })
		return answer(200, { ok: true, lock: moved.lock, draft: moved.draft })
	} catch (error) {
		const failure = answerForFailure(error, 'The lock could not be checked.', {
			logger: context.get(requestContext).logger,
			what: 'Failed to move an edit lock',
			item: name,
		})
		return answer(failure.status, { ok: false, message: failure.message })
	}
}

/** Only posts: anything else is told so (405), not the router's "no loader". */
export function loader() {
	return new Response('Method not allowed: the edit lock takes POST only.', {
		status: 405,
		headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
	})
}
