// The Testimonials tab as an admin uses it (spec §2, §3, §5, §8): add with real uploads,
// see it on the home page, edit, delete with confirmation; the browser's and the server's
// checks; the failure messages; axe. Each test runs its own server (admin-private-server),
// since the public specs count the shared server's demo testimonials.
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
import { renewContentVersion } from './site-db.ts'
import { accept, invite } from './team-helpers.ts'

const REQUIRED = 'All fields and images are required.'

async function pngFile(name: string, background: string, width = 240, height = 240) {
	const buffer = await sharp({ create: { width, height, channels: 4, background } })
		.png()
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

async function uploadImages(page: Page, prefix: string) {
	await page
		.getByLabel('Logo for light mode')
		.setInputFiles(await pngFile(`${prefix}-light.png`, '#1d2a6b', 320, 96))
	await page
		.getByLabel('Logo for dark mode')
		.setInputFiles(await pngFile(`${prefix}-dark.png`, '#f4f4f8', 320, 96))
	await page
		.getByLabel('Image', { exact: true })
		.setInputFiles(await pngFile(`${prefix}-face.png`, '#a35cc4'))
	for (const label of ['logo for light mode', 'logo for dark mode', 'image'])
		await expect(page.getByRole('button', { name: `Remove ${label}` })).toBeVisible()
}

/** Uploads an image through the API, as the form's fields do; returns its ImageRef. */
async function uploadThroughApi(page: Page, site: Site, kind: string, name: string) {
	const { buffer } = await pngFile(name, '#3b6fb6', 160, 160)
	const response = await page.request.post(`${site.url}/admin/api/upload?kind=${kind}`, {
		data: buffer,
		headers: { 'Content-Type': 'image/png', 'X-File-Name': name, Origin: site.url },
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { image: Record<string, unknown> }).image
}

/** Testimonials put straight into the database, with real uploaded images. */
async function insertTestimonials(page: Page, site: Site, names: string[]) {
	const [logoLight, logoDark, image] = [
		await uploadThroughApi(page, site, 'logo', 'light.png'),
		await uploadThroughApi(page, site, 'logo', 'dark.png'),
		await uploadThroughApi(page, site, 'testimonial', 'face.png'),
	].map((ref) => JSON.stringify(ref))
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			'INSERT INTO testimonials (id, name, title, quote, logo_light, logo_dark, image, created_at, updated_at, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
		)
		for (const [index, name] of names.entries()) {
			const at = new Date(Date.UTC(2026, 10, 1 + index)).toISOString()
			insert.run(
				`t-${index}`,
				name,
				`Founder, Company ${index}`,
				`A quote from ${name}.\nOn two lines.`,
				logoLight!,
				logoDark!,
				image!,
				at,
				at,
				// The manual order (decision 032): the newest first.
				names.length - 1 - index,
			)
		}
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

const slider = (page: Page) => page.locator('testimonial-slider')
const card = (page: Page, name: string) => page.getByRole('article', { name })

// The refused text file's upload answers 415; Chromium logs that as a failed resource.
test.use({ allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\)/] })

