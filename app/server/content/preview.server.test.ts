// Share-preview links: a signed, expiring, revocable token that opens one item's draft and
// nothing else; only its hash is stored (decision 033).
import { sql } from 'kysely'
import { expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { saveDraft } from './drafts.server.ts'
import {
	createPreviewLink,
	listPreviewLinks,
	previewDocument,
	revokePreviewLink,
	verifyPreviewToken,
} from './preview.server.ts'
import { projectKind } from './projects.server.ts'
import { alex, auditEntry, draftOf, publishedProject } from './testing.server.ts'

const DAY = 24 * 60 * 60_000
const T0 = Date.parse('2026-11-26T09:00:00.000Z')

describeEachDialect('preview links', (t) => {
	test('a link opens its item’s draft for 7 days, and no other item; only its hash is kept', async () => {
		const project = await publishedProject(t.db)
		const other = await publishedProject(t.db, { name: 'Other' })
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit, the draft' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		const link = await createPreviewLink(t.db, projectKind, {
			id: project.id,
			actor: alex,
			now: T0,
		})
		if (!link?.path) throw new Error('expected a link')
		const match = /^\/preview\/([A-Za-z0-9_-]{43})\/portfolio\/(.+)$/.exec(link.path)
		expect(match?.[2]).toBe(project.id)
		const token = match![1]!
		expect(link.expiresAt).toBe(new Date(T0 + 7 * DAY).toISOString())

		// The token itself is stored nowhere.
		const { rows } = await sql<
			Record<string, unknown>
		>`select * from preview_links`.execute(t.db)
		expect(JSON.stringify(rows)).not.toContain(token)

		const verified = await verifyPreviewToken(t.db, token, T0 + DAY)
		if (!verified.ok) throw new Error(`expected the link to open, got ${verified.reason}`)
		const grant = {
			by: 'link' as const,
			entity: verified.link.entity,
			entityId: verified.link.entityId,
			expiresAt: verified.link.expiresAt,
		}
		expect(await previewDocument(t.db, projectKind, grant, project.id)).toMatchObject({
			name: 'Orbit, the draft',
		})
		expect(await previewDocument(t.db, projectKind, grant, other.id)).toBeNull()
		// An admin's preview opens any item: the published version when it has no draft.
		expect(
			await previewDocument(t.db, projectKind, { by: 'admin', name: 'Alex' }, other.id),
		).toMatchObject({ name: 'Other' })

		expect(await auditEntry(t.db, 'project.share_preview')).toMatchObject({
			detail: { name: 'Orbit, the draft', days: 7 },
		})
	})

	test('a link is refused once revoked or expired; an unknown or malformed token is refused too', async () => {
		const project = await publishedProject(t.db)
		const make = async (days: 1 | 7 | 30) => {
			const link = await createPreviewLink(t.db, projectKind, {
				id: project.id,
				actor: alex,
				days,
				now: T0,
			})
			return { id: link!.id, token: link!.path!.split('/')[2]! }
		}
		const short = await make(1)
		const revoked = await make(30)
		const live = await make(7)

		expect(await verifyPreviewToken(t.db, short.token, T0 + DAY - 1)).toMatchObject({
			ok: true,
		})
		expect(await verifyPreviewToken(t.db, short.token, T0 + DAY)).toEqual({
			ok: false,
			reason: 'expired',
		})
		expect(
			await revokePreviewLink(t.db, projectKind, {
				id: project.id,
				linkId: revoked.id,
				actor: alex,
				now: T0 + 1000,
			}),
		).toMatchObject({ id: revoked.id })
		expect(await verifyPreviewToken(t.db, revoked.token, T0 + 2000)).toEqual({
			ok: false,
			reason: 'revoked',
		})
		// The Activity log names what the link was of, as when it was shared.
		expect(await auditEntry(t.db, 'project.revoke_preview')).toMatchObject({
			detail: { name: project.name, link: revoked.id },
		})
		// Revoked once is enough; another item's link is not this item's to revoke.
		expect(
			await revokePreviewLink(t.db, projectKind, {
				id: 'another',
				linkId: live.id,
				actor: alex,
			}),
		).toBeNull()
		expect(await verifyPreviewToken(t.db, live.token, T0 + 2000)).toMatchObject({
			ok: true,
		})
		const unknown = 'A'.repeat(43)
		expect(await verifyPreviewToken(t.db, unknown, T0)).toEqual({
			ok: false,
			reason: 'unknown',
		})
		expect(await verifyPreviewToken(t.db, "x' or 1=1 --", T0)).toEqual({
			ok: false,
			reason: 'unknown',
		})

		// The dashboard lists the links that still open.
		const listed = await listPreviewLinks(t.db, projectKind, project.id, T0 + DAY + 1)
		expect(listed.map((link) => link.id)).toEqual([live.id])
	})
})
