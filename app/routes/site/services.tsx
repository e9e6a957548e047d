import { projectAddress } from '#app/lib/slugs.ts'
import { RichText } from '#app/components/rich-text/RichText.tsx'
import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/Link.tsx'

import { BrowserArt, CircuitArt, PhoneArt } from '#app/components/site/BannerArt.tsx'
import { LineIcon } from '#app/components/site/LineIcon.tsx'
import { LoadingLine } from '#app/components/site/LoadingLine.tsx'
import { PageBanner } from '#app/components/site/PageBanner.tsx'
import { PageIntro } from '#app/components/site/PageIntro.tsx'
import { FailedMessage } from '#app/components/site/ProjectList.tsx'
import {
	DEFAULT_SERVICE_TAB,
	SERVICE_LABELS,
	SERVICE_TABS,
	serviceHref,
	type ServiceTab,
} from '#app/components/site/ServiceAreas.tsx'
import {
	headingLanguages,
	useFieldLanguage,
	useSiteFieldLanguage,
} from '#app/components/site/language.ts'
import { useSitePage } from '#app/components/site/site-content.ts'
import { sitePageData } from '#app/server/page-site.server.ts'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { metaWords, useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { Tabs } from '#app/components/ui/Tabs.tsx'
import { selectedTab, tabValue } from '#app/lib/tabs.ts'
import { ownSearch, seoMeta } from '#app/lib/seo.ts'
import type { FieldLanguage } from '#app/lib/languages.ts'
import type { ImageRef, ProjectCollection, ProjectType } from '#app/lib/types.ts'
import { getDb } from '#app/server/db/index.server.ts'
import {
	listVisibleProjects,
	type ProjectCard,
} from '#app/server/models/projects.server.ts'
import { projectCardsIn } from '#app/server/content/translations.server.ts'
import { languageOfPage } from '#app/server/languages.server.ts'
import type { Untranslated } from '#app/lib/translation.ts'
import { loadOr } from '#app/server/public-data.server.ts'

import type { RouteHandle } from '#app/lib/route-handle.ts'
import type { ServicesContent } from '#app/schemas/site-content.ts'

import type { Route } from './+types/services'
import { Icon } from '#app/components/ui/Icon.tsx'

/** The query this page reads: it is rendered and cached with these and no others. */
export const handle = {
	query: { tab: tabValue(SERVICE_TABS, DEFAULT_SERVICE_TAB) },
} satisfies RouteHandle

/**
 * Where each service's work lives (spec §2): mobile apps are products, websites portfolio
 * work; `all` is the list with every one of them.
 */
const WORK_SOURCE: Partial<
	Record<
		ServiceTab,
		{ collection: ProjectCollection; type: ProjectType; all: string; allLabel: MessageId }
	>
> = {
	mobile: {
		collection: 'products',
		type: 'mobile',
		all: '/products',
		allLabel: 'services.allMobile',
	},
	websites: {
		collection: 'portfolio',
		type: 'website',
		all: '/portfolio?tab=websites',
		allLabel: 'services.allWebsites',
	},
}

/**
 * 'Check out our work!' shows the newest few (two rows of four on a wide screen); when there
 * are more, a link leads to the full, paginated list.
 */
const SERVICE_WORK_LIMIT = 8

export interface WorkItem {
	id: string
	name: string
	image: ImageRef | null
	href: string
	/** Its name when in the default language's words on a page in another. */
	untranslated?: readonly string[]
}

/** The work shown under 'Check out our work!': projects, a failure, or the smart systems. */
export type Work =
	| {
			kind: 'projects'
			items: WorkItem[]
			more: { href: string; label: MessageId } | null
	  }
	| { kind: 'failed' }
	| { kind: 'smart' }

function tabOf(url: string | URL): ServiceTab {
	return selectedTab(url, SERVICE_TABS, DEFAULT_SERVICE_TAB)
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const site = await sitePageData({ request, context, params }, 'services')
	const tab = tabOf(request.url)
	const source = WORK_SOURCE[tab]
	if (!source) return { ...site, tab, work: { kind: 'smart' } as Work }
	const work = await loadOr<Work>(
		context,
		`${tab} projects`,
		async () => {
			// One more than is shown says whether there are more, without counting them all.
			const listed = await listVisibleProjects(getDb(), source.collection, source.type, {
				limit: SERVICE_WORK_LIMIT + 1,
			})
			// In the page's language: each card's name and address in it (decision 049).
			const page = await languageOfPage(context, params)
			const projects: Array<ProjectCard & Untranslated> = page.translated
				? await projectCardsIn(getDb(), listed, page.language.code)
				: listed
			return {
				kind: 'projects',
				more:
					projects.length > SERVICE_WORK_LIMIT
						? { href: source.all, label: source.allLabel }
						: null,
				items: projects.slice(0, SERVICE_WORK_LIMIT).map((project) => ({
					id: project.id,
					name: project.name,
					image: project.image,
					href: projectAddress(source.collection, project.slug),
					untranslated: project.untranslated?.filter((path) => path === 'name'),
				})),
			}
		},
		{ kind: 'failed' },
	)
	return { ...site, tab, work }
}

export const meta: Route.MetaFunction = (args) => {
	const tab = args.loaderData?.tab ?? DEFAULT_SERVICE_TAB
	const { t } = metaWords(args.matches)
	return seoMeta(args, {
		title: t('services.pageTitle', { tab: t(SERVICE_LABELS[tab]) }),
		...ownSearch(args.loaderData?.site.services[tab].search),
		path: serviceHref(tab),
	})
}

const ART: Record<ServiceTab, () => ReactNode> = {
	mobile: PhoneArt,
	websites: BrowserArt,
	'smart-systems': CircuitArt,
}

const SMALL_SCREEN_TABS = [
	'max-sm:[&_[role=tablist]]:flex max-sm:[&_[role=tablist]]:w-full max-sm:[&_[role=tablist]]:rounded-2xl',
	'max-sm:[&_[role=tab]]:flex-1 max-sm:[&_[role=tab]]:justify-center max-sm:[&_[role=tab]]:rounded-xl',
	'max-sm:[&_[role=tab]]:px-2 max-sm:[&_[role=tab]]:text-center max-sm:[&_[role=tab]]:leading-tight max-sm:[&_[role=tab]]:whitespace-normal',
].join(' ')

/**
 * Spec §2 Services. Another tab is loaded in place (<in-place-tabs>): its panel says
 * 'Loading projects...' meanwhile (not the old tab's banner under the new tab), and spec
 * §8's failure shows if the request fails.
 */
export default function Services({ loaderData }: Route.ComponentProps) {
	const { tab, work } = loaderData
	const services = useSitePage('services')
	const copy = services[tab]
	const Art = ART[tab]
	const { t } = useWords()
	const field = useSiteFieldLanguage('services')

	return (
		<main id="main">
			<PageIntro
				eyebrow={services.page.eyebrow}
				title={services.page.title}
				languages={headingLanguages(field, 'page')}
			>
				{services.page.text}
			</PageIntro>
			<div className="wrap -mt-4 pb-20 md:-mt-8 md:pb-28">
				<Tabs
					label={t('nav.services')}
					tabs={SERVICE_TABS.map((id) => ({ id, label: t(SERVICE_LABELS[id]) }))}
					selected={tab}
					defaultTab={DEFAULT_SERVICE_TAB}
					idPrefix="services"
					// Three tabs do not fit a phone's width in one line of pills: below sm they
					// share the row, and a long label wraps inside its tab.
					className={SMALL_SCREEN_TABS}
					inPlace={{
						loading: (
							<LoadingLine>
								<span data-loading-text={t('projects.loading')} />
							</LoadingLine>
						),
						failed: <FailedMessage />,
					}}
				>
					<PageBanner
						id="service-banner-title"
						full={false}
						eyebrow={t(SERVICE_LABELS[tab])}
						title={copy.bannerTitle}
						languages={{
							title: field(`${tab}.bannerTitle`),
							text: field(`${tab}.bannerText`),
						}}
						art={<Art />}
					>
						{copy.bannerText}
					</PageBanner>

					<section
						aria-labelledby="service-intro-title"
						className="grid gap-6 py-16 md:py-20 lg:grid-cols-[1fr_1.4fr] lg:gap-16"
					>
						<h2
							id="service-intro-title"
							{...field(`${tab}.introTitle`)}
							className="text-xl font-bold sm:text-2xl"
						>
							{copy.introTitle}
						</h2>
						<RichText
							value={copy.intro}
							language={field(`${tab}.intro`)}
							headingLevel={3}
							className="grid max-w-prose gap-5 text-lg text-ink-muted"
						/>
					</section>

					<section aria-labelledby="service-why-title">
						<h2
							id="service-why-title"
							{...field(`${tab}.whyTitle`)}
							className="mb-8 text-xl font-bold sm:text-2xl"
						>
							{copy.whyTitle}
						</h2>
						<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
							{copy.why.map((reason, index) => (
								<li
									key={index}
									className="flex gap-4 rounded-card border border-line bg-surface p-5 dark:border-transparent"
								>
									<span
										aria-hidden="true"
										className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/20 text-[#8a4d00] dark:text-accent"
									>
										<Icon name="check-bold" className="size-4" />
									</span>
									<div>
										<h3 {...field(`${tab}.why.${index}.title`)} className="font-bold">
											{reason.title}
										</h3>
										<RichText
											value={reason.text}
											language={field(`${tab}.why.${index}.text`)}
											headingLevel={4}
											className="mt-1 grid gap-2 text-base text-ink-muted"
										/>
									</div>
								</li>
							))}
						</ul>
					</section>

					<section
						aria-labelledby="service-work-title"
						className="pt-16 below-fold md:pt-20"
					>
						<h2 id="service-work-title" className="mb-8 text-xl font-bold sm:text-2xl">
							{t('services.checkOutWork')}
						</h2>
						{/* No loading slot of its own: while another tab loads, the whole panel
						(banner, reasons and work all belong to the tab) says so. */}
						<WorkGrid
							work={work}
							smartSystems={services['smart-systems'].items}
							field={(path) => field(`smart-systems.items.${path}`)}
						/>
					</section>
				</Tabs>
			</div>
		</main>
	)
}

function WorkGrid({
	work,
	smartSystems,
	field,
}: {
	work: Work
	/** Spec §2: Smart Gates, Smart Mirrors, Smart Locks, unless changed in the Site area. */
	smartSystems: ServicesContent['smart-systems']['items']
	/** Each smart system's words' language by its path in the list (`0.name`). */
	field: (path: string) => FieldLanguage
}) {
	const { t } = useWords()
	if (work.kind === 'failed') {
		return (
			<p
				role="alert"
				className="rounded-card border border-line bg-surface p-6 text-ink-muted"
			>
				{t('projects.failed')}
			</p>
		)
	}
	if (work.kind === 'smart') {
		return (
			<ul className="grid gap-6 md:grid-cols-3">
				{smartSystems.map((system, index) => (
					<li
						key={index}
						className="overflow-hidden rounded-card border border-line bg-surface dark:border-transparent dark:shadow-raised"
					>
						<div
							aria-hidden="true"
							className="relative flex aspect-16/10 items-center justify-center overflow-hidden bg-linear-135 from-indigo-deep via-indigo to-[#2f5a92]"
						>
							<div className="absolute inset-0 bg-dots opacity-60" />
							<span className="relative inline-flex size-24 items-center justify-center rounded-3xl bg-white/10 text-white ring-1 ring-white/25">
								<LineIcon icon={system.icon} className="size-12" strokeWidth={1.5} />
							</span>
						</div>
						<div className="p-6">
							<h3 {...field(`${index}.name`)} className="text-lg font-bold">
								{system.name}
							</h3>
							<p {...field(`${index}.text`)} className="mt-2 text-base text-ink-muted">
								{system.text}
							</p>
						</div>
					</li>
				))}
			</ul>
		)
	}
	if (work.items.length === 0) {
		return (
			<p className="rounded-card border border-dashed border-line-strong bg-surface p-6 text-ink-muted">
				{t('services.newWorkSoon')}
			</p>
		)
	}
	return (
		<>
			<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{work.items.map((item) => (
					<WorkCard key={item.id} item={item} />
				))}
			</ul>
			{work.more ? (
				<p className="mt-10 text-center">
					<ButtonLink to={work.more.href} variant="outline">
						{t(work.more.label)}
						<span aria-hidden="true" className="rtl:-scale-x-100">
							→
						</span>
					</ButtonLink>
				</p>
			) : null}
		</>
	)
}

function WorkCard({ item }: { item: WorkItem }) {
	const field = useFieldLanguage(item.untranslated)
	return (
		<li>
			<Link
				to={item.href}
				className="group block overflow-hidden rounded-card border border-line bg-surface transition-[box-shadow,border-color] duration-200 ease-out-soft hover:border-brand/50 hover:shadow-raised dark:border-transparent"
			>
				<div className="overflow-hidden bg-surface-muted">
					{item.image ? (
						<ResponsiveImage
							image={item.image}
							alt={item.image.alt ?? ''}
							sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
							className="block aspect-4/3 h-auto w-full object-cover transition-transform duration-300 ease-out-soft group-hover:scale-[1.03]"
						/>
					) : (
						<div className="aspect-4/3" />
					)}
				</div>
				<div className="flex items-center justify-between gap-3 p-4">
					<h3 {...field('name')} className="text-base font-bold">
						{item.name}
					</h3>
					<span
						aria-hidden="true"
						className="text-brand-ink transition-transform duration-200 group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
					>
						→
					</span>
				</div>
			</Link>
		</li>
	)
}
