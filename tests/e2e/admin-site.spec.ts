// The Site area (issue 20): the words of the public pages edited in the dashboard. Lists by
// keyboard alone, with every change announced; the browser's and the server's checks; two
// admins on one form; axe on every screen. Each test runs its own server
// (admin-private-server): the public specs read the shared server's copy.
import type { Page } from '@playwright/test'

import { expect, presetTheme, test, waitForHydration } from './admin-private-server.ts'
import { axeBuilder } from './fixtures.ts'

const toast = (page: Page) => page.locator('[data-toast]')
const publish = (page: Page) => page.getByRole('button', { name: 'Publish' })
const values = (page: Page) =>
	page.getByRole('group', { name: 'Values' }).getByRole('textbox', { name: 'Name' })

async function openForm(page: Page, site: string, key: string) {
	await page.goto(`${site}/admin/site/${key}`)
	await waitForHydration(page)
}

test('the values list by keyboard: move, remove and add, each announced; published in that order', async ({
	page,
	site,
}) => {
	await openForm(page, site.url, 'about')
	const list = page.getByRole('group', { name: 'Values' })
	const status = list.getByRole('status')
	await expect(values(page)).toHaveCount(8)

	// Integrity (value 4) up, twice, by keyboard; focus stays on its Move up button.
	const up = list.getByRole('button', { name: 'Move value 4, Integrity, up' })
	await up.focus()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Integrity moved up: value 3 of 8.')
	const movedUp = list.getByRole('button', { name: 'Move value 3, Integrity, up' })
	await expect(movedUp).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Integrity moved up: value 2 of 8.')
	await expect(
		list.getByRole('button', { name: 'Move value 2, Integrity, up' }),
	).toBeFocused()

	// Innovation (now value 1) cannot go up; down is where it can go.
	await expect(
		list.getByRole('button', { name: 'Move value 1, Innovation, up' }),
	).toBeDisabled()

	// Remove Adaptability (value 7): focus goes to the next value's Remove.
	await list.getByRole('button', { name: 'Remove value 7, Adaptability' }).focus()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Adaptability removed. 7 values left.')
	await expect(
		list.getByRole('button', { name: 'Remove value 7, Empowerment' }),
	).toBeFocused()

	// Add one: focus lands in its first field; Tab reaches its description and icon.
	await list.getByRole('button', { name: 'Add value' }).focus()
	await page.keyboard.press('Enter')
	await expect(status).toHaveText('Value 8 added, at the end.')
	await expect(values(page).nth(7)).toBeFocused()
	await page.keyboard.type('Candour')
	await page.keyboard.press('Tab')
	await page.keyboard.type('We say what we think, kindly.')
	await page.keyboard.press('Tab')
	await page.keyboard.press('ArrowDown')
	await expect(list.getByRole('combobox', { name: 'Icon' }).nth(7)).toHaveValue('star')

	await expect(
		page.getByRole('status').filter({ hasText: 'Unsaved changes' }),
	).toBeVisible()
	await publish(page).click()
	await expect(toast(page)).toContainText('About saved. The change is on the site now.')
	await expect(values(page)).toHaveCount(8)
	expect(
		await values(page).evaluateAll((inputs) =>
			inputs.map((i) => (i as HTMLInputElement).value),
		),
	).toEqual([
		'Innovation',
		'Integrity',
		'Excellence',
		'Customer-Centricity',
		'Collaboration',
		'Continuous Improvement',
		'Empowerment',
		'Candour',
	])
	await expect(
		page.getByText(/^Last published .* by e2e-admin@example\.com\.$/),
	).toBeVisible()

	// The overview says who published it.
	await page.getByRole('link', { name: 'Overview' }).click()
	await expect(
		page
			.getByRole('listitem')
			.filter({ hasText: 'About' })
			.getByText(/^Published .* by e2e-admin@example\.com$/),
	).toBeVisible()
})

