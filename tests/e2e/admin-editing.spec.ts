// Editing that never loses work (issue 36, decision 042), with two admins in two browser
// contexts on a server of their own: who else is editing is shown and cleared when they
// leave (or when their tab goes without a word, within a minute); Take over keeps the first
// admin's typing as their copy; a refused publish keeps the typing and the leave guard; an
// admin's own autosave is never a conflict; "Keep mine" keeps the other's draft and says so
// in the Activity log; and the Take over, the conflict and the kept drafts pass axe.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { Browser, BrowserContext, Page, Route } from '@playwright/test'

import { signInAsAdmin } from './admin-session.ts'
import { addTestimonial, publishProject } from './content-helpers.ts'
import {
	axeBuilder,
	expect,
	holdRequests,
	keepScreen,
	waitForHydration,
} from './fixtures.ts'
import { withWorkerServer, type WorkerServer as Server } from './worker-server.ts'

const test = withWorkerServer()
// One worker takes the spec's tests in turn, so they share one server (worker-server.ts).
test.describe.configure({ mode: 'default' })

// Refused saves are what these tests are after: the browser reports their answers.
test.use({
	// One pattern: an option's array of two would read as [value, options].
	allowedConsoleErrors: [
		/Failed to load resource: (the server responded with a status of (401|409|422|423)|net::ERR_(FAILED|INTERNET_DISCONNECTED))/,
	],
})

const field = (page: Page, name: string) => page.locator(`#field-${name}`)
const toast = (page: Page) => page.locator('[data-toast]')
const presence = (page: Page) => page.locator('[data-edit-lock]')

function siteDb(server: Server) {
	return new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
}

/** A published portfolio website, through the form's own post; its id. */
const publishedProject = publishProject

const SAM_PASSWORD = 'sam’s own long passphrase 2026'
/** The servers (one per worker) where Sam has joined the team already. */
const samJoined = new Set<string>()

/**
 * A second admin, Sam, invited from the Team tab the first time (signed in through the
 * login form after that): their own browser context.
 */
async function secondAdmin(browser: Browser, page: Page, site: string) {
	const context = await browser.newContext()
	const sam = await context.newPage()
	if (samJoined.has(site)) {
		await sam.goto(`${site}/admin/login`)
		await sam.getByLabel('Email').fill('sam@example.com')
		await sam.getByLabel('Password').fill(SAM_PASSWORD)
		await sam.getByRole('button', { name: /^Sign in/ }).click()
	} else {
		await page.goto(`${site}/admin/team`)
		await page.getByLabel('Email').fill('sam@example.com')
		await page.getByRole('button', { name: 'Create invitation link' }).click()
		const invitation = await page.getByLabel('Invitation link').inputValue()
		await sam.goto(invitation.replace(/^https?:\/\/[^/]+/, site))
		await sam.getByLabel('Password').fill(SAM_PASSWORD)
		await sam.getByRole('button', { name: 'Create account' }).click()
		samJoined.add(site)
	}
	await expect(sam).toHaveURL(`${site}/admin`)
	return { context, sam }
}

async function openForm(page: Page, site: string, id: string) {
	await page.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(page)
}

async function draftSaved(page: Page) {
	await expect(page.locator('[data-autosave="saved"]')).toContainText('Draft saved', {
		timeout: 15_000,
	})
}

/** The page's lock renewals and releases fail, as a sleeping laptop's or a lost network's. */
async function cutOffLocks(page: Page) {
	await page.route('**/admin/edit-lock', (route) => route.abort())
}

/** Every lock on the item lapses now, as it would LOCK_TTL_MS after its last renewal. */
function lapseLocks(server: Server, id: string) {
	const db = siteDb(server)
	try {
		db.prepare('update edit_locks set expires_at = ? where entity_id = ?').run(
			new Date(Date.now() - 1000).toISOString(),
			id,
		)
	} finally {
		db.close()
	}
}

