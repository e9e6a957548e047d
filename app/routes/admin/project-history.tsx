import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Link, useNavigation } from 'react-router'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { ChangeList } from '#app/components/admin/history/ChangeList.tsx'
import { RestoreButtons } from '#app/components/admin/history/RestoreButtons.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { ProjectError } from '#app/components/admin/project/ProjectError.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { pageOf } from '#app/lib/paging.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { restoreRevisionSchema } from '#app/schemas/revision.ts'
import {
	HISTORY_KINDS,
	HISTORY_TOASTS,
	historyKindOf,
	loadItemHistory,
	restoreItemRevision,
	type HistoryEntity,
} from '#app/server/admin/project-history.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { languageOf as languageNameOf } from '#app/lib/languages.ts'
import {
	chosenLanguage,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'

import type { Route } from './+types/project-history'
import { unknownAction } from '#app/server/http/refusals.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `History of ${loaderData?.name ?? 'project'} · Dashboard` },
]

/**
 * Whose history this is: a project's (/admin/projects/:projectId/history) or a
 * testimonial's (/admin/testimonials/:testimonialId/history), the same screen (decision 052).
 */
function itemOf(params: { projectId?: string; testimonialId?: string }): {
	entity: HistoryEntity
	id: string
} {
	if (params.testimonialId) return { entity: 'testimonial', id: params.testimonialId }
	if (params.projectId) return { entity: 'project', id: params.projectId }
	throw data(null, { status: 404 })
}

/** `?language=de`: the history of the item's translation into one of the site's languages. */
async function languageOf(request: Request) {
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	return language
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const { entity, id } = itemOf(params)
	const language = await languageOf(request)
	const history = await loadItemHistory(
		getDb(),
		entity,
		id,
		pageOf(request.url),
		language,
	)
	if (!history) throw data(null, { status: 404 })
	return {
		...history,
		language: language ? languageNameOf(language).englishName : null,
		editPath: historyKindOf(entity, language).editPath(id),
	}
}

/** Restore a revision as the draft, or published at once (decision 033). */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const post = readForm(await postedForm(request), restoreRevisionSchema)
	const { entity, id } = itemOf(params)
	const language = await languageOf(request)
	const kind = historyKindOf(entity, language)
	const back = `${HISTORY_KINDS[entity].path(id)}${language ? `?language=${language}` : ''}`
	if (!post.ok) unknownAction()
	const { revision, as, draftVersion } = post.data
	try {
		const restored = await restoreItemRevision(
			getDb(),
			entity,
			{
				id,
				revision,
				as,
				draftVersion,
				actor: user,
			},
			language,
		)
		if (restored.ok)
			return await (restored.as === 'draft'
				? redirectWithToast(request, kind.editPath(id), {
						tone: 'success',
						message:
							restored.imagesGone > 0
								? HISTORY_TOASTS.restoredWithoutImages(revision, restored.imagesGone)
								: HISTORY_TOASTS.restoredAsDraft(revision),
					})
				: redirectWithToast(request, back, {
						tone: 'success',
						message: HISTORY_TOASTS.restoredLive(revision),
					}))
		if (restored.status === 404) throw data(null, { status: 404 })
		return await redirectWithToast(request, back, {
			tone: 'error',
			message:
				restored.status === 400
					? (restored.fieldErrors.form ?? HISTORY_TOASTS.refused)
					: conflictMessage(restored, timeZoneOf(request)),
		})
	} catch (error) {
		if (!(error instanceof Error)) throw error
		const failure = answerForFailure(error, HISTORY_TOASTS.failed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to restore a revision',
			id,
		})
		return redirectWithToast(request, back, { tone: 'error', message: failure.message })
	}
}

/** What each kind of revision was, in words. */
const EVENTS = {
	publish: 'Published',
	schedule: 'Published at its scheduled time',
	restore: 'An earlier version published again',
	show: 'Shown on the site',
	hide: 'Hidden from the site',
	baseline: 'The version before its history was kept',
} as const

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function ProjectHistory({ loaderData }: Route.ComponentProps) {
	const {
		name,
		revision: live,
		entries,
		draft,
		goneImages,
		editPath,
		language,
	} = loaderData
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle'
	return (
		<div className="space-y-6">
			<PageHeading
				title={language ? `History of ${name} in ${language}` : `History of ${name}`}
				description="Every published version, newest first, with what it changed. Restoring one makes it the draft, or publishes it again at once as a new version: nothing here is ever lost."
				actions={
					<Link to={editPath} className={buttonClasses({ variant: 'outline' })}>
						Back to the form
					</Link>
				}
			/>
			{draft ? (
				<p className="rounded-xl border border-amber-400/60 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/40 dark:text-amber-100">
					A draft is in progress, last saved by {draft.updatedBy ?? 'an admin'},{' '}
					<LocalTime value={draft.updatedAt} />. Restoring a version as the draft replaces
					it; the draft it replaces is kept on the form's page, under Kept drafts.
				</p>
			) : null}
			{entries.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
					No history yet: it starts with the next change that is published.
				</p>
			) : (
				<ol className="grid gap-4">
					{entries.map((entry) => (
						<li
							key={entry.id}
							data-revision={entry.revision}
							className="rounded-card border border-line bg-surface p-5 sm:p-6 dark:border-transparent dark:shadow-raised"
						>
							<article aria-labelledby={`revision-${entry.revision}`}>
								<div className="flex flex-wrap items-baseline justify-between gap-2">
									<h2 id={`revision-${entry.revision}`} className="text-lg font-semibold">
										Revision {entry.revision}: {entry.title}
									</h2>
									{entry.revision === live ? (
										<span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
											On the site now
										</span>
									) : null}
								</div>
								<p className="mt-1 text-sm text-ink-muted">
									{EVENTS[entry.event]}
									{entry.actorEmail ? ` by ${entry.actorEmail}` : ''},{' '}
									<LocalTime value={entry.createdAt} />.
								</p>
								<div className="mt-4">
									<ChangeList
										changes={entry.described}
										gone={goneImages}
										empty={
											entry.event === 'baseline'
												? 'As it was when its history began.'
												: entry.changes === null
													? 'The first published version.'
													: 'Nothing in the form changed.'
										}
									/>
								</div>
								{entry.revision === live ? null : (
									<div className="mt-5">
										<RestoreButtons
											revision={entry.revision}
											draftVersion={draft?.draftVersion ?? 0}
											busy={busy}
											names={{
												draft: `Restore as draft: revision ${entry.revision}`,
												publish: `Restore and publish: revision ${entry.revision}`,
											}}
										/>
									</div>
								)}
							</article>
						</li>
					))}
				</ol>
			)}
			<Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ProjectError error={error} />
}
