// For dashboard specs whose tests add, change and delete content that the public specs
// (counting the shared server's demo content) must not see: each worker runs a server of
// its own on an empty database, with the e2e admin signed up there (the first account).
//
//   const test = withWorkerServer({ SCHEDULE_CHECK_SECONDS: '1' })
//   test('…', async ({ page, site, server }) => { await page.goto(`${site}/admin`) })
//
// `site` is its URL, with the admin's cookie in the test's browser context; `server` also
// has its data folder (its SQLite file: site.db) and the cookies, for contexts of its own.
import {
	request as playwrightRequest,
	type BrowserContextOptions,
} from '@playwright/test'

import { signInAsAdmin } from './admin-session.ts'
import { test as base } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

type Cookies = Exclude<
	BrowserContextOptions['storageState'],
	string | undefined
>['cookies']

export interface WorkerServer {
	url: string
	dataDir: string
	cookies: Cookies
}

export function withWorkerServer(env: Record<string, string> = {}) {
	return base.extend<{ site: string }, { server: WorkerServer }>({
		server: [
			// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
			async ({}, provide) => {
				let server: ServerProcess | undefined
				// A busy machine may be slow to bring one up: try twice.
				for (let attempt = 1; !server; attempt++) {
					try {
						server = await startServer({ env })
					} catch (error) {
						if (attempt >= 2) throw error
					}
				}
				try {
					const api = await playwrightRequest.newContext()
					await signInAsAdmin(api, server.url)
					const { cookies } = await api.storageState()
					await api.dispose()
					await provide({ url: server.url, dataDir: server.dataDir, cookies })
				} finally {
					await server.cleanup()
				}
			},
			{ scope: 'worker', timeout: 120_000 },
		],
		site: async ({ context, server }, provide) => {
			await context.addCookies(server.cookies)
			await provide(server.url)
		},
	})
}
