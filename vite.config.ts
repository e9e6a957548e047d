import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Packages the production server still loads from node_modules: a native addon (sharp), a
 * client with an optional native part (pg), the S3 client (loaded only with S3_BUCKET), and
 * pino, whose transports start worker threads from files of their own.
 */
const SERVER_EXTERNALS = ['sharp', 'pg', '@aws-sdk/client-s3', 'pino', 'pino-http']

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
 * The enhancers of a public page (app/client, docs/decisions/028), what they import, and
 * Vite's preload helper (the client entry's one dynamic import, the dashboard's hydration),
 * in one chunk beside the entry: a public page loads those two files and no more. Left to
 * itself the bundler cuts the small modules the enhancers share with route modules into a
 * file each.
 */
const ENHANCER_CHUNK = {
	name: 'enhance',
	test: /[\\/]app[\\/]client[\\/]enhance\.ts$|vite[\\/]preload-helper/,
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

/**
 * The server bundle's second entry, the contact writer's thread (server/app.ts), under a
 * name of its own: React Router names every entry of the server build after its one file
 * (index.js), and the bundler would number the second.
 */
function contactWriterEntry(): Plugin {
	return {
		name: 'aster:contact-writer-entry',
		configEnvironment(name) {
			if (name !== 'ssr') return
			return {
				build: {
					rollupOptions: {
						output: {
							entryFileNames: (chunk: { name: string }) =>
								chunk.name === 'contact-writer' ? 'contact-writer.js' : 'index.js',
						},
					},
				},
			}
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
			resolve:
				command === 'build'
					? { noExternal: true, external: SERVER_EXTERNALS }
					: undefined,
			build: {
				// The contact writer's thread loads a module of its own (server/app.ts).
				rollupOptions: {
					input: {
						index: './server/app.ts',
						'contact-writer': './app/server/contact/writer.thread.ts',
					},
				},
			},
		},
	},
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: { output: CLIENT_OUTPUT },
	},
	plugins: [tailwindcss(), reactRouter(), contactWriterEntry()],
}))
