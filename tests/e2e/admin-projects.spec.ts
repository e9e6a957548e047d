// The Portfolio and Products tabs as an admin uses them (spec §2, §3, §4, §5, §8): add
// with real uploads, see it on the public pages, edit, hide (gone, its page 404s), show,
// delete with confirmation; every project message of spec §5; a throttled upload; two
// admins saving the same project; axe in both themes and at 375 px.
//
// The specs here add and delete projects, which the public specs (counting the demo
// content of the shared server) must not see: each worker runs one server of its own,
// on an empty database, for this file.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

import { PROTOTYPE_LINK_ERROR } from '#app/lib/prototype.ts'

import { axeBuilder, expect, presetTheme, waitForHydration } from './fixtures.ts'
import { withWorkerServer } from './worker-server.ts'

const test = withWorkerServer()
// One worker takes the spec's tests in turn, so they share one server (worker-server.ts).
test.describe.configure({ mode: 'default' })

// A refused upload (a text file posing as a PNG) and the refused saves answer 4xx: the
// browser logs those as failed resources, which is what these tests are after.
test.use({
	allowedConsoleErrors: [
		/Failed to load resource: the server responded with a status of 4\d\d/,
	],
})

const MESSAGES = {
	name: 'Project name is required',
	category: 'Project category is required',
	description: 'Project description is required',
	banner: 'Banner image is required',
	image: 'Project image is required',
	intro: 'Project introduction is required',
	featureTitle: 'Feature title is required if description is provided',
	featureDescription: 'Feature description is required if title is provided',
	platforms: 'At least one platform is required',
	primaryColor: 'Primary color is required',
	secondaryColor: 'Secondary color is required',
	prototype: 'Prototype iframe code is required',
	productImages: 'At least one product image is required',
} as const

async function png(name: string, background: string, width = 480, height = 360) {
	const buffer = await sharp({ create: { width, height, channels: 3, background } })
		.png()
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

/** Random pixels: a PNG that does not compress, big enough to watch it upload. */
async function noisePng(name: string, side: number) {
	const pixels = Buffer.alloc(side * side * 3)
	for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
	const buffer = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
		.png({ compressionLevel: 0 })
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

const field = (page: Page, path: string) =>
	page.locator(`#field-${path.replace(/\./g, '-')}`)
const toast = (page: Page) => page.locator('[data-toast]')
const card = (page: Page, name: string) =>
	page.getByRole('article', { name, exact: true })

/** The field shows `message` beside it and is marked invalid, with the message as its description. */
async function expectFieldError(control: Locator, message: string) {
	await expect(control).toHaveAttribute('aria-invalid', 'true')
	await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)))
}

