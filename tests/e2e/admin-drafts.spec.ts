// Drafts, preview, share links, scheduled publishing, revisions and the trash (issue 20,
// decision 033), as admins use them: a draft kept while typing survives a reload and stays
// off the site; Preview shows it on the real page; a share link opens it signed out until it
// is withdrawn or expires; a scheduled project appears at its time; an older revision comes
// back; a deleted project comes back from the Trash; axe on every new screen in both
// themes. Two admins on one item: admin-editing.spec.ts.
//
// Each worker runs a server of its own on an empty database, checking for due drafts every
// second (SCHEDULE_CHECK_SECONDS=1, the scheduler's test hook).
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { TIME_ZONE_COOKIE } from '#app/lib/client-hints.ts'
import { utcToZonedInput } from '#app/lib/time-zone.ts'

import { axeBuilder, expect, presetTheme, waitForHydration } from './fixtures.ts'
import { withWorkerServer, type WorkerServer as Server } from './worker-server.ts'

const test = withWorkerServer({ SCHEDULE_CHECK_SECONDS: '1' })
// One worker takes the spec's tests in turn, so they share one server (worker-server.ts).
test.describe.configure({ mode: 'default' })

// Refused posts and pages (409, 404, 410, 401) are what several tests are after.
test.use({
	allowedConsoleErrors: [
		/Failed to load resource: the server responded with a status of (401|404|409|410)/,
	],
})

const field = (page: Page, name: string) => page.locator(`#field-${name}`)
const toast = (page: Page) => page.locator('[data-toast]')
const card = (page: Page, name: string) =>
	page.getByRole('article', { name, exact: true })

function siteDb(server: Server) {
	return new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
}

