import { variantWidths } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { HomeContent } from '#app/schemas/site-content.ts'

import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'

type Stage = HomeContent['process']['stages'][number]

// The illustrations ship with the site (scripts/process-images.ts drew them once, from the
// same drawing the demo seed used to store at every start): no database, no storage.
const PROCESS_FILES = import.meta.glob<string>('../../assets/process/*', {
	eager: true,
	query: '?url',
	import: 'default',
})
const PROCESS_WIDTH = 1200
const PROCESS_HEIGHT = 400
const PROCESS_SIZES = '(min-width: 1264px) 1152px, 100vw'

function processFile(name: string): string {
	const url = PROCESS_FILES[`../../assets/process/${name}`]
	if (!url) throw new Error(`Missing app/assets/process/${name}`)
	return url
}

/**
 * One theme's steps picture, switched by CSS on the page's data-theme like ThemeImage: no
 * flash of the wrong one, and (lazy) the hidden one is never downloaded.
 */
function ProcessPicture({ mode, alt }: { mode: 'light' | 'dark'; alt: string }) {
	const sizes = PROCESS_SIZES
	return (
		<picture>
			{(['avif', 'webp'] as const).map((format) => (
				<source
					key={format}
					type={`image/${format}`}
					srcSet={variantWidths(PROCESS_WIDTH)
						.map((w) => `${processFile(`process-steps-${mode}-${w}.${format}`)} ${w}w`)
						.join(', ')}
					sizes={sizes}
				/>
			))}
			<img
				data-theme-variant={mode}
				className={cx(
					'mx-auto h-auto w-full max-w-5xl',
					mode === 'light' ? 'dark:hidden' : 'hidden dark:block',
				)}
				src={processFile(`process-steps-${mode}.png`)}
				alt={alt}
				width={PROCESS_WIDTH}
				height={PROCESS_HEIGHT}
				loading="lazy"
				decoding="async"
				fetchPriority="low"
			/>
		</picture>
	)
}

/** An uploaded steps picture (Home form) for one theme, switched by CSS like the built-in one. */
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
			sizes={PROCESS_SIZES}
			data-theme-variant={mode}
			className={cx(
				'mx-auto h-auto w-full max-w-5xl',
				mode === 'light' ? 'dark:hidden' : 'hidden dark:block',
			)}
		/>
	)
}

/**
 * The stages: the steps picture for the theme (an uploaded one, else the one that ships
 * with the site), then each stage in words.
 */
export function ProcessSteps({
	stages,
	pictures,
}: {
	stages: readonly Stage[]
	pictures: { light: ImageRef | null; dark: ImageRef | null }
}) {
	const alt = `Our development process: ${stages.map((stage) => stage.title).join(', ')}`
	return (
		<div className="grid gap-10">
			<div className="overflow-hidden rounded-card border border-line bg-surface px-2 py-4 sm:px-6 dark:border-transparent dark:shadow-raised">
				{(['light', 'dark'] as const).map((mode) => {
					const uploaded = pictures[mode]
					return uploaded ? (
						<UploadedPicture key={mode} image={uploaded} mode={mode} alt={alt} />
					) : (
						<ProcessPicture key={mode} mode={mode} alt={alt} />
					)
				})}
			</div>
			<ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
				{stages.map((step, index) => (
					<li
						key={`${index}-${step.title}`}
						className="rounded-card border border-line bg-surface p-5 dark:border-transparent"
					>
						<p
							aria-hidden="true"
							className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-accent text-sm font-bold text-on-accent"
						>
							{String(index + 1).padStart(2, '0')}
						</p>
						<h3 className="text-lg font-bold">{step.title}</h3>
						<p className="mt-2 text-base text-ink-muted">{step.text}</p>
					</li>
				))}
			</ol>
		</div>
	)
}