function escape(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Uploads into a single-image field and waits for its preview. */
async function upload(page: Page, label: string, file: Awaited<ReturnType<typeof png>>) {
	await page.getByLabel(label, { exact: true }).setInputFiles(file)
	await expect(
		page.getByRole('button', { name: `Remove ${label.toLowerCase()}` }),
	).toBeVisible({ timeout: 20_000 })
}

async function fillBasics(page: Page, values: { name: string; category: string }) {
	await field(page, 'name').fill(values.name)
	await field(page, 'category').fill(values.category)
	await field(page, 'description').fill(`${values.name}: a short description.`)
	await field(page, 'intro').fill(
		`${values.name} is a Platform we built <b>with</b> Design and Development.`,
	)
	await field(page, 'platforms').fill('Web')
	await field(page, 'primaryColor').fill('#4D92CE')
	await field(page, 'secondaryColor').fill('#2D2D75')
}

test('portfolio project: add with uploads, public pages, edit, hide, show, delete', async ({
	page,
	site,
}) => {
	const name = 'Harbor Lights'
	await page.goto(`${site}/admin`)
	await waitForHydration(page)
	await expect(
		page
			.getByRole('navigation', { name: 'Dashboard sections' })
			.getByRole('link', { name: 'Portfolio' }),
	).toHaveAttribute('aria-current', 'page')
	await page.getByRole('link', { name: 'Add Portfolio Project' }).click()
	await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)

	// Spec §3's creation defaults, and the default phases of the type.
	await expect(page.getByRole('radio', { name: 'Mobile Application' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Portfolio' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Image on the left' })).toBeChecked()
	const phases = page.getByRole('region', { name: 'Phases' }).getByRole('listitem')
	await expect(phases).toHaveText([
		'1Concept & Planning',
		'2UI/UX Design',
		'3Development & Testing',
		'4Deployment & Publishing',
	])

	// Saving an empty form: the browser checks first, every message beside its field.
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(field(page, 'name')).toBeFocused()
	await expectFieldError(field(page, 'name'), MESSAGES.name)
	await expectFieldError(field(page, 'category'), MESSAGES.category)
	await expectFieldError(field(page, 'description'), MESSAGES.description)
	await expectFieldError(field(page, 'intro'), MESSAGES.intro)
	await expectFieldError(
		page.getByLabel('Banner image', { exact: true }),
		MESSAGES.banner,
	)
	await expectFieldError(
		page.getByLabel('Project image', { exact: true }),
		MESSAGES.image,
	)
	await expectFieldError(field(page, 'platforms'), MESSAGES.platforms)
	await expectFieldError(field(page, 'primaryColor'), MESSAGES.primaryColor)
	await expectFieldError(field(page, 'secondaryColor'), MESSAGES.secondaryColor)
	// A portfolio project needs no product images.
	await expect(page.getByText(MESSAGES.productImages)).toHaveCount(0)

	// Features: each row needs both halves.
	await page.getByRole('button', { name: 'Add feature' }).click()
	await expect(field(page, 'features.0.title')).toBeFocused()
	await field(page, 'features.0.title').fill('Tide alerts')
	await expectFieldError(
		field(page, 'features.0.description'),
		MESSAGES.featureDescription,
	)
	await field(page, 'features.0.title').fill('')
	await field(page, 'features.0.description').fill('Push alerts before high tide')
	await expectFieldError(field(page, 'features.0.title'), MESSAGES.featureTitle)
	await field(page, 'features.0.title').fill('Tide alerts')
	await expect(page.getByText(MESSAGES.featureTitle)).toHaveCount(0)

	// Prototypes: a row must be filled, and be a design-tool link or embed code.
	await page.getByRole('button', { name: 'Add prototype' }).click()
	await expectFieldError(field(page, 'prototype'), MESSAGES.prototype)
	await field(page, 'prototype').fill('https://example.com/proto/abc')
	await expectFieldError(field(page, 'prototype'), PROTOTYPE_LINK_ERROR)
	await field(page, 'prototype').fill('https://www.figma.com/proto/Hb3kLm9/Harbor-Lights')
	await expect(page.getByText(PROTOTYPE_LINK_ERROR)).toHaveCount(0)

	// A website: the phases follow the type.
	await page.getByRole('radio', { name: 'Website' }).check()
	await expect(phases.first()).toHaveText('1Discovery & Planning')
	await page.getByRole('radio', { name: 'Image on the right' }).check()

	await fillBasics(page, { name, category: 'Maritime' })
	// The picker beside the hex text writes the text, and follows it.
	await expect(page.getByLabel('Primary color picker')).toHaveValue('#4d92ce')
	await page.getByLabel('Accent color (optional) picker').fill('#f2a541')
	await expect(field(page, 'accentColor')).toHaveValue('#F2A541')
	await upload(page, 'Banner image', await png('harbor-banner.png', '#1c1c4f', 960, 320))
	await upload(page, 'Project image', await png('harbor.png', '#4d92ce'))
	await expect(page.locator('[data-field-error]')).toHaveCount(0)

	// The preview, drawn by the public components; typed markup stays text.
	await page.getByRole('button', { name: 'Show Preview' }).click()
	const preview = page.getByRole('region', { name: 'Preview' })
	await expect(preview.getByRole('heading', { name, level: 3 })).toBeVisible()
	await expect(preview.getByText('View Project', { exact: true })).toBeVisible()
	await preview.getByRole('button', { name: 'Products View' }).click()
	await expect(preview.getByText('View Product', { exact: true })).toBeVisible()
	await expect(preview.getByText('<b>with</b>', { exact: false })).toBeVisible()
	await page.getByRole('button', { name: 'Hide Preview' }).click()
	await expect(preview).toHaveCount(0)

	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project added successfully!')
	await expect(page).toHaveURL(/\/admin\?type=website$/)
	await expect(page.getByRole('tab', { name: 'Websites' })).toHaveAttribute(
		'aria-selected',
		'true',
	)
	await expect(card(page, name).locator('[data-status]')).toHaveText('Published')

	// The public pages have it on the next request.
	await page.goto(`${site}/portfolio?tab=websites`)
	const row = page.getByRole('article', { name })
	await expect(row).toHaveAttribute('data-align', 'right')
	await row.getByRole('link', { name: 'View Project' }).click()
	await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
	const detailUrl = page.url()
	await expect(page.getByText('Tide alerts')).toBeVisible()
	await expect(page.locator('[data-intro]')).toContainText('<b>with</b>')

	// Edit: the form opens with what was published; a change is kept as a draft while
	// typing, and leaving for another tab saves it first (decision 033).
	await page.goto(`${site}/admin?type=website`)
	await waitForHydration(page)
	await card(page, name)
		.getByRole('link', { name: `Edit ${name}` })
		.click()
	await expect(field(page, 'name')).toHaveValue(name)
	await expect(field(page, 'features.0.description')).toHaveText(
		'Push alerts before high tide',
	)
	await field(page, 'name').fill(`${name} 2`)
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: 'Products' })
		.click()
	await expect(page).toHaveURL(/\/admin\/products$/)
	// Not published: the site still shows the old name; the card says so.
	expect(await (await page.request.get(detailUrl)).text()).not.toContain(`${name} 2`)
	await page.goto(`${site}/admin?type=website`)
	await expect(card(page, name).locator('[data-draft]')).toHaveText(
		'Changes not published',
	)
	await card(page, name)
		.getByRole('link', { name: `Edit ${name}` })
		.click()
	await expect(field(page, 'name')).toHaveValue(`${name} 2`)
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	const renamed = `${name} 2`
	await expect(card(page, renamed)).toBeVisible()

	// Hide: hidden (spec §4's status 'draft'; called Hidden, issue 36), gone from the public
	// list, its page a 404.
	await card(page, renamed)
		.getByRole('button', { name: `Hide ${renamed}` })
		.click()
	await expect(toast(page)).toContainText('Project visibility updated successfully!')
	await expect(card(page, renamed).locator('[data-status]')).toHaveText('Hidden')
	expect((await page.request.get(detailUrl)).status()).toBe(404)
	await page.goto(`${site}/portfolio?tab=websites`)
	await expect(page.getByText('No projects found for this category.')).toBeVisible()

	// Show: published and public again.
	await page.goto(`${site}/admin?type=website`)
	await card(page, renamed)
		.getByRole('button', { name: `Show ${renamed}` })
		.click()
	await expect(toast(page)).toContainText('Project visibility updated successfully!')
	await expect(card(page, renamed).locator('[data-status]')).toHaveText('Published')
	expect((await page.request.get(detailUrl)).status()).toBe(200)

	// Delete asks first; Cancel keeps it.
	await waitForHydration(page)
	await card(page, renamed)
		.getByRole('link', { name: `Delete ${renamed}` })
		.click()
	const confirm = page.getByRole('dialog', { name: `Delete ${renamed}?` })
	await expect(confirm).toBeVisible()
	await confirm.getByRole('button', { name: 'Cancel' }).click()
	await expect(card(page, renamed)).toBeVisible()
	await card(page, renamed)
		.getByRole('link', { name: `Delete ${renamed}` })
		.click()
	await confirm.getByRole('button', { name: 'Delete project' }).click()
	await expect(toast(page)).toContainText('Project deleted successfully!')
	await expect(card(page, renamed)).toHaveCount(0)
	// Its address leads to the list it was in (issue 37).
	const gone = await page.request.get(detailUrl, { maxRedirects: 0 })
	expect(gone.status()).toBe(301)
	expect(gone.headers()['location']).toBe('/portfolio?tab=websites')
})

