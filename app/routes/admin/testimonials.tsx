import { useRef } from 'react'
import { redirect } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { BulkBar, useHydrated } from '#app/components/admin/lists/BulkBar.tsx'
import { ItemTools } from '#app/components/admin/lists/ItemTools.tsx'
import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { OrderAnnouncer, useListOrder } from '#app/components/admin/lists/ordering.tsx'
import { useKeepFocus } from '#app/components/admin/lists/use-keep-focus.ts'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TestimonialCard } from '#app/components/admin/testimonials/TestimonialCard.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { isFiltered, listHref, listQueryOf, visibleFor } from '#app/lib/list-query.ts'
import { readListAction } from '#app/schemas/form.ts'
import { testimonialListActionSchema } from '#app/schemas/testimonial.ts'
import { runBulk, type BulkWords } from '#app/server/admin/bulk.server.ts'
import {
	deleteTestimonial,
	loadTestimonialsTab,
	moveTestimonial,
	setTestimonialVisibility,
	TESTIMONIAL_MESSAGES,
	testimonialsTabPageOf,
} from '#app/server/admin/testimonials.server.ts'
import {
	redirectWithToast,
	SAME_PAGE,
	toastForWrite,
} from '#app/server/admin/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import type { Route } from './+types/testimonials'

const TAB = '/admin/testimonials'
const NOUN = ['testimonial', 'testimonials'] as const

