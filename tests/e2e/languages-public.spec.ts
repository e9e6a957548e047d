// The public side of languages (issue 39, decision 051): with German and Arabic published,
// each page answers under its prefix in its language, its links stay there, the switcher
// keeps the visitor on the same page, the alternates point both ways, the sitemap lists
// every language; Arabic reads right to left, accessible and unbroken at a phone's and a
// desktop's width in both themes; a message sent from a German page says so in the Inbox;
// the render cache, stored redirects and analytics keep one entry per language and address.
//
// Each test runs a server of its own on an empty database (admin-private-server.ts); the
// languages and translations are written through the server's own modules, as the
// dashboard's Languages screen and translation forms do.
import path from 'node:path'

import { request as playwrightRequest, type Page } from '@playwright/test'

import type { LanguageCode } from '#app/lib/languages.ts'
import { redirectFormSchema } from '#app/schemas/redirect.ts'
import { saveRedirect } from '#app/server/admin/redirects.server.ts'
import { publish, saveDraft } from '#app/server/content/drafts.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { SITE_KINDS } from '#app/server/content/site.server.ts'
import { translationKind } from '#app/server/content/translations.server.ts'
import { createDatabase, type DB } from '#app/server/db/index.server.ts'
import { writeSiteLanguages } from '#app/server/models/translations.server.ts'

import {
	expect,
	openSiteDb,
	test,
	waitForEnhancers,
	type Site,
} from './admin-private-server.ts'
import { publishProject } from './content-helpers.ts'
import { axeBuilder, keepScreen, switchTheme } from './fixtures.ts'
import { measureLayout } from './layout-geometry.ts'
import { renewContentVersion } from './site-db.ts'

const owner = { id: 'languages-spec', email: 'owner@aster.test', name: 'Owner' }

/** Runs `work` with the Kysely database of the server's SQLite file. */
async function withDb<T>(site: Site, work: (db: DB) => Promise<T>): Promise<T> {
	const db = createDatabase(path.join(site.dataDir, 'site.db'))
	try {
		return await work(db)
	} finally {
		await db.destroy()
	}
}

/** Saves and publishes `texts` as the item's translation, as the dashboard's form does. */
async function publishTranslation(
	db: DB,
	kind: Parameters<typeof translationKind>[0],
	language: LanguageCode,
	id: string,
	texts: Record<string, unknown>,
) {
	const translated = translationKind(kind, language)
	const saved = await saveDraft(db, translated, {
		id,
		data: texts,
		draftVersion: 0,
		baseRevision: 0,
		actor: owner,
	})
	expect(saved.ok).toBe(true)
	const published = await publish(db, translated, {
		id,
		draftVersion: 1,
		baseRevision: 0,
		actor: owner,
	})
	expect(published.ok).toBe(true)
}

/**
 * English by default, German and Arabic published, French being prepared; About's headline
 * in German and Arabic, one project with a German name and address. The project's id.
 */
async function setUpLanguages(page: Page, site: Site): Promise<{ projectSlug: string }> {
	const projectId = await publishProject(page.context().request, site, 'Harbour View')
	await withDb(site, async (db) => {
		await writeSiteLanguages(db, {
			defaultLanguage: 'en',
			others: [
				{ code: 'de', published: true },
				{ code: 'ar', published: true },
				{ code: 'fr', published: false },
			],
		})
		await publishTranslation(db, SITE_KINDS.about, 'de', 'about', {
			'banner.title': 'Über uns',
		})
		await publishTranslation(db, SITE_KINDS.about, 'ar', 'about', {
			'banner.title': 'من نحن',
		})
		await publishTranslation(db, projectKind, 'de', projectId, {
			name: 'Hafenblick',
			slug: 'hafenblick',
		})
	})
	const db = openSiteDb(site)
	try {
		// Its banner described in English only.
		db.prepare(
			"update projects set banner = json_set(banner, '$.alt', ?) where id = ?",
		).run('Harbour View at dusk', projectId)
		renewContentVersion(db)
		const row = db.prepare('select slug from projects where id = ?').get(projectId) as {
			slug: string
		}
		return { projectSlug: row.slug }
	} finally {
		db.close()
	}
}

