import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { mediaUrl } from '#app/lib/media.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import {
	listClientLogos,
	listVisibleClientLogos,
} from '#app/server/models/client-logos.server.ts'
import { createMedia, getMedia } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'

import {
	addClientLogo,
	CLIENT_LOGO_MESSAGES,
	freeLogoName,
} from './client-logos.server.ts'
import {
	deleteClientLogo,
	loadClientLogosTab,
	LOGOS_PAGE_SIZE,
	moveClientLogo,
	setClientLogoVisibility,
} from './testing.server.ts'
import { purgeFromTrash } from '#app/server/content/trash.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }

let storage: LocalStorage
let root: string
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'client-logos-'))
	storage = new LocalStorage(root)
	setStorageForTests(storage)
})
afterEach(() => {
	setStorageForTests(undefined)
	rmSync(root, { recursive: true, force: true })
})

let counter = 0
async function upload(db: DB, name: string, folder = 'clients') {
	const id = `m${++counter}`
	const key = `${folder}/${id}/original.svg`
	await storage.put(key, Buffer.from('<svg/>'), 'image/svg+xml')
	await createMedia(db, {
		id,
		path: key,
		originalName: name,
		contentType: 'image/svg+xml',
		width: 120,
		height: 40,
		bytes: 6,
	})
	return { url: mediaUrl(key), name, mediaId: id }
}

const names = (logos: { name: string }[]) => logos.map((logo) => logo.name)

test('freeLogoName keeps the name, or numbers it before the extension', () => {
	expect(freeLogoName('acme.svg', new Set())).toBe('acme.svg')
	expect(freeLogoName('acme.svg', new Set(['acme.svg', 'acme-2.svg']))).toBe('acme-3.svg')
	expect(freeLogoName('acme', new Set(['acme']))).toBe('acme-2')
	expect(freeLogoName('  ', new Set())).toBe('logo')
})