export const meta: Route.MetaFunction = () => [{ title: 'Testimonials · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const { q, show, page } = listQueryOf(url)
	const tab = await loadTestimonialsTab(getDb(), page, {
		search: q || undefined,
		visible: visibleFor(show),
	})
	// A page past the end (its last cards were deleted): the last page.
	if (tab.page > tab.pageCount)
		throw redirect(listHref(TAB, { q, show, page: tab.pageCount }))
	// Without JavaScript, Delete links here with ?confirm=<id> to ask inline.
	const confirm = url.searchParams.get('confirm')
	return {
		...tab,
		q,
		show,
		ordering: !isFiltered({ q, show }) && !tab.error,
		listHref: listHref(TAB, { q, show, page: tab.page }),
		confirmId: tab.testimonials.some((t) => t.id === confirm) ? confirm : null,
	}
}

/**
 * Show/Hide, Move (to any place), Delete from a card, and Show, Hide, Delete for the checked
 * cards, in decision 026's order: the user, the post read, the service, the toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const action = readListAction(testimonialListActionSchema, await request.formData())
	if (!action) throw new Response('Unknown action', { status: 400 })
	const db = getDb()
	const logger = context.get(requestContext).logger
	const { q, show, page } = listQueryOf(request.url)
	// Back to the page the admin was on (the loader moves on if it is now past the end).
	const back = listHref(TAB, { q, show, page })

	switch (action.intent) {
		case 'show':
		case 'hide': {
			const { id, intent } = action
			const visible = intent === 'show'
			const { toast } = await toastForWrite(
				() => setTestimonialVisibility(db, { id, visible, actor: user }),
				{
					done: visible ? 'Testimonial shown.' : 'Testimonial hidden.',
					failed: 'Failed to update testimonial visibility',
				},
				{ logger, what: 'Failed to change testimonial visibility', id },
			)
			return redirectWithToast(request, back, toast)
		}
		case 'move': {
			const { id, position } = action
			const { result: moved, toast } = await toastForWrite(
				() => moveTestimonial(db, { id, position, actor: user }),
				{ done: 'Testimonial moved.', failed: 'Failed to move testimonial' },
				{ logger, what: 'Failed to move testimonial', id },
			)
			if (moved)
				toast.message = `The testimonial from ${moved.testimonial.name} moved to position ${moved.to}.`
			const to = moved ? listHref(TAB, { page: testimonialsTabPageOf(moved.to) }) : back
			// A move within the page keeps its history entry (moves are posted by a fetcher).
			return redirectWithToast(request, to, toast, to === back ? SAME_PAGE : {})
		}
		case 'delete': {
			const { id } = action
			const { toast } = await toastForWrite(
				() => deleteTestimonial(db, { id, actor: user }),
				{ done: TESTIMONIAL_MESSAGES.deleted, failed: TESTIMONIAL_MESSAGES.deleteFailed },
				{ logger, what: 'Failed to delete testimonial', id },
			)
			return redirectWithToast(request, back, toast)
		}
		case 'bulk-delete': {
			if (action.confirm !== 'yes' && action.ids.length > 0)
				return { confirmDelete: { ids: action.ids } }
			const words: BulkWords = {
				noun: NOUN,
				done: 'deleted',
				failed: TESTIMONIAL_MESSAGES.deleteFailed,
			}
			const toast = await runBulk(
				action.ids,
				async (id) =>
					(await deleteTestimonial(db, { id, actor: user })) ? 'done' : 'gone',
				words,
				{ logger, what: 'Failed to delete testimonials' },
			)
			return redirectWithToast(request, back, toast)
		}
		case 'bulk-show':
		case 'bulk-hide': {
			const visible = action.intent === 'bulk-show'
			const toast = await runBulk(
				action.ids,
				async (id) => {
					const result = await setTestimonialVisibility(db, { id, visible, actor: user })
					return result ? (result.changed ? 'done' : 'same') : 'gone'
				},
				{
					noun: NOUN,
					done: visible ? 'shown' : 'hidden',
					failed: 'Failed to update testimonial visibility',
				},
				{ logger, what: 'Failed to change testimonials visibility' },
			)
			return redirectWithToast(request, back, toast)
		}
	}
}

export default function TestimonialsPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { testimonials, error, confirmId, page, pageCount, q, show, ordering } =
		loaderData
	const hydrated = useHydrated()
	const listRef = useRef<HTMLOListElement>(null)
	const remember = useKeepFocus(listRef, 'testimonials-list-title')
	const order = useListOrder({
		listRef,
		items: testimonials,
		offset: loaderData.offset,
		total: loaderData.total,
		enabled: ordering && hydrated,
		labelOf: (testimonial) => `the testimonial from ${testimonial.name}`,
		remember,
	})
	return (
		<div className="space-y-6">
			<PageHeading
				title="Testimonials"
				description="What clients say about us, shown one at a time on the home page in this order. Hidden ones stay here."
				actions={<ButtonLink to="/admin/testimonials/new">Add testimonial</ButtonLink>}
			/>
			<ListFilters query={{ q, show }} label="Search testimonials" clearHref={TAB} />
			<h2 id="testimonials-list-title" tabIndex={-1} className="sr-only">
				{loaderData.total} {loaderData.total === 1 ? NOUN[0] : NOUN[1]}
			</h2>
			{error ? <FormAlert>{error}</FormAlert> : null}
			{!error && testimonials.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
					{isFiltered({ q, show })
						? 'No testimonials match this search.'
						: 'No testimonials yet. Add one and it appears on the home page.'}
				</p>
			) : null}
			{testimonials.length > 0 ? (
				<>
					<BulkBar
						id="testimonials-bulk"
						noun={NOUN}
						actions={[
							{ intent: 'bulk-show', label: 'Show' },
							{ intent: 'bulk-hide', label: 'Hide' },
						]}
						confirmIds={actionData?.confirmDelete.ids}
						cancelHref={loaderData.listHref}
					/>
					<ol
						ref={listRef}
						className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
						aria-label="Testimonials"
					>
						{order.ordered.map((testimonial, index) => (
							<li
								key={testimonial.id}
								data-item-id={testimonial.id}
								className={order.dragging === testimonial.id ? 'grid opacity-70' : 'grid'}
							>
								<TestimonialCard
									testimonial={testimonial}
									listHref={loaderData.listHref}
									confirming={confirmId === testimonial.id}
									tools={
										<ItemTools
											bulkForm="testimonials-bulk"
											handle={order.handleFor(testimonial, index)}
											ordering={ordering}
										/>
									}
								/>
							</li>
						))}
					</ol>
					<OrderAnnouncer text={order.announcement} />
				</>
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
