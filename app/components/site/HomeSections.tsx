// The home page's sections that are the same for every visit: the intro, the banner and the
// development process (spec §2).
import { Link, useRouteLoaderData } from 'react-router'

import type { loader as rootLoader } from '#app/root.tsx'

import { ButtonLink } from '../ui/Button.tsx'
import { OrbitArt } from './BannerArt.tsx'
import { PageBanner } from './PageBanner.tsx'
import { ProcessSteps } from './ProcessSteps.tsx'
import { SectionHeading } from './SectionHeading.tsx'
import {
	SERVICE_LABELS,
	SERVICE_TABS,
	ServiceIcon,
	serviceHref,
	type ServiceTab,
} from './ServiceAreas.tsx'
import { Eyebrow } from './Eyebrow.tsx'

// The same padding as the home page's other sections (home.tsx).
const homeSectionClass = 'wrap py-16 md:py-24'

const SERVICE_BLURBS: Record<ServiceTab, string> = {
	mobile: 'Native-feeling iOS and Android apps your customers keep on their home screen.',
	websites:
		'Fast, accessible websites and web apps that rank well and turn visitors into customers.',
	'smart-systems':
		'Gates, mirrors and locks that talk to your phone and keep buildings secure.',
}

export function HomeIntro() {
	const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings
	const [lead, rest] = splitTagline(settings?.tagline ?? '')
	const company = settings?.companyName ?? ''
	return (
		<section aria-labelledby="home-title" className="relative isolate overflow-hidden">
			<div
				aria-hidden="true"
				className="absolute -top-64 -right-48 -z-10 size-[48rem] bg-[radial-gradient(closest-side,rgb(77_146_206/0.18),transparent)]"
			/>
			<div className="wrap grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16">
				<div>
					<Eyebrow className="mb-5">
						Software studio since {settings?.foundedYear}
					</Eyebrow>
					<h1 id="home-title" className="text-2xl font-bold md:text-3xl">
						{lead}
						{rest && (
							<>
								{' '}
								<span className="text-brand-ink">{rest}</span>
							</>
						)}
					</h1>
					<p className="mt-6 max-w-prose text-lg text-ink-muted">
						{company} designs and builds mobile applications, websites and smart systems
						for companies that want software to work as hard as they do. We keep our team
						small and our standards high, so every project has senior designers and
						engineers on it from the first workshop to launch day.
					</p>
					<div className="mt-8 flex flex-wrap gap-3">
						<ButtonLink to="/about" size="lg">
							Learn More<span className="sr-only"> about {company}</span>
						</ButtonLink>
						<ButtonLink to="/portfolio" variant="outline" size="lg">
							See our work
						</ButtonLink>
					</div>
				</div>
				<ul className="grid gap-3">
					{SERVICE_TABS.map((tab) => (
						<li key={tab}>
							<Link
								to={serviceHref(tab)}
								className="group flex items-start gap-4 rounded-card border border-line bg-surface p-5 transition-[box-shadow,border-color] duration-200 ease-out-soft hover:border-brand/50 hover:shadow-raised dark:border-transparent"
							>
								<span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-135 from-indigo to-brand text-white">
									<ServiceIcon tab={tab} className="size-6" />
								</span>
								<span>
									<span className="flex items-center gap-2 font-bold">
										{SERVICE_LABELS[tab]}
										<span
											aria-hidden="true"
											className="text-brand-ink transition-transform duration-200 group-hover:translate-x-1"
										>
											→
										</span>
									</span>
									<span className="mt-1 block text-base text-ink-muted">
										{SERVICE_BLURBS[tab]}
									</span>
								</span>
							</Link>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

/** 'Innovate, Integrate, Inspire: Your Software Solutions Partner' → its two halves. */
function splitTagline(tagline: string): [string, string] {
	const at = tagline.indexOf(':')
	if (at === -1) return [tagline, '']
	return [tagline.slice(0, at + 1), tagline.slice(at + 1).trim()]
}

export function HomeBanner() {
	return (
		<PageBanner
			id="home-banner-title"
			eyebrow="Let's build something"
			title="Innovative Solutions For The Future"
			art={<OrbitArt />}
		>
			From a first idea on a whiteboard to an app in thousands of pockets, we turn
			ambitious plans into dependable software. Tell us where you want to go and we will
			map the way there.
		</PageBanner>
	)
}

export function ProcessSection() {
	return (
		<section
			aria-labelledby="process-title"
			className="border-y border-line bg-surface-muted/60 below-fold dark:bg-surface/40"
		>
			<div className={homeSectionClass}>
				<SectionHeading
					id="process-title"
					eyebrow="How we work"
					title="Development Process"
					className="mb-10"
				>
					Five stages, the same on every project, so you always know what happens next and
					what it costs.
				</SectionHeading>
				<ProcessSteps />
			</div>
		</section>
	)
}