test('product: several images (added, reordered by keyboard, removed), upload failures, public page', async ({
	page,
	site,
}) => {
	const name = 'Stockroom'
	await page.goto(`${site}/admin/products`)
	await waitForHydration(page)
	await page.getByRole('link', { name: 'Add Product' }).click()
	await expect(page).toHaveURL(/\/admin\/products\/new$/)
	await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible()
	await expect(page.getByRole('radio', { name: 'Products' })).toBeChecked()

	// Uploads the server refuses: spec §8's message for each field.
	const notAnImage = {
		name: 'notes.png',
		mimeType: 'image/png',
		buffer: Buffer.from('this is not a picture'),
	}
	await page.getByLabel('Banner image', { exact: true }).setInputFiles(notAnImage)
	await expect(page.getByText('Failed to upload banner image')).toBeVisible()
	await page.getByLabel('Project image', { exact: true }).setInputFiles(notAnImage)
	await expect(page.getByText('Failed to upload project image')).toBeVisible()
	await page.getByLabel('Product images', { exact: true }).setInputFiles(notAnImage)
	await expect(page.getByText('Failed to upload product image')).toBeVisible()

	await fillBasics(page, { name, category: 'Retail' })
	await upload(page, 'Banner image', await png('stock-banner.png', '#2d2d75', 960, 320))
	await upload(page, 'Project image', await png('stock.png', '#f2a541'))
	await expect(page.getByText('Failed to upload banner image')).toHaveCount(0)

	// A product needs at least one product image.
	await page.getByRole('button', { name: 'Publish' }).click()
	await expectFieldError(
		page.getByLabel('Product images', { exact: true }),
		MESSAGES.productImages,
	)

	await page
		.getByLabel('Product images', { exact: true })
		.setInputFiles([
			await png('shot-a.png', '#e63946', 300, 600),
			await png('shot-b.png', '#2a9d8f', 300, 600),
			await png('shot-c.png', '#264653', 300, 600),
		])
	const images = page
		.getByRole('list', { name: 'Product images', exact: true })
		.getByRole('listitem')
	await expect(images).toHaveCount(3, { timeout: 20_000 })
	await expect(page.getByText(MESSAGES.productImages)).toHaveCount(0)
	const order = async () =>
		(await images.locator('.truncate').allTextContents()).map((text) => text.trim())
	const before = await order()
	// In the order they were chosen, whichever upload finished first.
	expect(before).toEqual(['shot-a.png', 'shot-b.png', 'shot-c.png'])
	// By keyboard: the last one up, then the first one removed.
	await page.getByRole('button', { name: 'Move product image 3 of 3 up' }).focus()
	await page.keyboard.press('Enter')
	await expect.poll(order).toEqual([before[0], before[2], before[1]])
	await page.getByRole('button', { name: 'Remove product image 1 of 3' }).focus()
	await page.keyboard.press('Enter')
	await expect.poll(order).toEqual([before[2], before[1]])

	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project added successfully!')
	await expect(page).toHaveURL(/\/admin\/products$/)
	await expect(card(page, name).locator('[data-status]')).toHaveText('Published')

	// The Products page and the product's page, its gallery in the chosen order.
	await page.goto(`${site}/products`)
	await page
		.getByRole('article', { name })
		.getByRole('link', { name: 'View Product' })
		.click()
	await expect(page).toHaveURL(/\/products\/[\w-]+$/)
	await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
	await expect(
		page.getByRole('region', { name: 'Product Images' }).getByRole('listitem'),
	).toHaveCount(2)

	// The edit form has them in the same order.
	await page.goto(`${site}/admin/products`)
	await card(page, name)
		.getByRole('link', { name: `Edit ${name}` })
		.click()
	await expect.poll(order).toEqual([before[2], before[1]])
})

