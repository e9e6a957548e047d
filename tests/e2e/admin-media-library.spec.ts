// The library an agency lives in (issue 40): images dropped on the Media tab upload with a
// progress bar each and appear, alt text asked at once; the same file again is noticed and
// the image there is offered; a banner cropped to 3:1 serves cropped variants (their bytes'
// dimensions) with the original untouched; a replaced file shows on the published page with
// its alt text; a tag filter finds a tagged image; an image only the history shows is
// deleted after a confirmation and the history shows a placeholder.
//
// Each runs a server of its own, on an empty database (admin-private-server.ts).
import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { holdRequests } from './fixtures.ts'
import { expect, test, waitForHydration, type Site } from './admin-private-server.ts'
import { addProject, countMedia, png, uploadImage } from './media-helpers.ts'

const toast = (page: Page) => page.locator('[data-toast]')

type FileSpec = { name: string; mimeType: string; buffer: Buffer }

/** Drops `files` on the Media tab's drop zone as a browser does: a DataTransfer of Files. */
async function dropFiles(page: Page, files: FileSpec[]) {
	const dataTransfer = await page.evaluateHandle(
		(list) => {
			const transfer = new DataTransfer()
			for (const file of list)
				transfer.items.add(
					new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }),
				)
			return transfer
		},
		files.map((file) => ({
			name: file.name,
			mimeType: file.mimeType,
			bytes: [...file.buffer],
		})),
	)
	for (const type of ['dragenter', 'dragover', 'drop'])
		await page.dispatchEvent('[data-drop-zone]', type, { dataTransfer })
}

const pngFile = async (name: string, colour: string): Promise<FileSpec> => ({
	name,
	mimeType: 'image/png',
	buffer: await png(colour, 640, 400),
})

/** Every file a <picture> names: its <img> and each srcset candidate of its sources. */
async function pictureFiles(page: Page, img: ReturnType<Page['locator']>) {
	const src = await img.getAttribute('src')
	const sets = await img
		.locator('xpath=..')
		.locator('source')
		.evaluateAll((sources) =>
			sources.map((source) => source.getAttribute('srcset') ?? ''),
		)
	const candidates = sets.flatMap((set) =>
		set.split(', ').map((candidate) => candidate.split(' ')[0]!),
	)
	return [src!, ...candidates]
}

async function fetchBytes(page: Page, site: Site, url: string): Promise<Buffer> {
	const response = await page.request.get(`${site.url}${url}`)
	expect(response.status(), url).toBe(200)
	return Buffer.from(await response.body())
}

