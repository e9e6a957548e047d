// Languages in the dashboard (issue 39, decision 050), as the owner uses them: German added
// and published under Site → Languages, About's headline and a project translated in their
// forms and published; the German pages read in German where translated and in English
// elsewhere, with hreflang both ways; a German draft previewed, shared and scheduled on its
// own, the English untouched; Arabic right to left. Each test runs a server of its own
// (admin-private-server): they change what the public pages show.
import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { DEFAULT_PHASES } from '#app/lib/phases.ts'

import {
	expect,
	openSiteDb,
	presetTheme,
	test,
	waitForHydration,
	type Site,
} from './admin-private-server.ts'
import { addTestimonial, uploadImage } from './content-helpers.ts'
import { axeBuilder } from './fixtures.ts'

const ENGLISH_HEADLINE = 'A small studio with big plans for your software'
const GERMAN_HEADLINE = 'Ein kleines Studio mit großen Plänen für Ihre Software'

const toast = (page: Page) => page.locator('[data-toast]')
const saveBar = (page: Page) =>
	page
		.getByRole('status')
		.filter({ hasText: /Draft saved\.|Saving draft|Unsaved changes/ })
const switcher = (page: Page) =>
	page.getByRole('navigation', { name: 'Languages of this item' })

/** Site → Languages: a language added from the list, then published when `publish`. */
async function addLanguage(
	page: Page,
	site: Site,
	option: string,
	englishName: string,
	publish = true,
) {
	await page.goto(`${site.url}/admin/site/languages`)
	await waitForHydration(page)
	await page.getByLabel('Language', { exact: true }).selectOption({ label: option })
	await page.getByRole('button', { name: 'Add language' }).click()
	await expect(toast(page)).toContainText(`${englishName} added, being prepared`)
	const row = page.getByRole('listitem').filter({ hasText: englishName })
	await expect(row).toContainText('Being prepared')
	if (!publish) return
	await row.getByRole('button', { name: `Publish ${englishName}` }).click()
	await expect(toast(page)).toContainText(`${englishName} is published`)
	await expect(page.getByRole('listitem').filter({ hasText: englishName })).toContainText(
		'Published',
	)
}

