// The route walk: every admin loader, action and resource route in the route table is
// asked, through React Router's real request handler (middleware, single-fetch data
// requests and all), with no session, a forged one, an expired one and one past its
// absolute lifetime, and must refuse each time, stored by no cache, with nothing changed in
// the database.
// The routes come from the app's own route table, so a route added later is walked
// without editing this file. Only the routes in PUBLIC_ADMIN_ROUTES may answer anonymously.

import { sql, type Kysely } from 'kysely'
import { pino } from 'pino'
import {
	RouterContextProvider,
	createRequestHandler,
	type ServerBuild,
} from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ViteDevServer } from 'vite'

import { getDb, type Database } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'
import { loadServerBuild } from '#app/server/http/server-build-testing.server.ts'
import { createTestimonial } from '#app/server/models/testimonials.server.ts'

import { registerAdmin, signInWithPassword } from './actions.server.ts'
import { createInvitation } from './invitations.server.ts'
import {
	browserRequest,
	cookieHeader,
	prepareAuthSecret,
	TEST_PASSWORD,
	useAppDatabase,
} from './testing.server.ts'

/** Admin routes that are the way in, and so answer without a session. */
const PUBLIC_ADMIN_ROUTES = new Set([
	'admin/login',
	'admin/signup',
	'admin/two-factor',
	'admin/forgot-password',
	'admin/reset-password',
])

let vite: ViteDevServer
let build: ServerBuild
let handle: (request: Request) => Promise<Response>

beforeAll(async () => {
	await prepareAuthSecret()
	;({ vite, build } = await loadServerBuild())
	const { requestContext } = await vite.ssrLoadModule('/app/server/context.server.ts')
	const secret = await vite.ssrLoadModule('/app/server/secret.server.ts')
	await secret.ensureAppSecret()
	const handler = createRequestHandler(build, 'production')
	const logger = pino({ level: 'silent' })
	handle = (request) => {
		const context = new RouterContextProvider()
		context.set(requestContext, { requestId: 'walk', logger, clientAddress: '127.0.0.1' })
		return handler(request, context)
	}
}, 120_000)

afterAll(async () => {
	await vite?.close()
})

interface WalkRoute {
	id: string
	/** The URL path, params filled in. */
	url: string
	pattern: string
	index: boolean
	hasLoader: boolean
	hasAction: boolean
	isResource: boolean
}

/** Every admin route with a loader or an action, from the route table the server uses. */
function adminRoutes(sampleId: string): WalkRoute[] {
	const routes = build.routes
	const patternOf = (id: string): string => {
		const route = routes[id]
		if (!route) return ''
		const parent = route.parentId ? patternOf(route.parentId) : ''
		return [parent, route.path ?? ''].filter(Boolean).join('/')
	}
	const walk: WalkRoute[] = []
	for (const route of Object.values(routes)) {
		if (!route || route.id === 'root') continue
		const pattern = patternOf(route.id)
		const underAdmin =
			pattern === 'admin' ||
			pattern.startsWith('admin/') ||
			route.id.startsWith('routes/admin/')
		if (!underAdmin || PUBLIC_ADMIN_ROUTES.has(pattern)) continue
		// A pathless layout has no URL of its own; its loader runs with every child's.
		if (!route.path && !route.index) continue
		const module = route.module as unknown as Record<string, unknown>
		const url = `/${pattern}`
			.replace(/:[A-Za-z0-9_]+\??/g, sampleId)
			.replace(/\*$/, 'sample')
		walk.push({
			id: route.id,
			url,
			pattern,
			index: route.index === true,
			hasLoader: typeof module.loader === 'function',
			hasAction: typeof module.action === 'function',
			isResource: typeof module.default !== 'function',
		})
	}
	return walk.filter((r) => r.hasLoader || r.hasAction)
}

/** Every table's rows, in a stable order: what "nothing changed" is compared on. */
async function snapshot(db: Kysely<Database>) {
	const tables = db.getExecutor().adapter.constructor.name.includes('Sqlite')
		? (
				await sql<{
					name: string
				}>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
					db,
				)
			).rows.map((r) => r.name)
		: (
				await sql<{
					name: string
				}>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'`.execute(
					db,
				)
			).rows.map((r) => r.name)
	const result: Record<string, string[]> = {}
	for (const table of tables.sort()) {
		const rows = await sql<
			Record<string, unknown>
		>`select * from ${sql.table(table)}`.execute(db.withoutPlugins())
		result[table] = rows.rows
			.map((row) =>
				JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
			)
			.sort()
	}
	return result
}

