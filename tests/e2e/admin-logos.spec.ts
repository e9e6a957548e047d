// The Clients' Logos tab as an admin uses it (spec §2, §4, §5, §8): the empty state,
// uploads (image files only), show/hide, the order (beyond the spec) that the public strip
// follows, delete with confirmation, the failure messages, axe. Each test runs its own
// server (admin-private-server): the public specs count the shared server's demo logos.
import type { Page } from '@playwright/test'
import sharp from 'sharp'

import {
	expect,
	openSiteDb,
	type Site,
	test,
	waitForHydration,
} from './admin-private-server.ts'
import { axeBuilder, presetThemeForWidth } from './fixtures.ts'

// The refused text file's upload answers 415; Chromium logs that as a failed resource.
test.use({ allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\)/] })

async function logoFile(name: string, background: string) {
	const buffer = await sharp({
		create: { width: 360, height: 120, channels: 4, background },
	})
		.png()
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

const card = (page: Page, label: string) =>
	page.getByRole('article', { name: label, exact: true })
const positions = (page: Page) =>
	page
		.getByRole('list')
		.filter({ has: page.getByRole('article') })
		.getByRole('article')
/** The company names in the public strip, in order (the loop's hidden copy left out). */
async function stripNames(page: Page, site: Site) {
	await page.goto(`${site.url}/`)
	return page
		.locator('section[aria-labelledby="clients-title"] ul:not([aria-hidden]) img')
		.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
}

async function upload(
	page: Page,
	file: { name: string; mimeType: string; buffer: Buffer },
) {
	await page.getByLabel('Logo image').setInputFiles(file)
}

test('upload, hide, show, reorder by keyboard and delete: the public strip follows', async ({
	page,
	site,
}) => {
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	await expect(page.getByText('No Client Logos Found')).toBeVisible()

	// Image files only: the server refuses anything else (415) and the field says why.
	await upload(page, {
		name: 'logo.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('%PDF-1.4'),
	})
	const field = page.locator('[data-upload-field="image"]').getByRole('alert')
	await expect(field).toContainText('Failed to upload logo')
	await expect(field).toContainText('logo.pdf: Uploads accept image files only')
	await expect(page.getByText('No Client Logos Found')).toBeVisible()

	for (const [index, [name, color]] of [
		['northwind.png', '#c0392b'],
		['initech.png', '#27ae60'],
		['umbrella.png', '#2c3e50'],
	].entries()) {
		await upload(page, await logoFile(name!, color!))
		await expect(
			page.getByRole('status').filter({ hasText: 'Logo uploaded successfully!' }),
		).toBeVisible()
		await expect(positions(page)).toHaveCount(index + 1)
		await page.getByRole('button', { name: 'Dismiss message' }).click()
	}
	await expect(page.getByText('No Client Logos Found')).toHaveCount(0)
	await expect(positions(page)).toHaveText([
		/northwind\.png/,
		/initech\.png/,
		/umbrella\.png/,
	])
	expect(await stripNames(page, site)).toEqual(['northwind', 'initech', 'umbrella'])

	// Hide and show, at once.
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	await card(page, 'initech').getByRole('button', { name: 'Hide initech' }).click()
	await expect(card(page, 'initech')).toContainText('Hidden')
	await expect(page.getByText('Logo hidden successfully!')).toBeVisible()
	await expect(page.getByText('2 of 3 shown on the home page')).toBeVisible()
	expect(await stripNames(page, site)).toEqual(['northwind', 'umbrella'])
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	await card(page, 'initech').getByRole('button', { name: 'Show initech' }).click()
	await expect(page.getByText('Logo shown successfully!')).toBeVisible()
	await expect(card(page, 'initech')).toContainText('Visible')

	// Reorder by keyboard: focus stays on the button, or its twin once at the top.
	const handle = (name: string) =>
		page.getByRole('button', { name: new RegExp(`^Reorder ${name}, position`) })
	await handle('umbrella').focus()
	await page.keyboard.press('ArrowUp')
	// Shown at once; saved at Enter (or when the keys rest), and focus stays on the handle.
	await expect(positions(page)).toHaveText([/northwind/, /umbrella/, /initech/])
	await page.keyboard.press('Enter')
	await expect(page.getByText('umbrella moved to position 2.')).toBeVisible()
	await expect(handle('umbrella')).toBeFocused()
	await page.keyboard.press('ArrowUp')
	await page.keyboard.press('Enter')
	await expect(positions(page)).toHaveText([/umbrella/, /northwind/, /initech/])
	await expect(handle('umbrella')).toBeFocused()
	await handle('initech').press('ArrowUp')
	await handle('initech').press('Enter')
	await expect(positions(page)).toHaveText([/umbrella/, /initech/, /northwind/])
	// Saved once the move before it is answered (moves go one at a time): its toast says so.
	await expect(page.getByText('initech moved to position 2.')).toBeVisible()
	await page.reload()
	await expect(positions(page)).toHaveText([/umbrella/, /initech/, /northwind/])

	// Two presses in a row are one move, saved once the keys rest (the server answers
	// slowly here): one post, the order as the two presses left it.
	await waitForHydration(page)
	await page.route(
		(url) => url.pathname === '/admin/logos',
		async (route) => {
			if (route.request().method() === 'POST')
				await new Promise((resolve) => setTimeout(resolve, 600))
			await route.fallback()
		},
	)
	let answered = 0
	page.on('response', (response) => {
		const { pathname } = new URL(response.url())
		if (response.request().method() === 'POST' && pathname.startsWith('/admin/logos'))
			answered += 1
	})
	await handle('northwind').focus()
	await page.keyboard.press('ArrowUp')
	await page.keyboard.press('ArrowUp')
	await expect(positions(page)).toHaveText([/northwind/, /umbrella/, /initech/])
	await expect(page.getByText('northwind moved to position 1.')).toBeVisible()
	expect(answered).toBe(1)
	await page.unrouteAll({ behavior: 'wait' })
	await page.reload()
	await expect(positions(page)).toHaveText([/northwind/, /umbrella/, /initech/])
	expect(await stripNames(page, site)).toEqual(['northwind', 'umbrella', 'initech'])

	// Delete asks first; then the logo leaves the tab and the strip.
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	await page.getByRole('link', { name: 'Delete initech' }).click()
	const confirm = page.getByRole('dialog', { name: 'Delete this logo?' })
	// It names the company (the logo's alt text, else its file in words: issue 36).
	await expect(confirm).toContainText('initech leaves the home page strip at once')
	await confirm.getByRole('button', { name: 'Delete logo' }).click()
	await expect(page.getByText('Logo deleted successfully!')).toBeVisible()
	await expect(positions(page)).toHaveText([/northwind/, /umbrella/])
	expect(await stripNames(page, site)).toEqual(['northwind', 'umbrella'])
})

test('failures say so: a logo already gone, a failing database', async ({
	page,
	site,
}) => {
	const db = openSiteDb(site)
	try {
		db.prepare(
			'INSERT INTO client_logos (id, name, image, visible, sort_order) VALUES (?, ?, ?, 1, 0)',
		).run('gone', 'gone.svg', JSON.stringify({ url: '/favicon.svg', name: 'gone.svg' }))
	} finally {
		db.close()
	}
	await page.goto(`${site.url}/admin/logos`)
	await waitForHydration(page)
	await expect(card(page, 'gone')).toBeVisible()
	// A second tab deleted it meanwhile: hiding or deleting it here fails, and says so.
	const remove = () =>
		page.request.post(`${site.url}/admin/logos`, {
			form: { intent: 'delete', id: 'gone' },
			headers: { Origin: site.url },
			maxRedirects: 0,
		})
	await remove()
	await card(page, 'gone').getByRole('button', { name: 'Hide gone' }).click()
	await expect(
		page.getByRole('alert').filter({ hasText: 'Failed to update logo visibility' }),
	).toBeVisible()
	await remove()
	await page.reload()
	await expect(
		page.getByRole('alert').filter({ hasText: 'Failed to delete logo' }),
	).toBeVisible()
	await expect(page.getByText('No Client Logos Found')).toBeVisible()

	const broken = openSiteDb(site)
	try {
		broken.exec('DROP TABLE client_logos')
	} finally {
		broken.close()
	}
	await page.reload()
	await expect(
		page.getByRole('alert').filter({ hasText: 'Failed to fetch client logos' }),
	).toBeVisible()
	await expect(page.getByText('No Client Logos Found')).toHaveCount(0)
})

test(
	'the tab passes axe (light at the desktop width, dark on a phone), with its delete dialog, and fits a phone',
	{ tag: '@phone' },
	async ({ page, site }) => {
		await page.goto(`${site.url}/admin/logos`)
		await waitForHydration(page)
		// Two companies, two files: the same bytes twice would be offered the first image.
		for (const [name, colour] of [
			['northwind.png', '#1d2a6b'],
			['initech.png', '#2d6b1d'],
		] as const) {
			await upload(page, await logoFile(name, colour))
			await expect(
				page.getByRole('article', { name: name.replace('.png', '') }),
			).toBeVisible()
		}
		await page.getByRole('button', { name: 'Hide initech' }).click()
		await expect(card(page, 'initech')).toContainText('Hidden')
		// The card changes at once; the toast says the save is done. Without this wait the
		// save's toast could land on a later page mid-fade, where axe reads its text blended.
		await expect(page.getByText('Logo hidden successfully!')).toBeVisible()
		const theme = await presetThemeForWidth(page)
		await page.goto(`${site.url}/admin/logos`)
		await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
		await waitForHydration(page)
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - window.innerWidth,
		)
		expect(overflow, 'the tab overflows sideways').toBeLessThanOrEqual(0)
		expect((await axeBuilder(page).analyze()).violations, theme).toEqual([])
		await page.getByRole('link', { name: 'Delete northwind' }).click()
		await expect(page.getByRole('dialog')).toBeVisible()
		expect((await axeBuilder(page).analyze()).violations, `dialog, ${theme}`).toEqual([])
	},
)