let samContext: BrowserContext | undefined
test.afterEach(async () => {
	await samContext?.close()
	samContext = undefined
})

/** Sam's page, signed in (secondAdmin); closed after the test. */
async function joinSam(browser: Browser, page: Page, site: string) {
	const second = await secondAdmin(browser, page, site)
	samContext = second.context
	return second.sam
}

test('presence: a second admin sees who is editing and since when, reads it, and it clears when they leave', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Lighthouse')
	const sam = await joinSam(browser, page, site)

	await openForm(page, site, id)
	await expect(field(page, 'name')).toBeEditable()
	await expect(presence(page)).toHaveCount(0)

	// Sam is told at once, from the server's first paint: who, since when (their time).
	await sam.goto(`${site}/admin/projects/${id}`)
	await expect(presence(sam)).toContainText(
		/e2e \(e2e-admin@example\.com\) is editing this project, since [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d /,
	)
	await expect(field(sam, 'name')).toBeDisabled()
	await expect(field(sam, 'name')).toHaveValue('Lighthouse')
	await waitForHydration(sam)
	await expect(presence(sam).getByRole('button', { name: 'Take over' })).toBeVisible()
	await expect(sam.getByRole('button', { name: 'Publish' })).toBeDisabled()
	// The formatted introduction too (it took typing that could never be saved).
	await expect(field(sam, 'intro')).not.toBeEditable()

	// The first admin leaves (a link inside the dashboard): Sam may edit, without a reload.
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Testimonials' })
		.click()
	await expect(presence(sam)).toHaveCount(0, { timeout: 15_000 })
	await expect(field(sam, 'name')).toBeEditable()
	await expect(field(sam, 'intro')).toBeEditable()

	// Sam's tab dies without a word (no pagehide, no release): within a minute the project
	// is free again, and the first admin edits it.
	const cdp = await sam.context().newCDPSession(sam)
	const crashed = sam.waitForEvent('crash')
	// A crashed page never answers: its call is left to fail on its own.
	void cdp.send('Page.crash').catch(() => {})
	await crashed
	await openForm(page, site, id)
	await expect(presence(page)).toContainText('sam@example.com is editing this project')
	await expect(presence(page)).toHaveCount(0, { timeout: 60_000 })
	await expect(field(page, 'name')).toBeEditable()
})

