import { isRouteErrorResponse, Link } from 'react-router'

import { buttonClasses } from '#app/components/ui/Button.tsx'

/**
 * What a project's dashboard pages (its form, its history) show when it cannot be: gone
 * (404: another admin deleted it, and the Trash has it for 30 days) or a failure of ours.
 */
export function ProjectError({ error }: { error: unknown }) {
	const missing = isRouteErrorResponse(error) && error.status === 404
	return (
		<div className="space-y-4">
			<h1 className="text-xl font-bold">
				{missing ? 'Project not found' : 'Unexpected Application Error!'}
			</h1>
			<p className="text-ink-muted">
				{missing
					? 'It may have been deleted by another admin: the Trash keeps deleted projects for 30 days.'
					: 'Something went wrong on our side.'}
			</p>
			<div className="flex flex-wrap gap-3">
				<Link to="/admin" className={buttonClasses({ variant: 'outline' })}>
					Back to Portfolio
				</Link>
				{missing ? (
					<Link to="/admin/trash" className={buttonClasses({ variant: 'ghost' })}>
						Open the Trash
					</Link>
				) : null}
			</div>
		</div>
	)
}