/** Our upload of a plain picture, as the form's upload field makes it. */
async function uploadImage(api: APIRequestContext, site: string, kind: string) {
	const buffer = await sharp({
		create: { width: 640, height: 400, channels: 3, background: '#4D92CE' },
	})
		.png()
		.toBuffer()
	const response = await api.post(`${site}/admin/api/upload?kind=${kind}`, {
		data: buffer,
		headers: {
			'Content-Type': 'image/png',
			'X-File-Name': `${kind}.png`,
			Origin: site,
		},
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { image: { url: string } }).image
}

/** A published portfolio website, through the form's own post; its id. */
async function publishedProject(page: Page, server: Server, name: string) {
	const api = page.request
	const banner = await uploadImage(api, server.url, 'banner')
	const image = await uploadImage(api, server.url, 'project')
	const form = new URLSearchParams({
		intent: 'publish',
		name,
		type: 'website',
		collection: 'portfolio',
		category: 'Harbours',
		description: `${name}: what it is.`,
		banner: JSON.stringify(banner),
		image: JSON.stringify(image),
		intro: `${name} is a Platform for Design and Development.`,
		platform: 'Web',
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		productImages: '[]',
		align: 'left',
		visible: 'on',
	})
	const response = await api.post(`${server.url}/admin/portfolio/new`, {
		data: form.toString(),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(303)
	const db = siteDb(server)
	try {
		const row = db.prepare('select id from projects where name = ?').get(name) as
			{ id: string } | undefined
		if (!row) throw new Error(`${name} was not saved`)
		return row.id
	} finally {
		db.close()
	}
}

/** Opens the project's edit form, hydrated. */
async function openForm(page: Page, site: string, id: string) {
	await page.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(page)
}

/** Waits until the autosave says the draft is saved. */
async function draftSaved(page: Page) {
	await expect(page.locator('[data-autosave="saved"]')).toContainText('Draft saved', {
		timeout: 15_000,
	})
}

test('a draft is kept while typing, survives a reload, and stays off the site until published', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page, server, 'Harbor Lights')
	await openForm(page, site, id)
	await expect(page.locator('[data-draft-state]')).toContainText('No unpublished changes')

	await field(page, 'name').fill('Harbor Lights at Night')
	await field(page, 'description').fill('Typed, never saved by hand.')
	await draftSaved(page)

	await page.reload()
	await waitForHydration(page)
	await expect(field(page, 'name')).toHaveValue('Harbor Lights at Night')
	await expect(field(page, 'description')).toHaveValue('Typed, never saved by hand.')
	await expect(page.locator('[data-draft-state]')).toContainText('unpublished changes')
	await expect(page.locator('[data-draft="changes"]')).toHaveText('Changes not published')

	// The site still shows the published version.
	const publicPage = await page.context().newPage()
	await publicPage.goto(`${site}/portfolio/${id}`)
	await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Harbor Lights')
	await publicPage.close()

	// The list says which projects have unpublished changes.
	await page.goto(`${site}/admin?type=website`)
	await expect(card(page, 'Harbor Lights').locator('[data-draft]')).toHaveText(
		'Changes not published',
	)

	// Closing the tab mid-typing, before the autosave's pause: the page-leave post keeps it.
	const editor = await page.context().newPage()
	await openForm(editor, site, id)
	// The form this page just left gives its edit lock back by a beacon; until it lands, the
	// new tab is told the project is open in another tab, then loads the form again.
	await expect(editor.locator('[data-edit-lock]')).toHaveCount(0, { timeout: 15_000 })
	await editor.waitForLoadState('networkidle')
	await field(editor, 'category').fill('Lighthouses')
	await editor.close()
	await expect(async () => {
		await openForm(page, site, id)
		await expect(field(page, 'category')).toHaveValue('Lighthouses', { timeout: 500 })
	}).toPass({ timeout: 10_000 })

	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	await expect(card(page, 'Harbor Lights at Night').locator('[data-draft]')).toHaveCount(
		0,
	)
	await page.goto(`${site}/portfolio/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Harbor Lights at Night',
	)

	// Discard: the draft goes, the published version stays.
	await openForm(page, site, id)
	await field(page, 'name').fill('A name nobody wants')
	await draftSaved(page)
	// Discard asks first (issue 36): what is lost, and a way back.
	await page.getByRole('button', { name: 'Discard draft' }).click()
	const discard = page.getByRole('group', { name: 'Discard the draft?' })
	await expect(discard).toContainText('Every change since the last publish is lost')
	await discard.getByRole('button', { name: 'Discard draft' }).click()
	await expect(toast(page)).toContainText('Draft discarded')
	await expect(field(page, 'name')).toHaveValue('Harbor Lights at Night')
})

test('a new project kept as a draft is in the list, not on the site; Preview shows it on its real page', async ({
	page,
	context,
	server,
	site,
}) => {
	const template = await publishedProject(page, server, 'Template Works')
	await openForm(page, site, template)
	await field(page, 'name').fill('Template Works, redone')
	await draftSaved(page)

	// Preview opens the real page in a new tab, with the draft in it, for a signed-in admin.
	const [preview] = await Promise.all([
		context.waitForEvent('page'),
		page.getByRole('button', { name: /^Preview/ }).click(),
	])
	await preview.waitForURL(new RegExp(`/preview/admin/portfolio/${template}$`))
	await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
		'Template Works, redone',
	)
	await expect(preview.locator('[data-preview-banner]')).toContainText(
		'unpublished changes',
	)
	const answer = await preview.request.get(preview.url())
	expect(answer.headers()['cache-control']).toBe('private, no-store')
	expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow')
	expect(answer.headers()['referrer-policy']).toBe('no-referrer')
	await preview.close()

	// Signed out, the admin's preview is refused with a page that says why.
	const stranger = await context.browser()!.newContext()
	const signedOut = await stranger.newPage()
	const refused = await signedOut.goto(`${site}/preview/admin/portfolio/${template}`)
	expect(refused?.status()).toBe(401)
	await expect(signedOut.getByRole('heading', { level: 1 })).toHaveText(
		'This preview is for signed-in admins',
	)
	await stranger.close()

	// A new project: saved as a draft once it has a name, never public until published.
	await page.goto(`${site}/admin/portfolio/new`)
	await waitForHydration(page)
	await field(page, 'name').fill('Quiet Launch')
	await draftSaved(page)
	await page.goto(`${site}/admin`)
	const draftCard = card(page, 'Quiet Launch')
	// Never published: 'Not published yet', not 'Draft' nor 'Hidden' (issue 36).
	await expect(draftCard.locator('[data-status]')).toHaveText('Not published yet')
	await expect(draftCard.locator('[data-draft]')).toHaveText('Not published yet')
	await expect(draftCard.getByRole('button', { name: 'Show Quiet Launch' })).toHaveCount(
		0,
	)
	await page.goto(`${site}/portfolio`)
	await expect(page.getByText('Quiet Launch')).toHaveCount(0)
})

test('a post made while the first draft save is on its way makes one project, not two', async ({
	page,
	server,
	site,
}) => {
	await page.goto(`${site}/admin/portfolio/new`)
	await waitForHydration(page)
	// The save that creates the project is made on the server; its answer is held back.
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	let saves = 0
	await page.route(
		(url) => url.pathname === '/admin/autosave/project',
		async (route) => {
			saves++
			const response = await route.fetch()
			await held
			await route.fulfill({ response })
		},
	)
	await field(page, 'name').fill('Only Once')
	await expect.poll(() => saves, { timeout: 15_000 }).toBe(1)
	// Enter keeps a draft: the form's own post, while that save is still unanswered.
	await field(page, 'name').press('Enter')
	release()
	await expect(toast(page)).toContainText('Draft saved')
	await expect(page).toHaveURL(/\/admin\/projects\/[^/]+$/)
	const db = siteDb(server)
	try {
		const rows = db.prepare("SELECT id FROM projects WHERE name = 'Only Once'").all()
		expect(rows).toHaveLength(1)
		expect(page.url()).toContain(String((rows[0] as { id: string }).id))
	} finally {
		db.close()
	}
})

test('a share link opens the draft signed out, nothing else, and is refused once withdrawn or expired', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page, server, 'Salt Flats')
	const other = await publishedProject(page, server, 'Other Work')
	await openForm(page, site, id)
	await field(page, 'name').fill('Salt Flats, for the client')
	await draftSaved(page)

	const share = page.getByRole('region', { name: 'Share preview' })
	await share.getByLabel('Link works for').selectOption('7')
	await share.getByRole('button', { name: 'Create share link' }).click()
	const link = share.getByLabel(/New link/)
	await expect(link).toHaveValue(new RegExp(`/preview/[\\w-]{43}/portfolio/${id}$`))
	const url = await link.inputValue()
	await expect(share.locator('[data-preview-link]')).toHaveCount(1)

	const client = await browser.newContext()
	const view = await client.newPage()
	const opened = await view.goto(url.replace(/^https?:\/\/[^/]+/, site))
	expect(opened?.status()).toBe(200)
	expect(opened?.headers()['cache-control']).toBe('private, no-store')
	expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow')
	await expect(view.getByRole('heading', { level: 1 })).toHaveText(
		'Salt Flats, for the client',
	)
	await expect(view.locator('[data-preview-banner]')).toContainText('shared for review')
	// No dashboard, and no other project's draft through this token.
	await expect(view.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(
		0,
	)
	const otherPage = await view.goto(
		url.replace(/\/portfolio\/[^/]+$/, `/portfolio/${other}`),
	)
	expect(otherPage?.status()).toBe(404)
	expect(
		(
			await client.request.get(`${site}/admin/projects/${id}`, { maxRedirects: 0 })
		).status(),
	).not.toBe(200)

	// Withdrawn: refused with a page that says so.
	await share.getByRole('button', { name: 'Withdraw link 1' }).click()
	// It asks first (issue 36).
	await share.getByRole('button', { name: 'Withdraw link', exact: true }).click()
	await expect(toast(page)).toContainText('Preview link withdrawn')
	await expect(share.locator('[data-preview-link]')).toHaveCount(0)
	const withdrawn = await view.goto(url.replace(/^https?:\/\/[^/]+/, site))
	expect(withdrawn?.status()).toBe(410)
	await expect(view.getByRole('heading', { level: 1 })).toHaveText(
		'This preview link has expired or was withdrawn',
	)

	// Expired: a second link whose time has passed (its expiry moved back in the database).
	await share.getByRole('button', { name: 'Create share link' }).click()
	const second = await share.getByLabel(/New link/).inputValue()
	const db = siteDb(server)
	try {
		db.prepare('update preview_links set expires_at = ? where revoked_at is null').run(
			new Date(Date.now() - 1000).toISOString(),
		)
	} finally {
		db.close()
	}
	const expired = await view.goto(second.replace(/^https?:\/\/[^/]+/, site))
	expect(expired?.status()).toBe(410)
	await expect(view.getByRole('heading', { level: 1 })).toHaveText(
		'This preview link has expired or was withdrawn',
	)
	// A token nobody made: 404.
	const unknown = await view.goto(`${site}/preview/${'A'.repeat(43)}/portfolio/${id}`)
	expect(unknown?.status()).toBe(404)
	await client.close()
})

test('a project scheduled a few seconds ahead appears on the site at its time', async ({
	browser,
	server,
	site,
}) => {
	// The admin works in Paris time; the server stores UTC.
	const context = await browser.newContext({ timezoneId: 'Europe/Paris' })
	await context.addCookies(server.cookies)
	const page = await context.newPage()
	const id = await publishedProject(page, server, 'Tide Tables')
	// The first page in a new zone sets the zone's cookie and reloads itself (decision 042):
	// the form is opened once that is done, not on the page that is about to go.
	await page.goto(`${site}/admin`)
	await expect
		.poll(async () => (await context.cookies()).some((c) => c.name === TIME_ZONE_COOKIE))
		.toBe(true)
	await openForm(page, site, id)
	await field(page, 'name').fill('Tide Tables 2027')
	await draftSaved(page)

	await expect(page.getByText('In your time zone: Europe/Paris')).toBeVisible()
	const at = new Date(Date.now() + 8_000)
	// With seconds: the field takes them though its picker shows minutes.
	const local = utcToZonedInput(at.toISOString(), 'Europe/Paris', { seconds: true })
	await page.locator('#field-publishAt').fill(local)
	await page.getByRole('button', { name: 'Schedule', exact: true }).click()
	await expect(toast(page)).toContainText('Publishing scheduled.')
	await expect(page.locator('[data-scheduled]')).toContainText('GMT+1')
	await expect(page.locator('[data-draft="scheduled"]')).toHaveText('Scheduled')

	await page.goto(`${site}/admin/scheduled`)
	await expect(page.locator(`[data-scheduled-item="${id}"]`)).toContainText(
		'Tide Tables 2027',
	)

	// Not yet…
	const visitor = await browser.newContext()
	const publicPage = await visitor.newPage()
	await publicPage.goto(`${site}/portfolio/${id}`)
	await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Tide Tables')
	// …then, within a few seconds of its time, on the site (its kept page renewed too).
	await expect(async () => {
		await publicPage.goto(`${site}/portfolio/${id}`)
		await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(
			'Tide Tables 2027',
			{ timeout: 1_000 },
		)
	}).toPass({ timeout: 30_000 })
	expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000)
	await page.goto(`${site}/admin/scheduled`)
	await expect(page.getByText('Nothing is scheduled.')).toBeVisible()
	await visitor.close()
	await context.close()
})

test('an older revision comes back, as a draft or published at once', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page, server, 'Lantern')
	for (const name of ['Lantern Two', 'Lantern Three']) {
		await openForm(page, site, id)
		await field(page, 'name').fill(name)
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(toast(page)).toContainText('Project updated successfully!')
	}
	await openForm(page, site, id)
	await page.getByRole('link', { name: 'History and earlier versions' }).click()
	await expect(
		page.getByRole('heading', { name: 'History of Lantern Three' }),
	).toBeVisible()
	const revisions = page.locator('[data-revision]')
	await expect(revisions).toHaveCount(3)
	const third = page.locator('[data-revision="3"]')
	await expect(third).toContainText('On the site now')
	await expect(third.locator('[data-change="name"]')).toContainText('Lantern Two')
	await expect(third.locator('[data-change="name"]')).toContainText('Lantern Three')
	await expect(page.locator('[data-revision="1"]')).toContainText(
		'The first published version.',
	)

	// Published at once: the site shows revision 1 again, as a new revision 4.
	await page.getByRole('button', { name: 'Restore and publish: revision 1' }).click()
	// It asks first, saying what it does (issue 36).
	const publishNow = page.getByRole('group', { name: 'Publish revision 1 now?' })
	await expect(publishNow).toContainText('It replaces the version on the site at once')
	await publishNow.getByRole('button', { name: 'Publish revision 1' }).click()
	await expect(toast(page)).toContainText('Revision 1 is published again.')
	await expect(page.locator('[data-revision="4"]')).toContainText('On the site now')
	await page.goto(`${site}/portfolio/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lantern')

	// As a draft: the form opens on it, and the site keeps what it has until Publish.
	await page.goto(`${site}/admin/projects/${id}/history`)
	await page.getByRole('button', { name: 'Restore as draft: revision 2' }).click()
	await expect(toast(page)).toContainText('Revision 2 is now the draft.')
	await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}$`))
	await expect(field(page, 'name')).toHaveValue('Lantern Two')
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	await page.goto(`${site}/portfolio/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lantern Two')
})

test('a deleted project goes to the Trash and comes back from it', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page, server, 'Driftwood')
	await page.goto(`${site}/admin?type=website`)
	await waitForHydration(page)
	await card(page, 'Driftwood').getByRole('link', { name: 'Delete Driftwood' }).click()
	const confirm = page.getByRole('dialog', { name: 'Delete Driftwood?' })
	await expect(confirm).toContainText('Trash for 30 days')
	await confirm.getByRole('button', { name: 'Delete project' }).click()
	await expect(toast(page)).toContainText('Project deleted successfully!')
	expect((await page.request.get(`${site}/portfolio/${id}`)).status()).toBe(404)

	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Trash' })
		.click()
	const item = page.locator(`[data-trash-item="${id}"]`)
	await expect(item).toContainText('Driftwood')
	await expect(item).toContainText('Removed for good')
	await item.getByRole('button', { name: 'Restore Driftwood' }).click()
	await expect(toast(page)).toContainText('Project restored: “Driftwood”.')
	await expect(page.getByText('The trash is empty.')).toBeVisible()
	expect((await page.request.get(`${site}/portfolio/${id}`)).status()).toBe(200)
	await page.goto(`${site}/admin?type=website`)
	await expect(card(page, 'Driftwood').locator('[data-status]')).toHaveText('Published')
})

