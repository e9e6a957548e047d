// Translations as content kinds (decision 049): a German draft saved, published, scheduled and
// shared on its own, the English item untouched; the public reads in a language.
import { expect, test } from 'vitest'

import { readRichText } from '#app/lib/rich-text.ts'
import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { readSiteContent } from '#app/server/models/site-content.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import { getTranslation } from '#app/server/models/translations.server.ts'

import { publish, saveDraft, scheduleDraft } from './drafts.server.ts'
import {
	createPreviewLink,
	previewDocument,
	verifyPreviewToken,
} from './preview.server.ts'
import { projectKind } from './projects.server.ts'
import { contentKindOf } from './registry.server.ts'
import { publishDueDrafts } from './scheduler.server.ts'
import { SITE_KINDS } from './site.server.ts'
import { alex, publishedProject } from './testing.server.ts'
import {
	projectAddresses,
	projectCardsIn,
	siteContentIn,
	translationKind,
	visibleProjectIn,
} from './translations.server.ts'

const FIRST = { draftVersion: 0, baseRevision: 0 }

describeEachDialect('translations', (t) => {
	test('a German draft of a project is saved, shared and published on its own; the English project is untouched', async () => {
		const project = await publishedProject(t.db)
		const german = translationKind(projectKind, 'de')
		expect(contentKindOf('project@de')).toBe(german)

		const saved = await saveDraft(t.db, german, {
			id: project.id,
			data: { name: 'Umlaufbahn', slug: 'umlaufbahn', 'features.0.title': '' },
			...FIRST,
			actor: alex,
		})
		expect(saved.ok).toBe(true)
		// The English project has no draft; the German one is its own.
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		expect((await getDraft(t.db, 'project@de', project.id))?.data).toBeTruthy()

		// A share link opens the German page of the project (by its id, as previews are).
		const link = await createPreviewLink(t.db, german, { id: project.id, actor: alex })
		expect(link?.path).toMatch(
			new RegExp(`^/preview/[\\w-]{43}/de/portfolio/${project.id}$`),
		)
		const token = link!.path!.split('/')[2]!
		const verified = await verifyPreviewToken(t.db, token)
		if (!verified.ok) throw new Error('expected the link to open')
		const grant = {
			by: 'link' as const,
			entity: verified.link.entity,
			entityId: verified.link.entityId,
			expiresAt: verified.link.expiresAt,
		}
		expect((await previewDocument(t.db, german, grant, project.id))?.texts.name).toBe(
			'Umlaufbahn',
		)
		// It opens the German draft only, not the English item's.
		expect(await previewDocument(t.db, projectKind, grant, project.id)).toBeNull()

		const version = await getContentVersion(t.db)
		const published = await publish(t.db, german, {
			id: project.id,
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(published.ok).toBe(true)
		expect(await getContentVersion(t.db)).not.toBe(version)
		expect((await getTranslation(t.db, 'project', project.id, 'de'))?.data).toEqual({
			name: 'Umlaufbahn',
			slug: 'umlaufbahn',
		})
		expect((await getProject(t.db, project.id))?.name).toBe('Orbit')
		expect(
			(await listRevisions(t.db, 'project@de', project.id)).map((r) => r.revision),
		).toEqual([1])

		// The public page in German: found by its German address, words over the English.
		const found = await visibleProjectIn(t.db, 'portfolio', 'umlaufbahn', 'de')
		expect(found?.project).toMatchObject({
			name: 'Umlaufbahn',
			category: project.category,
		})
		// Its English address in German leads to the German one.
		expect((await visibleProjectIn(t.db, 'portfolio', project.slug, 'de'))?.moved).toBe(
			'umlaufbahn',
		)
		// Its address in each language, from the German page's project too (a bug once gave
		// every language the German slug).
		expect(
			await projectAddresses(t.db, found!.project, ['en', 'de', 'ar'], 'en'),
		).toEqual({
			en: `/portfolio/${project.slug}`,
			de: '/de/portfolio/umlaufbahn',
			ar: `/ar/portfolio/${project.slug}`,
		})
		const [listed] = await projectCardsIn(t.db, [project], 'de')
		expect(listed?.name).toBe('Umlaufbahn')
		// A card links to the project's address in the language.
		expect(listed?.slug).toBe('umlaufbahn')
		// What it says in English words, the page marks as English: not its name.
		expect(listed?.untranslated).toContain('description')
		expect(listed?.untranslated).not.toContain('name')
		const [arabic] = await projectCardsIn(t.db, [project], 'ar')
		expect(arabic?.name).toBe('Orbit')
		expect(arabic?.untranslated).toContain('name')
	})

	test('a translation refuses what its fields refuse, and an address another project has in the language', async () => {
		const first = await publishedProject(t.db, { name: 'One', slug: 'one' })
		const second = await publishedProject(t.db, { name: 'Two', slug: 'two' })
		const german = translationKind(projectKind, 'de')
		for (const project of [first, second])
			await saveDraft(t.db, german, {
				id: project.id,
				data: { slug: 'gleich' },
				...FIRST,
				actor: alex,
			})
		expect(
			(
				await publish(t.db, german, {
					id: first.id,
					draftVersion: 1,
					baseRevision: 0,
					actor: alex,
				})
			).ok,
		).toBe(true)
		const taken = await publish(t.db, german, {
			id: second.id,
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(taken).toMatchObject({
			ok: false,
			fieldErrors: { slug: 'That address is taken by “One” in German: choose another.' },
		})

		await saveDraft(t.db, german, {
			id: second.id,
			data: { slug: 'Not An Address', name: 'x'.repeat(201) },
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		const refused = await publish(t.db, german, {
			id: second.id,
			draftVersion: 2,
			baseRevision: 0,
			actor: alex,
		})
		expect(refused).toMatchObject({
			ok: false,
			fieldErrors: {
				slug: 'Use lower-case letters, digits and single hyphens only, like orbit-banking.',
				name: 'Use at most 200 characters',
			},
		})
		expect(await getTranslation(t.db, 'project', second.id, 'de')).toBeNull()
	})

	test('a Site form in Arabic, scheduled: published at its time; untranslated fields read as English', async () => {
		const arabic = translationKind(SITE_KINDS.about, 'ar')
		await saveDraft(t.db, arabic, {
			id: 'about',
			data: {
				'banner.title': 'من نحن',
				'story.paragraphs': readRichText({
					root: {
						type: 'root',
						direction: null,
						format: '',
						indent: 0,
						version: 1,
						children: [
							{
								type: 'paragraph',
								direction: null,
								format: '',
								indent: 0,
								version: 1,
								children: [
									{
										type: 'text',
										text: 'قصتنا',
										format: 0,
										detail: 0,
										mode: 'normal',
										style: '',
										version: 1,
									},
								],
							},
						],
					},
				}),
			},
			...FIRST,
			actor: alex,
		})
		const now = new Date()
		const scheduled = await scheduleDraft(t.db, arabic, {
			id: 'about',
			draftVersion: 1,
			baseRevision: 0,
			publishAt: new Date(now.getTime() + 60_000),
			now,
			actor: alex,
		})
		expect(scheduled.ok).toBe(true)
		const run = await publishDueDrafts(t.db, { now: now.getTime() + 120_000 })
		expect(run.published).toEqual(['site.about@ar:about'])

		const content = await readSiteContent(t.db)
		const { content: inArabic, untranslated } = await siteContentIn(t.db, content, 'ar')
		expect(inArabic.about.banner.title).toBe('من نحن')
		expect(JSON.stringify(inArabic.about.story.paragraphs)).toContain('قصتنا')
		// Not translated: the English words.
		expect(inArabic.about.banner.eyebrow).toBe(SITE_CONTENT_DEFAULTS.about.banner.eyebrow)
		expect(inArabic.home).toEqual(content.home)
		// The page marks the fields in English words as English: the ones not translated.
		expect(untranslated.about).toContain('banner.eyebrow')
		expect(untranslated.about).toContain('values.items.0.title')
		expect(untranslated.about).not.toContain('banner.title')
		expect(untranslated.about).not.toContain('story.paragraphs')
		expect(untranslated.home).toContain('intro.eyebrow')
		// English itself is unchanged.
		expect((await readSiteContent(t.db)).about.banner.title).toBe(
			SITE_CONTENT_DEFAULTS.about.banner.title,
		)
	})
})

test('a translation entity names its kind and language', () => {
	expect(contentKindOf('site.home@de')?.noun).toBe('Home page in German')
	expect(contentKindOf('project@xx')).toBeNull()
	expect(contentKindOf('nothing@de')).toBeNull()
})
