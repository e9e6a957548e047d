import { useRef } from 'react'
import { redirect } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { BulkBar, useHydrated } from '#app/components/admin/lists/BulkBar.tsx'
import { ItemTools } from '#app/components/admin/lists/ItemTools.tsx'
import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { OrderAnnouncer, useListOrder } from '#app/components/admin/lists/ordering.tsx'
import { useKeepFocus } from '#app/components/admin/lists/use-keep-focus.ts'
import { LogoCard } from '#app/components/admin/logos/LogoCard.tsx'
import { LogoUpload } from '#app/components/admin/logos/LogoUpload.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { logoLabel } from '#app/components/site/LogoStrip.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { isFiltered, listHref, listQueryOf, visibleFor } from '#app/lib/list-query.ts'
import { clientLogoActionSchema } from '#app/schemas/client-logo.ts'
import { readListAction } from '#app/schemas/form.ts'
import { runBulk } from '#app/server/admin/bulk.server.ts'
import {
	addClientLogo,
	CLIENT_LOGO_MESSAGES,
	deleteClientLogo,
	loadClientLogosTab,
	logosTabPageOf,
	moveClientLogo,
	setClientLogoVisibility,
} from '#app/server/admin/client-logos.server.ts'
import {
	redirectWithToast,
	SAME_PAGE,
	toastForWrite,
} from '#app/server/admin/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import type { Route } from './+types/logos'

export const meta: Route.MetaFunction = () => [{ title: "Clients' Logos · Dashboard" }]

const TAB = '/admin/logos'
const NOUN = ['logo', 'logos'] as const
/** The tab at page `page` (the first page is the tab's plain URL). */
const tabHref = (page: number) => listHref(TAB, { page })
/** Spec §2: the empty grid. */
const EMPTY_MESSAGE = 'No Client Logos Found'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const { q, show, page } = listQueryOf(url)
	const tab = await loadClientLogosTab(getDb(), page, {
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
		confirmId: tab.logos.some((l) => l.id === confirm) ? confirm : null,
	}
}