const INTENTS = [
	'',
	'invite',
	'revoke',
	'remove',
	'password',
	'two-factor-start',
	'two-factor-confirm',
	'two-factor-disable',
	'create',
	'update',
	'save',
	'delete',
	'toggle',
	'visibility',
	'show',
	'hide',
	'upload',
]

describeEachDialect('admin route walk', (t) => {
	useAppDatabase(t)

	test('every admin loader, action and resource route refuses without a valid session, and changes nothing', async () => {
		const db = getDb()
		// Content and people to aim at.
		const owner = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: 'owner@example.com',
				password: TEST_PASSWORD,
			},
		)
		if (!owner.ok) throw new Error('could not create the owner')
		const ownerCookie = cookieHeader(headersOf(owner.setCookies))
		const { token, invitation } = await createInvitation(db, {
			email: 'admin@example.com',
			invitedBy: null,
		})
		const admin = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: 'admin@example.com',
				password: TEST_PASSWORD,
				token,
			},
		)
		if (!admin.ok) throw new Error('could not create the admin')
		const adminUser = await t.db
			.selectFrom('user')
			.select('id')
			.where('email', '=', 'admin@example.com')
			.executeTakeFirstOrThrow()
		const project = await createProject(db, makeProjectInput())
		const testimonial = await createTestimonial(db, makeTestimonialInput())
		await createInvitation(db, { email: 'pending@example.com', invitedBy: null })

		// Sessions that must not work.
		const cookieFor = async () => {
			const result = await signInWithPassword(
				browserRequest('/admin/login', { method: 'POST' }),
				{
					email: 'admin@example.com',
					password: TEST_PASSWORD,
				},
			)
			if (!result.ok) throw new Error('could not sign in')
			const cookie = cookieHeader(headersOf(result.setCookies))
			const token =
				decodeURIComponent(cookie.split('session_token=')[1] ?? '').split('.')[0] ?? ''
			return { cookie, token }
		}
		const expired = await cookieFor()
		await t.db
			.updateTable('session')
			.set({ expiresAt: new Date(Date.now() - 60_000) })
			.where('token', '=', expired.token)
			.execute()
		const tooOld = await cookieFor()
		await t.db
			.updateTable('session')
			.set({
				createdAt: new Date(Date.now() - 8 * 24 * 3600_000),
				expiresAt: new Date(Date.now() + 3600_000),
			})
			.where('token', '=', tooOld.token)
			.execute()
		const sessions: Record<string, string | undefined> = {
			anonymous: undefined,
			forged: `aster.session_token=${'f'.repeat(32)}.${'s'.repeat(43)}%3D`,
			'forged, unsigned': 'aster.session_token=forged-token',
			expired: expired.cookie,
			'past its absolute lifetime': tooOld.cookie,
		}

		const routes = adminRoutes(project.id)
		// The walk must find the dashboard itself, or it is walking nothing.
		expect(routes.map((r) => r.pattern)).toEqual(
			expect.arrayContaining(['admin', 'admin/team', 'admin/logout']),
		)

		const before = await snapshot(t.db)
		const sessionIdsBefore = new Set(
			(await t.db.selectFrom('session').select('id').execute()).map((r) => r.id),
		)
		const refusals: string[] = []
		const problems: string[] = []
		const origin = 'http://admin.test'

		const check = async (
			label: string,
			request: Request,
			kind: 'document' | 'data' | 'resource',
		) => {
			const response = await handle(request)
			const status = response.status
			const location = response.headers.get('location') ?? ''
			const body = await response.text()
			let refused = false
			if (kind === 'data') {
				// Single fetch answers a redirect with 202 and the target in its payload.
				refused =
					status === 401 ||
					status === 403 ||
					((status === 202 || status === 204 || (status >= 300 && status < 400)) &&
						(body.includes('/admin/login') || location.startsWith('/admin/login')))
			} else {
				refused =
					status === 401 ||
					status === 403 ||
					(status >= 300 && status < 400 && location.startsWith('/admin/login'))
			}
			// One person's answer, whatever it is: stored by no cache (the root's middleware).
			if (!/no-store/.test(response.headers.get('cache-control') ?? ''))
				problems.push(
					`${label} → ${status}: Cache-Control ${response.headers.get('cache-control')}`,
				)
			if (refused) refusals.push(label)
			else problems.push(`${label} → ${status} ${location} ${body.slice(0, 120)}`)
		}

		for (const route of routes) {
			for (const [sessionName, cookie] of Object.entries(sessions)) {
				const headers = (accept: string) => {
					const h = new Headers({ accept, origin, 'sec-fetch-site': 'same-origin' })
					if (cookie) h.set('cookie', cookie)
					return h
				}
				const index = route.index ? '?index' : ''
				if (route.hasLoader) {
					if (route.isResource) {
						await check(
							`GET ${route.url} (${sessionName})`,
							new Request(origin + route.url, { headers: headers('*/*') }),
							'resource',
						)
						await check(
							`GET ${route.url} as JSON (${sessionName})`,
							new Request(origin + route.url, { headers: headers('application/json') }),
							'resource',
						)
					} else {
						await check(
							`GET ${route.url} (${sessionName})`,
							new Request(origin + route.url, { headers: headers('text/html') }),
							'document',
						)
						await check(
							`GET ${route.url}.data (${sessionName})`,
							new Request(
								`${origin}${route.url}.data?_routes=${encodeURIComponent(route.id)}`,
								{ headers: headers('*/*') },
							),
							'data',
						)
					}
				}
				if (route.hasAction) {
					for (const intent of INTENTS) {
						const id =
							intent === 'remove'
								? adminUser.id
								: intent === 'revoke'
									? invitation.id
									: intent.includes('testimonial')
										? testimonial.id
										: project.id
						const form = () => {
							const body = new FormData()
							if (intent) body.set('intent', intent)
							body.set('id', id)
							body.set('email', 'intruder@example.com')
							body.set('password', TEST_PASSWORD)
							body.set('currentPassword', TEST_PASSWORD)
							body.set('newPassword', 'an intruder passphrase')
							body.set('code', '123456')
							body.set('name', 'Intruder')
							body.set('visible', 'false')
							if (intent === 'upload')
								body.set(
									'file',
									new File([new Uint8Array([137, 80, 78, 71])], 'x.png', {
										type: 'image/png',
									}),
								)
							return body
						}
						if (route.isResource) {
							await check(
								`POST ${route.url} ${intent} (${sessionName})`,
								new Request(origin + route.url, {
									method: 'POST',
									headers: headers('application/json'),
									body: form(),
								}),
								'resource',
							)
						} else {
							await check(
								`POST ${route.url}${index} ${intent} (${sessionName})`,
								new Request(`${origin}${route.url}${index}`, {
									method: 'POST',
									headers: headers('text/html'),
									body: form(),
								}),
								'document',
							)
							await check(
								`POST ${route.url}.data ${intent} (${sessionName})`,
								new Request(`${origin}${route.url}.data${index}`, {
									method: 'POST',
									headers: headers('*/*'),
									body: form(),
								}),
								'data',
							)
						}
					}
				}
			}
		}

		expect(problems).toEqual([])
		expect(refusals.length).toBeGreaterThan(routes.length * 5)

		// Nothing changed: every table as it was. Sessions may only have been removed (the
		// expired ones, cleaned up on sight), never added.
		const after = await snapshot(t.db)
		const { session: sessionsAfter, ...rest } = after
		const { session: _sessionsBefore, ...restBefore } = before
		expect(rest).toEqual(restBefore)
		const added = (await t.db.selectFrom('session').select('id').execute()).filter(
			(r) => !sessionIdsBefore.has(r.id),
		)
		expect(added).toEqual([])
		expect(sessionsAfter?.length).toBeLessThanOrEqual(sessionIdsBefore.size)

		// And the same routes do answer a valid session: the walk is not refusing everything.
		for (const route of routes.filter((r) => r.hasLoader && !r.isResource)) {
			const response = await handle(
				new Request(origin + route.url, {
					headers: { accept: 'text/html', cookie: ownerCookie },
				}),
			)
			const location = response.headers.get('location') ?? ''
			expect(
				location.startsWith('/admin/login'),
				`${route.url} with a valid session`,
			).toBe(false)
			expect(response.status, `${route.url} with a valid session`).toBeLessThan(500)
		}
	}, 180_000)
})

function headersOf(setCookies: string[]) {
	const headers = new Headers()
	for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
	return headers
}
