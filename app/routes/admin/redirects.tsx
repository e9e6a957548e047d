import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Form, Link, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { EmptyList, ItemButton } from '#app/components/admin/ItemCard.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import {
	controlClasses,
	fieldId,
	TextAreaField,
	TextField,
} from '#app/components/ui/Field.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { postedForm, readForm, type FieldErrors } from '#app/schemas/form.ts'
import {
	IMPORT_MESSAGES,
	REDIRECT_STATUS_LABELS,
	REDIRECT_STATUSES,
	redirectForm,
	redirectListActionSchema,
	type RedirectFormValues,
} from '#app/schemas/redirect.ts'
import {
	importRedirects,
	REDIRECT_TOASTS,
	removeRedirect,
	saveRedirect,
	type ImportResult,
} from '#app/server/admin/redirects.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { getRedirect, pageRedirects } from '#app/server/models/redirects.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { listQueryOf } from '#app/lib/list-query.ts'

import type { Route } from './+types/redirects'
import { unknownAction } from '#app/server/http/refusals.server.ts'

// A redirect is live as soon as it is saved: roles that may publish.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: 'Redirects · Dashboard' }]

const REDIRECTS_PATH = '/admin/redirects'
const PAGE_SIZE = 50
/** A CSV file read at most (a few thousand rows of addresses). */
const CSV_MAX_BYTES = 1_000_000

const SOURCE_LABELS = { auto: 'The site', manual: 'Added', import: 'Imported' } as const

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	// `?q=` searches both addresses; `?page=N` (list-query.ts, as every dashboard list).
	const query = listQueryOf(url)
	const editId = url.searchParams.get('edit')
	const db = getDb()
	const [list, editing] = await Promise.all([
		pageRedirects(db, { page: query.page, pageSize: PAGE_SIZE }, query.q),
		editId ? getRedirect(db, editId) : null,
	])
	return { list, editing, q: query.q }
}

type ActionData =
	| {
			form: 'redirect'
			values: RedirectFormValues
			fieldErrors: FieldErrors
			formError?: string
	  }
	| { form: 'import'; result?: ImportResult; formError?: string }

