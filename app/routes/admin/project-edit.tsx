import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import {
	draftPostFailures,
	PROJECT_TOASTS,
	shareRefusal,
} from '#app/lib/admin-messages.ts'
import { data, redirect } from 'react-router'

import { KeptDrafts } from '#app/components/admin/KeptDrafts.tsx'
import { useCan } from '#app/components/admin/use-can.ts'
import { useEditPage } from '#app/components/admin/use-edit-page.ts'
import { editableItem } from '#app/lib/edit-lock.ts'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { ProjectError } from '#app/components/admin/project/ProjectError.tsx'
import { ProjectForm } from '#app/components/admin/project/ProjectForm.tsx'
import { SharePreviewPanel } from '#app/components/admin/project/SharePreviewPanel.tsx'
import { StatusChips } from '#app/components/admin/project/StatusChips.tsx'
import { editProjectPath, projectListPath } from '#app/lib/project-paths.ts'
import {
	projectDraftForm,
	projectFormRawSchema,
	projectFormDefaults,
} from '#app/schemas/project.ts'
import { keptDraftQuerySchema } from '#app/schemas/edit-lock.ts'
import { postedForm } from '#app/schemas/form.ts'
import { keptDraftData, listKeptDrafts } from '#app/server/admin/kept-drafts.server.ts'
import { historyPathOfRevision } from '#app/server/admin/project-history.server.ts'
import { reviewStateOf } from '#app/server/admin/review.server.ts'
import { ReviewArea } from '#app/components/admin/ReviewNotice.tsx'
import { answerDeleteCopy } from '#app/server/admin/content-form-answers.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { liveEditLock } from '#app/server/content/edit-locks.server.ts'
import { listPreviewLinks } from '#app/server/content/preview.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { randomText } from '#app/server/random.server.ts'
import { access, PROJECT_FORM_ACCESS } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/project-edit'
import { answerPublishAll, answerTranslationPost } from './translation-form.server.ts'
import { LanguageSwitcher } from '#app/components/admin/translation/LanguageSwitcher.tsx'
import { TranslationPage } from '#app/components/admin/translation/TranslationPage.tsx'
import { languageOf } from '#app/lib/languages.ts'
import { translationLockItem } from '#app/lib/translation-admin.ts'
import {
	chosenLanguage,
	itemLanguages,
	loadTranslationPage,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { translationEntity } from '#app/server/content/translations.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'
import { answerProjectForm, answerShareLink } from './project-form.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access(PROJECT_FORM_ACCESS)]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `Edit ${loaderData?.name ?? 'project'} · Dashboard` },
]

