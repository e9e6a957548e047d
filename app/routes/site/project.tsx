import { metaWords, useWords } from '#app/i18n/use-words.ts'
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
import { projectAddress } from '#app/lib/slugs.ts'
import type { Project, ProjectCollection } from '#app/lib/types.ts'
import type { Untranslated } from '#app/lib/translation.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { movedAddress, projectForPage } from '#app/server/content/projects.server.ts'
import {
	addressInLanguage,
	projectAddresses,
	projectPreviewIn,
	visibleProjectIn,
} from '#app/server/content/translations.server.ts'
import { localizedPath, type LanguageCode } from '#app/lib/languages.ts'
import { languageOfPage } from '#app/server/languages.server.ts'
import { loadOr } from '#app/server/public-data.server.ts'
import { movedTo } from '#app/server/redirects/answer.server.ts'

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
	const db = getDb()
	const page = await languageOfPage(context, params)
	const language = page.language.code as LanguageCode
	const path = new URL(request.url).pathname
	let project: (Project & Untranslated) | null
	let moved: Response | ReturnType<typeof data> | null = null
	// A project's address in this page's language, from its address there.
	const inLanguage = (of: ProjectCollection, slug: string) =>
		localizedPath(projectAddress(of, slug), language, page.defaultLanguage)
	// A default-language address of the site's, as this page's language has it.
	const addressIn = async (address: string) =>
		page.translated
			? addressInLanguage(db, address, language, page.defaultLanguage)
			: address
	try {
		if (page.translated && params.token === undefined) {
			// Its address in the language (a translated one, or the default's when it has none).
			const found = await visibleProjectIn(db, collection, params.projectId, language)
			project = found?.project ?? null
			if (found?.moved) moved = movedTo(inLanguage(collection, found.moved))
		} else
			// The visible project at this address, or on a preview page the draft its token may see.
			project = await projectForPage(db, {
				request,
				context,
				params,
				collection,
				...(page.translated
					? {
							translate: (grant, id) => projectPreviewIn(db, grant, id, language),
						}
					: {}),
			})
		// No page here: an address that moved (a redirect, the other collection's path, an
		// id of before) leads on before it is a 404.
		if (!project && !moved && params.token === undefined)
			moved = await movedAddress(db, {
				collection,
				segment: params.projectId,
				path,
				addressIn,
			})
		// The other collection's address in this language (its own slug here) leads on too.
		if (!project && !moved && params.token === undefined && page.translated) {
			const other = collection === 'portfolio' ? 'products' : 'portfolio'
			const found = await visibleProjectIn(db, other, params.projectId, language)
			if (found) moved = movedTo(inLanguage(other, found.project.slug))
		}
	} catch (error) {
		// Spec §8: a project-detail failure ends on the not-found view; the log keeps the cause.
		context
			.get(requestContext)
			.logger.error({ err: error, projectId: params.projectId }, 'Failed to load project')
		project = null
	}
	if (moved) throw moved
	// Missing or hidden: the 'Project Not Found' view, as a real 404.
	if (!project) throw data(null, { status: 404 })
	// Its address in each language (hreflang); a preview's is none of them.
	const addresses =
		params.token === undefined
			? await loadOr(
					context,
					'project addresses',
					() =>
						projectAddresses(
							db,
							project,
							page.languages.map((language) => language.code),
							page.defaultLanguage,
						),
					{},
				)
			: {}
	return { project, collection, addresses }
}

export const meta: Route.MetaFunction = (args) => {
	const { project, collection } = args.loaderData ?? {}
	if (!project || !collection) {
		const site = siteFromMatches(args.matches)
		const notFound = metaWords(args.matches).t('project.notFoundHeading')
		return [
			{
				title: site ? pageTitle(site, notFound) : notFound,
			},
			{ name: 'robots', content: 'noindex' },
		]
	}
	// Its own search and sharing first, then its own text, then the site's defaults.
	return seoMeta(args, {
		title: `${project.name}: ${project.category}`,
		fullTitle: project.seo.title,
		description: project.seo.description || project.description,
		path: projectAddress(collection, project.slug),
		paths: args.loaderData?.addresses,
		image: project.seo.image ?? project.image ?? project.banner,
		type: 'article',
		noindex: project.seo.noindex,
	})
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
	const { project, collection, addresses } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const path =
		addresses[root?.language.code ?? ''] ?? projectAddress(collection, project.slug)
	const { t } = useWords()
	return (
		<main id="main" className="pb-4">
			{root && <JsonLd data={projectJsonLd(root, project, path)} />}
			<ProjectLead project={project} collection={collection} />
			<ProjectFeaturesAndColors project={project} collection={collection} />
			<Section id="prototype" title={t('project.prototype')}>
				<PrototypeViewer prototypes={project.prototype} projectName={project.name} />
			</Section>

			<ProjectClosing project={project} collection={collection} />
		</main>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// Not found, or gone (a 410 redirect): the spec's 'Project Not Found' view.
	if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410))
		return <ProjectNotFound />
	// Anything else: the notice every public page shows, inside the header and footer.
	return <ErrorNotice error={error} />
}
