import { Link, useLocation } from 'react-router'

import { cx } from '#app/components/ui/cx.ts'
import type { ItemLanguage } from '#app/lib/translation-admin.ts'

/**
 * An item's form in each of the site's languages (decision 050): a link per language, each
 * saying how far the item is translated in it (in words, not colour alone). Nothing when
 * the site has one language.
 */
export function LanguageSwitcher({
	languages,
	formHref,
}: {
	languages: readonly ItemLanguage[]
	/** The item's own form (the default language's). */
	formHref: string
}) {
	const location = useLocation()
	if (languages.length < 2) return null
	const shown = new URLSearchParams(location.search).get('language')
	return (
		<nav aria-label="Languages of this item" className="grid gap-2">
			<ul className="flex flex-wrap gap-2">
				{languages.map((language) => {
					const current = language.isDefault
						? !shown || shown === language.code
						: shown === language.code
					const href = language.isDefault
						? formHref
						: `${formHref}?language=${language.code}`
					return (
						<li key={language.code}>
							<Link
								to={href}
								aria-current={current ? 'page' : undefined}
								data-language={language.code}
								className={cx(
									'inline-flex min-h-10 flex-wrap items-center gap-x-2 rounded-xl border px-3 py-1.5 text-sm transition-colors duration-200',
									current
										? 'border-brand-ink bg-brand/10 text-ink'
										: 'border-line-strong text-ink-muted hover:border-ink-muted hover:text-ink',
								)}
							>
								<span className="font-semibold">
									<span lang={language.code} dir={language.dir}>
										{language.name}
									</span>
									{language.name === language.englishName
										? ''
										: ` (${language.englishName})`}
								</span>
								<span>{progressText(language)}</span>
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}

/** What a language's link says of the item in it. */
export function progressText(language: ItemLanguage): string {
	const parts: string[] = []
	if (language.isDefault) parts.push('default')
	else if (language.total === 0) parts.push('nothing to translate')
	else if (language.done === 0) parts.push(`not translated, 0/${language.total}`)
	else if (language.done === language.total)
		parts.push(`translated, ${language.done}/${language.total}`)
	else parts.push(`${language.done}/${language.total} translated`)
	if (!language.isDefault && !language.published) parts.push('being prepared')
	if (language.drafted) parts.push('draft')
	return `· ${parts.join(' · ')}`
}
