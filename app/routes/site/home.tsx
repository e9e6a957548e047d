import { Link, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'

import { OrbitArt } from '#app/components/site/BannerArt.tsx'
import { Deferred, LoadingLine } from '#app/components/site/Deferred.tsx'
import { FeaturedProduct } from '#app/components/site/FeaturedProduct.tsx'
import { LogoStrip } from '#app/components/site/LogoStrip.tsx'
import { PageBanner } from '#app/components/site/PageBanner.tsx'
import { ProcessSteps } from '#app/components/site/ProcessSteps.tsx'
import { SectionHeading } from '#app/components/site/SectionHeading.tsx'
import {
	SERVICE_LABELS,
	SERVICE_TABS,
	ServiceIcon,
	serviceHref,
	type ServiceTab,
} from '#app/components/site/ServiceAreas.tsx'
import { TestimonialSlider } from '#app/components/site/TestimonialSlider.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { seoMeta } from '#app/lib/seo.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { getDb } from '#app/server/db/index.server.ts'
import { PROCESS_SIZE } from '#app/server/db/seed/art/brand.ts'
import {
	getHomeProcessImages,
	HOME_PROCESS_IMAGE_URLS,
} from '#app/server/db/seed/index.server.ts'
import { listVisibleClientLogos } from '#app/server/models/client-logos.server.ts'
import { getFeaturedProduct } from '#app/server/models/projects.server.ts'
import { listTestimonials } from '#app/server/models/testimonials.server.ts'
import { loadOr } from '#app/server/public-data.server.ts'

import type { Route } from './+types/home'

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, {
		description:
			'A software studio building mobile applications, websites and smart systems: from the first workshop to launch day and beyond. See our products, our process and what our clients say.',
		path: '/',
	})

export async function loader({ context }: Route.LoaderArgs) {
	// Where the process pictures always are (written at start), for when the database is down.
	const alt =
		'Our development process: Concept & Planning, Design & Visuals, Development, Testing, Launch'
	const fallbackProcessImages = {
		light: {
			url: HOME_PROCESS_IMAGE_URLS.light,
			name: 'process-steps-light',
			alt,
			...PROCESS_SIZE,
		},
		dark: {
			url: HOME_PROCESS_IMAGE_URLS.dark,
			name: 'process-steps-dark',
			alt,
			...PROCESS_SIZE,
		},
	}
	const [logos, featured, testimonials, processImages] = await Promise.all([
		loadOr(
			context,
			'client logos',
			async () =>
				(await listVisibleClientLogos(getDb())).map(({ id, name, image }) => ({
					id,
					name,
					image,
				})),
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
				(await listTestimonials(getDb())).map(
					({ id, name, title, quote, image, logoLight, logoDark }) => ({
						id,
						name,
						title,
						quote,
						image,
						logoLight,
						logoDark,
					}),
				),
			[],
		),
		loadOr(
			context,
			'process images',
			() => getHomeProcessImages(getDb()),
			fallbackProcessImages,
		),
	])
	return { logos, featured, testimonials, processImages }
}

/**
 * On a client-side navigation the page shows at once and each section says it is
 * loading until the data arrives; the first visit gets everything in the HTML.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	const data = serverLoader()
	return {
		logos: data.then((d) => d.logos),
		featured: data.then((d) => d.featured),
		testimonials: data.then((d) => d.testimonials),
		processImages: data.then((d) => d.processImages),
	}
}

// Forms elsewhere on the page (the footer's contact form) do not change this data.
export function shouldRevalidate({
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	return formMethod && formMethod !== 'GET' ? false : defaultShouldRevalidate
}

const SERVICE_BLURBS: Record<ServiceTab, string> = {
	mobile: 'Native-feeling iOS and Android apps your customers keep on their home screen.',
	websites:
		'Fast, accessible websites and web apps that rank well and turn visitors into customers.',
	'smart-systems':
		'Gates, mirrors and locks that talk to your phone and keep buildings secure.',
}

function Intro() {
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
					<p className="mb-5 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.08em] text-brand-ink uppercase">
						<span aria-hidden="true" className="h-px w-8 bg-accent" />
						Software studio since {settings?.foundedYear}
					</p>
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

const sectionClass = 'wrap py-16 md:py-24'

export default function Home({ loaderData }: Route.ComponentProps) {
	const { logos, featured, testimonials, processImages } = loaderData
	return (
		<main id="main">
			<Intro />

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

			<section aria-labelledby="featured-title" className={sectionClass}>
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
					error={<FeaturedProduct product={null} />}
				>
					{(product) => <FeaturedProduct product={product} />}
				</Deferred>
				<ButtonLink to="/products" variant="outline" className="mt-8 sm:hidden">
					View All Products
				</ButtonLink>
			</section>

			<section
				aria-labelledby="process-title"
				className="border-y border-line bg-surface-muted/60 dark:bg-surface/40"
			>
				<div className={sectionClass}>
					<SectionHeading
						id="process-title"
						eyebrow="How we work"
						title="Development Process"
						className="mb-10"
					>
						Five stages, the same on every project, so you always know what happens next
						and what it costs.
					</SectionHeading>
					<Deferred value={processImages} fallback={null} error={null}>
						{(images) => <ProcessSteps images={images} />}
					</Deferred>
				</div>
			</section>

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
						<section className={sectionClass}>
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
