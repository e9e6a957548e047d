// The media library as an admin uses it (issue 22): an image picked for a second project
// is shared, not uploaded again, and its alt text reaches both public pages; an image in
// use cannot be deleted (409, where it is used), an unused one goes with its variants; the
// library's search and filter; the picker and the focal point by keyboard alone; axe on
// the library, an image's page and the picker, in both themes at 1280 and 375 px.
//
// These specs add and delete images and projects: each runs a server of its own, on an
// empty database (admin-private-server.ts).
import type { Page } from '@playwright/test'

import { imageSources } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { expect, test, waitForHydration } from './admin-private-server.ts'
import { axeBuilder, presetThemeForWidth } from './fixtures.ts'
import {
	addProject,
	countMedia,
	png,
	projectIdNamed,
	uploadImage,
} from './media-helpers.ts'

// The refused delete answers 409, which the browser logs as a failed resource.
test.use({
	allowedConsoleErrors: [
		/Failed to load resource: the server responded with a status of 409/,
	],
})

const toast = (page: Page) => page.locator('[data-toast]')

const HARBOUR_ALT = 'Fishing boats moored in a harbour at dawn'

test('a library image picked for a second project is shared, with its alt text on both pages; delete refused while used, then gone with its variants', async ({
	page,
	site,
}) => {
	const api = page.request
	// The first project, its banner uploaded once, described as it is saved.
	const banner = await uploadImage(api, site, 'banner', 'harbour-banner.png', '#1c3f6b')
	const firstImage = await uploadImage(api, site, 'project', 'harbour.png', '#4d92ce')
	const firstId = await addProject(api, site, 'Harbour Watch', {
		banner: { ...banner, setAlt: HARBOUR_ALT } as ImageRef & { setAlt: string },
		image: firstImage,
	})
	const before = countMedia(site)

	// The second project, in the dashboard: its banner chosen from the library.
	const uploads: string[] = []
	page.on('request', (request) => {
		if (request.url().includes('/admin/api/upload')) uploads.push(request.url())
	})
	await page.goto(`${site.url}/admin/portfolio/new`)
	await waitForHydration(page)
	await page.locator('#field-name').fill('Tide Tables')
	await page.locator('#field-category').fill('Maritime')
	await page.locator('#field-description').fill('Tide tables for harbour masters.')
	await page.locator('#field-intro').fill('Tide Tables is a Web App for harbours.')
	await page.locator('#field-platforms').fill('Web')
	await page.locator('#field-primaryColor').fill('#4D92CE')
	await page.locator('#field-secondaryColor').fill('#2D2D75')

	await page.getByRole('button', { name: 'Choose from library for Banner image' }).click()
	const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
	await expect(dialog).toBeVisible()
	await dialog.getByLabel('Search images').fill('dawn harb')
	await expect(dialog.getByRole('status')).toHaveText('1 image, page 1 of 1')
	await dialog.getByRole('button', { name: /harbour-banner\.png/ }).click()
	await expect(dialog).toBeHidden()
	const bannerField = page.locator('[data-upload-field="banner"]')
	await expect(bannerField.locator('p[title="harbour-banner.png"]')).toBeVisible()
	// Its alt text comes with it, from the library.
	await expect(bannerField.getByLabel('Alt text', { exact: true })).toHaveValue(
		HARBOUR_ALT,
	)

	// Its own image is uploaded here, and described as it is.
	await page.getByLabel('Project image', { exact: true }).setInputFiles({
		name: 'tides.png',
		mimeType: 'image/png',
		buffer: await png('#2d2d75'),
	})
	const imageField = page.locator('[data-upload-field="image"]')
	await imageField
		.getByLabel('Alt text', { exact: true })
		.fill('Tide table for the week on a laptop')
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project added successfully!')
	// One upload (its own image); the banner's file is shared, not copied.
	expect(uploads).toHaveLength(1)
	expect(countMedia(site)).toBe(before + 1)
	const secondId = projectIdNamed(site, 'Tide Tables')

	// Both public pages show the banner with the library's alt text.
	for (const id of [firstId, secondId]) {
		await page.goto(`${site.url}/portfolio/${id}`)
		const shown = page.getByRole('img', { name: HARBOUR_ALT }).first()
		await expect(shown).toBeVisible()
		await expect(shown).toHaveAttribute('src', banner.url)
	}
	// Its own image, described as it was uploaded, in the Portfolio list (a mobile app).
	await page.goto(`${site.url}/portfolio`)
	await expect(
		page
			.getByRole('article', { name: 'Tide Tables' })
			.getByRole('img', { name: 'Tide table for the week on a laptop' }),
	).toBeVisible()

	// In the library: where it is used, and no deleting it.
	await page.goto(`${site.url}/admin/media?q=harbour-banner`)
	const card = page.getByRole('article', { name: 'harbour-banner.png' })
	for (const name of ['Harbour Watch', 'Tide Tables']) {
		await expect(
			card.getByRole('link', { name: `Project “${name}”`, exact: true }),
		).toBeVisible()
		// Their histories name it too (decision 031): a restore may bring it back.
		await expect(
			card.getByRole('link', { name: `History of project “${name}”`, exact: true }),
		).toBeVisible()
	}
	await card.getByRole('link', { name: 'Edit harbour-banner.png' }).click()
	await expect(page.getByRole('button', { name: 'Delete image' })).toBeDisabled()
	await expect(page.getByRole('link', { name: 'Delete image' })).toHaveCount(0)
	// Asked anyway, the server refuses: 409, naming where it is used.
	const refused = await api.post(`${site.url}/admin/media/${banner.mediaId}`, {
		form: { intent: 'delete' },
		headers: { Origin: site.url },
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(409)
	expect(await refused.text()).toContain(
		'This image is still used by Project “Harbour Watch” (Banner image), Project “Tide Tables” (Banner image), History of project “Harbour Watch” (Banner image) and 1 more, so it was not deleted.',
	)
	expect(countMedia(site)).toBe(before + 1)

	// An unused image: deleted with its original and every variant.
	const spare = await uploadImage(api, site, 'product', 'spare-shot.png', '#f2a541')
	const files = [
		spare.url,
		...(imageSources(spare) ?? []).flatMap((source) =>
			source.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!),
		),
	]
	expect(files.length).toBeGreaterThan(4)
	for (const file of files)
		expect((await api.get(`${site.url}${file}`)).status()).toBe(200)
	await page.goto(`${site.url}/admin/media?unused=1`)
	await waitForHydration(page)
	await page
		.getByRole('article', { name: 'spare-shot.png' })
		.getByRole('link', { name: 'Edit spare-shot.png' })
		.click()
	await page.getByRole('link', { name: 'Delete image' }).click()
	await page
		.getByRole('dialog', { name: 'Delete this image?' })
		.getByRole('button', { name: 'Delete image' })
		.click()
	await expect(toast(page)).toContainText('Image deleted successfully!')
	await expect(page).toHaveURL(`${site.url}/admin/media`)
	for (const file of files)
		expect((await api.get(`${site.url}${file}`)).status()).toBe(404)
})

test('a delete that meets a new use is refused in the page, which then shows where', async ({
	page,
	site,
}) => {
	const logo = await uploadImage(
		page.request,
		site,
		'client-logo',
		'acme-mark.png',
		'#111',
	)
	await page.goto(`${site.url}/admin/media/${logo.mediaId}`)
	await waitForHydration(page)
	await expect(page.getByText('No saved form uses this image yet.')).toBeVisible()
	// Meanwhile another admin adds it to the client logos.
	const added = await page.request.post(`${site.url}/admin/logos`, {
		form: { intent: 'add', image: JSON.stringify(logo) },
		headers: { Origin: site.url },
		maxRedirects: 0,
	})
	expect(added.status()).toBe(303)
	await page.getByRole('link', { name: 'Delete image' }).click()
	await page
		.getByRole('dialog', { name: 'Delete this image?' })
		.getByRole('button', { name: 'Delete image' })
		.click()
	await expect(
		page.getByRole('alert').filter({ hasText: 'This image is still used' }),
	).toHaveText(
		'This image is still used by Client logo “acme-mark.png” (Logo image), so it was not deleted. Choose another image there first.',
	)
	const usedIn = page.getByRole('region', { name: 'Where it is used' })
	await expect(
		usedIn.getByRole('link', { name: 'Client logo “acme-mark.png”' }),
	).toBeVisible()
	await expect(page.getByRole('button', { name: 'Delete image' })).toBeDisabled()
})

test('the library: search by name and alt text, the unused filter, pages @phone', async ({
	page,
	site,
}) => {
	const api = page.request
	const boat = await uploadImage(api, site, 'banner', 'sailboat-regatta.png', '#335577')
	await uploadImage(api, site, 'banner', 'lighthouse-night.png', '#223344')
	// Alt text set in the library is searched too.
	await page.goto(`${site.url}/admin/media/${boat.mediaId}`)
	await waitForHydration(page)
	await page
		.getByLabel('Alt text', { exact: true })
		.fill('Three yachts racing past the pier')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(toast(page)).toContainText('Image updated successfully!')

	await page.goto(`${site.url}/admin/media`)
	const search = page.getByRole('search', { name: 'Images' })
	await search.getByLabel('Search images').fill('yachts pier')
	await search.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\?q=yachts\+pier/)
	const results = page.getByRole('list', { name: 'Images' }).getByRole('article')
	await expect(results).toHaveCount(1)
	await expect(results.first()).toHaveAccessibleName('sailboat-regatta.png')
	await expect(results.first()).toContainText('Three yachts racing past the pier')

	await search.getByLabel('Search images').fill('LIGHT')
	await search.getByRole('button', { name: 'Search' }).click()
	await expect(results).toHaveCount(1)
	await expect(results.first()).toHaveAccessibleName('lighthouse-night.png')
	await expect(results.first()).toContainText('No alt text')

	await search.getByLabel('Search images').fill('no-such-word')
	await search.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByText('No image matches.')).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
		'0 images found',
	)

	// The picker's endpoint: JSON of what a field can show; anything odd is a 4xx.
	const picker = await api.get(`${site.url}/admin/api/media?kind=banner&q=regatta`)
	expect(picker.status()).toBe(200)
	expect(picker.headers()['cache-control']).toContain('no-store')
	expect(await picker.json()).toMatchObject({
		ok: true,
		total: 1,
		images: [{ id: boat.mediaId, name: 'sailboat-regatta.png' }],
	})
	expect((await api.get(`${site.url}/admin/api/media?kind=../etc`)).status()).toBe(400)
	const beyond = await api.get(`${site.url}/admin/api/media?kind=logo&page=999999999`)
	expect(await beyond.json()).toMatchObject({ ok: true, images: [] })
	expect(
		(
			await api.post(`${site.url}/admin/api/media?kind=banner`, {
				headers: { Origin: site.url },
			})
		).status(),
	).toBe(405)

	// Works without a script too: a plain GET form (and the older ?unused=1 address).
	await page.goto(`${site.url}/admin/media?q=sailboat&unused=1`)
	await expect(page.getByLabel('Usage')).toHaveValue('unused')
	await expect(results).toHaveCount(1)
})

