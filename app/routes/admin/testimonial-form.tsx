import { useCallback, useState } from 'react'
import { data, Link, useLocation, useNavigate } from 'react-router'

import { richFromPlainText } from '#app/lib/rich-text.ts'
import { AdminPageError } from '#app/components/admin/AdminPageError.tsx'
import { KeptDrafts } from '#app/components/admin/KeptDrafts.tsx'
import { useEditLock } from '#app/components/admin/use-edit-lock.ts'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TestimonialForm } from '#app/components/admin/testimonials/TestimonialForm.tsx'
import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { keptDraftActionSchema, keptDraftQuerySchema } from '#app/schemas/edit-lock.ts'
import { editingSchema, postedForm, readForm, textOf } from '#app/schemas/form.ts'
import { copyReasonSchema } from '#app/schemas/project.ts'
import {
	testimonialForm,
	testimonialFormValues,
	type TestimonialFieldErrors,
	type TestimonialFormValues,
} from '#app/schemas/testimonial.ts'
import {
	deleteKeptDraft,
	keptDraftData,
	listKeptDrafts,
} from '#app/server/admin/kept-drafts.server.ts'
import {
	keepTestimonialCopy,
	saveTestimonial,
	TESTIMONIAL_MESSAGES,
	type SaveTestimonialResult,
} from '#app/server/admin/testimonials.server.ts'
import { liveEditLock } from '#app/server/content/edit-locks.server.ts'
import { randomText } from '#app/server/random.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { getTestimonial } from '#app/server/models/testimonials.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/testimonial-form'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData?.testimonial ? 'Edit testimonial' : 'Add testimonial'} · Dashboard`,
	},
]

/** A kept copy's data as the form's values; null when it is not one. */
function copyValues(data: unknown): TestimonialFormValues | null {
	if (typeof data !== 'object' || data === null) return null
	return testimonialFormValues(data as Record<string, FormDataEntryValue>)
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	// This page's id for its lock and saves (decision 042).
	const editor = randomText(12, 'base64url')
	if (!params.testimonialId)
		return { testimonial: null, editor, lockedBy: null, kept: [], copy: null }
	const db = getDb()
	const testimonial = await getTestimonial(db, params.testimonialId)
	if (!testimonial) throw data('This testimonial does not exist.', { status: 404 })
	const item = { entity: 'testimonial', id: testimonial.id }
	const copyId = keptDraftQuerySchema.parse(new URL(request.url).searchParams.get('copy'))
	const [lock, kept, copy] = await Promise.all([
		liveEditLock(db, item),
		listKeptDrafts(db, item, (values) => copyValues(values)?.name || testimonial.name),
		copyId ? keptDraftData(db, item, copyId) : null,
	])
	return {
		testimonial,
		editor,
		// Who held it as the page was drawn.
		lockedBy:
			lock && lock.userId !== user.id
				? { name: lock.userName, since: lock.since, self: false }
				: null,
		kept,
		copy: copy === null ? null : copyValues(copy),
	}
}

type ActionData = {
	values: TestimonialFormValues
	fieldErrors: TestimonialFieldErrors | null
	formError: string | null
}

/**
 * The page's posts that are not its Save: a copy of the form kept beside the testimonial
 * when another admin takes it over (JSON, from the page's script), or a kept copy deleted.
 * Null for the Save.
 */
async function answerCopies(
	request: Request,
	formData: FormData,
	user: Awaited<ReturnType<typeof requireUser>>,
	id: string | undefined,
) {
	const intent = formData.get('intent')
	const copy = copyReasonSchema.safeParse(intent)
	if (copy.success) {
		const form = readForm(formData, testimonialForm)
		const kept = id
			? await keepTestimonialCopy(getDb(), {
					id,
					values: form.values,
					actor: user,
					reason: copy.data,
					by: textOf(formData, 'by').slice(0, 200) || null,
				})
			: null
		return Response.json(kept ? { ok: true, copyId: kept.id } : { ok: false }, {
			status: kept ? 200 : 404,
			headers: { 'Cache-Control': 'no-store' },
		})
	}
	if (intent !== 'delete-copy' || !id) return null
	const kept = readForm(formData, keptDraftActionSchema)
	const testimonial = await getTestimonial(getDb(), id)
	if (!testimonial) throw data('This testimonial does not exist.', { status: 404 })
	const deleted =
		kept.ok &&
		(await deleteKeptDraft(getDb(), {
			entity: 'testimonial',
			id,
			copyId: kept.data.copy,
			actor: user,
			detail: { name: testimonial.name },
		}))
	return redirectWithToast(
		request,
		`/admin/testimonials/${encodeURIComponent(id)}`,
		deleted
			? { tone: 'success', message: 'Kept draft deleted.' }
			: { tone: 'error', message: 'That kept draft was already deleted.' },
	)
}

