import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { resolveChromium } from './tests/chromium.ts'

// Every server a spec starts (the crash test alone starts 40), and the workers, keep V8's
// compiled code here: a server's start is mostly loading modules, and the cache cuts the
// CPU it takes by ~15%. Children inherit it through process.env.
process.env.NODE_COMPILE_CACHE ??= path.resolve(
	import.meta.dirname,
	'node_modules/.cache/node-compile-cache',
)

const port = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = `http://localhost:${port}`

// The system's Chromium, or the one @sparticuz/chromium brought with `npm install`
// (unpacked by the global setup). Decision 021.
const chromium = resolveChromium()

export default defineConfig({
	testDir: './tests/e2e',
	// One results folder per port: runs side by side do not delete each other's traces.
	outputDir: `test-results/e2e-${port}`,
	fullyParallel: true,
	forbidOnly: !!process.env.CI,
	retries: 0,
	// Four on CI's two cores: with three, both cores were ~80% busy through the run (tests
	// wait on servers starting and pages loading); with four, ~98%, and the suite took 13.4
	// minutes instead of 15.3 (2026-11-30).
	workers: process.env.CI ? 4 : undefined,
	reporter: process.env.CI ? [['list']] : [['list']],
	// A test's own limit, not a goal: the slowest take ~40 s on a quiet two-core machine, and
	// a shared one was seen 2.6 times slower in a whole run (2026-12-01), which 60 s failed.
	timeout: 120_000,
	expect: { timeout: 7_000 },
	use: {
		baseURL,
		// Traces cost every test time; CI shows only the list reporter's output anyway.
		trace: process.env.CI ? 'off' : 'retain-on-failure',
		launchOptions: {
			executablePath: chromium.executablePath,
			env: { ...process.env, ...chromium.env },
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				// The pages' own user agent (both projects' contexts say Desktop Chrome's) for
				// what the browser sends by itself too: a beacon queued as a page unloads goes
				// with the browser's ("HeadlessChrome"), which the analytics endpoint takes
				// for a robot.
				`--user-agent=${devices['Desktop Chrome'].userAgent}`,
			],
		},
	},
	projects: [
		{
			// Everything but what exists only on a small screen (tagged @phone-only).
			name: 'desktop',
			grepInvert: /@phone-only/,
			use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
		},
		{
			// Only what depends on the width runs here too: tests tagged @phone (their layout,
			// menus, overflow at 375 px; @phone-only ones run here alone); everything else is the
			// same at any width.
			name: 'phone',
			grep: /@phone/,
			use: {
				...devices['Desktop Chrome'],
				viewport: { width: 375, height: 740 },
				deviceScaleFactor: 2,
				hasTouch: true,
				isMobile: true,
			},
		},
	],
	// Unpacks the npm Chromium when needed, and starts a PostgreSQL when TEST_DATABASE_URL is
	// unset (see the file).
	globalSetup: './tests/e2e/global-setup.ts',
	webServer: {
		// Built server, its own port, database and uploads: never the development data.
		command: 'node tests/e2e/start-server.ts',
		url: `${baseURL}/healthz`,
		reuseExistingServer: false,
		timeout: 300_000,
		stdout: 'ignore',
		stderr: 'pipe',
		env: { E2E_PORT: String(port) },
	},
})