test('add with uploads (a draft until published), see it on the home page, edit as a draft, delete with confirmation', async ({
	page,
	site,
}) => {
	const name = 'Ada Lovelace'
	const quote =
		'Aster shipped our app in five months.\nUsers are up 38% <b>and</b> calls are down.'

	await page.goto(`${site.url}/admin/testimonials`)
	await waitForHydration(page)
	await page.getByRole('link', { name: 'Add testimonial' }).click()
	await expect(page).toHaveURL(/\/admin\/testimonials\/new$/)
	await expect(
		page.getByRole('heading', { name: 'Add testimonial', level: 1 }),
	).toBeVisible()

	// The browser checks first: the spec's message, focus on the first missing field.
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('alert').filter({ hasText: REQUIRED })).toContainText(
		'Missing: Name, Title, Quote, Logo for light mode, Logo for dark mode, Image.',
	)
	await expect(page.getByLabel('Name')).toBeFocused()
	await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

	await page.getByLabel('Name').fill(name)
	await page.getByLabel('Title', { exact: true }).fill('CTO, Analytical Engines')
	// Typed as a person types it: Enter between the two lines.
	const [firstLine, secondLine] = quote.split('\n')
	await page.getByLabel('Quote', { exact: true }).fill(firstLine!)
	await page.keyboard.press('Enter')
	await page.keyboard.type(secondLine!)

	// Image files only: the server refuses anything else (415) and the field says why.
	// Each field says which upload failed, in spec §8's words.
	for (const [label, key, message] of [
		['Logo for light mode', 'logoLight', 'Failed to upload logo (light mode)'],
		['Logo for dark mode', 'logoDark', 'Failed to upload logo (dark mode)'],
		['Image', 'image', 'Failed to upload testimonial image'],
	] as const) {
		await page.getByLabel(label, { exact: true }).setInputFiles({
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from('not an image'),
		})
		const refusal = page.locator(`[data-upload-field="${key}"]`).getByRole('alert')
		await expect(refusal).toContainText(message)
		await expect(refusal).toContainText('notes.txt: Uploads accept image files only')
	}
	await uploadImages(page, 'ada')
	// Each fix clears its mark: nothing is missing now.
	await expect(page.getByText(REQUIRED)).toHaveCount(0)
	await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid')

	// What was typed is kept as a draft (decision 052): leaving saves it first. A new
	// testimonial is a draft only, not on the home page, until it is published.
	await expect(page.locator('[data-autosave="saved"]')).toBeVisible()
	await page
		.getByRole('navigation', { name: 'Dashboard sections' })
		.getByRole('link', { name: "Clients' Logos" })
		.click()
	await expect(page).toHaveURL(/\/admin\/logos$/)
	await page.goto(`${site.url}/`)
	await expect(slider(page).locator('figure').filter({ hasText: name })).toHaveCount(0)
	await page.goto(`${site.url}/admin/testimonials`)
	await waitForHydration(page)
	await expect(card(page, name)).toContainText('Not published yet')
	await page.getByRole('link', { name: `Edit the testimonial from ${name}` }).click()
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
		'CTO, Analytical Engines',
	)

	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page).toHaveURL(/\/admin\/testimonials$/)
	await expect(page.getByText('Testimonial added successfully!')).toBeVisible()
	await expect(card(page, name)).toContainText('CTO, Analytical Engines')

	// The public slider, on the next request: the editor's two paragraphs (Enter starts a
	// new one), nothing read as HTML.
	await page.goto(`${site.url}/`)
	const figure = slider(page).locator('figure').filter({ hasText: name })
	await expect(figure.locator('figcaption')).toContainText('CTO, Analytical Engines')
	await expect(figure.locator('blockquote p')).toHaveCount(2)
	await expect(figure.locator('blockquote')).toContainText(
		'Users are up 38% <b>and</b> calls are down.',
	)
	await expect(figure.locator('blockquote b')).toHaveCount(0)
	await expect(figure.locator('figcaption img[data-theme-variant]')).toHaveCount(2)

	// Edit: a change is kept as a draft, the home page unchanged until it is published.
	await page.goto(`${site.url}/admin/testimonials`)
	await waitForHydration(page)
	await page.getByRole('link', { name: `Edit the testimonial from ${name}` }).click()
	await expect(
		page.getByRole('heading', { name: 'Edit testimonial', level: 1 }),
	).toBeVisible()
	await expect(page.getByLabel('Quote', { exact: true })).toHaveText(quote, {
		useInnerText: true,
	})
	await page.getByLabel('Title', { exact: true }).fill('Countess, Analytical Engines')
	await page.getByRole('button', { name: 'Save draft', exact: true }).click()
	await expect(page.getByText('Draft saved.')).toBeVisible()
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
		'Countess, Analytical Engines',
	)
	const visitor = await page.context().browser()!.newPage()
	await visitor.goto(`${site.url}/`)
	await expect(
		slider(visitor).locator('figcaption').filter({ hasText: name }),
	).toContainText('CTO, Analytical Engines')
	await visitor.close()
	// The admin's preview: the home page with the draft, its slide first.
	const editUrl = page.url()
	const previewHref = await page
		.getByRole('link', { name: /^Preview/ })
		.first()
		.getAttribute('href')
	expect(previewHref).toMatch(/^\/preview\/admin\?testimonial=/)
	await page.goto(`${site.url}${previewHref}`)
	await expect(page.locator('[data-preview-banner]')).toBeVisible()
	await expect(slider(page).locator('figcaption').first()).toContainText(
		'Countess, Analytical Engines',
	)
	await page.goto(editUrl)
	await waitForHydration(page)
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByText('Testimonial updated successfully!')).toBeVisible()
	await expect(card(page, name)).toContainText('Countess, Analytical Engines')
	await page.goto(`${site.url}/`)
	await expect(
		slider(page).locator('figcaption').filter({ hasText: name }),
	).toContainText('Countess')

	// Delete asks in a dialog: Escape closes it and focus returns to Delete; then confirm.
	await page.goto(`${site.url}/admin/testimonials`)
	await waitForHydration(page)
	const trigger = page.getByRole('link', { name: `Delete the testimonial from ${name}` })
	await trigger.focus()
	await page.keyboard.press('Enter')
	const confirm = page.getByRole('dialog', { name: 'Delete this testimonial?' })
	await expect(confirm).toBeVisible()
	await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(confirm).toBeHidden()
	await expect(trigger).toBeFocused()
	await expect(card(page, name)).toBeVisible()
	await page.keyboard.press('Enter')
	await confirm.getByRole('button', { name: 'Delete testimonial' }).click()
	await expect(page.getByText('Testimonial deleted successfully!')).toBeVisible()
	await expect(card(page, name)).toHaveCount(0)
	await page.goto(`${site.url}/`)
	await expect(slider(page)).toHaveCount(0)
})

