import { data, isRouteErrorResponse, Link, useRouteLoaderData } from 'react-router'

import { ColorPalette } from '#app/components/site/ColorPalette.tsx'
import { projectTabPath } from '#app/components/site/CollectionPage.tsx'
import { Gallery } from '#app/components/site/Gallery.tsx'
import { JsonLd } from '#app/components/site/JsonLd.tsx'
import { KeywordText } from '#app/components/site/KeywordText.tsx'
import { PhaseList } from '#app/components/site/PhaseList.tsx'
import { PlatformChips } from '#app/components/site/PlatformChips.tsx'
import { ProjectBanner } from '#app/components/site/ProjectBanner.tsx'
import { ProjectImage } from '#app/components/site/ProjectImage.tsx'
import { ProjectNotFound } from '#app/components/site/ProjectNotFound.tsx'
import { PrototypeViewer } from '#app/components/site/PrototypeViewer.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { pageTitle, projectJsonLd, seoMeta, siteFromMatches } from '#app/lib/seo.ts'
import type { Project, ProjectCollection } from '#app/lib/types.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getVisibleProject } from '#app/server/models/projects.server.ts'

import type { Route } from './+types/project'
import { Eyebrow } from '#app/components/site/Eyebrow.tsx'

/** /portfolio/:id shows portfolio work, /products/:id products (spec §3): never the other. */
function collectionOf(url: string): ProjectCollection {
	return new URL(url).pathname.startsWith('/products/') ? 'products' : 'portfolio'
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const collection = collectionOf(request.url)
	let project: Project | null
	try {
		project = await getVisibleProject(getDb(), params.projectId, collection)
	} catch (error) {
		// Spec §8: a project-detail failure ends on the not-found view; the log keeps the cause.
		context
			.get(requestContext)
			.logger.error({ err: error, projectId: params.projectId }, 'Failed to load project')
		project = null
	}
	// Missing, hidden or in the other collection: the 'Project Not Found' view, as a real 404.
	if (!project) throw data(null, { status: 404 })
	return { project, collection }
}

const TYPE_LABEL = { mobile: 'Mobile Application', website: 'Website' } as const

