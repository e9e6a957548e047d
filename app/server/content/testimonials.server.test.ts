// Testimonials through the content core (decision 052): a new one is a hidden draft until
// published; a published one keeps showing as it was while its draft is edited; publish,
// schedule, history restore and review work as for every kind; a translation lays its words
// over it on the home page and on a preview.
import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'

import { richFromPlainText, plainTextOf } from '#app/lib/rich-text.ts'
import { TESTIMONIAL_REQUIRED_MESSAGE } from '#app/schemas/testimonial.ts'
import {
	approveReview,
	loadWaitingList,
	submitForReview,
} from '#app/server/admin/review.server.ts'
import { storedImage } from '#app/server/admin/testing.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { recordImageUsages } from '#app/server/media/image-refs.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import { makeTestimonialInput } from '#app/server/models/factories.server.ts'
import {
	createTestimonial,
	getTestimonial,
	listTestimonials,
} from '#app/server/models/testimonials.server.ts'

import { publish, saveDraft, scheduleDraft } from './drafts.server.ts'
import { createPreviewLink } from './preview.server.ts'
import { contentKindOf } from './registry.server.ts'
import { restoreRevision } from './revisions.server.ts'
import { publishDueDrafts } from './scheduler.server.ts'
import { testimonialsForPage } from './testimonial-page.server.ts'
import { testimonialFormDefaults, testimonialKind } from './testimonials.server.ts'
import { translationKind } from './translations.server.ts'
import { alex, auditActions, sam } from './testing.server.ts'

/** A shown testimonial at revision 1, its images uploads of ours, as saved before drafts. */
async function publishedTestimonial(db: DB, name = 'Jordan Reyes') {
	const testimonial = await createTestimonial(
		db,
		makeTestimonialInput({
			name,
			logoLight: await storedImage(db, 'logos', `light-${Math.random()}`),
			logoDark: await storedImage(db, 'logos', `dark-${Math.random()}`),
			image: await storedImage(db, 'testimonials', `face-${Math.random()}`),
		}),
	)
	await recordImageUsages(db, 'testimonial', testimonial.id, {
		logoLight: testimonial.logoLight,
		logoDark: testimonial.logoDark,
		image: testimonial.image,
	})
	return testimonial
}

/** The home page's slider as a visitor (no token) or a preview (a token) sees it. */
function slider(db: DB, page: { token?: string; language?: string } = {}) {
	const language = page.language ?? 'en'
	return testimonialsForPage(db, {
		request: new Request('http://localhost/'),
		context: new RouterContextProvider(),
		params: { token: page.token },
		language,
		translated: language !== 'en',
		limit: 12,
	})
}