test('an author edits a testimonial and submits it; the home page is unchanged until the owner approves', async ({
	page,
	site,
	browser,
}) => {
	await insertTestimonials(page, site, ['Grace Hopper'])
	const link = await invite(page, site.url, 'writer@example.com', 'Author')
	const author = await accept(browser, site.url, link)
	const a = author.page
	const toast = (p: Page) => p.locator('[data-toast]')

	// The author has the tab and the form, with Submit for review instead of Publish, and
	// none of the list's publishing buttons.
	await a.goto(`${site.url}/admin/testimonials`)
	await waitForHydration(a)
	await expect(card(a, 'Grace Hopper')).toBeVisible()
	await expect(
		a.getByRole('button', { name: /^(Hide|Show) the testimonial from Grace Hopper/ }),
	).toHaveCount(0)
	await a.getByRole('link', { name: 'Edit the testimonial from Grace Hopper' }).click()
	await waitForHydration(a)
	await expect(a.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
	await expect(a.getByRole('button', { name: 'Schedule' })).toHaveCount(0)
	await a.getByLabel('Title', { exact: true }).fill('Rear Admiral, US Navy')
	await a.getByRole('button', { name: 'Submit for review' }).click()
	await expect(toast(a)).toContainText('Submitted for review.')
	await expect(a.locator('[data-review="waiting"]')).toBeVisible()
	// Publishing is refused on the server too (decision 046).
	const refused = await a.request.post(`${site.url}/admin/testimonials/t-0`, {
		form: { intent: 'publish', name: 'Grace Hopper' },
		headers: { Origin: site.url },
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(403)

	// The home page is unchanged.
	const visitor = await browser.newPage()
	const caption = slider(visitor)
		.locator('figcaption')
		.filter({ hasText: 'Grace Hopper' })
	await visitor.goto(`${site.url}/`)
	await expect(caption).toContainText('Founder, Company 0')
	await expect(caption).not.toContainText('Rear Admiral')

	// The list says it has changes not published.
	await page.goto(`${site.url}/admin/testimonials`)
	await expect(card(page, 'Grace Hopper').locator('[data-draft="changes"]')).toHaveText(
		'Changes not published',
	)

	// The owner sees it waiting, with the change, and approves it once the author has left
	// the form (its edit lock holds the testimonial while it is open, decision 042).
	await a.goto(`${site.url}/admin`)
	await page.goto(`${site.url}/admin/review`)
	await waitForHydration(page)
	await page.getByRole('link', { name: 'Review Grace Hopper' }).click()
	await expect(page.locator('[data-change="title"]')).toContainText(
		'Rear Admiral, US Navy',
	)
	await expect(async () => {
		await page.getByRole('button', { name: 'Approve and publish' }).click()
		await expect(toast(page)).toContainText('Approved and published.', { timeout: 2_000 })
	}).toPass({ timeout: 60_000 })
	await expect(async () => {
		await visitor.reload()
		await expect(caption).toContainText('Rear Admiral, US Navy', { timeout: 1_000 })
	}).toPass({ timeout: 10_000 })
	await visitor.close()
	await author.context.close()
})

test.describe('checks and failures', () => {
	// Saving a testimonial deleted meanwhile answers 404, which Chromium logs.
	test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] })

	test('the server checks again (400, typed values kept); without JavaScript Delete asks in the page; failures say so', async ({
		page,
		site,
		browser,
	}) => {
		await insertTestimonials(page, site, [
			'Grace Hopper',
			'Katherine Johnson',
			'Margaret Hamilton',
		])
		// No JavaScript: the form posts as it is; the server answers 400 with the message.
		const noScript = await browser.newContext({ javaScriptEnabled: false })
		await noScript.addCookies(await page.context().cookies())
		const plain = await noScript.newPage()
		try {
			await plain.goto(`${site.url}/admin/testimonials/new`)
			await plain.getByLabel('Name').fill('Typed <i>name</i>')
			await plain.getByLabel('Quote').fill('Kept\nquote')
			const [response] = await Promise.all([
				plain.waitForResponse((r) => r.request().method() === 'POST'),
				plain.getByRole('button', { name: 'Publish', exact: true }).click(),
			])
			expect(response.status()).toBe(400)
			await expect(plain.getByRole('alert').filter({ hasText: REQUIRED })).toBeVisible()
			await expect(plain.getByLabel('Name')).toHaveValue('Typed <i>name</i>')
			await expect(plain.getByLabel('Quote')).toHaveValue('Kept\nquote')
			await expect(plain.locator('main i')).toHaveCount(0)

			// Delete is a link that asks in the page; Cancel leaves everything as it was.
			await plain.goto(`${site.url}/admin/testimonials`)
			const first = plain.getByRole('article').first()
			const who = (await first.getByRole('heading').textContent())!
			await first
				.getByRole('link', { name: `Delete the testimonial from ${who}` })
				.click()
			const ask = plain.getByRole('group', { name: 'Delete this testimonial?' })
			await expect(ask).toBeVisible()
			await ask.getByRole('link', { name: 'Cancel' }).click()
			await expect(ask).toHaveCount(0)
			await first
				.getByRole('link', { name: `Delete the testimonial from ${who}` })
				.click()
			await ask.getByRole('button', { name: 'Delete testimonial' }).click()
			await expect(plain.getByText('Testimonial deleted successfully!')).toBeVisible()
			await expect(plain.getByRole('article', { name: who })).toHaveCount(0)
		} finally {
			await noScript.close()
		}

		// Deleting one that is already gone, e.g. from a second tab.
		await page.goto(`${site.url}/admin/testimonials`)
		await waitForHydration(page)
		const gone = await page.getByRole('article').first().getAttribute('aria-labelledby')
		const id = gone!.replace(/^testimonial-/, '').replace(/-name$/, '')
		await page
			.getByRole('link', { name: /^Edit the testimonial from/ })
			.first()
			.click()
		await expect(page.getByLabel('Name')).not.toHaveValue('')
		for (let i = 0; i < 2; i++) {
			await page.request.post(`${site.url}/admin/testimonials`, {
				form: { intent: 'delete', id },
				headers: { Origin: site.url },
				maxRedirects: 0,
			})
		}
		// The edit form was open on it: saving keeps what was typed and says it failed.
		await page.getByLabel('Title', { exact: true }).fill('Still typed')
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(
			page.getByRole('alert').filter({ hasText: 'Failed to save testimonial.' }),
		).toBeVisible()
		await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Still typed')
		await page.goto(`${site.url}/admin/testimonials`)
		await expect(page.getByText('Failed to delete testimonial.')).toBeVisible()

		// A database that fails: the tab says so instead of an error page.
		const db = openSiteDb(site)
		try {
			db.exec('DROP TABLE testimonials')
		} finally {
			db.close()
		}
		await page.reload()
		await expect(
			page.getByRole('heading', { name: 'Testimonials', level: 1 }),
		).toBeVisible()
		await expect(
			page.getByRole('alert').filter({ hasText: 'Failed to fetch testimonials' }),
		).toBeVisible()
	})
})