test('keyboard alone: the picker keeps focus inside and gives it back; the focal point moves with arrow keys', async ({
	page,
	site,
}) => {
	const api = page.request
	const photo = await uploadImage(api, site, 'project', 'keyboard-pick.png', '#8a4fff')
	await page.goto(`${site.url}/admin/portfolio/new`)
	await waitForHydration(page)
	const trigger = page.getByRole('button', {
		name: 'Choose from library for Project image',
	})
	await trigger.focus()
	await page.keyboard.press('Enter')
	const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
	const searchBox = dialog.getByLabel('Search images')
	await expect(searchBox).toBeFocused()
	await page.keyboard.type('keyboard-pick')
	await expect(dialog.getByRole('status')).toHaveText('1 image, page 1 of 1')
	// Tab goes round the dialog's own controls: Cancel, search, the image, Cancel again.
	const choice = dialog.getByRole('button', { name: /keyboard-pick\.png/ })
	await page.keyboard.press('Tab')
	await expect(choice).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
	await page.keyboard.press('Shift+Tab')
	await expect(choice).toBeFocused()
	// Escape closes it and gives focus back.
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(trigger).toBeFocused()
	// Enter on an image chooses it.
	await page.keyboard.press('Enter')
	await expect(dialog).toBeVisible()
	await page.keyboard.type('keyboard')
	await expect(dialog.getByRole('status')).toHaveText('1 image, page 1 of 1')
	await page.keyboard.press('Tab')
	await expect(choice).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(dialog).toBeHidden()
	await expect(trigger).toBeFocused()
	await expect(
		page.locator('[data-upload-field="image"] p[title="keyboard-pick.png"]'),
	).toBeVisible()

	// The focal point: focused, moved by arrow keys, saved.
	await page.goto(`${site.url}/admin/media/${photo.mediaId}`)
	await waitForHydration(page)
	const slider = page.getByRole('slider', { name: 'Focal point' })
	await slider.focus()
	for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
	await page.keyboard.press('Shift+ArrowDown')
	await expect(slider).toHaveAttribute(
		'aria-valuetext',
		'53% from the left, 60% from the top',
	)
	await expect(page.getByLabel('Across (%)')).toHaveValue('53')
	await expect(page.getByLabel('Down (%)')).toHaveValue('60')
	const marker = page.locator('[data-focal-marker]')
	await expect(marker).toHaveAttribute('style', /left: 53%; top: 60%/)
	await page.getByRole('button', { name: 'Save changes' }).focus()
	await page.keyboard.press('Enter')
	await expect(toast(page)).toContainText('Image updated successfully!')
	await expect(page.getByLabel('Across (%)')).toHaveValue('53')
	// A click sets it too.
	const box = await slider.boundingBox()
	if (!box) throw new Error('the focal picker has no box')
	await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75)
	await expect(page.getByLabel('Across (%)')).toHaveValue('25')
	await expect(page.getByLabel('Down (%)')).toHaveValue('75')
})

