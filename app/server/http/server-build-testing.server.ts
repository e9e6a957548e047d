// The app's real server build for tests, through Vite (no build folder needed): its route
// table, modules and handles are the ones production serves.
import path from 'node:path'

import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export async function loadServerBuild(): Promise<{
	vite: ViteDevServer
	build: ServerBuild
}> {
	const { createServer } = await import('vite')
	const vite = await createServer({
		root: ROOT,
		configFile: path.join(ROOT, 'vite.config.ts'),
		server: { middlewareMode: true, hmr: false, watch: null },
		appType: 'custom',
		logLevel: 'error',
	})
	const build = (await vite.ssrLoadModule(
		'virtual:react-router/server-build',
	)) as ServerBuild
	return { vite, build }
}