export const meta: Route.MetaFunction = (args) => {
	const { project, collection } = args.loaderData ?? {}
	if (!project || !collection) {
		const site = siteFromMatches(args.matches)
		return [
			{
				title: site ? pageTitle(site.settings, 'Project Not Found') : 'Project Not Found',
			},
			{ name: 'robots', content: 'noindex' },
		]
	}
	return seoMeta(args, {
		title: `${project.name}: ${project.category}`,
		description: project.description,
		path: `/${collection}/${project.id}`,
		image: project.image ?? project.banner,
		type: 'article',
	})
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
	const { project, collection } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const listName = collection === 'products' ? 'Products' : 'Portfolio'
	const listPath = projectTabPath(
		collection,
		project.type === 'website' ? 'websites' : 'mobile',
	)
	const path = `/${collection}/${project.id}`
	return (
		<main id="main" className="pb-4">
			{root && <JsonLd data={projectJsonLd(root, project, path)} />}
			<div className="wrap pt-6 md:pt-10">
				<nav aria-label="Breadcrumb" className="mb-5 text-sm">
					<ol className="flex flex-wrap items-center gap-2 text-ink-muted">
						<li>
							<Link
								to={listPath}
								className="font-medium text-brand-ink underline-offset-4 hover:underline"
							>
								{listName}
							</Link>
						</li>
						<li aria-hidden="true">/</li>
						<li aria-current="page" className="text-ink">
							{project.name}
						</li>
					</ol>
				</nav>
				<ProjectBanner image={project.banner} />
			</div>

			<header className="wrap grid gap-10 pt-10 pb-14 md:pt-14 md:pb-20 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
				<div>
					<Eyebrow>{project.category}</Eyebrow>
					<h1 className="mt-4 text-2xl font-bold md:text-3xl">{project.name}</h1>
					<p data-intro className="mt-6 max-w-prose text-ink-muted md:text-lg">
						<KeywordText text={project.intro} names={[project.name]} />
					</p>
				</div>
				<dl className="grid grid-cols-2 content-start gap-6 self-start rounded-card border border-line bg-surface p-6 md:p-8 dark:border-transparent dark:shadow-raised">
					<div>
						<dt className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase">
							Type
						</dt>
						<dd className="mt-1 font-semibold">{TYPE_LABEL[project.type]}</dd>
					</div>
					<div>
						<dt className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase">
							Category
						</dt>
						<dd className="mt-1 font-semibold">{project.category}</dd>
					</div>
					{project.platforms.length > 0 && (
						<div className="col-span-2">
							<dt className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase">
								Platforms
							</dt>
							<dd className="mt-3">
								<PlatformChips platforms={project.platforms} />
							</dd>
						</div>
					)}
				</dl>
			</header>

			{project.features.length > 0 && (
				<Section id="features" title="Key Features">
					<div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
						<ul className="grid gap-4">
							{project.features.map((feature, index) => (
								<li
									key={`${feature.title}-${index}`}
									data-feature
									className="flex gap-4 rounded-card border border-line bg-surface p-5 dark:border-transparent"
								>
									<CheckIcon />
									<p>
										<strong className="font-semibold text-ink">{feature.title}</strong>
										<span className="text-ink-muted"> - {feature.description}</span>
									</p>
								</li>
							))}
						</ul>
						<div className="overflow-hidden rounded-card border border-line bg-surface-muted lg:sticky lg:top-28 dark:border-line/60">
							<ProjectImage
								image={project.image}
								sizes="(min-width: 1264px) 570px, (min-width: 1024px) 45vw, 100vw"
							/>
						</div>
					</div>
				</Section>
			)}

			<Section id="colors" title="Colors">
				<ColorPalette project={project} />
			</Section>

			<Section id="prototype" title="Prototype">
				<PrototypeViewer prototypes={project.prototype} projectName={project.name} />
			</Section>

			<Section
				id="phases"
				title="Project Phases"
				split
				intro={
					project.type === 'mobile'
						? 'How a mobile app goes from idea to the app stores with us.'
						: 'How a website goes from first workshop to launch with us.'
				}
			>
				<PhaseList type={project.type} />
			</Section>

			{project.productImages.some((image) => image.url) && (
				<Section id="product-images" title="Product Images">
					<Gallery
						images={project.productImages}
						type={project.type}
						projectName={project.name}
					/>
				</Section>
			)}

			<div className="wrap pt-6 pb-16 md:pb-24">
				<div className="flex flex-col items-start justify-between gap-6 rounded-card border border-line bg-surface p-8 md:flex-row md:items-center md:p-10 dark:border-transparent dark:shadow-raised">
					<div>
						<h2 className="text-xl font-bold">
							Have a project like {project.name} in mind?
						</h2>
						<p className="mt-2 text-ink-muted">
							Tell us about it: we reply within 3 working days.
						</p>
					</div>
					<div className="flex flex-wrap gap-3">
						<ButtonLink to="/contact" variant="accent">
							Let&apos;s Talk!
						</ButtonLink>
						<ButtonLink to={listPath} variant="outline">
							Back to {listName}
						</ButtonLink>
					</div>
				</div>
			</div>
		</main>
	)
}

/** One part of the page under its h2; `split` puts the heading beside the content on wide screens. */
function Section({
	id,
	title,
	intro,
	split = false,
	children,
}: {
	id: string
	title: string
	intro?: string
	split?: boolean
	children: React.ReactNode
}) {
	return (
		<section
			aria-labelledby={`${id}-title`}
			className={cx(
				'wrap pb-16 below-fold md:pb-24',
				split && 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16',
			)}
		>
			<div className={cx(split && 'lg:sticky lg:top-28 lg:self-start')}>
				<h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
					{title}
				</h2>
				{intro && <p className="mt-3 max-w-prose text-ink-muted">{intro}</p>}
			</div>
			<div className={cx('mt-8', split && 'lg:mt-0')}>{children}</div>
		</section>
	)
}

function CheckIcon() {
	return (
		<span
			aria-hidden="true"
			className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand/15 text-brand-ink"
		>
			<svg viewBox="0 0 16 16" className="size-3.5">
				<path
					d="M3.5 8.5l3 3 6-6.5"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
		</span>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) return <ProjectNotFound />
	// Anything else is a bug: the router's own wording (spec §2), without internals.
	const detail = isRouteErrorResponse(error)
		? `${error.status} ${error.statusText}`.trim()
		: 'Something went wrong on our side.'
	return (
		<main id="main" className="wrap flex flex-1 flex-col justify-center py-24">
			<h1 className="text-xl font-bold md:text-2xl">Unexpected Application Error!</h1>
			<p className="mt-3 font-mono text-ink-muted">{detail}</p>
		</main>
	)
}
