import { Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { TranslationBadges } from '#app/components/admin/translation/TranslationBadges.tsx'
import { SITE_FORMS, SITE_KEYS } from '#app/schemas/site-content.ts'
import { loadSiteOverview, siteKindOf } from '#app/server/admin/site-content.server.ts'
import { listTranslationProgress } from '#app/server/admin/translations.server.ts'
import { readSiteContent } from '#app/server/models/site-content.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { can, siteFormPermission } from '#app/lib/permissions.ts'

import type { Route } from './+types/site-overview'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'content.edit' })]

export const meta: Route.MetaFunction = () => [{ title: 'Site · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const db = getDb()
	const [all, content] = await Promise.all([loadSiteOverview(db), readSiteContent(db)])
	// The forms this role may open: not the site-wide settings for an editor or author.
	const forms = all.filter((form) => can(user.role, siteFormPermission(form.key)))
	// How far each form is translated in the site's other languages (decision 050).
	const translated = await Promise.all(
		SITE_KEYS.map((key) =>
			listTranslationProgress(db, siteKindOf(key), [{ id: key, doc: content[key] }]),
		),
	)
	return {
		forms: forms.map((form) => ({
			...form,
			translations: translated[SITE_KEYS.indexOf(form.key)]?.[form.key] ?? [],
		})),
	}
}

const chip = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** Every Site form: when it was last published and by whom, and whether a draft waits. */
export default function SiteOverview({ loaderData }: Route.ComponentProps) {
	return (
		<div className="space-y-6">
			<PageHeading
				title="Site"
				description="The words and pictures of the public pages. A form that was never published here shows the site's original copy."
			/>
			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{loaderData.forms.map(
					({ key, publishedAt, publishedBy, draft, translations }) => {
						const form = SITE_FORMS[key]
						return (
							<li
								key={key}
								className="relative flex flex-col gap-2 rounded-card border border-line bg-surface p-5 transition-shadow duration-200 hover:shadow-raised dark:border-transparent dark:shadow-raised"
							>
								<h2 className="text-lg font-semibold">
									<Link
										to={`/admin/site/${key}`}
										className="after:absolute after:inset-0 after:rounded-card"
									>
										{form.title}
									</Link>
								</h2>
								<p className="text-sm text-ink-muted">{form.description}</p>
								<TranslationBadges counts={translations} className="mt-0" />
								<p className="mt-auto flex flex-wrap gap-2 pt-2">
									{publishedAt ? (
										<span
											className={`${chip} bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200`}
										>
											Published
										</span>
									) : (
										<span className={`${chip} bg-surface-muted text-ink-muted`}>
											Original copy
										</span>
									)}
									{draft?.publishAt ? (
										<span className={`${chip} bg-brand/15 text-brand-ink`}>
											Scheduled for <LocalTime value={draft.publishAt} />
										</span>
									) : draft ? (
										<span className={`${chip} bg-accent/20 text-ink`}>
											Changes not published
										</span>
									) : null}
								</p>
								{publishedAt ? (
									<p className="text-sm">
										Published <LocalTime value={publishedAt} />
										{publishedBy ? ` by ${publishedBy}` : ''}
									</p>
								) : null}
							</li>
						)
					},
				)}
			</ul>
		</div>
	)
}
