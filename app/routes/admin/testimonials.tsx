import { listPostFailures, TESTIMONIAL_MESSAGES } from '#app/lib/admin-messages.ts'
import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data } from 'react-router'

import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { OrderedList } from '#app/components/admin/lists/OrderedList.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TestimonialCard } from '#app/components/admin/testimonials/TestimonialCard.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { isFiltered } from '#app/lib/list-query.ts'
import type { Testimonial } from '#app/lib/types.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { testimonialListActionSchema } from '#app/schemas/testimonial.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { listTranslationProgress } from '#app/server/admin/translations.server.ts'
import { testimonialKind } from '#app/server/content/testimonials.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listDraftStates } from '#app/server/models/content-drafts.server.ts'

import type { Route } from './+types/testimonials'
import { answerListAction, loadTab, TESTIMONIALS_TAB } from './list-tab.server.ts'

// Who may read and post here (decision 046), checked before the loader and action: every
// role sees the list and adds drafts (decision 052); show, hide, move and delete publish.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

const NOUN = ['testimonial', 'testimonials'] as const
const LIST = {
	name: 'testimonials',
	noun: NOUN,
	label: 'Testimonials',
	labelOf: (testimonial: Pick<Testimonial, 'name'>) =>
		`the testimonial from ${testimonial.name}`,
}

export const meta: Route.MetaFunction = () => [{ title: 'Testimonials · Dashboard' }]

export async function loader(args: Route.LoaderArgs) {
	const tab = await loadTab(args, TESTIMONIALS_TAB)
	// Which have a draft not published yet, or scheduled (decision 052): one query a page.
	const states = await listDraftStates(
		getDb(),
		'testimonial',
		tab.items.map((item) => item.id),
	).catch(() => [])
	const drafts: Record<string, { publishAt: string | null }> = Object.fromEntries(
		states.map((state) => [state.entityId, { publishAt: state.publishAt }]),
	)
	// How far each published one is translated in the site's other languages (decision 050).
	const translated = await listTranslationProgress(
		getDb(),
		testimonialKind,
		tab.items
			.filter((item) => item.revision > 0)
			.map((item) => ({ id: item.id, doc: item })),
	).catch((): Awaited<ReturnType<typeof listTranslationProgress>> => ({}))
	return { ...tab, drafts, translated }
}

/**
 * Show/Hide, Move (to any place), Delete from a card, and Show, Hide, Delete for the checked
 * cards, in decision 026's order: the user, the post read, the service, the toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = readForm(await postedForm(request), testimonialListActionSchema)
	if (!form.ok) throw data('Unknown action', { status: 400 })
	return answerListAction(request, TESTIMONIALS_TAB, form.data, {
		user,
		logger: context.get(requestContext).logger,
		labelOf: (testimonial) => `The testimonial from ${testimonial.name}`,
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, listPostFailures(TESTIMONIAL_MESSAGES))

export default function TestimonialsPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { q, show, total } = loaderData
	return (
		<div className="space-y-6">
			<PageHeading
				title="Testimonials"
				description="What clients say about us, shown one at a time on the home page in this order. Hidden ones stay here."
				actions={<ButtonLink to="/admin/testimonials/new">Add testimonial</ButtonLink>}
			/>
			<ListFilters
				query={{ q, show }}
				label="Search testimonials"
				clearHref="/admin/testimonials"
			/>
			<h2 id="testimonials-list-title" tabIndex={-1} className="sr-only">
				{total} {total === 1 ? NOUN[0] : NOUN[1]}
			</h2>
			<OrderedList
				data={loaderData}
				list={LIST}
				confirmBulkDelete={actionData?.confirmDelete.ids}
				empty={
					isFiltered({ q, show })
						? 'No testimonials match this search.'
						: 'No testimonials yet. Add one and it appears on the home page.'
				}
				className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
			>
				{(testimonial, card) => (
					<TestimonialCard
						testimonial={testimonial}
						draft={loaderData.drafts[testimonial.id] ?? null}
						translations={loaderData.translated[testimonial.id] ?? []}
						{...card}
					/>
				)}
			</OrderedList>
		</div>
	)
}