/**
 * Add (no id) or save a testimonial, in the order of every admin write (decision 026):
 * the user, the post read with the shared schema (400 with field errors), the service
 * with typed input; then the list with spec §8's message, or the form again with the
 * values as typed and why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const formData = await postedForm(request)
	const other = await answerCopies(request, formData, user, params.testimonialId)
	if (other) return other
	const form = readForm(formData, testimonialForm)
	const editing = readForm(formData, editingSchema)
	const refuse = (status: number, answer: Partial<ActionData>) =>
		data<ActionData>(
			{ values: form.values, fieldErrors: null, formError: null, ...answer },
			{ status },
		)
	if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors })

	const id = params.testimonialId
	let saved: SaveTestimonialResult
	try {
		saved = await saveTestimonial(getDb(), {
			data: form.data,
			actor: user,
			id,
			editor: editing.ok ? editing.data.editor : undefined,
		})
	} catch (error) {
		const failure = answerForFailure(error, TESTIMONIAL_MESSAGES.saveFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to save testimonial',
			id: id ?? null,
		})
		return refuse(failure.status, { formError: failure.message })
	}
	if (saved.ok)
		return redirectWithToast(request, '/admin/testimonials', {
			tone: 'success',
			message: saved.created ? TESTIMONIAL_MESSAGES.added : TESTIMONIAL_MESSAGES.updated,
			// Focus comes back to the saved testimonial's card (issue 22).
			focus: saved.testimonial.id,
		})
	if (saved.status === 400) return refuse(400, { fieldErrors: saved.fieldErrors })
	if (saved.status === 423)
		return refuse(423, {
			formError: conflictMessage(
				{ reason: 'locked', by: saved.by, at: saved.since, noun: 'testimonial' },
				timeZoneOf(request),
			),
		})
	return refuse(404, {
		formError: `${TESTIMONIAL_MESSAGES.saveFailed} It was deleted while you were editing it.`,
	})
}

export default function TestimonialFormPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { testimonial } = loaderData
	const mode = testimonial ? 'edit' : 'add'
	const values: TestimonialFormValues = actionData?.values ??
		loaderData.copy ?? {
			name: testimonial?.name ?? '',
			title: testimonial?.title ?? '',
			quote: testimonial?.quote ?? richFromPlainText(''),
			logoLight: testimonial?.logoLight ?? null,
			logoDark: testimonial?.logoDark ?? null,
			image: testimonial?.image ?? null,
		}
	// The page's hold on the testimonial, kept through its data's reloads and new forms.
	const editLock = useEditLock({
		item: testimonial ? `testimonial:${testimonial.id}` : null,
		editor: loaderData.editor,
	})
	const location = useLocation()
	const navigate = useNavigate()
	const path = testimonial
		? `/admin/testimonials/${encodeURIComponent(testimonial.id)}`
		: ''
	// A new form for a new page (a kept draft opened, the page again after a take-over); a
	// refused save keeps the form as typed.
	const [formPage, setFormPage] = useState(location.key)
	if (!actionData && formPage !== location.key) setFormPage(location.key)
	// Held again after another page held it: a new form with what is stored now.
	const reload = useCallback(() => {
		void navigate(path, { replace: true })
	}, [navigate, path])
	return (
		<div className="space-y-6">
			<nav aria-label="Breadcrumb" className="text-sm">
				<Link
					to="/admin/testimonials"
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					<span aria-hidden="true">← </span>Testimonials
				</Link>
			</nav>
			<PageHeading
				title={testimonial ? 'Edit testimonial' : 'Add testimonial'}
				description="Shown on the home page slider. Every field and image is required."
			/>
			<TestimonialForm
				key={`${testimonial?.id ?? 'new'}:${formPage}`}
				mode={mode}
				values={values}
				serverErrors={actionData?.fieldErrors ?? null}
				formError={actionData?.formError ?? null}
				answer={actionData}
				editLock={editLock}
				lockedBy={loaderData.lockedBy}
				onReload={reload}
			/>
			<KeptDrafts
				drafts={loaderData.kept}
				openHref={(copy) => `${path}?copy=${encodeURIComponent(copy)}`}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<AdminPageError
			error={error}
			missing={{
				title: 'Testimonial not found',
				text: 'It may have been deleted. The list shows every testimonial there is.',
			}}
			failed={{
				title: 'Something went wrong',
				text: 'The testimonial could not be loaded. Please try again.',
			}}
			back={{ to: '/admin/testimonials', label: 'Back to testimonials' }}
		/>
	)
}
