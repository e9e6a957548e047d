import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useWords } from '#app/i18n/use-words.ts'

import { Eyebrow } from './Eyebrow.tsx'

/** Spec §2: the view a missing, unknown or hidden project answers with (status 404). */
export function ProjectNotFound() {
	const { t } = useWords()
	return (
		<main id="main" className="relative isolate flex flex-1 items-center overflow-hidden">
			<div
				aria-hidden="true"
				className="absolute -inset-e-24 top-1/2 -z-10 size-[28rem] -translate-y-1/2 rounded-full bg-brand/15 blur-3xl md:inset-e-0"
			/>
			<div className="wrap grid items-center gap-12 py-16 md:grid-cols-[1.1fr_1fr] md:py-28">
				<div>
					<Eyebrow className="mb-4">{t('project.notFoundEyebrow')}</Eyebrow>
					<h1 className="text-2xl font-bold md:text-3xl">
						{t('project.notFoundHeading')}
					</h1>
					<p className="mt-5 max-w-prose text-lg text-ink-muted">
						{t('project.notFoundText')}
					</p>
					<div className="mt-9 flex flex-wrap gap-3">
						<ButtonLink to="/portfolio" size="lg">
							{t('project.backToPortfolio')}
						</ButtonLink>
						<ButtonLink to="/products" variant="outline" size="lg">
							{t('project.seeProducts')}
						</ButtonLink>
					</div>
				</div>
				<EmptyFrames />
			</div>
		</main>
	)
}

/** A small drawing: an empty browser window and an empty phone. */
function EmptyFrames() {
	return (
		<svg
			viewBox="0 0 360 280"
			aria-hidden="true"
			focusable="false"
			className="mx-auto w-full max-w-xs md:max-w-sm"
		>
			<defs>
				<linearGradient id="project-not-found-mark" x1="0" y1="0" x2="1" y2="1">
					<stop offset="0" stopColor="#2D2D75" />
					<stop offset="1" stopColor="#4D92CE" />
				</linearGradient>
			</defs>
			<g fill="none" strokeWidth="2" className="stroke-line-strong">
				<rect x="20" y="30" width="250" height="180" rx="14" className="fill-surface" />
				<path d="M20 60h250" />
				<rect x="200" y="90" width="100" height="170" rx="18" className="fill-surface" />
				<path
					d="M50 92h110M50 110h80M50 128h96"
					strokeDasharray="4 8"
					strokeLinecap="round"
				/>
			</g>
			<circle cx="40" cy="45" r="4.5" className="fill-accent" />
			<circle cx="56" cy="45" r="4.5" className="fill-line-strong" />
			<circle cx="72" cy="45" r="4.5" className="fill-line-strong" />
			<rect x="232" y="100" width="36" height="8" rx="4" className="fill-line-strong" />
			<circle cx="250" cy="175" r="30" fill="url(#project-not-found-mark)" />
			<text
				x="250"
				y="187"
				textAnchor="middle"
				fontFamily="inherit"
				fontSize="34"
				fontWeight="800"
				fill="#fff"
			>
				?
			</text>
			<circle cx="320" cy="60" r="6" className="fill-accent" />
			<circle cx="34" cy="246" r="4" className="fill-brand" />
		</svg>
	)
}
