// The project form's share panel (decision 033): a link a client opens without an account
// to see the draft (its address is shown once, then only its hash is kept), and
// withdrawing one. The action of the project's edit page hands these posts here.
import type { Logger } from 'pino'
import { data } from 'react-router'

import { editProjectPath } from '#app/lib/project-paths.ts'
import { previewLinkActionSchema, type SharedLink } from '#app/schemas/preview-link.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import {
	createPreviewLink,
	revokePreviewLink,
} from '#app/server/content/preview.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import { redirectWithToast } from './toast.server.ts'

export const PREVIEW_LINK_TOASTS = {
	revoked: 'Preview link withdrawn: it no longer opens.',
	revokeFailed: 'That preview link was already withdrawn or has expired.',
	shareFailed: 'The preview link could not be made.',
} as const

/**
 * A share panel's post for the project `id`: the new link's address (shown once), or a
 * redirect with a toast; null when the post is not the share panel's.
 */
export async function handlePreviewLinkAction(
	request: Request,
	id: string,
	logger?: Pick<Logger, 'error'>,
) {
	// Not a form: the project form's handler answers it (400).
	const form = await request
		.clone()
		.formData()
		.catch(() => null)
	const intent = form?.get('intent')
	if (intent !== 'share' && intent !== 'revoke') return null
	const user = await requireUser(request)
	const post = previewLinkActionSchema.safeParse(Object.fromEntries(form ?? []))
	const back = editProjectPath(id)
	if (!post.success)
		return redirectWithToast(request, back, { tone: 'error', message: 'Unknown action.' })
	const db = getDb()
	const failed = (error: unknown) => {
		const failure = answerForFailure(error, PREVIEW_LINK_TOASTS.shareFailed, {
			logger,
			what: 'Failed to make or withdraw a preview link',
			id,
		})
		return redirectWithToast(request, back, { tone: 'error', message: failure.message })
	}
	if (post.data.intent === 'share') {
		const { days } = post.data
		let link: Awaited<ReturnType<typeof createPreviewLink>>
		try {
			link = await createPreviewLink(db, projectKind, { id, actor: user, days })
		} catch (error) {
			return failed(error)
		}
		if (!link?.path) throw data(null, { status: 404 })
		return data<{ shared: SharedLink }>({
			shared: { path: link.path, expiresAt: link.expiresAt },
		})
	}
	const { linkId } = post.data
	try {
		const revoked = await revokePreviewLink(db, projectKind, { id, linkId, actor: user })
		return await redirectWithToast(
			request,
			back,
			revoked
				? { tone: 'success', message: PREVIEW_LINK_TOASTS.revoked }
				: { tone: 'error', message: PREVIEW_LINK_TOASTS.revokeFailed },
		)
	} catch (error) {
		return failed(error)
	}
}
