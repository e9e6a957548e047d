// The project form's action end to end, as a signed-in admin's post reaches it: the form
// read with the shared schema (400 with the typed values), the service with typed input
// (409 with them too), a redirect with spec §8's message.
import { richFromPlainText } from '#app/lib/rich-text.ts'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { PROTOTYPE_LINK_ERROR } from '#app/lib/prototype.ts'
import { imageFormValue } from '#app/schemas/image.ts'
import { PROJECT_MESSAGES, type ProjectFormActionData } from '#app/schemas/project.ts'
import {
	browserHeaders,
	cookieHeader,
	ORIGIN,
	prepareAuthSecret,
	registerSignedIn,
	useAppDatabase,
} from '#app/server/auth/testing.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { useTestDatabase } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { getProject, listProjects } from '#app/server/models/projects.server.ts'

import type { ProjectCollection } from '#app/lib/types.ts'
import { NOT_A_FORM_MESSAGE, postedForm, readForm } from '#app/schemas/form.ts'
import { projectListActionSchema } from '#app/schemas/project.ts'
import { PROJECT_TOASTS } from '#app/server/admin/projects.server.ts'
import {
	formDataOf,
	projectFormFields,
	storedImage,
	type PostedFields,
} from '#app/server/admin/testing.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { holdEditLock } from '#app/server/content/edit-locks.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { readToast } from '#app/server/toast.server.ts'

import {
	answerAutosave,
	answerProjectForm,
	AUTOSAVE_NAME_FIRST_MESSAGE,
} from './project-form.server.ts'
import { answerProjectListAction } from './project-list.server.ts'

// The routes' actions as they run them: the user, the post, the answer.
async function handleProjectFormAction(request: Request, id?: string) {
	const user = await requireUser(request)
	return answerProjectForm(request, await postedForm(request), { user, id })
}
async function handleProjectAutosave(request: Request) {
	const user = await requireUser(request)
	return answerAutosave(request, await request.formData().catch(() => null), { user })
}
async function handleProjectListAction(request: Request, collection: ProjectCollection) {
	const user = await requireUser(request)
	const form = readForm(await postedForm(request), projectListActionSchema)
	return answerProjectListAction(request, collection, form.ok ? form.data : null, {
		user,
	})
}

beforeAll(prepareAuthSecret)

type Refusal = { data: ProjectFormActionData; init: { status: number } }

