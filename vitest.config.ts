import { availableParallelism } from 'node:os'

import { defineConfig } from 'vitest/config'

// Standalone from vite.config.ts: the React Router plugin has no place in unit and
// integration tests. `#app/…` imports resolve through package.json "imports".
export default defineConfig({
	plugins: [
		{
			// The public pages' module script (vite.config.ts, enhancerModule), as in development.
			name: 'aster:enhancer-url-in-tests',
			resolveId: (id) =>
				id === 'virtual:enhancer-url' ? '\0virtual:enhancer-url' : undefined,
			load: (id) =>
				id === '\0virtual:enhancer-url'
					? `export default ${JSON.stringify({ src: '/app/client/enhance.ts', imports: [] })}`
					: undefined,
		},
	],
	test: {
		environment: 'node',
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
		exclude: ['tests/e2e/**', 'node_modules/**', 'build/**'],
		// One temporary folder per run, removed at its end, and a PostgreSQL when
		// TEST_DATABASE_URL is unset (see the file).
		globalSetup: ['tests/unit/global-setup.ts'],
		// Vitest's summary, then how many tests ran on each database.
		reporters: ['default', './tests/unit/dialect-reporter.ts'],
		// Each test gets its own database (a copied SQLite file or its own PostgreSQL
		// schema), so test files may run in parallel. Two at least: Vitest's default
		// (cores - 1) runs them one by one on a 2-core CI machine, and they wait on
		// databases and child processes as much as they compute.
		maxWorkers: Math.max(2, availableParallelism() - 1),
		// A worker runs file after file in one module registry: no test relies on a fresh one
		// (each has its own database; mocks and env stubs are restored), and re-importing the
		// server's modules for each of ~135 files was a third of the run's CPU.
		isolate: false,
		testTimeout: 20_000,
		hookTimeout: 30_000,
		restoreMocks: true,
		unstubEnvs: true,
	},
})
