import { useWords } from '#app/i18n/use-words.ts'

import { cx } from '../ui/cx.ts'
import { useLanguageAlternates, useLanguage, type LanguageAlternate } from './language.ts'
import { Icon } from '#app/components/ui/Icon.tsx'

/**
 * This page in each language the site is published in (decision 051), each name in its own
 * language. Plain links, so it works without JavaScript; nothing when the site has one
 * language. The header's sits behind a disclosure (`<details>`: keyboard and screen readers
 * know it), the footer's is a list.
 */
export function LanguageSwitcher({ place }: { place: 'header' | 'footer' }) {
	const { language } = useLanguage()
	const alternates = useLanguageAlternates()
	const { t } = useWords()
	if (alternates.length < 2) return null
	if (place === 'footer')
		return (
			<nav aria-labelledby="footer-languages-title">
				<h2
					id="footer-languages-title"
					className="mb-4 text-sm font-semibold tracking-[0.08em] text-white/70 uppercase"
				>
					{t('frame.language')}
				</h2>
				<ul className="-mx-2 flex flex-wrap gap-x-1 gap-y-1">
					{alternates.map((alternate) => (
						<li key={alternate.language.code}>
							<LanguageLink
								alternate={alternate}
								className={cx(
									'inline-flex rounded-md px-2 py-1.5 transition-colors hover:text-accent',
									alternate.current
										? 'font-semibold text-white underline decoration-accent decoration-2 underline-offset-4'
										: 'text-white/85',
								)}
							/>
						</li>
					))}
				</ul>
			</nav>
		)
	return (
		<details className="group relative">
			<summary className="flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-muted transition-colors select-none group-open:text-ink hover:bg-surface-muted hover:text-ink [&::-webkit-details-marker]:hidden">
				<GlobeIcon />
				<span className="sr-only">{t('frame.language')}: </span>
				<span aria-hidden="true" className="uppercase">
					{language.code}
				</span>
				<span className="sr-only" lang={language.code}>
					{language.name}
				</span>
			</summary>
			<ul className="absolute end-0 top-full z-50 mt-2 grid max-h-[70vh] min-w-44 gap-0.5 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-raised">
				{alternates.map((alternate) => (
					<li key={alternate.language.code}>
						<LanguageLink
							alternate={alternate}
							className={cx(
								'flex rounded-lg px-3 py-2 whitespace-nowrap transition-colors hover:bg-surface-muted',
								alternate.current
									? 'font-semibold text-ink'
									: 'text-ink-muted hover:text-ink',
							)}
						/>
					</li>
				))}
			</ul>
		</details>
	)
}

/** One language's name, in that language, linking to this page in it. */
function LanguageLink({
	alternate,
	className,
}: {
	alternate: LanguageAlternate
	className: string
}) {
	const { language, href, current } = alternate
	return (
		<a
			href={href}
			hrefLang={language.code}
			lang={language.code}
			aria-current={current ? 'page' : undefined}
			className={className}
		>
			{language.name}
		</a>
	)
}

function GlobeIcon() {
	return <Icon name="globe" size={20} />
}
