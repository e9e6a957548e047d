import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Form, Link, redirect, useSearchParams } from 'react-router'

import { useEffect, useRef, useState } from 'react'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { BulkBar } from '#app/components/admin/lists/BulkBar.tsx'
import { ListFilters } from '#app/components/admin/lists/ListFilters.tsx'
import { useKeepFocus } from '#app/components/admin/lists/use-keep-focus.ts'
import { MessageList } from '#app/components/admin/inbox/MessageList.tsx'
import { MessageView } from '#app/components/admin/inbox/MessageView.tsx'
import {
	FOLDER_LABELS,
	FORM_LABELS,
	INBOX_DONE,
} from '#app/components/admin/inbox/labels.ts'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { MAIL_OFF_INBOX } from '#app/lib/mail-status.ts'
import { inboxActionSchema, inboxBulkSchema } from '#app/schemas/contact.ts'
import { runBulk } from '#app/server/admin/bulk.server.ts'
import {
	applyInboxAction,
	loadInbox,
	parseInboxQuery,
} from '#app/server/admin/inbox.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { isMailConfigured, wakeOutbox } from '#app/server/contact/service.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import { postedForm, readForm } from '#app/schemas/form.ts'
import type { Route } from './+types/inbox'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'inbox' })]

export const meta: Route.MetaFunction = () => [{ title: 'Inbox · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const query = parseInboxQuery(url)
	const view = await loadInbox(getDb(), query)
	const deleteId = url.searchParams.get('delete')
	return {
		...view,
		confirmDelete: view.open && deleteId === view.open.id,
		mailConfigured: isMailConfigured(),
	}
}

/** What a bulk action does to each checked message, and how its toast says it. */
const BULK = {
	'bulk-read': { intent: 'read', done: 'marked as read' },
	'bulk-archive': { intent: 'archive', done: 'archived' },
	'bulk-unarchive': { intent: 'unarchive', done: 'moved back to the inbox' },
	'bulk-delete': { intent: 'delete', done: 'deleted' },
	'bulk-undelete': { intent: 'undelete', done: 'brought back' },
} as const

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await postedForm(request)
	const bulk = readForm(form, inboxBulkSchema)
	if (bulk.ok) {
		const { intent, ids, confirm } = bulk.data
		if (intent === 'bulk-delete' && confirm !== 'yes' && ids.length > 0)
			return { ok: false, message: null, confirmDelete: { ids } }
		const { folder, source, page, q, unreadOnly } = parseInboxQuery(new URL(request.url))
		const each = BULK[intent]
		const toast = await runBulk(
			ids,
			async (id) =>
				(await applyInboxAction(getDb(), { intent: each.intent, id, actor: user }))
					? 'done'
					: 'gone',
			{
				noun: ['message', 'messages'],
				done: each.done,
				failed: 'Failed to update messages',
			},
			{
				logger: context.get(requestContext).logger,
				what: `Failed to ${intent} messages`,
			},
		)
		// A delete can be undone for a moment: the page offers it (issue 36).
		const undo =
			intent === 'bulk-delete' && toast.tone === 'success' ? ids.join(',') : null
		return redirectWithToast(
			request,
			hrefWith({ folder, source, page, q, unreadOnly }, { undo }),
			toast,
		)
	}
	const parsed = readForm(form, inboxActionSchema)
	if (!parsed.ok) {
		return data(
			{ ok: false, message: Object.values(parsed.fieldErrors)[0] ?? 'Unknown action' },
			{ status: 400 },
		)
	}
	const { intent, id } = parsed.data
	const changed = await applyInboxAction(getDb(), { intent, id, actor: user })
	if (!changed) {
		return data(
			{ ok: false, message: 'That message is gone or has changed. Reload to see it.' },
			{ status: 404 },
		)
	}
	if (intent === 'retry' || intent === 'not-spam') wakeOutbox()
	if (
		intent === 'delete' ||
		intent === 'archive' ||
		intent === 'unarchive' ||
		intent === 'spam' ||
		intent === 'not-spam'
	) {
		// The message left this folder: back to the folder, without it open.
		const { folder, source, page, q, unreadOnly } = parseInboxQuery(new URL(request.url))
		return redirect(
			hrefWith(
				{ folder, source, page, q, unreadOnly },
				{ done: intent, undo: intent === 'delete' ? id : null },
			),
		)
	}
	return { ok: true, message: INBOX_DONE[intent] }
}

