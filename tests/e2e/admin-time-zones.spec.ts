// One way to show a time (issue 36, decision 042): with the browser in New York and in
// Kolkata, no time anywhere in the dashboard or on a share page is shown in UTC: every
// screen that shows a time (lists, forms, panels, toasts, tooltips and accessible names, the
// media page, the Overview, a share link's "works until") shows it in the reader's zone,
// with the zone named, from the server's first paint.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { Page } from '@playwright/test'

import { addTestimonial, publishProject } from './content-helpers.ts'
import { expect, waitForHydration } from './fixtures.ts'
import { withWorkerServer, type WorkerServer as Server } from './worker-server.ts'

const test = withWorkerServer()
// One worker takes the spec's tests in turn, so they share one server (worker-server.ts).
test.describe.configure({ mode: 'default' })

const ZONES = [
	{ id: 'America/New_York', name: /\d\d:\d\d E[SD]T/ },
	{ id: 'Asia/Kolkata', name: /\d\d:\d\d GMT\+5:30/ },
] as const

const UTC = /\bUTC\b|Coordinated Universal/

function firstId(server: Server, sql: string): string {
	const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
	try {
		const row = db.prepare(sql).get() as { id: string } | undefined
		if (!row) throw new Error(`nothing for ${sql}`)
		return row.id
	} finally {
		db.close()
	}
}

/** Every text, tooltip and accessible name the page shows: none of them in UTC. */
async function expectNoUtc(page: Page, where: string) {
	const text = await page.locator('body').innerText()
	expect(text, `${where}: text`).not.toMatch(UTC)
	const names = await page
		.locator('[title], [aria-label]')
		.evaluateAll((elements) =>
			elements.map(
				(element) =>
					`${element.getAttribute('title') ?? ''} ${element.getAttribute('aria-label') ?? ''}`,
			),
		)
	expect(names.join('\n'), `${where}: tooltips and names`).not.toMatch(UTC)
}

