// A dashboard spec that adds or removes content runs on a server of its own: the shared
// e2e server's demo content is counted by the public specs running beside it (4
// testimonials, 11 logos in order), and an empty list needs an empty database.
//
//   import { test, expect } from './admin-private-server.ts'
//   test('…', async ({ page, site }) => { await page.goto(`${site.url}/admin/logos`) })
//
// `site` starts the built server with an empty database (SEED_DEMO=false: seeding the
// demo content takes longer than the tests), signs the e2e admin up there (the first
// account) and gives the test's browser context its cookie. `openSiteDb(site)` opens its
// SQLite file, to put rows in place or to break it.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { startSignedInServer } from './admin-session.ts'
import { test as base } from './fixtures.ts'

export { expect, presetTheme, waitForEnhancers, waitForHydration } from './fixtures.ts'

export interface Site {
	url: string
	dataDir: string
}

export function openSiteDb(site: Site): DatabaseSync {
	return new DatabaseSync(path.join(site.dataDir, 'site.db'), { timeout: 5_000 })
}

export const test = base.extend<{ site: Site; serverEnv: Record<string, string> }>({
	// Settings for the test's server (`test.use({ serverEnv: { SCHEDULE_CHECK_SECONDS: '1' } })`).
	serverEnv: [{}, { option: true }],
	site: async ({ context, serverEnv }, provide) => {
		const { server, cookies } = await startSignedInServer(serverEnv)
		try {
			await context.addCookies(cookies)
			await provide({ url: server.url, dataDir: server.dataDir })
		} finally {
			// Pages close first, so the server's end is no failed request in their console
			// (the router fetches route manifests for the links it shows, in the background).
			for (const open of context.pages()) await open.close()
			await server.cleanup()
		}
	},
})