test('Take over: the first admin is told at once, stops saving, and keeps what they typed as their copy', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Breakwater')
	const sam = await joinSam(browser, page, site)

	await openForm(page, site, id)
	await openForm(sam, site, id)
	await expect(presence(sam)).toContainText('is editing this project')
	// Sam's page refuses nothing of its own below: no conflict with the owner's draft.
	const refused: string[] = []
	sam.on('response', (response) => {
		if (response.status() === 409) refused.push(response.url())
	})
	const axe = await axeBuilder(sam).analyze()
	expect(axe.violations, 'the presence banner').toEqual([])

	// The owner saves a draft after Sam's page was drawn, and types on.
	await field(page, 'description').fill('Typed by the owner, saved as the draft.')
	await draftSaved(page)
	// Typed a moment before Sam takes over: not saved yet.
	await field(page, 'name').fill('Breakwater (owner’s last words)')

	// The owner's page learns of the take-over from its next renewal: held back here, so
	// that the owner types on first.
	const renewals: Route[] = []
	let holdRenewals = true
	await page.route('**/admin/edit-lock', (route) =>
		holdRenewals ? void renewals.push(route) : route.continue(),
	)

	// By keyboard: the focus stays in the page (its heading), not back at its start.
	await presence(sam).getByRole('button', { name: 'Take over' }).focus()
	await sam.keyboard.press('Enter')
	await expect(presence(sam)).toHaveCount(0)

	// The owner's next save is refused, as Sam holds the item: the form says who, and
	// claims nothing about what it holds (nothing was compared).
	const refusedSave = page.waitForResponse(
		(response) =>
			response.url().includes('/admin/autosave/') && response.status() === 423,
	)
	await field(page, 'category').fill('Typed once Sam had it')
	await refusedSave
	await expect(page.locator('[data-conflict="locked"]')).toContainText(
		'sam@example.com is editing this project now',
	)
	await expect(page.getByRole('main')).not.toContainText('hold the same')
	await expect(page.getByRole('button', { name: 'Keep mine' })).toHaveCount(0)
	holdRenewals = false
	for (const route of renewals.splice(0)) await route.continue()
	await expect(sam.getByRole('heading', { level: 1 })).toBeFocused()
	await expect(field(sam, 'name')).toBeEditable()
	// Sam's form starts again from what is stored now: the owner's saved draft.
	await expect(field(sam, 'description')).toHaveValue(
		'Typed by the owner, saved as the draft.',
	)
	await expect(sam.locator('[data-conflict]')).toHaveCount(0)

	const taken = page.locator('[data-edit-lock="taken"]')
	await expect(taken).toContainText('sam@example.com took over editing this project at', {
		timeout: 12_000,
	})
	await expect(taken).toContainText('What you typed is kept as your copy')
	await expect(field(page, 'name')).toHaveValue('Breakwater (owner’s last words)')
	await expect(field(page, 'name')).toBeDisabled()
	// Once the page knows, the banner says it all: no second one.
	await expect(page.locator('[data-conflict]')).toHaveCount(0)
	await expect(field(page, 'intro')).not.toBeEditable()
	// No "leave without saving" for a page that can no longer save: its typing is kept.
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Trash' })
		.click()
	await expect(page).toHaveURL(/\/admin\/trash$/)

	// Sam publishes; the owner's copy waits under Kept drafts, and opens in the form.
	await field(sam, 'category').fill('Sea walls')
	await sam.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(sam)).toContainText('Project updated successfully!')
	expect(refused, 'refused saves of the page that took over').toEqual([])
	await openForm(page, site, id)
	const kept = page.getByRole('region', { name: 'Kept drafts' })
	await expect(kept.locator('[data-kept-draft="taken-over"]')).toContainText(
		'what e2e (e2e-admin@example.com) had in the form when sam@example.com took over',
	)
	await kept.getByRole('link', { name: /^Open in the form/ }).click()
	await waitForHydration(page)
	await expect(field(page, 'name')).toHaveValue('Breakwater (owner’s last words)')

	// The Activity log says who took over from whom, and that the copy was kept.
	await page.goto(`${site}/admin/activity`)
	await expect(page.getByRole('main')).toContainText(
		"Took over editing the project 'Breakwater' from e2e (e2e-admin@example.com)",
	)
	await expect(page.getByRole('main')).toContainText(
		'Kept a copy of their changes to the project',
	)
})

/**
 * A published project `name` whose form the owner opens; meanwhile Sam hides it from the
 * list (a new version, published). Its id.
 */
async function openedThenHiddenBySam(
	page: Page,
	browser: Browser,
	server: Server,
	site: string,
	name: string,
) {
	const id = await publishedProject(page.request, server, name)
	const sam = await joinSam(browser, page, site)
	await openForm(page, site, id)
	await sam.goto(`${site}/admin?type=website`)
	await waitForHydration(sam)
	await sam
		.getByRole('article', { name, exact: true })
		.getByRole('button', { name: `Hide ${name}` })
		.click()
	await expect(toast(sam)).toContainText('Project visibility updated successfully!')
	return id
}

