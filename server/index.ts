// Process entry: runs directly on Node 24 (type stripping). It loads the app bundle built by
// Vite (or, in development, Vite's live module graph) and owns the listening socket and the
// shutdown sequence.
//
// In production, WEB_CONCURRENCY workers (default: one per core available) serve one port
// through node:cluster (decision 020). The primary prepares the data once (migrations, the
// demo seed), runs the background work (contact outbox, media sweep), replaces a worker that
// dies, and on SIGTERM has every worker drain before it exits, within 10 s. With one worker
// (or in development) the process serves requests itself, as it always did.
import cluster, { type Worker } from 'node:cluster'
import http from 'node:http'
import { isIPv6 } from 'node:net'
import { availableParallelism } from 'node:os'
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

// A setting that cannot be read ends the start with what is wrong, not a stack trace.
let env: ReturnType<AppModule['getEnv']>
try {
	env = mod.getEnv()
} catch (error) {
	console.error(error instanceof Error ? error.message : String(error))
	process.exit(1)
}
const logger = mod.createLogger()
const workerCount = isProduction ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1

/** Past this, the process ends whatever is still running (orchestrators kill at 10 s). */
const EXIT_BY_MS = 9_800
/**
 * A worker's own limit: its signal comes a moment after the primary's, and the primary
 * exits 0 only once every worker has (work of a cut request, an image still being resized,
 * must not carry a worker past the primary's limit).
 */
const WORKER_EXIT_BY_MS = EXIT_BY_MS - 500

/** What a worker sends the primary when it cannot listen. */
interface ListenFailed {
	listenFailed: string
}

try {
	if (cluster.isPrimary && workerCount > 1) await runPrimary(workerCount)
	else await runServer(cluster.isWorker)
} catch (error) {
	endStart(mod.describeStartupFailure(error, env), error)
}

/** A failed start ends with one line saying why, and exit 1; the stack only when debugging. */
function endStart(line: string, error?: unknown): never {
	console.error(line)
	if (error) printStackWhenDebugging(error)
	process.exit(1)
}

