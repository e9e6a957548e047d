// The words and addresses an agency publishes (issue 37): rich text typed with the keyboard
// reaches the public page, with and without JavaScript, and what is pasted or posted to do
// harm does not; a project's address is made from its name, a renamed or deleted one leads
// on with a 301; the Redirects tab refuses a loop and lists a CSV's bad rows; a project's
// own search title, description and share image are its page's, and "hide from search
// engines" keeps it out of the sitemap.
//
// These specs add and delete projects: each runs a server of its own, on an empty database
// (admin-private-server.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { DEFAULT_PHASES } from '#app/lib/phases.ts'

import {
	expect,
	openSiteDb,
	test,
	waitForHydration,
	type Site,
} from './admin-private-server.ts'
import { uploadImage } from './content-helpers.ts'

// A refused form (a loop, a CSV's bad rows) answers 400, which the browser logs.
test.use({
	allowedConsoleErrors: [
		/Failed to load resource: the server responded with a status of 400/,
	],
})

const toast = (page: Page) => page.locator('[data-toast]')

/** A website in the portfolio, published through the dashboard's form post; its id. */
async function addProject(
	api: APIRequestContext,
	site: Site,
	name: string,
	fields: Record<string, string> = {},
): Promise<string> {
	const form = new URLSearchParams({
		name,
		type: 'website',
		collection: 'portfolio',
		category: 'Fintech',
		description: `${name}, in a sentence.`,
		banner: await uploadImage(api, site.url, 'banner', 'banner.png', '#1c3f6b'),
		image: await uploadImage(api, site.url, 'project', 'image.png', '#4d92ce'),
		intro: `${name} is a Web App.`,
		platform: 'Web',
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		productImages: '[]',
		align: 'left',
		visible: 'on',
		...fields,
	})
	for (const phase of DEFAULT_PHASES.website) form.append('phase', phase)
	const response = await api.post(`${site.url}/admin/portfolio/new`, {
		data: form.toString(),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(303)
	const db = openSiteDb(site)
	try {
		const row = db.prepare('select id from projects where name = ?').get(name) as
			{ id: string } | undefined
		if (!row) throw new Error(`no project named ${name}`)
		return row.id
	} finally {
		db.close()
	}
}

/** Where `path` leads without following it: its status and Location. */
async function leadsTo(api: APIRequestContext, url: string) {
	const response = await api.get(url, { maxRedirects: 0 })
	return { status: response.status(), location: response.headers()['location'] ?? null }
}

async function publish(page: Page, message = 'Project updated successfully!') {
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(toast(page)).toContainText(message)
}

test('bold, a link and a list typed in the editor are on the public page, with and without JavaScript', async ({
	page,
	site,
	browser,
}) => {
	const id = await addProject(page.request, site, 'Aurora Banking')
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	const intro = page.locator('#field-intro')
	await intro.click()
	await page.keyboard.press('ControlOrMeta+a')
	await page.keyboard.press('Delete')
	await page.keyboard.type('Aurora helps you keep ')
	await page.keyboard.press('ControlOrMeta+b')
	await page.keyboard.type('more of your money')
	await page.keyboard.press('ControlOrMeta+b')
	await page.keyboard.type(' with ')
	// A link with no words selected is written as its own words.
	await page.getByRole('button', { name: 'Link', exact: true }).first().click()
	const linkForm = page.getByRole('group', { name: 'Link' })
	await linkForm.getByLabel('Link address').fill('https://example.com/rates')
	await linkForm.getByLabel('Link address').press('Enter')
	await intro.press('End')
	await page.keyboard.type('.')
	await page.keyboard.press('Enter')
	await page.keyboard.type('- Savings')
	await page.keyboard.press('Enter')
	await page.keyboard.type('Loans')
	await publish(page)

	const check = async (view: Page) => {
		const shown = view.locator('[data-intro]')
		await expect(shown.locator('strong', { hasText: 'more of your money' })).toBeVisible()
		const link = shown.getByRole('link', { name: /example\.com\/rates/ })
		await expect(link).toHaveAttribute('href', 'https://example.com/rates')
		await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
		await expect(shown.locator('ul > li')).toHaveText(['Savings', 'Loans'])
	}
	await page.goto(`${site.url}/portfolio/aurora-banking`)
	await check(page)

	const noScript = await browser.newContext({ javaScriptEnabled: false })
	try {
		const view = await noScript.newPage()
		await view.goto(`${site.url}/portfolio/aurora-banking`)
		await check(view)
		// No editor code on a public page.
		const scripts = await view
			.locator('script[src], link[rel="modulepreload"]')
			.evaluateAll((nodes) =>
				nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? ''),
			)
		expect(scripts.filter((src) => /lexical|RichTextEditor/i.test(src))).toEqual([])
	} finally {
		await noScript.close()
	}
})

// The words selected with the keyboard become the link, whether it leads to a page of this
// site chosen from the list or to an address typed in; a page's name is written only when
// nothing is selected. The keys go to the browser back to back, as a quick hand sends them:
// Ctrl+K arrives before the editor has heard of the last Shift+→.
for (const { to, choose, href } of [
	{
		to: 'a page of this site',
		choose: (form: Locator) =>
			form
				.getByLabel('Or a page of this site')
				.selectOption({ label: 'Lumen Banking (/portfolio/lumen-banking)' }),
		href: '/portfolio/lumen-banking',
	},
	{
		to: 'a typed address',
		choose: (form: Locator) =>
			form.getByLabel('Link address').fill('https://example.com/rates'),
		href: 'https://example.com/rates',
	},
]) {
	test(`words selected with the keyboard become a link to ${to}, unchanged`, async ({
		page,
		site,
	}) => {
		await addProject(page.request, site, 'Lumen Banking')
		const id = await addProject(page.request, site, 'Aurora Banking', {
			intro: 'Link here and there.',
		})
		await page.goto(`${site.url}/admin/projects/${id}`)
		await waitForHydration(page)
		const intro = page.locator('#field-intro')
		await intro.click()
		await page.keyboard.press('Home')
		for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight')
		// What the browser has selected when Ctrl+K reaches it.
		await page.evaluate(() => {
			const seen = (event: KeyboardEvent) => {
				if (event.key !== 'k') return
				document.body.dataset.selectedAtK = String(getSelection())
				document.removeEventListener('keydown', seen, true)
			}
			document.addEventListener('keydown', seen, true)
		})
		await pressBackToBack(page, [
			...Array<Key>(4).fill({ key: 'ArrowRight', shift: true }),
			{ key: 'k', control: true },
		])
		await expect(page.locator('body')).toHaveAttribute('data-selected-at-k', 'here')
		const linkForm = page.getByRole('group', { name: 'Link' })
		await choose(linkForm)
		await linkForm.getByRole('button', { name: 'Apply link' }).click()

		await expect(linkForm).toBeHidden()
		await expect(intro).toHaveText('Link here and there.')
		await expect(intro.locator('a')).toHaveText(['here'])
		await expect(intro.locator('a')).toHaveAttribute('href', href)
		await publish(page)
		await page.goto(`${site.url}/portfolio/aurora-banking`)
		await expect(page.locator('[data-intro] a')).toHaveText([/^here/])
		await expect(page.locator('[data-intro] a')).toHaveAttribute('href', href)
	})
}

interface Key {
	key: 'ArrowRight' | 'k'
	shift?: boolean
	control?: boolean
}

/**
 * Sends `keys` in order without waiting between them (Playwright's keyboard waits for each
 * key's page work), through the browser's DevTools protocol, which keeps their order.
 */
async function pressBackToBack(page: Page, keys: Key[]) {
	const cdp = await page.context().newCDPSession(page)
	const codes = {
		ArrowRight: { code: 'ArrowRight', windowsVirtualKeyCode: 39 },
		k: { code: 'KeyK', windowsVirtualKeyCode: 75 },
		Shift: { code: 'ShiftLeft', windowsVirtualKeyCode: 16 },
		Control: { code: 'ControlLeft', windowsVirtualKeyCode: 17 },
	}
	const sent: Array<Promise<unknown>> = []
	const send = (
		type: 'rawKeyDown' | 'keyUp',
		key: keyof typeof codes,
		modifiers: number,
	) =>
		sent.push(cdp.send('Input.dispatchKeyEvent', { type, key, modifiers, ...codes[key] }))
	for (const { key, shift, control } of keys) {
		const modifiers = (shift ? 8 : 0) | (control ? 2 : 0)
		if (shift) send('rawKeyDown', 'Shift', modifiers)
		if (control) send('rawKeyDown', 'Control', modifiers)
		send('rawKeyDown', key, modifiers)
		send('keyUp', key, modifiers)
		if (control) send('keyUp', 'Control', 0)
		if (shift) send('keyUp', 'Shift', 0)
	}
	await Promise.all(sent)
	await cdp.detach()
}

/** Pastes `html` (and its plain text) into the focused editor, as the clipboard would. */
async function pasteHtml(page: Page, html: string, text: string) {
	await page.evaluate(
		({ html, text }) => {
			const data = new DataTransfer()
			data.setData('text/html', html)
			data.setData('text/plain', text)
			document.activeElement?.dispatchEvent(
				new ClipboardEvent('paste', {
					clipboardData: data,
					bubbles: true,
					cancelable: true,
				}),
			)
		},
		{ html, text },
	)
}

const FROM_WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body><!--StartFragment--><p class=MsoNormal style='margin:0cm;font-family:Calibri'><b><span style='font-size:14pt;color:red'>Bold in Word</span></b><span style='mso-spacerun:yes'> and </span><i>italic</i> and <a href="https://example.com/word">a link</a></p><ul style='margin-top:0cm'><li class=MsoListParagraph style='color:blue'>First point</li><li class=MsoListParagraph>Second point</li></ul><p class=MsoNormal><img src="file:///C:/Users/x/clip_image001.png" width=20 height=20><span style='font-family:Comic Sans MS'>Tail words</span></p><!--EndFragment--></body></html>`

const FROM_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700;">Docs bold</span><span style="font-size:11pt;font-family:Arial;font-weight:400;"> then plain</span></p></b>`

test('text pasted from Word or Google Docs keeps bold, italic, links and lists and drops the rest; undo and redo', async ({
	page,
	site,
}) => {
	const id = await addProject(page.request, site, 'Pasted Words')
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	const intro = page.locator('#field-intro')
	await intro.click()
	await page.keyboard.press('ControlOrMeta+a')
	await page.keyboard.press('Delete')
	await page.keyboard.type('Start. ')
	await pasteHtml(page, FROM_WORD, 'Bold in Word and italic and a link')
	await expect(intro.locator('strong', { hasText: 'Bold in Word' })).toBeVisible()
	await expect(intro.locator('em', { hasText: 'italic' })).toBeVisible()
	await expect(intro.locator('a', { hasText: 'a link' })).toHaveAttribute(
		'href',
		'https://example.com/word',
	)
	await expect(intro.locator('ul > li')).toHaveText(['First point', 'Second point'])
	await expect(intro).toContainText('Tail words')
	// Word's colours, sizes, fonts and pictures stay behind.
	await expect(intro.locator('img')).toHaveCount(0)
	expect(
		await intro.evaluate((node) =>
			[...node.querySelectorAll('[style]')].map((element) =>
				element.getAttribute('style'),
			),
		),
	).toEqual([])

	await page.keyboard.press('Enter')
	await pasteHtml(page, FROM_DOCS, 'Docs bold then plain')
	await expect(intro.locator('strong', { hasText: 'Docs bold' })).toBeVisible()
	// Google Docs wraps everything in a <b> that is not bold: "then plain" stays plain.
	await expect(intro.locator('strong', { hasText: 'then plain' })).toHaveCount(0)
	await expect(intro).toContainText('Docs bold then plain')

	// Undo takes the last paste back, redo brings it again.
	await page.keyboard.press('ControlOrMeta+z')
	await expect(intro).not.toContainText('then plain')
	await page.keyboard.press('ControlOrMeta+Shift+z')
	await expect(intro).toContainText('Docs bold then plain')

	await publish(page)
	await page.goto(`${site.url}/portfolio/pasted-words`)
	const shown = page.locator('[data-intro]')
	await expect(shown.locator('strong', { hasText: 'Bold in Word' })).toBeVisible()
	await expect(shown.locator('ul > li')).toHaveText(['First point', 'Second point'])
	await expect(shown.getByRole('link', { name: 'a link' })).toHaveAttribute(
		'href',
		'https://example.com/word',
	)
	await expect(shown.locator('img, [style]')).toHaveCount(0)
})

test('a javascript: link, a pasted <script> and <img onerror> come out as text or not at all', async ({
	page,
	site,
}) => {
	const harm = {
		root: {
			type: 'root',
			version: 1,
			children: [
				{
					type: 'paragraph',
					version: 1,
					children: [
						{
							type: 'link',
							version: 1,
							url: 'javascript:alert(1)',
							children: [{ type: 'text', version: 1, text: 'Click me', format: 0 }],
						},
						{ type: 'text', version: 1, text: ' <script>alert(2)</script>', format: 0 },
					],
				},
			],
		},
	}
	const id = await addProject(page.request, site, 'Harmless', {
		intro: JSON.stringify(harm),
	})

	// Pasted from another page, in the editor.
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	const intro = page.locator('#field-intro')
	await intro.click()
	await page.keyboard.press('ControlOrMeta+End')
	await intro.evaluate((element) => {
		const data = new DataTransfer()
		data.setData(
			'text/html',
			'<p>Pasted <b>words</b><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned=3">here</a></p>',
		)
		data.setData('text/plain', 'Pasted words here')
		element.dispatchEvent(
			new ClipboardEvent('paste', {
				clipboardData: data,
				bubbles: true,
				cancelable: true,
			}),
		)
	})
	await expect(intro).toContainText('Pasted words')
	await expect(intro.locator('img, script')).toHaveCount(0)
	await publish(page)

	await page.goto(`${site.url}/portfolio/harmless`)
	const shown = page.locator('[data-intro]')
	await expect(shown).toContainText('Click me')
	await expect(shown).toContainText('<script>alert(2)</script>')
	await expect(shown).toContainText('Pasted words')
	await expect(shown.locator('script, img, a[href^="javascript"]')).toHaveCount(0)
	expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
})

test('an address made from the name; renamed, it redirects (301); deleted, it leads to its list', async ({
	page,
	site,
}) => {
	const api = page.request
	const id = await addProject(api, site, 'Café Órbita')
	expect((await api.get(`${site.url}/portfolio/cafe-orbita`)).status()).toBe(200)
	// The address of before slugs (its id) and the other collection's path lead to it.
	expect(await leadsTo(api, `${site.url}/portfolio/${id}`)).toEqual({
		status: 301,
		location: '/portfolio/cafe-orbita',
	})
	expect(await leadsTo(api, `${site.url}/products/cafe-orbita`)).toEqual({
		status: 301,
		location: '/portfolio/cafe-orbita',
	})

	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	const address = page.getByLabel('Address', { exact: true })
	await expect(page.locator('[data-full-address]')).toHaveText(
		`${site.url}/portfolio/cafe-orbita`,
	)
	await address.fill('Not an address!')
	// Said beside the field as it is typed, and the address it cannot be is not shown.
	await expect(page.locator('#field-slug-error')).toHaveText(
		'Use lower-case letters, digits and single hyphens only, like orbit-banking.',
	)
	await expect(page.locator('[data-full-address]')).toHaveCount(0)
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.locator('#field-slug-error')).toHaveText(
		'Use lower-case letters, digits and single hyphens only, like orbit-banking.',
	)
	await address.fill('orbita')
	await expect(page.locator('[data-full-address]')).toHaveText(
		`${site.url}/portfolio/orbita`,
	)
	await publish(page)
	expect(await leadsTo(api, `${site.url}/portfolio/cafe-orbita`)).toEqual({
		status: 301,
		location: '/portfolio/orbita',
	})
	// No chain: the id of before leads to the new address in one step.
	expect(await leadsTo(api, `${site.url}/portfolio/${id}`)).toEqual({
		status: 301,
		location: '/portfolio/orbita',
	})

	await page.goto(`${site.url}/admin?type=website`)
	await waitForHydration(page)
	await page.getByRole('link', { name: 'Delete Café Órbita' }).click()
	await page
		.getByRole('dialog', { name: 'Delete Café Órbita?' })
		.getByRole('button', { name: 'Delete project' })
		.click()
	await expect(toast(page)).toBeVisible()
	for (const old of ['orbita', 'cafe-orbita'])
		expect(await leadsTo(api, `${site.url}/portfolio/${old}`)).toEqual({
			status: 301,
			location: '/portfolio?tab=websites',
		})

	// The Redirects tab lists them.
	await page.goto(`${site.url}/admin/redirects`)
	await expect(page.locator('[data-redirect="/portfolio/orbita"]')).toContainText(
		'/portfolio?tab=websites',
	)
})

