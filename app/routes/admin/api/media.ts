// GET /admin/api/media?q=…&kind=…&page=N: a page of the media library for an image field's
// "Choose from library" dialog, newest first, as JSON. Only images the field can show
// (SVG for logos only). Signed-in admins only; never cached.
import { data } from 'react-router'

import { isUploadKind } from '#app/lib/media.ts'
import { pageOf } from '#app/lib/paging.ts'
import { libraryQuery } from '#app/schemas/media.ts'
import { loadPickerPage, MEDIA_MESSAGES } from '#app/server/admin/media.server.ts'
import { requireApiUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import type { Route } from './+types/media'

/** A signed-in admin's page of the library: kept by no cache (a resource route says so itself). */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireApiUser(request)
	const url = new URL(request.url)
	const kind = url.searchParams.get('kind')
	if (!isUploadKind(kind))
		return data(
			{ ok: false as const, message: 'Unknown image kind.' },
			{ status: 400, headers: PRIVATE },
		)
	try {
		const page = await loadPickerPage(getDb(), {
			search: libraryQuery(url).search,
			kind,
			page: pageOf(url),
		})
		return data({ ok: true as const, ...page }, { headers: PRIVATE })
	} catch (error) {
		const failure = answerForFailure(error, MEDIA_MESSAGES.fetchFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to list the media library for a picker',
		})
		return data(
			{ ok: false as const, message: failure.message },
			{ status: failure.status, headers: PRIVATE },
		)
	}
}
