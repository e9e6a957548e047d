// Every spec imports `test` and `expect` from here: a console.error or an uncaught
// page error anywhere in the browser context during a test fails that test.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, test as base, expect } from '@playwright/test'

import type { Theme } from '#app/lib/types.ts'

export { expect }

interface Options {
	/** Console errors a test expects (matched against the message text). */
	allowedConsoleErrors: RegExp[]
}

/** What a worker makes once and hands to its later tests: see `kept`. */
export interface Kept {
	/**
	 * The value kept under `key` (an object of the caller's), made by `make` on first use.
	 * `end` runs when the worker ends, or when the value is the least recently used of more
	 * than KEPT_AT_ONCE: a worker takes a spec's tests together and then moves on.
	 */
	get<T>(
		key: object,
		make: () => Promise<{ value: T; end?: () => Promise<unknown> }>,
	): Promise<T>
}

const KEPT_AT_ONCE = 3

/**
 * The only worker fixture. Playwright gives a worker to the files whose worker fixtures are
 * the same ones, so each spec that declared its own (a server per worker, a sign-in per
 * worker) made a group of its own, and a worker, its browser and its servers were started
 * again at each switch between groups: 47 workers for 371 tests. Specs keep their
 * worker-long servers and sign-ins through this one instead (`kept.get` in a test fixture).
 */
function keptForTheWorker(): Kept & { endAll(): Promise<void> } {
	const entries = new Map<
		object,
		{ value: Promise<unknown>; end: () => Promise<unknown> }
	>()
	const end = async (key: object) => {
		const entry = entries.get(key)
		entries.delete(key)
		await entry?.end()
	}
	return {
		async get<T>(
			key: object,
			make: () => Promise<{ value: T; end?: () => Promise<unknown> }>,
		): Promise<T> {
			const known = entries.get(key)
			if (known) {
				// Most recently used last: a Map keeps the order of insertion.
				entries.delete(key)
				entries.set(key, known)
				return known.value as Promise<T>
			}
			const oldest =
				entries.size >= KEPT_AT_ONCE ? entries.keys().next().value : undefined
			if (oldest) await end(oldest)
			const made = make()
			const entry = {
				value: made.then((result) => result.value),
				// Nothing to end when the make failed.
				end: async () => (await made.catch(() => null))?.end?.(),
			}
			entries.set(key, entry)
			// A failed make is not kept: the next test tries again.
			entry.value.catch(() => {
				if (entries.get(key) === entry) entries.delete(key)
			})
			return entry.value as Promise<T>
		},
		async endAll() {
			for (const key of [...entries.keys()]) await end(key)
		},
	}
}

export const test = base.extend<Options, { kept: Kept }>({
	allowedConsoleErrors: [[], { option: true }],
	kept: [
		// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
		async ({}, provide) => {
			const kept = keptForTheWorker()
			try {
				await provide(kept)
			} finally {
				await kept.endAll()
			}
		},
		{ scope: 'worker', timeout: 60_000 },
	],
	context: async ({ context, allowedConsoleErrors }, provide) => {
		const problems: string[] = []
		// Chromium reports a document that answers 404 as a failed resource. The
		// not-found pages do that on purpose; any other 404 is still an error.
		const notFoundDocuments = new Set<string>()
		context.on('response', (response) => {
			if (response.status() === 404 && response.request().isNavigationRequest()) {
				notFoundDocuments.add(response.url())
			}
		})
		context.on('console', (message) => {
			if (message.type() !== 'error') return
			const text = message.text()
			const isNotFoundDocument =
				text.includes('status of 404') && notFoundDocuments.has(message.location().url)
			if (isNotFoundDocument) return
			if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
			problems.push(`console.error on ${message.page()?.url() ?? '?'}: ${text}`)
		})
		context.on('weberror', (webError) => {
			problems.push(
				`page error on ${webError.page()?.url() ?? '?'}: ${webError.error().stack}`,
			)
		})
		await provide(context)
		expect(problems, 'console errors and page errors during the test').toEqual([])
	},
})

