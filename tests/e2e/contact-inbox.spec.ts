// The admin Inbox: messages from both forms newest first with the unread count, one
// opened, read/unread, filter by form, archive, spam kept apart, delivery status, and
// deletion after a confirmation.

import { signInAsAdmin } from './admin-session.ts'
import { expect, test } from './contact-helpers.ts'
import { axeBuilder, presetTheme } from './fixtures.ts'

async function post(url: string, body: object) {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
	expect(response.status).toBe(200)
}

test(
	'an admin reads, files and deletes contact messages',
	{ tag: '@phone' },
	async ({ page, context, site }) => {
		const stamp = Date.now()
		const ada = `Ada ${stamp}`
		await post(site.url('/api/contact'), {
			name: ada,
			email: 'ada@example.com',
			message: 'Footer hello',
		})
		await post(site.url('/api/contact-page'), {
			email: `grace.${stamp}@example.com`,
			phone: '020 7946 0958',
			request: 'Website Development',
			notes: 'A shop for our bakery.\nBy spring.',
		})
		await post(site.url('/api/contact'), {
			name: `Bot ${stamp}`,
			email: 'bot@example.com',
			message: 'Buy now',
			website: 'http://spam.example',
		})
		// Both real messages are mailed before we look.
		await expect
			.poll(
				() => site.smtp.received.filter((m) => m.text.includes(String(stamp))).length,
				{
					timeout: 20_000,
				},
			)
			.toBe(2)

		await signInAsAdmin(context.request, site.server.url)
		await page.goto(site.url('/admin/inbox?form=footer'))
		await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
		await expect(
			page
				.getByRole('navigation', { name: 'Dashboard sections' })
				.getByRole('link', { name: 'Inbox' }),
		).toHaveAttribute('aria-current', 'page')

		// Filter by form: the footer message only.
		const list = page.getByRole('region', { name: 'Inbox messages' })
		await expect(list.getByRole('link', { name: new RegExp(ada) })).toBeVisible()
		await expect(list.getByText(`grace.${stamp}@example.com`)).toHaveCount(0)

		// Every form, newest first; spam is not in the inbox.
		await page.getByRole('link', { name: 'All forms' }).click()
		const items = list.getByRole('listitem')
		await expect(items.first()).toContainText(`grace.${stamp}@example.com`)
		await expect(items.nth(1)).toContainText(ada)
		await expect(list.getByText(`Bot ${stamp}`)).toHaveCount(0)
		const unreadBefore = Number(
			/(\d+) unread/.exec((await page.getByText(/\d+ unread/).textContent()) ?? '')?.[1],
		)
		await expect(items.first()).toContainText('Mailed')

		// Open one: its fields, its delivery, and it becomes read.
		await items.first().getByRole('link').click()
		const message = page.getByRole('article')
		await expect(
			message.getByRole('heading', { name: `grace.${stamp}@example.com` }),
		).toBeVisible()
		await expect(message).toContainText('Website Development')
		await expect(message).toContainText('020 7946 0958')
		await expect(message).toContainText('A shop for our bakery.\nBy spring.')
		await expect(message).toContainText('Mailed')
		await expect(message.getByRole('button', { name: 'Mark as unread' })).toBeVisible()
		// Mailed already, it can still be filed as spam (and back, unmailed again).
		await expect(message.getByRole('button', { name: 'Spam', exact: true })).toBeVisible()
		await page.reload()
		await expect(page.getByText(`${unreadBefore - 1} unread`)).toBeVisible()

		// Unread again.
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
			),
			'no sideways scroll',
		).toBeLessThanOrEqual(0)
		await message.getByRole('button', { name: 'Mark as unread' }).click()
		await expect(page.getByText('Marked as unread.')).toBeVisible()
		await expect(page.getByText(`${unreadBefore} unread`)).toBeVisible()

		// Archive the footer message: it leaves the inbox for Archived. On a phone the
		// open message takes the list's place; Close brings the list back.
		if (!(await list.isVisible())) {
			await page.getByRole('article').getByRole('link', { name: 'Close' }).click()
		}
		await list.getByRole('link', { name: new RegExp(ada) }).click()
		// The footer message open, not the one open before it, is the one archived.
		await expect(
			page.getByRole('article').getByRole('heading', { name: ada }),
		).toBeVisible()
		await page.getByRole('article').getByRole('button', { name: 'Archive' }).click()
		await expect(page.getByText('Message archived.')).toBeVisible()
		await expect(list.getByText(ada)).toHaveCount(0)
		await page
			.getByRole('navigation', { name: 'Folders' })
			.getByRole('link', { name: /Archived/ })
			.click()
		await expect(
			page.getByRole('region', { name: 'Archived messages' }).getByText(ada),
		).toBeVisible()

		// Spam is kept apart, and never mailed.
		await page
			.getByRole('navigation', { name: 'Folders' })
			.getByRole('link', { name: /Spam/ })
			.click()
		const spam = page.getByRole('region', { name: 'Spam messages' })
		await spam.getByRole('link', { name: new RegExp(`Bot ${stamp}`) }).click()
		await expect(page.getByRole('article')).toContainText('Never mailed')
		await expect(page.getByRole('article')).toContainText(
			'filled in the hidden field only bots see',
		)

		// Delete asks first; Cancel keeps it.
		await page.getByRole('article').getByRole('link', { name: 'Delete' }).click()
		const confirm = page.getByRole('group', { name: 'Confirm deletion' })
		await expect(confirm).toContainText('Undo, offered for a few seconds after')
		await confirm.getByRole('link', { name: 'Cancel' }).click()
		await expect(confirm).toHaveCount(0)
		await expect(page.getByRole('article')).toBeVisible()
		await page.getByRole('article').getByRole('link', { name: 'Delete' }).click()
		await page
			.getByRole('group', { name: 'Confirm deletion' })
			.getByRole('button', { name: 'Delete message' })
			.click()
		await expect(page.getByText('Message deleted.')).toBeVisible()
		await expect(spam.getByText(`Bot ${stamp}`)).toHaveCount(0)
		// Undo, for a moment: it is back where it was (issue 36).
		await page.getByRole('button', { name: 'Undo' }).click()
		await expect(page.getByText('Message brought back.')).toBeVisible()
		await expect(spam.getByText(`Bot ${stamp}`)).toBeVisible()
		// Deleted again, it stays deleted.
		await spam.getByRole('link', { name: new RegExp(`Bot ${stamp}`) }).click()
		await page.getByRole('article').getByRole('link', { name: 'Delete' }).click()
		await page
			.getByRole('group', { name: 'Confirm deletion' })
			.getByRole('button', { name: 'Delete message' })
			.click()
		await expect(page.getByText('Message deleted.')).toBeVisible()
		await expect(spam.getByText(`Bot ${stamp}`)).toHaveCount(0)
		expect(
			site.rows().some((row) => row.name === `Bot ${stamp}` && row.deleted_at === null),
		).toBe(false)
	},
)

