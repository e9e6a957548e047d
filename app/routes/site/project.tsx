import { data, isRouteErrorResponse, useRouteLoaderData } from 'react-router'

import { ErrorNotice } from '#app/components/site/ErrorNotice.tsx'
import { JsonLd } from '#app/components/site/JsonLd.tsx'
import { ProjectNotFound } from '#app/components/site/ProjectNotFound.tsx'
import {
	ProjectClosing,
	ProjectFeaturesAndColors,
	ProjectLead,
} from '#app/components/site/ProjectSections.tsx'
import { ProjectSection as Section } from '#app/components/site/ProjectSection.tsx'
import { PrototypeViewer } from '#app/components/site/PrototypeViewer.tsx'
import { pageTitle, projectJsonLd, seoMeta, siteFromMatches } from '#app/lib/seo.ts'
import type { Project, ProjectCollection } from '#app/lib/types.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { projectForPage } from '#app/server/content/projects.server.ts'

import type { Route } from './+types/project'
import type { RouteHandle } from '#app/lib/route-handle.ts'

/** The same for every visitor of its URL, whatever its query (the shared cache's key). */
export const handle = { query: {} } satisfies RouteHandle

/**
 * /portfolio/:id shows portfolio work, /products/:id products (spec §3): never the other.
 * Their previews (routes.ts) likewise.
 */
function collectionOf(pattern: string): ProjectCollection {
	// The route's pattern: `products/:projectId`, or under a preview's `preview/:token/`.
	return /(?:^|\/)products\/:projectId$/.test(pattern) ? 'products' : 'portfolio'
}

export async function loader({ params, request, context, pattern }: Route.LoaderArgs) {
	const collection = collectionOf(pattern)
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

export const meta: Route.MetaFunction = (args) => {
	const { project, collection } = args.loaderData ?? {}
	if (!project || !collection) {
		const site = siteFromMatches(args.matches)
		return [
			{
				title: site ? pageTitle(site, 'Project Not Found') : 'Project Not Found',
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
			<ProjectLead project={project} collection={collection} />
			<ProjectFeaturesAndColors project={project} collection={collection} />
			<Section id="prototype" title="Prototype">
				<PrototypeViewer prototypes={project.prototype} projectName={project.name} />
			</Section>

			<ProjectClosing project={project} collection={collection} />
		</main>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) return <ProjectNotFound />
	// Anything else: the notice every public page shows, inside the header and footer.
	return <ErrorNotice error={error} />
}
