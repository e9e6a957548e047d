import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { createRequestHandler as createExpressHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import {
	createRequestHandler,
	RouterContextProvider,
	type ServerBuild,
} from 'react-router'

import { splitLanguagePath } from '#app/lib/languages.ts'
import { FORM_STAMP_ATTRIBUTE } from '#app/lib/contact.ts'
import { startVisitBuffer } from '#app/server/analytics/visit-buffer.server.ts'
import { CLIENT_ADDRESS_HEADER } from '#app/server/auth/http-guard.server.ts'
import { carriesSignedSession } from '#app/server/auth/session.server.ts'
import { carriesContactFlash } from '#app/server/contact/flash.server.ts'
import { currentRenderToken } from '#app/server/contact/spam.server.ts'
import { requestContext, routeTableContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { RouteTable, type ResolvedPath } from '#app/server/http/route-table.server.ts'
import { countRedirectHit } from '#app/server/redirects/hits.server.ts'
import { redirectSources } from '#app/server/redirects/sources.server.ts'
import { siteAddresses } from '#app/server/http/site-addresses.server.ts'
import { createSiteLogger, loggedUrl } from '#app/server/logger.server.ts'
import { mediaHandler } from '#app/server/media/handler.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import { createReadinessProbe } from '#app/server/readiness.server.ts'
import { ensureAppSecret, getAppSecret } from '#app/server/secret.server.ts'
import {
	closeData,
	isDatabaseReachable,
	prepareData,
} from '#app/server/startup.server.ts'

import { canonicalPath, limitBodies, refuseCrossSiteWrites } from './request-checks.ts'
import { contentVersions, createPageCache } from './page-cache.ts'

export { getEnv }
// server/index.ts ends a failed start with this sentence.
export { describeStartupFailure } from '#app/server/startup-failure.server.ts'
// Called once the server listens, with its port: where to create the owner, while no
// account exists.
export { announceOwnerSignup } from '#app/server/auth/http-guard.server.ts'
// The primary of several workers runs the outbox; a worker that stored a mail asks it to
// send now (server/index.ts passes the message on).
export { WAKE_OUTBOX_MESSAGE, wakeOutbox } from '#app/server/contact/service.server.ts'

export interface AppOptions {
	mode: 'production' | 'development'
	/** Built client assets (production); in development Vite serves them. */
	clientDir?: string
	/** Vite's dev middleware, mounted before the app's routes in development. */
	devMiddleware?: RequestHandler
}

export function createLogger(): Logger {
	return createSiteLogger(getEnv())
}

/**
 * Migrations, secrets and demo content (everything that must be ready before the first
 * request), and the background work (the contact outbox, the media sweep). Runs once: in the
 * single process, or in the primary of several workers.
 */
export async function prepare(logger: Logger) {
	await prepareData(logger)
}

/** A worker of several: the primary has prepared the data; it needs the secret. */
export async function prepareWorker() {
	await ensureAppSecret()
}

export async function shutdown() {
	await closeData()
}

export async function createApp(options: AppOptions, logger: Logger) {
	const env = getEnv()
	const isProduction = options.mode === 'production'
	// Visits the vitals endpoint takes wait here a second at most; shutdown stores them.
	startVisitBuffer(logger)
	const app = express()
	app.disable('x-powered-by')
	if (env.TRUST_PROXY !== undefined) app.set('trust proxy', env.TRUST_PROXY)

	app.get('/healthz', async (_req, res) => {
		const ok = await isDatabaseReachable()
		res
			.status(ok ? 200 : 503)
			.set('Cache-Control', 'no-store')
			.json({ ok })
	})
	// Liveness above; readiness proves a database write and a storage round trip (503 names the check).
	const readiness = createReadinessProbe({ logger })
	app.get('/readyz', async (_req, res) => {
		const result = await readiness()
		res
			.status(result.ok ? 200 : 503)
			.set('Cache-Control', 'no-store')
			.json(result)
	})

	app.use(
		pinoHttp({
			logger,
			genReqId: (req, res) => {
				const id = randomUUID()
				res.setHeader('X-Request-Id', id)
				return id
			},
			autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
			// One short line per request: no headers (cookies stay out of the logs).
			wrapSerializers: false,
			serializers: {
				req: (req: { id: unknown; method: string; url: string }) => ({
					id: req.id,
					method: req.method,
					url: loggedUrl(req.url),
				}),
				res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
			},
			// A page not found is the client's everyday business (scanners try thousands):
			// info, like a success; other refusals are worth a warning.
			customLogLevel: (_req, res, err) =>
				err || res.statusCode >= 500
					? 'error'
					: res.statusCode >= 400 && res.statusCode !== 404
						? 'warn'
						: 'info',
		}),
	)
	// Documents carry their own CSP and Referrer-Policy (entry.server.tsx, the routes'
	// headers): React Router's adapter adds a response's headers to what is set here.
	app.use(
		helmet({
			contentSecurityPolicy: false,
			referrerPolicy: false,
			// The site embeds design-tool prototypes, which are cross-origin frames.
			crossOriginEmbedderPolicy: false,
			// Sent below, and only where the site is served over HTTPS.
			strictTransportSecurity: false,
		}),
	)
	app.use((req, res, next) => {
		if (req.secure)
			res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
		// The client's address for per-client limits, replacing whatever the client sent.
		req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
		next()
	})
	// Compressed by the response, except the shared cache's pages, stored in each encoding.
	const compress = compression()

	if (options.devMiddleware) app.use(options.devMiddleware)
	if (options.clientDir) {
		// Fingerprinted by Vite: safe to cache forever.
		app.use(
			'/assets',
			compress,
			express.static(path.join(options.clientDir, 'assets'), {
				immutable: true,
				maxAge: '1y',
				fallthrough: false,
			}),
		)
		// The few files at the top of the client folder (favicon and the like).
		const topFiles = new Set(
			readdirSync(options.clientDir, { withFileTypes: true })
				.filter((entry) => entry.isFile())
				.map((entry) => `/${entry.name}`),
		)
		const serveTopFiles = express.static(options.clientDir, {
			maxAge: '1h',
			index: false,
		})
		app.use((req, res, next) => {
			if (topFiles.has(req.path)) compress(req, res, () => serveTopFiles(req, res, next))
			else next()
		})
	}

	app.use('/media', compress, mediaHandler())

	// Production loads the build once; development asks Vite each time (it changes).
	const loadBuild = () =>
		import('virtual:react-router/server-build') as Promise<ServerBuild>
	const build = isProduction ? await loadBuild() : undefined
	const tables = new WeakMap<object, RouteTable>()
	const routeTable = async () => {
		const { routes, routeDiscovery } = build ?? (await loadBuild())
		let table = tables.get(routes)
		if (!table) {
			const manifestPath =
				routeDiscovery.mode === 'lazy' ? routeDiscovery.manifestPath : undefined
			tables.set(routes, (table = new RouteTable(routes, { manifestPath })))
		}
		return table
	}
	const versions = contentVersions(() => getContentVersion(getDb()))
	// The addresses redirects leave from, for the content version last seen.
	const sources = redirectSources(getDb, versions)
	app.use(canonicalPath(routeTable, siteAddresses(getDb, versions, sources)))
	app.use(limitBodies)
	app.use(refuseCrossSiteWrites(env.SITE_URL))

	const loadContext = async (
		requestId: string,
		requestLogger: Logger,
		clientAddress: string | undefined,
	) => {
		const context = new RouterContextProvider()
		context.set(requestContext, { requestId, logger: requestLogger, clientAddress })
		context.set(routeTableContext, await routeTable())
		return context
	}

	// Each use of a redirect (decision 045), cached answers too: counted here, written in batches.
	app.use((req, res, next) => {
		const route = res.locals.route as ResolvedPath
		if (
			(req.method === 'GET' || req.method === 'HEAD') &&
			!route.pattern.startsWith('admin')
		)
			res.on('finish', () => {
				if (res.statusCode === 301 || res.statusCode === 302 || res.statusCode === 410)
					countRedirectHit(getDb, route.pagePath)
			})
		next()
	})

	if (build && env.RENDER_CACHE) {
		const render = createRequestHandler(build, options.mode)
		// An unknown address a redirect leaves from is kept under its own path, not the
		// not-found page's shared one.
		app.use(async (req, res, next) => {
			const route = res.locals.route as ResolvedPath
			try {
				// Its own, or the default language's from under another language's prefix.
				const leavesFrom = async (path: string) => (await sources()).has(path)
				if (
					route.handle.sharedPath &&
					((await leavesFrom(route.pagePath)) ||
						(await leavesFrom(splitLanguagePath(route.pagePath).path)))
				)
					res.locals.route = {
						...route,
						handle: { ...route.handle, sharedPath: undefined },
					}
				next()
			} catch (error) {
				req.log.warn({ err: error }, 'redirects unavailable to the page cache')
				next()
			}
		})
		const cache = createPageCache({
			render: async (url) =>
				render(new Request(url), await loadContext('page-cache', logger, undefined)),
			version: versions,
			stamp: () => currentRenderToken(getAppSecret()),
			stampAttribute: FORM_STAMP_ATTRIBUTE,
			personal: async (cookie, protocol) =>
				(await carriesSignedSession(cookie, protocol)) ||
				(await carriesContactFlash(cookie, getAppSecret())),
			siteOrigin: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
			logger,
		})
		app.use(cache.middleware)
	}
	app.use(compress)

	app.use(
		createExpressHandler({
			build: build ?? loadBuild,
			mode: options.mode,
			getLoadContext: (req) =>
				loadContext(
					String(req.id),
					req.log,
					req.headers[CLIENT_ADDRESS_HEADER] as string,
				),
		}),
	)
	app.use(errorHandler)
	return app
}

const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
	const status = httpStatusOf(err)
	if (status >= 500) req.log.error({ err }, 'request failed')
	if (res.headersSent) {
		res.end()
		return
	}
	const message =
		status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Server error'
	res
		.status(status)
		.set('Cache-Control', 'no-store')
		.type('html')
		.send(
			`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${message}</title></head><body><main><h1>${message}</h1><p><a href="/">Back to home</a></p></main></body></html>`,
		)
}

function httpStatusOf(err: unknown) {
	if (typeof err === 'object' && err !== null) {
		const candidate =
			(err as { status?: unknown; statusCode?: unknown }).status ??
			(err as { statusCode?: unknown }).statusCode
		if (typeof candidate === 'number' && candidate >= 400 && candidate < 600)
			return candidate
	}
	return 500
}
