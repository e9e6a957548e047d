// The addresses redirects leave from, as each process knows them for the content version
// it last saw (any change to the redirects renews it). The shared cache keeps the not-found
// page once for every unknown address (its route's `sharedPath`); an address in this set is
// kept apart, so its own answer (the redirect) is stored and served under it.
import type { DB } from '#app/server/db/index.server.ts'
import { listRedirectSources } from '#app/server/models/redirects.server.ts'

export function redirectSources(db: () => DB, version: () => Promise<string>) {
	return perContentVersion(version, async () => new Set(await listRedirectSources(db())))
}

/** `read`'s value, read again only when the content version has changed; one read at a time. */
export function perContentVersion<T>(
	version: () => Promise<string>,
	read: () => Promise<T>,
): () => Promise<T> {
	let known: { version: string; value: T } | undefined
	let reading: Promise<T> | undefined
	return async () => {
		const now = await version()
		if (known?.version === now) return known.value
		reading ??= read()
			.then((value) => {
				known = { version: now, value }
				return value
			})
			.finally(() => {
				reading = undefined
			})
		return reading
	}
}
