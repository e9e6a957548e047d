import { data, redirect, useFetchers } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { LogoCard } from '#app/components/admin/logos/LogoCard.tsx'
import { LogoUpload } from '#app/components/admin/logos/LogoUpload.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { pageOf, pageSearch } from '#app/lib/paging.ts'
import type { ClientLogo } from '#app/lib/types.ts'
import { clientLogoActionSchema } from '#app/schemas/client-logo.ts'
import { readListAction } from '#app/schemas/form.ts'
import {
	addClientLogo,
	CLIENT_LOGO_MESSAGES,
	deleteClientLogo,
	loadClientLogosTab,
	moveClientLogo,
	setClientLogoVisibility,
} from '#app/server/admin/client-logos.server.ts'
import { redirectWithToast, toastForWrite } from '#app/server/admin/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import type { Route } from './+types/logos'

export const meta: Route.MetaFunction = () => [{ title: "Clients' Logos · Dashboard" }]

const TAB = '/admin/logos'
/** The tab at page `page` (the first page is the tab's plain URL). */
const tabHref = (page: number) => `${TAB}${pageSearch('', page)}`
/** Spec §2: the empty grid. */
const EMPTY_MESSAGE = 'No Client Logos Found'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const tab = await loadClientLogosTab(getDb(), pageOf(url))
	// A page past the end (its last cards were deleted): the last page.
	if (tab.page > tab.pageCount) throw redirect(tabHref(tab.pageCount))
	// Without JavaScript, Delete links here with ?confirm=<id> to ask inline.
	const confirm = url.searchParams.get('confirm')
	return {
		...tab,
		listHref: tabHref(tab.page),
		confirmId: tab.logos.some((l) => l.id === confirm) ? confirm : null,
	}
}

/**
 * Add, Show/Hide, Move and Delete, in the order of every admin write (decision 026): the
 * user, the post read with its schema (one discriminated union), the service with typed
 * input; a toast on the page the admin was on, or for a move (a fetcher) its status.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const action = readListAction(clientLogoActionSchema, await request.formData())
	if (!action) throw new Response('Unknown action', { status: 400 })
	const db = getDb()
	const logger = context.get(requestContext).logger
	// Back to the page the admin was on (the loader moves on if it is now past the end).
	const back = tabHref(pageOf(request.url))

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
			const { id, direction } = action
			try {
				const order = await moveClientLogo(db, { id, direction, actor: user })
				return data({ ok: order !== null }, { status: order ? 200 : 404 })
			} catch (error) {
				const failure = answerForFailure(error, 'Failed to move logo', {
					logger,
					what: 'Failed to move client logo',
					id,
				})
				return data({ ok: false, message: failure.message }, { status: failure.status })
			}
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

/** The order as it will be once the moves still running are done. */
function withPendingMoves(
	logos: ClientLogo[],
	moves: Array<{ id: string; direction: string }>,
): ClientLogo[] {
	// Within this page: a move across its edge shows once the page reloads.
	const order = [...logos]
	for (const { id, direction } of moves) {
		const index = order.findIndex((logo) => logo.id === id)
		const target = direction === 'up' ? index - 1 : index + 1
		if (index < 0 || target < 0 || target >= order.length) continue
		const [logo] = order.splice(index, 1)
		if (logo) order.splice(target, 0, logo)
	}
	return order
}

export default function LogosPage({ loaderData }: Route.ComponentProps) {
	const { error, confirmId, listHref, offset, total, visibleTotal, page, pageCount } =
		loaderData
	const moves = useFetchers()
		.filter((f) => f.formData?.get('intent') === 'move')
		.map((f) => ({
			id: String(f.formData?.get('id') ?? ''),
			direction: String(f.formData?.get('direction') ?? ''),
		}))
	const logos = withPendingMoves(loaderData.logos, moves)

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
					<h2 id="logos-title" className="text-lg font-semibold">
						Logos
					</h2>
					{total > 0 ? (
						<p className="text-sm text-ink-muted">
							{visibleTotal} of {total} shown on the home page
						</p>
					) : null}
				</div>
				{!error && logos.length === 0 ? (
					<p className="rounded-card border border-dashed border-line-strong p-8 text-center font-semibold text-ink-muted">
						{EMPTY_MESSAGE}
					</p>
				) : null}
				{logos.length > 0 ? (
					<ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{logos.map((logo, index) => (
							<li key={logo.id}>
								<LogoCard
									logo={logo}
									position={offset + index + 1}
									count={total}
									listHref={listHref}
									confirming={confirmId === logo.id}
								/>
							</li>
						))}
					</ol>
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
