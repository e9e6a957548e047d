// The Site forms through the content core (decisions 033, 034): a draft leaves the site as
// it is, a publish puts it on the pages with a revision, two admins are told, the history
// reads field by field, a revision comes back, a share link shows its own form's draft
// alone, and a schedule publishes it at its time.
import { plainTextOf } from '#app/lib/rich-text.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { RouterContextProvider } from 'react-router'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import { storedImage } from '#app/server/admin/testing.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import { makeImage } from '#app/server/models/factories.server.ts'
import { deleteLibraryImage, saveLibraryImage } from '#app/server/admin/media.server.ts'
import { createMedia, getMedia } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import {
	getSiteForm,
	readSiteContent,
	storeSiteFormIfAbsent,
} from '#app/server/models/site-content.server.ts'

import { publish, saveDraft, scheduleDraft } from './drafts.server.ts'
import { createPreviewLink, revokePreviewLink } from './preview.server.ts'
import { loadHistory, restoreRevision } from './revisions.server.ts'
import { publishDueDrafts } from './scheduler.server.ts'
import { SITE_IMAGE_REFUSED, SITE_KINDS, siteContentForPreview } from './site.server.ts'
import { alex, sam } from './testing.server.ts'

const about = SITE_CONTENT_DEFAULTS.about
const withMission = (text: string) => ({ ...about, mission: { ...about.mission, text } })
const aboutKind = SITE_KINDS.about

let root: string
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'site-kind-'))
	setStorageForTests(new LocalStorage(root))
})
afterEach(() => {
	setStorageForTests(undefined)
	rmSync(root, { recursive: true, force: true })
})