test('the Redirects tab refuses a loop and lists the bad rows of a CSV import', async ({
	page,
	site,
}) => {
	await page.goto(`${site.url}/admin/redirects`)
	await waitForHydration(page)
	const form = page.getByRole('region', { name: 'Add a redirect' })
	await form.getByLabel('Old address').fill('/old-a')
	await form.getByLabel('Leads to').fill('/old-b')
	await form.getByRole('button', { name: 'Add redirect' }).click()
	await expect(toast(page)).toContainText('Redirect added.')
	await form.getByLabel('Old address').fill('/old-b')
	await form.getByLabel('Leads to').fill('/old-a')
	await form.getByRole('button', { name: 'Add redirect' }).click()
	await expect(form.locator('#field-to-error')).toHaveText(
		'That would make a loop: /old-b → /old-a → /old-b. Choose another address.',
	)
	// A target on another site asks to be confirmed.
	await form.getByLabel('Old address').fill('/blog')
	await form.getByLabel('Leads to').fill('https://blog.example.com/')
	await form.getByRole('button', { name: 'Add redirect' }).click()
	await expect(form).toContainText('tick “Send visitors to another site” to confirm')

	const importer = page.getByRole('region', { name: 'Import from a CSV file' })
	await importer
		.getByLabel('Or paste the rows')
		.fill(
			[
				'old,new,status',
				'/2019/05/hello-world/,/about,301',
				'/about,/contact,301',
				'/wp-admin-thing,,410',
				'/old-a,/elsewhere,301',
				'not a path,/about,301',
			].join('\n'),
		)
	await importer.getByRole('button', { name: 'Import' }).click()
	const result = importer.locator('[data-import-result]')
	await expect(result).toContainText('2 redirects imported, 3 refused:')
	await expect(importer.locator('[data-import-error="3"]')).toContainText(
		'one of the site’s own pages',
	)
	await expect(importer.locator('[data-import-error="5"]')).toContainText(
		'There is already a redirect from /old-a',
	)
	await expect(importer.locator('[data-import-error="6"]')).toContainText(
		'Enter the old address',
	)
	// Stored in the site's spelling of the path (no trailing slash); the old one's spelling
	// leads to the same place in one hop.
	expect(await leadsTo(page.request, `${site.url}/2019/05/hello-world/`)).toEqual({
		status: 301,
		location: '/about',
	})
	expect(await leadsTo(page.request, `${site.url}/2019/05/hello-world`)).toEqual({
		status: 301,
		location: '/about',
	})
	expect((await page.request.get(`${site.url}/wp-admin-thing`)).status()).toBe(410)

	// The list searches both addresses, and says so when nothing matches.
	await page.goto(`${site.url}/admin/redirects`)
	await waitForHydration(page)
	const list = page.getByRole('region', { name: /redirects/i }).filter({
		has: page.getByRole('search'),
	})
	await list.getByRole('searchbox', { name: 'Search addresses' }).fill('hello')
	await list.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\?q=hello$/)
	await expect(list.locator('[data-redirect]')).toHaveCount(1)
	await expect(list.locator('[data-redirect]')).toHaveAttribute(
		'data-redirect',
		'/2019/05/hello-world',
	)
	await list.getByRole('searchbox', { name: 'Search addresses' }).fill('nowhere-at-all')
	await list.getByRole('button', { name: 'Search' }).click()
	await expect(list).toContainText('No redirect has “nowhere-at-all” in either address.')
	await list.getByRole('link', { name: 'Clear' }).click()
	await expect(list.locator('[data-redirect]')).toHaveCount(3)
})

