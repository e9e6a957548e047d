import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { RouterContextProvider } from 'react-router'

import { startVisitBuffer } from '#app/server/analytics/visit-buffer.server.ts'
import { carriesContactFlash } from '#app/server/contact/flash.server.ts'
import { startContactWriter } from '#app/server/contact/service.server.ts'
import { classifierContext, requestContext } from '#app/server/context.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { newCspNonce } from '#app/server/http/nonce.server.ts'
import { createSiteLogger, loggedUrl } from '#app/server/logger.server.ts'
import { ensureAppSecret, getAppSecret } from '#app/server/secret.server.ts'
import { mediaHandler } from '#app/server/media/handler.server.ts'
import { hasSignedSession } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import { createReadinessProbe } from '#app/server/readiness.server.ts'
import {
	prepareData,
	closeData,
	startCheckpoints,
	isDatabaseReachable,
} from '#app/server/startup.server.ts'

import { ContentVersions, PageCache } from './kept-pages.ts'
import { createPageHandler } from './page-cache.ts'
import { RequestClassifier } from '#app/server/http/request-class.server.ts'
import { requestLayer, stampClientAddress } from './request-layer.ts'

export { getEnv }
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

/**
 * A worker of several: the primary has prepared the data (and checkpoints SQLite's WAL); it
 * needs the secret.
 */
export async function prepareWorker(logger: Logger) {
	await ensureAppSecret()
	await startCheckpoints(logger, { thread: false })
}

/**
 * The contact writer thread's module: in the production build, the bundle's second entry
 * beside this one (vite.config.ts; the name is joined at run time, so the bundler does not
 * take it for an asset of its own); in development, the source, which Node runs as it is.
 */
const CONTACT_WRITER = import.meta.url.endsWith('.ts')
	? new URL('../app/server/contact/writer.thread.ts', import.meta.url)
	: new URL(['.', 'contact-writer.js'].join('/'), import.meta.url)

/** What createApp started that must stop before the database closes. */
const stopping: Array<() => void> = []

export async function shutdown() {
	for (const stop of stopping.splice(0)) stop()
	await closeData()
}

/** Largest form or JSON body on public routes and the auth API. */
const FORM_BODY_LIMIT = 32 * 1024
/** Largest dashboard form: a project with its features, phases and prototype embed. */
const ADMIN_FORM_BODY_LIMIT = 256 * 1024

export function createApp(options: AppOptions, logger: Logger) {
	const env = getEnv()
	const isProduction = options.mode === 'production'
	// Visits the vitals endpoint takes wait here a second at most; shutdown stores them.
	startVisitBuffer(logger)
	// Contact posts are written on a thread of this serving process (SQLite), opened now so
	// the first post does not wait for it to start.
	startContactWriter(CONTACT_WRITER)
	const app = express()
	app.disable('x-powered-by')
	if (env.TRUST_PROXY) app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))

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
			// One short line per request: no headers (cookies stay out of the logs). Ours see
			// the request itself: wrapped, pino's standard serializer would first copy every
			// request's headers and parse its query (each child logger is made with it).
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

	app.use((_req, res, next) => {
		res.locals.cspNonce = newCspNonce()
		next()
	})
	app.use(
		helmet({
			contentSecurityPolicy: {
				useDefaults: false,
				directives: {
					defaultSrc: ["'self'"],
					scriptSrc: isProduction
						? [
								"'self'",
								(_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
							]
						: // Vite's dev client and React Refresh inject inline scripts.
							["'self'", "'unsafe-inline'"],
					styleSrc: ["'self'", "'unsafe-inline'"],
					imgSrc: ["'self'", 'data:', 'blob:'],
					fontSrc: ["'self'"],
					connectSrc: isProduction ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
					frameSrc: ['https://www.figma.com', 'https://embed.figma.com'],
					objectSrc: ["'none'"],
					baseUri: ["'none'"],
					formAction: ["'self'"],
					frameAncestors: ["'none'"],
				},
			},
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
			// The site embeds design-tool prototypes, which are cross-origin frames.
			crossOriginEmbedderPolicy: false,
			// Sent below, and only where the site is served over HTTPS.
			strictTransportSecurity: false,
		}),
	)
	app.use((req, res, next) => {
		if (req.secure)
			res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
		next()
	})
	app.use(compression())
	app.use(stampClientAddress)

	if (options.devMiddleware) app.use(options.devMiddleware)
	if (options.clientDir) {
		// Fingerprinted by Vite: safe to cache forever.
		app.use(
			'/assets',
			express.static(path.join(options.clientDir, 'assets'), {
				immutable: true,
				maxAge: '1y',
				fallthrough: false,
			}),
		)
		// The few files at the top of the client folder (favicon and the like): only their
		// paths reach the static middleware, so a page request never waits on a stat().
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
			if (topFiles.has(req.path) || req.path.startsWith('/__bench/'))
				serveTopFiles(req, res, next)
			else next()
		})
	}

	app.use('/media', mediaHandler())

	// Production loads the build once; development asks Vite each time (it changes).
	const build = isProduction
		? once(() => import('virtual:react-router/server-build'))
		: () => import('virtual:react-router/server-build')
	const classifiers = new WeakMap<object, RequestClassifier>()
	// The classifier of the build that serves: every request has asked for it by now.
	let serving: RequestClassifier | null = null
	app.use(
		requestLayer({
			siteUrl: env.SITE_URL,
			signedIn: (req) => hasSignedSession(req.headers.cookie, `${req.protocol}:`),
			async classifier() {
				const { routes, routeDiscovery } = await build()
				let classifier = classifiers.get(routes)
				if (!classifier) {
					classifier = new RequestClassifier(routes, {
						manifestPath:
							routeDiscovery.mode === 'lazy' ? routeDiscovery.manifestPath : undefined,
						formBodyLimit: FORM_BODY_LIMIT,
						adminFormBodyLimit: ADMIN_FORM_BODY_LIMIT,
						uploadBodyLimit: env.UPLOAD_MAX_BYTES,
					})
					classifiers.set(routes, classifier)
				}
				serving = classifier
				return classifier
			},
		}),
	)

	const versions = new ContentVersions(() => getContentVersion(getDb()))
	const cache = env.RENDER_CACHE && isProduction ? new PageCache() : undefined
	if (cache) {
		versions.watch((error) =>
			logger.warn({ err: error }, 'render cache: content version unavailable'),
		)
		stopping.push(() => versions.stop())
	}
	app.use(
		createPageHandler({
			build,
			mode: options.mode,
			logger,
			contextFor(values) {
				const context = new RouterContextProvider()
				context.set(requestContext, values)
				context.set(classifierContext, serving)
				return context
			},
			visitorState: (cookie) => carriesContactFlash(cookie, getAppSecret()),
			setNonce(res, nonce) {
				const previous = res.locals.cspNonce as string
				res.locals.cspNonce = nonce
				const policy = res.getHeader('Content-Security-Policy')
				if (typeof policy === 'string') {
					res.setHeader(
						'Content-Security-Policy',
						policy.replace(`'nonce-${previous}'`, `'nonce-${nonce}'`),
					)
				}
			},
			versions,
			// Public pages only; in development every request renders, so edits show at once.
			cache,
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

function once<T>(load: () => T): () => T {
	let value: { result: T } | undefined
	return () => (value ??= { result: load() }).result
}

function parseTrustProxy(value: string): boolean | number | string {
	if (value === 'true') return true
	if (value === 'false') return false
	const hops = Number(value)
	return Number.isInteger(hops) ? hops : value
}
