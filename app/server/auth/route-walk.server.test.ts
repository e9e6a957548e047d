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

import { FORBIDDEN_MESSAGE, ROLES, type Role } from '#app/lib/permissions.ts'

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
function adminRoutes(sampleId: string, params: Record<string, string> = {}): WalkRoute[] {
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
			.replace(/:([A-Za-z0-9_]+)\??/g, (_m, name: string) => params[name] ?? sampleId)
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
					// Which session a request carries is checked before its intent is read; every
					// intent goes with no session and with an expired one, the rest post none.
					const intents =
						sessionName === 'anonymous' || sessionName === 'expired' ? INTENTS : ['']
					for (const intent of intents) {
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

// ---------------------------------------------------------------------------------------
// The role matrix (decision 046): every dashboard route × every role × GET and POST (each
// button's intent), answered as the role allows, and nothing written by a refused one.
// What each role may do is written out here, apart from the routes' own declarations, so a
// route that declares too little (or nothing) fails.

const RANK: Record<Role, number> = { owner: 0, admin: 1, editor: 2, author: 3 }

/** The buttons an author may press on a draft's form; every other post there publishes. */
const AUTHOR_INTENTS = new Set([
	'draft',
	'preview',
	'discard',
	'share',
	'revoke',
	'submit',
])

/** The least role that may make this request. */
function leastRole(
	pattern: string,
	site: 'home' | 'company',
	method: 'GET' | 'POST',
	intent: string,
): Role {
	const get = method === 'GET'
	switch (pattern) {
		case 'admin':
		case 'admin/products':
		case 'admin/projects/:projectId/history':
		case 'admin/testimonials':
		case 'admin/testimonials/:testimonialId/history':
		case 'admin/media':
		case 'admin/media/:mediaId':
			return get ? 'author' : 'editor'
		case 'admin/portfolio/new':
		case 'admin/products/new':
		case 'admin/projects/:projectId':
		case 'admin/testimonials/new':
		case 'admin/testimonials/:testimonialId':
			return get || AUTHOR_INTENTS.has(intent) ? 'author' : 'editor'
		case 'admin/api/upload':
			// A new file for a library image goes live at once: a publish.
			return intent === 'replace' ? 'editor' : 'author'
		case 'admin/autosave/project':
		case 'admin/autosave/testimonial':
		case 'admin/site':
		case 'admin/overview':
		case 'admin/account':
		case 'admin/logout':
		case 'admin/api/media':
		case 'admin/api/pages':
		case 'admin/edit-lock':
			return 'author'
		case 'admin/site/:form':
			if (site === 'company') return 'admin'
			return get || AUTHOR_INTENTS.has(intent) ? 'author' : 'editor'
		case 'admin/site/:form/draft':
			return site === 'company' ? 'admin' : 'author'
		case 'admin/site/:form/history':
			if (site === 'company') return 'admin'
			return get ? 'author' : 'editor'
		case 'admin/scheduled':
		case 'admin/trash':
		case 'admin/logos':
		case 'admin/inbox':
		case 'admin/activity':
		case 'admin/review':
		case 'admin/review/:entity/:id':
		case 'admin/redirects':
			return 'editor'
		case 'admin/site/languages':
			return 'admin'
		case 'admin/team':
			return get || ['invite', 'revoke', 'remove'].includes(intent) ? 'admin' : 'owner'
		default:
			throw new Error(`The role matrix does not know ${pattern}: say who may use it`)
	}
}

const MATRIX_INTENTS = [
	'',
	'draft',
	'preview',
	'discard',
	'share',
	'submit',
	'publish',
	'publish-all',
	'schedule',
	'approve',
	'request-changes',
	'visibility',
	'move',
	'bulk-delete',
	'restore',
	'save',
	'add',
	'show',
	'invite',
	'role',
	'delete',
	'remove',
	'revoke',
]

describeEachDialect('admin role matrix', (t) => {
	useAppDatabase(t)

	test('every dashboard route × every role × GET and POST is answered as the role allows, and a refusal writes nothing', async () => {
		const db = getDb()
		const owner = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: 'owner@example.com',
				password: TEST_PASSWORD,
			},
		)
		if (!owner.ok) throw new Error('could not create the owner')
		const cookies: Record<Role, string> = {
			owner: cookieHeader(headersOf(owner.setCookies)),
			admin: '',
			editor: '',
			author: '',
		}
		for (const role of ['admin', 'editor', 'author'] as const) {
			const email = `${role}@example.com`
			const { token } = await createInvitation(db, { email, invitedBy: null, role })
			const made = await registerAdmin(
				browserRequest('/admin/signup', { method: 'POST' }),
				{
					email,
					password: TEST_PASSWORD,
					token,
				},
			)
			if (!made.ok) throw new Error(`could not create the ${role}`)
			cookies[role] = cookieHeader(headersOf(made.setCookies))
		}
		// Someone to aim the Team's buttons at, and content for the rest.
		const { token } = await createInvitation(db, {
			email: 'bystander@example.com',
			invitedBy: null,
			role: 'author',
		})
		await registerAdmin(browserRequest('/admin/signup', { method: 'POST' }), {
			email: 'bystander@example.com',
			password: TEST_PASSWORD,
			token,
		})
		const bystander = await t.db
			.selectFrom('user')
			.select(['id', 'role'])
			.where('email', '=', 'bystander@example.com')
			.executeTakeFirstOrThrow()
		expect(bystander.role).toBe('author')
		const project = await createProject(db, makeProjectInput())
		const testimonial = await createTestimonial(db, makeTestimonialInput())
		const { invitation } = await createInvitation(db, {
			email: 'pending@example.com',
			invitedBy: null,
		})

		const home = adminRoutes(project.id, {
			testimonialId: testimonial.id,
			form: 'home',
			entity: 'project',
		})
		const company = adminRoutes(project.id, {
			testimonialId: testimonial.id,
			form: 'company',
			entity: 'project',
		}).filter((r) => r.pattern.startsWith('admin/site/:form'))
		const walk = [
			...home.map((route) => ({ route, site: 'home' as const })),
			...company.map((route) => ({ route, site: 'company' as const })),
		]
		expect(walk.map((w) => w.route.pattern)).toEqual(
			expect.arrayContaining(['admin', 'admin/team', 'admin/inbox', 'admin/site/:form']),
		)
		const origin = 'http://admin.test'

		interface Probe {
			label: string
			role: Role
			allowed: boolean
			request: () => Request
			/** Posts that end the session or hand ownership over go last. */
			order: number
		}
		const probes: Probe[] = []
		for (const { route, site } of walk) {
			for (const role of ROLES) {
				const headers = (accept: string) =>
					new Headers({
						accept,
						origin,
						'sec-fetch-site': 'same-origin',
						cookie: cookies[role],
					})
				const may = (method: 'GET' | 'POST', intent = '') =>
					RANK[role] <= RANK[leastRole(route.pattern, site, method, intent)]
				if (route.hasLoader) {
					probes.push({
						label: `${role} GET ${route.url}`,
						role,
						allowed: may('GET'),
						order: 0,
						request: () =>
							new Request(origin + route.url, {
								headers: headers(route.isResource ? 'application/json' : 'text/html'),
							}),
					})
					if (!route.isResource)
						probes.push({
							label: `${role} GET ${route.url}.data`,
							role,
							allowed: may('GET'),
							order: 0,
							request: () =>
								new Request(
									`${origin}${route.url}.data?_routes=${encodeURIComponent(route.id)}`,
									{ headers: headers('*/*') },
								),
						})
				}
				if (!route.hasAction) continue
				if (route.pattern === 'admin/api/upload')
					probes.push({
						label: `${role} POST ${route.url}?replace=…`,
						role,
						allowed: may('POST', 'replace'),
						order: 1,
						request: () =>
							new Request(`${origin}${route.url}?replace=${project.id}`, {
								method: 'POST',
								headers: new Headers({
									...Object.fromEntries(headers('application/json')),
									'content-type': 'image/png',
									'x-file-name': 'new.png',
								}),
								body: 'not an image',
							}),
					})
				const index = route.index ? '?index' : ''
				for (const intent of MATRIX_INTENTS) {
					const id =
						route.pattern === 'admin/team'
							? intent === 'revoke'
								? invitation.id
								: bystander.id
							: project.id
					const form = () => {
						const body = new FormData()
						if (intent) body.set('intent', intent)
						body.set('id', id)
						body.set('ids', id)
						body.set('email', `new-${role}@example.com`)
						body.set('role', 'editor')
						body.set('name', 'Matrix')
						body.set('comment', 'Please shorten the summary.')
						body.set('position', '1')
						return body
					}
					const order =
						route.pattern === 'admin/logout' ? 3 : route.pattern === 'admin/team' ? 2 : 1
					probes.push({
						label: `${role} POST ${route.url}${index} ${intent || '(no intent)'}`,
						role,
						allowed: may('POST', intent),
						order,
						request: () =>
							new Request(`${origin}${route.url}${index}`, {
								method: 'POST',
								headers: headers(route.isResource ? 'application/json' : 'text/html'),
								body: form(),
							}),
					})
					if (!route.isResource && (intent === '' || intent === 'publish'))
						probes.push({
							label: `${role} POST ${route.url}.data ${intent || '(no intent)'}`,
							role,
							allowed: may('POST', intent),
							order,
							request: () =>
								new Request(`${origin}${route.url}.data${index}`, {
									method: 'POST',
									headers: headers('*/*'),
									body: form(),
								}),
						})
				}
				// Two intents in one post, the lesser first: it needs what each of them needs
				// (a check reading the first and an action the last let an author publish).
				if (!route.isResource && route.pattern !== 'admin/logout')
					probes.push({
						label: `${role} POST ${route.url}${index} draft, then publish`,
						role,
						allowed: may('POST', 'draft') && may('POST', 'publish'),
						order: route.pattern === 'admin/team' ? 2 : 1,
						request: () => {
							const body = new FormData()
							body.append('intent', 'draft')
							body.append('intent', 'publish')
							body.set('id', project.id)
							body.set('name', 'Both intents')
							return new Request(`${origin}${route.url}${index}`, {
								method: 'POST',
								headers: headers('text/html'),
								body,
							})
						},
					})
			}
		}

		const problems: string[] = []
		const ask = async (probe: Probe) => {
			const response = await handle(probe.request())
			const body = await response.text()
			const refused = response.status === 403 && body.includes(FORBIDDEN_MESSAGE)
			const location = response.headers.get('location') ?? ''
			if (!/no-store/.test(response.headers.get('cache-control') ?? ''))
				problems.push(`${probe.label}: stored by a cache`)
			if (probe.allowed) {
				if (refused) problems.push(`${probe.label}: refused, but the role may`)
				else if (response.status >= 500)
					problems.push(`${probe.label}: ${response.status} ${body.slice(0, 160)}`)
				else if (
					!probe.label.includes('/admin/logout') &&
					(location.startsWith('/admin/login') || body.includes('/admin/login?'))
				)
					problems.push(`${probe.label}: sent to sign in`)
			} else if (!refused) {
				problems.push(`${probe.label}: ${response.status}, but the role may not`)
			}
		}

		// Every refusal first: nothing in the database may change.
		const before = await snapshot(t.db)
		for (const probe of probes.filter((p) => !p.allowed)) await ask(probe)
		const after = await snapshot(t.db)
		expect(problems).toEqual([])
		expect(after).toEqual(before)
		expect(probes.filter((p) => !p.allowed).length).toBeGreaterThan(300)

		// Then what each role may do, the least role first; sign-outs and the Team's last.
		// A post per kind of need is enough here (the refusals above took every intent).
		const sampled = new Set([
			'(no intent)',
			'draft',
			'publish',
			'submit',
			'invite',
			'role',
		])
		const allowed = probes
			.filter((p) => p.allowed)
			.filter(
				(p) =>
					!p.label.includes(' POST ') || sampled.has(p.label.split(' ').at(-1) ?? ''),
			)
			.sort((a, b) => a.order - b.order || RANK[b.role] - RANK[a.role])
		for (const probe of allowed) await ask(probe)
		expect(problems).toEqual([])
	}, 300_000)
})
