// The Site forms' drafts, previews, share links, schedule and history (issue 20, decisions
// 033 and 034), as an admin and a client use them. Each test runs its own server
// (admin-private-server): they change what the public pages show.
import type { Browser, Page } from '@playwright/test'

import { expect, openSiteDb, test, waitForHydration } from './admin-private-server.ts'
import { axeBuilder, presetThemeForWidth } from './fixtures.ts'

const NEW_MISSION = 'To make software our clients are proud to show their own customers.'
const OLD_MISSION =
	'To turn our clients’ ideas into reliable, beautiful software that solves real problems: delivered when we said it would be, explained in plain language, and built to grow with the business that uses it.'

const toast = (page: Page) => page.locator('[data-toast]')
const missionField = (page: Page) =>
	page
		.getByRole('region', { name: 'Mission and vision' })
		.getByRole('textbox', { name: 'Text' })
		.first()
const saveBar = (page: Page) =>
	page
		.getByRole('status')
		.filter({ hasText: /Draft saved\.|Saving draft|Unsaved changes/ })

async function openAbout(page: Page, site: string) {
	await page.goto(`${site}/admin/site/about`)
	await waitForHydration(page)
	// The rich text boxes become editors a render after hydration (RichTextEditor): typing
	// goes to the editor, not to the text box it replaces at that moment (CI once lost a
	// fill made in between).
	await expect(missionField(page)).toHaveAttribute('contenteditable', 'true')
}

/** The visitor's page shows `text` as the mission, once the render cache has renewed it. */
async function expectMission(page: Page, text: string) {
	await expect(async () => {
		await page.reload()
		await expect(mission(page)).toContainText(text, { timeout: 500 })
	}).toPass({ timeout: 15_000 })
}

/** What a visitor without an account sees at `path`. */
async function visit(browser: Browser, url: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	const response = await page.goto(url)
	return { page, response, close: () => context.close() }
}

const mission = (page: Page) => page.getByRole('article', { name: 'Our Mission' })

