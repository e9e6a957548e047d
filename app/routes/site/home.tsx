import { useWords } from '#app/i18n/use-words.ts'
import { FeaturedProduct } from '#app/components/site/FeaturedProduct.tsx'
import {
	HomeBanner,
	HomeIntro,
	ProcessSection,
} from '#app/components/site/HomeSections.tsx'
import { LogoStrip } from '#app/components/site/LogoStrip.tsx'
import { SectionHeading } from '#app/components/site/SectionHeading.tsx'
import { TestimonialSlider } from '#app/components/site/TestimonialSlider.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { ownSearch, seoMeta } from '#app/lib/seo.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listVisibleClientLogos } from '#app/server/models/client-logos.server.ts'
import {
	getFeaturedProduct,
	type ProjectCard,
} from '#app/server/models/projects.server.ts'
import { loadOr } from '#app/server/public-data.server.ts'

import { projectCardsIn } from '#app/server/content/translations.server.ts'
import type { Untranslated } from '#app/lib/translation.ts'
import { testimonialsForPage } from '#app/server/content/testimonial-page.server.ts'
import { languageOfPage } from '#app/server/languages.server.ts'
import { sitePageData } from '#app/server/page-site.server.ts'

import type { Route } from './+types/home'
import type { RouteHandle } from '#app/lib/route-handle.ts'

// The home page's description is the site's default one (Search and sharing).
/** The same for every visitor of its URL, whatever its query (the shared cache's key). */
export const handle = { query: {} } satisfies RouteHandle

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, { path: '/', ...ownSearch(args.loaderData?.site.home.search) })

/**
 * The strip and the slider show a handful, however many are stored: the first 24 logos in
 * the admin's order, the first 12 shown testimonials in theirs (each slide stays 5 s; 12 is
 * a minute).
 */
const HOME_MAX_LOGOS = 24
const HOME_MAX_TESTIMONIALS = 12

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const page = await languageOfPage(context, params)
	const [site, logos, featured, testimonials] = await Promise.all([
		sitePageData({ request, context, params }, 'home'),
		loadOr(
			context,
			'client logos',
			async () =>
				(await listVisibleClientLogos(getDb(), { limit: HOME_MAX_LOGOS })).map(
					({ id, name, image }) => ({
						id,
						name,
						image,
					}),
				),
			[],
		),
		loadOr(
			context,
			'featured product',
			async () => {
				const featured = await getFeaturedProduct(getDb())
				if (!featured) return null
				const [product]: Array<ProjectCard & Untranslated> = page.translated
					? await projectCardsIn(getDb(), [featured], page.language.code)
					: [featured]
				if (!product) return null
				const { id, slug, name, description, platforms, image, category, untranslated } =
					product
				return {
					id,
					slug,
					name,
					description,
					platforms,
					image,
					category,
					// Of the card's words, those in the default language's.
					untranslated: untranslated?.filter((path) =>
						['name', 'category', 'description'].includes(path),
					),
				}
			},
			null,
		),
		loadOr(
			context,
			'testimonials',
			async () =>
				(
					await testimonialsForPage(getDb(), {
						request,
						context,
						params,
						language: page.language.code,
						translated: page.translated,
						limit: HOME_MAX_TESTIMONIALS,
					})
				).map(({ id, name, title, quote, image, logoLight, logoDark, untranslated }) => ({
					id,
					untranslated,
					name,
					title,
					quote,
					image,
					logoLight,
					logoDark,
				})),
			[],
		),
	])
	return { ...site, logos, featured, testimonials }
}

// The same padding as the sections in HomeSections.tsx.
const sectionClass = 'wrap py-16 md:py-24'

export default function Home({ loaderData }: Route.ComponentProps) {
	const { logos, featured, testimonials } = loaderData
	const { t } = useWords()
	return (
		<main id="main">
			<HomeIntro />
			<HomeBanner />

			{logos.length > 0 && (
				<section aria-labelledby="clients-title" className="wrap pt-16 md:pt-20">
					<h2
						id="clients-title"
						className="mb-8 text-center text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase"
					>
						{t('home.clientsHeading')}
					</h2>
					<LogoStrip logos={logos} labelledBy="clients-title" />
				</section>
			)}

			<section aria-labelledby="featured-title" className={`${sectionClass} below-fold`}>
				<div className="mb-10 flex flex-wrap items-end justify-between gap-6">
					<SectionHeading
						id="featured-title"
						eyebrow={t('home.featuredEyebrow')}
						title={t('home.featuredHeading')}
					>
						{t('home.featuredText')}
					</SectionHeading>
					<ButtonLink to="/products" variant="outline" className="max-sm:hidden">
						{t('home.viewAllProducts')}
					</ButtonLink>
				</div>
				<FeaturedProduct product={featured} />
				<ButtonLink to="/products" variant="outline" className="mt-8 sm:hidden">
					{t('home.viewAllProducts')}
				</ButtonLink>
			</section>
			<ProcessSection />

			{testimonials.length > 0 && (
				<section className={`${sectionClass} below-fold`}>
					<SectionHeading
						id="testimonials-title"
						eyebrow={t('home.testimonialsEyebrow')}
						title={t('home.testimonialsHeading')}
						className="mb-10"
					/>
					<TestimonialSlider
						testimonials={testimonials}
						labelledBy="testimonials-title"
					/>
				</section>
			)}
		</main>
	)
}
