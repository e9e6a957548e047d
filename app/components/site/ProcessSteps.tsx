import type { ImageRef } from '#app/lib/types.ts'

import { ThemeImage } from './ThemeImage.tsx'

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

export interface ProcessImages {
	light: ImageRef
	dark: ImageRef
}

/** The five stages: the steps picture for the theme, then each stage in words. */
export function ProcessSteps({ images }: { images: ProcessImages | null }) {
	return (
		<div className="grid gap-10">
			{images && (
				<div className="overflow-hidden rounded-card border border-line bg-surface px-2 py-4 sm:px-6 dark:border-transparent dark:shadow-raised">
					<ThemeImage
						light={images.light}
						dark={images.dark}
						sizes="(min-width: 1264px) 1152px, 100vw"
						className="mx-auto h-auto w-full max-w-5xl"
					/>
				</div>
			)}
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