/** The layout checker's findings, what is below the fold laid out too (as layout-check.spec.ts). */
async function layoutProblems(page: Page) {
	await page.evaluate(() => {
		const style = document.createElement('style')
		style.textContent =
			'.below-fold{content-visibility:visible!important;contain:layout style paint!important}'
		document.head.append(style)
	})
	return page.evaluate(measureLayout, {})
}

/**
 * layoutProblems once the page has settled: a page just resized (and scrolled back to its
 * top) can take a moment, so problems found are measured again half a second later, as the
 * layout check's are (its header was once 100 px tall at 320 px, 96 at most after).
 */
async function settledProblems(page: Page) {
	const problems = await layoutProblems(page)
	if (problems.length === 0) return problems
	await page.waitForTimeout(500)
	return layoutProblems(page)
}

/** The page's alternates by hreflang. */
async function alternates(page: Page) {
	return page
		.locator('link[rel="alternate"][hreflang]')
		.evaluateAll((links) =>
			Object.fromEntries(
				links.map((link) => [
					link.getAttribute('hreflang'),
					new URL(link.getAttribute('href') ?? '').pathname,
				]),
			),
		)
}

/** Every same-site link of the header, main content and footer that leads to a page. */
async function pageLinks(page: Page) {
	return page
		.locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
		.evaluateAll((links) =>
			links
				.filter((link) => !link.hasAttribute('hreflang'))
				.map((link) => link.getAttribute('href') ?? ''),
		)
}