test('the About mission as a draft: previewed, shared with a client until revoked or expired, then published', async ({
	page,
	context,
	browser,
	site,
}) => {
	await openAbout(page, site.url)
	await missionField(page).fill(NEW_MISSION)
	// Kept as a draft while typing; the site shows the published mission meanwhile.
	await expect(saveBar(page)).toHaveText('Draft saved.')
	const before = await visit(browser, `${site.url}/about`)
	await expect(mission(before.page)).toContainText(OLD_MISSION)
	await before.close()

	// Preview: the real page with the draft in it, for the signed-in admin, never kept.
	const [preview] = await Promise.all([
		context.waitForEvent('page'),
		page.getByRole('link', { name: /^Preview/ }).click(),
	])
	await preview.waitForLoadState()
	expect(new URL(preview.url()).pathname).toBe('/preview/admin/about')
	await expect(mission(preview)).toContainText(NEW_MISSION)
	await expect(preview.getByRole('complementary', { name: 'Preview' })).toContainText(
		'This page shows unpublished changes.',
	)
	await expect(preview.locator('meta[name="robots"]')).toHaveAttribute(
		'content',
		'noindex',
	)
	const previewAnswer = await page.request.get(`${site.url}/preview/admin/about`)
	expect(previewAnswer.headers()['cache-control']).toContain('no-store')
	await preview.close()
	// Signed out, the admin's preview is not a way in.
	const anonymous = await visit(browser, `${site.url}/preview/admin/about`)
	expect(anonymous.response?.status()).toBe(401)
	await expect(anonymous.page.getByText(NEW_MISSION)).toHaveCount(0)
	await anonymous.close()

	// Share preview: a link a client opens without an account.
	await page.getByRole('button', { name: 'Make a share link' }).click()
	const shared = page.getByRole('textbox', { name: /^Share link/ })
	await expect(shared).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}\/about$/)
	const link = await shared.inputValue()
	const client = await visit(browser, link)
	expect(client.response?.status()).toBe(200)
	expect(client.response?.headers()['cache-control']).toContain('no-store')
	await expect(mission(client.page)).toContainText(NEW_MISSION)
	await expect(client.page.getByRole('complementary', { name: 'Preview' })).toContainText(
		'A draft shared for review',
	)
	// No dashboard in it, and no other draft: the home page's own stays as published.
	await expect(client.page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
	await client.close()

	// Revoked: refused from then on.
	await page.reload()
	await waitForHydration(page)
	await page.getByRole('button', { name: /^Revoke the link made/ }).click()
	// It asks first (issue 36).
	await page.getByRole('button', { name: 'Revoke link', exact: true }).click()
	await expect(toast(page)).toContainText('Preview link revoked. It no longer opens.')
	const revoked = await visit(browser, link)
	expect(revoked.response?.status()).toBe(410)
	await expect(
		revoked.page.getByRole('heading', {
			name: 'This preview link has expired or was withdrawn',
		}),
	).toBeVisible()
	await expect(revoked.page.getByText(NEW_MISSION)).toHaveCount(0)
	await revoked.close()

	// Expired: a second link, its end moved into the past.
	await page.getByRole('button', { name: 'Make a share link' }).click()
	await expect(shared).toHaveValue(/\/preview\//)
	const second = await shared.inputValue()
	const db = openSiteDb(site)
	try {
		db.prepare(
			`UPDATE preview_links SET expires_at = '2026-01-01T00:00:00.000Z' WHERE revoked_at IS NULL`,
		).run()
	} finally {
		db.close()
	}
	const expired = await visit(browser, second)
	expect(expired.response?.status()).toBe(410)
	await expect(expired.page.getByText(NEW_MISSION)).toHaveCount(0)
	await expired.close()

	// Publish: on /about for everyone.
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText(
		'About published. The change is on the site now.',
	)
	await expect(
		page.getByText(/^No draft: the form shows what is published\.$/),
	).toBeVisible()
	const after = await visit(browser, `${site.url}/about`)
	await expectMission(after.page, NEW_MISSION)
	await after.close()
})

test('the draft is saved while typing and survives a reload; Discard brings the published words back', async ({
	page,
	site,
}) => {
	await openAbout(page, site.url)
	await missionField(page).pressSequentially('Typed, ', { delay: 20 })
	await expect(saveBar(page)).toHaveText('Draft saved.')
	await page.reload()
	await waitForHydration(page)
	await expect(missionField(page)).toHaveText(`Typed, ${OLD_MISSION}`)
	await expect(page.getByText(/^Draft saved .*: not published yet\.$/)).toBeVisible()

	await page.getByRole('button', { name: 'Discard draft' }).click()
	const question = page.getByRole('group', { name: 'Discard the draft?' })
	await expect(question.getByRole('button', { name: 'Discard draft' })).toBeFocused()
	await question.getByRole('button', { name: 'Discard draft' }).click()
	await expect(toast(page)).toContainText('Draft discarded.')
	await expect(missionField(page)).toHaveText(OLD_MISSION)
})

test.describe('a scheduled draft', () => {
	test.use({
		serverEnv: { SCHEDULE_CHECK_SECONDS: '1' },
		timezoneId: 'Asia/Kolkata',
	})

	test('goes live at its time, set in the admin’s time zone', async ({
		page,
		browser,
		site,
	}) => {
		await openAbout(page, site.url)
		await missionField(page).fill(NEW_MISSION)
		await expect(saveBar(page)).toHaveText('Draft saved.')
		await expect(
			// Chromium's ICU names the zone by its older name.
			page.getByLabel(/^Publish the draft at \(Asia\/(Kolkata|Calcutta) time\)$/),
		).toBeVisible()
		// Eight seconds from now, as a clock in Kolkata (GMT+5:30) reads it.
		// (The field takes whole seconds.)
		const at = new Date(Math.ceil((Date.now() + 8_000) / 1000) * 1000)
		const local = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19)
		await page.getByLabel(/^Publish the draft at/).fill(local)
		await page.getByRole('button', { name: 'Schedule' }).click()
		await expect(toast(page)).toContainText('Scheduled: it goes live at')
		await expect(page.getByText(/^Goes live .* GMT\+5:30/)).toBeVisible()

		const visitor = await visit(browser, `${site.url}/about`)
		await expect(mission(visitor.page)).toContainText(OLD_MISSION)
		await expect(async () => {
			await visitor.page.reload()
			await expect(mission(visitor.page)).toContainText(NEW_MISSION, { timeout: 500 })
		}).toPass({ timeout: 30_000, intervals: [1_000] })
		expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
		await visitor.close()

		await page.goto(`${site.url}/admin/site/about/history`)
		await expect(page.getByText(/^Published at its scheduled time /)).toBeVisible()
	})
})

