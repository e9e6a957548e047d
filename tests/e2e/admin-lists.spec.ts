// Lists that scale (issue 22, decision 032): search and bulk actions in a list of 200, a
// logo moved from 13th to 1st by dragging (mouse and touch), by the arrow keys and by
// 'Move to position…' with one Activity line each, hidden testimonials off the home page's
// slider, focus kept on the item acted on, the Inbox's unread count in the tab bar, and axe
// on the changed screens; two quick moves saved in the order made, even when the first
// one's post is held. Each test has a server of its own (admin-private-server).
import type { Locator, Page } from '@playwright/test'

import {
	expect,
	openSiteDb,
	type Site,
	test,
	waitForHydration,
} from './admin-private-server.ts'
import { axeBuilder, presetThemeForWidth } from './fixtures.ts'
import { renewContentVersion } from './site-db.ts'

/** `count` mobile portfolio projects, the first ones named 'Harbour …', in that order. */
function addProjects(site: Site, count: number, harbours: number) {
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			`INSERT INTO projects (id, name, type, collection, category, description, platforms, align, visible, status, sort_order)
			 VALUES (?, ?, 'mobile', 'portfolio', 'Mobile Application', ?, '["iOS"]', 'left', 1, 'published', ?)`,
		)
		for (let i = 0; i < count; i++) {
			const name = i < harbours ? `Harbour ${i + 1}` : `Project ${i + 1}`
			insert.run(`p-${i}`, name, `What ${name} does.`, i)
		}
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

/** Logo 1 … Logo `count`, in that order. */
function addLogos(site: Site, count: number) {
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			'INSERT INTO client_logos (id, name, image, visible, sort_order) VALUES (?, ?, ?, 1, ?)',
		)
		for (let i = 1; i <= count; i++) {
			const name = `logo-${i}.svg`
			const image = { url: '/favicon.svg', name, width: 36, height: 36, alt: `Logo ${i}` }
			insert.run(`l-${i}`, name, JSON.stringify(image), i - 1)
		}
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

function auditCount(site: Site, action: string): number {
	const db = openSiteDb(site)
	try {
		const row = db
			.prepare('SELECT count(*) AS n FROM audit_log WHERE action = ?')
			.get(action) as { n: number }
		return Number(row.n)
	} finally {
		db.close()
	}
}

const logoNames = (page: Page) =>
	page.locator('ol > li[data-item-id] article p[title]').allTextContents()
const handle = (page: Page, name: string) =>
	page.getByRole('button', { name: new RegExp(`^Reorder ${name},`) })

async function centre(locator: Locator) {
	const box = await locator.boundingBox()
	if (!box) throw new Error('not visible')
	return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test('search and bulk-hide in a list of 200; without JavaScript too', async ({
	page,
	site,
	browser,
}) => {
	addProjects(site, 200, 30)
	await page.goto(`${site.url}/admin`)
	await waitForHydration(page)
	const search = page.getByRole('search', { name: 'Search projects' })
	await search.getByLabel('Search projects').fill('harbour')
	await search.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\?q=harbour/)
	const cards = page.locator('li[data-item-id]')
	await expect(cards).toHaveCount(24)
	// A search shows no places: the order is changed on the whole list only.
	await expect(page.getByRole('button', { name: /^Reorder / })).toHaveCount(0)

	const bulk = page.getByRole('form', { name: 'Selected projects' })
	await bulk.getByLabel('Select all on this page').check()
	await expect(bulk.getByText('24 projects selected')).toBeVisible()
	await bulk.getByRole('button', { name: 'Hide', exact: true }).click()
	await expect(page.getByText('24 projects hidden.')).toBeVisible()
	expect(auditCount(site, 'project.hide')).toBe(24)
	await expect(page).toHaveURL(/\?q=harbour/)

	// The hidden ones, filtered; the rest of the search on its second page.
	await page.goto(`${site.url}/admin?q=harbour&show=shown`)
	await expect(cards).toHaveCount(6)
	await page.goto(`${site.url}/admin?show=hidden`)
	await expect(cards).toHaveCount(24)
	const axe = await axeBuilder(page).analyze()
	expect(axe.violations).toEqual([])

	// Without JavaScript: the same forms post; a delete is asked on the page first.
	const plain = await browser.newContext({ javaScriptEnabled: false })
	try {
		await plain.addCookies(await page.context().cookies())
		const noScript = await plain.newPage()
		await noScript.goto(`${site.url}/admin?q=harbour&show=shown`)
		await noScript.getByRole('checkbox', { name: 'Select Harbour 25' }).check()
		await noScript.getByRole('checkbox', { name: 'Select Harbour 26' }).check()
		await noScript.getByRole('button', { name: 'Delete', exact: true }).click()
		await expect(noScript.getByText('Delete 2 projects?')).toBeVisible()
		// It says what happens: the Trash, for 30 days (issue 36), not "cannot be undone".
		await expect(
			noScript
				.getByText('go to the Trash, where they can be restored for 30 days')
				.filter({ visible: true }),
		).toBeVisible()
		await expect(noScript.getByText(/cannot be undone/)).toHaveCount(0)
		await noScript.getByRole('button', { name: 'Delete projects' }).click()
		await expect(noScript.getByText('2 projects deleted.')).toBeVisible()
		await expect(noScript.locator('li[data-item-id]')).toHaveCount(4)
	} finally {
		await plain.close()
	}
})