test('a project’s own search title, description and share image; hidden from search engines', async ({
	page,
	site,
}) => {
	const id = await addProject(page.request, site, 'Tidepool')
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	await page.getByLabel('Search title').fill('Tidepool: tide tables for harbour masters')
	await page
		.getByLabel('Search description')
		.fill('Tide tables, weather and berths for harbour masters, on any phone.')
	await expect(page.locator('[data-search-preview]')).toContainText(
		'Tidepool: tide tables for harbour masters',
	)
	await page.getByLabel('Share image', { exact: true }).setInputFiles({
		name: 'share.png',
		mimeType: 'image/png',
		buffer: Buffer.from(await (await page.request.get(`${site.url}/share.png`)).body()),
	})
	await page
		.locator('[data-upload-field="seoImage"]')
		.getByLabel('Alt text', { exact: true })
		.fill('Tidepool on a phone by the harbour')
	await publish(page)

	await page.goto(`${site.url}/portfolio/tidepool`)
	await expect(page).toHaveTitle('Tidepool: tide tables for harbour masters')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		'Tide tables, weather and berths for harbour masters, on any phone.',
	)
	await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
		'content',
		/^https?:\/\/[^/]+\/media\//,
	)
	await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
	expect(await (await page.request.get(`${site.url}/sitemap.xml`)).text()).toContain(
		'/portfolio/tidepool</loc>',
	)

	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	await page.getByLabel('Hide from search engines').check()
	await publish(page)
	await page.goto(`${site.url}/portfolio/tidepool`)
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	expect(await (await page.request.get(`${site.url}/sitemap.xml`)).text()).not.toContain(
		'/portfolio/tidepool',
	)
})

