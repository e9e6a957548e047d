// Decision 026: every admin write that changes what the public pages show renews the
// content version by name (renewContentVersion, in its transaction), so the kept pages
// are rendered again; a refused or failed one does not, and neither does a write that
// changes nothing public (the Inbox, the Team tab).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { mediaUrl } from '#app/lib/media.ts'
import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import { publish, saveDraft } from '#app/server/content/drafts.server.ts'
import { SITE_KINDS } from '#app/server/content/site.server.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { NO_MAIL } from '#app/server/auth/testing.server.ts'
import { dialectOf, type DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { insertContactMessage } from '#app/server/models/contact-messages.server.ts'
import {
	makeImage,
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import { createMedia } from '#app/server/models/media.server.ts'
import { createProject, getProject } from '#app/server/models/projects.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import { projectFormDefaults } from '#app/schemas/project.ts'
import { restoreFromTrash } from '#app/server/content/trash.server.ts'

import { addClientLogo } from './client-logos.server.ts'
import {
	deleteClientLogo,
	moveClientLogo,
	setClientLogoVisibility,
	deleteTestimonial,
	moveTestimonial,
	setTestimonialVisibility,
} from './testing.server.ts'
import { applyInboxAction } from './inbox.server.ts'
import { deleteLibraryImage, saveLibraryImage } from './media.server.ts'
import {
	deleteProject,
	moveProject,
	publishProject,
	saveProjectDraft,
	setProjectVisibility,
	toggleProjectVisibility,
} from './projects.server.ts'
import { inviteAdmin, removeAdmin, revokeAdminInvitation } from './team.server.ts'
import { publishTestimonial } from './testimonials.server.ts'
import { getTestimonial } from '#app/server/models/testimonials.server.ts'

const actor = { id: 'owner-1', email: 'owner@example.com' }

let root: string
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'content-version-'))
	setStorageForTests(new LocalStorage(root))
})
afterEach(() => {
	setStorageForTests(undefined)
	rmSync(root, { recursive: true, force: true })
})

let uploads = 0
/** A media row as the upload endpoint leaves it; the ref a form posts for it. */
async function upload(db: DB, folder: string): Promise<ImageRef> {
	const id = `m${++uploads}`
	const key = `${folder}/${id}/original.png`
	await createMedia(db, {
		id,
		path: key,
		originalName: `${id}.png`,
		contentType: 'image/png',
		width: 64,
		height: 48,
		bytes: 3,
	})
	return { url: mediaUrl(key), name: `${id}.png`, mediaId: id }
}

