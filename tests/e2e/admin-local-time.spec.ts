// Times in the dashboard (issues 22 and 36, decision 042): in the reader's own time zone,
// named, from the server's first paint on (the browser names its zone in a cookie the head
// script keeps, reloading once when the server did not know it), the same after hydration
// and in a visit inside the app; in full, to the second, on hover. The browser here lives in
// Kolkata (UTC+5:30, no daylight saving), so every local time differs from UTC by a
// visible half hour.
import { expect, test } from './admin-session.ts'

test.use({ timezoneId: 'Asia/Kolkata' })

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/
const LOCAL_TEXT = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d GMT\+5:30$/
const FULL_TEXT =
	/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d\d:\d\d:\d\d India Standard Time$/

test('Activity and Team show the reader’s time zone from the first paint, in full on hover', async ({
	page,
	signedIn,
}) => {
	void signedIn
	await page.goto('/admin/activity')
	const first = page.getByRole('main').locator('time').first()
	await expect(first).toHaveText(LOCAL_TEXT)
	await expect(first).toHaveAttribute('title', FULL_TEXT)
	await expect(first).toHaveAttribute('datetime', ISO)
	// The same moment: the local text is the instant moved by 5:30.
	const iso = (await first.getAttribute('datetime'))!
	const local = new Date(Date.parse(iso) + 330 * 60_000)
	const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`
	await expect(first).toContainText(`${clock} GMT+5:30`)

	// The server's own HTML says it already: no flash of UTC before hydration.
	const html = await (await page.request.get('/admin/activity')).text()
	expect(html).toMatch(
		/<time [^>]*>[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d GMT\+5:30<\/time>/,
	)
	expect(html).not.toMatch(/\d\d:\d\d UTC/)

	// A visit inside the app (no server HTML) shows the local time at once.
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Team' })
		.click()
	const joined = page.getByRole('region', { name: 'Members' }).locator('time').first()
	await expect(joined).toHaveText(LOCAL_TEXT)
	await expect(joined).toHaveAttribute('title', FULL_TEXT)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a browser that never named its zone reads UTC, named so', async ({
		page,
		signedIn,
	}) => {
		void signedIn
		await page.goto('/admin/activity')
		const first = page.getByRole('main').locator('time').first()
		await expect(first).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d UTC$/)
		await expect(first).toHaveAttribute('title', /Coordinated Universal Time$/)
	})
})
