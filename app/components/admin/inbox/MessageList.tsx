import { Link } from 'react-router'

import { cx } from '#app/components/ui/cx.ts'

import { SelectBox } from '../lists/SelectBox.tsx'
import { LocalTime } from '../LocalTime.tsx'
import { DeliveryBadge } from './DeliveryBadge.tsx'
import { PageLanguageBadge } from './PageLanguageBadge.tsx'
import { bodyOf, deliveryOf, FORM_LABELS, senderOf, type InboxMessage } from './labels.ts'

/** A folder's messages, newest first; unread ones in bold with a dot. */
export function MessageList({
	messages,
	openId,
	hrefFor,
	mailConfigured,
	emptyText,
	bulkForm,
}: {
	messages: InboxMessage[]
	openId: string | null
	hrefFor: (id: string) => string
	mailConfigured: boolean
	emptyText: string
	/** The bulk form each message's checkbox belongs to. */
	bulkForm: string
}) {
	if (messages.length === 0) {
		return <p className="px-5 py-12 text-center text-ink-muted">{emptyText}</p>
	}
	return (
		<ul className="divide-y divide-line">
			{messages.map((message) => {
				const unread = message.readAt === null
				const open = message.id === openId
				return (
					<li key={message.id} data-item-id={message.id} className="flex items-start">
						<span className="shrink-0 py-4 pl-4">
							<SelectBox
								form={bulkForm}
								id={message.id}
								label={`the message from ${senderOf(message)}`}
							/>
						</span>
						<Link
							to={hrefFor(message.id)}
							preventScrollReset
							aria-current={open ? 'true' : undefined}
							className={cx(
								'relative block min-w-0 flex-1 py-4 pr-5 pl-3 transition-colors duration-150 hover:bg-surface-muted',
								open && 'bg-brand/10 hover:bg-brand/15',
							)}
						>
							<span className="flex items-baseline justify-between gap-3">
								<span
									className={cx(
										'flex min-w-0 items-center gap-2 truncate',
										unread ? 'font-bold text-ink' : 'font-medium text-ink',
									)}
								>
									{unread ? (
										<span
											aria-label="Unread"
											role="img"
											className="size-2 shrink-0 rounded-full bg-brand-ink"
										/>
									) : null}
									<span className="truncate">{senderOf(message)}</span>
								</span>
								<LocalTime
									value={message.createdAt}
									className="shrink-0 text-sm text-ink-muted"
								/>
							</span>
							<span className="mt-1 line-clamp-2 text-sm text-ink-muted">
								{message.request ? (
									<span className="font-semibold text-ink">{message.request}: </span>
								) : null}
								{bodyOf(message)}
							</span>
							<span className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
								<span>{FORM_LABELS[message.source]}</span>
								<PageLanguageBadge language={message.language} />
								<DeliveryBadge delivery={deliveryOf(message, mailConfigured)} />
							</span>
						</Link>
					</li>
				)
			})}
		</ul>
	)
}
