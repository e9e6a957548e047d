// The three ordered lists follow one trash rule (decision 033, issue 35): an item in the
// trash is neither shown, hidden nor moved, whichever list it is in; taken out, it is.
import { expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import {
	makeImage,
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import { createProject, getProject } from '#app/server/models/projects.server.ts'
import { createTestimonial } from '#app/server/models/testimonials.server.ts'
import { restoreFromTrash } from '#app/server/content/trash.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'

import { clientLogoList } from './client-logos.server.ts'
import { deleteItem, moveItem, setItemVisibility } from './lists.server.ts'
import { setProjectVisibility, toggleProjectVisibility } from './projects.server.ts'
import { testimonialList } from './testimonials.server.ts'

const actor = { id: 'owner-1', email: 'owner@example.com' }

describeEachDialect('the ordered lists', (t) => {
	test('an item in the trash is refused alike by every list: not hidden, shown or moved', async () => {
		const testimonial = await createTestimonial(t.db, makeTestimonialInput())
		const logo = await createClientLogo(t.db, {
			name: 'acme.svg',
			image: makeImage('acme.svg'),
		})
		const project = await createProject(t.db, makeProjectInput({ visible: true }))
		expect(
			await deleteItem(t.db, testimonialList, { id: testimonial.id, actor }),
		).toEqual(testimonial)
		expect(await deleteItem(t.db, clientLogoList, { id: logo.id, actor })).toEqual(logo)
		expect(
			await deleteItem(
				t.db,
				{ entity: 'project', table: 'projects', get: getProject },
				{
					id: project.id,
					actor,
				},
			),
		).not.toBeNull()
		const version = await getContentVersion(t.db)
		const audited = (await listAuditLog(t.db)).length

		for (const visible of [false, true]) {
			expect(
				await setItemVisibility(t.db, testimonialList, {
					id: testimonial.id,
					visible,
					actor,
				}),
			).toBeNull()
			expect(
				await setItemVisibility(t.db, clientLogoList, { id: logo.id, visible, actor }),
			).toBeNull()
			expect(
				await setProjectVisibility(t.db, { id: project.id, visible, actor }),
			).toBeNull()
		}
		expect(await toggleProjectVisibility(t.db, { id: project.id, actor })).toEqual({
			ok: false,
			reason: 'missing',
		})
		const move = { position: 1, actor }
		expect(
			await moveItem(t.db, testimonialList, { id: testimonial.id, ...move }),
		).toBeNull()
		expect(await moveItem(t.db, clientLogoList, { id: logo.id, ...move })).toBeNull()
		// Nothing was written: no audit line, the same content version.
		expect(await listAuditLog(t.db)).toHaveLength(audited)
		expect(await getContentVersion(t.db)).toBe(version)

		// Taken out of the trash, each can be hidden again.
		await restoreFromTrash(t.db, 'testimonial', { id: testimonial.id, actor })
		await restoreFromTrash(t.db, 'client_logo', { id: logo.id, actor })
		await restoreFromTrash(t.db, 'project', { id: project.id, actor })
		const hide = { visible: false, actor }
		expect(
			await setItemVisibility(t.db, testimonialList, { id: testimonial.id, ...hide }),
		).toMatchObject({ changed: true, item: { visible: false } })
		expect(
			await setItemVisibility(t.db, clientLogoList, { id: logo.id, ...hide }),
		).toMatchObject({ changed: true, item: { visible: false } })
		expect(await setProjectVisibility(t.db, { id: project.id, ...hide })).toMatchObject({
			changed: true,
			project: { visible: false },
		})
	})
})