describeEachDialect('testimonials as a content kind', (t) => {
	test('a new testimonial is a hidden draft until published; then it is shown, first', async () => {
		const before = await publishedTestimonial(t.db, 'Before')
		const data = {
			...testimonialFormDefaults(null),
			name: 'Ada Lovelace',
			title: 'CTO, Engines',
		}
		const saved = await saveDraft(t.db, testimonialKind, {
			data,
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		if (!saved.ok) throw new Error(`expected a draft, got ${saved.status}`)
		const row = await getTestimonial(t.db, saved.id)
		expect(row).toMatchObject({ name: 'Ada Lovelace', visible: false, revision: 0 })
		expect((await listTestimonials(t.db, { visible: true })).map((x) => x.id)).toEqual([
			before.id,
		])
		expect((await slider(t.db)).map((x) => x.name)).toEqual(['Before'])

		// Publishing checks every rule: spec §5's one message for the missing images.
		const refused = await publish(t.db, testimonialKind, {
			id: saved.id,
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(refused).toMatchObject({
			ok: false,
			status: 400,
			fieldErrors: {
				logoLight: TESTIMONIAL_REQUIRED_MESSAGE,
				logoDark: TESTIMONIAL_REQUIRED_MESSAGE,
				image: TESTIMONIAL_REQUIRED_MESSAGE,
			},
		})
		const images = {
			logoLight: await storedImage(t.db, 'logos', 'ada-light'),
			logoDark: await storedImage(t.db, 'logos', 'ada-dark'),
			image: await storedImage(t.db, 'testimonials', 'ada'),
		}
		const published = await publish(t.db, testimonialKind, {
			id: saved.id,
			data: { ...data, quote: richFromPlainText('It works.'), ...images },
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(published).toMatchObject({ ok: true, first: true })
		expect(await getTestimonial(t.db, saved.id)).toMatchObject({
			visible: true,
			revision: 1,
		})
		expect(await getDraft(t.db, 'testimonial', saved.id)).toBeNull()
		expect((await slider(t.db)).map((x) => x.name)).toEqual(['Ada Lovelace', 'Before'])
		expect(await auditActions(t.db)).toContain('testimonial.create')
	})

	test('an existing testimonial keeps showing while its draft is edited; history restores it', async () => {
		const testimonial = await publishedTestimonial(t.db)
		const draft = {
			...testimonialFormDefaults(testimonial),
			quote: richFromPlainText('Even better.'),
		}
		const saved = await saveDraft(t.db, testimonialKind, {
			id: testimonial.id,
			data: draft,
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		expect(saved.ok).toBe(true)
		const [live] = await slider(t.db)
		expect(plainTextOf(live!.quote)).toBe('They delivered on time.\nAnd it just works.')
		// A share link's preview shows the draft in its place.
		const link = await createPreviewLink(t.db, testimonialKind, {
			id: testimonial.id,
			actor: alex,
		})
		const token = link?.path?.split('/')[2]
		expect(link?.path).toBe(`/preview/${token}/`)
		const [previewed] = await slider(t.db, { token })
		expect(plainTextOf(previewed!.quote)).toBe('Even better.')

		const published = await publish(t.db, testimonialKind, {
			id: testimonial.id,
			draftVersion: 1,
			baseRevision: 1,
			actor: sam,
		})
		expect(published.ok).toBe(true)
		expect(plainTextOf((await slider(t.db))[0]!.quote)).toBe('Even better.')
		// The state before drafts is kept as the baseline: the first change can be undone.
		const revisions = await listRevisions(t.db, 'testimonial', testimonial.id, {
			limit: 10,
			offset: 0,
		})
		expect(revisions.map((r) => [r.revision, r.event])).toEqual([
			[2, 'publish'],
			[1, 'baseline'],
		])
		const restored = await restoreRevision(t.db, testimonialKind, {
			id: testimonial.id,
			revision: 1,
			as: 'publish',
			draftVersion: 0,
			actor: alex,
		})
		expect(restored.ok).toBe(true)
		expect(await getTestimonial(t.db, testimonial.id)).toMatchObject({ revision: 3 })
		expect(plainTextOf((await slider(t.db))[0]!.quote)).toBe(
			'They delivered on time.\nAnd it just works.',
		)
	})

	test('a scheduled draft goes live at its time through the registry', async () => {
		expect(contentKindOf('testimonial')).toBe(testimonialKind)
		const testimonial = await publishedTestimonial(t.db)
		const now = Date.parse('2026-11-29T10:00:00.000Z')
		await saveDraft(t.db, testimonialKind, {
			id: testimonial.id,
			data: { ...testimonialFormDefaults(testimonial), title: 'CEO, Northwind' },
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		const at = new Date(now + 60_000)
		const scheduled = await scheduleDraft(t.db, testimonialKind, {
			id: testimonial.id,
			publishAt: at,
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
			now: new Date(now),
		})
		expect(scheduled).toMatchObject({ ok: true })
		expect((await slider(t.db))[0]!.title).toBe('CTO, Northwind')
		const run = await publishDueDrafts(t.db, { now: at.getTime() })
		expect(run.published).toEqual([`testimonial:${testimonial.id}`])
		expect((await slider(t.db))[0]!.title).toBe('CEO, Northwind')
	})

	test('an author’s submitted draft waits; the home page is unchanged until it is approved', async () => {
		// Sam is an author: the review names the account.
		await t.db
			.insertInto('user')
			.values({
				id: sam.id,
				name: sam.name,
				email: sam.email,
				image: null,
				role: 'author',
			})
			.execute()
		const testimonial = await publishedTestimonial(t.db)
		await saveDraft(t.db, testimonialKind, {
			id: testimonial.id,
			data: { ...testimonialFormDefaults(testimonial), title: 'Founder, Northwind' },
			draftVersion: 0,
			baseRevision: 1,
			actor: sam,
		})
		const submitted = await submitForReview(t.db, testimonialKind, {
			id: testimonial.id,
			actor: sam,
		})
		expect(submitted.ok).toBe(true)
		const waiting = await loadWaitingList(t.db)
		expect(waiting).toMatchObject([
			{
				entity: 'testimonial',
				entityId: testimonial.id,
				noun: 'testimonial',
				title: 'Jordan Reyes',
				editPath: `/admin/testimonials/${testimonial.id}`,
			},
		])
		expect((await slider(t.db))[0]!.title).toBe('CTO, Northwind')
		const approved = await approveReview(t.db, testimonialKind, {
			id: testimonial.id,
			actor: alex,
			delivery: { origin: 'http://localhost', mail: false },
		})
		expect(approved).toMatchObject({ ok: true, outcome: 'published' })
		expect((await slider(t.db))[0]!.title).toBe('Founder, Northwind')
		expect(await loadWaitingList(t.db)).toEqual([])
	})

	test('a translation lays its quote, title and alt texts over the slider; the name stays', async () => {
		const testimonial = await publishedTestimonial(t.db)
		const german = translationKind(testimonialKind, 'de')
		expect(contentKindOf('testimonial@de')).toBe(german)
		const texts = {
			name: 'Nicht übersetzt',
			quote: richFromPlainText('Pünktlich geliefert.'),
			title: 'Technikchef, Northwind',
			'image.alt': 'Jordan lächelt',
		}
		const saved = await saveDraft(t.db, german, {
			id: testimonial.id,
			data: texts,
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		expect(saved.ok).toBe(true)
		// A draft: the German page shows the English words until it is published; its share
		// link shows the German draft.
		expect((await slider(t.db, { language: 'de' }))[0]!.title).toBe('CTO, Northwind')
		const link = await createPreviewLink(t.db, german, {
			id: testimonial.id,
			actor: alex,
		})
		const token = link?.path?.split('/')[2]
		expect(link?.path).toBe(`/preview/${token}/de`)
		expect((await slider(t.db, { token, language: 'de' }))[0]!.title).toBe(
			'Technikchef, Northwind',
		)
		const published = await publish(t.db, german, {
			id: testimonial.id,
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(published.ok).toBe(true)
		const [shown] = await slider(t.db, { language: 'de' })
		expect(shown).toMatchObject({
			name: 'Jordan Reyes',
			title: 'Technikchef, Northwind',
			image: { alt: 'Jordan lächelt' },
		})
		expect(plainTextOf(shown!.quote)).toBe('Pünktlich geliefert.')
		// English is untouched.
		expect((await slider(t.db))[0]!.title).toBe('CTO, Northwind')
	})
})
