import { isRouteErrorResponse, Link } from 'react-router'

import { buttonClasses } from '#app/components/ui/Button.tsx'
import { FORBIDDEN_MESSAGE } from '#app/lib/permissions.ts'

interface Way {
	to: string
	label: string
}

/**
 * A dashboard page that cannot be shown, in its own words: what it shows is gone (404), the
 * role may not (403: a role changed while the page was open), or a failure of ours. One way
 * back, and on a 404 maybe a second (a deleted project's Trash).
 */
export function AdminPageError({
	error,
	missing,
	failed,
	back,
	missingAlso,
}: {
	error: unknown
	missing: { title: string; text: string }
	failed: { title: string; text: string }
	back: Way
	missingAlso?: Way
}) {
	const gone = isRouteErrorResponse(error) && error.status === 404
	const refused = isRouteErrorResponse(error) && error.status === 403
	const words = gone
		? missing
		: refused
			? { title: 'Not allowed', text: FORBIDDEN_MESSAGE }
			: failed
	return (
		<div className="space-y-4">
			<h1 className="text-xl font-bold">{words.title}</h1>
			<p className="text-ink-muted">{words.text}</p>
			<div className="flex flex-wrap gap-3">
				<Link to={back.to} className={buttonClasses({ variant: 'outline' })}>
					{back.label}
				</Link>
				{gone && missingAlso ? (
					<Link to={missingAlso.to} className={buttonClasses({ variant: 'ghost' })}>
						{missingAlso.label}
					</Link>
				) : null}
			</div>
		</div>
	)
}
