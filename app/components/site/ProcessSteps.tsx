import { variantWidths } from '#app/lib/media.ts'

import { cx } from '../ui/cx.ts'

/** Spec §2: the home page's Development Process, in order. */
export const PROCESS_STEPS = [
	{
		title: 'Concept & Planning',
		text: 'We learn your business, your users and your goals, then agree on a scope, a budget and a plan that ships.',
	},
	{
		title: 'Design & Visuals',
		text: 'Wireframes become a clickable prototype and a visual identity you can test with real people before we build.',
	},
	{
		title: 'Development',
		text: 'We build in two-week sprints, and you can try a working version at the end of every one of them.',
	},
	{
		title: 'Testing',
		text: 'Automated tests, real devices and accessibility checks catch problems before your customers ever do.',
	},
	{
		title: 'Launch',
		text: 'We release to the app stores or the web, watch the numbers closely and keep improving after day one.',
	},
] as const

// The illustrations ship with the site (scripts/process-images.ts drew them once, from the
// same drawing the demo seed used to store at every start): no database, no storage.
const PROCESS_FILES = import.meta.glob<string>('../../assets/process/*', {
	eager: true,
	query: '?url',
	import: 'default',
})
const PROCESS_WIDTH = 1200
const PROCESS_HEIGHT = 400
const PROCESS_ALT = `Our development process: ${PROCESS_STEPS.map((step) => step.title).join(', ')}`

function processFile(name: string): string {
	const url = PROCESS_FILES[`../../assets/process/${name}`]
	if (!url) throw new Error(`Missing app/assets/process/${name}`)
	return url
}

/**
 * One theme's steps picture, switched by CSS on the page's data-theme like ThemeImage: no
 * flash of the wrong one, and (lazy) the hidden one is never downloaded.
 */
function ProcessPicture({ mode }: { mode: 'light' | 'dark' }) {
	const sizes = '(min-width: 1264px) 1152px, 100vw'
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
				alt={PROCESS_ALT}
				width={PROCESS_WIDTH}
				height={PROCESS_HEIGHT}
				loading="lazy"
				decoding="async"
			/>
		</picture>
	)
}

/** The five stages: the steps picture for the theme, then each stage in words. */
export function ProcessSteps() {
	return (
		<div className="grid gap-10">
			<div className="overflow-hidden rounded-card border border-line bg-surface px-2 py-4 sm:px-6 dark:border-transparent dark:shadow-raised">
				<ProcessPicture mode="light" />
				<ProcessPicture mode="dark" />
			</div>
			<ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
				{PROCESS_STEPS.map((step, index) => (
					<li
						key={step.title}
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
