import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { makeImage } from '#app/server/models/factories.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import { getSiteForm, readSiteContent } from '#app/server/models/site-content.server.ts'

import { saveSiteForm, SITE_MESSAGES } from './site-content.server.ts'
import { storedImage } from './testing.server.ts'

const ana = { id: 'admin-1', email: 'ana@example.com' }
const ben = { id: 'admin-2', email: 'ben@example.com' }
const T0 = new Date('2026-11-26T09:00:00.000Z')

let root: string
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'site-content-'))
	setStorageForTests(new LocalStorage(root))
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
	setStorageForTests(undefined)
	rmSync(root, { recursive: true, force: true })
})

const about = SITE_CONTENT_DEFAULTS.about
const withMission = (text: string) => ({ ...about, mission: { ...about.mission, text } })

describeEachDialect('saving a Site form', (t) => {
	test('publishes it at once: the pages read it, the log says who, the version is new', async () => {
		const version = await getContentVersion(t.db)
		const saved = await saveSiteForm(t.db, {
			key: 'about',
			data: withMission('To build what lasts.'),
			revision: 0,
			actor: ana,
		})
		expect(saved).toEqual({ ok: true, created: true, revision: 1 })
		expect((await readSiteContent(t.db)).about.mission.text).toBe('To build what lasts.')
		expect(await getContentVersion(t.db)).not.toBe(version)
		const [entry] = await listAuditLog(t.db)
		expect(entry).toMatchObject({
			actorEmail: 'ana@example.com',
			action: 'site_page.publish',
			entity: 'site.about',
			entityId: 'about',
			detail: { name: 'About', revision: 1 },
		})
		expect(await getSiteForm(t.db, 'about')).toMatchObject({
			revision: 1,
			updatedBy: 'ana@example.com',
			updatedAt: T0.toISOString(),
		})
	})

	test('two admins: a save from an older revision is refused with who saved and when', async () => {
		await saveSiteForm(t.db, {
			key: 'about',
			data: withMission('Ana’s'),
			revision: 0,
			actor: ana,
		})
		const version = await getContentVersion(t.db)
		const stale = await saveSiteForm(t.db, {
			key: 'about',
			data: withMission('Ben’s'),
			revision: 0,
			actor: ben,
		})
		expect(stale).toEqual({
			ok: false,
			status: 409,
			currentRevision: 1,
			message:
				'This form was saved by ana@example.com at Nov 26, 2026, 09:00 UTC, after you opened it, so your changes were not saved. They are still in the form: open the page in a new tab to see the other changes, or save again to replace them with yours.',
		})
		expect((await readSiteContent(t.db)).about.mission.text).toBe('Ana’s')
		expect(await getContentVersion(t.db)).toBe(version)
		expect(await listAuditLog(t.db)).toHaveLength(1)
		// Saving again on the revision now stored replaces Ana's.
		expect(
			await saveSiteForm(t.db, {
				key: 'about',
				data: withMission('Ben’s'),
				revision: 1,
				actor: ben,
			}),
		).toMatchObject({ ok: true, revision: 2 })
		expect((await readSiteContent(t.db)).about.mission.text).toBe('Ben’s')
	})

	test('an image must be ours: a forged one is refused, an upload is stored as its media row says', async () => {
		const forged = makeImage('banners/forged.png', { mediaId: 'nope' })
		expect(
			await saveSiteForm(t.db, {
				key: 'seo',
				data: { ...SITE_CONTENT_DEFAULTS.seo, shareImage: forged },
				revision: 0,
				actor: ana,
			}),
		).toEqual({
			ok: false,
			status: 400,
			fieldErrors: { shareImage: SITE_MESSAGES.notOurImage },
		})
		// Another kind's upload (a testimonial photo) is not a share image either.
		const portrait = await storedImage(t.db, 'testimonials', 'face')
		expect(
			await saveSiteForm(t.db, {
				key: 'seo',
				data: { ...SITE_CONTENT_DEFAULTS.seo, shareImage: portrait },
				revision: 0,
				actor: ana,
			}),
		).toMatchObject({ ok: false, status: 400 })

		const first = await storedImage(t.db, 'banners', 'share-one')
		const saved = await saveSiteForm(t.db, {
			key: 'seo',
			data: {
				...SITE_CONTENT_DEFAULTS.seo,
				shareImage: { ...first, name: 'typed in the form', width: 1, height: 1 },
			},
			revision: 0,
			actor: ana,
		})
		expect(saved.ok).toBe(true)
		expect((await readSiteContent(t.db)).seo.shareImage).toEqual({
			url: first.url,
			name: 'share-one.png',
			mediaId: first.mediaId,
			width: 800,
			height: 600,
		})

		// Replaced: the first is no longer referenced, and goes.
		const second = await storedImage(t.db, 'banners', 'share-two')
		await saveSiteForm(t.db, {
			key: 'seo',
			data: { ...SITE_CONTENT_DEFAULTS.seo, shareImage: second },
			revision: 1,
			actor: ana,
		})
		expect(await getMedia(t.db, first.mediaId!)).toBeNull()
		expect(await getMedia(t.db, second.mediaId!)).not.toBeNull()
	})

	test('an image kept as it is stays the stored one', async () => {
		const light = await storedImage(t.db, 'banners', 'steps-light')
		const home = SITE_CONTENT_DEFAULTS.home
		const data = { ...home, process: { ...home.process, pictureLight: light } }
		await saveSiteForm(t.db, { key: 'home', data, revision: 0, actor: ana })
		const stored = (await readSiteContent(t.db)).home.process.pictureLight
		expect(
			await saveSiteForm(t.db, {
				key: 'home',
				data: { ...data, banner: { ...home.banner, title: 'Onwards' } },
				revision: 1,
				actor: ben,
			}),
		).toMatchObject({ ok: true, revision: 2 })
		const after = await readSiteContent(t.db)
		expect(after.home.process.pictureLight).toEqual(stored)
		expect(after.home.banner.title).toBe('Onwards')
		expect(await getMedia(t.db, light.mediaId!)).not.toBeNull()
	})
})