test('a throttled upload shows its percentage move and blocks Save until it ends', async ({
	page,
	site,
}) => {
	await page.goto(`${site}/admin/portfolio/new`)
	await waitForHydration(page)
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 20,
		downloadThroughput: -1,
		// About 300 kB/s: the image below takes a few seconds to send.
		uploadThroughput: 300 * 1024,
	})
	const file = await noisePng('slow.png', 700)
	expect(file.buffer.length).toBeGreaterThan(1_000_000)

	const save = page.getByRole('button', { name: 'Publish' })
	await expect(save).toBeEnabled()
	await page.getByLabel('Banner image', { exact: true }).setInputFiles(file)
	const bar = page.getByRole('progressbar', { name: 'Uploading slow.png' })
	await expect(bar).toBeVisible()
	await expect(save).toBeDisabled()
	await expect(
		page.getByRole('status').filter({ hasText: 'Waiting for uploads to finish…' }),
	).toBeVisible()

	// The percentage, as text and as the bar's value, goes up while it sends.
	const seen = new Set<number>()
	let processing = false
	while ((await bar.count()) > 0) {
		// Text and value read together: both say the same number.
		const shown = await page
			.evaluate(() => {
				const bar = document.querySelector('[role=progressbar]')
				const text = document.querySelector('[data-upload-percent]')?.textContent
				const save = document.querySelector<HTMLButtonElement>(
					'form[aria-label="New project"] button[type=submit]',
				)
				return bar && text
					? { value: bar.getAttribute('aria-valuenow'), text, blocked: save?.disabled }
					: null
			})
			.catch(() => null)
		if (shown?.value) {
			// Once every byte is sent, the server is making the variants: it says so.
			if (shown.text === 'Processing…') processing = true
			else expect(shown.text).toBe(`${shown.value}%`)
			seen.add(Number(shown.value))
			expect(shown.blocked).toBe(true)
		}
		await page.waitForTimeout(100)
	}
	const values = [...seen].sort((a, b) => a - b)
	expect(values.filter((v) => v > 0 && v < 99).length, values.join(', ')).toBeGreaterThan(
		2,
	)
	expect(processing).toBe(true)

	await expect(page.getByRole('button', { name: 'Remove banner image' })).toBeVisible()
	await expect(save).toBeEnabled()
	await cdp.detach()
})

