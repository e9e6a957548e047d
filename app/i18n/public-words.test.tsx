// The public pages' frame, forms and states rendered on the server in German and Arabic:
// React's own server renderer under React Router's static router, as a page is rendered.
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
	type RouteObject,
} from 'react-router'
import { describe, expect, test } from 'vitest'

import { ContactPageForm } from '#app/components/site/ContactPageForm.tsx'
import { Footer } from '#app/components/site/Footer.tsx'
import { Header } from '#app/components/site/Header.tsx'
import { PhaseList } from '#app/components/site/PhaseList.tsx'
import { ProjectList } from '#app/components/site/ProjectList.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { CONTACT_WORDS_ATTRIBUTE, type ContactWords } from '#app/lib/contact.ts'
import { DEFAULT_LANGUAGE, languageOf, localizedPath } from '#app/lib/languages.ts'
import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'

import { WordsContext } from './use-words.ts'
import { wordsFor } from './words.ts'

const company = SITE_CONTENT_DEFAULTS.company

/**
 * `element` rendered at `path` (in `language`, under its prefix) inside the root's and the
 * site layout's data, on a site published in English, German and Arabic.
 */
async function render(language: string, element: React.ReactNode, path = '/about') {
	const routes: RouteObject[] = [
		{
			id: 'root',
			loader: () => ({
				language: languageOf(language),
				defaultLanguage: DEFAULT_LANGUAGE,
				languages: ['en', 'de', 'ar'].map(languageOf),
				untranslated: {},
			}),
			children: [
				{
					id: 'routes/site/layout',
					path: '*',
					loader: () => ({ contactForm: { token: 'token', flash: null } }),
					Component: () => element,
				},
			],
		},
	]
	const handler = createStaticHandler(routes)
	const address = localizedPath(path, language, DEFAULT_LANGUAGE)
	const context = await handler.query(new Request(`http://localhost${address}`))
	if (context instanceof Response) throw new Error('The test route redirected')
	return renderToStaticMarkup(
		<WordsContext value={wordsFor(language)}>
			<StaticRouterProvider
				router={createStaticRouter(handler.dataRoutes, context)}
				context={context}
				hydrate={false}
			/>
		</WordsContext>,
	)
}

function document(html: string) {
	return new JSDOM(`<body>${html}</body>`).window.document
}

const frame = (
	<>
		<Header company={company} />
		<main id="main" />
		<Footer settings={company} />
	</>
)

describe('the frame and the footer form', () => {
	test('in German', async () => {
		const html = await render('de', frame)
		expect(html).toContain('Zum Inhalt springen')
		expect(html).toContain('>Über uns<')
		expect(html).toContain('>Leistungen<')
		expect(html).toContain('aria-label="Menü öffnen"')
		expect(html).toContain('data-label-open="Menü schließen"')
		expect(html).toContain('Dunkler Modus')
		expect(html).toContain('Nachricht senden')
		expect(html).toContain('Wird gesendet …')
		expect(html).toContain('© 2025 Aster Software')
		expect(html).toContain('name="language" value="de"')
		// The language switcher, in the header and the footer.
		expect(html).toContain('Sprache: </span>')
		expect(html).toContain('>Sprache</h2>')
		expect(html).toContain('href="/about" hrefLang="en" lang="en"')
		expect(html).toContain('href="/de/about"')
		expect(html).not.toContain('Skip to content')
		expect(html).not.toContain('Send Message')
	})

	test('in Arabic', async () => {
		const html = await render('ar', frame)
		expect(html).toContain('انتقل إلى المحتوى')
		expect(html).toContain('>من نحن<')
		expect(html).toContain('تواصل معنا')
		expect(html).toContain('الوضع الداكن')
		expect(html).toContain('إرسال الرسالة')
		expect(html).toContain('name="language" value="ar"')
		expect(html).toContain('>اللغة</h2>')
		expect(html).toContain('href="/ar/about"')
		expect(html).not.toContain('About Us')
	})

	test('in English, as spec.md words it', async () => {
		const html = await render('en', frame)
		for (const words of [
			'Skip to content',
			'About Us',
			'Contact Us',
			'Dark Mode',
			'Sending...',
		])
			expect(html).toContain(words)
		expect(html).toContain('© 2025 Aster Software')
	})
})

describe('the contact page form carries its words for the browser', () => {
	test('in Arabic: labels, choices and every message the browser may show', async () => {
		const html = await render('ar', <ContactPageForm />, '/contact')
		const page = document(html)
		expect(page.querySelector('label[for="contact-phone"]')?.textContent).toContain(
			'رقم الهاتف',
		)
		expect(page.querySelector('legend')?.textContent).toBe('نوع الطلب')
		// The values sent stay spec §2's, whatever the page's language.
		const choices = [...page.querySelectorAll<HTMLInputElement>('input[name=request]')]
		expect(choices.map((choice) => choice.value)).toEqual([
			'Mobile Application',
			'Website Development',
			'Smart Systems',
		])
		expect(html).toContain('تطبيق جوال')
		const words = JSON.parse(
			page.querySelector(`[${CONTACT_WORDS_ATTRIBUTE}]`)?.textContent ?? 'null',
		) as ContactWords
		expect(words.success).toBe('تم إرسال الرسالة بنجاح!')
		expect(words.networkFailure).toBe('تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.')
		expect(words.fields['phone.required']).toBe('حقل «رقم الهاتف» مطلوب')
		expect(words.fields['notes.tooLong']).toBe(
			'يجب ألا يتجاوز طول «ملاحظات» 5,000 من الأحرف',
		)
	})

	test('in German, with its own plural agreement', async () => {
		const html = await render('de', <ContactPageForm />, '/contact')
		const words = JSON.parse(
			document(html).querySelector(`[${CONTACT_WORDS_ATTRIBUTE}]`)?.textContent ?? 'null',
		) as ContactWords
		expect(words.fields['notes.required']).toBe('Notizen sind erforderlich')
		expect(words.fields['email.required']).toBe('E-Mail ist erforderlich')
		expect(words.fields['notes.tooLong']).toBe('Notizen: höchstens 5.000 Zeichen erlaubt')
		expect(html).toContain('>Verbinden<')
	})
})

describe('lists, phases and pages', () => {
	test('a list’s states and its pager in German', async () => {
		const html = await render(
			'de',
			<>
				<ProjectList projects={[]} variant="products" />
				<ProjectList projects={[]} variant="portfolio" state="failed" />
				<ProjectList projects={[]} variant="portfolio" state="loading" />
				<Pagination
					page={2}
					pageCount={3}
					words={{
						previous: wordsFor('de').t('pager.previous'),
						next: wordsFor('de').t('pager.next'),
						page: wordsFor('de').t('pager.page'),
						number: (page) => wordsFor('de').number(page),
					}}
				/>
			</>,
			'/products',
		)
		expect(html).toContain('Keine Produkte in dieser Kategorie gefunden.')
		expect(html).toContain('Projekte konnten nicht geladen werden.')
		expect(html).toContain('data-loading-text="Projekte werden geladen …"')
		expect(html).toContain('>Zurück<')
		expect(html).toContain('>Seite <')
	})

	test('the phases of a website in Arabic, numbered as Arabic numbers them', async () => {
		const html = await render('ar', <PhaseList type="website" />)
		const page = document(html)
		expect(page.querySelectorAll('[data-phase]')).toHaveLength(7)
		expect(page.querySelector('h3')?.textContent).toBe('المرحلة 1: الاستكشاف')
		expect(html).not.toContain('Discovery')
	})
})
