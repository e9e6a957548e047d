import { useWords } from '#app/i18n/use-words.ts'
import type { FieldLanguage } from '#app/lib/languages.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { Icon, type IconName } from '#app/components/ui/Icon.tsx'
import type { HomeContent } from '#app/schemas/site-content.ts'

import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'

type Stage = HomeContent['process']['stages'][number]

/**
 * Each step's icon by its place in the process (idea, design, code, test, launch, then
 * growth): a stage has no icon of its own, and the first five match the site's own stages.
 */
const STEP_ICONS: IconName[] = [
	'site-lightbulb',
	'step-pencil',
	'step-code',
	'step-check',
	'step-rocket',
	'site-rise',
	'site-cycle',
	'site-star',
]

const PICTURE_SIZES = '(min-width: 1264px) 1152px, 100vw'

/** An uploaded steps picture (Home form) for one theme, switched by CSS on data-theme. */
function UploadedPicture({
	image,
	mode,
	alt,
}: {
	image: ImageRef
	mode: 'light' | 'dark'
	alt: string
}) {
	return (
		<ResponsiveImage
			image={image}
			alt={image.alt || alt}
			sizes={PICTURE_SIZES}
			data-theme-variant={mode}
			className={cx(
				'mx-auto h-auto w-full max-w-5xl',
				mode === 'light' ? 'dark:hidden' : 'hidden dark:block',
			)}
		/>
	)
}

/**
 * The stages as a figure drawn in live text (issue 41): numbered steps on a line, in a row
 * on a wide screen and down the page on a narrow one, so every label stays the size of the
 * page's text, follows the theme, and reads in any language. A steps picture uploaded in
 * the Home form is shown above it from the width where its labels stay readable.
 */
export function ProcessSteps({
	stages,
	pictures,
	field,
}: {
	stages: readonly Stage[]
	pictures: { light: ImageRef | null; dark: ImageRef | null }
	/** Each stage's words' language by its path in the list (`0.title`): useFieldLanguage. */
	field: (path: string) => FieldLanguage
}) {
	const words = useWords()
	const alt = words.t('home.processImage', {
		stages: words.units(stages.map((stage) => stage.title)),
	})
	const light = pictures.light ?? pictures.dark
	const dark = pictures.dark ?? pictures.light
	return (
		<div className="grid gap-12">
			{light && dark ? (
				<div className="overflow-hidden rounded-card border border-line bg-surface px-2 py-4 max-md:hidden sm:px-6 dark:border-transparent dark:shadow-raised">
					<UploadedPicture image={light} mode="light" alt={alt} />
					<UploadedPicture image={dark} mode="dark" alt={alt} />
				</div>
			) : null}
			<ol className="grid lg:auto-cols-fr lg:grid-flow-col lg:gap-6">
				{stages.map((step, index) => (
					<li
						key={`${index}-${step.title}`}
						className="relative grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-5 pb-10 last:pb-0 lg:grid-cols-1 lg:justify-items-center lg:pb-0 lg:text-center"
					>
						{index < stages.length - 1 ? (
							<span
								aria-hidden="true"
								className="absolute inset-s-[calc(2.25rem-1px)] top-18 bottom-0 w-0.5 rounded-full bg-line-strong lg:inset-s-[calc(50%+2.25rem)] lg:top-9 lg:bottom-auto lg:h-0.5 lg:w-[calc(100%-4.5rem+1.5rem)] lg:-translate-y-1/2"
							/>
						) : null}
						<span
							aria-hidden="true"
							className="relative grid size-18 place-items-center rounded-full border border-line-strong bg-surface"
						>
							<span className="grid size-14 place-items-center rounded-full bg-linear-135 from-brand to-indigo text-white dark:from-[#7db3e3] dark:to-brand">
								<Icon
									name={STEP_ICONS[index % STEP_ICONS.length]!}
									className="size-7"
									strokeWidth={1.8}
								/>
							</span>
							<span className="absolute -inset-e-1 -top-1 grid size-7 place-items-center rounded-full bg-accent text-sm font-bold text-on-accent">
								{String(index + 1).padStart(2, '0')}
							</span>
						</span>
						<div className="pt-3 lg:pt-5">
							<h3 {...field(`${index}.title`)} className="text-lg font-bold">
								{step.title}
							</h3>
							<p {...field(`${index}.text`)} className="mt-2 text-base text-ink-muted">
								{step.text}
							</p>
						</div>
					</li>
				))}
			</ol>
		</div>
	)
}
