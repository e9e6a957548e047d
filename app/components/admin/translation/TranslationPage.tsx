import { Link } from 'react-router'

import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { ReviewArea, type ReviewState } from '#app/components/admin/ReviewNotice.tsx'
import { useEditPage } from '#app/components/admin/use-edit-page.ts'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import type { LockHolderView } from '#app/lib/edit-lock.ts'
import type { SiteFormActionData } from '#app/lib/site-admin.ts'
import type { ItemLanguage, TranslationPageData } from '#app/lib/translation-admin.ts'

import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { TranslationForm } from './TranslationForm.tsx'

/**
 * An item's page in another of the site's languages (decision 050): the switcher, the
 * translation's review state and form; the route holds the translation's own edit lock.
 */
export function TranslationPage({
	title,
	page,
	languages,
	formHref,
	historyHref,
	historyOfTranslation = false,
	review,
	editor,
	lockedBy,
	actionData,
}: {
	/** The item's name ('About page', 'Orbit'). */
	title: string
	page: TranslationPageData
	languages: readonly ItemLanguage[]
	formHref: string
	historyHref: string | null
	/** Whether the history is the translation's own (a Site form's), or the item's. */
	historyOfTranslation?: boolean
	review: ReviewState | null
	editor: string
	lockedBy: LockHolderView | null
	actionData: SiteFormActionData | undefined
}) {
	const { editLock, formPage, reload } = useEditPage({
		item: page.lockItem,
		editor,
		keepsForm: actionData !== undefined,
		path: `${formHref}?language=${page.language.code}`,
	})
	return (
		<div className="space-y-6">
			<PageHeading
				title={`${title} in ${page.language.englishName}`}
				description={
					<>
						Each field shows the {page.defaultName} words it translates. A field left
						empty shows the {page.defaultName} words on the {page.language.englishName}{' '}
						page.
					</>
				}
				actions={
					historyHref ? (
						<Link
							to={historyHref}
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							History
							<span className="sr-only">
								{historyOfTranslation
									? ` of the ${page.language.englishName} version`
									: ` of the ${page.defaultName} version`}
							</span>
						</Link>
					) : null
				}
			/>
			<LanguageSwitcher languages={languages} formHref={formHref} />
			<ReviewArea review={review}>
				<TranslationForm
					key={`${page.lockItem}:${formPage}`}
					page={page}
					actionData={actionData}
					editLock={editLock}
					lockedBy={lockedBy}
					onReload={reload}
				/>
			</ReviewArea>
		</div>
	)
}