test('every new screen passes axe and fits, light at 1280 px and dark at 375 px', async ({
	page,
	browser,
	server,
	site,
}) => {
	test.setTimeout(180_000)
	const id = await publishedProject(page, server, 'Axe Check')
	// A history with changes, a draft with a schedule and a share link, something in the trash.
	await openForm(page, site, id)
	await field(page, 'name').fill('Axe Check 2')
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	await openForm(page, site, id)
	await field(page, 'description').fill('In a draft.')
	await draftSaved(page)
	await page.locator('#field-publishAt').fill('2099-01-01T09:00')
	await page.getByRole('button', { name: 'Schedule', exact: true }).click()
	await expect(toast(page)).toContainText('Publishing scheduled.')
	const share = page.getByRole('region', { name: 'Share preview' })
	await share.getByRole('button', { name: 'Create share link' }).click()
	const shareUrl = (await share.getByLabel(/New link/).inputValue()).replace(
		/^https?:\/\/[^/]+/,
		site,
	)
	const trashed = await publishedProject(page, server, 'Axe Trash')
	await page.goto(`${site}/admin?type=website`)
	await waitForHydration(page)
	await card(page, 'Axe Trash').getByRole('link', { name: 'Delete Axe Trash' }).click()
	await page
		.getByRole('dialog', { name: 'Delete Axe Trash?' })
		.getByRole('button', { name: 'Delete project' })
		.click()
	await expect(toast(page)).toContainText('Project deleted successfully!')
	expect(trashed).toBeTruthy()

	const screens = [
		`/admin/projects/${id}`,
		`/admin/projects/${id}/history`,
		'/admin/scheduled',
		'/admin/trash',
		`/preview/admin/portfolio/${id}`,
		shareUrl.slice(site.length),
		`/preview/${'A'.repeat(43)}/portfolio/${id}`,
	]
	// Each theme and each width once (fixtures.ts, presetThemeForWidth).
	for (const [width, theme] of [
		[1280, 'light'],
		[375, 'dark'],
	] as const) {
		const context = await browser.newContext({
			viewport: { width, height: 800 },
			...(width === 375 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
		})
		await context.addCookies(server.cookies)
		const view = await context.newPage()
		await presetTheme(view, theme)
		for (const screen of screens) {
			await view.goto(`${site}${screen}`)
			await expect(view.locator('html')).toHaveAttribute('data-theme', theme)
			const results = await axeBuilder(view).analyze()
			expect(results.violations, `${screen} ${theme} ${width}`).toEqual([])
			// Against the width asked for: a phone's viewport grows to fit a page that is too wide.
			const scrollWidth = await view.evaluate(() => document.documentElement.scrollWidth)
			expect(scrollWidth, `${screen} ${theme} ${width}`).toBeLessThanOrEqual(width)
		}
		await context.close()
	}
})
