import { Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { cx } from '#app/components/ui/cx.ts'
import type { ActivityLine, ActivitySentence } from '#app/lib/activity.ts'

const dots = {
	neutral: 'bg-brand',
	warning: 'bg-accent',
	danger: 'bg-red-500',
}

/** The sentence, its record's name a link while the record exists. */
function Sentence({
	sentence,
	href,
}: {
	sentence: ActivitySentence
	href: string | null
}) {
	const { lead, target, tail } = sentence
	if (!target) return <>{`${lead}${tail ?? ''}`}</>
	const quote = target.quoted ? "'" : ''
	return (
		<>
			{lead} {quote}
			{href ? (
				<Link
					to={href}
					className="font-semibold break-words text-brand-ink underline underline-offset-4"
				>
					{target.text}
				</Link>
			) : (
				<span className="font-medium break-words">{target.text}</span>
			)}
			{quote}
			{tail}
		</>
	)
}

/** Lines of the audit log, newest first: who did what, to which item, and when. */
export function ActivityList({
	lines,
	empty = 'Nothing has happened yet.',
}: {
	lines: ActivityLine[]
	/** What an empty list says. */
	empty?: string
}) {
	if (lines.length === 0) return <p className="text-ink-muted">{empty}</p>
	return (
		<ol className="divide-y divide-line">
			{lines.map((line) => (
				<li key={line.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
					<span
						aria-hidden="true"
						className={cx('mt-2 size-2 shrink-0 rounded-full', dots[line.tone])}
					/>
					<div className="min-w-0 flex-1">
						<p className="text-sm text-ink">
							<span className="font-semibold break-words">
								{line.anonymous ? 'Someone' : (line.actorEmail ?? 'Someone')}
							</span>{' '}
							<span className="text-ink-muted">·</span>{' '}
							<Sentence sentence={line.sentence} href={line.href} />
						</p>
						<p className="mt-0.5 text-sm text-ink-muted">
							<LocalTime value={line.newest} />
							{line.revisionHref ? (
								<>
									{' · '}
									<Link
										to={line.revisionHref}
										className="font-semibold text-brand-ink underline underline-offset-4"
									>
										See this revision
									</Link>
								</>
							) : null}
						</p>
					</div>
				</li>
			))}
		</ol>
	)
}