describe('the project form action', () => {
	const t = useTestDatabase('sqlite')
	useAppDatabase(t)

	let cookie = ''
	beforeEach(async () => {
		cookie = await registerSignedIn()
	})

	let uploads = 0
	/** A complete form of a portfolio website, with new uploads of ours. */
	async function fields(changes: PostedFields = {}) {
		const images = {
			banner: await storedImage(getDb(), 'banners', `banner-${++uploads}`),
			image: await storedImage(getDb(), 'projectImages', `image-${uploads}`),
		}
		return projectFormFields(images, { collection: 'portfolio', ...changes })
	}

	function post(path: string, fields: PostedFields): Request {
		return new Request(new URL(path, ORIGIN), {
			method: 'POST',
			headers: browserHeaders({ cookie }),
			body: formDataOf(fields),
		})
	}

	test('a refused form writes nothing and hands back every typed value', async () => {
		const body = await fields({
			name: '',
			collection: 'products',
			featureTitle: ['Offline'],
			featureDescription: [''],
			prototype: ['', 'https://example.com/x'],
		})
		const result = (await handleProjectFormAction(
			post('/admin/products/new', body),
		)) as Refusal
		expect(result.init.status).toBe(400)
		expect(result.data).toMatchObject({
			fieldErrors: {
				name: PROJECT_MESSAGES.name,
				'features.0.description': PROJECT_MESSAGES.featureDescription,
				'prototype.0': PROJECT_MESSAGES.prototype,
				'prototype.1': PROTOTYPE_LINK_ERROR,
				productImages: PROJECT_MESSAGES.productImages,
			},
			values: {
				name: '',
				category: 'Fintech',
				features: [{ title: 'Offline', description: richFromPlainText('') }],
				prototype: ['', 'https://example.com/x'],
			},
		})
		expect(await listProjects(getDb())).toEqual([])
		expect((await listAuditLog(getDb())).filter((e) => e.entity === 'project')).toEqual(
			[],
		)
	})

	test('a save redirects to its list with the toast; a stale one keeps the typed values', async () => {
		const added = await handleProjectFormAction(
			post('/admin/portfolio/new', await fields()),
		)
		if (!(added instanceof Response)) throw new Error('expected a redirect')
		expect(added.status).toBe(303)
		expect(added.headers.get('Location')).toBe('/admin?type=website')
		const toast = await readToast(
			new Request(ORIGIN, {
				headers: { cookie: cookieHeader(added.headers) },
			}),
		)
		const [project] = await listProjects(getDb())
		// Focus comes back to the saved project's card.
		expect(toast.toast).toEqual({
			tone: 'success',
			message: PROJECT_TOASTS.added,
			focus: project!.id,
		})

		// The form as it opens: its Address field holds the stored address (issue 37).
		const edit = await fields({
			banner: imageFormValue(project!.banner),
			image: imageFormValue(project!.image),
			slug: project!.slug,
			draftVersion: '0',
			baseRevision: '1',
		})
		const saved = await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, { ...edit, name: 'Orbit 2' }),
			project!.id,
		)
		expect(saved).toBeInstanceOf(Response)
		const stale = (await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, { ...edit, name: 'Orbit (stale)' }),
			project!.id,
		)) as Refusal
		expect(stale.init.status).toBe(409)
		expect(stale.data).toMatchObject({
			formError: expect.stringMatching(
				/published this project at .+, after your version/,
			),
			conflict: {
				reason: 'published',
				draftVersion: 0,
				baseRevision: 2,
				intent: 'publish',
				// What the other admin published beside what this form holds (issue 36).
				changes: [
					{
						field: 'name',
						label: 'Name',
						kind: 'text',
						before: 'Orbit 2',
						after: 'Orbit (stale)',
					},
				],
			},
			values: { name: 'Orbit (stale)' },
		})
		expect((await getProject(getDb(), project!.id))?.name).toBe('Orbit 2')

		// Told in the reader's own time zone, named: the browser's client hint (issue 36).
		const inKolkata = post(`/admin/projects/${project!.id}`, {
			...edit,
			name: 'Orbit (stale)',
		})
		inKolkata.headers.append('Cookie', 'CH-time-zone=Asia%2FKolkata')
		const told = (await handleProjectFormAction(inKolkata, project!.id)) as Refusal
		expect(told.data.formError).toMatch(/ at .+ GMT\+5:30, after your version/)

		// Keep mine: on the versions it was told, with overwrite, the publish goes through.
		const kept = await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...edit,
				name: 'Orbit (mine)',
				baseRevision: '2',
				overwrite: '1',
			}),
			project!.id,
		)
		expect(kept).toBeInstanceOf(Response)
		expect((await getProject(getDb(), project!.id))?.name).toBe('Orbit (mine)')
	})

	test('while another page holds the project, its posts are refused (423) with the typed values (issue 36)', async () => {
		const added = await handleProjectFormAction(
			post('/admin/portfolio/new', await fields()),
		)
		expect(added).toBeInstanceOf(Response)
		const [project] = await listProjects(getDb())
		const edit = await fields({
			banner: imageFormValue(project!.banner),
			image: imageFormValue(project!.image),
			draftVersion: '0',
			baseRevision: '1',
		})
		await holdEditLock(
			getDb(),
			{ entity: 'project', id: project!.id },
			{ editorId: 'someone-elses-page', actor: { id: 'u2', email: 'sam@example.com' } },
		)
		const refused = (await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...edit,
				name: 'Orbit, mine',
				editor: 'my-own-page-0001',
			}),
			project!.id,
		)) as Refusal
		expect(refused.init.status).toBe(423)
		expect(refused.data).toMatchObject({
			formError: expect.stringMatching(/^sam@example\.com is editing this project now/),
			conflict: { reason: 'locked', by: 'sam@example.com' },
			values: { name: 'Orbit, mine' },
		})
		expect((await getProject(getDb(), project!.id))?.name).not.toBe('Orbit, mine')
	})

	test("a form's own autosave is never a conflict: a schedule in the past (422), then a time ahead, after its draft was saved (issue 36, case 2)", async () => {
		const added = await handleProjectFormAction(
			post('/admin/portfolio/new', await fields()),
		)
		expect(added).toBeInstanceOf(Response)
		const [project] = await listProjects(getDb())
		const page = 'the-edit-page-0001'
		const edit = await fields({
			banner: imageFormValue(project!.banner),
			image: imageFormValue(project!.image),
			id: project!.id,
			draftVersion: '0',
			baseRevision: '1',
			editor: page,
		})
		// The autosave keeps a draft; the form's buttons still carry the versions it opened at.
		const autosaved = await handleProjectAutosave(
			post('/admin/autosave/project', { ...edit, category: 'Harbours' }),
		)
		expect(autosaved.status).toBe(200)
		const past = (await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...edit,
				category: 'Harbours',
				intent: 'schedule',
				publishAt: '2020-01-01T09:00',
				timeZone: 'Europe/Paris',
			}),
			project!.id,
		)) as Refusal
		expect(past.init.status).toBe(422)
		expect(past.data.fieldErrors).toEqual({ publishAt: 'Choose a time in the future.' })
		const ahead = await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...edit,
				category: 'Harbours',
				intent: 'schedule',
				publishAt: '2099-01-01T09:00',
				timeZone: 'Europe/Paris',
			}),
			project!.id,
		)
		if (!(ahead instanceof Response)) throw new Error(JSON.stringify(ahead))
		expect(ahead.status).toBe(303)
		expect((await getDraft(getDb(), 'project', project!.id))?.publishAt).toBe(
			'2099-01-01T08:00:00.000Z',
		)
	})

	test('Save draft and Preview keep the form as the draft; Schedule needs a time ahead', async () => {
		const body = await fields({ name: 'Nova', intent: 'draft' })
		const kept = await handleProjectFormAction(post('/admin/portfolio/new', body))
		if (!(kept instanceof Response)) throw new Error('expected a redirect')
		const [project] = await listProjects(getDb())
		// A new project kept as a draft: created, never published, on no public page.
		expect(project).toMatchObject({ name: 'Nova', revision: 0, visible: false })
		expect(kept.headers.get('Location')).toBe(`/admin/projects/${project!.id}`)

		const preview = await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...body,
				name: 'Nova 2',
				intent: 'preview',
				draftVersion: '1',
				baseRevision: '0',
			}),
			project!.id,
		)
		if (!(preview instanceof Response)) throw new Error('expected a redirect')
		expect(preview.headers.get('Location')).toBe(
			`/preview/admin/portfolio/${project!.id}`,
		)
		expect((await getDraft(getDb(), 'project', project!.id))?.data).toMatchObject({
			name: 'Nova 2',
		})

		const past = (await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...body,
				intent: 'schedule',
				draftVersion: '2',
				baseRevision: '0',
				publishAt: '2020-01-01T10:00',
				timeZone: 'Europe/Paris',
			}),
			project!.id,
		)) as Refusal
		expect(past.init.status).toBe(422)
		expect(past.data.fieldErrors).toEqual({ publishAt: 'Choose a time in the future.' })
		const garbled = (await handleProjectFormAction(
			post(`/admin/projects/${project!.id}`, {
				...body,
				intent: 'schedule',
				draftVersion: '2',
				publishAt: 'soon',
			}),
			project!.id,
		)) as Refusal
		expect(garbled.init.status).toBe(400)
		expect((await getDraft(getDb(), 'project', project!.id))?.publishAt).toBeNull()
	})

	test('the autosave answers JSON: the versions stored, or who came first', async () => {
		const autosave = (fields: PostedFields) =>
			handleProjectAutosave(post('/admin/autosave/project', fields))
		const first = await autosave(await fields({ name: 'Typed', draftVersion: '0' }))
		expect(first.status).toBe(200)
		expect(first.headers.get('Cache-Control')).toBe('no-store')
		const saved = (await first.json()) as { id: string; draftVersion: number }
		expect(saved).toMatchObject({ ok: true, draftVersion: 1, baseRevision: 0 })
		const again = await autosave(
			await fields({
				id: saved.id,
				name: 'Typed more',
				draftVersion: '1',
				baseRevision: '0',
			}),
		)
		expect(await again.json()).toMatchObject({ ok: true, id: saved.id, draftVersion: 2 })
		const stale = await autosave(
			await fields({
				id: saved.id,
				name: 'Other tab',
				draftVersion: '1',
				baseRevision: '0',
			}),
		)
		expect(stale.status).toBe(409)
		expect(await stale.json()).toMatchObject({
			ok: false,
			message: expect.stringMatching(/^e2e saved a draft|saved a draft of this project/),
			conflict: { reason: 'draft', draftVersion: 2 },
		})
		const gone = await autosave(await fields({ id: 'nope', draftVersion: '1' }))
		expect(gone.status).toBe(404)
		// No project is made by a draft without a name.
		const before = (await listProjects(getDb())).length
		for (const body of [{ a: '1' }, { name: '  ', category: 'Typed first' }]) {
			const nameless = await autosave(body)
			expect(nameless.status).toBe(400)
			expect(await nameless.json()).toEqual({
				ok: false,
				message: AUTOSAVE_NAME_FIRST_MESSAGE,
			})
		}
		expect(await listProjects(getDb())).toHaveLength(before)
	})

	test('a post whose body is no form is refused with 400, not a server error', async () => {
		const text = (path: string) => {
			const headers = browserHeaders({ cookie })
			headers.set('content-type', 'text/plain')
			return new Request(new URL(path, ORIGIN), {
				method: 'POST',
				headers,
				body: 'not a form',
			})
		}
		const autosave = await handleProjectAutosave(text('/admin/autosave/project'))
		expect(autosave.status).toBe(400)
		expect(await autosave.json()).toEqual({ ok: false, message: NOT_A_FORM_MESSAGE })
		for (const run of [
			() => handleProjectFormAction(text('/admin/portfolio/new')),
			() => handleProjectListAction(text('/admin'), 'portfolio'),
		]) {
			const refused = await run().catch((error: unknown) => error)
			expect(refused).toMatchObject({ data: NOT_A_FORM_MESSAGE, init: { status: 400 } })
		}
		expect(await listProjects(getDb())).toEqual([])
	})

	test('a list post that is no known action changes nothing and says so, with a 400', async () => {
		const posts: Array<Record<string, string>> = [
			{ intent: 'publish', id: 'x' },
			{ intent: 'delete' },
			{},
		]
		for (const body of posts) {
			const refused = await handleProjectListAction(
				post('/admin', body),
				'portfolio',
			).catch((error: unknown) => error)
			expect(refused).toMatchObject({
				data: { message: 'Unknown action.' },
				init: { status: 400 },
			})
		}
	})

	/** The toast a list action's redirect carries, and where it goes. */
	async function answered(answer: unknown) {
		expect(answer).toBeInstanceOf(Response)
		const response = answer as Response
		const { toast } = await readToast(
			new Request(ORIGIN, { headers: { cookie: cookieHeader(response.headers) } }),
		)
		return { location: response.headers.get('Location'), toast }
	}

	test('bulk Show, Hide and Delete go through the single services, one audit entry each', async () => {
		const ids: string[] = []
		for (const name of ['A', 'B', 'C', 'D']) {
			const answer = await handleProjectFormAction(
				post('/admin/portfolio/new', await fields({ name, type: 'mobile' })),
			)
			expect(answer).toBeInstanceOf(Response)
		}
		for (const project of await listProjects(getDb(), { collection: 'portfolio' }))
			ids.push(project.id)
		const [d, c, b, a] = ids
		const before = (await listAuditLog(getDb())).length

		// Hide three, one of them twice and one gone: each changed project once.
		const hide = await answered(
			await handleProjectListAction(
				post('/admin?q=&page=1', { intent: 'bulk-hide', ids: [d!, c!, c!, 'gone'] }),
				'portfolio',
			),
		)
		expect(hide.toast).toEqual({
			tone: 'success',
			message: '2 projects hidden; 1 was gone.',
		})
		const again = await answered(
			await handleProjectListAction(
				post('/admin', { intent: 'bulk-hide', ids: [d!, b!] }),
				'portfolio',
			),
		)
		expect(again.toast?.message).toBe('1 project hidden; 1 already was.')
		const hidden = await listProjects(getDb(), {
			collection: 'portfolio',
			visible: false,
		})
		expect(hidden.map((p) => p.name)).toEqual(['D', 'C', 'B'])
		expect(hidden.every((p) => p.status === 'draft')).toBe(true)
		const entries = (await listAuditLog(getDb())).slice(0, 3)
		expect(entries.map((e) => e.action)).toEqual([
			'project.hide',
			'project.hide',
			'project.hide',
		])
		expect(await listAuditLog(getDb())).toHaveLength(before + 3)

		// Nothing checked: said so, nothing written.
		const none = await answered(
			await handleProjectListAction(post('/admin', { intent: 'bulk-show' }), 'portfolio'),
		)
		expect(none.toast).toEqual({
			tone: 'error',
			message: 'Select one or more projects first.',
		})

		// A delete not yet confirmed (no JavaScript) asks first and deletes nothing.
		const asked = await handleProjectListAction(
			post('/admin', { intent: 'bulk-delete', ids: [a!, b!] }),
			'portfolio',
		)
		expect(asked).toEqual({ confirmDelete: { ids: [a!, b!] } })
		expect(await listProjects(getDb(), { collection: 'portfolio' })).toHaveLength(4)
		const deleted = await answered(
			await handleProjectListAction(
				post('/admin', { intent: 'bulk-delete', ids: [a!, b!], confirm: 'yes' }),
				'portfolio',
			),
		)
		expect(deleted.toast).toEqual({ tone: 'success', message: '2 projects deleted.' })
		expect(
			(await listProjects(getDb(), { collection: 'portfolio' })).map((p) => p.name),
		).toEqual(['D', 'C'])
	})

	test('a move goes to any place in one post and answers on the page that shows it', async () => {
		for (let i = 1; i <= 30; i++) {
			await handleProjectFormAction(
				post('/admin/portfolio/new', await fields({ name: `P${i}`, type: 'mobile' })),
			)
		}
		const all = await listProjects(getDb(), { collection: 'portfolio', type: 'mobile' })
		expect(all[0]?.name).toBe('P30')
		const before = (await listAuditLog(getDb())).length
		const onward = await handleProjectListAction(
			post('/admin?page=1', { intent: 'move', id: all[0]!.id, position: '28' }),
			'portfolio',
		)
		// Onto another page: a history entry of its own, as a link would add.
		expect((onward as Response).headers.get('X-Remix-Replace')).toBeNull()
		const moved = await answered(onward)
		expect(moved).toEqual({
			location: '/admin?page=2',
			toast: { tone: 'success', message: 'P30 moved to position 28.' },
		})
		const after = await listProjects(getDb(), { collection: 'portfolio', type: 'mobile' })
		expect(after[27]?.name).toBe('P30')
		expect(await listAuditLog(getDb())).toHaveLength(before + 1)
		expect((await listAuditLog(getDb()))[0]).toMatchObject({
			action: 'project.move',
			detail: { name: 'P30', from: 1, to: 28 },
		})
		// Within the page it was posted from: that page's history entry is replaced.
		const within = await handleProjectListAction(
			post('/admin?page=2', { intent: 'move', id: all[0]!.id, position: '27' }),
			'portfolio',
		)
		expect((within as Response).headers.get('X-Remix-Replace')).toBe('true')
		expect((await answered(within)).location).toBe('/admin?page=2')
		// Not a place (text, zero): refused as a whole.
		for (const position of ['first', '0']) {
			const refused = await handleProjectListAction(
				post('/admin', { intent: 'move', id: all[0]!.id, position }),
				'portfolio',
			).catch((error: unknown) => error)
			expect(refused).toMatchObject({ init: { status: 400 } })
		}
		// A website is not in the mobile tab.
		const other = await answered(
			await handleProjectListAction(
				post('/admin?type=website', { intent: 'move', id: all[1]!.id, position: '1' }),
				'portfolio',
			),
		)
		expect(other.toast).toEqual({ tone: 'error', message: 'Failed to move project' })
	}, 30_000)
})
