import { useEffect, useRef } from 'react'
import { Form, Link, useFetcher } from 'react-router'

import { languageOf } from '#app/lib/languages.ts'
import { MAIL_OFF_DELIVERY } from '#app/lib/mail-status.ts'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'

import { LocalTime } from '../LocalTime.tsx'
import { DeliveryBadge } from './DeliveryBadge.tsx'
import {
	bodyOf,
	deliveryOf,
	FORM_LABELS,
	senderOf,
	SPAM_REASONS,
	type InboxMessage,
} from './labels.ts'

function ActionButton({
	intent,
	id,
	children,
	variant = 'outline',
	busy = false,
}: {
	intent: string
	id: string
	children: string
	variant?: 'outline' | 'primary'
	/** The message is being marked read: wait, or the two answers could land out of order. */
	busy?: boolean
}) {
	return (
		<Form method="post" preventScrollReset>
			<input type="hidden" name="id" value={id} />
			<button
				type="submit"
				name="intent"
				value={intent}
				disabled={busy}
				className={buttonClasses({ variant, size: 'sm' })}
			>
				{children}
			</button>
		</Form>
	)
}

/** One message: who, what, when, whether it was mailed, and what can be done with it. */
export function MessageView({
	message,
	mailConfigured,
	closeHref,
	openHref,
	deleteHref,
	confirmingDelete,
}: {
	message: InboxMessage
	mailConfigured: boolean
	/** The folder without this message open. */
	closeHref: string
	/** This message, without the delete confirmation. */
	openHref: string
	/** This message, asking to confirm its deletion. */
	deleteHref: string
	confirmingDelete: boolean
}) {
	// Opening an unread message marks it read (with JavaScript; the button does it
	// without). Once per opening: marking it unread afterwards sticks.
	const marker = useFetcher()
	const unread = message.readAt === null
	const openedUnread = useRef(unread)
	useEffect(() => {
		if (!openedUnread.current) return
		openedUnread.current = false
		void marker.submit({ intent: 'read', id: message.id }, { method: 'post' })
	}, [marker, message.id])
	// Until that mark and the reload after it are done, the other actions wait: an archive
	// posted meanwhile could be followed by the mark's reload, showing the list from before.
	const marking = marker.state !== 'idle'

	const delivery = deliveryOf(message, mailConfigured)
	const details: [string, React.ReactNode][] = [
		['From', message.name ? `${message.name} <${message.email}>` : message.email],
		...(message.phone
			? [
					[
						'Phone Number',
						<a
							key="phone"
							href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
							className="text-brand-ink underline-offset-4 hover:underline"
						>
							{message.phone}
						</a>,
					] as [string, React.ReactNode],
				]
			: []),
		...(message.request
			? [['Request', message.request] as [string, React.ReactNode]]
			: []),
		['Form', FORM_LABELS[message.source]],
		...(message.language
			? [
					['Page language', languageOf(message.language).englishName] as [
						string,
						React.ReactNode,
					],
				]
			: []),
		['Received', <LocalTime key="received" value={message.createdAt} />],
	]

	return (
		<article aria-labelledby="message-title" className="flex flex-col gap-5 p-5 sm:p-6">
			<div className="flex items-start justify-between gap-3">
				<div className="min-w-0">
					<h2 id="message-title" className="truncate text-lg font-semibold">
						{senderOf(message)}
					</h2>
					<p className="truncate text-sm text-ink-muted">{message.email}</p>
				</div>
				<Link
					to={closeHref}
					preventScrollReset
					className={buttonClasses({
						variant: 'ghost',
						size: 'sm',
						className: 'shrink-0',
					})}
				>
					Close
				</Link>
			</div>

			<dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
				{details.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="text-ink-muted">{term}</dt>
						<dd className="min-w-0 break-words">{value}</dd>
					</div>
				))}
				<dt className="text-ink-muted">Delivery</dt>
				<dd className="flex flex-wrap items-center gap-2">
					<DeliveryBadge delivery={delivery} />
					<span className="text-ink-muted">
						{delivery === 'mailed' && message.sentAt ? (
							<>
								on <LocalTime value={message.sentAt} />
							</>
						) : delivery === 'pending' ? (
							message.attempts > 0 ? (
								<>
									{message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'} so
									far
									{message.nextAttemptAt ? (
										<>
											; next <LocalTime value={message.nextAttemptAt} />
										</>
									) : null}
								</>
							) : (
								'being sent'
							)
						) : delivery === 'failed' ? (
							`after ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`
						) : delivery === 'stored' ? (
							MAIL_OFF_DELIVERY
						) : (
							`it ${SPAM_REASONS[message.spamReason ?? 'marked'] ?? 'looked like spam'}`
						)}
					</span>
				</dd>
				{message.lastError && delivery !== 'mailed' ? (
					<>
						<dt className="text-ink-muted">Last error</dt>
						<dd className="font-mono text-sm break-all">{message.lastError}</dd>
					</>
				) : null}
			</dl>

			<div className="rounded-xl border border-line bg-canvas p-4 text-base leading-relaxed whitespace-pre-wrap">
				{bodyOf(message)}
			</div>

			{message.userAgent ? (
				<p className="text-sm break-all text-ink-muted">Browser: {message.userAgent}</p>
			) : null}

			<div className="flex flex-wrap gap-2">
				{message.isSpam ? null : (
					<a
						href={`mailto:${message.email}?subject=${encodeURIComponent('Re: your message to us')}`}
						className={buttonClasses({ size: 'sm' })}
					>
						Reply by email
					</a>
				)}
				<ActionButton busy={marking} intent={unread ? 'read' : 'unread'} id={message.id}>
					{unread ? 'Mark as read' : 'Mark as unread'}
				</ActionButton>
				{message.isSpam ? (
					<ActionButton busy={marking} intent="not-spam" id={message.id}>
						Not spam
					</ActionButton>
				) : (
					<>
						<ActionButton
							busy={marking}
							intent={message.archivedAt ? 'unarchive' : 'archive'}
							id={message.id}
						>
							{message.archivedAt ? 'Move to inbox' : 'Archive'}
						</ActionButton>
						{message.status === 'failed' ? (
							<ActionButton busy={marking} intent="retry" id={message.id}>
								Try mailing again
							</ActionButton>
						) : null}
						<ActionButton busy={marking} intent="spam" id={message.id}>
							Spam
						</ActionButton>
					</>
				)}
				{confirmingDelete ? null : (
					<Link
						to={deleteHref}
						preventScrollReset
						className={buttonClasses({
							variant: 'outline',
							size: 'sm',
							className: 'text-red-700 dark:text-red-300',
						})}
					>
						Delete
					</Link>
				)}
			</div>

			{confirmingDelete ? (
				<div
					role="group"
					aria-label="Confirm deletion"
					className="rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-400/40 dark:bg-red-950/40"
				>
					<p className="text-sm text-red-900 dark:text-red-100">
						Delete this message from <strong>{message.email}</strong>? It leaves every
						folder at once; Undo, offered for a few seconds after, brings it back.
					</p>
					<div className="mt-3 flex flex-wrap gap-2">
						<Form method="post" preventScrollReset>
							<input type="hidden" name="id" value={message.id} />
							<Button
								type="submit"
								name="intent"
								value="delete"
								size="sm"
								className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
							>
								Delete message
							</Button>
						</Form>
						<Link
							to={openHref}
							preventScrollReset
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							Cancel
						</Link>
					</div>
				</div>
			) : null}
		</article>
	)
}
