// A throwaway hello-world app built with the site's framework config (React Router
// framework mode, Vite with the Tailwind plugin, the same build options, React 19), the
// baseline the benchmarks print beside the site, built and measured in the same run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'

import { build, root } from './common.ts'

const FILES: Record<string, string> = {
	'react-router.config.ts': `export default { ssr: true, buildDirectory: 'build' }\n`,
	'vite.config.ts': [
		`import { reactRouter } from '@react-router/dev/vite'`,
		`import tailwindcss from '@tailwindcss/vite'`,
		`import { defineConfig } from 'vite'`,
		// The site's chunks: its framework chunk and compile hint (vite.config.ts).
		`import { CLIENT_OUTPUT } from ${JSON.stringify(path.join(root, 'vite.config.ts'))}`,
		`export default defineConfig({ build: { assetsInlineLimit: 0, rolldownOptions: { output: CLIENT_OUTPUT } }, plugins: [tailwindcss(), reactRouter()] })`,
		'',
	].join('\n'),
	'app/app.css': `@import 'tailwindcss';\n`,
	// Lighthouse asks for it (and the router would log a 404 with its stack).
	'public/robots.txt': 'User-agent: *\nAllow: /\n',
	'app/routes.ts': [
		`import { index } from '@react-router/dev/routes'`,
		`export default [index('routes/home.tsx')]`,
		'',
	].join('\n'),
	'app/root.tsx': [
		`import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'`,
		`import './app.css'`,
		`export function Layout({ children }: { children: React.ReactNode }) {`,
		`  return (<html lang="en"><head><meta charSet="utf-8" />`,
		// An empty icon: the browser's /favicon.ico request would 404 and count as a console error.
		`    <meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><Meta /><Links /></head>`,
		`    <body>{children}<ScrollRestoration /><Scripts /></body></html>)`,
		`}`,
		`export default function App() { return <Outlet /> }`,
		'',
	].join('\n'),
	'app/routes/home.tsx': [
		`export const meta = () => [{ title: 'Hello world' }, { name: 'description', content: 'A hello world page, built like the site, as a baseline.' }]`,
		`export default function Home() {`,
		`  return <main className="p-8"><h1 className="text-2xl font-bold">Hello world</h1>`,
		`    <p className="mt-4">The baseline: the framework, React and Tailwind, and nothing of the site.</p></main>`,
		`}`,
		'',
	].join('\n'),
}

export interface HelloWorld {
	dir: string
	clientDir: string
	build: ServerBuild
	remove: () => void
}

/** Writes and builds the hello world under .cache/ (inside the repository, for node_modules). */
export async function buildHelloWorld(): Promise<HelloWorld> {
	const dir = path.join(root, '.cache/bench-hello')
	rmSync(dir, { recursive: true, force: true })
	for (const [name, text] of Object.entries(FILES)) {
		mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
		writeFileSync(path.join(dir, name), text)
	}
	build({ NODE_ENV: 'production' }, dir)
	const serverBuild = (await import(
		path.join(dir, 'build/server/index.js')
	)) as ServerBuild
	return {
		dir,
		clientDir: path.join(dir, 'build/client'),
		build: serverBuild,
		remove: () => rmSync(dir, { recursive: true, force: true }),
	}
}

/** Serves the hello world like the site is served: gzip, fingerprinted assets cached. */
export async function serveHelloWorld(hello: HelloWorld) {
	const app = express()
	app.use(compression())
	app.use(
		'/assets',
		express.static(path.join(hello.clientDir, 'assets'), {
			immutable: true,
			maxAge: '1y',
		}),
	)
	app.use(express.static(hello.clientDir))
	app.all('/{*splat}', createRequestHandler({ build: hello.build }))
	const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
		const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
	})
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
