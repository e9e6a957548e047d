// A site on PostgreSQL whose database stops (issue 34's faults): a public page the shared
// cache holds is served as it was published (stale-if-error), one it does not hold is a
// 503 that says why; the dashboard's pages and saves answer 503 "The database cannot be
// reached…", never React Router's bare error page or the site's original copy.
import { expect, test } from './fixtures.ts'

import { startTestPostgres } from '../test-postgres.ts'

import { RestartableServer, signUpOwner } from './fault-helpers.ts'

const UNREACHABLE = 'The database cannot be reached. Please try again in a minute.'

test('PostgreSQL stopped: stored pages are served, the rest and the dashboard say the database cannot be reached', async () => {
	const postgres = await startTestPostgres()
	const server = await RestartableServer.create({ DATABASE_URL: postgres.url })
	try {
		await server.start()
		const cookie = await signUpOwner(server.url)
		const stored = async () => {
			const response = await fetch(`${server.url}/`)
			return { status: response.status, html: await response.text() }
		}
		const before = await stored()
		expect(before.status).toBe(200)
		expect(
			(await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } })).status,
		).toBe(200)

		await postgres.stop()

		// The page the cache holds, as it was published, not the site's original copy.
		const home = await fetch(`${server.url}/`)
		expect(home.status).toBe(200)
		expect(['HIT', 'STALE']).toContain(home.headers.get('x-cache'))
		// A form stamp is its time and a signature that may end in '-' (no word boundary after it).
		const strip = (html: string) => html.replace(/\b\d{13}\.[\w-]{32}(?![\w-])/g, '')
		expect(strip(await home.text())).toBe(strip(before.html))

		// A page never stored: a 503 in the site's words, stored nowhere.
		const about = await fetch(`${server.url}/about`)
		expect(about.status).toBe(503)
		expect(about.headers.get('cache-control')).toContain('no-store')
		expect(await about.text()).toContain(UNREACHABLE)

		// The dashboard: its pages and its saves.
		const dashboard = await fetch(`${server.url}/admin/inbox`, {
			headers: { Cookie: cookie },
		})
		expect(dashboard.status).toBe(503)
		const page = await dashboard.text()
		expect(page).toContain(UNREACHABLE)
		expect(page).not.toContain('Unexpected Application Error')
		const save = await fetch(`${server.url}/admin/autosave/project`, {
			method: 'POST',
			headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/json' },
			body: JSON.stringify({ id: 'none' }),
		})
		expect(save.status).toBe(503)
		expect(await save.json()).toEqual({ ok: false, message: UNREACHABLE })
		const form = await fetch(`${server.url}/admin/inbox`, {
			method: 'POST',
			headers: {
				Cookie: cookie,
				Origin: server.url,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: 'intent=read',
		})
		expect(form.status).toBe(503)
		expect(await form.text()).toContain(UNREACHABLE)
		// Signing in: better-auth's own answer would be a bare 500.
		const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
			method: 'POST',
			headers: { Origin: server.url, 'Content-Type': 'application/json' },
			body: JSON.stringify({ email: 'owner@example.com', password: 'whatever it was' }),
		})
		expect(signIn.status).toBe(503)
		expect(await signIn.json()).toEqual({ ok: false, message: UNREACHABLE })
		// Nothing of it reached the log as a bare 500.
		expect(server.output()).not.toMatch(/"statusCode":500/)
	} finally {
		await server.cleanup()
		await postgres.stop().catch(() => undefined)
	}
})
