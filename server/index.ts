// Process entry: runs directly on Node 24 (type stripping). It loads the app
// bundle built by Vite (or, in development, Vite's live module graph) and owns
// the listening socket and the shutdown sequence.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type express from 'express'

import type * as AppModuleNamespace from './app.ts'

type AppModule = typeof AppModuleNamespace

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// NODE_ENV decides which module graph to load, before the app's env parsing exists.
const isProduction = process.env.NODE_ENV === 'production'
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')

let mod: AppModule
let devMiddleware: express.RequestHandler | undefined
if (isProduction) {
	const buildEntry = path.join(buildDir, 'server/index.js')
	mod = (await import(buildEntry)) as AppModule
} else {
	const vite = await import('vite')
	const viteServer = await vite.createServer({
		root,
		server: { middlewareMode: true },
		appType: 'custom',
	})
	devMiddleware = viteServer.middlewares as unknown as express.RequestHandler
	mod = (await viteServer.ssrLoadModule(path.join(root, 'server/app.ts'))) as AppModule
}

const logger = mod.createLogger()
await mod.prepare(logger)

const env = mod.getEnv()
const app = mod.createApp(
	{
		mode: isProduction ? 'production' : 'development',
		clientDir: isProduction ? path.join(buildDir, 'client') : undefined,
		devMiddleware,
	},
	logger,
)

const server = http.createServer(app)
server.keepAliveTimeout = 5_000
server.listen(env.PORT, env.HOST, () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	logger.info({ port }, `Server listening on http://localhost:${port}`)
	void mod.announceOwnerSignup(logger, port)
})

let shuttingDown = false
/** Requests whose answer has not been sent in full yet. */
const inFlight = new Set<http.ServerResponse>()
server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
	inFlight.add(res)
	// A request that arrives on a kept-alive connection after the signal is still answered,
	// and then that connection ends.
	if (shuttingDown) res.setHeader('Connection', 'close')
	res.on('close', () => {
		inFlight.delete(res)
		// A connection that answered with keep-alive before the signal is idle now: close it,
		// instead of waiting for its keep-alive timeout.
		if (shuttingDown) setImmediate(() => server.closeIdleConnections())
	})
})

/** Connections still open this long after the signal are cut… */
const CUT_AFTER_MS = 8_500
/** …and the requests they carried get this long to clean up before the database closes. */
const UNWIND_MS = 500
/** Past this, the process ends whatever is still running (orchestrators kill at 10 s). */
const EXIT_BY_MS = 9_800

async function stop(signal: string) {
	if (shuttingDown) return
	shuttingDown = true
	logger.info(
		{ signal, inFlight: inFlight.size },
		'shutting down: no new connections, finishing requests in flight',
	)
	const signalled = Date.now()
	const overdue = setTimeout(() => {
		logger.error('shutdown did not finish in time: exiting')
		process.exit(1)
	}, EXIT_BY_MS)
	overdue.unref()
	let cut = false
	const force = setTimeout(() => {
		cut = true
		logger.warn({ inFlight: inFlight.size }, 'forcing remaining connections closed')
		server.closeAllConnections()
	}, CUT_AFTER_MS)
	force.unref()
	// Answers still to be sent say Connection: close, so their connections end with them.
	for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
	server.close(async () => {
		clearTimeout(force)
		try {
			// A cut request's handler is still running (an upload removing its temporary
			// file, say): let it finish before the database goes.
			if (cut) await new Promise((resolve) => setTimeout(resolve, UNWIND_MS))
			await mod.shutdown()
		} catch (error) {
			logger.error({ err: error }, 'shutdown failed')
			process.exit(1)
		}
		logger.info('stopped')
		clearTimeout(overdue)
		// Ends as soon as nothing is pending (file clean-ups of cut requests included), and
		// at the latest when the time is up.
		process.exitCode = 0
		const left = EXIT_BY_MS - (Date.now() - signalled)
		setTimeout(() => process.exit(0), Math.max(0, Math.min(1_000, left))).unref()
	})
	server.closeIdleConnections()
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