/** Stores a theme before any page script runs, on every navigation of this page. */
export async function presetTheme(page: Page, theme: Theme) {
	await page.addInitScript((value) => {
		// Init scripts run in every frame too; a cross-origin prototype frame has no
		// access to our storage, and nothing there reads the theme.
		if (window !== window.top) return
		window.localStorage.setItem('theme', value)
	}, theme)
}

/**
 * Switches the open page to `theme` in place, as the site's theme switch does (its
 * `data-theme`), and resolves once the colours have eased in: axe and the layout checks read
 * them after that (mid-way, a dark button once measured 3.46:1). An animation cancelled
 * meanwhile (its element gone, a toast) has nothing left to wait for. The theme a page
 * loads with is presetTheme's.
 */
export async function switchTheme(page: Page, theme: Theme) {
	await page.evaluate(async (value) => {
		document.documentElement.dataset.theme = value
		await Promise.all(
			document.getAnimations().map((run) => run.finished.catch(() => undefined)),
		)
	}, theme)
}

/**
 * Resolves once a public page's enhancers are attached (docs/decisions/028): public pages
 * are not hydrated; app/client/enhance.ts marks <html> when it has run.
 */
export async function waitForEnhancers(page: Page) {
	await page.locator('html[data-enhanced]').waitFor({ state: 'attached' })
}

/**
 * Follows a link between public pages from the keyboard (focus, Enter). A mouse click made
 * by Playwright lands within milliseconds of its own hover, which starts the speculation
 * rules' prefetch of that page (decision 028, on hover); headless Chromium now and then
 * drops such a click while that prefetch is in flight: no navigation at all (about 1 run in
 * 8 on a busy machine, never with the keyboard, which starts no prefetch). The prefetch is
 * browser-initiated, so a test cannot see it finish and click after it, as a hand would.
 */
export async function followLink(link: Locator) {
	await link.focus()
	await link.press('Enter')
}

/**
 * The page's requests to `url` (a glob) wait at the door until `release` is called: a slow
 * network, held while the test does what a person would do meanwhile.
 */
export async function holdRequests(page: Page, url: string) {
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route(url, async (route) => {
		await held
		await route.continue()
	})
	return release
}

/**
 * Keeps a screenshot of `page` as test-results/screens/`name`.png (or in SCREENSHOTS_DIR), for
 * a person to look at. CI keeps none of a run's files, so there it takes none: each costs a
 * render and an encode, a full page at a phone's pixel ratio most.
 */
export async function keepScreen(
	page: Page,
	name: string,
	options: { fullPage?: boolean } = {},
) {
	if (process.env.CI) return
	const folder =
		process.env.SCREENSHOTS_DIR ??
		path.resolve(import.meta.dirname, '../../test-results/screens')
	mkdirSync(folder, { recursive: true })
	await page.screenshot({ path: path.join(folder, `${name}.png`), ...options })
}

/**
 * Presets, and returns, the theme a test tagged @phone (run on both projects) checks its
 * dashboard screens in: light at the desktop width, dark on the phone. Each screen is
 * still checked in both themes and at both widths, in two passes instead of four: the
 * colours come from the theme, and what is shown, and where, from the width.
 */
export async function presetThemeForWidth(page: Page): Promise<Theme> {
	const theme = test.info().project.name === 'phone' ? 'dark' : 'light'
	await presetTheme(page, theme)
	return theme
}

/** Resolves once React has hydrated a dashboard page, so clicks reach React's handlers. */
export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => {
		const toggle = document.querySelector('[data-theme-switch]')
		return (
			toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactProps'))
		)
	})
}

/**
 * axe for `page`. A page without frames is checked in one axe.run (AxeBuilder's legacy
 * mode): the same rules on the same document with the same results, without the blank page
 * AxeBuilder otherwise opens to merge per-frame results (about half of each check's time).
 * A page with frames (a prototype's iframe) keeps the per-frame run, which also checks
 * frames axe cannot be injected into the legacy way.
 */
export function axeBuilder(page: Page): AxeBuilder {
	return (
		new AxeBuilder({ page })
			.setLegacyMode(page.frames().length === 1)
			// Tests read only the violations: axe gathers every node of them and one node of
			// each other kind (a third less time on a dashboard form).
			.options({ resultTypes: ['violations'] })
	)
}