function printStackWhenDebugging(error: unknown) {
	if (env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace') console.error(error)
}

/** The address to open: the host it listens on, localhost when that is every interface. */
function siteUrl(port: number) {
	const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
	return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`
}

async function runPrimary(count: number) {
	await mod.prepare(logger)
	let shuttingDown = false
	let announced = false
	/** Recent unexpected exits: a worker that keeps dying at start is restarted more slowly. */
	let recentDeaths: number[] = []

	const fork = () => {
		const worker = cluster.fork()
		worker.on('listening', (address) => {
			logger.info({ worker: worker.process.pid }, 'worker listening')
			if (announced) return
			announced = true
			logger.info(
				{ port: address.port, workers: count },
				`Server listening on ${siteUrl(address.port)}`,
			)
			void mod.announceOwnerSignup(logger, address.port)
		})
		return worker
	}

	cluster.on('exit', (worker: Worker, code, signal) => {
		if (shuttingDown) return
		logger.error(
			{ worker: worker.process.pid, code, signal },
			'a worker died: starting another',
		)
		const now = Date.now()
		recentDeaths = [...recentDeaths.filter((at) => now - at < 60_000), now]
		const delay = Math.min(5_000, 100 * 2 ** Math.max(0, recentDeaths.length - 2))
		setTimeout(() => {
			if (!shuttingDown) fork()
		}, delay).unref()
	})

	cluster.on('message', (_worker: Worker, message: unknown) => {
		// A worker stored a mail: the outbox runs here, so it sends now, not at its next poll.
		if (message === mod.WAKE_OUTBOX_MESSAGE) mod.wakeOutbox()
		// Every other worker would fail alike: said once, and the start ends.
		else if (
			typeof message === 'object' &&
			message !== null &&
			'listenFailed' in message
		) {
			shuttingDown = true
			// None of them listens, so none has a request to finish.
			for (const worker of Object.values(cluster.workers ?? {})) {
				worker?.process.kill('SIGKILL')
			}
			endStart((message as ListenFailed).listenFailed)
		}
	})

	for (let i = 0; i < count; i++) fork()

	const stop = async (signal: string) => {
		if (shuttingDown) return
		shuttingDown = true
		const workers = Object.values(cluster.workers ?? {}).filter(
			(worker): worker is Worker => worker !== undefined && !worker.isDead(),
		)
		logger.info(
			{ signal, workers: workers.length },
			'shutting down: draining every worker',
		)
		const overdue = setTimeout(() => {
			logger.error('shutdown did not finish in time: exiting')
			for (const worker of workers) worker.process.kill('SIGKILL')
			process.exit(1)
		}, EXIT_BY_MS)
		overdue.unref()
		await Promise.all(
			workers.map(
				(worker) =>
					new Promise<void>((resolve) => {
						if (worker.isDead()) return resolve()
						worker.once('exit', () => resolve())
						worker.process.kill('SIGTERM')
					}),
			),
		)
		try {
			await mod.shutdown()
		} catch (error) {
			logger.error({ err: error }, 'shutdown failed')
			process.exit(1)
		}
		logger.info('stopped')
		clearTimeout(overdue)
		process.exit(0)
	}
	process.on('SIGTERM', () => void stop('SIGTERM'))
	process.on('SIGINT', () => void stop('SIGINT'))
}

async function runServer(isWorker: boolean) {
	if (isWorker) await mod.prepareWorker()
	else await mod.prepare(logger)

	const app = await mod.createApp(
		{
			mode: isProduction ? 'production' : 'development',
			clientDir: isProduction ? path.join(buildDir, 'client') : undefined,
			devMiddleware,
		},
		logger,
	)

	const server = http.createServer()
	// An idle connection is kept longer than the proxies in front keep theirs (nginx's upstream
	// keepalive_timeout and cloud load balancers: 60 s), as Fastify's default (72 s) is: with
	// Node's 5 s, a proxy or client could send on a connection just as the server closed it,
	// and get a reset (a 502 from a proxy). SIGTERM still closes idle ones at once (below).
	server.keepAliveTimeout = 72_000

	let shuttingDown = false
	/** Requests whose answer has not been sent in full yet. */
	const inFlight = new Set<http.ServerResponse>()
	server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
		inFlight.add(res)
		res.once('close', () => {
			inFlight.delete(res)
			// A connection that answered with keep-alive before the signal is idle now: close
			// it, instead of waiting for its keep-alive timeout.
			if (shuttingDown) setImmediate(() => server.closeIdleConnections())
		})
		// A request that arrives on a kept-alive connection after the signal is still
		// answered, and then that connection ends.
		if (shuttingDown) res.setHeader('Connection', 'close')
		app(req, res)
	})

	/** Connections still open this long after the signal are cut… */
	const CUT_AFTER_MS = 8_500
	/** …and the requests they carried get this long to clean up before the database closes. */
	const UNWIND_MS = 500

	async function stop(signal: string) {
		if (shuttingDown) return
		shuttingDown = true
		logger.info(
			{ signal, inFlight: inFlight.size },
			'shutting down: no new connections, finishing requests in flight',
		)
		const signalled = Date.now()
		const exitBy = isWorker ? WORKER_EXIT_BY_MS : EXIT_BY_MS
		const overdue = setTimeout(() => {
			logger.error('shutdown did not finish in time: exiting')
			process.exit(1)
		}, exitBy)
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
			if (!isWorker) logger.info('stopped')
			clearTimeout(overdue)
			// Ends as soon as nothing is pending (file clean-ups of cut requests included), and
			// at the latest when the time is up.
			process.exitCode = 0
			const left = exitBy - (Date.now() - signalled)
			setTimeout(() => process.exit(0), Math.max(0, Math.min(1_000, left))).unref()
		})
		server.closeIdleConnections()
	}
	process.on('SIGTERM', () => void stop('SIGTERM'))
	process.on('SIGINT', () => void stop('SIGINT'))
	// The primary is gone (killed): no new connections will come; finish and end.
	if (isWorker) process.on('disconnect', () => void stop('primary gone'))

	try {
		await new Promise<void>((resolve, reject) => {
			server.once('error', reject)
			server.listen(env.PORT, env.HOST, () => {
				server.off('error', reject)
				resolve()
			})
		})
	} catch (error) {
		if (!isWorker) throw error
		printStackWhenDebugging(error)
		const message: ListenFailed = { listenFailed: mod.describeStartupFailure(error, env) }
		process.send?.(message, () => process.exit(1))
		return
	}
	// The primary announces where a cluster listens.
	if (isWorker) return
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	logger.info({ port }, `Server listening on ${siteUrl(port)}`)
	void mod.announceOwnerSignup(logger, port)
}