test.describe('dragging', () => {
	// Tall enough that the 13th logo and the first are in sight together.
	test.use({ viewport: { width: 1280, height: 2400 } })

	test('a logo from 13th to 1st: by dragging, by the arrow keys, by "Move to position", one Activity line each', async ({
		page,
		site,
	}) => {
		addLogos(site, 14)
		await page.goto(`${site.url}/admin/logos`)
		await waitForHydration(page)
		expect((await logoNames(page))[12]).toBe('logo-13.svg')

		// A mouse drag onto the first card.
		const from = await centre(handle(page, 'Logo 13'))
		const to = await centre(page.locator('li[data-item-id="l-1"]'))
		await page.mouse.move(from.x, from.y)
		await page.mouse.down()
		await page.mouse.move(to.x, to.y, { steps: 12 })
		await page.mouse.up()
		await expect(page.getByText('Logo 13 moved to position 1.')).toBeVisible()
		expect((await logoNames(page)).slice(0, 3)).toEqual([
			'logo-13.svg',
			'logo-1.svg',
			'logo-2.svg',
		])
		expect(auditCount(site, 'client_logo.move')).toBe(1)
		// Focus is back on the handle of the logo moved.
		await expect(handle(page, 'Logo 13')).toBeFocused()
		await page.reload()
		expect((await logoNames(page))[0]).toBe('logo-13.svg')

		// The arrow keys: Home takes the 13th (now logo-12) first, Enter saves it at once.
		await waitForHydration(page)
		await handle(page, 'Logo 12').focus()
		await page.keyboard.press('Home')
		await expect(
			page.getByRole('status').filter({ hasText: 'Logo 12: position 1 of 14' }),
		).toBeAttached()
		await page.keyboard.press('Enter')
		await expect(page.getByText('Logo 12 moved to position 1.')).toBeVisible()
		await expect(handle(page, 'Logo 12')).toBeFocused()
		expect(auditCount(site, 'client_logo.move')).toBe(2)
		// Up/Down a few steps, saved once they rest: still one line.
		await page.keyboard.press('ArrowDown')
		await page.keyboard.press('ArrowDown')
		await page.keyboard.press('ArrowUp')
		await expect(page.getByText('Logo 12 moved to position 2.')).toBeVisible()
		expect(auditCount(site, 'client_logo.move')).toBe(3)

		// 'Move to position…': any place in one action.
		const last = page.locator('li[data-item-id="l-14"]')
		await last.getByText('Move…').click()
		await last.getByLabel('Position (1–14)').fill('1')
		await last.getByRole('button', { name: 'Move', exact: true }).click()
		await expect(page.getByText('Logo 14 moved to position 1.')).toBeVisible()
		expect((await logoNames(page))[0]).toBe('logo-14.svg')
		expect(auditCount(site, 'client_logo.move')).toBe(4)

		// The Activity log: an entry per move, and Logo 12's two moves within a minute read
		// as one line, naming its company (its alt text), not its file (issue 36).
		await page.goto(`${site.url}/admin/activity`)
		await expect(page.getByText(/Moved the logo '/)).toHaveCount(3)
		await expect(
			page.getByText("Moved the logo 'Logo 12' 2 times (now at position 2)"),
		).toBeVisible()
	})

	test('a touch drag moves a logo too', async ({ page, site }) => {
		addLogos(site, 5)
		await page.goto(`${site.url}/admin/logos`)
		await waitForHydration(page)
		const from = await centre(handle(page, 'Logo 5'))
		const to = await centre(page.locator('li[data-item-id="l-2"]'))
		// Touch pointer events, as a finger sends them (the handle takes no scrolling: touch-action none).
		await page.evaluate(
			({ from, to }) => {
				const target = document.elementFromPoint(from.x, from.y)!
				const init = (x: number, y: number) => ({
					bubbles: true,
					cancelable: true,
					pointerId: 7,
					pointerType: 'touch',
					isPrimary: true,
					clientX: x,
					clientY: y,
					button: 0,
				})
				target.dispatchEvent(new PointerEvent('pointerdown', init(from.x, from.y)))
				for (let step = 1; step <= 8; step++) {
					const x = from.x + ((to.x - from.x) * step) / 8
					const y = from.y + ((to.y - from.y) * step) / 8
					const over = document.elementFromPoint(x, y) ?? document.body
					over.dispatchEvent(new PointerEvent('pointermove', init(x, y)))
				}
				const end = document.elementFromPoint(to.x, to.y) ?? document.body
				end.dispatchEvent(new PointerEvent('pointerup', init(to.x, to.y)))
			},
			{ from, to },
		)
		await expect(page.getByText('Logo 5 moved to position 2.')).toBeVisible()
		expect(await logoNames(page)).toEqual([
			'logo-1.svg',
			'logo-5.svg',
			'logo-2.svg',
			'logo-3.svg',
			'logo-4.svg',
		])
		expect(auditCount(site, 'client_logo.move')).toBe(1)
	})
})

test('a second keyboard move made while the first is being saved is kept, and focus stays on it', async ({
	page,
	site,
}) => {
	addLogos(site, 3)
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	// The first move's answer is held back until the second move is under way.
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	let posts = 0
	await page.route(
		(url) => url.pathname.startsWith('/admin/logos'),
		async (route) => {
			if (route.request().method() === 'POST' && posts++ === 0) {
				const response = await route.fetch()
				await held
				await route.fulfill({ response })
			} else await route.continue()
		},
	)
	await handle(page, 'Logo 2').focus()
	await page.keyboard.press('ArrowUp')
	await page.keyboard.press('Enter')
	await expect.poll(() => posts).toBe(1)
	await expect
		.poll(() => logoNames(page))
		.toEqual(['logo-2.svg', 'logo-1.svg', 'logo-3.svg'])

	// Logo 3 goes up one while Logo 2's move is still on its way; that answer lands before
	// Logo 3's move is saved (0.7 s after the last key), and neither undoes the other.
	await handle(page, 'Logo 3').focus()
	await page.keyboard.press('ArrowUp')
	release()
	await expect(page.getByText('Logo 3 moved to position 2.')).toBeVisible()
	await expect(handle(page, 'Logo 3')).toBeFocused()
	expect(await logoNames(page)).toEqual(['logo-2.svg', 'logo-3.svg', 'logo-1.svg'])
	expect(auditCount(site, 'client_logo.move')).toBe(2)
	await page.reload()
	expect(await logoNames(page)).toEqual(['logo-2.svg', 'logo-3.svg', 'logo-1.svg'])
})

test('two quick keyboard moves reach the server in the order they were made', async ({
	page,
	site,
	browser,
}) => {
	addLogos(site, 4)
	// Every toast shown, however briefly (the next move's toast replaces it).
	await page.addInitScript(() => {
		const seen: string[] = []
		Object.assign(window, { toastsSeen: seen })
		new MutationObserver(() => {
			for (const toast of document.querySelectorAll('[data-toast]')) {
				const text = toast.querySelector('span')?.textContent ?? ''
				if (!seen.includes(text)) seen.push(text)
			}
		}).observe(document, { subtree: true, childList: true, characterData: true })
	})
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	const entries = await page.evaluate(() => history.length)
	// The first move's post is held before it reaches the server; the second one, if the
	// page sends it meanwhile, goes through at once, so the server would apply the two
	// the other way round.
	let releaseFirst!: () => void
	const first = new Promise<void>((resolve) => (releaseFirst = resolve))
	let secondApplied!: () => void
	const second = new Promise<void>((resolve) => (secondApplied = resolve))
	let posts = 0
	await page.route(
		(url) => url.pathname.startsWith('/admin/logos'),
		async (route) => {
			if (route.request().method() !== 'POST') return route.continue()
			const n = posts++
			if (n === 0) await first
			// Fetched by the test, so it reaches the server even if the page gave up on it.
			const response = await route.fetch()
			if (n === 1) secondApplied()
			await route.fulfill({ response }).catch(() => {
				// The page no longer waits for this answer.
			})
		},
	)
	await handle(page, 'Logo 3').focus()
	await page.keyboard.press('ArrowUp')
	await page.keyboard.press('Enter')
	await expect.poll(() => posts).toBe(1)
	await handle(page, 'Logo 4').focus()
	await page.keyboard.press('Home')
	await page.keyboard.press('Enter')
	await expect
		.poll(() => logoNames(page))
		.toEqual(['logo-4.svg', 'logo-1.svg', 'logo-3.svg', 'logo-2.svg'])
	// A page that sends the second move now has it applied first; one that waits for the
	// first answer sends nothing, and the first is let through after a while.
	await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 1500))])
	releaseFirst()

	await expect(page.getByText('Logo 4 moved to position 1.')).toBeVisible()
	await expect(handle(page, 'Logo 4')).toBeFocused()
	expect(await logoNames(page)).toEqual([
		'logo-4.svg',
		'logo-1.svg',
		'logo-3.svg',
		'logo-2.svg',
	])
	expect(posts).toBe(2)
	expect(auditCount(site, 'client_logo.move')).toBe(2)
	// Moves within the page add no history entries (Back leaves the page).
	expect(await page.evaluate(() => history.length)).toBe(entries)
	expect(
		await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen),
	).toEqual(['Logo 3 moved to position 2.', 'Logo 4 moved to position 1.'])
	await page.reload()
	expect(await logoNames(page)).toEqual([
		'logo-4.svg',
		'logo-1.svg',
		'logo-3.svg',
		'logo-2.svg',
	])

	// Without JavaScript, 'Move to position…' is the plain form it was.
	const plain = await browser.newContext({ javaScriptEnabled: false })
	try {
		await plain.addCookies(await page.context().cookies())
		const noScript = await plain.newPage()
		await noScript.goto(`${site.url}/admin/logos`)
		const item = noScript.locator('li[data-item-id="l-2"]')
		await item.getByText('Move…').click()
		await item.getByLabel('Position (1–4)').fill('1')
		await item.getByRole('button', { name: 'Move', exact: true }).click()
		await expect(noScript.getByText('Logo 2 moved to position 1.')).toBeVisible()
		expect(await logoNames(noScript)).toEqual([
			'logo-2.svg',
			'logo-4.svg',
			'logo-1.svg',
			'logo-3.svg',
		])
	} finally {
		await plain.close()
	}
})

