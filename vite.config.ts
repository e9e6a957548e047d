import { readFileSync } from 'node:fs'
import path from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Packages the production server still loads from node_modules: a native addon (sharp), a
 * client with an optional native part (pg), the S3 client (loaded only with S3_BUCKET), and
 * pino, whose transports start worker threads from files of their own.
 */
const SERVER_EXTERNALS = [
	'sharp',
	'pg',
	'@aws-sdk/client-s3',
	'pino',
	'pino-http',
	'jsdom',
]

/**
 * React, React DOM and React Router in one chunk, whichever modules import which of their
 * parts: left to itself the bundler cuts them by importer, and every first load then
 * fetches several framework files instead of one. Only dashboard pages load it (decision
 * 028); their route modules import it, so React Router preloads it with them, and the
 * client entry's import of the hydration code then fetches a small file.
 */
const FRAMEWORK_CHUNK = {
	name: 'framework',
	test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
}

/**
 * What the public pages' module (app/client/enhance.ts) loads, with what it imports, in one
 * chunk: the custom elements' modules (the components' `*.client.ts`, which define their
 * element as they load; only that module imports them) and app/client's. A public page loads
 * that chunk and the module itself, side by side (app/lib/head-scripts.ts). Left to itself
 * the bundler cuts the small modules they share with route modules into a file each.
 */
const ENHANCER_CHUNK = {
	name: 'enhancers',
	// The Web Vitals reporter is a chunk of its own, loaded when the browser is idle.
	test: /[\\/]app[\\/](?:client[\\/](?!(?:enhance|vitals)\.ts$)|components[\\/].*\.client\.ts$)/,
}

/**
 * The chunk whose functions nearly all run while a dashboard page hydrates (React, React
 * DOM, React Router): V8 compiles it on a background thread while it downloads (explicit
 * compile hints, Chromium 136+), instead of one function at a time on the main thread when
 * hydration first calls it. Other browsers ignore the comment. docs/decisions/017
 */
const EAGER_CHUNKS = [FRAMEWORK_CHUNK.name]

/** How the client build cuts and heads its chunks; bench/hello-world.ts builds with it too. */
export const CLIENT_OUTPUT = {
	codeSplitting: { groups: [FRAMEWORK_CHUNK, ENHANCER_CHUNK] },
	// After minification, which would drop the comment.
	postBanner: (chunk: { name: string }) =>
		EAGER_CHUNKS.includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
}

/** The public pages' one module script: its source, and `virtual:enhancer-url`'s id. */
const ENHANCER_SOURCE = 'app/client/enhance.ts'
const ENHANCER_URL_ID = 'virtual:enhancer-url'

/**
 * The public pages' module script (app/client/enhance.ts) as a chunk of the client build,
 * and its address and the chunks it imports for the root as `virtual:enhancer-url`: the
 * built files', from the client build's manifest as Vite's backend integration reads it
 * (React Router's server build reads the same file); in development the source, which Vite
 * serves.
 */
function enhancerModule(buildDirectory: string): Plugin {
	const resolved = `\0${ENHANCER_URL_ID}`
	return {
		name: 'aster:enhancer-module',
		buildStart() {
			if (this.environment.name === 'client' && this.environment.mode === 'build')
				this.emitFile({
					type: 'chunk',
					id: path.resolve(ENHANCER_SOURCE),
					name: 'enhance',
					// A page script, imported by no one: its exports need no facade.
					preserveSignature: false,
				})
		},
		resolveId: (id) => (id === ENHANCER_URL_ID ? resolved : undefined),
		load(id) {
			if (id !== resolved) return
			const module = (src: string, imports: string[] = []) =>
				`export default ${JSON.stringify({ src, imports })}`
			if (this.environment.mode !== 'build') return module(`/${ENHANCER_SOURCE}`)
			if (this.environment.name === 'client') return module('')
			const manifest = JSON.parse(
				readFileSync(path.join(buildDirectory, 'client/.vite/manifest.json'), 'utf8'),
			) as Record<string, { file: string; imports?: string[] }>
			const chunk = manifest[ENHANCER_SOURCE]
			if (!chunk) throw new Error(`${ENHANCER_SOURCE} is missing from the client build`)
			// Every chunk it imports, and theirs: the browser fetches them side by side.
			const imports = new Set<string>()
			const collect = (keys: string[] = []) => {
				for (const key of keys) {
					const file = `/${manifest[key]?.file ?? key}`
					if (imports.has(file)) continue
					imports.add(file)
					collect(manifest[key]?.imports)
				}
			}
			collect(chunk.imports)
			return module(`/${chunk.file}`, [...imports])
		},
	}
}

export default defineConfig(({ command }) => ({
	// The Express app is the server bundle's entry, so it shares module
	// instances (request context, database handle) with the route modules.
	environments: {
		ssr: {
			// The production build carries its dependencies: a start resolves and links a few
			// files instead of some 2,000 under node_modules, ~35% faster (decision 015). The
			// development server keeps them external, as Vite does by default.
			// In development React Router's Express adapter goes through Vite too, so it meets the
			// same react-router module as the app (its RouterContextProvider, say).
			resolve:
				command === 'build'
					? { noExternal: true, external: SERVER_EXTERNALS }
					: { noExternal: ['@react-router/express'] },
			build: { rollupOptions: { input: './server/app.ts' } },
		},
	},
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: { output: CLIENT_OUTPUT },
	},
	plugins: [
		tailwindcss(),
		reactRouter(),
		enhancerModule(process.env.BUILD_DIR ?? 'build'),
	],
}))
