import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { SITE_SAVE_FAILED } from '#app/lib/admin-messages.ts'
import { data, Link, useNavigation } from 'react-router'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { RestoreButtons } from '#app/components/admin/history/RestoreButtons.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { ChangeList } from '#app/components/admin/history/ChangeList.tsx'
import { SiteFormError } from '#app/components/admin/site/SiteFormError.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { pageOf } from '#app/lib/paging.ts'
import { postedForm, readForm, versionsSchema } from '#app/schemas/form.ts'
import {
	isSiteKey,
	SITE_FORMS,
	siteRestoreSchema,
	type SiteKey,
} from '#app/schemas/site-content.ts'
import { loadSiteHistory, SITE_MESSAGES } from '#app/server/admin/site-content.server.ts'
import { HISTORY_TOASTS } from '#app/server/admin/project-history.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { access, siteFormAccess } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/site-history'
import { languageOf, type LanguageCode } from '#app/lib/languages.ts'
import type { AnyContentKind } from '#app/server/content/registry.server.ts'
import { contentFormWrites } from '#app/server/admin/content-form.server.ts'
import { siteKindOf } from '#app/server/admin/site-content.server.ts'
import {
	chosenLanguage,
	loadHistoryOf,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { translationKind } from '#app/server/content/translations.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access(siteFormAccess({ read: 'content.edit', write: 'content.publish' })),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `History of ${loaderData ? SITE_FORMS[loaderData.key].title : 'a form'}${loaderData?.language ? ` in ${loaderData.language.englishName}` : ''} · Site · Dashboard`,
	},
]

const NOT_FOUND = 'There is no such Site form.'

function siteKeyOf(params: { form?: string }): SiteKey {
	if (!isSiteKey(params.form)) throw data(NOT_FOUND, { status: 404 })
	return params.form
}

const EVENTS: Record<string, string> = {
	publish: 'Published',
	schedule: 'Published at its scheduled time',
	restore: 'Restored',
	baseline: 'As it was before revisions were kept',
	show: 'Shown',
	hide: 'Hidden',
}

/** A translation's history (`?language=de`, decision 050): its kind; else the form's own. */
async function historyKind(
	request: Request,
	key: SiteKey,
): Promise<{ kind: AnyContentKind; language: LanguageCode | null }> {
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	return language
		? { kind: translationKind(siteKindOf(key), language), language }
		: { kind: siteKindOf(key), language: null }
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const key = siteKeyOf(params)
	const { kind, language } = await historyKind(request, key)
	if (!language)
		return {
			...(await loadSiteHistory(getDb(), key, pageOf(request.url))),
			language: null,
		}
	const page = await loadHistoryOf(getDb(), kind, key, pageOf(request.url))
	return {
		key,
		...page,
		language: { code: language, englishName: languageOf(language).englishName },
	}
}

/** Restore a revision, as the draft or published at once (the content core's restore). */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const key = siteKeyOf(params)
	const posted = await postedForm(request)
	const restore = readForm(posted, siteRestoreSchema)
	const versions = readForm(posted, versionsSchema)
	if (!restore.ok || !versions.ok)
		return data({ formError: 'Unknown action.' }, { status: 400 })
	const { revision, as } = restore.data
	const { kind, language } = await historyKind(request, key)
	const back = language ? `/admin/site/${key}?language=${language}` : `/admin/site/${key}`
	try {
		const restored = await contentFormWrites(getDb(), kind, key, user).restore({
			revision,
			as,
			draftVersion: versions.data.draftVersion,
		})
		if (restored.ok)
			return redirectWithToast(request, back, {
				tone: 'success',
				message:
					restored.as === 'draft'
						? restored.imagesGone > 0
							? HISTORY_TOASTS.restoredWithoutImages(revision, restored.imagesGone)
							: SITE_MESSAGES.restoredDraft(revision)
						: SITE_MESSAGES.restoredPublished(revision),
			})
		if (restored.status === 404)
			return data({ formError: `Revision ${revision} does not exist.` }, { status: 404 })
		if (restored.status === 400)
			return data(
				{
					formError:
						restored.fieldErrors.form ??
						`Revision ${revision} does not pass the form's checks any more: restore it as a draft and correct it there.`,
				},
				{ status: 400 },
			)
		return data(
			{ formError: conflictMessage(restored, timeZoneOf(request)) },
			{ status: restored.status },
		)
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to restore a site revision',
			key,
			revision,
		})
		return data({ formError: failure.message }, { status: failure.status })
	}
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, { default: SITE_SAVE_FAILED })

