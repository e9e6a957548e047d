// A translation form's posts end to end (decision 050), as a signed-in admin's post reaches
// them: the words read from the post (only the form's own names), the content core with the
// translation's kind; a draft saved, autosaved and published, a refused publish with its
// field's message, "Publish all languages" saying which language went live and which not.
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { richFromPlainText } from '#app/lib/rich-text.ts'
import type { DraftAnswer } from '#app/lib/site-admin.ts'
import { formDataOf, type PostedFields } from '#app/server/admin/testing.server.ts'
import { changeSiteLanguages } from '#app/server/admin/languages.server.ts'
import {
	chosenLanguage,
	itemLanguages,
	listTranslationProgress,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import {
	browserHeaders,
	cookieHeader,
	ORIGIN,
	prepareAuthSecret,
	registerSignedIn,
	useAppDatabase,
} from '#app/server/auth/testing.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { saveDraft } from '#app/server/content/drafts.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { alex, draftOf, publishedProject } from '#app/server/content/testing.server.ts'
import { translationKind } from '#app/server/content/translations.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { readToast } from '#app/server/toast.server.ts'
import { useTestDatabase } from '#app/server/db/testing.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import {
	getTranslation,
	readSiteLanguages,
} from '#app/server/models/translations.server.ts'

import type { TranslationActionData } from './translation-form.server.ts'
import {
	answerTranslationDraft,
	answerTranslationPost,
	readTranslationPost,
} from './translation-form.server.ts'

beforeAll(prepareAuthSecret)

type Refusal = { data: TranslationActionData; init: { status: number } }

test('a translation post is read by its own names: text as typed, rich text from its JSON, nothing else', () => {
	const intro = richFromPlainText('Eine Bank für alle.')
	const form = formDataOf({
		't.name': 'Umlaufbahn',
		'r.intro': JSON.stringify(intro),
		'r.features.0.description': '{not json',
		intent: 'draft',
		draftVersion: '0',
		name: 'Sneaky',
	})
	expect(readTranslationPost(form)).toEqual({ name: 'Umlaufbahn', intro })
})