test('three images dropped upload with a progress bar each and appear; alt text asked at once; the same file again is noticed and the existing image offered @phone', async ({
	page,
	site,
}) => {
	await page.goto(`${site.url}/admin/media`)
	await waitForHydration(page)
	const files = await Promise.all([
		pngFile('harbour.png', '#1c3f6b'),
		pngFile('market.png', '#f2a541'),
		pngFile('airport.png', '#4d92ce'),
	])
	// Held at the server's door until all three bars are on the screen.
	const release = await holdRequests(page, '**/admin/api/upload**')
	await dropFiles(page, files)
	for (const file of files) {
		const bar = page.getByRole('progressbar', { name: `Uploading ${file.name}` })
		await expect(bar).toBeVisible()
		await expect(bar).toHaveAttribute('aria-valuemin', '0')
		await expect(bar).toHaveAttribute('aria-valuemax', '100')
	}
	await expect(
		page.getByRole('status').filter({ hasText: 'Uploading 3 of 3' }),
	).toBeVisible()
	// From here on the handler lets every upload through at once.
	release()

	const uploads = page.getByRole('list', { name: 'Uploads' })
	for (const file of files)
		await expect(uploads.locator(`[data-upload="${file.name}"]`)).toContainText(
			`${file.name} is in the library.`,
			{ timeout: 30_000 },
		)
	await expect(
		page.getByRole('status').filter({ hasText: 'added to the library' }),
	).toHaveText('3 of 3 added to the library.')
	expect(countMedia(site)).toBe(3)
	// They appear in the library below, newest first.
	const grid = page.getByRole('list', { name: 'Images' })
	for (const file of files)
		await expect(grid.getByRole('article', { name: file.name })).toBeVisible()

	// Alt text asked at once: typed for one, "Decorative" for another.
	const harbour = uploads.locator('[data-upload="harbour.png"]')
	await harbour.getByLabel('Alt text', { exact: true }).fill('Boats moored at dawn')
	await harbour.getByRole('button', { name: 'Save alt text' }).click()
	await expect(harbour.getByRole('status')).toHaveText('Alt text saved.')
	const market = uploads.locator('[data-upload="market.png"]')
	await market.getByLabel('Decorative image (no alt text)').check()
	await market.getByRole('button', { name: 'Save alt text' }).click()
	await expect(market.getByRole('status')).toHaveText('Saved: decorative.')
	await expect(grid.getByRole('article', { name: 'harbour.png' })).toContainText(
		'Boats moored at dawn',
	)
	await expect(grid.getByRole('article', { name: 'market.png' })).toContainText(
		'Decorative',
	)

	// The same file again, by another name: noticed, nothing stored, the image there is offered.
	await page
		.getByLabel('Choose images')
		.setInputFiles({ ...files[0]!, name: 'harbour again.png' })
	const again = uploads.locator('[data-upload="harbour again.png"]')
	await expect(again).toContainText(
		'harbour again.png is already in the library as “harbour.png”',
	)
	const existing = again.getByRole('link', { name: 'Open the existing image' })
	await expect(existing).toHaveAttribute('href', /^\/admin\/media\/[\w-]+$/)
	expect(countMedia(site)).toBe(3)
	await existing.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('harbour.png')
	await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue(
		'Boats moored at dawn',
	)

	// The library lists the two as likely duplicates once a copy is kept anyway.
	await page.goto(`${site.url}/admin/media`)
	await waitForHydration(page)
	await page
		.getByLabel('Choose images')
		.setInputFiles({ ...files[1]!, name: 'market copy.png' })
	const copy = uploads.locator('[data-upload="market copy.png"]')
	await copy.getByRole('button', { name: 'Upload a copy anyway' }).click()
	await expect(copy).toContainText('market copy.png is in the library.')
	expect(countMedia(site)).toBe(4)
	await page.goto(`${site.url}/admin/media?duplicates=1`)
	const twins = page.getByRole('list', { name: 'Images' }).getByRole('article')
	await expect(twins).toHaveCount(2)
	await expect(twins.first()).toContainText('Same file as another image')
})

test('a banner cropped to 3:1 serves its variants cropped, the original untouched; reset brings the whole image back', async ({
	page,
	site,
}) => {
	const api = page.request
	const banner = await uploadImage(api, site, 'banner', 'wide-harbour.png', '#1c3f6b', {
		width: 1200,
		height: 800,
	})
	const image = await uploadImage(api, site, 'project', 'harbour-app.png', '#4d92ce')
	const id = await addProject(api, site, 'Crop Harbour', { banner, image })
	const original = await fetchBytes(page, site, banner.url)

	await page.goto(`${site.url}/admin/media/${banner.mediaId}`)
	await waitForHydration(page)
	const cropPanel = page.getByRole('region', { name: 'Crop and turn' })
	await cropPanel.getByText('Banner 3:1').click()
	await expect(cropPanel.getByLabel('Width')).toHaveValue('1200')
	await expect(cropPanel.getByLabel('Height')).toHaveValue('400')
	await cropPanel.getByRole('button', { name: 'Save crop' }).click()
	await expect(toast(page)).toContainText('Crop saved')
	await expect(cropPanel).toContainText('Cropped to 1200 × 400 px (3:1)')

	// The published page names the crop's files at once; each is 3:1, bytes and all.
	await page.goto(`${site.url}/portfolio/${id}`)
	const shown = page.locator(`img[src^="/media/banners/${banner.mediaId}/r"]`).first()
	await expect(shown).toHaveAttribute('width', '1200')
	await expect(shown).toHaveAttribute('height', '400')
	const files = await pictureFiles(page, shown)
	expect(files.length).toBeGreaterThan(4)
	for (const file of files) {
		const meta = await sharp(await fetchBytes(page, site, file)).metadata()
		expect(meta.width / meta.height, `${file}: ${meta.width}×${meta.height}`).toBeCloseTo(
			3,
			1,
		)
	}
	// The original is untouched: the same address, the same bytes, 1200 × 800.
	const kept = await fetchBytes(page, site, banner.url)
	expect(kept.equals(original)).toBe(true)
	expect(await sharp(kept).metadata()).toMatchObject({ width: 1200, height: 800 })

	// Reset: the whole image again, on the page too.
	await page.goto(`${site.url}/admin/media/${banner.mediaId}`)
	await waitForHydration(page)
	await page.getByRole('button', { name: 'Reset to the whole image' }).click()
	await expect(toast(page)).toContainText('Crop and rotation reset')
	await page.goto(`${site.url}/portfolio/${id}`)
	await expect(page.locator(`img[src="${banner.url}"]`).first()).toHaveAttribute(
		'height',
		'800',
	)
})

