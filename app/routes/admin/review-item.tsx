import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Form, Link, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { ChangeList } from '#app/components/admin/history/ChangeList.tsx'
import { LocalTime, useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { controlClasses, TextAreaField } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { zonedTimeToUtc } from '#app/lib/time-zone.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { REVIEW_COMMENT_MAX, reviewActionSchema } from '#app/schemas/review.ts'
import {
	approveReview,
	loadReviewItem,
	requestChanges,
	REVIEW_TOASTS,
} from '#app/server/admin/review.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { isMailConfigured, wakeOutbox } from '#app/server/contact/service.server.ts'
import { ADMIN_PREVIEW_TOKEN, previewPath } from '#app/server/content/preview.server.ts'
import { contentKindOf } from '#app/server/content/registry.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

import type { Route } from './+types/review-item'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `Review ${loaderData?.title ?? 'a draft'} · Dashboard` },
]

const GONE = 'This draft is not waiting for review any more.'

export async function loader({ params }: Route.LoaderArgs) {
	const item = await loadReviewItem(getDb(), params.entity, params.id)
	if (!item) throw data(GONE, { status: 404 })
	const { review, changes, firstVersion, kind } = item
	return {
		title: review.title,
		noun: kind.noun,
		state: review.state,
		submittedBy: review.submittedByEmail,
		submittedAt: review.submittedAt,
		comment: review.comment,
		changes,
		firstVersion,
		editPath: item.editPath,
		previewPath: previewPath(ADMIN_PREVIEW_TOKEN, item.publicPath),
	}
}

interface ReviewActionData {
	formError: string | null
	fieldErrors: Partial<Record<string, string>>
}

/**
 * Approve (now, or at a time), or ask for changes, in the order of every admin write: the
 * user, the post read with its schema (400 with the field's message), the review service;
 * then the waiting list with its toast, or the refusal on this page.
 */
export async function action({ request, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	const kind = contentKindOf(params.entity)
	if (!kind) throw data(GONE, { status: 404 })
	const post = readForm(await postedForm(request), reviewActionSchema)
	const refuse = (status: number, answer: Partial<ReviewActionData>) =>
		data<ReviewActionData>({ formError: null, fieldErrors: {}, ...answer }, { status })
	if (!post.ok) return refuse(400, { fieldErrors: post.fieldErrors })
	const db = getDb()
	const delivery = {
		origin: getEnv().SITE_URL ?? new URL(request.url).origin,
		mail: isMailConfigured(),
	}
	const actor = { id: user.id, email: user.email, name: user.name }
	if (post.data.intent === 'request-changes') {
		const sent = await requestChanges(db, kind, {
			id: params.id,
			actor,
			comment: post.data.comment,
			delivery,
		})
		if (!sent.ok) return refuse(sent.status, { formError: sent.message })
		if (sent.mailed) wakeOutbox()
		return redirectWithToast(request, '/admin/review', {
			tone: 'success',
			message: REVIEW_TOASTS.changesRequested,
		})
	}
	let publishAt: Date | undefined
	if (post.data.intent === 'approve-schedule') {
		publishAt = zonedTimeToUtc(post.data.publishAt, post.data.timeZone) ?? undefined
		if (!publishAt)
			return refuse(400, { fieldErrors: { publishAt: 'Choose a date and time.' } })
	}
	const approved = await approveReview(db, kind, {
		id: params.id,
		actor,
		delivery,
		publishAt,
	})
	if (!approved.ok) {
		if ('fieldErrors' in approved)
			return refuse(400, {
				formError: `This draft breaks a rule of its form: ${Object.values(approved.fieldErrors).join(' ')} Ask for changes instead.`,
			})
		if (approved.status === 422 && 'message' in approved)
			return refuse(422, { fieldErrors: { publishAt: approved.message } })
		if ('reason' in approved && approved.reason === 'locked')
			return refuse(423, {
				formError: `${approved.by ?? 'Someone'} is editing this ${approved.noun} now: approve it once they have left it, or ask for changes.`,
			})
		return refuse(approved.status === 404 ? 404 : 409, {
			formError: 'message' in approved ? approved.message : GONE,
		})
	}
	if (approved.mailed) wakeOutbox()
	return redirectWithToast(request, '/admin/review', {
		tone: 'success',
		message: publishAt ? REVIEW_TOASTS.scheduled : REVIEW_TOASTS.approved,
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function ReviewItem({ loaderData, actionData }: Route.ComponentProps) {
	const { title, noun, changes, firstVersion } = loaderData
	const zone = useTimeZone()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	return (
		<div className="space-y-6">
			<PageHeading
				title={`Review ${title}`}
				description={
					<>
						{/^[aeiou]/i.test(noun) ? 'An' : 'A'} {noun} submitted by{' '}
						{loaderData.submittedBy} <LocalTime value={loaderData.submittedAt} />.
					</>
				}
				actions={
					<div className="flex flex-wrap gap-2">
						<a
							href={loaderData.previewPath}
							target="_blank"
							rel="noreferrer"
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							Preview<span className="sr-only"> (opens in a new tab)</span>
						</a>
						<Link
							to={loaderData.editPath}
							className={buttonClasses({ variant: 'ghost', size: 'sm' })}
						>
							Open the form
						</Link>
					</div>
				}
			/>
			{actionData?.formError ? (
				<FormAlert tone="error">{actionData.formError}</FormAlert>
			) : null}
			<Panel
				title="What it changes"
				description="Field by field, against the version on the site."
			>
				<ChangeList
					changes={changes}
					empty={
						firstVersion
							? `A new ${noun}: nothing of it is on the site yet. Preview it to read it whole.`
							: 'The draft is the same as the version on the site.'
					}
				/>
			</Panel>
			<Panel title="Approve" description="Publish it as it is, now or at a time.">
				<div className="flex flex-wrap items-end gap-3">
					<Form method="post">
						<input type="hidden" name="intent" value="approve" />
						<Button type="submit" disabled={busy}>
							Approve and publish
						</Button>
					</Form>
					<Form method="post" className="flex flex-wrap items-end gap-3">
						<input type="hidden" name="intent" value="approve-schedule" />
						<input type="hidden" name="timeZone" value={zone} />
						<div>
							<label
								htmlFor="review-publishAt"
								className="mb-1.5 block text-sm font-semibold"
							>
								Publish at
							</label>
							<input
								id="review-publishAt"
								type="datetime-local"
								name="publishAt"
								required
								aria-describedby="review-publishAt-hint"
								className={cx(controlClasses, 'w-auto')}
							/>
						</div>
						<Button type="submit" variant="outline" disabled={busy}>
							Approve and schedule
						</Button>
						<p id="review-publishAt-hint" className="w-full text-sm text-ink-muted">
							In your time zone: {zone}.
							{actionData?.fieldErrors.publishAt
								? ` ${actionData.fieldErrors.publishAt}`
								: ''}
						</p>
					</Form>
				</div>
			</Panel>
			<Panel
				title="Request changes"
				description="The author sees your comment on the item, and by mail when the site sends mail."
			>
				<Form method="post" className="space-y-3">
					<input type="hidden" name="intent" value="request-changes" />
					<TextAreaField
						id="review-comment"
						name="comment"
						label="What should change"
						required
						maxLength={REVIEW_COMMENT_MAX}
						error={actionData?.fieldErrors.comment}
					/>
					<Button type="submit" variant="outline" disabled={busy}>
						Request changes
					</Button>
				</Form>
			</Panel>
		</div>
	)
}