/**
 * Add or change a redirect (intent `save`), remove one (`delete`), import a CSV (`import`),
 * in the order of every admin write: the user, the post read with the shared schema, the
 * typed service, then the list with its message or the form again with why.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const posted = await postedForm(request)
	const intent = posted.get('intent')
	const logger = context.get(requestContext).logger
	const toast = (tone: 'success' | 'error', message: string) =>
		redirectWithToast(request, REDIRECTS_PATH, { tone, message })

	if (intent === 'delete') {
		const post = readForm(posted, redirectListActionSchema)
		if (!post.ok) unknownAction()
		const removed = await removeRedirect(getDb(), { id: post.data.id, actor: user })
		return toast(
			removed ? 'success' : 'error',
			removed ? REDIRECT_TOASTS.deleted : REDIRECT_TOASTS.deleteFailed,
		)
	}

	if (intent === 'import') {
		const refuse = (message: string) =>
			data<ActionData>({ form: 'import', formError: message }, { status: 400 })
		const file = posted.get('file')
		const pasted = posted.get('csv')
		let csv = typeof pasted === 'string' ? pasted : ''
		if (file instanceof File && file.size > 0) {
			if (file.size > CSV_MAX_BYTES) return refuse(IMPORT_MESSAGES.tooMany)
			csv = await file.text()
		}
		if (!csv.trim()) return refuse(IMPORT_MESSAGES.noFile)
		try {
			const imported = await importRedirects(getDb(), {
				csv,
				external: posted.get('external') === 'on',
				actor: user,
			})
			if (!imported.ok) return refuse(imported.message)
			return data<ActionData>(
				{ form: 'import', result: imported.result },
				{ status: imported.result.errors.length > 0 ? 400 : 200 },
			)
		} catch (error) {
			const failure = answerForFailure(error, REDIRECT_TOASTS.saveFailed, {
				logger,
				what: 'Failed to import redirects',
				id: null,
			})
			return data<ActionData>(
				{ form: 'import', formError: failure.message },
				{ status: failure.status },
			)
		}
	}

	const form = readForm(posted, redirectForm)
	const refuse = (
		status: number,
		answer: { fieldErrors?: FieldErrors; formError?: string },
	) =>
		data<ActionData>(
			{ form: 'redirect', values: form.values, fieldErrors: {}, ...answer },
			{ status },
		)
	if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors })
	const idValue = posted.get('id')
	const id = typeof idValue === 'string' && idValue ? idValue : undefined
	try {
		const saved = await saveRedirect(getDb(), { data: form.data, actor: user, id })
		if (saved.ok)
			return toast(
				'success',
				saved.created ? REDIRECT_TOASTS.added : REDIRECT_TOASTS.updated,
			)
		if (saved.status === 400) return refuse(400, { fieldErrors: saved.fieldErrors })
		return refuse(404, { formError: REDIRECT_TOASTS.deleteFailed })
	} catch (error) {
		const failure = answerForFailure(error, REDIRECT_TOASTS.saveFailed, {
			logger,
			what: 'Failed to save redirect',
			id: id ?? null,
		})
		return refuse(failure.status, { formError: failure.message })
	}
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
	const { list, editing, q } = loaderData
	const busy = useNavigation().state !== 'idle'
	const redirectAnswer = actionData?.form === 'redirect' ? actionData : null
	const importAnswer = actionData?.form === 'import' ? actionData : null
	const values: RedirectFormValues = redirectAnswer?.values ?? {
		from: editing?.fromPath ?? '',
		to: editing?.toPath ?? '',
		status: String(editing?.status ?? 301),
		external: editing ? /^https?:\/\//.test(editing.toPath) : false,
	}
	return (
		<div className="space-y-6">
			<PageHeading
				title="Redirects"
				description="Old addresses and where they lead. The site adds one itself when a published page's address changes or the page is deleted, so no link to it breaks."
			/>
			<RedirectForm
				key={`${editing?.id ?? 'new'}:${JSON.stringify(redirectAnswer?.values ?? null)}`}
				id={editing?.id}
				values={values}
				errors={redirectAnswer?.fieldErrors ?? {}}
				formError={redirectAnswer?.formError}
				busy={busy}
			/>
			<Panel
				id="redirect-list"
				title={
					q
						? `Redirects matching “${q}” (${list.total})`
						: `All redirects (${list.total})`
				}
			>
				<div className="mb-4">
					<ListFilters
						query={{ q, show: 'all' }}
						label="Search addresses"
						clearHref="/admin/redirects"
						visibility={false}
					/>
				</div>
				{list.items.length === 0 ? (
					<EmptyList>
						{q ? `No redirect has “${q}” in either address.` : 'No redirects yet.'}
					</EmptyList>
				) : (
					<div className="overflow-x-auto">
						<table className="w-full text-left text-sm">
							<thead className="text-ink-muted">
								<tr>
									<th scope="col" className="py-2 pr-4">
										From
									</th>
									<th scope="col" className="py-2 pr-4">
										To
									</th>
									<th scope="col" className="py-2 pr-4">
										Type
									</th>
									<th scope="col" className="py-2 pr-4">
										Created by
									</th>
									<th scope="col" className="py-2 pr-4">
										Hits
									</th>
									<th scope="col" className="py-2 pr-4">
										Last hit
									</th>
									<th scope="col" className="py-2">
										<span className="sr-only">Actions</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{list.items.map((item) => (
									<tr
										key={item.id}
										data-redirect={item.fromPath}
										className="border-t border-line"
									>
										<td className="py-2 pr-4 break-all">{readable(item.fromPath)}</td>
										<td className="py-2 pr-4 break-all">
											{item.toPath ? readable(item.toPath) : '—'}
										</td>
										<td className="py-2 pr-4">{REDIRECT_STATUS_LABELS[item.status]}</td>
										<td className="py-2 pr-4">
											{item.createdBy ?? SOURCE_LABELS[item.source]}
										</td>
										<td className="py-2 pr-4 tabular-nums">{item.hits}</td>
										<td className="py-2 pr-4">
											{item.lastHitAt ? <LocalTime value={item.lastHitAt} /> : 'Never'}
										</td>
										<td className="py-2">
											<div className="flex gap-2">
												<Link
													to={`?edit=${encodeURIComponent(item.id)}#redirect-form-title`}
													aria-label={`Edit the redirect from ${readable(item.fromPath)}`}
													className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline-offset-4 hover:underline"
												>
													Edit
												</Link>
												<ItemButton
													intent="delete"
													entity="redirect"
													id={item.id}
													label={`Remove the redirect from ${readable(item.fromPath)}`}
													busy={busy}
												>
													Remove
												</ItemButton>
											</div>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
				<Pagination page={list.page} pageCount={list.pageCount} label="Redirect pages" />
			</Panel>
			<ImportPanel
				result={importAnswer?.result}
				formError={importAnswer?.formError}
				busy={busy}
			/>
		</div>
	)
}

function RedirectForm({
	id,
	values,
	errors,
	formError,
	busy,
}: {
	id?: string
	values: RedirectFormValues
	errors: FieldErrors
	formError?: string
	busy: boolean
}) {
	return (
		<Panel id="redirect-form" title={id ? 'Edit redirect' : 'Add a redirect'}>
			<Form method="post" className="grid gap-5" noValidate>
				{formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
				<input type="hidden" name="intent" value="save" />
				{id ? <input type="hidden" name="id" value={id} /> : null}
				<div className="grid gap-5 md:grid-cols-2">
					<TextField
						id={fieldId('from')}
						name="from"
						label="Old address"
						defaultValue={values.from}
						error={errors.from}
						hint="A path on this site, like /old-page."
						autoComplete="off"
						spellCheck={false}
					/>
					<TextField
						id={fieldId('to')}
						name="to"
						label="Leads to"
						defaultValue={values.to}
						error={errors.to}
						hint="A path on this site, like /portfolio, or https://… (empty when gone)."
						autoComplete="off"
						spellCheck={false}
					/>
				</div>
				<div>
					<label
						htmlFor={fieldId('status')}
						className="mb-1.5 block text-sm font-semibold text-ink"
					>
						Type
					</label>
					<select
						id={fieldId('status')}
						name="status"
						defaultValue={values.status}
						className={controlClasses}
					>
						{REDIRECT_STATUSES.map((status) => (
							<option key={status} value={status}>
								{REDIRECT_STATUS_LABELS[status]}
							</option>
						))}
					</select>
				</div>
				<div>
					<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
						<input
							type="checkbox"
							name="external"
							defaultChecked={values.external}
							aria-describedby={errors.external ? 'field-external-error' : undefined}
							className="size-5 accent-brand-ink"
						/>
						<span className="font-semibold">Send visitors to another site</span>
					</label>
					{errors.external ? (
						<p
							id="field-external-error"
							className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
						>
							{errors.external}
						</p>
					) : null}
				</div>
				<div className="flex flex-wrap gap-3">
					<Button type="submit" disabled={busy}>
						{id ? 'Save redirect' : 'Add redirect'}
					</Button>
					{id ? (
						<Link
							to="."
							className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline-offset-4 hover:underline"
						>
							Cancel
						</Link>
					) : null}
				</div>
			</Form>
		</Panel>
	)
}

function ImportPanel({
	result,
	formError,
	busy,
}: {
	result?: ImportResult
	formError?: string
	busy: boolean
}) {
	return (
		<Panel
			id="redirect-import"
			title="Import from a CSV file"
			description="One redirect a row: old address, new address, and optionally 301, 302 or 410 (a site moved from WordPress, say). Each row is checked as the form checks one; the good rows are added and the others listed with why."
		>
			<Form method="post" encType="multipart/form-data" className="grid gap-5">
				<input type="hidden" name="intent" value="import" />
				{formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
				{result ? (
					<div role="status" data-import-result>
						<p className="font-semibold text-ink">
							{result.imported} {result.imported === 1 ? 'redirect' : 'redirects'}{' '}
							imported
							{result.errors.length > 0 ? `, ${result.errors.length} refused:` : '.'}
						</p>
						{result.errors.length > 0 ? (
							<ul className="mt-2 grid gap-1 text-sm">
								{result.errors.map((error) => (
									<li key={error.row} data-import-error={error.row}>
										<span className="font-semibold">Row {error.row}</span> ({error.text}):{' '}
										{error.message}
									</li>
								))}
							</ul>
						) : null}
					</div>
				) : null}
				<div>
					<label
						htmlFor="redirect-file"
						className="mb-1.5 block text-sm font-semibold text-ink"
					>
						CSV file
					</label>
					<input
						id="redirect-file"
						type="file"
						name="file"
						accept=".csv,text/csv"
						className="block w-full max-w-full text-sm"
					/>
				</div>
				<TextAreaField
					id="redirect-csv"
					name="csv"
					label="Or paste the rows"
					rows={4}
					defaultValue=""
					spellCheck={false}
				/>
				<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
					<input
						type="checkbox"
						name="external"
						aria-describedby="redirect-import-external-hint"
						className="size-5 accent-brand-ink"
					/>
					<span className="font-semibold">Send visitors to another site</span>
				</label>
				<p id="redirect-import-external-hint" className="-mt-3 text-sm text-ink-muted">
					Rows that lead to another site are added only with this ticked.
				</p>
				<div>
					<Button type="submit" variant="outline" disabled={busy}>
						Import
					</Button>
				</div>
			</Form>
		</Panel>
	)
}

/** An address as people read it: /über-uns, not /%C3%BCber-uns (reserved characters stay). */
function readable(path: string): string {
	try {
		return decodeURI(path)
	} catch {
		return path
	}
}
