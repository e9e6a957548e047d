// Roles and review (issue 38, decision 046) in the browser: the owner invites an author,
// who edits a project and submits it; the site is unchanged until the owner, having asked
// for changes once, approves it; every step is in the Activity log. Demoting an admin ends
// their session at once. Each role sees only its tabs and buttons.
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'

import {
	axeBuilder,
	expect,
	keepScreen,
	presetTheme,
	waitForHydration,
} from './fixtures.ts'
import { accept, invite } from './team-helpers.ts'
import { withWorkerServer, type WorkerServer as Server } from './worker-server.ts'

const test = withWorkerServer()
// One worker takes the spec's tests in turn, so they share one server (worker-server.ts).
test.describe.configure({ mode: 'default' })

// Refused requests (403 to a role that may not) are part of what is tested.
test.use({
	allowedConsoleErrors: [
		/Failed to load resource: the server responded with a status of 4(0[039]|23)/,
	],
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' })
const toast = (page: Page) => page.locator('[data-toast]')

async function tabNames(page: Page): Promise<string[]> {
	const links = nav(page).getByRole('link')
	return (await links.allTextContents()).map((text) => text.replace(/\d+$/, '').trim())
}

async function upload(page: Page, site: string, kind: string) {
	const buffer = await sharp({
		create: { width: 640, height: 400, channels: 3, background: '#4D92CE' },
	})
		.png()
		.toBuffer()
	const response = await page.request.post(`${site}/admin/api/upload?kind=${kind}`, {
		data: buffer,
		headers: { 'Content-Type': 'image/png', 'X-File-Name': `${kind}.png`, Origin: site },
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { image: { url: string } }).image
}

/** A published portfolio website, posted as the form posts it; its id, from the list. */
async function publishedProject(page: Page, site: string, name: string): Promise<string> {
	const form = new URLSearchParams({
		intent: 'publish',
		name,
		type: 'website',
		collection: 'portfolio',
		category: 'Harbours',
		description: `${name}: what it is.`,
		banner: JSON.stringify(await upload(page, site, 'banner')),
		image: JSON.stringify(await upload(page, site, 'project')),
		intro: `${name} is a Platform for Design and Development.`,
		platform: 'Web',
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		productImages: '[]',
		align: 'left',
		visible: 'on',
	})
	const response = await page.request.post(`${site}/admin/portfolio/new`, {
		data: form.toString(),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(303)
	await page.goto(`${site}/admin?type=website`)
	const edit = page.getByRole('article', { name, exact: true }).getByRole('link').first()
	const href = (await edit.getAttribute('href')) ?? ''
	const id = /\/admin\/projects\/([^/?]+)/.exec(href)?.[1]
	if (!id) throw new Error(`No edit link for ${name}: ${href}`)
	return id
}

/**
 * The page at `path` in both themes and at a phone's and a desktop's width, in two passes
 * (light at 1280 px, dark at 375, as the other dashboard specs): axe finds nothing, nothing
 * scrolls sideways, and a screenshot of each is kept (keepScreen).
 */
async function checkScreens(
	browser: Browser,
	server: Server,
	path: string,
	name: string,
) {
	for (const [theme, width] of [
		['light', 1280],
		['dark', 375],
	] as const) {
		const context = await browser.newContext({ viewport: { width, height: 900 } })
		await context.addCookies(server.cookies)
		const page = await context.newPage()
		await presetTheme(page, theme)
		await page.goto(`${server.url}${path}`)
		await waitForHydration(page)
		const results = await axeBuilder(page).analyze()
		expect(results.violations, `${name} ${theme} ${width}`).toEqual([])
		const scrolls = await page.evaluate(
			() => document.documentElement.scrollWidth > window.innerWidth,
		)
		expect(scrolls, `${name} ${theme} ${width} scrolls sideways`).toBe(false)
		await keepScreen(page, `roles-${name}-${theme}-${width}`, { fullPage: true })
		await context.close()
	}
}

test('an author submits a change; the owner asks for changes, then approves it; the site and Activity follow', async ({
	page,
	browser,
	server,
	site,
}) => {
	test.setTimeout(180_000)
	const id = await publishedProject(page, site, 'Lantern Quay')
	const link = await invite(page, site, 'writer@example.com', 'Author')
	const author = await accept(browser, server.url, link)
	const a = author.page

	// An author's dashboard: drafts of content and uploads, nothing else.
	expect(await tabNames(a)).toEqual([
		'Portfolio',
		'Products',
		'Testimonials',
		'Site',
		'Media',
		'Overview',
	])
	await a.goto(`${site}/admin?type=website`)
	await expect(
		a.getByRole('article', { name: 'Lantern Quay', exact: true }),
	).toBeVisible()
	await expect(
		a.getByRole('button', { name: /^(Hide|Show|Delete) Lantern Quay/ }),
	).toHaveCount(0)
	await expect(a.getByRole('checkbox')).toHaveCount(0)
	for (const path of ['/admin/team', '/admin/inbox', '/admin/trash', '/admin/review']) {
		const response = await a.request.get(`${site}${path}`, { maxRedirects: 0 })
		expect(response.status(), path).toBe(403)
	}
	// No way into the site-wide settings' forms.
	await a.goto(`${site}/admin/site`)
	await expect(a.getByRole('link', { name: 'Home' }).first()).toBeVisible()
	await expect(
		a.locator('a[href="/admin/site/company"], a[href="/admin/site/seo"]'),
	).toHaveCount(0)
	// A library image, as it is: no button that would change it on every page at once.
	await a.goto(`${site}/admin/media`)
	await a.locator('a[href^="/admin/media/"]').first().click()
	await expect(a.getByRole('heading', { name: 'Where it is used' })).toBeVisible()
	for (const name of ['Save changes', 'Save crop', 'Delete image'])
		await expect(a.getByRole('button', { name })).toHaveCount(0)
	await expect(a.getByText('Replace the file')).toHaveCount(0)

	// The author edits the project and submits it: no Publish, no Schedule for them.
	await a.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(a)
	await expect(a.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
	await expect(a.getByRole('button', { name: 'Schedule' })).toHaveCount(0)
	await a.locator('#field-name').fill('Lantern Quay at Dusk')
	await a.getByRole('button', { name: 'Submit for review' }).click()
	await expect(toast(a)).toContainText('Submitted for review.')
	await expect(a.locator('[data-review="waiting"]')).toBeVisible()
	// Typing on takes it back to draft with the next save: the notice goes, no reload.
	await a.locator('#field-name').fill('Lantern Quay at Dusk, again')
	await expect(a.locator('[data-review="waiting"]')).toHaveCount(0, { timeout: 15_000 })
	await a.locator('#field-name').fill('Lantern Quay at Dusk')
	await a.getByRole('button', { name: 'Submit for review' }).click()
	await expect(toast(a)).toContainText('Submitted for review.')
	await expect(a.locator('[data-review="waiting"]')).toBeVisible()

	// The public page is unchanged.
	const visitor = await browser.newPage()
	await visitor.goto(`${site}/portfolio/${id}`)
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Lantern Quay')

	// The owner sees it waiting (a count in the navigation) and asks for changes.
	await page.goto(`${site}/admin`)
	await expect(nav(page).getByRole('link', { name: 'Review, 1 waiting' })).toBeVisible()
	await nav(page)
		.getByRole('link', { name: /^Review/ })
		.click()
	await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
	await page.getByRole('link', { name: 'Review Lantern Quay at Dusk' }).click()
	await expect(page.locator('[data-change="name"]')).toContainText('Lantern Quay at Dusk')
	await page.getByLabel('What should change').fill('Say which harbour, please.')
	await page.getByRole('button', { name: 'Request changes' }).click()
	await expect(toast(page)).toContainText('Changes requested.')
	await expect(page.getByText('Nothing is waiting for review.')).toBeVisible()

	// The author reads the comment on the item, edits, and submits again.
	await a.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(a)
	await expect(a.locator('[data-review-comment]')).toHaveText(
		'Say which harbour, please.',
	)
	await a.locator('#field-name').fill('Lantern Quay, Bergen')
	// And the banner's alt text: stored in the library on approval, for every page.
	await a.locator('#field-banner-alt').fill('The quay at Bergen in the evening')
	await a.getByRole('button', { name: 'Submit for review' }).click()
	await expect(toast(a)).toContainText('Submitted for review.')

	// Still the published version on the site.
	await visitor.reload()
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Lantern Quay')

	// The screens of the review, as the owner sees them.
	await checkScreens(browser, server, '/admin/review', 'waiting-list')
	await page.goto(`${site}/admin/review`)
	const reviewHref = await page
		.getByRole('link', { name: 'Review Lantern Quay, Bergen' })
		.getAttribute('href')
	await checkScreens(browser, server, reviewHref ?? '', 'review-item')
	await page.goto(`${site}${reviewHref}`)
	await expect(page.locator('[data-change="banner"]')).toContainText(
		'The quay at Bergen in the evening',
	)
	await checkScreens(browser, server, '/admin/team', 'team')

	// The owner approves and publishes it once the author has left the form (while it is
	// open its edit lock holds the project, decision 042, and the approval says so).
	await a.goto(`${site}/admin`)
	await page.goto(`${site}/admin/review`)
	await page.getByRole('link', { name: 'Review Lantern Quay, Bergen' }).click()
	await expect(async () => {
		await page.getByRole('button', { name: 'Approve and publish' }).click()
		await expect(toast(page)).toContainText('Approved and published.', { timeout: 2_000 })
	}).toPass({ timeout: 60_000 })
	await expect(async () => {
		await visitor.reload()
		await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
			'Lantern Quay, Bergen',
			{ timeout: 1_000 },
		)
	}).toPass({ timeout: 10_000 })

	// Every step is in the Activity log.
	await page.goto(`${site}/admin/activity`)
	const log = page.getByRole('region', { name: 'Activity log' })
	// Submitted twice: taken back to draft by typing on in between.
	await expect(
		log.getByText(
			/Submitted the project 'Lantern Quay at Dusk'( \(\/portfolio\/[\w-]+\))? for review/,
		),
	).toHaveCount(2)
	await expect(
		log.getByText(/Asked for changes to the project 'Lantern Quay at Dusk'/),
	).toBeVisible()
	await expect(
		log.getByText(
			/Submitted the project 'Lantern Quay, Bergen'( \(\/portfolio\/[\w-]+\))? for review/,
		),
	).toBeVisible()
	await expect(
		log.getByText(/Approved and published the project 'Lantern Quay, Bergen'/),
	).toBeVisible()
	await visitor.close()
	await author.context.close()
})

test('demoting an admin to author ends their session; their next request is refused', async ({
	page,
	browser,
	server,
	site,
}) => {
	const link = await invite(page, site, 'second.admin@example.com', 'Admin')
	const admin = await accept(browser, server.url, link)
	// An admin sees everything but changing roles.
	expect(await tabNames(admin.page)).toContain('Team')
	await admin.page.goto(`${site}/admin/team`)
	await expect(admin.page.getByRole('button', { name: /Change the role/ })).toHaveCount(0)

	await page.goto(`${site}/admin/team`)
	await waitForHydration(page)
	await page
		.getByLabel('Role of second.admin@example.com', { exact: true })
		.selectOption({ label: 'Author' })
	await page
		.getByRole('button', { name: 'Change the role of second.admin@example.com' })
		.click()
	await expect(
		page.getByText(
			'second.admin@example.com is now an Author, and was signed out everywhere.',
		),
	).toBeVisible()

	const next = await admin.page.request.get(`${site}/admin/team`, { maxRedirects: 0 })
	expect(next.status()).toBe(302)
	expect(next.headers().location).toContain('/admin/login')
	await admin.page.goto(`${site}/admin`)
	await expect(admin.page).toHaveURL(/\/admin\/login/)
	await admin.context.close()
})

test('each role sees only its tabs and buttons', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page, site, 'Quiet Pier')
	const all = [
		'Portfolio',
		'Products',
		'Testimonials',
		"Clients' Logos",
		'Site',
		'Review',
		'Scheduled',
		'Trash',
		'Redirects',
		'Media',
		'Inbox',
		'Team',
		'Activity',
		'Overview',
	]
	// The owner: everything, and the role controls in the Team tab.
	await page.goto(`${site}/admin`)
	expect(await tabNames(page)).toEqual(all)

	const editorLink = await invite(page, site, 'editor@example.com', 'Editor')
	const editor = await accept(browser, server.url, editorLink)
	expect(await tabNames(editor.page)).toEqual(all.filter((t) => t !== 'Team'))
	await editor.page.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(editor.page)
	await expect(
		editor.page.getByRole('button', { name: 'Publish', exact: true }),
	).toBeVisible()
	await expect(editor.page.getByRole('button', { name: 'Schedule' })).toBeVisible()
	await expect(
		editor.page.getByRole('button', { name: 'Submit for review' }),
	).toHaveCount(0)
	// The Company form is a site-wide setting: not an editor's, and not offered to them.
	const company = await editor.page.request.get(`${site}/admin/site/company`, {
		maxRedirects: 0,
	})
	expect(company.status()).toBe(403)
	await editor.page.goto(`${site}/admin/site/home`)
	await expect(
		editor.page.getByRole('navigation', { name: 'Site content' }),
	).toBeVisible()
	await expect(
		editor.page.locator('a[href="/admin/site/company"], a[href="/admin/site/seo"]'),
	).toHaveCount(0)

	await page.goto(`${site}/admin/team`)
	await expect(
		page.getByRole('button', { name: 'Change the role of editor@example.com' }),
	).toBeVisible()
	await editor.context.close()
})

test('an author is told, not offered, what a scheduled draft keeps from them: a share link', async ({
	page,
	browser,
	server,
	site,
}) => {
	const id = await publishedProject(page, site, 'Harbour Clock')
	await page.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(page)
	await page.getByLabel('Category', { exact: true }).fill('Scheduled harbours')
	await page.locator('#field-publishAt').fill('2099-01-01T09:00')
	await page.getByRole('button', { name: 'Schedule', exact: true }).click()
	await expect(toast(page)).toContainText('Publishing scheduled.')

	const author = await accept(
		browser,
		server.url,
		await invite(page, site, 'clock@example.com', 'Author'),
	)
	await author.page.goto(`${site}/admin/projects/${id}`)
	await waitForHydration(author.page)
	const share = author.page.getByRole('region', { name: 'Share preview' })
	await expect(share).toContainText(
		'This draft is scheduled: only an editor, an admin or the owner can share it.',
	)
	await expect(share.getByRole('button', { name: 'Create share link' })).toHaveCount(0)
	// Posted anyway: refused with a 403, and no link made.
	const refused = await author.page.request.post(`${site}/admin/projects/${id}`, {
		form: { intent: 'share', days: '7' },
		headers: { Origin: site },
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(403)
	await author.page.reload()
	await expect(share.getByRole('listitem')).toHaveCount(0)
	await author.context.close()
})
