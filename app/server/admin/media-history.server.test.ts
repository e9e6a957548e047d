// An image only old versions showed, deleted from the library (decision 044): the history
// shows a placeholder for it, restoring that version asks for another image (as a draft
// without it; published at once it is refused), and an item in the trash that showed it
// comes back hidden.
import { expect, test } from 'vitest'

import { richFromPlainText } from '#app/lib/rich-text.ts'
import { readForm } from '#app/schemas/form.ts'
import { projectForm } from '#app/schemas/project.ts'
import { versionsSchema } from '#app/schemas/form.ts'
import { IMAGES_GONE_MESSAGE } from '#app/server/content/revisions.server.ts'
import { moveItemToTrash } from '#app/server/content/trash.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import {
	createTestimonial,
	getTestimonial,
} from '#app/server/models/testimonials.server.ts'
import { recordImageUsages } from '#app/server/media/image-refs.server.ts'

import { restoreItem } from './drafts-screens.server.ts'
import { deleteLibraryImage } from './media.server.ts'
import { loadProjectHistory, restoreProjectRevision } from './project-history.server.ts'
import { publishProject } from './projects.server.ts'
import {
	formDataOf,
	projectFormFields,
	storedImage,
	type PostedFields,
} from './testing.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }

async function publish(db: DB, fields: PostedFields, id?: string) {
	const posted = formDataOf(fields)
	const read = readForm(posted, projectForm)
	if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.fieldErrors)}`)
	const versions = versionsSchema.parse(Object.fromEntries(posted))
	const result = await publishProject(db, { values: read.values, actor, id, ...versions })
	if (!result.ok) throw new Error(`not published: ${result.status}`)
	return result.project
}

describeEachDialect('images deleted from old versions', (t) => {
	test('the history shows a placeholder; restoring asks for another image', async () => {
		const first = await storedImage(t.db, 'banners', 'first-banner')
		const second = await storedImage(t.db, 'banners', 'second-banner')
		const image = await storedImage(t.db, 'projectImages', 'orbit')
		const project = await publish(
			t.db,
			projectFormFields({ banner: first, image, productImages: [image] }),
		)
		// Revision 2 shows another banner: the first is now used by the history alone.
		await publish(
			t.db,
			projectFormFields(
				{ banner: second, image, productImages: [image] },
				{ baseRevision: '1', draftVersion: '0' },
			),
			project.id,
		)
		const deleted = await deleteLibraryImage(t.db, {
			id: first.mediaId!,
			actor,
			pastUses: true,
		})
		expect(deleted).toMatchObject({ ok: true })

		const history = await loadProjectHistory(t.db, project.id, 1)
		expect(history?.goneImages).toEqual([first.mediaId])
		const change = history?.entries[0]?.described.find((c) => c.field === 'banner')
		expect(change).toMatchObject({
			kind: 'image',
			before: { mediaId: first.mediaId },
			after: { mediaId: second.mediaId },
		})

		// Published at once it would show nothing there: refused, saying why.
		expect(
			await restoreProjectRevision(t.db, {
				id: project.id,
				revision: 1,
				as: 'publish',
				draftVersion: 0,
				actor,
			}),
		).toEqual({ ok: false, status: 400, fieldErrors: { form: IMAGES_GONE_MESSAGE } })
		expect((await getProject(t.db, project.id))?.banner?.mediaId).toBe(second.mediaId)

		// As the draft: without it, so the form asks for a banner.
		const restored = await restoreProjectRevision(t.db, {
			id: project.id,
			revision: 1,
			as: 'draft',
			draftVersion: 0,
			actor,
		})
		expect(restored).toMatchObject({ ok: true, as: 'draft', imagesGone: 1 })
		const draft = await getDraft(t.db, 'project', project.id)
		expect((draft?.data as { banner: unknown }).banner).toBeNull()
		expect((draft?.data as { image: { mediaId: string } }).image.mediaId).toBe(
			image.mediaId,
		)
	})

	test('an item in the trash whose image was deleted comes back hidden', async () => {
		const portrait = await storedImage(t.db, 'testimonials', 'ada')
		const logo = await storedImage(t.db, 'testimonials', 'acme')
		const testimonial = await createTestimonial(t.db, {
			name: 'Ada',
			title: 'CTO',
			quote: richFromPlainText('Great work.'),
			logoLight: logo,
			logoDark: logo,
			image: portrait,
		})
		await recordImageUsages(t.db, 'testimonial', testimonial.id, {
			logoLight: logo,
			logoDark: logo,
			image: portrait,
		})
		await moveItemToTrash(t.db, 'testimonial', { id: testimonial.id, actor })
		expect(
			await deleteLibraryImage(t.db, { id: portrait.mediaId!, actor, pastUses: true }),
		).toMatchObject({ ok: true })

		expect(
			await restoreItem(t.db, { entity: 'testimonial', id: testimonial.id, actor }),
		).toBe(
			'Testimonial restored, hidden: “Ada” showed an image deleted from the library since. Choose another image, then show it.',
		)
		expect(await getTestimonial(t.db, testimonial.id)).toMatchObject({ visible: false })
		// The logo, still in the library, kept its use; the deleted portrait has none.
		expect(await deleteLibraryImage(t.db, { id: logo.mediaId!, actor })).toMatchObject({
			ok: false,
			status: 409,
			pastUsesOnly: false,
		})
	})
})
