import { data, Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { SiteForm } from '#app/components/admin/site/SiteForm.tsx'
import { SiteFormError } from '#app/components/admin/site/SiteFormError.tsx'
import type { SiteFormActionData } from '#app/lib/site-admin.ts'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { postedForm, readForm, versionsSchema } from '#app/schemas/form.ts'
import {
	isSiteKey,
	SITE_FORMS,
	siteActionSchema,
	siteDraftForm,
	type SiteKey,
} from '#app/schemas/site-content.ts'
import {
	loadSiteFormPage,
	SITE_MESSAGES,
	siteFormWrites,
	siteKindOf,
} from '#app/server/admin/site-content.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import {
	mayShareDraft,
	REVIEW_TOASTS,
	reviewStateOf,
	SCHEDULED_SHARE_MESSAGE,
	submitForReview,
	takeBackOnEdit,
} from '#app/server/admin/review.server.ts'
import { ReviewNotice } from '#app/components/admin/ReviewNotice.tsx'

import { requireUser } from '#app/server/auth/session.server.ts'
import type { ContentConflict } from '#app/server/content/drafts.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { siteOrigin } from '#app/server/site-url.server.ts'
import {
	access,
	PROJECT_FORM_ACCESS,
	siteFormAccess,
} from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/site-form'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access(siteFormAccess(PROJECT_FORM_ACCESS)),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData ? SITE_FORMS[loaderData.key].title : 'Site'} · Site · Dashboard`,
	},
]

const NOT_FOUND = 'There is no such Site form.'

function siteKeyOf(params: { form?: string }): SiteKey {
	if (!isSiteKey(params.form)) throw data(NOT_FOUND, { status: 404 })
	return params.form
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const key = siteKeyOf(params)
	const [page, review] = await Promise.all([
		loadSiteFormPage(getDb(), key),
		reviewStateOf(getDb(), siteKindOf(key).entity, key),
	])
	return { ...page, review }
}

/**
 * A Site form's buttons, in the order of every admin write (decision 026): the user, the
 * post read with the form's schemas (400 for an unknown action), the content core with
 * typed input and the versions the form last saw (409 when another admin came first, 400
 * with each field's message when a publish breaks a rule); then the form again with its
 * toast, or its answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const key = siteKeyOf(params)
	const posted = await postedForm(request)
	const post = readForm(posted, siteActionSchema)
	const draft = readForm(posted, siteDraftForm(key))
	const versionsRead = readForm(posted, versionsSchema)
	const refuse = (status: number, answer: Partial<SiteFormActionData>) =>
		data<SiteFormActionData>(
			{ fieldErrors: {}, formError: null, conflict: null, sharedLink: null, ...answer },
			{ status },
		)
	if (!post.ok || !draft.ok || !versionsRead.ok)
		return refuse(400, { formError: 'Unknown action.' })
	const intent = post.data
	const conflict = (found: ContentConflict) =>
		refuse(409, {
			formError: found.message,
			conflict: { draftVersion: found.draftVersion, baseRevision: found.baseRevision },
		})
	const gone = () =>
		refuse(404, { formError: 'There is no draft of this form any more.' })

	const writes = siteFormWrites(getDb(), key, user)
	const versions = versionsRead.data
	const back = `/admin/site/${key}`
	const done = (message: string) =>
		redirectWithToast(request, back, { tone: 'success', message })
	try {
		switch (intent.intent) {
			case 'draft': {
				const saved = await writes.saveDraft(draft.data, versions)
				if (!saved.ok) return saved.status === 409 ? conflict(saved) : gone()
				await takeBackOnEdit(getDb(), siteKindOf(key), { id: key, actor: user })
				return done(SITE_MESSAGES.draftSaved)
			}
			case 'submit': {
				const saved = await writes.saveDraft(draft.data, versions)
				if (!saved.ok) return saved.status === 409 ? conflict(saved) : gone()
				await submitForReview(getDb(), siteKindOf(key), { id: key, actor: user })
				return done(REVIEW_TOASTS.submitted)
			}
			case 'publish': {
				const published = await writes.publish(draft.data, versions)
				if (published.ok) return done(SITE_MESSAGES.published(SITE_FORMS[key].title))
				if (published.status === 400)
					return refuse(400, { fieldErrors: published.fieldErrors })
				return published.status === 409 ? conflict(published) : gone()
			}
			case 'discard': {
				const discarded = await writes.discard(versions.draftVersion)
				if (discarded.ok) return done(SITE_MESSAGES.discarded)
				return discarded.status === 409 ? conflict(discarded) : gone()
			}
			case 'schedule': {
				const scheduled = await writes.schedule(new Date(intent.publishAt), versions)
				if (scheduled.ok)
					return done(
						SITE_MESSAGES.scheduled(scheduled.draft.publishAt ?? intent.publishAt),
					)
				if (scheduled.status === 422) return refuse(422, { formError: scheduled.message })
				if (scheduled.status === 400)
					return refuse(400, { fieldErrors: scheduled.fieldErrors })
				return scheduled.status === 409 ? conflict(scheduled) : gone()
			}
			case 'unschedule':
				await writes.unschedule()
				return done(SITE_MESSAGES.unscheduled)
			case 'share': {
				if (!(await mayShareDraft(getDb(), siteKindOf(key), key, user.role)))
					return refuse(403, { formError: SCHEDULED_SHARE_MESSAGE })
				const link = await writes.share(Number(intent.days) as 1 | 7 | 30)
				if (!link?.path) return gone()
				// Shown once: only a hash of its token is kept.
				const path = link.path.replace(/\/$/, '')
				return data<SiteFormActionData>({
					fieldErrors: {},
					formError: null,
					conflict: null,
					sharedLink: { url: `${siteOrigin(request)}${path}`, expiresAt: link.expiresAt },
				})
			}
			case 'revoke': {
				const revoked = await writes.revoke(intent.link)
				return revoked
					? done(SITE_MESSAGES.linkRevoked)
					: refuse(404, { formError: 'That preview link no longer opens.' })
			}
		}
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to save site content',
			key,
			intent: intent.intent,
		})
		return refuse(failure.status, { formError: failure.message })
	}
}

export default function SiteFormPage({ loaderData, actionData }: Route.ComponentProps) {
	const { key, published, draft } = loaderData
	const form = SITE_FORMS[key]
	return (
		<div className="space-y-6">
			<PageHeading
				title={form.title}
				description={
					<>
						{form.description}{' '}
						<span className="block pt-1 text-sm">
							{published.updatedAt ? (
								<>
									Last published <LocalTime value={published.updatedAt} />
									{published.updatedBy ? ` by ${published.updatedBy}` : ''}.
								</>
							) : (
								'Never published here: the site shows its original words.'
							)}
						</span>
					</>
				}
				actions={
					<Link
						to={`/admin/site/${key}/history`}
						className={buttonClasses({ variant: 'outline', size: 'sm' })}
					>
						History
					</Link>
				}
			/>
			{/* A new revision or draft version from a post (publish, save, discard, restore)
			starts the form again from what is stored; autosaves keep it as it is. */}
			<ReviewNotice review={loaderData.review} />
			<SiteForm
				key={`${key}:${published.revision}:${draft?.draftVersion ?? 0}`}
				page={loaderData}
				actionData={actionData}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <SiteFormError error={error} page="form" />
}
