import { metaWords, useWords } from '#app/i18n/use-words.ts'
import { RichText } from '#app/components/rich-text/RichText.tsx'
import { TeamArt } from '#app/components/site/BannerArt.tsx'
import { PageBanner } from '#app/components/site/PageBanner.tsx'
import { SectionHeading } from '#app/components/site/SectionHeading.tsx'
import { headingLanguages, useSiteFieldLanguage } from '#app/components/site/language.ts'
import { useSitePage } from '#app/components/site/site-content.ts'
import { sitePageData } from '#app/server/page-site.server.ts'
import { ValueGrid } from '#app/components/site/ValueGrid.tsx'
import { ownSearch, seoMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/about'
import type { RouteHandle } from '#app/lib/route-handle.ts'

/** The same for every visitor of its URL, whatever its query (the shared cache's key). */
export const handle = { query: {} } satisfies RouteHandle

export function loader(args: Route.LoaderArgs) {
	return sitePageData(args, 'about')
}

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, {
		title: metaWords(args.matches).t('nav.about'),
		...ownSearch(args.loaderData?.site.about.search),
		path: '/about',
	})

export default function About() {
	const about = useSitePage('about')
	const { banner, story, values } = about
	const { t } = useWords()
	const field = useSiteFieldLanguage('about')
	const statements = [
		{ id: 'mission-title', path: 'mission', ...about.mission },
		{ id: 'vision-title', path: 'vision', ...about.vision },
	]

	return (
		<main id="main">
			<PageBanner
				id="about-title"
				headingLevel={1}
				eyebrow={banner.eyebrow}
				title={banner.title}
				languages={headingLanguages(field, 'banner')}
				art={<TeamArt />}
			>
				{banner.text}
			</PageBanner>

			<section aria-labelledby="story-title" className="wrap py-16 md:py-24">
				<div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-20">
					<div>
						<SectionHeading
							id="story-title"
							eyebrow={story.eyebrow}
							title={story.title}
							languages={headingLanguages(field, 'story')}
						/>
						<RichText
							value={story.paragraphs}
							language={field('story.paragraphs')}
							headingLevel={3}
							className="mt-6 grid max-w-prose gap-5 text-lg text-ink-muted"
						/>
					</div>
					<ul className="grid content-start gap-4">
						{story.facts.map((fact, index) => (
							<li
								key={index}
								// The figure keeps its width; the caption wraps beside it, or goes under
								// it when there is no room for a few words.
								className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-card border border-line bg-surface p-6 dark:border-transparent"
							>
								<strong
									{...field(`story.facts.${index}.value`)}
									className="min-w-[4ch] shrink-0 text-2xl font-bold text-brand-ink tabular-nums"
								>
									{fact.value}
								</strong>
								<span
									{...field(`story.facts.${index}.label`)}
									className="min-w-[10ch] flex-1 text-ink-muted"
								>
									{fact.label}
								</span>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section
				aria-label={t('about.missionAndVision')}
				className="border-y border-line bg-surface-muted/60 below-fold dark:bg-surface/40"
			>
				<div className="wrap grid gap-6 py-16 md:grid-cols-2 md:py-20">
					{statements.map((statement) => (
						<article
							key={statement.id}
							aria-labelledby={statement.id}
							className="relative overflow-hidden rounded-card border border-line bg-surface p-8 sm:p-10 dark:border-transparent dark:shadow-raised"
						>
							<span
								aria-hidden="true"
								className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-indigo via-brand to-accent"
							/>
							<h2
								id={statement.id}
								{...field(`${statement.path}.title`)}
								className="text-xl font-bold"
							>
								{statement.title}
							</h2>
							<RichText
								value={statement.text}
								language={field(`${statement.path}.text`)}
								headingLevel={3}
								className="mt-4 grid gap-3 text-lg text-ink-muted"
							/>
						</article>
					))}
				</div>
			</section>

			<section aria-labelledby="values-title" className="wrap py-16 below-fold md:py-24">
				<SectionHeading
					id="values-title"
					eyebrow={values.eyebrow}
					title={values.title}
					languages={headingLanguages(field, 'values')}
					className="mb-10"
				>
					{values.text}
				</SectionHeading>
				<ValueGrid
					values={values.items}
					field={(path) => field(`values.items.${path}`)}
				/>
			</section>
		</main>
	)
}