/** A website in the portfolio, published through the dashboard's form post; its id. */
async function addProject(
	api: APIRequestContext,
	site: Site,
	name: string,
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

/** What a visitor without an account sees at `url`. */
async function visit(browser: Browser, url: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	const response = await page.goto(url)
	return { page, response, close: () => context.close() }
}

/** About's form in German, through its language switcher. */
async function openGermanAbout(page: Page, site: Site) {
	await page.goto(`${site.url}/admin/site/about`)
	await waitForHydration(page)
	await switcher(page)
		.getByRole('link', { name: /^Deutsch \(German\)/ })
		.click()
	await expect(page).toHaveURL(/\/admin\/site\/about\?language=de$/)
	await expect(page.getByRole('heading', { name: 'About in German' })).toBeVisible()
	await waitForHydration(page)
}

const headline = (page: Page) => page.getByRole('textbox', { name: 'Banner › Headline' })

test('the owner adds German, translates About’s headline and a project, publishes; the German pages read in German with English where untranslated', async ({
	page,
	site,
	browser,
}) => {
	await addLanguage(page, site, 'Deutsch — German', 'German')

	// About in German: each field beside its English words, marked until translated.
	await openGermanAbout(page, site)
	const source = page.locator('[data-source="banner.title"]')
	await expect(source).toContainText(ENGLISH_HEADLINE)
	await expect(source).toContainText('Not translated yet')
	await headline(page).fill(GERMAN_HEADLINE)
	await expect(source).not.toContainText('Not translated yet')
	await expect(saveBar(page)).toHaveText('Draft saved.')
	await page.getByRole('button', { name: 'Publish German' }).click()
	await expect(toast(page)).toContainText('published in German')
	await expect(
		switcher(page).getByRole('link', { name: /^Deutsch \(German\)/ }),
	).toContainText(/1\/\d+ translated/)
	// The German version's own history.
	await page.getByRole('link', { name: 'History of the German version' }).click()
	await expect(
		page.getByRole('heading', { name: 'History: About in German' }),
	).toBeVisible()
	await expect(page.getByRole('heading', { name: /^Revision 1/ })).toBeVisible()

	// A project: its name and its address in German.
	const id = await addProject(page.request, site, 'Aurora Banking')
	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	await switcher(page)
		.getByRole('link', { name: /^Deutsch \(German\)/ })
		.click()
	await expect(
		page.getByRole('heading', { name: 'Aurora Banking in German' }),
	).toBeVisible()
	await waitForHydration(page)
	await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Aurora Bankwesen')
	await page
		.getByRole('textbox', { name: 'Address', exact: true })
		.fill('aurora-bankwesen')
	await page.getByRole('button', { name: 'Publish German' }).click()
	await expect(toast(page)).toContainText('published in German')
	// The project's German version has a history of its own.
	await page.getByRole('link', { name: 'History of the German version' }).click()
	await expect(
		page.getByRole('heading', { name: 'History of Aurora Bankwesen in German' }),
	).toBeVisible()
	await expect(page.locator('[data-revision]')).toHaveCount(1)
	await expect(page.getByRole('heading', { name: /^Revision 1/ })).toBeVisible()

	// The German About page: German where translated, English elsewhere, hreflang both ways.
	const german = await visit(browser, `${site.url}/de/about`)
	try {
		expect(german.response?.status()).toBe(200)
		await expect(german.page.locator('html')).toHaveAttribute('lang', 'de')
		await expect(german.page.getByRole('heading', { level: 1 })).toHaveText(
			GERMAN_HEADLINE,
		)
		await expect(german.page.getByRole('heading', { name: 'Our Story' })).toBeVisible()
		const alternate = (lang: string) =>
			german.page.locator(`link[rel="alternate"][hreflang="${lang}"]`)
		await expect(alternate('en')).toHaveAttribute('href', /\/about$/)
		await expect(alternate('de')).toHaveAttribute('href', /\/de\/about$/)
		await expect(alternate('x-default')).toHaveAttribute('href', /\/about$/)
	} finally {
		await german.close()
	}
	const english = await visit(browser, `${site.url}/about`)
	try {
		await expect(english.page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(english.page.getByRole('heading', { level: 1 })).toHaveText(
			ENGLISH_HEADLINE,
		)
		await expect(
			english.page.locator('link[rel="alternate"][hreflang="de"]'),
		).toHaveAttribute('href', /\/de\/about$/)
	} finally {
		await english.close()
	}

	// The project's German page at its German address.
	const project = await visit(browser, `${site.url}/de/portfolio/aurora-bankwesen`)
	try {
		expect(project.response?.status()).toBe(200)
		await expect(project.page.getByRole('heading', { level: 1 })).toHaveText(
			'Aurora Bankwesen',
		)
	} finally {
		await project.close()
	}

	// The English form is as it was.
	await page.goto(`${site.url}/admin/site/about`)
	await waitForHydration(page)
	await expect(
		page
			.getByRole('region', { name: 'Banner' })
			.getByRole('textbox', { name: 'Headline' }),
	).toHaveValue(ENGLISH_HEADLINE)
})

test('a German draft is previewed, shared and scheduled on its own; the English page and form are untouched', async ({
	page,
	context,
	site,
	browser,
}) => {
	await addLanguage(page, site, 'Deutsch — German', 'German')
	await openGermanAbout(page, site)
	await headline(page).fill(GERMAN_HEADLINE)
	await expect(saveBar(page)).toHaveText('Draft saved.')

	// The admin's preview: the German page with the draft in it.
	const [preview] = await Promise.all([
		context.waitForEvent('page'),
		page.getByRole('link', { name: /^Preview/ }).click(),
	])
	await preview.waitForLoadState()
	expect(new URL(preview.url()).pathname).toBe('/preview/admin/de/about')
	await expect(preview.locator('html')).toHaveAttribute('lang', 'de')
	await expect(preview.getByRole('heading', { level: 1 })).toHaveText(GERMAN_HEADLINE)
	await preview.close()

	// A share link opens the German draft for a client.
	await page.getByRole('button', { name: 'Make a share link' }).click()
	const shared = page.getByRole('textbox', { name: /^Share link/ })
	await expect(shared).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}\/de\/about$/)
	const client = await visit(browser, await shared.inputValue())
	try {
		expect(client.response?.status()).toBe(200)
		await expect(client.page.getByRole('heading', { level: 1 })).toHaveText(
			GERMAN_HEADLINE,
		)
	} finally {
		await client.close()
	}

	// Scheduled on its own: a day ahead.
	const at = new Date(Date.now() + 24 * 3600_000)
	const offset = at.getTimezoneOffset()
	const local = new Date(at.getTime() - offset * 60_000).toISOString().slice(0, 16)
	await page.getByLabel(/^Publish the draft at/).fill(local)
	await page.getByRole('button', { name: 'Schedule' }).click()
	await expect(toast(page)).toContainText('Scheduled: it goes live at')
	await expect(page.getByText(/^Goes live /)).toBeVisible()

	// Nothing of it is live, in German or English; the English form has no draft.
	for (const path of ['/de/about', '/about']) {
		const visitor = await visit(browser, `${site.url}${path}`)
		try {
			await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
				ENGLISH_HEADLINE,
			)
		} finally {
			await visitor.close()
		}
	}
	await page.goto(`${site.url}/admin/site/about`)
	await waitForHydration(page)
	await expect(
		page
			.getByRole('region', { name: 'Banner' })
			.getByRole('textbox', { name: 'Headline' }),
	).toHaveValue(ENGLISH_HEADLINE)
	await expect(
		page.getByText(/^No draft: the form shows what is published\.$/),
	).toBeVisible()
	const row = page.getByRole('navigation', { name: 'Languages of this item' })
	await expect(row.getByRole('link', { name: /^Deutsch \(German\)/ })).toContainText(
		'draft',
	)
})