test('a Site form’s own search title, description and share image; hidden from search engines', async ({
	page,
	site,
	browser,
}) => {
	await page.goto(`${site.url}/admin/site/about`)
	await waitForHydration(page)
	const search = page.locator('[data-upload-field="search.image"]')
	await page.getByLabel('Search title').fill('About Aster: a small software studio')
	await page
		.getByLabel('Search description')
		.fill('Who builds your app, website or smart system, and why they care.')
	await expect(page.locator('[data-search-preview]')).toContainText(
		'About Aster: a small software studio',
	)
	await page.getByLabel('Share image', { exact: true }).setInputFiles({
		name: 'team.png',
		mimeType: 'image/png',
		buffer: Buffer.from(await (await page.request.get(`${site.url}/share.png`)).body()),
	})
	await search.getByLabel('Alt text', { exact: true }).fill('The team at work')
	await page.getByLabel('Hide from search engines').check()
	await publish(page, 'About published.')

	await page.goto(`${site.url}/about`)
	await expect(page).toHaveTitle('About Aster: a small software studio')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		'Who builds your app, website or smart system, and why they care.',
	)
	await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
		'content',
		/^https?:\/\/[^/]+\/media\//,
	)
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text()
	expect(sitemap).not.toContain('/about</loc>')
	expect(sitemap).toContain('/contact</loc>')

	// Emptied again: the page's own title and description, and it is listed.
	await page.goto(`${site.url}/admin/site/about`)
	await waitForHydration(page)
	await page.getByLabel('Search title').fill('')
	await page.getByLabel('Search description').fill('')
	await search.getByRole('button', { name: /^Remove/ }).click()
	await page.getByLabel('Hide from search engines').uncheck()
	await publish(page, 'About published.')
	await page.goto(`${site.url}/about`)
	await expect(page).toHaveTitle('About Us | Aster Software')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /./)
	await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
		'content',
		/\/share\.png$/,
	)
	await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
	expect(await (await page.request.get(`${site.url}/sitemap.xml`)).text()).toContain(
		'/about</loc>',
	)

	// Without JavaScript the boxes post what was typed, the tick too.
	const plain = await browser.newContext({ javaScriptEnabled: false })
	try {
		await plain.addCookies(await page.context().cookies())
		const noScript = await plain.newPage()
		await noScript.goto(`${site.url}/admin/site/about`)
		await noScript.getByLabel('Search title').fill('About us, typed without a script')
		await noScript.getByLabel('Hide from search engines').check()
		await publish(noScript, 'About published.')
		await expect(async () => {
			await noScript.goto(`${site.url}/about`)
			await expect(noScript).toHaveTitle('About us, typed without a script', {
				timeout: 1_000,
			})
		}).toPass({ timeout: 10_000 })
		await expect(noScript.locator('meta[name="robots"]')).toHaveAttribute(
			'content',
			/noindex/,
		)
	} finally {
		await plain.close()
	}
})

