// Times in the dashboard (issue 22): UTC in the server's HTML, the admin's own time zone
// once the page runs, UTC on hover. The browser here lives in Kolkata (UTC+5:30, no daylight
// saving), so every local time differs from UTC by a visible half hour.
import { expect, test } from './admin-session.ts'

test.use({ timezoneId: 'Asia/Kolkata' })

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/
const UTC_TEXT = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d UTC$/

test('Activity and Team show the browser time zone, UTC on hover', async ({
	page,
	signedIn,
}) => {
	void signedIn
	await page.goto('/admin/activity')
	const first = page.getByRole('main').locator('time').first()
	await expect(first).toHaveText(/GMT\+5:30$/)
	await expect(first).toHaveAttribute('title', UTC_TEXT)
	await expect(first).toHaveAttribute('datetime', ISO)
	// The same moment both ways: the local text is the title's UTC time moved by 5:30.
	const iso = (await first.getAttribute('datetime'))!
	const local = new Date(Date.parse(iso) + 330 * 60_000)
	const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`
	await expect(first).toContainText(`${clock} GMT+5:30`)

	// A visit inside the app (no server HTML) shows the local time at once.
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Team' })
		.click()
	const joined = page.getByRole('region', { name: 'Members' }).locator('time').first()
	await expect(joined).toHaveText(/GMT\+5:30$/)
	await expect(joined).toHaveAttribute('title', UTC_TEXT)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the server writes UTC, the same for every reader', async ({ page, signedIn }) => {
		void signedIn
		await page.goto('/admin/activity')
		const first = page.getByRole('main').locator('time').first()
		await expect(first).toHaveText(UTC_TEXT)
		await expect(first).toHaveAttribute('title', await first.innerText())
	})
})