test('focus stays on the item acted on: Show/Hide, Delete (then the next one)', async ({
	page,
	site,
}) => {
	addProjects(site, 3, 0)
	await page.goto(`${site.url}/admin`)
	await waitForHydration(page)
	await page.getByRole('button', { name: 'Hide Project 2' }).click()
	await expect(page.getByText('Project visibility updated successfully!')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Show Project 2' })).toBeFocused()

	await page.getByRole('link', { name: 'Delete Project 2' }).click()
	await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click()
	await expect(page.getByText('Project deleted successfully!')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Edit Project 3' })).toBeFocused()
})

test('hidden testimonials leave the home page slider; the Inbox tab shows its unread count', async ({
	page,
	site,
}) => {
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			'INSERT INTO testimonials (id, name, title, quote, sort_order) VALUES (?, ?, ?, ?, ?)',
		)
		insert.run('t-1', 'Ada Lovelace', 'Founder', 'Shown quote.', 0)
		insert.run('t-2', 'Grace Hopper', 'CTO', 'Soon hidden quote.', 1)
		const message = db.prepare(
			"INSERT INTO contact_messages (id, source, name, email, message, status, created_at) VALUES (?, 'footer', ?, ?, 'Hi', 'pending', ?)",
		)
		for (const [i, name] of ['Ann', 'Bo', 'Cy'].entries())
			message.run(
				`m-${i}`,
				name,
				`${name.toLowerCase()}@example.com`,
				new Date().toISOString(),
			)
		renewContentVersion(db)
	} finally {
		db.close()
	}
	await page.goto(`${site.url}/`)
	await expect(page.locator('testimonial-slider')).toContainText('Grace Hopper')

	await page.goto(`${site.url}/admin/testimonials`)
	await waitForHydration(page)
	const tabs = page.getByRole('navigation', { name: 'Dashboard sections' })
	await expect(tabs.getByRole('link', { name: 'Inbox, 3 unread' })).toBeVisible()
	await page
		.getByRole('button', { name: 'Hide the testimonial from Grace Hopper' })
		.click()
	await expect(page.getByText('Testimonial hidden.')).toBeVisible()
	await expect(
		page.getByRole('button', { name: 'Show the testimonial from Grace Hopper' }),
	).toBeFocused()
	await page.goto(`${site.url}/`)
	await expect(page.locator('testimonial-slider')).toContainText('Ada Lovelace')
	await expect(page.locator('testimonial-slider')).not.toContainText('Grace Hopper')

	// Reading one leaves two.
	await page.goto(`${site.url}/admin/inbox?open=m-0`)
	await expect(tabs.getByRole('link', { name: 'Inbox, 2 unread' })).toBeVisible()
})