function hrefWith(
	base: {
		folder: string
		source: string | null
		page: number
		q?: string
		unreadOnly?: boolean
	},
	extra: Record<string, string | null> = {},
): string {
	const params = new URLSearchParams()
	if (base.folder !== 'inbox') params.set('folder', base.folder)
	if (base.source) params.set('form', base.source)
	if (base.q) params.set('q', base.q)
	if (base.unreadOnly) params.set('unread', '1')
	if (base.page > 1) params.set('page', String(base.page))
	for (const [key, value] of Object.entries(extra))
		if (value !== null) params.set(key, value)
	const search = params.toString()
	return search ? `/admin/inbox?${search}` : '/admin/inbox'
}

const EMPTY: Record<string, string> = {
	inbox: 'No messages yet. What visitors send with the contact forms shows up here.',
	archived: 'Nothing archived.',
	spam: 'No spam. Posts caught by the spam checks are kept here, never mailed.',
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
	const {
		folder,
		source,
		page,
		pages,
		total,
		messages,
		unread,
		open,
		confirmDelete,
		mailConfigured,
		q,
		unreadOnly,
	} = loaderData
	const base = { folder, source, page, q, unreadOnly }
	const listRef = useRef<HTMLElement>(null)
	useKeepFocus(listRef, 'inbox-list-title')
	const bulkActions =
		folder === 'inbox'
			? [
					{ intent: 'bulk-read', label: 'Mark read' },
					{ intent: 'bulk-archive', label: 'Archive' },
				]
			: folder === 'archived'
				? [
						{ intent: 'bulk-read', label: 'Mark read' },
						{ intent: 'bulk-unarchive', label: 'Move to inbox' },
					]
				: []
	const [searchParams] = useSearchParams()
	const done = searchParams.get('done')
	const notice =
		actionData?.message ??
		(done && done in INBOX_DONE ? INBOX_DONE[done as keyof typeof INBOX_DONE] : null)
	// Messages just deleted: Undo brings them back, for a moment (issue 36).
	const undo = (searchParams.get('undo') ?? '').split(',').filter(Boolean).slice(0, 100)

	return (
		<div className="space-y-6">
			<PageHeading
				title="Inbox"
				description={
					<>
						What visitors sent with the contact forms, newest first.{' '}
						<strong className="text-ink">{unread.inbox} unread</strong>
						{mailConfigured ? null : <> {MAIL_OFF_INBOX}</>}
					</>
				}
			/>

			{notice && undo.length === 0 ? (
				<FormAlert tone={actionData && !actionData.ok ? 'error' : 'success'}>
					{notice}
				</FormAlert>
			) : null}
			{undo.length > 0 ? (
				<UndoDelete
					key={undo.join(',')}
					ids={undo}
					action={hrefWith({ folder, source, page, q, unreadOnly })}
				/>
			) : null}

			<ListFilters
				query={{ q, show: 'all' }}
				label="Search messages"
				clearHref={hrefWith({ folder, source, page: 1 })}
				keep={{ folder: folder === 'inbox' ? null : folder, form: source }}
				visibility={false}
				narrowed={unreadOnly}
			>
				<div>
					<label htmlFor="inbox-unread" className="mb-1 block text-sm font-semibold">
						Show
					</label>
					<select
						id="inbox-unread"
						name="unread"
						defaultValue={unreadOnly ? '1' : ''}
						className={cx(controlClasses, 'w-auto py-2 pr-9')}
					>
						<option value="">All messages</option>
						<option value="1">Unread only</option>
					</select>
				</div>
			</ListFilters>

			<div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
				<nav aria-label="Folders" className="flex flex-wrap gap-1">
					{(['inbox', 'archived', 'spam'] as const).map((name) => (
						<Link
							key={name}
							to={hrefWith({ folder: name, source, page: 1, q, unreadOnly })}
							aria-current={folder === name ? 'page' : undefined}
							className={cx(
								buttonClasses({
									variant: folder === name ? 'primary' : 'ghost',
									size: 'sm',
								}),
								'gap-2',
							)}
						>
							{FOLDER_LABELS[name]}
							{unread[name] > 0 ? (
								<span
									className={cx(
										'rounded-full px-1.5 text-sm font-bold',
										folder === name ? 'bg-on-primary/20' : 'bg-brand/15 text-brand-ink',
									)}
								>
									<span className="sr-only">, unread: </span>
									{unread[name]}
								</span>
							) : null}
						</Link>
					))}
				</nav>
				<nav
					aria-label="Filter by form"
					className="flex flex-wrap items-center gap-1 text-sm"
				>
					<span className="mr-1 text-ink-muted">Form:</span>
					{([null, 'footer', 'contact-page'] as const).map((form) => (
						<Link
							key={form ?? 'all'}
							to={hrefWith({ folder, source: form, page: 1, q, unreadOnly })}
							aria-current={source === form ? 'page' : undefined}
							className={buttonClasses({
								variant: source === form ? 'outline' : 'ghost',
								size: 'sm',
								className: source === form ? 'border-brand-ink' : '',
							})}
						>
							{form ? FORM_LABELS[form] : 'All forms'}
						</Link>
					))}
				</nav>
			</div>

			{/* minmax(0, 1fr) on a phone too: a long address must not widen the page. */}
			<div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
				<section
					ref={listRef}
					aria-labelledby="inbox-list-title"
					className={cx(
						'overflow-hidden rounded-card border border-line bg-surface dark:border-transparent dark:shadow-raised',
						open && 'hidden lg:block',
					)}
				>
					<h2 id="inbox-list-title" tabIndex={-1} className="sr-only">
						{FOLDER_LABELS[folder]} messages
					</h2>
					{messages.length > 0 ? (
						<BulkBar
							id="inbox-bulk"
							noun={['message', 'messages']}
							actions={bulkActions}
							deleteDescription="They leave the Inbox at once. Undo, offered for a few seconds after, brings them back; after that they are removed for good."
							confirmIds={
								actionData && 'confirmDelete' in actionData
									? actionData.confirmDelete?.ids
									: null
							}
							cancelHref={hrefWith(base)}
							className="rounded-none border-0 border-b border-line shadow-none dark:shadow-none"
						/>
					) : null}
					<MessageList
						bulkForm="inbox-bulk"
						messages={messages}
						openId={open?.id ?? null}
						hrefFor={(id) => hrefWith(base, { open: id })}
						mailConfigured={mailConfigured}
						emptyText={EMPTY[folder] ?? ''}
					/>
					{pages > 1 ? (
						<nav
							aria-label="Pages"
							className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 text-sm"
						>
							<span className="text-ink-muted">
								Page {page} of {pages} · {total} messages
							</span>
							<span className="flex gap-2">
								{page > 1 ? (
									<Link
										to={hrefWith({ ...base, page: page - 1 })}
										className={buttonClasses({ variant: 'outline', size: 'sm' })}
									>
										Newer
									</Link>
								) : null}
								{page < pages ? (
									<Link
										to={hrefWith({ ...base, page: page + 1 })}
										className={buttonClasses({ variant: 'outline', size: 'sm' })}
									>
										Older
									</Link>
								) : null}
							</span>
						</nav>
					) : null}
				</section>

				<section
					aria-label="Message"
					className={cx(
						'rounded-card border border-line bg-surface dark:border-transparent dark:shadow-raised',
						!open && 'hidden lg:block',
					)}
				>
					{open ? (
						<MessageView
							key={open.id}
							message={open}
							mailConfigured={mailConfigured}
							closeHref={hrefWith(base)}
							openHref={hrefWith(base, { open: open.id })}
							deleteHref={hrefWith(base, { open: open.id, delete: open.id })}
							confirmingDelete={Boolean(confirmDelete)}
						/>
					) : (
						<p className="px-5 py-12 text-center text-ink-muted">
							{total > 0 ? 'Pick a message to read it.' : 'Nothing to show.'}
						</p>
					)}
				</section>
			</div>
		</div>
	)
}

