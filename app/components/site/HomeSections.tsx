import { useWords } from '#app/i18n/use-words.ts'
// The home page's sections that are the same for every visit: the intro, the banner and the
// development process (spec §2), in the words of the Site area's Home form.
import { Link } from '#app/components/ui/Link.tsx'

import type { HomeContent } from '#app/schemas/site-content.ts'

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
import { headingLanguages, useSiteFieldLanguage } from './language.ts'
import { useCompanyContent, useSitePage } from './site-content.ts'

// The same padding as the home page's other sections (home.tsx).
const homeSectionClass = 'wrap py-16 md:py-24'

/** Each service's card in the introduction, by its tab. */
const SERVICE_BLURBS: Record<ServiceTab, keyof HomeContent['intro']> = {
	mobile: 'mobile',
	websites: 'websites',
	'smart-systems': 'smartSystems',
}

export function HomeIntro() {
	const settings = useCompanyContent()
	const home = useSitePage('home')
	const { t } = useWords()
	const { intro } = home
	const field = useSiteFieldLanguage('home')
	const companyField = useSiteFieldLanguage('company')
	const [lead, rest] = splitTagline(settings.tagline)
	const company = settings.companyName
	return (
		<section aria-labelledby="home-title" className="relative isolate overflow-hidden">
			<div
				aria-hidden="true"
				className="absolute -inset-e-48 -top-64 -z-10 size-[48rem] bg-[radial-gradient(closest-side,rgb(77_146_206/0.18),transparent)]"
			/>
			<div className="wrap grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16">
				<div>
					<Eyebrow className="mb-5" language={field('intro.eyebrow')}>
						{intro.eyebrow}
					</Eyebrow>
					<h1
						id="home-title"
						{...companyField('tagline')}
						className="text-2xl font-bold md:text-3xl"
					>
						{lead}
						{rest && (
							<>
								{' '}
								<span className="text-brand-ink">{rest}</span>
							</>
						)}
					</h1>
					<p {...field('intro.text')} className="mt-6 max-w-prose text-lg text-ink-muted">
						{intro.text}
					</p>
					<div className="mt-8 flex flex-wrap gap-3">
						<ButtonLink to="/about" size="lg">
							{t('home.learnMore')}
							<span className="sr-only"> {t('home.learnMoreAbout', { company })}</span>
						</ButtonLink>
						<ButtonLink to="/portfolio" variant="outline" size="lg">
							{t('home.seeOurWork')}
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
										{t(SERVICE_LABELS[tab])}
										<span
											aria-hidden="true"
											className="text-brand-ink transition-transform duration-200 group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
										>
											→
										</span>
									</span>
									<span
										{...field(`intro.${SERVICE_BLURBS[tab]}`)}
										className="mt-1 block text-base text-ink-muted"
									>
										{intro[SERVICE_BLURBS[tab]]}
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
	const { banner } = useSitePage('home')
	const field = useSiteFieldLanguage('home')
	return (
		<PageBanner
			id="home-banner-title"
			eyebrow={banner.eyebrow}
			title={banner.title}
			languages={headingLanguages(field, 'banner')}
			art={<OrbitArt />}
		>
			{banner.text}
		</PageBanner>
	)
}

export function ProcessSection() {
	const { process } = useSitePage('home')
	const field = useSiteFieldLanguage('home')
	return (
		<section
			aria-labelledby="process-title"
			className="border-y border-line bg-surface-muted/60 below-fold dark:bg-surface/40"
		>
			<div className={homeSectionClass}>
				<SectionHeading
					id="process-title"
					eyebrow={process.eyebrow}
					title={process.title}
					languages={headingLanguages(field, 'process')}
					className="mb-10"
				>
					{process.text}
				</SectionHeading>
				<ProcessSteps
					stages={process.stages}
					field={(path) => field(`process.stages.${path}`)}
					pictures={{ light: process.pictureLight, dark: process.pictureDark }}
				/>
			</div>
		</section>
	)
}
