// What the canonical-path step (server/request-checks.ts) asks of the site's data, read
// once per content version (a change to the languages or the redirects renews it): the
// default language, whose code no public path takes (`/en/about` is `/about`), and the
// stored redirects, so an address asked in another spelling goes to its redirect's target
// in one hop rather than to its canonical spelling first.
import type { DB } from '#app/server/db/index.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'
import { getRedirectFrom } from '#app/server/models/redirects.server.ts'
import { GONE } from '#app/server/redirects/answer.server.ts'
import { countRedirectHit } from '#app/server/redirects/hits.server.ts'
import { perContentVersion } from '#app/server/redirects/sources.server.ts'

export interface SiteAddresses {
	/** The site's default language's code. */
	defaultLanguage(): Promise<string>
	/**
	 * Where the stored redirect from `path` (a canonical page path) leads, its use counted;
	 * null when there is none, or it says the page is gone (a 410 is its page's to answer).
	 */
	redirectFrom(path: string): Promise<{ status: 301 | 302; to: string } | null>
}

export function siteAddresses(
	db: () => DB,
	version: () => Promise<string>,
	/** The stored redirects' sources (redirectSources). */
	sources: () => Promise<ReadonlySet<string>>,
): SiteAddresses {
	return {
		defaultLanguage: perContentVersion(
			version,
			async () => (await readSiteLanguages(db())).defaultLanguage,
		),
		async redirectFrom(path) {
			if (!(await sources()).has(path)) return null
			const stored = await getRedirectFrom(db(), path)
			if (!stored || stored.status === GONE) return null
			countRedirectHit(db, path)
			return { status: stored.status, to: stored.toPath }
		},
	}
}
