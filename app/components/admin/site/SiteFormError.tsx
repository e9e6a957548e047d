import { isRouteErrorResponse, Link } from 'react-router'

import { buttonClasses } from '#app/components/ui/Button.tsx'

/** A Site form's page (the form, its history) that cannot be shown: no such form, or a fault. */
export function SiteFormError({ error, page }: { error: unknown; page: string }) {
	const missing = isRouteErrorResponse(error) && error.status === 404
	return (
		<div className="space-y-4">
			<h1 className="text-xl font-bold">
				{missing ? 'Form not found' : 'Something went wrong'}
			</h1>
			<p className="text-ink-muted">
				{missing
					? 'The Site area has a form for Home, About, Services, Contact, Company and Search and sharing.'
					: `The ${page} could not be loaded. Please try again.`}
			</p>
			<Link to="/admin/site" className={buttonClasses({ variant: 'outline' })}>
				Back to the Site area
			</Link>
		</div>
	)
}