test('a refused publish keeps the typing and the leave guard, shows what differs field by field, and Keep mine publishes it', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await openedThenHiddenBySam(page, browser, server, site, 'Jetty')

	// Typed and published at once, within the draft save's pause (1.5 s): the publish is
	// what is refused. Typed before Sam's change, a busy machine could save the draft first,
	// and the conflict would be the draft save's (Keep mine then keeps a draft).
	await field(page, 'name').fill('Jetty (owner)')
	await field(page, 'category').fill('Piers')
	await page.getByRole('button', { name: 'Publish' }).click()
	const conflict = page.locator('[data-conflict="published"]')
	await expect(conflict).toContainText(
		/^sam@example\.com published this project at .+, after your version was started\. Your changes are not published: they are still in the form\./,
	)
	// Field by field: what is on the site now beside what the form holds.
	await expect(conflict.locator('[data-change="name"]')).toContainText('Jetty (owner)')
	await expect(conflict.locator('[data-change="visible"]')).toContainText(
		'Theirs: No → Yours: Yes',
	)
	await expect(conflict.getByRole('link', { name: /Open the history/ })).toHaveAttribute(
		'href',
		`/admin/projects/${id}/history`,
	)
	await expect(field(page, 'name')).toHaveValue('Jetty (owner)')
	await expect(field(page, 'category')).toHaveValue('Piers')
	// The status panel says the truth: nothing of this is saved yet (issue 36, case 3).
	await expect(page.locator('[data-draft-state]')).toContainText(
		'This form holds changes that are not saved yet.',
	)
	await expect(page.locator('[data-draft-state]')).not.toContainText(
		'No unpublished changes',
	)
	const axe = await axeBuilder(page).analyze()
	expect(axe.violations, 'the conflict panel').toEqual([])

	// Any dashboard tab asks before leaving; staying keeps everything as typed.
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Testimonials' })
		.click()
	const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
	await expect(leave).toBeVisible()
	await leave.getByRole('button', { name: 'Stay on this page' }).click()
	await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}$`))
	await expect(field(page, 'name')).toHaveValue('Jetty (owner)')

	await conflict.getByRole('button', { name: 'Keep mine' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	await page.goto(`${site}/portfolio/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jetty (owner)')
})