describeEachDialect('the Site forms as content', (t) => {
	test('a draft leaves the site as it is; publishing puts it on the pages with a revision', async () => {
		const version = await getContentVersion(t.db)
		const saved = await saveDraft(t.db, aboutKind, {
			id: 'about',
			data: withMission('To build what lasts.'),
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		expect(saved).toMatchObject({ ok: true, draft: { draftVersion: 1 } })
		expect((await readSiteContent(t.db)).about.mission.text).toBe(about.mission.text)
		expect(await getContentVersion(t.db)).toBe(version)

		const published = await publish(t.db, aboutKind, {
			id: 'about',
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(published).toMatchObject({ ok: true, first: true, revision: { revision: 1 } })
		expect(plainTextOf((await readSiteContent(t.db)).about.mission.text)).toBe(
			'To build what lasts.',
		)
		expect(await getContentVersion(t.db)).not.toBe(version)
		expect(await getSiteForm(t.db, 'about')).toMatchObject({
			revision: 1,
			updatedBy: 'alex@example.com',
		})
		// A Site form is published, never "added" (issue 36).
		const [entry] = await listAuditLog(t.db)
		expect(entry).toMatchObject({
			action: 'site.about.update',
			entity: 'site.about',
			entityId: 'about',
			detail: { name: 'About', revision: 1 },
		})
		// Other forms are untouched.
		expect((await readSiteContent(t.db)).home).toEqual(SITE_CONTENT_DEFAULTS.home)
	})

	test('publishing checks every rule of the form, with each field’s message', async () => {
		const broken = {
			...about,
			banner: { ...about.banner, title: '' },
			values: { ...about.values, items: [] },
		}
		expect(
			await publish(t.db, aboutKind, {
				id: 'about',
				data: broken,
				draftVersion: 0,
				baseRevision: 0,
				actor: alex,
			}),
		).toEqual({
			ok: false,
			status: 400,
			fieldErrors: {
				'banner.title': 'Headline is required',
				'values.items': 'Keep at least one value.',
			},
		})
		// As a draft it is kept as typed.
		expect(
			await saveDraft(t.db, aboutKind, {
				id: 'about',
				data: broken,
				draftVersion: 0,
				baseRevision: 0,
				actor: alex,
			}),
		).toMatchObject({ ok: true })
		expect((await readSiteContent(t.db)).about).toEqual(about)
	})

	test('two admins: a draft saved or a publish made in between is a 409 naming who', async () => {
		await saveDraft(t.db, aboutKind, {
			id: 'about',
			data: withMission('Alex’s'),
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		const late = await saveDraft(t.db, aboutKind, {
			id: 'about',
			data: withMission('Sam’s'),
			draftVersion: 0,
			baseRevision: 0,
			actor: sam,
		})
		expect(late).toMatchObject({
			ok: false,
			status: 409,
			reason: 'draft',
			draftVersion: 1,
		})
		if (late.ok || late.status !== 409) throw new Error('expected a conflict')
		expect(conflictMessage(late, 'UTC')).toMatch(
			/^Alex \(alex@example\.com\) saved a draft of this About page at .* UTC, after you opened it\./,
		)
		// Publishing on the versions now stored replaces Alex's draft.
		expect(
			await publish(t.db, aboutKind, {
				id: 'about',
				data: withMission('Sam’s'),
				draftVersion: 1,
				baseRevision: 0,
				actor: sam,
			}),
		).toMatchObject({ ok: true })
		// Alex, on what they saw, is told Sam published.
		const stale = await publish(t.db, aboutKind, {
			id: 'about',
			data: withMission('Alex’s'),
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		})
		expect(stale).toMatchObject({
			ok: false,
			status: 409,
			reason: 'published',
			by: 'sam@example.com',
		})
		expect(plainTextOf((await readSiteContent(t.db)).about.mission.text)).toBe('Sam’s')
	})

	test('an image must be ours; a replaced one stays while a revision names it', async () => {
		const kind = SITE_KINDS.seo
		const seo = SITE_CONTENT_DEFAULTS.seo
		const forged = makeImage('banners/forged.png', { mediaId: 'nope' })
		expect(
			await publish(t.db, kind, {
				id: 'seo',
				data: { ...seo, shareImage: forged },
				draftVersion: 0,
				baseRevision: 0,
				actor: alex,
			}),
		).toEqual({ ok: false, status: 400, fieldErrors: { shareImage: SITE_IMAGE_REFUSED } })
		// Any raster image of the library will do (decision 031), but not an SVG logo.
		const svg = await createMedia(t.db, {
			path: 'clients/acme/original.svg',
			originalName: 'acme.svg',
			contentType: 'image/svg+xml',
			width: 100,
			height: 40,
			bytes: 300,
		})
		expect(
			await publish(t.db, kind, {
				id: 'seo',
				data: {
					...seo,
					shareImage: { url: `/media/${svg.path}`, name: 'acme.svg', mediaId: svg.id },
				},
				draftVersion: 0,
				baseRevision: 0,
				actor: alex,
			}),
		).toMatchObject({ ok: false, status: 400 })

		const first = await storedImage(t.db, 'banners', 'share-one')
		await publish(t.db, kind, {
			id: 'seo',
			data: { ...seo, shareImage: { ...first, name: 'typed', width: 1, height: 1 } },
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		expect((await readSiteContent(t.db)).seo.shareImage).toEqual({
			url: first.url,
			name: 'share-one.png',
			mediaId: first.mediaId,
			width: 800,
			height: 600,
		})
		const second = await storedImage(t.db, 'banners', 'share-two')
		await publish(t.db, kind, {
			id: 'seo',
			data: { ...seo, shareImage: second },
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		// The first is still named by revision 1 (it can be restored): it stays, in use by
		// the form's history; the second is the live form's.
		expect(await getMedia(t.db, first.mediaId!)).not.toBeNull()
		expect((await readSiteContent(t.db)).seo.shareImage?.mediaId).toBe(second.mediaId)
		const uses = await listMediaUsages(t.db, [first.mediaId!, second.mediaId!])
		const named = (use: (typeof uses)[number]) =>
			`${use.entity} ${use.field} ${use.mediaId === first.mediaId ? 'first' : 'second'}`
		expect(uses.map(named).sort()).toEqual([
			'history:site.seo shareImage first',
			'history:site.seo shareImage second',
			'site.seo shareImage second',
		])
		// Only the history names it: deleted only once the admin confirms (decision 044).
		const refused = await deleteLibraryImage(t.db, { id: first.mediaId!, actor: alex })
		expect(refused).toMatchObject({ ok: false, status: 409, pastUsesOnly: true })
		if (refused.ok || refused.status !== 409) throw new Error('expected a refusal')
		expect(refused.message).toContain(
			'Only old versions and the trash show this image (History of site form “Search and sharing”)',
		)

		// Alt text typed in the form: only shown by a preview or a schedule's check, written
		// with the publish; a library edit afterwards reaches the published form too.
		const described = { ...second, setAlt: 'Our studio at dusk' }
		await saveDraft(t.db, kind, {
			id: 'seo',
			data: { ...seo, shareImage: described },
			draftVersion: 0,
			baseRevision: 2,
			actor: alex,
		})
		expect(await listMediaUsages(t.db, [second.mediaId!])).toContainEqual({
			mediaId: second.mediaId,
			entity: 'draft:site.seo',
			entityId: 'seo',
			field: 'shareImage',
		})
		const current = { doc: (await readSiteContent(t.db)).seo, revision: 2 }
		const shown = await kind.preview(t.db, { ...seo, shareImage: described }, current)
		expect(shown.shareImage?.alt).toBe('Our studio at dusk')
		expect((await getMedia(t.db, second.mediaId!))?.alt).toBeNull()
		await publish(t.db, kind, {
			id: 'seo',
			draftVersion: 1,
			baseRevision: 2,
			actor: alex,
		})
		expect((await getMedia(t.db, second.mediaId!))?.alt).toBe('Our studio at dusk')
		expect((await readSiteContent(t.db)).seo.shareImage?.alt).toBe('Our studio at dusk')
		expect(
			(await listMediaUsages(t.db, [second.mediaId!])).map((use) => use.entity),
		).not.toContain('draft:site.seo')
		await saveLibraryImage(t.db, {
			id: second.mediaId!,
			alt: 'The studio',
			focal: { x: 20, y: 80 },
			actor: alex,
		})
		expect((await readSiteContent(t.db)).seo.shareImage).toMatchObject({
			alt: 'The studio',
			focal: { x: 20, y: 80 },
		})
	})

	test('the history says what changed, field by field; a revision comes back as a draft or live', async () => {
		for (const [index, text] of ['First mission.', 'Second mission.'].entries()) {
			const items = about.values.items.slice(0, 8 - index)
			await publish(t.db, aboutKind, {
				id: 'about',
				data: { ...withMission(text), values: { ...about.values, items } },
				draftVersion: 0,
				baseRevision: index,
				actor: alex,
			})
		}
		const history = await loadHistory(t.db, aboutKind, 'about', { page: 1, pageSize: 10 })
		expect(history.items.map((item) => item.revision)).toEqual([2, 1])
		expect(history.items[0]!.described).toEqual([
			{
				field: 'mission.text',
				label: 'Mission › Text',
				kind: 'text',
				before: 'First mission.',
				after: 'Second mission.',
			},
			{
				field: 'values.items',
				label: 'Core values › Values',
				kind: 'list',
				added: [],
				removed: [
					'Empowerment: We hand over the knowledge, documentation and tools you need to own and grow your product.',
				],
				reordered: false,
			},
		])

		const asDraft = await restoreRevision(t.db, aboutKind, {
			id: 'about',
			revision: 1,
			as: 'draft',
			draftVersion: 0,
			actor: sam,
		})
		expect(asDraft).toMatchObject({ ok: true, as: 'draft' })
		expect(plainTextOf((await readSiteContent(t.db)).about.mission.text)).toBe(
			'Second mission.',
		)

		const live = await restoreRevision(t.db, aboutKind, {
			id: 'about',
			revision: 1,
			as: 'publish',
			draftVersion: 1,
			actor: sam,
		})
		expect(live).toMatchObject({ ok: true, as: 'publish', revision: { revision: 3 } })
		const now = await readSiteContent(t.db)
		expect(plainTextOf(now.about.mission.text)).toBe('First mission.')
		expect(now.about.values.items).toHaveLength(8)
	})

	test('a form saved before revisions were kept keeps that state as its baseline', async () => {
		await storeSiteFormIfAbsent(t.db, 'company', { companyName: 'Aster Labs' })
		await publish(t.db, SITE_KINDS.company, {
			id: 'company',
			data: { ...SITE_CONTENT_DEFAULTS.company, companyName: 'Aster Studio' },
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		const revisions = await listRevisions(t.db, 'site.company', 'company', { limit: 5 })
		expect(revisions.map((r) => [r.revision, r.event])).toEqual([
			[2, 'publish'],
			[1, 'baseline'],
		])
		expect(revisions[1]!.data).toMatchObject({ companyName: 'Aster Labs' })
	})

	test('a share link shows its own form’s draft, no other; revoked, the published one', async () => {
		for (const [kind, data] of [
			[aboutKind, withMission('The drafted mission.')],
			[
				SITE_KINDS.home,
				{
					...SITE_CONTENT_DEFAULTS.home,
					banner: { ...SITE_CONTENT_DEFAULTS.home.banner, title: 'Drafted headline' },
				},
			],
		] as const) {
			await saveDraft(t.db, kind as typeof aboutKind, {
				id: kind.entity.slice('site.'.length),
				data,
				draftVersion: 0,
				baseRevision: 0,
				actor: alex,
			})
		}
		const link = await createPreviewLink(t.db, aboutKind, { id: 'about', actor: alex })
		expect(link?.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}\/about$/)
		const token = link!.path!.split('/')[2]!
		const view = () =>
			siteContentForPreview(t.db, {
				request: new Request(`http://localhost${link!.path}`),
				context: new RouterContextProvider(),
				token,
				published: SITE_CONTENT_DEFAULTS,
			})
		const shown = await view()
		expect(plainTextOf(shown.about.mission.text)).toBe('The drafted mission.')
		expect(shown.home.banner.title).toBe(SITE_CONTENT_DEFAULTS.home.banner.title)

		await revokePreviewLink(t.db, aboutKind, {
			id: 'about',
			linkId: link!.id,
			actor: alex,
		})
		expect((await view()).about.mission.text).toBe(about.mission.text)
	})

	test('a scheduled draft goes live at its time, through the scheduler', async () => {
		await saveDraft(t.db, aboutKind, {
			id: 'about',
			data: withMission('At nine.'),
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		const at = new Date(Date.now() + 60 * 60_000)
		expect(
			await scheduleDraft(t.db, aboutKind, {
				id: 'about',
				publishAt: at,
				draftVersion: 1,
				baseRevision: 0,
				actor: alex,
			}),
		).toMatchObject({ ok: true })
		expect((await publishDueDrafts(t.db)).published).toEqual([])
		const run = await publishDueDrafts(t.db, { now: at.getTime() + 1000 })
		expect(run.published).toEqual(['site.about:about'])
		expect(plainTextOf((await readSiteContent(t.db)).about.mission.text)).toBe('At nine.')
	})
})
