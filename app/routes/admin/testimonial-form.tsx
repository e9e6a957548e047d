import { data, Link } from 'react-router'

import { AdminPageError } from '#app/components/admin/AdminPageError.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TestimonialForm } from '#app/components/admin/testimonials/TestimonialForm.tsx'
import { postedForm, readForm } from '#app/schemas/form.ts'
import {
	testimonialForm,
	type TestimonialFieldErrors,
	type TestimonialFormValues,
} from '#app/schemas/testimonial.ts'
import {
	saveTestimonial,
	TESTIMONIAL_MESSAGES,
	type SaveTestimonialResult,
} from '#app/server/admin/testimonials.server.ts'
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

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	if (!params.testimonialId) return { testimonial: null }
	const testimonial = await getTestimonial(getDb(), params.testimonialId)
	if (!testimonial) throw data('This testimonial does not exist.', { status: 404 })
	return { testimonial }
}

type ActionData = {
	values: TestimonialFormValues
	fieldErrors: TestimonialFieldErrors | null
	formError: string | null
}

/**
 * Add (no id) or save a testimonial, in the order of every admin write (decision 026):
 * the user, the post read with the shared schema (400 with field errors), the service
 * with typed input; then the list with spec §8's message, or the form again with the
 * values as typed and why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = readForm(await postedForm(request), testimonialForm)
	const refuse = (status: number, answer: Partial<ActionData>) =>
		data<ActionData>(
			{ values: form.values, fieldErrors: null, formError: null, ...answer },
			{ status },
		)
	if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors })

	const id = params.testimonialId
	let saved: SaveTestimonialResult
	try {
		saved = await saveTestimonial(getDb(), { data: form.data, actor: user, id })
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
	const values: TestimonialFormValues = actionData?.values ?? {
		name: testimonial?.name ?? '',
		title: testimonial?.title ?? '',
		quote: testimonial?.quote ?? '',
		logoLight: testimonial?.logoLight ?? null,
		logoDark: testimonial?.logoDark ?? null,
		image: testimonial?.image ?? null,
	}
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
				key={testimonial?.id ?? 'new'}
				mode={mode}
				values={values}
				serverErrors={actionData?.fieldErrors ?? null}
				formError={actionData?.formError ?? null}
				answer={actionData}
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