test('a German page: its words, lang, links in German, the switcher on the same page, alternates both ways; the sitemap lists every language', async ({
	page,
	site,
}) => {
	const { projectSlug } = await setUpLanguages(page, site)

	const response = await page.goto(`${site.url}/de/about`)
	expect(response?.status()).toBe(200)
	await expect(page.locator('html')).toHaveAttribute('lang', 'de')
	await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns')
	// Every link to a page stays in German; the active link knows the page under /de.
	const links = await pageLinks(page)
	expect(links.length).toBeGreaterThan(8)
	for (const href of links) expect(href, href).toMatch(/^\/de(\/|$|#)/)
	await expect(
		page
			.getByRole('navigation', { name: 'Hauptmenü' })
			.getByRole('link', { name: 'Über uns' }),
	).toHaveAttribute('aria-current', 'page')
	expect(await alternates(page)).toEqual({
		en: '/about',
		de: '/de/about',
		ar: '/ar/about',
		'x-default': '/about',
	})
	expect(
		new URL((await page.locator('link[rel=canonical]').getAttribute('href')) ?? '')
			.pathname,
	).toBe('/de/about')

	// The switcher: each language by its own name, the current one marked; French, still
	// being prepared, is not offered.
	await waitForEnhancers(page)
	const switcher = page.locator('header details')
	const summary = switcher.locator('summary')
	await expect(summary).toHaveAccessibleName('Sprache: Deutsch')
	await summary.click()
	const menu = switcher.getByRole('link')
	await expect(menu).toHaveText(['English', 'Deutsch', 'العربية'])
	await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
		'aria-current',
		'page',
	)
	await expect(switcher.getByRole('link', { name: 'العربية' })).toHaveAttribute(
		'lang',
		'ar',
	)
	const footer = page.getByRole('navigation', { name: 'Sprache' })
	await expect(footer.getByRole('link')).toHaveText(['English', 'Deutsch', 'العربية'])
	// From the keyboard: Escape closes it, Enter opens it, the languages follow in order.
	await page.keyboard.press('Escape')
	await expect(switcher).not.toHaveAttribute('open')
	await expect(summary).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(switcher).toHaveAttribute('open', '')
	await page.keyboard.press('Tab')
	await expect(switcher.getByRole('link', { name: 'English' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(`${site.url}/about`)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Über uns')
	expect(await alternates(page)).toMatchObject({ de: '/de/about', en: '/about' })
	// The English page's links stay English.
	for (const href of await pageLinks(page)) expect(href, href).not.toMatch(/^\/(de|ar)\b/)

	// The German portfolio links to the project's German address; its page offers the
	// English one, and its untranslated words fall back to English.
	await page.goto(`${site.url}/de/portfolio?tab=websites`)
	await expect(
		page
			.getByRole('article', { name: 'Hafenblick' })
			.getByRole('link', { name: 'Projekt ansehen' }),
	).toHaveAttribute('href', '/de/portfolio/hafenblick')
	// Another tab, in place: the switcher and the alternates name that tab in each language.
	await waitForEnhancers(page)
	await page.getByRole('tab', { name: 'Mobile Apps' }).click()
	await expect(page).toHaveURL(`${site.url}/de/portfolio`)
	await expect(
		page
			.getByRole('navigation', { name: 'Sprache' })
			.first()
			.getByRole('link', { name: 'English' }),
	).toHaveAttribute('href', '/portfolio')
	expect(await alternates(page)).toMatchObject({ en: '/portfolio', ar: '/ar/portfolio' })
	await page.goto(`${site.url}/de/portfolio/hafenblick`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hafenblick')
	await expect(page.getByText('Harbours').first()).toBeVisible()
	expect(await alternates(page)).toEqual({
		en: `/portfolio/${projectSlug}`,
		de: '/de/portfolio/hafenblick',
		ar: `/ar/portfolio/${projectSlug}`,
		'x-default': `/portfolio/${projectSlug}`,
	})
	await expect(
		page
			.getByRole('navigation', { name: 'Sprache' })
			.getByRole('link', { name: 'English' }),
	).toHaveAttribute('href', `/portfolio/${projectSlug}`)
	await expect(
		page
			.getByRole('navigation', { name: 'Hauptmenü' })
			.getByRole('link', { name: 'Portfolio' }),
	).toHaveAttribute('aria-current', 'page')

	// The sitemap: every language's pages, each with its alternates.
	const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text()
	for (const address of [
		'/about',
		'/de/about',
		'/ar/about',
		'/de',
		`/portfolio/${projectSlug}`,
		'/de/portfolio/hafenblick',
		`/ar/portfolio/${projectSlug}`,
	])
		expect(sitemap).toContain(`<loc>${site.url}${address}</loc>`)
	expect(sitemap).not.toContain('/fr/')
	expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
	const germanEntry = /<url><loc>[^<]*\/de\/about<\/loc>.*?<\/url>/.exec(sitemap)?.[0]
	expect(germanEntry).toContain(
		`<xhtml:link rel="alternate" hreflang="en" href="${site.url}/about"/>`,
	)
	expect(germanEntry).toContain(
		`<xhtml:link rel="alternate" hreflang="x-default" href="${site.url}/about"/>`,
	)
	expect(germanEntry).toContain(
		`<xhtml:link rel="alternate" hreflang="de" href="${site.url}/de/about"/>`,
	)

	// The not-found page, in English and in German: its switcher leads to it in each language.
	for (const [missing, footerName] of [
		['/no-such-page', 'Language'],
		['/de/keine-seite', 'Sprache'],
	] as const) {
		expect((await page.goto(`${site.url}${missing}`))?.status()).toBe(404)
		const languages = page.getByRole('navigation', { name: footerName }).getByRole('link')
		await expect(languages).toHaveText(['English', 'Deutsch', 'العربية'])
		expect(
			await languages.evaluateAll((links) =>
				links.map((link) => link.getAttribute('href')),
			),
		).toEqual(['/404', '/de/404', '/ar/404'])
	}
	expect((await page.goto(`${site.url}/de/404`))?.status()).toBe(404)
	await expect(page.locator('html')).toHaveAttribute('lang', 'de')

	// Addresses that are no published language's page.
	const visitor = await playwrightRequest.newContext()
	try {
		expect((await visitor.get(`${site.url}/fr/about`)).status()).toBe(404)
		expect((await visitor.get(`${site.url}/xx/about`)).status()).toBe(404)
		const english = await visitor.get(`${site.url}/en/about`, { maxRedirects: 0 })
		expect(english.status()).toBe(308)
		expect(english.headers().location).toBe('/about')
	} finally {
		await visitor.dispose()
	}
})

test('the switcher works without JavaScript', async ({ browser, site, page }) => {
	await setUpLanguages(page, site)
	const context = await browser.newContext({ javaScriptEnabled: false })
	try {
		const plain = await context.newPage()
		await plain.goto(`${site.url}/services?tab=websites`)
		const switcher = plain.locator('header details')
		await switcher.locator('summary').click()
		await switcher.getByRole('link', { name: 'Deutsch' }).click()
		await expect(plain).toHaveURL(`${site.url}/de/services?tab=websites`)
		await expect(plain.locator('html')).toHaveAttribute('lang', 'de')
	} finally {
		await context.close()
	}
})

test('Arabic reads right to left: no axe violations and nothing overlapping at 375 and 1280 px in both themes', async ({
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	await page.emulateMedia({ reducedMotion: 'reduce' })
	// Each page once, the theme switched in place and the width by resizing.
	for (const path of ['/ar', '/ar/about']) {
		await page.setViewportSize({ width: 375, height: 800 })
		await page.goto(`${site.url}${path}`)
		await waitForEnhancers(page)
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
		for (const theme of ['light', 'dark'] as const) {
			await switchTheme(page, theme)
			for (const width of [375, 1280]) {
				await page.setViewportSize({ width, height: 800 })
				const results = await axeBuilder(page)
					.withTags([
						'wcag2a',
						'wcag2aa',
						'wcag21a',
						'wcag21aa',
						'wcag22aa',
						'best-practice',
					])
					.analyze()
				expect(
					results.violations.map((violation) => ({
						rule: violation.id,
						targets: violation.nodes.map((node) => node.target.join(' ')),
					})),
					`${path} ${theme} ${width}`,
				).toEqual([])
				expect(await settledProblems(page), `${path} ${theme} ${width}`).toEqual([])
				// The switcher open: it stays inside the page.
				await page.locator('header details summary').click()
				const box = await page.locator('header details ul').boundingBox()
				expect(box, `${path} ${theme} ${width}`).not.toBeNull()
				expect(box!.x).toBeGreaterThanOrEqual(0)
				expect(box!.x + box!.width).toBeLessThanOrEqual(width)
				await page.locator('header details summary').click()
			}
		}
	}
})

test('a message from the German page is stored with its language and the Inbox says so', async ({
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	await page.goto(`${site.url}/de/about`)
	await waitForEnhancers(page)
	const form = page.locator('#footer-contact form, form[action="/api/contact"]').first()
	await form.getByLabel('Name').fill('Greta')
	await form.getByLabel('E-Mail').fill('greta@example.com')
	await form.getByLabel('Nachricht').fill('Hallo, wir brauchen eine App.')
	// A person takes a few seconds to write (the forms' signed time, spam.server.ts).
	await page.waitForTimeout(3_100)
	await form.getByRole('button', { name: /send/i }).click()
	await expect(form.locator('[data-form-message="success"]')).toContainText(
		'Nachricht erfolgreich gesendet!',
	)
	const db = openSiteDb(site)
	try {
		expect(
			db
				.prepare('select email, language from contact_messages')
				.all()
				.map((row) => ({ ...row })),
		).toEqual([{ email: 'greta@example.com', language: 'de' }])
	} finally {
		db.close()
	}
	await page.goto(`${site.url}/admin/inbox`)
	const item = page.getByRole('link', { name: /Greta/ })
	await expect(item.getByText('From the German page')).toBeAttached()
	await expect(item.getByText('de', { exact: true })).toBeVisible()
	await item.click()
	const details = page.getByRole('article')
	await expect(details.getByText('Page language')).toBeVisible()
	await expect(details.getByText('German', { exact: true })).toBeVisible()
	for (const theme of ['light', 'dark'] as const) {
		await page.evaluate((value) => localStorage.setItem('theme', value), theme)
		await page.reload()
		await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
		// As the Inbox's own check (contact-inbox.spec.ts).
		expect(
			(await axeBuilder(page).analyze()).violations.map((violation) => violation.id),
			`Inbox ${theme}`,
		).toEqual([])
	}
	await keepScreen(page, 'languages-inbox')
})

test('without JavaScript, a message from the German contact page goes back to it, and is stored as German', async ({
	browser,
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	const context = await browser.newContext({ javaScriptEnabled: false })
	try {
		const plain = await context.newPage()
		await plain.goto(`${site.url}/de/contact`)
		const form = plain.locator('form[action="/api/contact-page"]')
		await form.getByLabel('E-Mail').fill('jonas@example.com')
		await form.getByLabel('Telefonnummer').fill('+49 30 1234567')
		await form.getByLabel('Website-Entwicklung').check()
		await form.getByLabel('Notizen').fill('Ein Webshop.')
		// A person takes a few seconds to write (the forms' signed time, spam.server.ts).
		await plain.waitForTimeout(3_100)
		await form.getByRole('button').click()
		await expect(plain).toHaveURL(`${site.url}/de/contact#contact-form`)
		await expect(plain.locator('html')).toHaveAttribute('lang', 'de')
		// The answer in the page's language (decision 047).
		await expect(plain.locator('[data-form-message="success"]')).toContainText(
			'Nachricht erfolgreich gesendet!',
		)
	} finally {
		await context.close()
	}
	const db = openSiteDb(site)
	try {
		expect(
			db
				.prepare('select email, language from contact_messages')
				.all()
				.map((row) => ({ ...row })),
		).toEqual([{ email: 'jonas@example.com', language: 'de' }])
	} finally {
		db.close()
	}
})

test('the render cache, stored redirects and a publish keep one entry per language and address', async ({
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	const visitor = await playwrightRequest.newContext()
	try {
		const get = async (path: string) => {
			const response = await visitor.get(`${site.url}${path}`, { maxRedirects: 0 })
			return {
				response,
				cache: response.headers()['x-cache'],
				body: await response.text(),
			}
		}
		// Stored apart: each its own words, each a hit the second time.
		const title = (body: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1]
		await expect(async () => {
			const english = await get('/about')
			const german = await get('/de/about')
			expect(title(german.body)).toContain('Über uns')
			expect(title(english.body)).not.toContain('Über uns')
			expect((await get('/about')).cache).toBe('HIT')
			expect((await get('/de/about')).cache).toBe('HIT')
		}).toPass({ timeout: 15_000 })
		const englishBefore = title((await get('/about')).body)

		// A German publish renews the German page; the English one keeps its words.
		await withDb(site, async (db) => {
			const german = translationKind(SITE_KINDS.about, 'de')
			expect(
				(
					await saveDraft(db, german, {
						id: 'about',
						data: { 'banner.title': 'Wer wir sind' },
						draftVersion: 0,
						baseRevision: 1,
						actor: owner,
					})
				).ok,
			).toBe(true)
			expect(
				(
					await publish(db, german, {
						id: 'about',
						draftVersion: 1,
						baseRevision: 1,
						actor: owner,
					})
				).ok,
			).toBe(true)
		})
		await expect(async () => {
			expect(title((await get('/de/about')).body)).toContain('Wer wir sind')
		}).toPass({ timeout: 15_000 })
		expect(title((await get('/about')).body)).toBe(englishBefore)

		// A redirect from a German address is its own: /de/old and /old lead apart.
		await withDb(site, async (db) => {
			for (const [from, to] of [
				['/de/old', '/de/about'],
				['/old', '/contact'],
				['/away', '/services'],
			])
				expect(
					(
						await saveRedirect(db, {
							data: redirectFormSchema.parse({ from, to, status: '301' }),
							actor: owner,
						})
					).ok,
				).toBe(true)
		})
		await expect(async () => {
			const german = await get('/de/old')
			expect(german.response.status()).toBe(301)
			expect(new URL(german.response.headers().location ?? '', site.url).pathname).toBe(
				'/de/about',
			)
			const english = await get('/old')
			expect(english.response.status()).toBe(301)
			expect(new URL(english.response.headers().location ?? '', site.url).pathname).toBe(
				'/contact',
			)
		}).toPass({ timeout: 15_000 })
		// An English redirect asked from under the German prefix leads to its target in German.
		const away = await get('/de/away')
		expect(away.response.status()).toBe(301)
		expect(new URL(away.response.headers().location ?? '', site.url).pathname).toBe(
			'/de/services',
		)
		// An address with no redirect under a language is the not-found page.
		expect((await get('/de/older')).response.status()).toBe(404)
	} finally {
		await visitor.dispose()
	}
})

test('an address that moved leads on in every language, in one hop; two projects never share one', async ({
	page,
	site,
}) => {
	const { projectSlug } = await setUpLanguages(page, site)
	const pierId = await publishProject(page.context().request, site, 'Pier Point')
	const pierSlug = await withDb(
		site,
		async (db) =>
			(
				await db
					.selectFrom('projects')
					.select('slug')
					.where('id', '=', pierId)
					.executeTakeFirstOrThrow()
			).slug,
	)
	const harbourId = await withDb(
		site,
		async (db) =>
			(
				await db
					.selectFrom('projects')
					.select('id')
					.where('slug', '=', projectSlug)
					.executeTakeFirstOrThrow()
			).id,
	)
	const visitor = await playwrightRequest.newContext()
	const leadsTo = async (path: string) => {
		const response = await visitor.get(`${site.url}${path}`, { maxRedirects: 0 })
		return `${response.status()} ${new URL(response.headers().location ?? '/-', site.url).pathname}`
	}
	try {
		// What a change of the English address leaves behind: its redirect.
		await withDb(site, async (db) => {
			const saved = await saveRedirect(db, {
				data: redirectFormSchema.parse({
					from: '/portfolio/harbour-before',
					to: `/portfolio/${projectSlug}`,
					status: '301',
				}),
				actor: owner,
			})
			expect(saved.ok).toBe(true)
		})
		await expect(async () => {
			expect(await leadsTo('/portfolio/harbour-before')).toBe(
				`301 /portfolio/${projectSlug}`,
			)
			// Straight to the German address, not to the English one under /de first.
			expect(await leadsTo('/de/portfolio/harbour-before')).toBe(
				'301 /de/portfolio/hafenblick',
			)
			expect(await leadsTo('/ar/portfolio/harbour-before')).toBe(
				`301 /ar/portfolio/${projectSlug}`,
			)
		}).toPass({ timeout: 15_000 })

		// The German address changes: the old one leads to the new one.
		const german = translationKind(projectKind, 'de')
		const republish = (slug: string) =>
			withDb(site, async (db) => {
				const stored = await db
					.selectFrom('translations')
					.select('revision')
					.where('entityId', '=', harbourId)
					.where('language', '=', 'de')
					.executeTakeFirstOrThrow()
				const saved = await saveDraft(db, german, {
					id: harbourId,
					data: { name: 'Hafenblick', slug },
					draftVersion: 0,
					baseRevision: stored.revision,
					actor: owner,
				})
				if (!saved.ok) return saved
				return publish(db, german, {
					id: harbourId,
					draftVersion: saved.draft.draftVersion,
					baseRevision: stored.revision,
					actor: owner,
				})
			})
		expect((await republish('hafenblick-neu')).ok).toBe(true)
		await expect(async () => {
			expect(await leadsTo('/de/portfolio/hafenblick')).toBe(
				'301 /de/portfolio/hafenblick-neu',
			)
			expect(
				(await visitor.get(`${site.url}/de/portfolio/hafenblick-neu`)).status(),
			).toBe(200)
			// Under the other collection's path, as the English address does.
			expect(await leadsTo('/de/products/hafenblick-neu')).toBe(
				'301 /de/portfolio/hafenblick-neu',
			)
		}).toPass({ timeout: 15_000 })

		// Pier Point has no German address of its own: its English one is its German one too.
		const clash = await republish(pierSlug)
		expect(clash).toMatchObject({
			ok: false,
			fieldErrors: {
				slug: 'That address is taken by “Pier Point” in German: choose another.',
			},
		})
		expect(await leadsTo(`/de/portfolio/${pierSlug}`)).toBe('200 /-')
	} finally {
		await visitor.dispose()
	}
})

test('the switcher from 320 to 1280 px, left to right and right to left, both themes: nothing overlaps, its list stays on the page (screens kept)', async ({
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	await page.emulateMedia({ reducedMotion: 'reduce' })
	// Each page once: the theme switched in place (as the footer's switch does), the widths
	// by resizing.
	for (const address of ['/de/about', '/ar/about']) {
		await page.setViewportSize({ width: 320, height: 640 })
		await page.goto(`${site.url}${address}`)
		await waitForEnhancers(page)
		for (const theme of ['light', 'dark'] as const) {
			await switchTheme(page, theme)
			for (const width of [320, 375, 768, 1024, 1280]) {
				await page.setViewportSize({ width, height: 640 })
				await page.evaluate(() => window.scrollTo(0, 0))
				const name = `languages-${address.split('/')[1]}-${width}-${theme}`
				expect(await settledProblems(page), name).toEqual([])
				// Open, the list lies over the page (as a menu does), inside it.
				await page.locator('header details summary').click()
				const box = await page.locator('header details ul').boundingBox()
				expect(box!.x, name).toBeGreaterThanOrEqual(0)
				expect(box!.x + box!.width, name).toBeLessThanOrEqual(width)
				await keepScreen(page, `${name}-header`)
				await page.locator('header details summary').click()
				await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
				await keepScreen(page, `${name}-footer`)
			}
		}
	}
})

test('a field with no words in the page’s language shows the English words marked English, left to right; a translated one takes the page’s language (screens kept)', async ({
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	await page.goto(`${site.url}/ar/about`)
	const banner = page.locator('section[aria-labelledby="about-title"]')
	// Translated: no lang of its own, so the page's Arabic, right to left.
	await expect(page.locator('#about-title')).toHaveText('من نحن')
	await expect(page.locator('#about-title')).not.toHaveAttribute('lang')
	await expect(page.locator('#about-title')).not.toHaveAttribute('dir')
	// Not translated: English, left to right.
	for (const element of [
		// An eyebrow: its words (its rule keeps the page's side).
		banner.locator('p').first().locator('span[lang]'),
		page.locator('#story-title'),
		page.locator('#mission-title'),
		page.locator('section[aria-labelledby="values-title"] h3').first(),
		// A rich text: its paragraphs' box.
		page.locator('div:has(> #story-title) + div'),
	]) {
		await expect(element).toHaveAttribute('lang', 'en')
		await expect(element).toHaveAttribute('dir', 'ltr')
	}

	// German runs the same way as English: marked English, its direction the page's.
	await page.goto(`${site.url}/de/about`)
	await expect(page.locator('#about-title')).not.toHaveAttribute('lang')
	await expect(page.locator('#story-title')).toHaveAttribute('lang', 'en')
	await expect(page.locator('#story-title')).not.toHaveAttribute('dir')
	// The default language's page marks nothing.
	await page.goto(`${site.url}/about`)
	await expect(page.locator('main [lang]')).toHaveCount(0)

	// The other pages' words: the home page's, the services', the contact page's, the
	// footer's; a project's, on its page and in its list, its name German, the rest English.
	for (const [address, selector] of [
		['/ar', '#home-title'],
		['/ar', 'footer p[lang]'],
		['/ar/services', '#service-intro-title'],
		['/ar/contact', '#next-steps-title'],
	]) {
		await page.goto(`${site.url}${address}`)
		await expect(page.locator(selector!).first(), address).toHaveAttribute('lang', 'en')
	}
	// The company's reply promise, inside the page's own sentence.
	await page.goto(`${site.url}/ar/contact`)
	const promise = page
		.locator('#contact-title + p span[lang="en"]')
		.filter({ hasText: '3 working days' })
	await expect(promise).toHaveText('3 working days')
	await expect(promise).toHaveAttribute('dir', 'ltr')
	await expect(page.locator('#contact-title + p')).toContainText('يردّ فريقنا خلال')
	await page.goto(`${site.url}/de/portfolio/hafenblick`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hafenblick')
	await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
	await expect(page.locator('[data-intro]')).toHaveAttribute('lang', 'en')
	// Its images' alt texts, English too: each image with one says so.
	const described = await page
		.locator('main img[alt]:not([alt=""])')
		.evaluateAll((images) => images.map((image) => image.getAttribute('lang')))
	expect(described.length).toBeGreaterThan(0)
	expect(described).toEqual(described.map(() => 'en'))
	await page.goto(`${site.url}/de/portfolio?tab=websites`)
	const row = page.getByRole('article', { name: 'Hafenblick' })
	await expect(row.getByRole('heading', { name: 'Hafenblick' })).not.toHaveAttribute(
		'lang',
	)
	await expect(row.getByText('Harbour View: what it is.')).toHaveAttribute('lang', 'en')
	// Services' work in a language: the German name and address; with no Arabic words, the
	// English name marked English.
	await page.goto(`${site.url}/de/services?tab=websites`)
	const work = page.getByRole('link', { name: 'Hafenblick' })
	await expect(work).toHaveAttribute('href', '/de/portfolio/hafenblick')
	await expect(work.getByRole('heading')).not.toHaveAttribute('lang')
	await page.goto(`${site.url}/ar/services?tab=websites`)
	await expect(
		page.getByRole('link', { name: 'Harbour View' }).getByRole('heading'),
	).toHaveAttribute('lang', 'en')

	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.setViewportSize({ width: 375, height: 800 })
	await page.goto(`${site.url}/ar/about`)
	await waitForEnhancers(page)
	for (const theme of ['light', 'dark'] as const) {
		await switchTheme(page, theme)
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: 800 })
			await page.evaluate(() => window.scrollTo(0, 0))
			// Laid out without a fault with English blocks in it (and all of it drawn below).
			expect(await settledProblems(page), `${width} ${theme}`).toEqual([])
			const name = `untranslated-ar-about-${width}-${theme}`
			await keepScreen(page, name, { fullPage: true })
			// The first screen and the last, at their size.
			await keepScreen(page, `${name}-top`)
			await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
			await keepScreen(page, `${name}-footer`)
		}
	}
})

test('the default language’s own prefix leads to the path without it, whatever follows, query kept; an old address in another spelling goes to its redirect in one hop', async ({
	page,
	site,
}) => {
	await setUpLanguages(page, site)
	await withDb(site, async (db) => {
		for (const [from, to] of [
			['/old', '/contact'],
			['/de/old', '/de/about'],
		])
			expect(
				(
					await saveRedirect(db, {
						data: redirectFormSchema.parse({ from, to, status: '301' }),
						actor: owner,
					})
				).ok,
			).toBe(true)
	})
	const visitor = await playwrightRequest.newContext()
	try {
		const answer = async (address: string) => {
			const response = await visitor.get(`${site.url}${address}`, { maxRedirects: 0 })
			const location = response.headers().location
			return {
				status: response.status(),
				to: location === undefined ? null : location.replace(site.url, ''),
			}
		}
		await expect(async () => {
			expect(await answer('/old/')).toEqual({ status: 301, to: '/contact' })
		}).toPass({ timeout: 15_000 })
		// Twice each: the second time the shared cache has had its chance to keep the first.
		for (let round = 0; round < 2; round++) {
			for (const [address, to] of [
				['/en/about', '/about'],
				['/en/nope', '/nope'],
				['/en/nope/?x=1', '/nope?x=1'],
				['/en/preview/x', '/preview/x'],
				['/EN/portfolio/unknown', '/portfolio/unknown'],
				['/en', '/'],
			])
				expect(await answer(address!), address).toEqual({ status: 308, to })
			// Then as the path without it is answered: a page, the not-found page.
			expect((await answer('/nope')).status).toBe(404)
			// A stored redirect: straight to where it leads, from any spelling.
			for (const [address, to] of [
				['/old', '/contact'],
				['/old/', '/contact'],
				['/en/old', '/contact'],
				['/en/old/', '/contact'],
				['/de/old/', '/de/about'],
				['/de//old', '/de/about'],
			])
				expect(await answer(address!), address).toEqual({ status: 301, to })
		}
		// A language's page in another spelling goes to its own canonical one.
		expect(await answer('/de/about/')).toEqual({ status: 308, to: '/de/about' })
	} finally {
		await visitor.dispose()
	}
})