test(
	'the tab and the form pass axe (light at the desktop width, dark on a phone), and fit a phone',
	{ tag: '@phone' },
	async ({ page, site }) => {
		await insertTestimonials(page, site, [
			'Grace Hopper',
			'Katherine Johnson',
			'Margaret Hamilton',
		])
		const theme = await presetThemeForWidth(page)
		for (const pathname of ['/admin/testimonials', '/admin/testimonials/new']) {
			await page.goto(`${site.url}${pathname}`)
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
			await waitForHydration(page)
			if (pathname.endsWith('/new'))
				await page.getByRole('button', { name: 'Publish', exact: true }).click()
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			)
			expect(overflow, `${pathname} overflows sideways`).toBeLessThanOrEqual(0)
			const results = await axeBuilder(page).analyze()
			expect(results.violations, `${pathname} (${theme})`).toEqual([])
		}
		// The delete dialog too.
		await page.goto(`${site.url}/admin/testimonials`)
		await waitForHydration(page)
		await page
			.getByRole('link', { name: /^Delete the testimonial from/ })
			.first()
			.click()
		await expect(page.getByRole('dialog')).toBeVisible()
		const results = await axeBuilder(page).analyze()
		expect(results.violations, `delete dialog (${theme})`).toEqual([])
	},
)

