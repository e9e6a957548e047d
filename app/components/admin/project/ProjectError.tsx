import { AdminPageError } from '#app/components/admin/AdminPageError.tsx'

/**
 * What a project's dashboard pages (its form, its history) show when it cannot be: gone
 * (404: another admin deleted it, and the Trash has it for 30 days) or a failure of ours.
 */
export function ProjectError({ error }: { error: unknown }) {
	return (
		<AdminPageError
			error={error}
			missing={{
				title: 'Project not found',
				text: 'It may have been deleted by another admin: the Trash keeps deleted projects for 30 days.',
			}}
			failed={{
				title: 'Unexpected Application Error!',
				text: 'Something went wrong on our side.',
			}}
			back={{ to: '/admin', label: 'Back to Portfolio' }}
			missingAlso={{ to: '/admin/trash', label: 'Open the Trash' }}
		/>
	)
}