test('the history shows each change, and an older version comes back as the draft or at once', async ({
	page,
	browser,
	site,
}) => {
	await openAbout(page, site.url)
	for (const text of ['First mission.', 'Second mission.']) {
		await missionField(page).fill(text)
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(toast(page)).toContainText('About published.')
		await expect(missionField(page)).toHaveText(text)
	}
	await page.getByRole('link', { name: 'History' }).click()
	const second = page.getByRole('listitem', { name: 'Revision 2' })
	await expect(second.getByText('Live')).toBeVisible()
	await expect(second.getByRole('term')).toHaveText(['Mission › Text'])
	await expect(second.getByRole('definition')).toContainText('First mission.')
	await expect(second.getByRole('definition')).toContainText('Second mission.')

	// As the draft: the form opens with it; the site still shows revision 2.
	await page.getByRole('button', { name: 'Restore revision 1 as the draft' }).click()
	await expect(toast(page)).toContainText('Revision 1 is the draft now')
	await expect(missionField(page)).toHaveText('First mission.')
	const visitor = await visit(browser, `${site.url}/about`)
	await expect(mission(visitor.page)).toContainText('Second mission.')

	// Published at once: a third revision, live.
	await page.goto(`${site.url}/admin/site/about/history`)
	await page.getByRole('button', { name: 'Restore revision 1 and publish it' }).click()
	// It asks first (issue 36).
	await page.getByRole('button', { name: 'Publish revision 1' }).click()
	await expect(toast(page)).toContainText('Revision 1 is published again.')
	await expectMission(visitor.page, 'First mission.')
	await visitor.close()
	await page.goto(`${site.url}/admin/site/about/history`)
	await expect(page.getByRole('listitem', { name: 'Revision 3' })).toContainText(
		'Restored',
	)
})

test(
	'the form with its draft and share link, the history and a preview pass axe (light at the desktop width, dark on a phone) and fit a phone',
	{ tag: '@phone' },
	async ({ page, site }) => {
		await openAbout(page, site.url)
		await missionField(page).fill('Axe mission one.')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(toast(page)).toContainText('About published.')
		await missionField(page).fill('Axe mission two.')
		await expect(saveBar(page)).toHaveText('Draft saved.')
		await page.getByRole('button', { name: 'Make a share link' }).click()
		await expect(page.getByRole('textbox', { name: /^Share link/ })).toHaveValue(
			/preview/,
		)
		const theme = await presetThemeForWidth(page)
		for (const path of [
			'/admin/site/about',
			'/admin/site/about/history',
			'/preview/admin/about',
		]) {
			await page.goto(`${site.url}${path}`)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			if (path.startsWith('/admin')) await waitForHydration(page)
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			)
			expect(overflow, `${path} overflows sideways`).toBeLessThanOrEqual(0)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, `${path} (${theme})`).toEqual([])
		}
		// The discard question open, and the two admins' conflict in the panel.
		await page.goto(`${site.url}/admin/site/about`)
		await waitForHydration(page)
		await page.getByRole('button', { name: 'Discard draft' }).click()
		const results = await axeBuilder(page).analyze()
		expect(results.violations, `discard question (${theme})`).toEqual([])
	},
)