/**
 * Add, Show/Hide, Move (to any place) and Delete, one by one or for the checked logos, in
 * the order of every admin write (decision 026): the user, the post read with its schema
 * (one discriminated union), the service with typed input; a toast on the page the admin
 * was on, or for a move on the page that shows the logo in its new place.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const action = readListAction(clientLogoActionSchema, await request.formData())
	if (!action) throw new Response('Unknown action', { status: 400 })
	const db = getDb()
	const logger = context.get(requestContext).logger
	// Back to the page the admin was on (the loader moves on if it is now past the end).
	const { q, show, page } = listQueryOf(request.url)
	const back = listHref(TAB, { q, show, page })

	switch (action.intent) {
		case 'add': {
			const { image } = action
			if (!image)
				return redirectWithToast(request, back, {
					tone: 'error',
					message: CLIENT_LOGO_MESSAGES.uploadFailed,
				})
			const { result: logo, toast } = await toastForWrite(
				() => addClientLogo(db, { image, actor: user }),
				{
					done: CLIENT_LOGO_MESSAGES.uploaded,
					failed: CLIENT_LOGO_MESSAGES.uploadFailed,
				},
				{ logger, what: 'Failed to add client logo', intent: action.intent },
			)
			// A new logo is last in the order: the last page shows it.
			const to = logo ? tabHref((await loadClientLogosTab(db)).pageCount) : back
			return redirectWithToast(request, to, toast)
		}
		case 'show':
		case 'hide': {
			const { id, intent } = action
			const { toast } = await toastForWrite(
				() =>
					setClientLogoVisibility(db, { id, visible: intent === 'show', actor: user }),
				{
					done:
						intent === 'show' ? CLIENT_LOGO_MESSAGES.shown : CLIENT_LOGO_MESSAGES.hidden,
					failed: CLIENT_LOGO_MESSAGES.visibilityFailed,
				},
				{ logger, what: 'Failed to change client logo visibility', intent, id },
			)
			return redirectWithToast(request, back, toast)
		}
		case 'move': {
			const { id, position } = action
			const { result: moved, toast } = await toastForWrite(
				() => moveClientLogo(db, { id, position, actor: user }),
				{ done: 'Logo moved.', failed: 'Failed to move logo' },
				{ logger, what: 'Failed to move client logo', id },
			)
			if (moved) toast.message = `${logoLabel(moved.logo)} moved to position ${moved.to}.`
			const to = moved ? tabHref(logosTabPageOf(moved.to)) : back
			// A move within the page keeps its history entry (moves are posted by a fetcher).
			return redirectWithToast(request, to, toast, to === back ? SAME_PAGE : {})
		}
		case 'bulk-delete': {
			if (action.confirm !== 'yes' && action.ids.length > 0)
				return { confirmDelete: { ids: action.ids } }
			const toast = await runBulk(
				action.ids,
				async (id) =>
					(await deleteClientLogo(db, { id, actor: user })) ? 'done' : 'gone',
				{ noun: NOUN, done: 'deleted', failed: CLIENT_LOGO_MESSAGES.deleteFailed },
				{ logger, what: 'Failed to delete client logos' },
			)
			return redirectWithToast(request, back, toast)
		}
		case 'bulk-show':
		case 'bulk-hide': {
			const visible = action.intent === 'bulk-show'
			const toast = await runBulk(
				action.ids,
				async (id) => {
					const result = await setClientLogoVisibility(db, { id, visible, actor: user })
					return result ? (result.changed ? 'done' : 'same') : 'gone'
				},
				{
					noun: NOUN,
					done: visible ? 'shown' : 'hidden',
					failed: CLIENT_LOGO_MESSAGES.visibilityFailed,
				},
				{ logger, what: 'Failed to change client logos visibility' },
			)
			return redirectWithToast(request, back, toast)
		}
		case 'delete': {
			const { id } = action
			const { toast } = await toastForWrite(
				() => deleteClientLogo(db, { id, actor: user }),
				{ done: CLIENT_LOGO_MESSAGES.deleted, failed: CLIENT_LOGO_MESSAGES.deleteFailed },
				{ logger, what: 'Failed to delete client logo', intent: action.intent, id },
			)
			return redirectWithToast(request, back, toast)
		}
	}
}

export default function LogosPage({ loaderData, actionData }: Route.ComponentProps) {
	const { error, confirmId, listHref, total, visibleTotal, page, pageCount, q, show } =
		loaderData
	const hydrated = useHydrated()
	const listRef = useRef<HTMLOListElement>(null)
	const remember = useKeepFocus(listRef, 'logos-title')
	const order = useListOrder({
		listRef,
		items: loaderData.logos,
		offset: loaderData.offset,
		total,
		enabled: loaderData.ordering && hydrated,
		labelOf: logoLabel,
		remember,
	})
	const filtered = isFiltered({ q, show })

	return (
		<div className="space-y-6">
			<PageHeading
				title="Clients' Logos"
				description="The logos in the home page strip, in this order. Hidden logos stay here but leave the strip."
			/>
			<Panel id="upload-logo" title="Upload a logo">
				<LogoUpload />
			</Panel>
			{error ? <FormAlert>{error}</FormAlert> : null}
			<section aria-labelledby="logos-title" className="space-y-4">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="logos-title" tabIndex={-1} className="text-lg font-semibold">
						Logos
					</h2>
					{total > 0 && !filtered ? (
						<p className="text-sm text-ink-muted">
							{visibleTotal} of {total} shown on the home page
						</p>
					) : null}
				</div>
				<ListFilters query={{ q, show }} label="Search logos" clearHref={TAB} />
				{!error && order.ordered.length === 0 ? (
					<p className="rounded-card border border-dashed border-line-strong p-8 text-center font-semibold text-ink-muted">
						{filtered ? 'No logos match this search.' : EMPTY_MESSAGE}
					</p>
				) : null}
				{order.ordered.length > 0 ? (
					<>
						<BulkBar
							id="logos-bulk"
							noun={NOUN}
							actions={[
								{ intent: 'bulk-show', label: 'Show' },
								{ intent: 'bulk-hide', label: 'Hide' },
							]}
							confirmIds={actionData?.confirmDelete.ids}
							cancelHref={listHref}
						/>
						<ol ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
							{order.ordered.map((logo, index) => (
								<li
									key={logo.id}
									data-item-id={logo.id}
									className={order.dragging === logo.id ? 'opacity-70' : undefined}
								>
									<LogoCard
										logo={logo}
										listHref={listHref}
										confirming={confirmId === logo.id}
										tools={
											<ItemTools
												bulkForm="logos-bulk"
												handle={order.handleFor(logo, index)}
												ordering={loaderData.ordering}
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
			</section>
		</div>
	)
}