for (const zone of ZONES) {
	test(`in ${zone.id}, no time in the dashboard or on a share page is shown in UTC`, async ({
		browser,
		page,
		server,
		site,
	}) => {
		test.setTimeout(180_000)
		const stamp = `${zone.id.split('/')[1]} ${Date.now()}`
		const api = page.request
		// Content with times in it: a project with a draft, a schedule, a share link and a
		// history; one in the trash; a message; a testimonial; a Site form published.
		const id = await publishProject(api, server, `Harbour ${stamp}`)
		const trashed = await publishProject(api, server, `Trashed ${stamp}`)
		await addTestimonial(api, server.url, {
			name: `Ada ${stamp}`,
			title: 'Head of Digital, Lumen Bank',
			quote: 'Fast and careful.',
		})
		const contact = await api.post(`${server.url}/api/contact`, {
			data: { name: `Visitor ${stamp}`, email: 'v@example.com', message: 'Hello' },
		})
		expect(contact.status()).toBe(200)

		const context = await browser.newContext({ timezoneId: zone.id })
		await context.addCookies(server.cookies)
		const view = await context.newPage()
		const open = async (path: string) => {
			await view.goto(`${site}${path}`)
			await waitForHydration(view)
		}
		await open(`/admin/projects/${id}`)
		await view.locator('#field-description').fill('Typed, kept as the draft.')
		await expect(view.locator('[data-autosave="saved"]')).toContainText('Draft saved', {
			timeout: 15_000,
		})
		// The save bar's time, and the draft's state, are the reader's.
		await expect(view.locator('[data-autosave="saved"]')).toContainText(zone.name)
		await view.locator('#field-publishAt').fill('2099-01-01T09:00')
		await view.getByRole('button', { name: 'Schedule', exact: true }).click()
		await expect(view.locator('[data-toast]')).toContainText('Publishing scheduled.')
		await expect(view.locator('[data-scheduled]')).toContainText(zone.name)
		const share = view.getByRole('region', { name: 'Share preview' })
		await share.getByRole('button', { name: 'Create share link' }).click()
		const shareUrl = (await share.getByLabel(/New link/).inputValue()).replace(
			/^https?:\/\/[^/]+/,
			site,
		)
		await expect(share).toContainText(zone.name)
		await expectNoUtc(view, 'the project form')
		// The same project in another tab of the same admin: "since" in the reader's time.
		const other = await context.newPage()
		await other.goto(`${site}/admin/projects/${id}`)
		await expect(other.locator('[data-edit-lock]')).toContainText(
			'You are editing this project in another tab or window, since',
		)
		await expect(other.locator('[data-edit-lock]')).toContainText(zone.name)
		await expectNoUtc(other, 'the presence banner')
		await other.close()
		// The server's first paint already says it: no flash of UTC.
		const html = await (await view.request.get(`${site}/admin/projects/${id}`)).text()
		expect(html).toMatch(zone.name)
		expect(html).not.toMatch(/\d\d:\d\d UTC/)

		await open('/admin/site/about')
		const mission = view
			.getByRole('region', { name: 'Mission' })
			.getByRole('textbox')
			.first()
		await mission.fill(`A mission of ${stamp}.`)
		await view.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(view.locator('[data-toast]')).toContainText('published')
		// A share link of the form: its Revoke button's name tells when it was made (each
		// link's, when other tests on this server made some too).
		await view.getByRole('button', { name: 'Make a share link' }).click()
		const revoke = view.getByRole('button', { name: /^Revoke the link made / })
		await expect(revoke.first()).toBeVisible()
		for (const button of await revoke.all())
			await expect(button).toHaveAccessibleName(
				new RegExp(`^Revoke the link made .*${zone.name.source}$`),
			)
		// The Site form's schedule: its toast and its panel in the reader's time.
		await mission.fill(`A mission of ${stamp}, later.`)
		await view.locator('#site-publish-at').fill('2099-01-01T09:00')
		await view.getByRole('button', { name: 'Schedule', exact: true }).click()
		await expect(view.locator('[data-toast]')).toContainText(
			/Scheduled: it goes live at Jan 1, 2099, 09:00 /,
		)
		await expect(view.locator('[data-toast]')).toContainText(zone.name)
		await expect(view.getByRole('region', { name: 'Schedule' })).toContainText(zone.name)
		await expectNoUtc(view, 'the Site form, scheduled')
		await open(`/admin?type=website`)
		await view
			.getByRole('article', { name: `Trashed ${stamp}`, exact: true })
			.getByRole('link', { name: `Delete Trashed ${stamp}` })
			.click()
		await view
			.getByRole('dialog', { name: `Delete Trashed ${stamp}?` })
			.getByRole('button', { name: 'Delete project' })
			.click()
		await expect(view.locator('[data-toast]')).toContainText(
			'Project deleted successfully!',
		)
		expect(trashed).toBeTruthy()

		const message = firstId(
			server,
			`select id from contact_messages where name = 'Visitor ${stamp}'`,
		)
		const image = firstId(server, 'select id from media order by created_at desc limit 1')
		const testimonial = firstId(
			server,
			`select id from testimonials where name = 'Ada ${stamp}'`,
		)
		const screens = [
			'/admin',
			'/admin/products',
			`/admin/projects/${id}`,
			`/admin/projects/${id}/history`,
			'/admin/scheduled',
			'/admin/trash',
			'/admin/testimonials',
			`/admin/testimonials/${testimonial}`,
			'/admin/logos',
			'/admin/site',
			'/admin/site/about',
			'/admin/site/about/history',
			'/admin/media',
			`/admin/media/${image}`,
			`/admin/inbox?open=${message}`,
			'/admin/team',
			'/admin/account',
			'/admin/activity',
			'/admin/overview',
		]
		for (const screen of screens) {
			await open(screen)
			await expectNoUtc(view, screen)
			// Where a time is shown, its zone is named.
			for (const time of await view.getByRole('main').locator('time').all())
				await expect(time, screen).toHaveText(zone.name)
		}
		// The media page's "uploaded" line, and the Overview's day.
		await open(`/admin/media/${image}`)
		await expect(view.getByRole('main')).toContainText(/uploaded [A-Z][a-z]{2} \d/)
		await expect(view.getByRole('main')).toContainText(zone.name)
		await open('/admin/overview')
		await expect(view.getByRole('main')).toContainText(
			/Each day here runs from \d\d:\d\d \S+ to \d\d:\d\d \S+, your time\./,
		)

		// A conflict banner: another tab hides the project while this one holds typing; the
		// refused Publish says who published it and when, in the reader's time.
		await open(`/admin/projects/${id}`)
		await view.locator('#field-category').fill('Typed, refused, kept.')
		const list = await context.newPage()
		await list.goto(`${site}/admin?type=website`)
		await waitForHydration(list)
		await list
			.getByRole('article', { name: `Harbour ${stamp}`, exact: true })
			.getByRole('button', { name: `Hide Harbour ${stamp}` })
			.click()
		await expect(list.locator('[data-toast]')).toContainText('visibility updated')
		await list.close()
		await view.getByRole('button', { name: 'Publish', exact: true }).click()
		const conflict = view.locator('[data-conflict="published"]')
		await expect(conflict).toContainText(/published this project at [A-Z][a-z]{2} \d/)
		await expect(conflict).toContainText(zone.name)
		await expectNoUtc(view, 'the conflict banner')
		await context.close()

		// A client's share link, signed out, in the same zone: "works until", in their time.
		const client = await browser.newContext({ timezoneId: zone.id })
		const shared = await client.newPage()
		await shared.goto(shareUrl)
		await expect(shared.locator('[data-preview-banner]')).toContainText(
			'This link works until',
		)
		await expect(shared.locator('[data-preview-banner]')).toContainText(zone.name)
		await expectNoUtc(shared, 'the share page')
		await client.close()
	})
}