describeEachDialect('the content version', (t) => {
	/** Runs `write` and says whether the content version changed. */
	async function renews(write: () => Promise<unknown>): Promise<boolean> {
		const before = await getContentVersion(t.db)
		await write()
		return (await getContentVersion(t.db)) !== before
	}

	test('every publish, show, hide and delete of a project renews it; a draft or a refused write does not', async () => {
		const values = projectFormDefaults(
			makeProjectInput({
				banner: await upload(t.db, 'banners'),
				image: await upload(t.db, 'projectImages'),
				productImages: [],
			}),
		)
		const post = { values, actor, draftVersion: 0, baseRevision: 0 }
		let id = ''
		expect(
			await renews(async () => {
				const saved = await publishProject(t.db, post)
				if (saved.ok) id = saved.project.id
			}),
		).toBe(true)
		expect(
			await renews(() => publishProject(t.db, { ...post, id, baseRevision: 1 })),
		).toBe(true)
		expect(await renews(() => toggleProjectVisibility(t.db, { id, actor }))).toBe(true)
		expect(
			await renews(() => setProjectVisibility(t.db, { id, visible: true, actor })),
		).toBe(true)
		// A draft is no public change (decision 033), nor is a new project kept as one.
		expect(
			await renews(() =>
				saveProjectDraft(t.db, {
					...post,
					id,
					values: { ...values, name: 'Draft' },
					baseRevision: 4,
				}),
			),
		).toBe(false)
		expect(await renews(() => saveProjectDraft(t.db, post))).toBe(false)
		const other = await publishProject(t.db, post)
		const tab = { collection: values.collection, type: values.type }
		expect(
			await renews(() => moveProject(t.db, { id, ...tab, position: 1, actor })),
		).toBe(true)
		if (other.ok) await deleteProject(t.db, { id: other.project.id, actor })

		// Refused: an image that is not ours (400), a stale revision (409), a missing project.
		const forged = { ...values, banner: makeImage('banners/forged.png') }
		expect(
			await publishProject(t.db, { ...post, values: forged }).then((saved) => saved.ok),
		).toBe(false)
		expect(await renews(() => publishProject(t.db, { ...post, values: forged }))).toBe(
			false,
		)
		expect(
			await renews(() => publishProject(t.db, { ...post, id, baseRevision: 1 })),
		).toBe(false)
		expect(await renews(() => publishProject(t.db, { ...post, id: 'gone' }))).toBe(false)
		expect(await renews(() => toggleProjectVisibility(t.db, { id: 'gone', actor }))).toBe(
			false,
		)
		expect(await renews(() => deleteProject(t.db, { id: 'gone', actor }))).toBe(false)
		// Already so: a show of a shown project, a move to where it is; or another tab.
		expect(
			await renews(() => setProjectVisibility(t.db, { id, visible: true, actor })),
		).toBe(false)
		expect(
			await renews(() => moveProject(t.db, { id, ...tab, position: 1, actor })),
		).toBe(false)
		expect(
			await renews(() =>
				moveProject(t.db, { id, ...tab, type: 'website', position: 1, actor }),
			),
		).toBe(false)

		expect(await renews(() => deleteProject(t.db, { id, actor }))).toBe(true)
		expect(await renews(() => restoreFromTrash(t.db, 'project', { id, actor }))).toBe(
			true,
		)
	})

	test('every write to testimonials renews it; a refused one does not', async () => {
		const data = {
			...makeTestimonialInput(),
			logoLight: await upload(t.db, 'testimonials'),
			logoDark: await upload(t.db, 'testimonials'),
			image: await upload(t.db, 'testimonials'),
		}
		// The form's Publish on what is stored now (decision 052).
		const saveTestimonial = async (
			db: typeof t.db,
			input: { data: typeof data; actor: typeof actor; id?: string },
		) =>
			publishTestimonial(db, {
				values: input.data,
				actor: input.actor,
				id: input.id,
				draftVersion: 0,
				baseRevision: input.id
					? ((await getTestimonial(db, input.id))?.revision ?? 0)
					: 0,
			})
		let id = ''
		expect(
			await renews(async () => {
				const saved = await saveTestimonial(t.db, { data, actor })
				if (saved.ok) id = saved.testimonial.id
			}),
		).toBe(true)
		expect(await renews(() => saveTestimonial(t.db, { data, actor, id }))).toBe(true)
		expect(
			await renews(() => setTestimonialVisibility(t.db, { id, visible: false, actor })),
		).toBe(true)
		await saveTestimonial(t.db, { data, actor })
		expect(await renews(() => moveTestimonial(t.db, { id, position: 1, actor }))).toBe(
			true,
		)
		expect(await renews(() => moveTestimonial(t.db, { id, position: 1, actor }))).toBe(
			false,
		)
		expect(
			await renews(() => setTestimonialVisibility(t.db, { id, visible: false, actor })),
		).toBe(false)
		expect(
			await renews(() =>
				setTestimonialVisibility(t.db, { id: 'gone', visible: true, actor }),
			),
		).toBe(false)
		expect(
			await renews(() => moveTestimonial(t.db, { id: 'gone', position: 1, actor })),
		).toBe(false)

		const forged = { ...data, image: makeImage('testimonials/forged.png') }
		expect(await renews(() => saveTestimonial(t.db, { data: forged, actor, id }))).toBe(
			false,
		)
		expect(await renews(() => saveTestimonial(t.db, { data, actor, id: 'gone' }))).toBe(
			false,
		)
		expect(await renews(() => deleteTestimonial(t.db, { id: 'gone', actor }))).toBe(false)

		expect(await renews(() => deleteTestimonial(t.db, { id, actor }))).toBe(true)
	})

	test('every write to client logos renews it; a refused one, or a move at the end, does not', async () => {
		let first = ''
		expect(
			await renews(async () => {
				const logo = await addClientLogo(t.db, {
					image: await upload(t.db, 'clients'),
					actor,
				})
				first = logo?.id ?? ''
			}),
		).toBe(true)
		await addClientLogo(t.db, { image: await upload(t.db, 'clients'), actor })
		expect(
			await renews(() =>
				setClientLogoVisibility(t.db, { id: first, visible: false, actor }),
			),
		).toBe(true)
		expect(
			await renews(() => moveClientLogo(t.db, { id: first, position: 2, actor })),
		).toBe(true)

		// Refused: a forged address, a missing logo; the last logo moving down stays.
		const banner = await upload(t.db, 'banners')
		const forged = { ...banner, url: '/media/clients/forged/original.png' }
		expect(await renews(() => addClientLogo(t.db, { image: forged, actor }))).toBe(false)
		expect(
			await renews(() =>
				setClientLogoVisibility(t.db, { id: 'gone', visible: true, actor }),
			),
		).toBe(false)
		expect(
			await renews(() => moveClientLogo(t.db, { id: first, position: 2, actor })),
		).toBe(false)
		expect(await renews(() => deleteClientLogo(t.db, { id: 'gone', actor }))).toBe(false)

		expect(await renews(() => deleteClientLogo(t.db, { id: first, actor }))).toBe(true)
	})

	test('a Site form renews it when published, not when drafted or refused', async () => {
		const kind = SITE_KINDS.seo
		const data = {
			...SITE_CONTENT_DEFAULTS.seo,
			shareImage: await upload(t.db, 'banners'),
		}
		const versions = { draftVersion: 0, baseRevision: 0 }
		expect(
			await renews(() => saveDraft(t.db, kind, { id: 'seo', data, ...versions, actor })),
		).toBe(false)
		// Refused: a stale draft version (409), an image that is not ours (400).
		expect(
			await renews(() => publish(t.db, kind, { id: 'seo', data, ...versions, actor })),
		).toBe(false)
		const forged = { ...data, shareImage: makeImage('banners/forged.png') }
		expect(
			await renews(() =>
				publish(t.db, kind, {
					id: 'seo',
					data: forged,
					draftVersion: 1,
					baseRevision: 0,
					actor,
				}),
			),
		).toBe(false)
		expect(
			await renews(() =>
				publish(t.db, kind, { id: 'seo', data, draftVersion: 1, baseRevision: 0, actor }),
			),
		).toBe(true)
	})

	test('the Media tab renews it when an image some page shows changes, only then', async () => {
		const shown = await upload(t.db, 'clients')
		const unused = await upload(t.db, 'banners')
		await addClientLogo(t.db, { image: shown, actor })
		const details = { alt: 'Acme', focal: { x: 10, y: 20 }, actor }
		expect(
			await renews(() => saveLibraryImage(t.db, { id: shown.mediaId!, ...details })),
		).toBe(true)
		expect(
			await renews(() => saveLibraryImage(t.db, { id: unused.mediaId!, ...details })),
		).toBe(false)
		expect(await renews(() => saveLibraryImage(t.db, { id: 'gone', ...details }))).toBe(
			false,
		)
		// Deleting shows nowhere: refused in use, or an unused image.
		expect(
			await renews(() => deleteLibraryImage(t.db, { id: shown.mediaId!, actor })),
		).toBe(false)
		expect(
			await renews(() => deleteLibraryImage(t.db, { id: unused.mediaId!, actor })),
		).toBe(false)
	})

	test('a write that fails after changing its rows leaves them and the version as they were', async () => {
		const project = await createProject(t.db, makeProjectInput({ name: 'Orbit' }))
		// The audit entry, written after the project's row, is refused by the database.
		if (dialectOf(t.db) === 'sqlite') {
			await sql`create trigger refuse_audit before insert on audit_log
				begin select raise(abort, 'audit log down'); end`.execute(t.db)
		} else {
			await sql`create function refuse_audit() returns trigger language plpgsql
				as $$ begin raise exception 'audit log down'; end $$`.execute(t.db)
			await sql`create trigger refuse_audit before insert on audit_log
				for each row execute function refuse_audit()`.execute(t.db)
		}
		try {
			const before = await getContentVersion(t.db)
			await expect(
				publishProject(t.db, {
					values: projectFormDefaults(makeProjectInput({ name: 'Changed' })),
					actor,
					id: project.id,
					draftVersion: 0,
					baseRevision: 1,
				}),
			).rejects.toThrow('audit log down')
			await expect(
				toggleProjectVisibility(t.db, { id: project.id, actor }),
			).rejects.toThrow('audit log down')
			expect(await getContentVersion(t.db)).toBe(before)
			expect(await getProject(t.db, project.id)).toMatchObject({
				name: 'Orbit',
				visible: true,
				revision: 1,
			})
		} finally {
			// The next test shares the schema (PostgreSQL) or the file's template.
			const table = dialectOf(t.db) === 'postgres' ? sql` on audit_log` : sql``
			await sql`drop trigger refuse_audit${table}`.execute(t.db)
		}
	})

	test('the Inbox and the Team tab change nothing public, so they leave it alone', async () => {
		const message = await insertContactMessage(t.db, {
			source: 'footer',
			email: 'ada@example.com',
			message: 'Hi',
			clientHash: null,
			userAgent: null,
		})
		for (const intent of ['read', 'archive', 'spam', 'delete'] as const)
			expect(
				await renews(() => applyInboxAction(t.db, { intent, id: message.id, actor })),
			).toBe(false)

		await t.db
			.insertInto('user')
			.values([
				{ id: actor.id, name: 'Owner', email: actor.email, role: 'owner' },
				{ id: 'admin-2', name: 'Grace', email: 'grace@example.com', role: 'admin' },
			])
			.execute()
		let invitation = ''
		expect(
			await renews(async () => {
				const invited = await inviteAdmin(t.db, {
					email: 'new@example.com',
					actor,
					delivery: NO_MAIL,
				})
				if (invited.ok) invitation = invited.invitation.id
			}),
		).toBe(false)
		expect(invitation).not.toBe('')
		expect(
			await renews(() => revokeAdminInvitation(t.db, { id: invitation, actor })),
		).toBe(false)
		expect(await renews(() => removeAdmin(t.db, { id: 'admin-2', actor }))).toBe(false)
		expect((await removeAdmin(t.db, { id: 'admin-2', actor })).ok).toBe(false)
	})
})
