import type { ProjectType } from './types.ts'

/** Spec §3: the phases a new project starts with, reset when its type changes. */
export const DEFAULT_PHASES: Record<ProjectType, readonly string[]> = {
	mobile: [
		'Concept & Planning',
		'UI/UX Design',
		'Development & Testing',
		'Deployment & Publishing',
	],
	website: [
		'Discovery & Planning',
		'Design & Wireframing',
		'Development',
		'Testing & Launch',
	],
}

export function defaultPhasesFor(type: ProjectType): string[] {
	return [...DEFAULT_PHASES[type]]
}

export interface PhaseStep {
	title: string
	description: string
}

/** Spec §2: the detail page's fixed phase list — 4 steps for a mobile app, 7 for a website. */
export const DETAIL_PHASES: Record<ProjectType, readonly PhaseStep[]> = {
	mobile: [
		{
			title: 'Concept & Planning',
			description:
				'We map the audience, the core journeys and the launch goals, then agree on a scope that ships.',
		},
		{
			title: 'UI/UX Design',
			description:
				'Wireframes become an interactive prototype, tested with real users before a line of code is written.',
		},
		{
			title: 'Development & Testing',
			description:
				'Native-quality builds for iOS and Android in short sprints, with automated tests and weekly demos.',
		},
		{
			title: 'Deployment & Publishing',
			description:
				'Store listings, review and release, then monitoring and updates once real people are using it.',
		},
	],
	website: [
		{
			title: 'Discovery',
			description:
				'Workshops with your team to learn the business, the audience and what success means.',
		},
		{
			title: 'Planning',
			description: 'A sitemap, a content plan and a timeline everyone signs off on.',
		},
		{
			title: 'Wireframing',
			description:
				'Page structures and user flows, sketched and tested before visual design begins.',
		},
		{
			title: 'Visual Design',
			description:
				'A design system in your brand: type, colour, components and every key page.',
		},
		{
			title: 'Development',
			description:
				'Fast, accessible, search-friendly pages built on a stack your team can maintain.',
		},
		{
			title: 'Testing',
			description:
				'Cross-browser, device, accessibility and performance checks before anything goes live.',
		},
		{
			title: 'Launch & Support',
			description:
				'A calm launch, analytics in place, and support while the site grows with you.',
		},
	],
}