test('Arabic added and published: its pages are right to left; a language being prepared is not there', async ({
	page,
	site,
	browser,
}) => {
	await addLanguage(page, site, 'العربية — Arabic (right to left)', 'Arabic')
	await addLanguage(page, site, 'Français — French', 'French', false)
	const arabic = await visit(browser, `${site.url}/ar`)
	try {
		expect(arabic.response?.status()).toBe(200)
		await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl')
		await expect(arabic.page.locator('html')).toHaveAttribute('lang', 'ar')
		// English shown where nothing is translated yet reads left to right, yet lines up
		// with the page: no block of it starts at the left of a right-to-left page.
		const leftAligned = await arabic.page.evaluate(() =>
			[...document.querySelectorAll('main [lang="en"][dir="ltr"]')]
				.filter((element) => getComputedStyle(element).display === 'block')
				.filter((element) =>
					['start', 'left'].includes(getComputedStyle(element).textAlign),
				)
				.map((element) => element.textContent?.slice(0, 40)),
		)
		expect(
			await arabic.page.locator('main [lang="en"][dir="ltr"]').count(),
		).toBeGreaterThan(0)
		expect(leftAligned).toEqual([])
	} finally {
		await arabic.close()
	}
	expect((await page.request.get(`${site.url}/fr`, { maxRedirects: 0 })).status()).toBe(
		404,
	)
	// Its translation form: what is typed reads and starts right to left, rich text too;
	// the field's label and hints are the dashboard's English, left to right.
	await page.goto(`${site.url}/admin/site/about?language=ar`)
	await waitForHydration(page)
	const typedFields = () =>
		page.evaluate(() =>
			[
				...document.querySelectorAll(
					'[id^="translation-"]:is(input, textarea, [contenteditable])',
				),
			].map((element) => {
				const style = getComputedStyle(element)
				return `${element.closest('[lang]')?.getAttribute('lang')} ${style.direction} ${style.textAlign}`
			}),
		)
	// Every field once the editors are in place (a rich text's mounts a moment after).
	await expect
		.poll(async () =>
			(await typedFields()).filter((field) => !/^ar rtl (start|right)$/.test(field)),
		)
		.toEqual([])
	expect((await typedFields()).length).toBeGreaterThan(2)
	const hint = page.locator('[id^="translation-"][id$="-hint"]').first()
	await expect(hint).toHaveText(/^Empty: the page shows the English words\.$/)
	expect(await hint.evaluate((element) => getComputedStyle(element).direction)).toBe(
		'ltr',
	)

	// Removed: its address is gone, and the page says its translations are kept.
	await page.goto(`${site.url}/admin/site/languages`)
	await waitForHydration(page)
	await page
		.getByRole('listitem')
		.filter({ hasText: 'Arabic' })
		.getByRole('button', { name: 'Remove Arabic' })
		.click()
	await expect(toast(page)).toContainText('Arabic removed. Its translations are kept')
	expect((await page.request.get(`${site.url}/ar`, { maxRedirects: 0 })).status()).toBe(
		404,
	)
})