describeEachDialect('client logos tab', (t) => {
	test('upload, hide, show, move, delete: the public strip follows; audit and files', async () => {
		const acme = await addClientLogo(t.db, {
			image: await upload(t.db, 'acme.svg'),
			actor,
		})
		const globex = await addClientLogo(t.db, {
			image: await upload(t.db, 'globex.svg'),
			actor,
		})
		// The same file name again gets its own name (spec §3 keys logos by name).
		const again = await addClientLogo(t.db, {
			image: await upload(t.db, 'acme.svg'),
			actor,
		})
		expect([acme?.name, globex?.name, again?.name]).toEqual([
			'acme.svg',
			'globex.svg',
			'acme-2.svg',
		])
		expect(acme).toMatchObject({ visible: true, image: { width: 120, height: 40 } })
		expect(names(await listVisibleClientLogos(t.db))).toEqual([
			'acme.svg',
			'globex.svg',
			'acme-2.svg',
		])

		expect(
			await setClientLogoVisibility(t.db, { id: globex!.id, visible: false, actor }),
		).toMatchObject({ logo: { visible: false }, changed: true })
		expect(names(await listVisibleClientLogos(t.db))).toEqual(['acme.svg', 'acme-2.svg'])
		await setClientLogoVisibility(t.db, { id: globex!.id, visible: true, actor })

		expect(
			await moveClientLogo(t.db, { id: again!.id, position: 2, actor }),
		).toMatchObject({ from: 3, to: 2 })
		expect(names(await listClientLogos(t.db))).toEqual([
			'acme.svg',
			'acme-2.svg',
			'globex.svg',
		])
		await moveClientLogo(t.db, { id: acme!.id, position: 2, actor })
		expect(names(await listVisibleClientLogos(t.db))).toEqual([
			'acme-2.svg',
			'acme.svg',
			'globex.svg',
		])
		// One audit entry per move, with where from and where to, naming the company (its
		// alt text, else its file in words: issue 36), not the file. (The two moves may share
		// a millisecond, so their order in the log is not asked.)
		const moves = (await listAuditLog(t.db)).filter(
			(entry) => entry.action === 'client_logo.move',
		)
		expect(moves.map((entry) => entry.detail)).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ name: 'acme 2', from: 3, to: 2 }),
				expect.objectContaining({ name: 'acme', from: 1, to: 2 }),
			]),
		)
		expect(moves).toHaveLength(2)
		// Where it already is (or past either end, clamped), nothing moves or is recorded.
		const before = (await listAuditLog(t.db)).length
		await moveClientLogo(t.db, { id: again!.id, position: 0, actor })
		await moveClientLogo(t.db, { id: globex!.id, position: 9, actor })
		expect(names(await listClientLogos(t.db))).toEqual([
			'acme-2.svg',
			'acme.svg',
			'globex.svg',
		])
		expect(await listAuditLog(t.db)).toHaveLength(before)

		expect((await deleteClientLogo(t.db, { id: acme!.id, actor }))?.name).toBe('acme.svg')
		// In the trash it still shows its image (it can be restored): the usage stays.
		expect(await listMediaUsages(t.db, [acme!.image.mediaId!])).toEqual([
			{
				mediaId: acme!.image.mediaId,
				entity: 'client_logo',
				entityId: acme!.id,
				field: 'image',
			},
		])
		expect(names(await listVisibleClientLogos(t.db))).toEqual([
			'acme-2.svg',
			'globex.svg',
		])
		// In the trash its file stays (it can be restored); the purge removes it.
		expect(await getMedia(t.db, acme!.image.mediaId!)).not.toBeNull()
		expect(await purgeFromTrash(t.db, 'client_logo', { id: acme!.id, actor })).toBe(true)
		expect(await getMedia(t.db, acme!.image.mediaId!)).toBeNull()
		expect(await listMediaUsages(t.db, [acme!.image.mediaId!])).toEqual([])
		expect(await storage.list(`clients/${acme!.image.mediaId}`)).toEqual([])

		// Several writes share a millisecond here, so the log is compared as a set.
		const audit = await listAuditLog(t.db)
		expect(audit.map((entry) => entry.action).sort()).toEqual(
			[
				'client_logo.upload',
				'client_logo.upload',
				'client_logo.upload',
				'client_logo.hide',
				'client_logo.show',
				'client_logo.move',
				'client_logo.move',
				'client_logo.delete',
				'client_logo.purge',
			].sort(),
		)
		expect(audit.find((entry) => entry.action === 'client_logo.delete')).toMatchObject({
			entity: 'client_logo',
			entityId: acme!.id,
			actorEmail: actor.email,
			detail: { name: 'acme.svg' },
		})
	})

	test('missing logos and foreign images are refused', async () => {
		const other = await upload(t.db, 'x.png', 'banners')
		expect(
			await addClientLogo(t.db, {
				image: { ...other, url: '/media/clients/forged/original.svg', setAlt: 'Acme' },
				actor,
			}),
		).toBeNull()
		expect((await getMedia(t.db, other.mediaId))?.alt).toBeNull()
		expect(
			await addClientLogo(t.db, {
				image: { url: '/media/clients/zz/original.png', name: 'zz', mediaId: 'zz' },
				actor,
			}),
		).toBeNull()
		expect(
			await setClientLogoVisibility(t.db, { id: 'gone', visible: false, actor }),
		).toBeNull()
		expect(await moveClientLogo(t.db, { id: 'gone', position: 1, actor })).toBeNull()
		expect(await deleteClientLogo(t.db, { id: 'gone', actor })).toBeNull()
		expect(await listClientLogos(t.db)).toEqual([])
		expect(await listAuditLog(t.db)).toEqual([])
	})

	test('the tab lists every logo, hidden too; a failing database gives the spec message', async () => {
		const shown = await addClientLogo(t.db, { image: await upload(t.db, 'a.svg'), actor })
		const hidden = await addClientLogo(t.db, {
			image: await upload(t.db, 'b.svg'),
			actor,
		})
		await setClientLogoVisibility(t.db, { id: hidden!.id, visible: false, actor })
		const tab = await loadClientLogosTab(t.db)
		expect(tab.error).toBeNull()
		expect(tab.logos.map((l) => [l.id, l.visible])).toEqual([
			[shown!.id, true],
			[hidden!.id, false],
		])
		expect(tab).toMatchObject({
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 2,
			visibleTotal: 1,
		})
		const broken = {
			selectFrom: () => {
				throw new Error('database is down')
			},
		} as unknown as DB
		expect(await loadClientLogosTab(broken)).toEqual({
			logos: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			visibleTotal: 0,
			error: CLIENT_LOGO_MESSAGES.fetchFailed,
		})
	})

	test('the tab comes a page at a time, in display order, with the whole counts', async () => {
		const total = LOGOS_PAGE_SIZE + 3
		const ids: string[] = []
		for (let i = 0; i < total; i++) {
			const logo = await addClientLogo(t.db, {
				image: await upload(t.db, `logo-${String(i).padStart(2, '0')}.svg`),
				actor,
			})
			ids.push(logo!.id)
		}
		await setClientLogoVisibility(t.db, { id: ids[total - 1]!, visible: false, actor })
		const first = await loadClientLogosTab(t.db)
		expect(first).toMatchObject({
			page: 1,
			pageCount: 2,
			offset: 0,
			total,
			visibleTotal: total - 1,
		})
		expect(first.logos.map((l) => l.id)).toEqual(ids.slice(0, LOGOS_PAGE_SIZE))
		const second = await loadClientLogosTab(t.db, 2)
		expect(second).toMatchObject({ page: 2, offset: LOGOS_PAGE_SIZE, total })
		expect(second.logos.map((l) => l.id)).toEqual(ids.slice(LOGOS_PAGE_SIZE))
		// A move across the page's edge: the first of page 2 goes up onto page 1.
		await moveClientLogo(t.db, {
			id: ids[LOGOS_PAGE_SIZE]!,
			position: LOGOS_PAGE_SIZE,
			actor,
		})
		expect((await loadClientLogosTab(t.db)).logos.at(-1)?.id).toBe(ids[LOGOS_PAGE_SIZE])
		expect((await loadClientLogosTab(t.db, 2)).logos[0]?.id).toBe(
			ids[LOGOS_PAGE_SIZE - 1],
		)
	}, 60_000)
})
