// A signed-in admin for dashboard specs, without driving the login form (only the login
// specs do that). The first use on the e2e server's empty database creates the account
// (it becomes the owner); later ones sign in. The session cookie is made once per worker
// and handed to every test's browser context, so specs stay far below the per-client
// limit on auth requests.
//
//   import { expect, test } from './admin-session.ts'
//   test('lists projects', async ({ page, signedIn }) => { await page.goto('/admin') … })
import {
	type APIRequestContext,
	type BrowserContextOptions,
	request as playwrightRequest,
} from '@playwright/test'

import { test as base } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

export { expect } from './fixtures.ts'

export const E2E_ADMIN = {
	email: 'e2e-admin@example.com',
	password: 'e2e admin passphrase for dashboard tests',
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>
export type Cookies = StorageState['cookies']

async function signInThroughApi(api: APIRequestContext, baseURL: string) {
	const headers = { Origin: baseURL }
	const signIn = () =>
		api.post(`${baseURL}/api/auth/sign-in/email`, { data: E2E_ADMIN, headers })
	let response = await signIn()
	if (response.status() === 401) {
		// No such account yet: on the e2e server's empty database the first one is the owner.
		const created = await api.post(`${baseURL}/api/auth/sign-up/email`, {
			data: { name: 'e2e', ...E2E_ADMIN },
			headers,
		})
		if (created.ok()) return
		// Another worker created it a moment ago.
		response = await signIn()
	}
	if (!response.ok()) {
		throw new Error(
			`Could not sign in the e2e admin: ${response.status()} ${await response.text()}`,
		)
	}
}

/** Signs `api` (a browser context's request, or a standalone one) in as the e2e admin. */
export async function signInAsAdmin(api: APIRequestContext, baseURL: string) {
	await signInThroughApi(api, baseURL)
}

/**
 * A built server of its own on an empty database (startServer, tried twice: a busy machine
 * can miss the start deadline once), with the e2e admin signed up there (the first account)
 * and their cookies. The caller cleans the server up.
 */
export async function startSignedInServer(
	env: Record<string, string> = {},
): Promise<{ server: ServerProcess; cookies: Cookies }> {
	const server = await startServer({ env }).catch(() => startServer({ env }))
	try {
		const api = await playwrightRequest.newContext()
		await signInThroughApi(api, server.url)
		const { cookies } = await api.storageState()
		await api.dispose()
		return { server, cookies }
	} catch (error) {
		await server.cleanup()
		throw error
	}
}

/** The key of a worker's admin session, in `kept`. */
const ADMIN_STATE = {}

export const test = base.extend<{ signedIn: void; adminState: StorageState }>({
	// Made once per worker (kept), so specs stay far below the per-client limit on auth requests.
	adminState: async ({ kept, baseURL }, provide) => {
		if (!baseURL) throw new Error('The e2e admin needs a baseURL')
		const state = await kept.get(ADMIN_STATE, async () => {
			const api = await playwrightRequest.newContext()
			try {
				await signInThroughApi(api, baseURL)
				return { value: await api.storageState() }
			} finally {
				await api.dispose()
			}
		})
		await provide(state)
	},
	signedIn: async ({ context, adminState }, provide) => {
		await context.addCookies(adminState.cookies)
		await provide()
	},
})
