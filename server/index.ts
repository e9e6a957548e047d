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
})

let shuttingDown = false
async function stop(signal: string) {
	if (shuttingDown) return
	shuttingDown = true
	logger.info(
		{ signal },
		'shutting down: no new connections, finishing requests in flight',
	)
	// Hard stop: whatever is still open after 9 s is cut, so we always exit within 10 s.
	const force = setTimeout(() => {
		logger.warn('forcing remaining connections closed')
		server.closeAllConnections()
	}, 9_000)
	force.unref()
	server.close(async () => {
		clearTimeout(force)
		await mod.shutdown()
		logger.info('stopped')
		process.exit(0)
	})
	server.closeIdleConnections()
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