// Two admins editing one project: tests/e2e/admin-drafts.spec.ts.
test('the server checks a post itself; a card whose project another admin deleted says so', async ({
	page,
	context,
	site,
}) => {
	const name = 'Tidepool (mine)'
	// One project to act on, added through the form.
	await page.goto(`${site}/admin/portfolio/new`)
	await waitForHydration(page)
	await fillBasics(page, { name, category: 'Marine' })
	await upload(page, 'Banner image', await png('tide-banner.png', '#1c1c4f', 960, 320))
	await upload(page, 'Project image', await png('tide.png', '#4d92ce'))
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project added successfully!')
	const editUrl = await card(page, name)
		.getByRole('link', { name: `Edit ${name}` })
		.getAttribute('href')
	const other = await context.newPage()

	// The server checks too: a post that skips the browser gets 400 and the messages.
	const refused = await page.request.post(`${site}${editUrl}`, {
		form: { name: '', intent: 'publish', draftVersion: '0', baseRevision: '1' },
		headers: { Origin: site },
	})
	expect(refused.status()).toBe(400)
	const html = await refused.text()
	for (const message of [MESSAGES.name, MESSAGES.banner, MESSAGES.platforms])
		expect(html).toContain(message)

	// A card whose project another admin deleted meanwhile: spec §8's failures.
	await other.goto(`${site}/admin`)
	await waitForHydration(other)
	const third = await context.newPage()
	await third.goto(`${site}/admin`)
	await waitForHydration(third)
	await page.goto(`${site}/admin`)
	await waitForHydration(page)
	await page
		.getByRole('article', { name: 'Tidepool (mine)' })
		.getByRole('link', { name: 'Delete Tidepool (mine)' })
		.click()
	await page
		.getByRole('dialog', { name: 'Delete Tidepool (mine)?' })
		.getByRole('button', { name: 'Delete project' })
		.click()
	await expect(toast(page)).toContainText('Project deleted successfully!')
	await other
		.getByRole('article', { name: 'Tidepool (mine)' })
		.getByRole('button', { name: 'Hide Tidepool (mine)' })
		.click()
	await expect(toast(other)).toContainText('Failed to update project visibility')
	await third
		.getByRole('article', { name: 'Tidepool (mine)' })
		.getByRole('link', { name: 'Delete Tidepool (mine)' })
		.click()
	await third
		.getByRole('dialog', { name: 'Delete Tidepool (mine)?' })
		.getByRole('button', { name: 'Delete project' })
		.click()
	await expect(toast(third)).toContainText('Failed to delete project')
})

