import { AdminPageError } from '#app/components/admin/AdminPageError.tsx'

/** A Site form's page (the form, its history) that cannot be shown: no such form, or a fault. */
export function SiteFormError({ error, page }: { error: unknown; page: string }) {
	return (
		<AdminPageError
			error={error}
			missing={{
				title: 'Form not found',
				text: 'The Site area has a form for Home, About, Services, Contact, Company and Search and sharing.',
			}}
			failed={{
				title: 'Something went wrong',
				text: `The ${page} could not be loaded. Please try again.`,
			}}
			back={{ to: '/admin/site', label: 'Back to the Site area' }}
		/>
	)
}