/** A stored or kept draft as the form's values; null when it is not one. */
function formValuesOf(data: unknown) {
	const read = projectFormRawSchema.safeParse(data)
	return read.success ? read.data : null
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const url = new URL(request.url)
	// The Activity log links an entry to the revision it made: shown in the history.
	const revision = url.searchParams.get('revision')
	if (revision) {
		const to = await historyPathOfRevision(params.projectId, revision)
		if (to) throw redirect(to)
	}
	const db = getDb()
	const project = await getProject(db, params.projectId)
	if (!project) throw data(null, { status: 404 })
	// The project in another of the site's languages (decision 050).
	const languages = await itemLanguages(db, projectKind, project.id)
	const language = chosenLanguage(
		await readSiteLanguages(db),
		url.searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	if (language) {
		const lockItem = translationLockItem(editableItem('project', project.id), language)
		const entity = translationEntity(projectKind.entity, language)
		const [translation, lock, review] = await Promise.all([
			loadTranslationPage(db, projectKind, project.id, language, {
				lockItem,
				draftUrl: `/admin/autosave/project?language=${language}&id=${encodeURIComponent(project.id)}`,
			}),
			liveEditLock(db, { entity, id: project.id }),
			reviewStateOf(db, entity, project.id),
		])
		if ('notPublished' in translation)
			throw data(
				TRANSLATION_MESSAGES.notPublished(
					projectKind.noun,
					languageOf(language).englishName,
				),
				{
					status: 404,
				},
			)
		return {
			mode: 'translation' as const,
			id: project.id,
			name: project.name,
			collection: project.collection,
			languages,
			translation,
			review,
			editor: randomText(12, 'base64url'),
			lockedBy:
				lock && lock.userId !== user.id
					? { name: lock.userName, since: lock.since, self: false }
					: null,
		}
	}
	const item = { entity: projectKind.entity, id: project.id }
	const copyId = keptDraftQuerySchema.parse(url.searchParams.get('copy'))
	const [draft, links, lock, kept, copy, review] = await Promise.all([
		getDraft(db, projectKind.entity, project.id),
		listPreviewLinks(db, projectKind, project.id),
		liveEditLock(db, item),
		listKeptDrafts(db, item, (data) => formValuesOf(data)?.name || project.name),
		copyId ? keptDraftData(db, item, copyId) : null,
		reviewStateOf(db, projectKind.entity, project.id),
	])
	// The form goes on from the draft when there is one (decision 033), or opens a kept one.
	const values = (draft && formValuesOf(draft.data)) ?? projectFormDefaults(project)
	const opened = copy === null ? null : formValuesOf(copy)
	return {
		mode: 'form' as const,
		languages,
		id: project.id,
		name: values.name || project.name,
		collection: project.collection,
		type: project.type,
		status: project.status,
		published: project.revision > 0,
		versions: {
			draftVersion: draft?.draftVersion ?? 0,
			baseRevision: draft ? (draft.baseRevision ?? 0) : project.revision,
		},
		draft: draft && {
			updatedBy: draft.updatedByName,
			updatedAt: draft.updatedAt,
			publishAt: draft.publishAt,
			scheduledBy: draft.scheduledByEmail,
		},
		values: opened ?? values,
		// What is stored, when the form opens a kept draft instead.
		stored: opened ? values : null,
		// This page's id for its lock and saves (decision 042); who held it as it was drawn.
		editor: randomText(12, 'base64url'),
		lockedBy:
			lock && lock.userId !== user.id
				? { name: lock.userName, since: lock.since, self: false }
				: null,
		kept,
		review,
		links: links.map(({ id, createdAt, createdByEmail, expiresAt }) => ({
			id,
			createdAt,
			createdBy: createdByEmail,
			expiresAt,
		})),
		origin: new URL(request.url).origin,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const formData = await postedForm(request)
	const post = { user, logger: context.get(requestContext).logger, id: params.projectId }
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	if (language) {
		const project = await getProject(getDb(), params.projectId)
		if (!project) throw data(null, { status: 404 })
		return answerTranslationPost(request, formData, {
			base: projectKind,
			id: project.id,
			language,
			user,
			logger: post.logger,
			back: `${editProjectPath(project.id)}?language=${language}`,
		})
	}
	if (formData.get('intent') === 'delete-copy') {
		const project = await getProject(getDb(), params.projectId)
		if (!project) throw data(null, { status: 404 })
		return answerDeleteCopy(request, formData, {
			db: getDb(),
			entity: projectKind.entity,
			id: project.id,
			actor: user,
			detail: projectKind.auditDetail(projectFormDefaults(project)),
			back: editProjectPath(project.id),
		})
	}
	// This form and every other language's draft of the project (decision 050).
	if (formData.get('intent') === 'publish-all') {
		const project = await getProject(getDb(), params.projectId)
		if (!project) throw data(null, { status: 404 })
		return answerPublishAll(request, formData, {
			base: projectKind,
			id: project.id,
			draftForm: projectDraftForm,
			user,
			logger: post.logger,
			back: projectListPath(project.collection, project.type),
		})
	}
	// The share panel's posts (their own forms); every other post is the project form's.
	return (
		(await answerShareLink(request, formData, post)) ??
		answerProjectForm(request, formData, post)
	)
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, draftPostFailures(PROJECT_TOASTS.saveFailed))

export default function EditProject({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.mode === 'translation')
		return (
			<TranslationPage
				title={loaderData.name}
				page={loaderData.translation}
				languages={loaderData.languages}
				formHref={editProjectPath(loaderData.id)}
				historyHref={`${editProjectPath(loaderData.id)}/history?language=${loaderData.translation.language.code}`}
				historyOfTranslation
				review={loaderData.review}
				editor={loaderData.editor}
				lockedBy={loaderData.lockedBy}
				actionData={actionData && 'sharedLink' in actionData ? actionData : undefined}
			/>
		)
	return <EditProjectForm loaderData={loaderData} actionData={actionData} />
}

function EditProjectForm({
	loaderData,
	actionData,
}: {
	loaderData: Extract<Route.ComponentProps['loaderData'], { mode: 'form' }>
	actionData: Route.ComponentProps['actionData']
}) {
	const { id, name, collection, type, versions, draft, published } = loaderData
	const formData = actionData && 'values' in actionData ? actionData : undefined
	const shared = actionData && 'shared' in actionData ? actionData.shared : null
	const mayPublish = useCan('content.publish')
	const { editLock, formPage, reload } = useEditPage({
		item: editableItem('project', id),
		editor: loaderData.editor,
		keepsForm: actionData !== undefined,
		path: editProjectPath(id),
	})
	return (
		<div className="space-y-6">
			<PageHeading
				title={`Edit ${name}`}
				description={
					<>
						{collection === 'products'
							? 'A product, listed on the Products page.'
							: 'A portfolio project, listed on the Portfolio page.'}{' '}
						<StatusChips
							status={loaderData.status}
							published={published}
							draft={draft}
							className="mt-2"
						/>
					</>
				}
			/>
			<LanguageSwitcher languages={loaderData.languages} formHref={editProjectPath(id)} />
			<ReviewArea review={loaderData.review}>
				<ProjectForm
					key={`${id}:${formPage}`}
					initial={formData?.values ?? loaderData.values}
					stored={loaderData.stored ?? undefined}
					fromCopy={loaderData.stored !== null}
					editLock={editLock}
					lockedBy={loaderData.lockedBy}
					onReload={reload}
					projectId={id}
					versions={versions}
					draft={draft}
					published={published}
					actionData={formData}
					cancelHref={projectListPath(collection, type)}
					manyLanguages={loaderData.languages.length > 1}
				/>
			</ReviewArea>
			<KeptDrafts
				drafts={loaderData.kept}
				openHref={(copy) => `${editProjectPath(id)}?copy=${encodeURIComponent(copy)}`}
			/>
			<SharePreviewPanel
				links={loaderData.links}
				origin={loaderData.origin}
				shared={shared}
				refusal={shareRefusal(mayPublish, loaderData.draft?.publishAt)}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ProjectError error={error} />
}