test('an address kept for the site, or held by a project in the trash, is refused beside the field', async ({
	page,
	site,
}) => {
	const api = page.request
	await addProject(api, site, 'Harbour')
	await page.goto(`${site.url}/admin?type=website`)
	await waitForHydration(page)
	await page.getByRole('link', { name: 'Delete Harbour' }).click()
	await page
		.getByRole('dialog', { name: 'Delete Harbour?' })
		.getByRole('button', { name: 'Delete project' })
		.click()
	await expect(toast(page)).toBeVisible()

	const id = await addProject(api, site, 'Lighthouse')
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	const address = page.getByLabel('Address', { exact: true })
	const publishButton = page.getByRole('button', { name: 'Publish', exact: true })
	// A word the site keeps for itself (its lists' tabs, its own paths).
	await address.fill('tab')
	await publishButton.click()
	await expect(page.locator('#field-slug-error')).toHaveText(
		'That word is kept for the site itself: choose another address.',
	)
	// The address of a project in the trash stays its own, for a restore.
	await address.fill('harbour')
	await publishButton.click()
	await expect(page.locator('#field-slug-error')).toHaveText(
		'That address is taken by “Harbour” (in the trash): choose another.',
	)
	expect((await api.get(`${site.url}/portfolio/lighthouse`)).status()).toBe(200)
	expect(await leadsTo(api, `${site.url}/portfolio/harbour`)).toEqual({
		status: 301,
		location: '/portfolio?tab=websites',
	})
})