describe('a translation form’s posts', () => {
	const t = useTestDatabase('sqlite')
	useAppDatabase(t)

	let cookie = ''
	beforeEach(async () => {
		cookie = await registerSignedIn()
		await changeSiteLanguages(getDb(), alex, { intent: 'add', code: 'de' })
		await changeSiteLanguages(getDb(), alex, { intent: 'add', code: 'fr' })
	})

	function post(path: string, fields: PostedFields): Request {
		return new Request(new URL(path, ORIGIN), {
			method: 'POST',
			headers: browserHeaders({ cookie }),
			body: formDataOf(fields),
		})
	}

	async function send(request: Request, id: string, language: 'de' | 'fr' = 'de') {
		const user = await requireUser(request)
		return answerTranslationPost(request, await request.formData(), {
			base: projectKind,
			id,
			language,
			user,
			back: `/admin/projects/${id}?language=${language}`,
		})
	}

	test('the page’s language is one of the site’s others; the default’s code is the item’s own form', async () => {
		const languages = await readSiteLanguages(getDb())
		expect(chosenLanguage(languages, 'de')).toBe('de')
		expect(chosenLanguage(languages, 'en')).toBeNull()
		expect(chosenLanguage(languages, null)).toBeNull()
		expect(chosenLanguage(languages, 'ar')).toBe('unknown')
		expect(chosenLanguage(languages, '<script>')).toBe('unknown')
	})

	test('a German draft autosaved, then published: its words live, the English project untouched', async () => {
		const project = await publishedProject(getDb())
		const saved = await answerTranslationDraft(
			post(`/admin/autosave/project?language=de&id=${project.id}`, {
				't.name': 'Umlaufbahn',
				draftVersion: '0',
				baseRevision: '0',
			}),
			formDataOf({ 't.name': 'Umlaufbahn', draftVersion: '0', baseRevision: '0' }),
			{ base: projectKind, id: project.id, language: 'de', user: { ...alex } },
		)
		// The autosave's answer, as the browser reads it: JSON, never cached.
		expect(saved.headers.get('Cache-Control')).toBe('no-store')
		const answer = (await saved.json()) as DraftAnswer
		expect(answer).toMatchObject({ ok: true, draftVersion: 1, baseRevision: 0 })
		expect((await getDraft(getDb(), 'project@de', project.id))?.data).toEqual({
			name: 'Umlaufbahn',
		})
		expect(await getDraft(getDb(), 'project', project.id)).toBeNull()

		// The switcher says a German draft is kept and nothing is translated yet.
		const [english, german] = await itemLanguages(getDb(), projectKind, project.id)
		expect(english).toMatchObject({ code: 'en', isDefault: true })
		expect(german).toMatchObject({ code: 'de', done: 0, drafted: true, published: false })

		const published = await send(
			post(`/admin/projects/${project.id}?language=de`, {
				intent: 'publish',
				't.name': 'Umlaufbahn',
				't.slug': 'umlaufbahn',
				draftVersion: '1',
				baseRevision: '0',
			}),
			project.id,
		)
		if (!(published instanceof Response)) throw new Error('expected a redirect')
		expect(published.status).toBe(303)
		expect(published.headers.get('Location')).toBe(
			`/admin/projects/${project.id}?language=de`,
		)
		expect((await getTranslation(getDb(), 'project', project.id, 'de'))?.data).toEqual({
			name: 'Umlaufbahn',
			slug: 'umlaufbahn',
		})
		expect((await getProject(getDb(), project.id))?.name).toBe('Orbit')
		const progress = await listTranslationProgress(getDb(), projectKind, [
			{ id: project.id, doc: (await getProject(getDb(), project.id))! },
		])
		expect(progress[project.id]?.[0]).toMatchObject({ code: 'de', done: 2 })
		expect(progress[project.id]?.[1]).toMatchObject({ code: 'fr', done: 0 })
	})

	test('a publish that breaks a rule is refused with the field’s message and writes nothing; an unknown button is a 400', async () => {
		const project = await publishedProject(getDb())
		const refused = (await send(
			post(`/admin/projects/${project.id}?language=de`, {
				intent: 'publish',
				't.slug': 'Not An Address!',
				't.name': 'x'.repeat(500),
				draftVersion: '0',
				baseRevision: '0',
			}),
			project.id,
		)) as Refusal
		expect(refused.init.status).toBe(400)
		expect(Object.keys(refused.data.fieldErrors).sort()).toEqual(['name', 'slug'])
		expect(await getTranslation(getDb(), 'project', project.id, 'de')).toBeNull()

		const unknown = (await send(
			post(`/admin/projects/${project.id}?language=de`, {
				intent: 'explode',
				draftVersion: '0',
				baseRevision: '0',
			}),
			project.id,
		)) as Refusal
		expect(unknown.init.status).toBe(400)
		expect(unknown.data.formError).toBe('Unknown action.')
	})

	test('Publish all languages: the German form’s words, the English draft and a French draft each through the core; a French draft that breaks a rule is named with its field', async () => {
		const project = await publishedProject(getDb())
		// An English draft, and a French one whose address is no address.
		await saveDraft(getDb(), projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 2' }),
			draftVersion: 0,
			baseRevision: project.revision,
			actor: alex,
		})
		await saveDraft(getDb(), translationKind(projectKind, 'fr'), {
			id: project.id,
			data: { slug: 'Pas Une Adresse' },
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		const answer = await send(
			post(`/admin/projects/${project.id}?language=de`, {
				intent: 'publish-all',
				't.name': 'Umlaufbahn',
				draftVersion: '0',
				baseRevision: '0',
			}),
			project.id,
		)
		if (!(answer instanceof Response)) throw new Error('expected a redirect')
		expect(answer.status).toBe(303)
		// Its message stays until closed and names the refused language and field.
		const { toast } = await readToast(
			new Request(ORIGIN, { headers: { cookie: cookieHeader(answer.headers) } }),
		)
		expect(toast?.tone).toBe('error')
		expect(toast?.message).toMatch(
			/^Published in German, English\. Not published: French \(Address: .+\)\. Its draft is kept/,
		)
		expect((await getTranslation(getDb(), 'project', project.id, 'de'))?.data).toEqual({
			name: 'Umlaufbahn',
		})
		expect((await getProject(getDb(), project.id))?.name).toBe('Orbit 2')
		// The refused draft is kept as it was.
		expect(await getDraft(getDb(), 'project@fr', project.id)).not.toBeNull()
		expect(await getTranslation(getDb(), 'project', project.id, 'fr')).toBeNull()
	})

	test('a project that is not there has nothing to translate: the post says so (404)', async () => {
		const refused = (await send(
			post(`/admin/projects/missing?language=de`, {
				intent: 'draft',
				't.name': 'x',
				draftVersion: '0',
				baseRevision: '0',
			}),
			'missing',
		)) as Refusal
		expect(refused.init.status).toBe(404)
		expect(refused.data.formError).toBe(
			TRANSLATION_MESSAGES.notPublished('project', 'German'),
		)
	})

	test('a project kept as a draft since it was added has nothing to translate yet: its switcher is empty, a post is a 404', async () => {
		const published = await publishedProject(getDb())
		const added = await saveDraft(getDb(), projectKind, {
			data: draftOf(published, { name: 'Nova', slug: 'nova' }),
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		if (!added.ok) throw new Error('expected the draft to be saved')
		const id = added.draft.entityId
		expect(await itemLanguages(getDb(), projectKind, id)).toEqual([])
		const refused = (await send(
			post(`/admin/projects/${id}?language=de`, {
				intent: 'draft',
				't.name': 'Nova DE',
				draftVersion: '0',
				baseRevision: '0',
			}),
			id,
		)) as Refusal
		expect(refused.init.status).toBe(404)
		expect(await getDraft(getDb(), 'project@de', id)).toBeNull()
	})
})
