// Issue 21: no tap lost before hydration (docs/decisions/024). On a slow phone (4× CPU
// slowdown) the header's menu toggle and the footer's theme switch work from the moment the
// page has loaded, whether React has hydrated yet or not, and React takes their state over.
import type { Page } from '@playwright/test'

import { expect, test, waitForHydration } from './fixtures.ts'

const RUNS = 20

/**
 * A first visit on a slow phone: CPU 4× slower, a slow mobile network (150 ms a round trip,
 * ~1.6 Mb/s down), nothing from the browser's cache. Each click notes whether React was
 * listening on the document when it came (hydrateRoot marks the document with
 * `_reactListening…`), before any page script sees it.
 */
async function slowFirstVisits(page: Page) {
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
	await cdp.send('Network.enable')
	await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 150,
		downloadThroughput: (1.6 * 1024 * 1024) / 8,
		uploadThroughput: (750 * 1024) / 8,
	})
	await page.addInitScript(() => {
		window.addEventListener(
			'click',
			() => {
				const listening = Object.keys(document).some((key) =>
					key.startsWith('_reactListening'),
				)
				Object.assign(window, { tapBeforeReact: !listening })
			},
			{ capture: true },
		)
	})
}

const tapBeforeReact = (page: Page) =>
	page.evaluate(() => (window as { tapBeforeReact?: boolean }).tapBeforeReact === true)

// 'load' is the brief's moment (by then React has usually started on this machine);
// 'domcontentloaded' comes before the first paint, so hydration has not begun and the inline
// script has to do the work: there, at least one tap must have come before React.
const MOMENTS = ['load', 'domcontentloaded'] as const

const label = (theme: string) => (theme === 'dark' ? 'Light Mode' : 'Dark Mode')

function report(what: string, moment: string, beforeReact: number) {
	test.info().annotations.push({
		type: `${what}: taps before React listened`,
		description: `${beforeReact} of ${RUNS}`,
	})
	console.log(
		`${what} at ${moment}: ${beforeReact} of ${RUNS} taps came before React listened`,
	)
	if (moment === 'domcontentloaded') expect(beforeReact).toBeGreaterThan(0)
}

test.describe(
	'taps at once, CPU 4× slower, slow network, nothing cached',
	{ tag: '@phone-only' },
	() => {
		test.setTimeout(300_000)

		for (const moment of MOMENTS) {
			test(`at ${moment}: the menu toggle opens the menu ${RUNS} times out of ${RUNS}`, async ({
				page,
			}) => {
				await slowFirstVisits(page)
				const toggle = page.locator('#site-menu-toggle')
				const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
					name: 'About Us',
				})
				let beforeReact = 0
				for (let run = 0; run < RUNS; run++) {
					await page.goto(run % 2 ? '/about' : '/', { waitUntil: moment })
					await toggle.tap()
					if (await tapBeforeReact(page)) beforeReact++
					await expect(about, `run ${run}`).toBeVisible()
					await expect(toggle).toHaveAttribute('aria-expanded', 'true')
					await expect(toggle).toHaveAccessibleName('Close menu')
					// React takes the open menu over: still open once hydrated, its own tap closes it.
					await waitForHydration(page)
					await expect(about).toBeVisible()
					await toggle.tap()
					await expect(about).toBeHidden()
					await expect(toggle).toHaveAttribute('aria-expanded', 'false')
					await expect(toggle).toHaveAccessibleName('Open menu')
				}
				report('menu', moment, beforeReact)
			})

			test(`at ${moment}: the theme switch switches the theme ${RUNS} times out of ${RUNS}`, async ({
				page,
			}) => {
				await slowFirstVisits(page)
				const html = page.locator('html')
				const footer = page.getByRole('contentinfo')
				let beforeReact = 0
				for (let run = 0; run < RUNS; run++) {
					await page.goto(run % 2 ? '/about' : '/', { waitUntil: moment })
					const from =
						(await html.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light'
					const to = from === 'dark' ? 'light' : 'dark'
					await footer.getByRole('button', { name: label(from) }).tap()
					if (await tapBeforeReact(page)) beforeReact++
					await expect(html, `run ${run}`).toHaveAttribute('data-theme', to)
					await expect(footer.getByRole('button', { name: label(to) })).toBeVisible()
					expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(to)
					// Hydrated, the switch is React's, agrees with the page, and its tap switches back.
					await waitForHydration(page)
					await expect(html).toHaveAttribute('data-theme', to)
					await footer.getByRole('button', { name: label(to) }).tap()
					await expect(html).toHaveAttribute('data-theme', from)
					await expect(footer.getByRole('button', { name: label(from) })).toBeVisible()
				}
				report('theme switch', moment, beforeReact)
			})
		}
	},
)
