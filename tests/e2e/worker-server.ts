// For dashboard specs whose tests add, change and delete content that the public specs
// (counting the shared server's demo content) must not see: each worker runs a server of
// its own on an empty database, with the e2e admin signed up there (the first account).
// A spec's tests share it, so each names what it adds; with the spec in one worker (the
// describe mode below) that is one server a spec, not one for each worker it reached.
//
//   const test = withWorkerServer({ SCHEDULE_CHECK_SECONDS: '1' })
//   test.describe.configure({ mode: 'default' }) // the spec's tests in turn, in one worker
//   test('…', async ({ page, site, server }) => { await page.goto(`${site}/admin`) })
//
// `site` is its URL, with the admin's cookie in the test's browser context; `server` also
// has its data folder (its SQLite file: site.db) and the cookies, for contexts of its own.
import { startSignedInServer, type Cookies } from './admin-session.ts'
import { test as base } from './fixtures.ts'

export interface WorkerServer {
	url: string
	dataDir: string
	cookies: Cookies
}

export function withWorkerServer(env: Record<string, string> = {}) {
	// This call's server, one per worker (kept: the worker's only worker fixture, fixtures.ts).
	const key = {}
	return base.extend<{ site: string; server: WorkerServer }>({
		server: [
			async ({ kept }, provide) => {
				const shared = await kept.get(key, async () => {
					const { server, cookies } = await startSignedInServer(env)
					return {
						value: { url: server.url, dataDir: server.dataDir, cookies },
						end: () => server.cleanup(),
					}
				})
				await provide(shared)
			},
			{ timeout: 120_000 },
		],
		site: async ({ context, server }, provide) => {
			await context.addCookies(server.cookies)
			await provide(server.url)
		},
	})
}