/** Every published version of a form, newest first: who, when, what changed; restore any. */
export default function SiteHistory({ loaderData, actionData }: Route.ComponentProps) {
	const { key, history, draftVersion, goneImages, language } = loaderData
	const form = SITE_FORMS[key]
	// A translation's history keeps its language in every link (decision 050).
	const query = language ? `language=${language.code}&` : ''
	const title = language ? `${form.title} in ${language.englishName}` : form.title
	const busy = useNavigation().state === 'submitting'
	return (
		<div className="space-y-6">
			<nav aria-label="Breadcrumb" className="text-sm">
				<Link
					to={
						language
							? `/admin/site/${key}?language=${language.code}`
							: `/admin/site/${key}`
					}
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					<span aria-hidden="true">← </span>
					{title}
				</Link>
			</nav>
			<PageHeading
				title={`History: ${title}`}
				description="Every published version, newest first, with what changed from the one before. Restore one as the draft to check it first, or publish it again at once."
			/>
			{actionData?.formError ? (
				<FormAlert>
					<p className="font-semibold">{actionData.formError}</p>
				</FormAlert>
			) : null}
			{history.items.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong bg-surface p-6 text-ink-muted">
					Nothing published from this form yet: the site shows its original words.
				</p>
			) : (
				<ol className="grid gap-4">
					{history.items.map((entry, index) => {
						const latest = history.page === 1 && index === 0
						return (
							<li
								key={entry.id}
								aria-labelledby={`revision-${entry.revision}`}
								className="rounded-card border border-line bg-surface p-5 sm:p-6 dark:border-transparent dark:shadow-raised"
							>
								<div className="flex flex-wrap items-start justify-between gap-3">
									<div>
										<h2
											id={`revision-${entry.revision}`}
											className="text-lg font-semibold"
										>
											Revision {entry.revision}
											{latest ? (
												<span className="text-xs ml-2 rounded-full bg-emerald-100 px-2.5 py-0.5 align-middle font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">
													Live
												</span>
											) : null}
										</h2>
										<p className="text-sm text-ink-muted">
											{EVENTS[entry.event] ?? entry.event}{' '}
											<LocalTime value={entry.createdAt} />
											{entry.actorEmail ? ` by ${entry.actorEmail}` : ''}
										</p>
									</div>
									{latest ? null : (
										<RestoreButtons
											revision={entry.revision}
											draftVersion={draftVersion}
											busy={busy}
											names={{
												draft: `Restore revision ${entry.revision} as the draft`,
												publish: `Restore revision ${entry.revision} and publish it`,
											}}
										/>
									)}
								</div>
								<div className="mt-4">
									<ChangeList
										changes={entry.described}
										gone={goneImages}
										empty={
											entry.event === 'baseline' ||
											(index === history.items.length - 1 &&
												history.page === history.pageCount)
												? 'The first version kept.'
												: 'No field changed.'
										}
									/>
								</div>
							</li>
						)
					})}
				</ol>
			)}
			{history.pageCount > 1 ? (
				<nav
					aria-label="History pages"
					className="flex items-center justify-between gap-3"
				>
					<p className="text-sm text-ink-muted">
						Page {history.page} of {history.pageCount}
					</p>
					<div className="flex gap-2">
						{history.page > 1 ? (
							<Link
								to={`?${query}page=${history.page - 1}`}
								className={buttonClasses({ variant: 'outline', size: 'sm' })}
							>
								Newer
							</Link>
						) : null}
						{history.page < history.pageCount ? (
							<Link
								to={`?${query}page=${history.page + 1}`}
								className={buttonClasses({ variant: 'outline', size: 'sm' })}
							>
								Older
							</Link>
						) : null}
					</div>
				</nav>
			) : null}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <SiteFormError error={error} page="history" />
}