test('the browser checks before posting, the server again; a list keeps its smallest count', async ({
	page,
	site,
}) => {
	await openForm(page, site.url, 'home')
	const headline = page
		.getByRole('region', { name: 'Banner' })
		.getByRole('textbox', { name: 'Headline' })
	await headline.fill('   ')
	await publish(page).click()
	await expect(headline).toBeFocused()
	await expect(headline).toHaveAccessibleDescription('Headline is required')
	// Fixed as it is typed.
	await headline.fill('Software that lasts')
	await expect(headline).not.toHaveAttribute('aria-invalid')

	// The last stage cannot be removed: a list keeps at least one.
	const stages = page.getByRole('group', { name: 'Stages' })
	for (const name of ['Launch', 'Testing', 'Development', 'Design & Visuals'])
		await stages
			.getByRole('button', { name: new RegExp(`^Remove stage \\d, ${name}$`) })
			.click()
	await expect(
		stages.getByRole('button', { name: 'Remove stage 1, Concept & Planning' }),
	).toBeDisabled()
	await publish(page).click()
	await expect(toast(page)).toContainText('Home saved.')
	await expect(stages.getByRole('textbox', { name: 'Name' })).toHaveCount(1)

	// A post that skips the browser: 400 with the field's message, nothing stored.
	const refused = await page.request.post(`${site.url}/admin/site/home`, {
		form: { 'banner.title': 'x'.repeat(121), revision: '1' },
		headers: { Origin: site.url },
	})
	expect(refused.status()).toBe(400)
	expect(await refused.text()).toContain('Keep the headline under 120 characters.')
	await openForm(page, site.url, 'home')
	await expect(headline).toHaveValue('Software that lasts')

	// Another form than the six: 404.
	const missing = await page.goto(`${site.url}/admin/site/footer`)
	expect(missing?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Form not found' })).toBeVisible()
})

test.describe('two admins', () => {
	// The refused save's answer, which the browser reports.
	test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] })

	test('two admins on one form: the later save is refused, says who saved, and keeps the typing', async ({
		page,
		context,
		site,
	}) => {
		const other = await context.newPage()
		await openForm(page, site.url, 'contact')
		await openForm(other, site.url, 'contact')
		const heading = (p: Page) =>
			p
				.getByRole('region', { name: 'What happens next' })
				.getByRole('textbox', { name: 'Heading' })
				.first()

		await heading(other).fill('After you write')
		await publish(other).click()
		await expect(toast(other)).toContainText('Contact saved.')

		await heading(page).fill('Then what?')
		await publish(page).click()
		const alert = page.getByRole('alert').filter({ hasText: 'after you opened it' })
		await expect(alert).toContainText(
			/^This form was saved by e2e-admin@example\.com at .* UTC, after you opened it, so your changes were not saved\./,
		)
		await expect(heading(page)).toHaveValue('Then what?')
		await expect(
			alert.getByRole('link', { name: 'Open the saved version in a new tab' }),
		).toHaveAttribute('href', '/admin/site/contact')
		// Saving again, knowingly, replaces the other save.
		await publish(page).click()
		await expect(toast(page)).toContainText('Contact saved.')
		await other.reload()
		await expect(heading(other)).toHaveValue('Then what?')
	})
})

test(
	'every Site screen passes axe in both themes and fits a phone',
	{ tag: '@phone' },
	async ({ page, site }) => {
		test.setTimeout(180_000)
		const screens = ['', '/home', '/about', '/services', '/contact', '/company', '/seo']
		for (const theme of ['light', 'dark'] as const) {
			await presetTheme(page, theme)
			for (const screen of screens) {
				await page.goto(`${site.url}/admin/site${screen}`)
				await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
				await waitForHydration(page)
				const overflow = await page.evaluate(
					() => document.documentElement.scrollWidth - window.innerWidth,
				)
				expect(overflow, `/admin/site${screen} overflows sideways`).toBeLessThanOrEqual(0)
				const results = await axeBuilder(page).analyze()
				expect(results.violations, `/admin/site${screen} (${theme})`).toEqual([])
			}
			// A refused form too: its messages and alert.
			await page.goto(`${site.url}/admin/site/company`)
			await waitForHydration(page)
			await page.getByRole('textbox', { name: 'Company name' }).fill('')
			await page.getByRole('textbox', { name: 'Instagram' }).fill('not a link')
			await publish(page).click()
			await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused()
			const results = await axeBuilder(page).analyze()
			expect(results.violations, `refused company form (${theme})`).toEqual([])
		}
	},
)
