import { languageOf } from '#app/lib/languages.ts'

/**
 * A language as the dashboard names it: its own name (marked with its language, so a
 * screen reader says it right), its English name, and "right to left" where it is written so.
 */
export function LanguageName({ code }: { code: string }) {
	const language = languageOf(code)
	return (
		<span className="font-semibold">
			<span lang={language.code} dir={language.dir}>
				{language.name}
			</span>
			{language.name === language.englishName ? null : (
				<span className="font-normal text-ink-muted"> — {language.englishName}</span>
			)}
			{language.dir === 'rtl' ? (
				<span className="font-normal text-ink-muted"> · right to left</span>
			) : null}
		</span>
	)
}
