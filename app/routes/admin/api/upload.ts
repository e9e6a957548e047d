// POST /admin/api/upload?kind=…: one image, streamed through the media pipeline; with
// ?replace=<id>, in the place of that library image (decision 044). The body is the file
// itself (see app/server/media/upload.server.ts for the protocol, and
// app/lib/upload-client.ts for the browser side with progress).
import { replaceLibraryImage } from '#app/server/admin/media.server.ts'
import { requirePermission } from '#app/server/auth/permissions.server.ts'
import { requireApiUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { imageRefOf } from '#app/server/media/image-refs.server.ts'
import { handleUpload } from '#app/server/media/upload.server.ts'

import type { RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/upload'

/** The image streams to a temporary file, counted against UPLOAD_MAX_BYTES there. */
export const handle: RouteHandle = { bodyLimit: Number.POSITIVE_INFINITY }

/** Uploads come by POST only: a signed-in admin asking otherwise is told so. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireApiUser(request)
	return Response.json(
		{ ok: false, message: 'Send the image with POST.' },
		{ status: 405, headers: { Allow: 'POST', 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	// Signed out: 401 JSON before a byte of the body is read.
	const user = await requireApiUser(request)
	// A new file for a library image is live at once on every page showing it: a publish
	// (decision 046), refused before a byte of the body is read.
	if (new URL(request.url).searchParams.has('replace'))
		requirePermission(request, user, 'content.publish')
	const logger = context.get(requestContext).logger.child({ userId: user.id })
	return handleUpload(request, {
		logger,
		replaceImage: async (id, upload) => {
			const replaced = await replaceLibraryImage(getDb(), { id, ...upload, actor: user })
			return replaced.ok ? { ok: true, image: imageRefOf(replaced.media) } : replaced
		},
	})
}