test('a replaced file shows on the published page with its alt text kept', async ({
	page,
	site,
}) => {
	const api = page.request
	const alt = 'Lighthouse above the bay at dusk'
	const banner = await uploadImage(api, site, 'banner', 'lighthouse-old.png', '#ff0000')
	const image = await uploadImage(api, site, 'project', 'lighthouse-app.png', '#2d2d75')
	const id = await addProject(api, site, 'Lighthouse', {
		banner: { ...banner, setAlt: alt } as typeof banner,
		image,
	})
	await page.goto(`${site.url}/portfolio/${id}`)
	await expect(page.getByRole('img', { name: alt }).first()).toHaveAttribute(
		'src',
		banner.url,
	)

	await page.goto(`${site.url}/admin/media/${banner.mediaId}`)
	await waitForHydration(page)
	const replace = page.getByRole('region', { name: 'Replace the file' })
	await expect(replace).toContainText('Pages show the new file at once')
	await replace.getByLabel('New file').setInputFiles({
		name: 'lighthouse-new.png',
		mimeType: 'image/png',
		buffer: await png('#00aa00'),
	})
	await expect(replace.getByRole('status')).toHaveText(
		'Replaced with lighthouse-new.png: every page showing the image uses it now.',
	)
	// Same id, same alt text, the new name.
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('lighthouse-new.png')
	await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue(alt)
	expect(countMedia(site)).toBe(2)

	await page.goto(`${site.url}/portfolio/${id}`)
	const shown = page.getByRole('img', { name: alt }).first()
	await expect(shown).toBeVisible()
	const src = await shown.getAttribute('src')
	expect(src).not.toBe(banner.url)
	expect(src).toMatch(
		new RegExp(`^/media/banners/${banner.mediaId}/r[0-9a-z]{10}/original\\.png$`),
	)
	const { dominant } = await sharp(await fetchBytes(page, site, src!)).stats()
	expect(dominant.g).toBeGreaterThan(120)
	expect(dominant.r).toBeLessThan(60)

	// The project published again from its form: the new file and the alt text stay.
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	await page.locator('#field-name').fill('Lighthouse at Dusk')
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Project updated successfully!')
	await page.goto(`${site.url}/portfolio/${id}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighthouse at Dusk')
	await expect(page.getByRole('img', { name: alt }).first()).toHaveAttribute('src', src!)
})

test('a tag filter finds a tagged image', async ({ page, site }) => {
	const api = page.request
	const tagged = await uploadImage(api, site, 'banner', 'spring-sale.png', '#335577')
	await uploadImage(api, site, 'banner', 'winter-sale.png', '#775533')
	await page.goto(`${site.url}/admin/media/${tagged.mediaId}`)
	await waitForHydration(page)
	await page.getByLabel('Tags, separated by commas').fill('Campaigns, client work')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(toast(page)).toContainText('Image updated successfully!')
	await expect(page.getByRole('list', { name: 'Tags' })).toHaveText(
		/campaigns.*client work/,
	)

	await page.goto(`${site.url}/admin/media`)
	await waitForHydration(page)
	const search = page.getByRole('search', { name: 'Images' })
	await search.getByLabel('Tag').fill('campaigns')
	await search.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/tag=campaigns/)
	const results = page.getByRole('list', { name: 'Images' }).getByRole('article')
	await expect(results).toHaveCount(1)
	await expect(results.first()).toHaveAccessibleName('spring-sale.png')
	// A tag on a card is a link to the same filter.
	await results.first().getByRole('link', { name: 'Tag: client work' }).click()
	await expect(page).toHaveURL(/tag=client%20work/)
	await expect(results).toHaveCount(1)

	// Bulk: a tag and one alt text for the checked images, then the unused ones deleted.
	await page.goto(`${site.url}/admin/media`)
	await waitForHydration(page)
	const bulk = page.getByRole('form', { name: 'Selected images' })
	await bulk.getByLabel('Select all on this page').check()
	await expect(bulk).toContainText('2 images selected')
	await bulk.getByLabel('Tag to add').fill('Sale')
	await bulk.getByRole('button', { name: 'Add tag' }).click()
	await expect(toast(page)).toContainText('Tagged “sale”: 2 images.')
	await bulk.getByLabel('Select all on this page').check()
	// An empty alt text is never set on many at once.
	await bulk.getByRole('button', { name: 'Set alt text' }).click()
	await expect(toast(page)).toContainText('Type the alt text to set, or tick Decorative.')
	await bulk.getByLabel('Select all on this page').check()
	await bulk.getByLabel('Alt text for all').fill('Seasonal sale banner')
	await bulk.getByRole('button', { name: 'Set alt text' }).click()
	await expect(toast(page)).toContainText('Alt text set: 2 images.')
	await expect(results.filter({ hasText: 'Seasonal sale banner' })).toHaveCount(2)
	await page.goto(`${site.url}/admin/media?tag=sale`)
	await expect(results).toHaveCount(2)

	await waitForHydration(page)
	await bulk.getByLabel('Select all on this page').check()
	await bulk.getByRole('button', { name: 'Delete unused' }).click()
	await page
		.getByRole('dialog', { name: 'Delete 2 images?' })
		.getByRole('button', { name: 'Delete images' })
		.click()
	await expect(toast(page)).toContainText('2 images deleted.')
	expect(countMedia(site)).toBe(0)
})

test('an image only the history shows is deleted after a confirmation, and the history shows a placeholder', async ({
	page,
	site,
}) => {
	const api = page.request
	const first = await uploadImage(api, site, 'banner', 'first-banner.png', '#123456')
	const second = await uploadImage(api, site, 'banner', 'second-banner.png', '#654321')
	const image = await uploadImage(api, site, 'project', 'history-app.png', '#abcdef')
	const id = await addProject(api, site, 'History Harbour', { banner: first, image })
	// Revision 2 shows another banner: the first stays only in the history.
	await addProject(
		api,
		site,
		'History Harbour',
		{ banner: second, image },
		{
			id,
			baseRevision: 1,
		},
	)

	await page.goto(`${site.url}/admin/media/${first.mediaId}`)
	await waitForHydration(page)
	const panel = page.getByRole('region', { name: 'Delete' })
	await expect(panel).toContainText('Only old versions and the trash show this image')
	await panel.getByRole('link', { name: 'Delete image' }).click()
	const dialog = page.getByRole('dialog', { name: 'Delete an image old versions show?' })
	await expect(dialog).toContainText('History of project “History Harbour”')
	await expect(dialog).toContainText('show a placeholder instead')
	await dialog.getByRole('button', { name: 'Delete image' }).click()
	await expect(toast(page)).toContainText('Image deleted successfully!')
	expect(countMedia(site)).toBe(2)
	expect((await page.request.get(`${site.url}${first.url}`)).status()).toBe(404)

	await page.goto(`${site.url}/admin/projects/${id}/history`)
	const placeholder = page.getByRole('img', {
		name: 'Before: first-banner.png, deleted from the library',
	})
	await expect(placeholder).toBeVisible()
	await expect(placeholder).toHaveText('Image deleted')
	// Restoring that version asks for another image.
	await page.getByRole('button', { name: 'Restore as draft: revision 1' }).click()
	await expect(toast(page)).toContainText(
		'Revision 1 is now the draft, without an image deleted from the library since: choose another, then publish it.',
	)
})

test('a form’s image field given a file the library holds uses that image and says so; a copy on request', async ({
	page,
	site,
}) => {
	const stored = await uploadImage(page.request, site, 'banner', 'quay.png', '#2a9d8f')
	await page.goto(`${site.url}/admin/portfolio/new`)
	await waitForHydration(page)
	await page.getByLabel('Banner image', { exact: true }).setInputFiles({
		name: 'quay from the camera.png',
		mimeType: 'image/png',
		buffer: await png('#2a9d8f'),
	})
	const field = page.locator('[data-upload-field="banner"]')
	await expect(field.locator('[data-duplicate-offer]')).toContainText(
		'quay from the camera.png is already in the library as “quay.png”',
	)
	await expect(field.locator('p[title="quay.png"]')).toBeVisible()
	expect(
		JSON.parse(await field.locator('input[type="hidden"]').inputValue()),
	).toMatchObject({
		mediaId: stored.mediaId,
	})
	expect(countMedia(site)).toBe(1)
	// A copy, to crop it differently: it takes the field's place.
	await field.getByRole('button', { name: 'Upload a copy anyway' }).click()
	await expect(field.locator('p[title="quay from the camera.png"]')).toBeVisible()
	await expect(field.locator('[data-duplicate-offer]')).toHaveCount(0)
	expect(countMedia(site)).toBe(2)
})
