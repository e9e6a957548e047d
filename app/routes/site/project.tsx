import { data, isRouteErrorResponse, useRouteLoaderData } from 'react-router'

import { ErrorNotice } from '#app/components/site/ErrorNotice.tsx'
import { JsonLd } from '#app/components/site/JsonLd.tsx'
import { lazyPart, withPartsLoaded } from '#app/components/site/lazy-part.tsx'
import { isLoadFailure } from '#app/components/site/load-failure.ts'
import { ProjectNotFound } from '#app/components/site/ProjectNotFound.tsx'
import { ProjectSection as Section } from '#app/components/site/ProjectSection.tsx'
import { PrototypeViewer } from '#app/components/site/PrototypeViewer.tsx'
import { pageTitle, projectJsonLd, seoMeta, siteFromMatches } from '#app/lib/seo.ts'
import type { Project, ProjectCollection } from '#app/lib/types.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { projectForPage } from '#app/server/content/projects.server.ts'

import type { Route } from './+types/project'

// What needs no JavaScript once shown: the first load keeps the server's HTML of it and goes
// without its code (lazy-part.tsx, docs/decisions/012). The prototype section stays live.
const sections = () => import('#app/components/site/ProjectSections.tsx')
const Lead = lazyPart(() => sections().then((module) => module.ProjectLead))
const FeaturesAndColors = lazyPart(() =>
	sections().then((module) => module.ProjectFeaturesAndColors),
)
const Closing = lazyPart(() => sections().then((module) => module.ProjectClosing))

/**
 * /portfolio/:id shows portfolio work, /products/:id products (spec §3): never the other.
 * Their previews (routes.ts) likewise.
 */
function collectionOf(routeId: string): ProjectCollection {
	return routeId.endsWith('product-project') ? 'products' : 'portfolio'
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const collection = collectionOf(context.get(requestContext).requestClass.routeId)
	let project: Project | null
	try {
		// The visible project, or on a preview page the draft its token may see.
		project = await projectForPage(getDb(), { request, context, params, collection })
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

/**
 * A client-side visit renders the whole page at once: the parts' code comes with the data.
 * A fetch that fails on the way ends where a failure on the server does (spec §8): the
 * 'Project Not Found' view, inside the site's header and footer (issue 21).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	try {
		return await withPartsLoaded(serverLoader(), [Lead, FeaturesAndColors, Closing])
	} catch (error) {
		if (!isLoadFailure(error)) throw error
		throw data(null, { status: 404 })
	}
}

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
	const path = `/${collection}/${project.id}`
	return (
		<main id="main" className="pb-4">
			{root && <JsonLd data={projectJsonLd(root, project, path)} />}
			<Lead project={project} collection={collection} />
			<FeaturesAndColors project={project} collection={collection} />
			<Section id="prototype" title="Prototype">
				<PrototypeViewer prototypes={project.prototype} projectName={project.name} />
			</Section>

			<Closing project={project} collection={collection} />
		</main>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) return <ProjectNotFound />
	// Anything else: the notice every public page shows, inside the header and footer.
	return <ErrorNotice error={error} />
}
