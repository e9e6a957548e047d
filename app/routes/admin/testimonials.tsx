import { redirect } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TestimonialCard } from '#app/components/admin/testimonials/TestimonialCard.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { pageOf, pageSearch } from '#app/lib/paging.ts'
import { readListAction } from '#app/schemas/form.ts'
import { testimonialListActionSchema } from '#app/schemas/testimonial.ts'
import {
	deleteTestimonial,
	loadTestimonialsTab,
	TESTIMONIAL_MESSAGES,
} from '#app/server/admin/testimonials.server.ts'
import { redirectWithToast, toastForWrite } from '#app/server/admin/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import type { Route } from './+types/testimonials'

const TAB = '/admin/testimonials'

/** The tab at page `page` (the first page is the tab's plain URL). */
const tabHref = (page: number) => `${TAB}${pageSearch('', page)}`

export const meta: Route.MetaFunction = () => [{ title: 'Testimonials · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const tab = await loadTestimonialsTab(getDb(), pageOf(url))
	// A page past the end (its last cards were deleted): the last page.
	if (tab.page > tab.pageCount) throw redirect(tabHref(tab.pageCount))
	// Without JavaScript, Delete links here with ?confirm=<id> to ask inline.
	const confirm = url.searchParams.get('confirm')
	return {
		...tab,
		listHref: tabHref(tab.page),
		confirmId: tab.testimonials.some((t) => t.id === confirm) ? confirm : null,
	}
}

/** Delete from a card (decision 026's order: the user, the post read, the service, the toast). */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const action = readListAction(testimonialListActionSchema, await request.formData())
	if (!action) throw new Response('Unknown action', { status: 400 })
	const { id } = action
	const { toast } = await toastForWrite(
		() => deleteTestimonial(getDb(), { id, actor: user }),
		{ done: TESTIMONIAL_MESSAGES.deleted, failed: TESTIMONIAL_MESSAGES.deleteFailed },
		{
			logger: context.get(requestContext).logger,
			what: 'Failed to delete testimonial',
			id,
		},
	)
	// Back to the page the admin was on (the loader moves on if it is now past the end).
	return redirectWithToast(request, tabHref(pageOf(request.url)), toast)
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
	const { testimonials, error, confirmId, listHref, page, pageCount } = loaderData
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
								listHref={listHref}
								confirming={confirmId === testimonial.id}
							/>
						</li>
					))}
				</ul>
			) : null}
			<Pagination
				page={page}
				pageCount={pageCount}
				drop={['confirm']}
				className="mt-10"
			/>
		</div>
	)
}
