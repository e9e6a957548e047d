import { data, Link, redirect, useSearchParams } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { MessageList } from '#app/components/admin/inbox/MessageList.tsx'
import { MessageView } from '#app/components/admin/inbox/MessageView.tsx'
import {
	FOLDER_LABELS,
	FORM_LABELS,
	INBOX_DONE,
} from '#app/components/admin/inbox/labels.ts'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { MAIL_OFF_INBOX } from '#app/lib/mail-status.ts'
import { inboxActionSchema } from '#app/schemas/contact.ts'
import {
	applyInboxAction,
	loadInbox,
	parseInboxQuery,
} from '#app/server/admin/inbox.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { isMailConfigured, wakeOutbox } from '#app/server/contact/service.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import type { Route } from './+types/inbox'

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

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const parsed = inboxActionSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!parsed.success) {
		return data(
			{ ok: false, message: parsed.error.issues[0]?.message ?? 'Unknown action' },
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
		const { folder, source, page } = parseInboxQuery(new URL(request.url))
		return redirect(hrefWith({ folder, source, page }, { done: intent }))
	}
	return { ok: true, message: INBOX_DONE[intent] }
}

function hrefWith(
	base: { folder: string; source: string | null; page: number },
	extra: Record<string, string | null> = {},
): string {
	const params = new URLSearchParams()
	if (base.folder !== 'inbox') params.set('folder', base.folder)
	if (base.source) params.set('form', base.source)
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
	} = loaderData
	const base = { folder, source, page }
	const [searchParams] = useSearchParams()
	const done = searchParams.get('done')
	const notice =
		actionData?.message ??
		(done && done in INBOX_DONE ? INBOX_DONE[done as keyof typeof INBOX_DONE] : null)

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

			{notice ? (
				<FormAlert tone={actionData && !actionData.ok ? 'error' : 'success'}>
					{notice}
				</FormAlert>
			) : null}

			<div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
				<nav aria-label="Folders" className="flex flex-wrap gap-1">
					{(['inbox', 'archived', 'spam'] as const).map((name) => (
						<Link
							key={name}
							to={hrefWith({ folder: name, source, page: 1 })}
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
							to={hrefWith({ folder, source: form, page: 1 })}
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
					aria-label={`${FOLDER_LABELS[folder]} messages`}
					className={cx(
						'overflow-hidden rounded-card border border-line bg-surface dark:border-transparent dark:shadow-raised',
						open && 'hidden lg:block',
					)}
				>
					<MessageList
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