test('the focal point steers the crops on public pages', async ({ page, site }) => {
	const api = page.request
	const banner = await uploadImage(api, site, 'banner', 'focal-banner.png', '#123456')
	const image = await uploadImage(api, site, 'project', 'focal-image.png', '#654321')
	const id = await addProject(api, site, 'Focal Point', { banner, image })
	await page.goto(`${site.url}/admin/media/${image.mediaId}`)
	await waitForHydration(page)
	await page.getByLabel('Across (%)').fill('20')
	await page.getByLabel('Down (%)').fill('80')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(toast(page)).toContainText('Image updated successfully!')
	await page.goto(`${site.url}/portfolio/${id}`)
	const shown = page.locator(`img[src="${image.url}"]`).first()
	await expect(shown).toHaveCSS('object-position', '20% 80%')
})

test('axe: the library, an image, the picker; light at the desktop width, dark on a phone @phone', async ({
	page,
	site,
}) => {
	const image = await uploadImage(
		page.request,
		site,
		'banner',
		'axe-check.png',
		'#446688',
	)
	const theme = await presetThemeForWidth(page)
	await page.goto(`${site.url}/admin/media`)
	await waitForHydration(page)
	expect((await axeBuilder(page).analyze()).violations, `library ${theme}`).toEqual([])
	await page.goto(`${site.url}/admin/media/${image.mediaId}`)
	await waitForHydration(page)
	expect((await axeBuilder(page).analyze()).violations, `image ${theme}`).toEqual([])
	await page.goto(`${site.url}/admin/portfolio/new`)
	await waitForHydration(page)
	await page.getByRole('button', { name: 'Choose from library for Banner image' }).click()
	const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
	await expect(dialog.getByRole('button', { name: /axe-check\.png/ })).toBeVisible()
	expect(
		(await axeBuilder(page).include('dialog[open]').analyze()).violations,
		`picker ${theme}`,
	).toEqual([])
	// At 375 px the dialog fits the screen: nothing wider than the viewport.
	const width = page.viewportSize()?.width ?? 0
	expect((await dialog.boundingBox())?.width ?? 0).toBeLessThanOrEqual(width)
})