test('a testimonial in German: its quote and title translated in its form, on the German home page; the English one unchanged', async ({
	page,
	site,
	browser,
}) => {
	await insertTestimonials(page, site, ['Grace Hopper'])
	// German published beside English (Site → Languages writes this row; decision 049).
	const db = openSiteDb(site)
	try {
		db.prepare(
			`INSERT INTO settings (key, value, updated_at) VALUES ('languages', ?, ?)
			 ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
		).run(
			JSON.stringify({
				defaultLanguage: 'en',
				others: [{ code: 'de', published: true }],
			}),
			new Date().toISOString(),
		)
		renewContentVersion(db)
	} finally {
		db.close()
	}

	await page.goto(`${site.url}/admin/testimonials/t-0`)
	await waitForHydration(page)
	await page
		.getByRole('navigation', { name: 'Languages of this item' })
		.getByRole('link', { name: /^Deutsch \(German\)/ })
		.click()
	await expect(page).toHaveURL(/\/admin\/testimonials\/t-0\?language=de$/)
	await waitForHydration(page)
	await expect(page.locator('[data-source="quote"]')).toContainText(
		'A quote from Grace Hopper.',
	)
	await page
		.getByRole('textbox', { name: 'Title', exact: true })
		.fill('Gründerin, Firma 0')
	const quote = page.locator('[contenteditable="true"]').first()
	await quote.click()
	await page.keyboard.type('Ein Zitat von Grace Hopper.')
	await page.getByRole('button', { name: 'Publish German' }).click()
	await expect(page.locator('[data-toast]')).toContainText('published in German')

	const view = await browser.newPage({ javaScriptEnabled: false })
	try {
		await view.goto(`${site.url}/de`)
		await expect(view.locator('html')).toHaveAttribute('lang', 'de')
		await expect(slider(view)).toContainText('Ein Zitat von Grace Hopper.')
		await expect(slider(view)).toContainText('Gründerin, Firma 0')
		await view.goto(site.url)
		await expect(slider(view)).toContainText('A quote from Grace Hopper.')
		await expect(slider(view)).not.toContainText('Ein Zitat')
	} finally {
		await view.close()
	}

	// A German draft, then Publish all languages from the English form: both go live.
	await page.goto(`${site.url}/admin/testimonials/t-0?language=de`)
	await waitForHydration(page)
	await page
		.getByRole('textbox', { name: 'Title', exact: true })
		.fill('Gründerin, Firma Null')
	await expect(
		page.getByRole('status').filter({ hasText: 'Draft saved.' }).first(),
	).toBeVisible()
	await page.goto(`${site.url}/admin/testimonials/t-0`)
	await waitForHydration(page)
	await page
		.getByRole('textbox', { name: 'Title', exact: true })
		.fill('Founder, Company Zero')
	await page.getByRole('button', { name: 'Publish all languages' }).click()
	await expect(page.locator('[data-toast]')).toContainText(
		'Published in English and German.',
	)
	// The stored pages are served once more while they are drawn again (decision 040).
	const after = await browser.newPage({ javaScriptEnabled: false })
	try {
		for (const [path, title] of [
			['/de', 'Gründerin, Firma Null'],
			['/', 'Founder, Company Zero'],
		] as const)
			await expect(async () => {
				await after.goto(`${site.url}${path}`)
				await expect(slider(after)).toContainText(title, { timeout: 1_000 })
			}).toPass({ timeout: 10_000 })
	} finally {
		await after.close()
	}
})
