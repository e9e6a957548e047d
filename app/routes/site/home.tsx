import { type ShouldRevalidateFunctionArgs } from 'react-router'

import { Deferred, LoadingLine } from '#app/components/site/Deferred.tsx'
import { lazyPart } from '#app/components/site/lazy-part.tsx'
import { LogoList, LogoStrip, StillLogos } from '#app/components/site/LogoStrip.tsx'
import { SectionHeading } from '#app/components/site/SectionHeading.tsx'
import {
	TestimonialSlide,
	TestimonialSlider,
} from '#app/components/site/TestimonialSlider.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { seoMeta } from '#app/lib/seo.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listVisibleClientLogos } from '#app/server/models/client-logos.server.ts'
import { getFeaturedProduct } from '#app/server/models/projects.server.ts'
import { listTestimonials } from '#app/server/models/testimonials.server.ts'
import { loadOr } from '#app/server/public-data.server.ts'

import type { Route } from './+types/home'

// The sections that need no JavaScript once shown: the first load keeps the server's HTML
// of them and goes without their code (lazy-part.tsx, docs/decisions/012).
const sections = () => import('#app/components/site/HomeSections.tsx')
const Intro = lazyPart(() => sections().then((module) => module.HomeIntro))
const Banner = lazyPart(() => sections().then((module) => module.HomeBanner))
const FeaturedCard = lazyPart(() =>
	import('#app/components/site/FeaturedProduct.tsx').then(
		(module) => module.FeaturedProduct,
	),
)
const Process = lazyPart(() => sections().then((module) => module.ProcessSection))

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, {
		description:
			'A software studio building mobile applications, websites and smart systems: from the first workshop to launch day and beyond. See our products, our process and what our clients say.',
		path: '/',
	})

/**
 * The strip and the slider show a handful, however many are stored: the first 24 logos in
 * the admin's order, the first 12 shown testimonials in theirs (each slide stays 5 s; 12 is
 * a minute).
 */
const HOME_MAX_LOGOS = 24
const HOME_MAX_TESTIMONIALS = 12

export async function loader({ context }: Route.LoaderArgs) {
	const [logos, featured, testimonials] = await Promise.all([
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
				const product = await getFeaturedProduct(getDb())
				if (!product) return null
				const { id, name, description, platforms, image, category } = product
				return { id, name, description, platforms, image, category }
			},
			null,
		),
		loadOr(
			context,
			'testimonials',
			async () =>
				(
					await listTestimonials(getDb(), {
						limit: HOME_MAX_TESTIMONIALS,
						visible: true,
					})
				).map(({ id, name, title, quote, image, logoLight, logoDark }) => ({
					id,
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
	return { logos, featured, testimonials }
}

/**
 * On a client-side navigation the page shows at once and each section says it is
 * loading until the data arrives; the first visit gets everything in the HTML.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	const data = serverLoader()
	// Each section's share, taken at once: the fetch may fail while the code below loads.
	const sections = {
		logos: settled(data.then((d) => d.logos)),
		featured: settled(data.then((d) => d.featured)),
		testimonials: settled(data.then((d) => d.testimonials)),
	}
	// The page renders at once, sections included: their code first (it is small).
	await Promise.all(
		[Intro, Banner, FeaturedCard, Process, LogoList, StillLogos, TestimonialSlide].map(
			(part) => part.preload(),
		),
	)
	return sections
}

/**
 * A section's promise, marked as handled: its section shows the failure (Deferred), but
 * only once it renders, and a fetch that fails sooner would otherwise be reported as an
 * unhandled rejection on the way.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
	promise.catch(() => {})
	return promise
}

// Forms elsewhere on the page (the footer's contact form) do not change this data.
export function shouldRevalidate({
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	return formMethod && formMethod !== 'GET' ? false : defaultShouldRevalidate
}

// The same padding as the sections in HomeSections.tsx.
const sectionClass = 'wrap py-16 md:py-24'

export default function Home({ loaderData }: Route.ComponentProps) {
	const { logos, featured, testimonials } = loaderData
	return (
		<main id="main">
			<Intro />
			<Banner />

			<Deferred
				value={logos}
				fallback={
					<div className={sectionClass}>
						<LoadingLine>Loading client logos...</LoadingLine>
					</div>
				}
				error={null}
			>
				{(logos) =>
					logos.length > 0 && (
						<section aria-labelledby="clients-title" className="wrap pt-16 md:pt-20">
							<h2
								id="clients-title"
								className="mb-8 text-center text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase"
							>
								Trusted by teams at
							</h2>
							<LogoStrip logos={logos} labelledBy="clients-title" />
						</section>
					)
				}
			</Deferred>

			{/* Hydrated, unlike the card: its buttons keep React Router's Link in this page's
			own chunks, which the lazy parts' links then share (docs/decisions/012). */}
			<section aria-labelledby="featured-title" className={`${sectionClass} below-fold`}>
				<div className="mb-10 flex flex-wrap items-end justify-between gap-6">
					<SectionHeading
						id="featured-title"
						eyebrow="Made by us"
						title="Featured Products"
					>
						Products we design, build and run ourselves, used every day by businesses like
						yours.
					</SectionHeading>
					<ButtonLink to="/products" variant="outline" className="max-sm:hidden">
						View All Products
					</ButtonLink>
				</div>
				<Deferred
					value={featured}
					fallback={<LoadingLine>Loading featured product...</LoadingLine>}
					error={<FeaturedCard product={null} />}
				>
					{(product) => <FeaturedCard product={product} />}
				</Deferred>
				<ButtonLink to="/products" variant="outline" className="mt-8 sm:hidden">
					View All Products
				</ButtonLink>
			</section>
			<Process />

			<Deferred
				value={testimonials}
				fallback={
					<div className={sectionClass}>
						<LoadingLine>Loading testimonials...</LoadingLine>
					</div>
				}
				error={null}
			>
				{(testimonials) =>
					testimonials.length > 0 && (
						<section className={`${sectionClass} below-fold`}>
							<SectionHeading
								id="testimonials-title"
								eyebrow="Testimonials"
								title="What our clients say"
								className="mb-10"
							/>
							<TestimonialSlider
								testimonials={testimonials}
								labelledBy="testimonials-title"
							/>
						</section>
					)
				}
			</Deferred>
		</main>
	)
}
