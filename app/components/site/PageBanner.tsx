import { useWords } from '#app/i18n/use-words.ts'
import type { ReactNode } from 'react'

import type { FieldLanguage } from '#app/lib/languages.ts'

import { ButtonLink } from '../ui/Button.tsx'
import { cx } from '../ui/cx.ts'
import { Eyebrow } from './Eyebrow.tsx'

/** The label of every banner's contact button (spec §2). */

/**
 * A banner: indigo-to-brand gradient with a dotted pattern, text on the left, art on the
 * right (below on a phone) and a "Let's Talk!" link to /contact. `full` spans the page;
 * otherwise it is a rounded card inside the content column.
 */
export function PageBanner({
	id,
	eyebrow,
	title,
	headingLevel = 2,
	children,
	art,
	full = true,
	className,
	languages = {},
}: {
	/** The heading's id, for aria-labelledby. */
	id: string
	eyebrow?: string
	title: ReactNode
	headingLevel?: 1 | 2
	children?: ReactNode
	/** Decorative art; it is hidden from assistive technology. */
	art?: ReactNode
	full?: boolean
	className?: string
	/** The language of its eyebrow, title and text where it is not the page's (not translated). */
	languages?: Partial<Record<'eyebrow' | 'title' | 'text', FieldLanguage>>
}) {
	const { t } = useWords()
	const Heading = headingLevel === 1 ? 'h1' : 'h2'
	const inner = (
		<div
			className={cx(
				'relative z-10 grid items-center gap-10 md:grid-cols-[1.2fr_1fr] md:gap-12',
				full ? 'wrap py-16 md:py-20' : 'px-6 py-12 sm:px-10 md:py-14 lg:px-14',
			)}
		>
			<div>
				{eyebrow && (
					<Eyebrow tone="accent" className="mb-4" language={languages.eyebrow}>
						{eyebrow}
					</Eyebrow>
				)}
				<Heading
					id={id}
					{...languages.title}
					className={cx(
						'font-bold text-white',
						// Beside the art the column is narrow until lg: a headline at 56 px ran
						// to five lines there.
						headingLevel === 1
							? 'text-2xl lg:text-3xl'
							: 'text-xl sm:text-2xl lg:text-[2.75rem] lg:leading-[1.08]',
					)}
				>
					{title}
				</Heading>
				{children && (
					<div {...languages.text} className="mt-5 max-w-xl text-lg text-white/85">
						{children}
					</div>
				)}
				<ButtonLink to="/contact" variant="accent" size="lg" className="mt-8">
					{t('cta.letsTalk')}
				</ButtonLink>
			</div>
			{art && (
				<div aria-hidden="true" className="mx-auto w-full max-w-sm md:max-w-md">
					{art}
				</div>
			)}
		</div>
	)
	return (
		<section
			aria-labelledby={id}
			className={cx(
				'relative isolate overflow-hidden bg-linear-120 from-indigo-deep via-indigo to-[#2f5a92] text-white [--color-focus:var(--color-accent)] dark:from-[#12123a] dark:via-[#1f1f5e] dark:to-[#2d5487]',
				!full && 'rounded-[1.25rem]',
				className,
			)}
		>
			<div aria-hidden="true" className="absolute inset-0 -z-10 bg-dots opacity-60" />
			<div
				aria-hidden="true"
				className="absolute -inset-e-40 -bottom-48 -z-10 size-[40rem] bg-[radial-gradient(closest-side,rgb(77_146_206/0.45),transparent)]"
			/>
			{inner}
		</section>
	)
}
