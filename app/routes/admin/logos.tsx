import { CLIENT_LOGO_MESSAGES, listPostFailures } from '#app/lib/admin-messages.ts'
import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import type { Logger } from 'pino'
import { data } from 'react-router'

import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { OrderedList } from '#app/components/admin/lists/OrderedList.tsx'
import { LogoCard } from '#app/components/admin/logos/LogoCard.tsx'
import { LogoUpload } from '#app/components/admin/logos/LogoUpload.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { logoLabel } from '#app/components/site/LogoStrip.tsx'
import { isFiltered, listHref } from '#app/lib/list-query.ts'
import { clientLogoActionSchema } from '#app/schemas/client-logo.ts'
import type { ChosenImage } from '#app/schemas/image.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { addClientLogo, countClientLogos } from '#app/server/admin/client-logos.server.ts'
import { listPageOf } from '#app/server/admin/lists.server.ts'
import { requireUser, type Actor } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { redirectWithToast, toastForWrite } from '#app/server/toast.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/logos'
import { answerListAction, loadTab, LOGOS_TAB } from './list-tab.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: "Clients' Logos · Dashboard" }]

const LIST = { name: 'logos', noun: ['logo', 'logos'], labelOf: logoLabel } as const

export const loader = (args: Route.LoaderArgs) => loadTab(args, LOGOS_TAB)

/**
 * Add, Show/Hide, Move (to any place) and Delete, one by one or for the checked logos, in
 * the order of every admin write (decision 026): the user, the post read with its schema
 * (one discriminated union), the service with typed input, a redirect with its toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = readForm(await postedForm(request), clientLogoActionSchema)
	if (!form.ok) throw data('Unknown action', { status: 400 })
	const logger = context.get(requestContext).logger
	if (form.data.intent === 'add')
		return addLogo(request, form.data.image, { user, logger })
	return answerListAction(request, LOGOS_TAB, form.data, {
		user,
		logger,
		labelOf: logoLabel,
	})
}

/** Adds an uploaded logo; a new logo is last in the order, so the last page shows it. */
async function addLogo(
	request: Request,
	image: ChosenImage | null,
	{ user, logger }: { user: Actor; logger: Pick<Logger, 'error'> },
) {
	const db = getDb()
	const { result: logo, toast } = await toastForWrite(
		async () => (image ? addClientLogo(db, { image, actor: user }) : null),
		{ done: CLIENT_LOGO_MESSAGES.uploaded, failed: CLIENT_LOGO_MESSAGES.uploadFailed },
		{ logger, what: 'Failed to add client logo', intent: 'add' },
	)
	const last = logo ? listPageOf(await countClientLogos(db)) : 1
	return redirectWithToast(request, listHref(LOGOS_TAB.path, { page: last }), toast)
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, {
		...listPostFailures(CLIENT_LOGO_MESSAGES),
		add: CLIENT_LOGO_MESSAGES.uploadFailed,
	})

export default function LogosPage({ loaderData, actionData }: Route.ComponentProps) {
	const { total, visibleTotal, q, show } = loaderData
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
			<section aria-labelledby="logos-list-title" className="space-y-4">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="logos-list-title" tabIndex={-1} className="text-lg font-semibold">
						Logos
					</h2>
					{total > 0 && !filtered ? (
						<p className="text-sm text-ink-muted">
							{visibleTotal} of {total} shown on the home page
						</p>
					) : null}
				</div>
				<ListFilters query={{ q, show }} label="Search logos" clearHref="/admin/logos" />
				<OrderedList
					data={loaderData}
					list={LIST}
					confirmBulkDelete={actionData?.confirmDelete.ids}
					// Spec §2: the empty grid.
					empty={
						filtered ? (
							'No logos match this search.'
						) : (
							<strong>No Client Logos Found</strong>
						)
					}
					className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
				>
					{(logo, card) => <LogoCard logo={logo} {...card} />}
				</OrderedList>
			</section>
		</div>
	)
}
