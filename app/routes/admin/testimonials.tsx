import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TestimonialCard } from '#app/components/admin/testimonials/TestimonialCard.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import {
	loadTestimonialsTab,
	removeTestimonial,
	TESTIMONIAL_MESSAGES,
} from '#app/server/admin/testimonials.server.ts'
import { redirectWithToast } from '#app/server/admin/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import type { Route } from './+types/testimonials'

export const meta: Route.MetaFunction = () => [{ title: 'Testimonials · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const tab = await loadTestimonialsTab(getDb())
	// Without JavaScript, Delete links here with ?confirm=<id> to ask inline.
	const confirm = new URL(request.url).searchParams.get('confirm')
	return {
		...tab,
		confirmId: tab.testimonials.some((t) => t.id === confirm) ? confirm : null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await request.formData()
	const id = form.get('id')
	if (form.get('intent') !== 'delete' || typeof id !== 'string' || !id)
		throw new Response('Unknown action', { status: 400 })
	const failed = { tone: 'error', message: TESTIMONIAL_MESSAGES.deleteFailed } as const
	try {
		const removed = await removeTestimonial(getDb(), { id, actor: user })
		return redirectWithToast(
			request,
			'/admin/testimonials',
			removed ? { tone: 'success', message: TESTIMONIAL_MESSAGES.deleted } : failed,
		)
	} catch {
		return redirectWithToast(request, '/admin/testimonials', failed)
	}
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
	const { testimonials, error, confirmId } = loaderData
	return (
		<div className="space-y-6">
			<PageHeading
				title="Testimonials"
				description="What clients say about us, shown one at a time on the home page, newest first."
				actions={<ButtonLink to="/admin/testimonials/new">Add testimonial</ButtonLink>}
			/>
			{error ? <FormAlert>{error}</FormAlert> : null}
			{!error && testimonials.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
					No testimonials yet. Add one and it appears on the home page.
				</p>
			) : null}
			{testimonials.length > 0 ? (
				<ul
					className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
					aria-label="Testimonials"
				>
					{testimonials.map((testimonial) => (
						<li key={testimonial.id} className="grid">
							<TestimonialCard
								testimonial={testimonial}
								confirming={confirmId === testimonial.id}
							/>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
