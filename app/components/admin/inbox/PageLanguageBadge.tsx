import { languageOf } from '#app/lib/languages.ts'

/** The page's language a message was sent from: its code, said in full to screen readers. */
export function PageLanguageBadge({ language }: { language: string | null }) {
	if (!language) return null
	return (
		<span
			title={pageLanguageLabel(language)}
			className="inline-flex items-center rounded-full border border-line-strong px-2 py-0.5 text-sm font-semibold text-ink uppercase"
		>
			<span aria-hidden="true">{language}</span>
			<span className="sr-only">{pageLanguageLabel(language)}</span>
		</span>
	)
}

/** "From the German page". */
export function pageLanguageLabel(language: string) {
	return `From the ${languageOf(language).englishName} page`
}