test.describe('when the database fails', () => {
	// The failed save answers 500: the browser logs that as a failed resource.
	test.use({
		allowedConsoleErrors: [
			/Failed to load resource: the server responded with a status of [45]\d\d/,
		],
	})

	test('the save keeps what was typed, and the list says so', async ({
		page,
		server,
		site,
	}) => {
		await page.goto(`${site}/admin/portfolio/new`)
		await waitForHydration(page)
		await fillBasics(page, { name: 'Lost Signal', category: 'Utilities' })
		await upload(page, 'Banner image', await png('lost-banner.png', '#1c1c4f', 960, 320))
		await upload(page, 'Project image', await png('lost.png', '#4d92ce'))

		// The projects table goes away under the running server, and comes back after.
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
		db.exec('ALTER TABLE projects RENAME TO projects_away')
		try {
			await page.getByRole('button', { name: 'Publish' }).click()
			await expect(page.getByRole('alert').first()).toContainText(
				'Failed to save project. Please try again.',
			)
			await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)
			await expect(field(page, 'name')).toHaveValue('Lost Signal')
			await expect(field(page, 'category')).toHaveValue('Utilities')
			await expect(
				page.getByRole('button', { name: 'Remove banner image' }),
			).toBeVisible()

			const list = await page.context().newPage()
			const response = await list.goto(`${site}/admin`)
			expect(response?.status()).toBeLessThan(500)
			await expect(list.getByText('Failed to fetch projects')).toBeVisible()
			await list.close()
		} finally {
			db.exec('ALTER TABLE projects_away RENAME TO projects')
			db.close()
		}
		// Back: the same form saves.
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(toast(page)).toContainText('Project added successfully!')
	})
})

test('the tabs and the form pass axe in both themes; the type filter works by keyboard', async ({
	page,
	site,
}) => {
	for (const theme of ['light', 'dark'] as const) {
		await presetTheme(page, theme)
		await page.goto(`${site}/admin/products`)
		await waitForHydration(page)
		await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
		if (theme === 'light') {
			// Keyboard: the filter is one tab stop, arrows move, Enter opens.
			await page.getByRole('tab', { name: 'Mobile Applications' }).focus()
			await page.keyboard.press('ArrowRight')
			await expect(page.getByRole('tab', { name: 'Websites' })).toBeFocused()
			await page.keyboard.press('Enter')
			await expect(page).toHaveURL(/\/admin\/products\?type=website$/)
			await expect(page.getByText('No products of this type yet.')).toBeVisible()
		}
		for (const path of ['/admin', '/admin/products?type=website']) {
			await page.goto(`${site}${path}`)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, `${path} ${theme}`).toEqual([])
		}
		await page.goto(`${site}/admin/products/new`)
		await waitForHydration(page)
		await page.getByRole('button', { name: 'Add feature' }).click()
		await page.getByRole('button', { name: 'Add prototype' }).click()
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(field(page, 'name')).toBeFocused()
		await page.getByRole('button', { name: 'Show Preview' }).click()
		const results = await axeBuilder(page).analyze()
		expect(results.violations, `form ${theme}`).toEqual([])
	}
})

test(
	'at 375 px the tabs and the form fit the screen and pass axe; at 320 px nothing overflows',
	{ tag: '@phone' },
	async ({ page, site }) => {
		for (const path of ['/admin', '/admin/portfolio/new']) {
			await page.goto(`${site}${path}`)
			await waitForHydration(page)
			if (path.endsWith('/new')) {
				await page.getByRole('button', { name: 'Add feature' }).click()
				await page.getByRole('button', { name: 'Publish' }).click()
				await expect(field(page, 'name')).toBeFocused()
			}
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			)
			expect(overflow, path).toBeLessThanOrEqual(0)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, path).toEqual([])
		}
		// The narrowest phone too: the top bar's logo, theme, account and sign-out fit.
		await page.setViewportSize({ width: 320, height: 640 })
		for (const path of ['/admin', '/admin/portfolio/new']) {
			await page.goto(`${site}${path}`)
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			)
			expect(overflow, `${path} at 320 px`).toBeLessThanOrEqual(0)
		}
		await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
	},
)
