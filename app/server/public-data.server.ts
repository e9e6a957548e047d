// Reads for the public pages that must never take a page down: a failing query is
// logged and replaced by the page's fallback (spec §8: failures are logged; the
// featured product falls back to 'No featured product found', testimonials to an
// empty list, and so on).
import type { RouterContextProvider } from 'react-router'

import { keepOutOfCache, requestContext } from './context.server.ts'

/** Runs `load`; on any error logs it under `what` and returns `fallback` instead. */
export async function loadOr<T>(
	context: Readonly<RouterContextProvider>,
	what: string,
	load: () => Promise<T>,
	fallback: T,
): Promise<T> {
	try {
		return await load()
	} catch (error) {
		context
			.get(requestContext)
			.logger.error({ err: error }, `public page: ${what} unavailable`)
		keepOutOfCache(context)
		return fallback
	}
}
