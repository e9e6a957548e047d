import { data, redirect, useFetchers } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { LogoCard } from '#app/components/admin/logos/LogoCard.tsx'
import { LogoUpload } from '#app/components/admin/logos/LogoUpload.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { pageOf, pageSearch } from '#app/lib/paging.ts'
import type { ClientLogo } from '#app/lib/types.ts'
import { imageFieldSchema } from '#app/schemas/image.ts'
import {
	addClientLogo,
	CLIENT_LOGO_MESSAGES,
	loadClientLogosTab,
	moveClientLogo,
	removeClientLogo,
	setLogoVisible,
} from '#app/server/admin/client-logos.server.ts'
import { redirectWithToast } from '#app/server/admin/toast.server.ts'
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

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await request.formData()
	const intent = form.get('intent')
	const id = String(form.get('id') ?? '')
	const db = getDb()
	// Back to the page the admin was on (the loader moves on if it is now past the end).
	const toast = (
		tone: 'success' | 'error',
		message: string,
		to = tabHref(pageOf(request.url)),
	) => redirectWithToast(request, to, { tone, message })
	// A fault of the database or disk is named in the toast (and logged); else `fallback`.
	const failed = (error: unknown, fallback: string, what: string) =>
		toast(
			'error',
			answerForFailure(error, fallback, {
				logger: context.get(requestContext).logger,
				what,
				intent,
				id,
			}).message,
		)

	if (intent === 'add') {
		const image = imageFieldSchema.parse(form.get('image'))
		if (!image) return toast('error', CLIENT_LOGO_MESSAGES.uploadFailed)
		try {
			const logo = await addClientLogo(db, { image, actor: user })
			if (!logo) return toast('error', CLIENT_LOGO_MESSAGES.uploadFailed)
			// A new logo is last in the order: the last page shows it.
			const { pageCount } = await loadClientLogosTab(db)
			return toast('success', CLIENT_LOGO_MESSAGES.uploaded, tabHref(pageCount))
		} catch (error) {
			return failed(error, CLIENT_LOGO_MESSAGES.uploadFailed, 'Failed to add client logo')
		}
	}

	if (intent === 'show' || intent === 'hide') {
		try {
			const logo = await setLogoVisible(db, {
				id,
				visible: intent === 'show',
				actor: user,
			})
			if (logo)
				return toast(
					'success',
					intent === 'show' ? CLIENT_LOGO_MESSAGES.shown : CLIENT_LOGO_MESSAGES.hidden,
				)
		} catch (error) {
			return failed(
				error,
				CLIENT_LOGO_MESSAGES.visibilityFailed,
				'Failed to change client logo visibility',
			)
		}
		return toast('error', CLIENT_LOGO_MESSAGES.visibilityFailed)
	}

	if (intent === 'move') {
		const direction = form.get('direction')
		if (direction !== 'up' && direction !== 'down')
			return data({ ok: false }, { status: 400 })
		try {
			const order = await moveClientLogo(db, { id, direction, actor: user })
			return data({ ok: order !== null }, { status: order ? 200 : 404 })
		} catch (error) {
			const failure = answerForFailure(error, 'Failed to move logo', {
				logger: context.get(requestContext).logger,
				what: 'Failed to move client logo',
				id,
			})
			return data({ ok: false, message: failure.message }, { status: failure.status })
		}
	}

	if (intent === 'delete') {
		try {
			const removed = await removeClientLogo(db, { id, actor: user })
			if (removed) return toast('success', CLIENT_LOGO_MESSAGES.deleted)
		} catch (error) {
			return failed(
				error,
				CLIENT_LOGO_MESSAGES.deleteFailed,
				'Failed to delete client logo',
			)
		}
		return toast('error', CLIENT_LOGO_MESSAGES.deleteFailed)
	}

	throw new Response('Unknown action', { status: 400 })
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