test(
	'the changed lists pass axe (light at the desktop width, dark on a phone)',
	{ tag: '@phone' },
	async ({ page, site }) => {
		addProjects(site, 3, 1)
		addLogos(site, 3)
		await presetThemeForWidth(page)
		for (const path of [
			'/admin',
			'/admin/products',
			'/admin/testimonials',
			'/admin/logos',
			'/admin/inbox',
		]) {
			await page.goto(`${site.url}${path}`)
			await waitForHydration(page)
			const axe = await axeBuilder(page).analyze()
			expect(axe.violations, path).toEqual([])
		}
		await page.goto(`${site.url}/admin/logos`)
		await waitForHydration(page)
		await page.locator('li[data-item-id="l-2"]').getByText('Move…').click()
		const open = await axeBuilder(page).analyze()
		expect(open.violations).toEqual([])
	},
)

test('a colour that is not a hex code is refused in the form, with a picker beside it', async ({
	page,
	site,
}) => {
	await page.goto(`${site.url}/admin/portfolio/new`)
	await waitForHydration(page)
	const primary = page.getByRole('textbox', { name: 'Primary color', exact: true })
	await primary.fill('blue-ish')
	await expect(page.getByLabel('Primary color picker')).toHaveAttribute('type', 'color')
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(
		page.getByText('Enter the color as a hex code, like #4D92CE or #49C.'),
	).toBeVisible()
	await expect(primary).toHaveAttribute('aria-invalid', 'true')
	// Emptied, it is the spec's message again.
	await primary.fill('')
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByText('Primary color is required')).toBeVisible()
})

test(
	'the Save bar takes at most 56 px at 375 px',
	{ tag: '@phone-only' },
	async ({ page, site }) => {
		for (const path of ['/admin/portfolio/new', '/admin/testimonials/new']) {
			await page.goto(`${site.url}${path}`)
			await waitForHydration(page)
			const bar = page.locator('[data-save-bar]')
			const box = await bar.boundingBox()
			expect(box?.height, path).toBeLessThanOrEqual(56)
			// Nothing in it is cut off or pushed past the edge.
			const overflow = await bar.evaluate((el) => el.scrollWidth - el.clientWidth)
			expect(overflow, path).toBeLessThanOrEqual(0)
		}
	},
)