test('Publish all languages from the German form puts the English draft and the German words live together', async ({
	page,
	site,
	browser,
}) => {
	await addLanguage(page, site, 'Deutsch — German', 'German')
	const NEW_ENGLISH = 'A small studio that ships'
	await page.goto(`${site.url}/admin/site/about`)
	await waitForHydration(page)
	await page
		.getByRole('region', { name: 'Banner' })
		.getByRole('textbox', { name: 'Headline' })
		.fill(NEW_ENGLISH)
	await expect(saveBar(page)).toHaveText('Draft saved.')

	await switcher(page)
		.getByRole('link', { name: /^Deutsch \(German\)/ })
		.click()
	await expect(page.getByRole('heading', { name: 'About in German' })).toBeVisible()
	await waitForHydration(page)
	await headline(page).fill(GERMAN_HEADLINE)
	await page.getByRole('button', { name: 'Publish all languages' }).click()
	await expect(toast(page)).toContainText('Published in German and English.')

	for (const [path, words] of [
		['/about', NEW_ENGLISH],
		['/de/about', GERMAN_HEADLINE],
	] as const) {
		const visitor = await visit(browser, `${site.url}${path}`)
		try {
			await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(words)
		} finally {
			await visitor.close()
		}
	}
})

test('Publish all languages from a project’s English form puts its German draft live with it', async ({
	page,
	site,
	browser,
}) => {
	const id = await addProject(page.request, site, 'Harbor Lights')
	// A site of one language has no other to publish.
	await page.goto(`${site.url}/admin/projects/${id}`)
	await expect(page.locator('#field-name')).toHaveValue('Harbor Lights')
	await expect(page.getByRole('button', { name: 'Publish all languages' })).toHaveCount(0)
	await addLanguage(page, site, 'Deutsch — German', 'German')
	await page.goto(`${site.url}/admin/projects/${id}?language=de`)
	await waitForHydration(page)
	await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hafenlichter')
	await expect(saveBar(page)).toHaveText('Draft saved.')

	await page.goto(`${site.url}/admin/projects/${id}`)
	await waitForHydration(page)
	await page.locator('#field-name').fill('Harbor Lights Studio')
	await page.getByRole('button', { name: 'Publish all languages' }).click()
	await expect(toast(page)).toContainText('Published in English and German.')
	await expect(page).toHaveURL(/\/admin\?type=website$/)

	for (const [path, name] of [
		['/portfolio/harbor-lights', 'Harbor Lights Studio'],
		['/de/portfolio/harbor-lights', 'Hafenlichter'],
	] as const) {
		const visitor = await visit(browser, `${site.url}${path}`)
		try {
			await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(name)
		} finally {
			await visitor.close()
		}
	}
})

for (const theme of ['light', 'dark'] as const)
	test(`the Languages page and a translation form have no accessibility problems (${theme})`, async ({
		page,
		site,
	}) => {
		await presetTheme(page, theme)
		await addLanguage(page, site, 'Deutsch — German', 'German')
		await addLanguage(page, site, 'العربية — Arabic (right to left)', 'Arabic', false)
		expect((await axeBuilder(page).analyze()).violations, 'Languages').toEqual([])
		await openGermanAbout(page, site)
		await headline(page).fill(GERMAN_HEADLINE)
		await expect(saveBar(page)).toHaveText('Draft saved.')
		expect((await axeBuilder(page).analyze()).violations, 'translation form').toEqual([])
		await page.goto(`${site.url}/admin/site`)
		await expect(page.locator('[data-translation="de"]').first()).toHaveText(/DE 0\/\d+/)
		expect((await axeBuilder(page).analyze()).violations, 'Site overview').toEqual([])
		// The Testimonials list says it of each one too, as the Portfolio does.
		await addTestimonial(page.request, site.url, {
			name: 'Ada Brandt',
			title: 'Founder, Brandt & Co',
			quote: 'They listened first.',
		})
		await page.goto(`${site.url}/admin/testimonials`)
		await expect(page.locator('[data-translation="de"]').first()).toHaveText(/DE 0\/\d+/)
		expect((await axeBuilder(page).analyze()).violations, 'Testimonials').toEqual([])
	})
