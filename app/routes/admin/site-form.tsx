import { data, isRouteErrorResponse, Link } from 'react-router'

import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import {
	SiteForm,
	type SiteFormActionData,
} from '#app/components/admin/site/SiteForm.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { formatWhen } from '#app/lib/activity-labels.ts'
import {
	isSiteKey,
	postedRevision,
	readSiteForm,
	SITE_FORMS,
} from '#app/schemas/site-content.ts'
import { saveSiteForm, SITE_MESSAGES } from '#app/server/admin/site-content.server.ts'
import { redirectWithToast } from '#app/server/admin/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { getSiteForm } from '#app/server/models/site-content.server.ts'

import type { Route } from './+types/site-form'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData ? SITE_FORMS[loaderData.key].title : 'Site'} · Site · Dashboard`,
	},
]

const NOT_FOUND = 'There is no such Site form.'

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const key = params.form
	if (!isSiteKey(key)) throw data(NOT_FOUND, { status: 404 })
	const form = await getSiteForm(getDb(), key)
	return { key, ...form }
}

/**
 * Publishes a Site form, in the order of every admin write (decision 026): the user, the
 * post read with the form's schema (400 with each field's message), the service with
 * typed input and the revision the form was opened at (409 when another admin saved in
 * between); then the same form again with its toast.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const key = params.form
	if (!isSiteKey(key)) throw data(NOT_FOUND, { status: 404 })
	const posted = await request.formData()
	const form = readSiteForm(key, posted)
	const refuse = (status: number, answer: Partial<SiteFormActionData>) =>
		data<SiteFormActionData>(
			{ fieldErrors: {}, formError: null, conflictRevision: null, ...answer },
			{ status },
		)
	if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors })

	let saved: Awaited<ReturnType<typeof saveSiteForm>>
	try {
		saved = await saveSiteForm(getDb(), {
			key,
			data: form.data,
			revision: postedRevision(posted),
			actor: user,
		})
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to save site content',
			key,
		})
		return refuse(failure.status, { formError: failure.message })
	}
	if (saved.ok)
		return redirectWithToast(request, `/admin/site/${key}`, {
			tone: 'success',
			message: SITE_MESSAGES.saved(SITE_FORMS[key].title),
		})
	if (saved.status === 400) return refuse(400, { fieldErrors: saved.fieldErrors })
	if (saved.status === 404) throw data(NOT_FOUND, { status: 404 })
	return refuse(409, {
		formError: saved.message,
		conflictRevision: saved.currentRevision,
	})
}

export default function SiteFormPage({ loaderData, actionData }: Route.ComponentProps) {
	const { key, value, revision, updatedBy, updatedAt } = loaderData
	const form = SITE_FORMS[key]
	return (
		<div className="space-y-6">
			<PageHeading
				title={form.title}
				description={
					<>
						{form.description}{' '}
						<span className="block pt-1 text-sm">
							{updatedAt
								? `Last published ${formatWhen(updatedAt)}${updatedBy ? ` by ${updatedBy}` : ''}.`
								: 'Not changed here yet: the site shows its original words.'}
						</span>
					</>
				}
			/>
			{/* A new revision (this admin's save) starts the form again from what is stored. */}
			<SiteForm
				key={`${key}:${revision}`}
				siteKey={key}
				value={value}
				revision={revision}
				actionData={actionData}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const missing = isRouteErrorResponse(error) && error.status === 404
	return (
		<div className="space-y-4">
			<h1 className="text-xl font-bold">
				{missing ? 'Form not found' : 'Something went wrong'}
			</h1>
			<p className="text-ink-muted">
				{missing
					? 'The Site area has a form for Home, About, Services, Contact, Company and Search and sharing.'
					: 'The form could not be loaded. Please try again.'}
			</p>
			<Link to="/admin/site" className={buttonClasses({ variant: 'outline' })}>
				Back to the Site area
			</Link>
		</div>
	)
}
