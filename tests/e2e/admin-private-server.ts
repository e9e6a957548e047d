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

import { request as playwrightRequest } from '@playwright/test'

import { signInAsAdmin } from './admin-session.ts'
import { test as base } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

export { expect, presetTheme, waitForEnhancers, waitForHydration } from './fixtures.ts'

export interface Site {
	url: string
	dataDir: string
}

export function openSiteDb(site: Site): DatabaseSync {
	return new DatabaseSync(path.join(site.dataDir, 'site.db'), { timeout: 5_000 })
}

export const test = base.extend<{ site: Site }>({
	site: async ({ context }, provide) => {
		let server: ServerProcess | undefined
		// A busy machine may be slow to bring one up: try twice.
		for (let attempt = 1; !server; attempt++) {
			try {
				server = await startServer()
			} catch (error) {
				if (attempt >= 2) throw error
			}
		}
		try {
			const api = await playwrightRequest.newContext()
			await signInAsAdmin(api, server.url)
			await context.addCookies((await api.storageState()).cookies)
			await api.dispose()
			await provide({ url: server.url, dataDir: server.dataDir })
		} finally {
			// Pages close first, so the server's end is no failed request in their console
			// (the router fetches route manifests for the links it shows, in the background).
			for (const open of context.pages()) await open.close()
			await server.cleanup()
		}
	},
})