test('a Publish pressed while the draft save is on its way, which meets a colleague’s publish, waits on the conflict and goes after Keep mine', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await openedThenHiddenBySam(page, browser, server, site, 'Quay')

	// The owner types; the draft save leaves, and Publish is pressed before it is answered.
	const release = await holdRequests(page, '**/admin/autosave/project')
	await field(page, 'name').fill('Quay (owner)')
	await expect(page.locator('[data-autosave="saving"]')).toBeAttached({ timeout: 10_000 })
	await page.getByRole('button', { name: 'Publish' }).click()
	release()

	const conflict = page.locator('[data-conflict="published"]')
	await expect(conflict).toContainText('sam@example.com published this project at')
	await expect(conflict.locator('[data-waiting-post]')).toHaveText(
		'Your Publish has not gone yet: it goes right after Keep mine. The other two ways leave it undone.',
	)
	await expect(field(page, 'name')).toHaveValue('Quay (owner)')
	const axe = await axeBuilder(page).analyze()
	expect(axe.violations, 'the conflict panel with a post waiting').toEqual([])
	await keepScreen(page, 'conflict-with-a-post-waiting')

	await conflict.getByRole('button', { name: 'Keep mine' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	await page.goto(`${site}/portfolio/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quay (owner)')
})

test("an admin's own autosave is never a conflict: Schedule in the past, then a time ahead; the status panel says the truth", async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Slipway')
	await openForm(page, site, id)
	await expect(page.locator('[data-draft-state]')).toContainText(
		'No unpublished changes: this is the version on the site.',
	)
	await field(page, 'description').fill('A ramp for boats.')
	await draftSaved(page)
	await expect(page.locator('[data-draft-state]')).toContainText(
		'A draft with unpublished changes is saved',
	)

	await page.locator('#field-publishAt').fill('2020-01-01T09:00')
	await page.getByRole('button', { name: 'Schedule', exact: true }).click()
	await expect(page.locator('#field-publishAt-error')).toHaveText(
		'Choose a time in the future.',
	)
	await expect(field(page, 'description')).toHaveValue('A ramp for boats.')
	await expect(page.locator('[data-draft-state]')).toContainText(
		'A draft with unpublished changes is saved',
	)
	await expect(page.locator('[data-draft-state]')).not.toContainText(
		'No unpublished changes',
	)

	await page.locator('#field-publishAt').fill('2099-01-01T09:00')
	await page.getByRole('button', { name: 'Schedule', exact: true }).click()
	await expect(toast(page)).toContainText('Publishing scheduled.')
	await expect(page.locator('[data-conflict]')).toHaveCount(0)
	await expect(page.locator('[data-scheduled]')).toBeVisible()
})

test('"Keep mine" over a colleague’s draft keeps theirs (Kept drafts) and the Activity log names both', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Harbourmaster')
	const sam = await joinSam(browser, page, site)

	await openForm(page, site, id)
	await field(page, 'name').fill('Harbourmaster (owner)')
	await draftSaved(page)
	// The owner's tab goes quiet (asleep, offline): its lock lapses.
	await cutOffLocks(page)
	lapseLocks(server, id)

	// Sam opens it meanwhile, saves a draft of their own, and leaves.
	await openForm(sam, site, id)
	await expect(field(sam, 'name')).toBeEditable({ timeout: 10_000 })
	await field(sam, 'category').fill('Sam’s category')
	await draftSaved(sam)
	await sam.goto(`${site}/admin`)

	// The owner's tab wakes: it learns the draft moved on without it, and is told who and
	// what, field by field, before anything is saved over it.
	await page.unroute('**/admin/edit-lock')
	const conflict = page.locator('[data-conflict="draft"]')
	await expect(conflict).toContainText(
		'sam@example.com saved a draft of this project at',
		{ timeout: 15_000 },
	)
	await expect(conflict.locator('[data-change="category"]')).toContainText(
		'Sam’s category',
	)
	await expect(page.locator('[data-autosave="conflict"]')).toBeVisible()
	await expect(field(page, 'name')).toHaveValue('Harbourmaster (owner)')

	await conflict.getByRole('button', { name: 'Keep mine' }).click()
	await draftSaved(page)
	await expect(page.locator('[data-conflict]')).toHaveCount(0)

	// Sam's draft is kept, and the log says who replaced whose.
	await page.reload()
	await waitForHydration(page)
	await expect(
		page
			.getByRole('region', { name: 'Kept drafts' })
			.locator('[data-kept-draft="replaced"]'),
	).toContainText("sam@example.com's draft, replaced by e2e (e2e-admin@example.com)'s")
	const axe = await axeBuilder(page).analyze()
	expect(axe.violations, 'kept drafts').toEqual([])
	await page.goto(`${site}/admin/activity`)
	await expect(page.getByRole('main')).toContainText(
		"Replaced sam@example.com's draft of the project",
	)
	await expect(page.getByRole('main')).toContainText(
		"with their own (sam@example.com's is kept under Kept drafts)",
	)
	// Opened in the form, Sam's draft is there to publish, and the owner's is kept in turn.
	await openForm(page, site, id)
	await page
		.getByRole('region', { name: 'Kept drafts' })
		.getByRole('link', { name: /^Open in the form/ })
		.click()
	await waitForHydration(page)
	await expect(field(page, 'category')).toHaveValue('Sam’s category')
})

test('a testimonial form whose lock renewals were lost learns the draft moved on before it saves again', async ({
	page,
	browser,
	server,
	site,
}) => {
	const name = `Ada ${Date.now()}`
	await addTestimonial(page.request, site, {
		name,
		title: 'CTO, Analytical Engines',
		quote: 'They shipped on time.',
	})
	const db = siteDb(server)
	const { id } = db.prepare('select id from testimonials where name = ?').get(name) as {
		id: string
	}
	db.close()
	const sam = await joinSam(browser, page, site)
	const open = async (who: Page) => {
		await who.goto(`${site}/admin/testimonials/${id}`)
		await waitForHydration(who)
	}

	await open(page)
	await expect(page.locator('#testimonial-name')).toBeEditable()
	await page.locator('#testimonial-name').fill(`${name} (owner)`)
	await draftSaved(page)
	// The owner's tab goes quiet: its lock lapses; Sam saves a draft meanwhile and leaves.
	await cutOffLocks(page)
	lapseLocks(server, id)
	await open(sam)
	await expect(sam.locator('#testimonial-title')).toBeEditable({ timeout: 10_000 })
	await sam.locator('#testimonial-title').fill('Sam’s title')
	await draftSaved(sam)
	await sam.goto(`${site}/admin`)

	// The owner's tab wakes: its first renewal says the draft moved on, and it is told who
	// and what before anything is saved over it.
	await page.unroute('**/admin/edit-lock')
	const conflict = page.locator('[data-conflict="draft"]')
	await expect(conflict).toContainText(
		'sam@example.com saved a draft of this testimonial at',
		{ timeout: 15_000 },
	)
	await expect(conflict.locator('[data-change="title"]')).toContainText('Sam’s title')
	await expect(page.locator('#testimonial-name')).toHaveValue(`${name} (owner)`)
})

test('offline past its lock’s life while a colleague took the project: what was typed meanwhile is kept as a copy, not dropped', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Tideline')
	const sam = await joinSam(browser, page, site)

	await openForm(page, site, id)
	await field(page, 'description').fill('Typed online.')
	await draftSaved(page)
	// The owner's laptop loses the network and types on; its lock lapses meanwhile.
	await page.context().setOffline(true)
	await field(page, 'description').fill('Typed online. Typed offline, never saved.')
	lapseLocks(server, id)
	// Sam opens the project, finds it free, and saves a draft of their own.
	await openForm(sam, site, id)
	await expect(field(sam, 'category')).toBeEditable({ timeout: 10_000 })
	await field(sam, 'category').fill('Coastal')
	await draftSaved(sam)

	// Back online: the owner is told Sam has it, and the offline typing is kept as a copy.
	await page.context().setOffline(false)
	const taken = page.locator('[data-edit-lock="taken"]')
	await expect(taken).toContainText('sam@example.com', { timeout: 15_000 })
	await expect(taken).toContainText('What you typed is kept as your copy')
	await expect(field(page, 'description')).toHaveValue(
		'Typed online. Typed offline, never saved.',
	)
	// The save bar says why, not "trying again" for ever, nor that someone saved first.
	await expect(page.locator('[data-autosave]')).toHaveText(
		'Not saved: someone else is editing',
		{ timeout: 15_000 },
	)
	const db = siteDb(server)
	try {
		const copies = db
			.prepare('select data, reason from draft_copies where entity_id = ?')
			.all(id) as Array<{ data: string; reason: string }>
		expect(copies.map((copy) => copy.reason)).toEqual(['taken-over'])
		expect(copies[0]!.data).toContain('Typed offline, never saved.')
	} finally {
		db.close()
	}
})

test('what is typed before the page hydrates is kept: the form takes it and its draft saves it', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Early Tide')
	// The page's scripts wait while the person types into the server's HTML (a slow phone).
	const release = await holdRequests(page, '**/assets/*.js')
	await page.goto(`${site}/admin/projects/${id}`, { waitUntil: 'commit' })
	await field(page, 'category').fill('Typed before the scripts ran')
	await field(page, 'description').fill('A description typed early too.')
	await page.getByLabel('Image on the right').check()
	await page.getByLabel('Visible on the site').uncheck()
	// The introduction is a text box until the page hydrates, then the rich text editor,
	// which takes the box's caret: the typing goes on in it without a click.
	await field(page, 'intro').fill('An introduction typed early.')
	release()
	await waitForHydration(page)
	await expect(field(page, 'intro')).toHaveAttribute('contenteditable', 'true')
	await expect(field(page, 'intro')).toBeFocused()
	await page.keyboard.type(' And on.')
	await expect(field(page, 'intro')).toHaveText('An introduction typed early. And on.')
	// The form renders again (another field typed): the early typing stays, and is saved.
	await field(page, 'name').fill('Early Tide, renamed')
	await expect(field(page, 'category')).toHaveValue('Typed before the scripts ran')
	await expect(field(page, 'description')).toHaveValue('A description typed early too.')
	await expect(field(page, 'intro')).toHaveText('An introduction typed early. And on.')
	await expect(page.getByLabel('Image on the right')).toBeChecked()
	await expect(page.getByLabel('Visible on the site')).not.toBeChecked()
	await draftSaved(page)
	await page.unrouteAll()
	await openForm(page, site, id)
	await expect(field(page, 'name')).toHaveValue('Early Tide, renamed')
	await expect(field(page, 'category')).toHaveValue('Typed before the scripts ran')
	await expect(field(page, 'description')).toHaveValue('A description typed early too.')
	await expect(field(page, 'intro')).toHaveText('An introduction typed early. And on.')
	await expect(page.getByLabel('Image on the right')).toBeChecked()
	await expect(page.getByLabel('Visible on the site')).not.toBeChecked()
})

test('typed before the page learned the project was open in another tab: the typing stays, and saves once that tab has let go', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Mooring')
	const other = await page.context().newPage()
	await openForm(other, site, id)
	await expect(field(other, 'name')).toBeEditable()
	// This page's first word with the server about the lock waits until the admin has typed.
	const answer = await holdRequests(page, '**/admin/edit-lock')
	await openForm(page, site, id)
	await field(page, 'category').fill('Typed in the second tab at once')
	answer()
	await expect(presence(page)).toContainText('editing this project')
	await expect(field(page, 'category')).toBeDisabled()
	// The other tab lets go: this page holds the project, with the typing, and saves it.
	await other.close()
	lapseLocks(server, id)
	await expect(field(page, 'category')).toBeEditable({ timeout: 15_000 })
	await expect(field(page, 'category')).toHaveValue('Typed in the second tab at once')
	await draftSaved(page)
	await page.unrouteAll()
	await openForm(page, site, id)
	await expect(field(page, 'category')).toHaveValue('Typed in the second tab at once')
})

test('signed out in another tab: the form says so, a Publish waits on the page with the typing, and once signed in again the draft saves and it publishes', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Saltmarsh')
	await openForm(page, site, id)
	await field(page, 'description').fill('Typed while signed in.')
	await draftSaved(page)

	// Signed out elsewhere (another tab's Sign out, or the session ended).
	await page.context().clearCookies()
	await field(page, 'description').fill('Typed while signed in. Then signed out.')
	const alert = page.getByText('You are signed out. Sign in again in another tab')
	await expect(alert).toBeVisible({ timeout: 15_000 })
	// Publish: no trip to the sign-in page, nothing typed lost.
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(alert).toBeVisible()
	await expect(page).toHaveURL(`${site}/admin/projects/${id}`)
	await expect(field(page, 'description')).toHaveValue(
		'Typed while signed in. Then signed out.',
	)

	// Signed in again (in another tab): the draft saves by itself, and Publish goes.
	await signInAsAdmin(page.request, site)
	await draftSaved(page)
	await expect(alert).toHaveCount(0)
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	const db = siteDb(server)
	try {
		const row = db.prepare('select description from projects where id = ?').get(id) as {
			description: string
		}
		expect(row.description).toBe('Typed while signed in. Then signed out.')
	} finally {
		db.close()
	}
})

/** The page's own posts (React Router's `.data` requests) answered by `answer` from now on. */
async function postsFail(page: Page, answer: (route: Route) => Promise<void>) {
	await page.route(
		(url) => url.pathname.endsWith('.data'),
		(route) => (route.request().method() === 'POST' ? answer(route) : route.continue()),
	)
}

test.describe('a post that fails on its way', () => {
	test.use({
		allowedConsoleErrors: [
			/Failed to load resource: (the server responded with a status of 502|net::ERR_FAILED)/,
		],
	})

	test('a Publish whose connection drops keeps the form and its typing, and says spec §8’s sentence', async ({
		page,
		server,
		site,
	}) => {
		const id = await publishedProject(page.request, server, 'Seawall')
		await openForm(page, site, id)
		// Offline from here: the autosave's draft saves fail too, so the typing is not
		// saved anywhere when Publish is pressed.
		await postsFail(page, (route) => route.abort('failed'))
		await page.route('**/admin/autosave/project', (route) => route.abort('failed'))
		await field(page, 'category').fill('Typed before the connection dropped')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(toast(page)).toHaveText(/Failed to save project\. Please try again\./)
		// The page is as it was, the typing in it: no error screen in its place.
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Seawall')
		await expect(field(page, 'category')).toHaveValue(
			'Typed before the connection dropped',
		)
		// The typing is unsaved still: leaving, once back online, keeps it as a draft first.
		await page.unrouteAll()
		const kept = page.waitForRequest(
			(request) =>
				request.method() === 'POST' && request.url().endsWith('/admin/autosave/project'),
		)
		await page.getByRole('link', { name: 'Testimonials', exact: true }).click()
		expect((await kept).postData()).toContain('Typed before the connection dropped')
		await expect(page).toHaveURL(/\/admin\/testimonials$/)
		await openForm(page, site, id)
		await expect(field(page, 'category')).toHaveValue(
			'Typed before the connection dropped',
		)

		// The next post's own answer replaces the failure's sentence (a refusal here, said in
		// the form), and the same button then publishes it.
		await field(page, 'name').fill('')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.locator('#field-name-error')).toHaveText('Project name is required')
		await expect(toast(page)).toHaveCount(0)
		await field(page, 'name').fill('Seawall')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(toast(page)).toContainText('Project updated successfully!')
		await openForm(page, site, id)
		await expect(field(page, 'category')).toHaveValue(
			'Typed before the connection dropped',
		)
	})

	test('a Hide answered by a proxy’s error page keeps the list, and says its sentence', async ({
		page,
		server,
		site,
	}) => {
		await publishedProject(page.request, server, 'Harbour Lights')
		await page.goto(`${site}/admin?type=website`)
		await waitForHydration(page)
		await postsFail(page, (route) =>
			route.fulfill({
				status: 502,
				contentType: 'text/html',
				body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
			}),
		)
		await page.getByRole('button', { name: 'Hide Harbour Lights' }).click()
		await expect(toast(page)).toHaveText(/Failed to update project visibility/)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Hide Harbour Lights' })).toBeVisible()
	})
})

test('Remove on an image offers Undo, which has the focus and puts the image back', async ({
	page,
	server,
	site,
}) => {
	const id = await publishedProject(page.request, server, 'Quayside')
	await openForm(page, site, id)
	const banner = page.locator('input[type="hidden"][name="banner"]')
	const before = await banner.inputValue()
	expect(before).toContain('banner.png')

	await page.getByRole('button', { name: 'Remove banner image' }).click()
	await expect(banner).toHaveValue('')
	await expect(
		page.getByRole('status').filter({ hasText: 'Removed banner.png.' }),
	).toBeVisible()
	const undo = page.getByRole('button', { name: 'Undo removing it from banner image' })
	await expect(undo).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(banner).toHaveValue(before)
	// The focus is back where it was: on the image's Remove.
	await expect(page.getByRole('button', { name: 'Remove banner image' })).toBeFocused()
})