/** How long a delete offers Undo on the page (the message itself waits for the daily purge). */
const UNDO_MS = 10_000

/**
 * "Deleted. Undo" after messages are deleted (issue 36): a plain form, so it works without
 * JavaScript too; with it, the offer goes after a few seconds.
 */
function UndoDelete({ ids, action }: { ids: string[]; action: string }) {
	const [open, setOpen] = useState(true)
	useEffect(() => {
		const timer = window.setTimeout(() => setOpen(false), UNDO_MS)
		return () => window.clearTimeout(timer)
	}, [])
	if (!open) return null
	const one = ids.length === 1
	return (
		<FormAlert tone="success" className="flex flex-wrap items-center gap-3">
			<span className="mr-auto" data-undo-delete>
				{one ? 'Message deleted.' : `${ids.length} messages deleted.`}
			</span>
			<Form method="post" action={action}>
				{one ? (
					<>
						<input type="hidden" name="intent" value="undelete" />
						<input type="hidden" name="id" value={ids[0]} />
					</>
				) : (
					<>
						<input type="hidden" name="intent" value="bulk-undelete" />
						{ids.map((id) => (
							<input key={id} type="hidden" name="ids" value={id} />
						))}
					</>
				)}
				<Button type="submit" size="sm" variant="outline">
					Undo
				</Button>
			</Form>
		</FormAlert>
	)
}