test('the Inbox needs a signed-in admin', async ({ page, site }) => {
	await page.goto(site.url('/admin/inbox'))
	await expect(page).toHaveURL(/\/admin\/login/)
	const response = await fetch(site.url('/admin/inbox'), {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: 'intent=delete&id=x',
		redirect: 'manual',
	})
	expect([302, 303, 401, 403]).toContain(response.status)
})

for (const theme of ['light', 'dark'] as const) {
	test(`the Inbox passes axe in the ${theme} theme, list and open message`, async ({
		page,
		context,
		site,
	}) => {
		await post(site.url('/api/contact'), {
			name: `Axe ${theme}`,
			email: 'axe@example.com',
			message: 'Checking contrast\nand structure.',
		})
		await signInAsAdmin(context.request, site.server.url)
		await presetTheme(page, theme)
		await page.goto(site.url('/admin/inbox'))
		await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
		expect((await axeBuilder(page).analyze()).violations).toEqual([])
		await page
			.getByRole('region', { name: 'Inbox messages' })
			.getByRole('link', { name: new RegExp(`Axe ${theme}`) })
			.click()
		await page.getByRole('article').getByRole('link', { name: 'Delete' }).click()
		await expect(page.getByRole('group', { name: 'Confirm deletion' })).toBeVisible()
		expect((await axeBuilder(page).analyze()).violations).toEqual([])
	})
}
