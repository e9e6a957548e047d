import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { draftPostFailures, SITE_SAVE_FAILED } from '#app/lib/admin-messages.ts'
import { data, Link } from 'react-router'

import { KeptDrafts } from '#app/components/admin/KeptDrafts.tsx'
import { useEditPage } from '#app/components/admin/use-edit-page.ts'
import { editableItem } from '#app/lib/edit-lock.ts'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { SiteForm } from '#app/components/admin/site/SiteForm.tsx'
import { SiteFormError } from '#app/components/admin/site/SiteFormError.tsx'
import type { SiteFormActionData } from '#app/lib/site-admin.ts'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { editingSchema, postedForm, readForm, versionsSchema } from '#app/schemas/form.ts'
import {
	isSiteKey,
	SITE_FORMS,
	siteActionSchema,
	siteDraftForm,
	type SiteKey,
} from '#app/schemas/site-content.ts'
import { keptDraftQuerySchema } from '#app/schemas/edit-lock.ts'
import { keptDraftData, listKeptDrafts } from '#app/server/admin/kept-drafts.server.ts'
import {
	contentActor,
	loadSiteFormPage,
	SITE_MESSAGES,
	siteFormToasts,
	siteFormWrites,
	siteKindOf,
} from '#app/server/admin/site-content.server.ts'
import {
	answerContentPost,
	answerDeleteCopy,
	formRefusal,
} from '#app/server/admin/content-form-answers.server.ts'
import { liveEditLock } from '#app/server/content/edit-locks.server.ts'
import { siteEntity } from '#app/server/content/site.server.ts'
import { randomText } from '#app/server/random.server.ts'
import { reviewStateOf } from '#app/server/admin/review.server.ts'
import { ReviewArea } from '#app/components/admin/ReviewNotice.tsx'

import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import {
	access,
	PROJECT_FORM_ACCESS,
	siteFormAccess,
} from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/site-form'
import { answerPublishAll, answerTranslationPost } from './translation-form.server.ts'
import { LanguageSwitcher } from '#app/components/admin/translation/LanguageSwitcher.tsx'
import { TranslationPage } from '#app/components/admin/translation/TranslationPage.tsx'
import { translationLockItem } from '#app/lib/translation-admin.ts'
import { draftUrl } from '#app/lib/site-admin.ts'
import {
	chosenLanguage,
	itemLanguages,
	loadTranslationPage,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { translationEntity } from '#app/server/content/translations.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access(siteFormAccess(PROJECT_FORM_ACCESS)),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData ? SITE_FORMS[loaderData.key].title : 'Site'} · Site · Dashboard`,
	},
]

const NOT_FOUND = 'There is no such Site form.'

function siteKeyOf(params: { form?: string }): SiteKey {
	if (!isSiteKey(params.form)) throw data(NOT_FOUND, { status: 404 })
	return params.form
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const key = siteKeyOf(params)
	const db = getDb()
	// The form in another of the site's languages (decision 050).
	const languages = await itemLanguages(db, siteKindOf(key), key)
	const language = chosenLanguage(
		await readSiteLanguages(db),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	if (language) {
		const lockItem = translationLockItem(editableItem('site', key), language)
		const item = { entity: translationEntity(siteEntity(key), language), id: key }
		const [translation, lock, review] = await Promise.all([
			loadTranslationPage(db, siteKindOf(key), key, language, {
				lockItem,
				draftUrl: `${draftUrl(key)}?language=${language}`,
			}),
			liveEditLock(db, item),
			reviewStateOf(db, item.entity, key),
		])
		if ('notPublished' in translation) throw data(NOT_FOUND, { status: 404 })
		return {
			mode: 'translation' as const,
			key,
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
	const item = { entity: siteEntity(key), id: key }
	const copyId = keptDraftQuerySchema.parse(new URL(request.url).searchParams.get('copy'))
	const [page, lock, kept, copy, review] = await Promise.all([
		loadSiteFormPage(db, key),
		liveEditLock(db, item),
		listKeptDrafts(db, item, () => SITE_FORMS[key].title),
		copyId ? keptDraftData(db, item, copyId) : null,
		reviewStateOf(db, siteKindOf(key).entity, key),
	])
	const opened = copy === null ? null : siteKindOf(key).draftSchema.safeParse(copy)
	return {
		mode: 'form' as const,
		languages,
		...page,
		value: opened?.success ? opened.data : page.value,
		// What is stored, when the form opens a kept draft instead.
		stored: opened?.success ? page.value : null,
		// This page's id for its lock and saves (decision 042); who held it as it was drawn.
		editor: randomText(12, 'base64url'),
		lockedBy:
			lock && lock.userId !== user.id
				? { name: lock.userName, since: lock.since, self: false }
				: null,
		kept,
		review,
	}
}

/**
 * A Site form's buttons, in the order of every admin write (decision 026): the user, the
 * post read with the form's schemas (400 for an unknown action), the content core with
 * typed input and the versions the form last saw (409 when another admin came first, 400
 * with each field's message when a publish breaks a rule); then the form again with its
 * toast, or its answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const key = siteKeyOf(params)
	const posted = await postedForm(request)
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	if (language)
		return answerTranslationPost(request, posted, {
			base: siteKindOf(key),
			id: key,
			language,
			user,
			logger: context.get(requestContext).logger,
			back: `/admin/site/${key}?language=${language}`,
		})
	if (posted.get('intent') === 'delete-copy')
		return answerDeleteCopy(request, posted, {
			db: getDb(),
			entity: siteEntity(key),
			id: key,
			actor: contentActor(user),
			detail: { name: SITE_FORMS[key].title },
			back: `/admin/site/${key}`,
		})
	// This form's words and every other language's draft of it (decision 050).
	if (posted.get('intent') === 'publish-all')
		return answerPublishAll(request, posted, {
			base: siteKindOf(key),
			id: key,
			draftForm: siteDraftForm(key),
			user,
			logger: context.get(requestContext).logger,
			back: `/admin/site/${key}`,
		})
	const post = readForm(posted, siteActionSchema)
	const draft = readForm(posted, siteDraftForm(key))
	const versionsRead = readForm(posted, versionsSchema)
	const editing = readForm(posted, editingSchema)
	const refuse = formRefusal<SiteFormActionData>({})
	if (!post.ok || !draft.ok || !versionsRead.ok || !editing.ok)
		return refuse(400, { formError: 'Unknown action.' })
	return answerContentPost(request, post.data, {
		db: getDb(),
		kind: siteKindOf(key),
		id: key,
		user,
		writes: siteFormWrites(getDb(), key, user, editing.data),
		draft: draft.data,
		versions: versionsRead.data,
		refuse,
		gone: () => refuse(404, { formError: 'There is no draft of this form any more.' }),
		back: () => `/admin/site/${key}`,
		toasts: siteFormToasts(SITE_MESSAGES.published(SITE_FORMS[key].title)),
		log: {
			logger: context.get(requestContext).logger,
			what: 'Failed to save site content',
			key,
		},
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, draftPostFailures(SITE_SAVE_FAILED))

export default function SiteFormPage({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.mode === 'translation')
		return (
			<TranslationPage
				title={SITE_FORMS[loaderData.key].title}
				page={loaderData.translation}
				languages={loaderData.languages}
				formHref={`/admin/site/${loaderData.key}`}
				historyHref={`/admin/site/${loaderData.key}/history?language=${loaderData.translation.language.code}`}
				historyOfTranslation
				review={loaderData.review}
				editor={loaderData.editor}
				lockedBy={loaderData.lockedBy}
				actionData={actionData ?? undefined}
			/>
		)
	return <SiteFormView loaderData={loaderData} actionData={actionData} />
}

function SiteFormView({
	loaderData,
	actionData,
}: {
	loaderData: Extract<Route.ComponentProps['loaderData'], { mode: 'form' }>
	actionData: Route.ComponentProps['actionData']
}) {
	const { key, published } = loaderData
	const form = SITE_FORMS[key]
	const { editLock, formPage, reload } = useEditPage({
		item: editableItem('site', key),
		editor: loaderData.editor,
		keepsForm: actionData !== undefined,
		path: `/admin/site/${key}`,
	})
	return (
		<div className="space-y-6">
			<PageHeading
				title={form.title}
				description={
					<>
						{form.description}{' '}
						<span className="block pt-1 text-sm">
							{published.updatedAt ? (
								<>
									Last published <LocalTime value={published.updatedAt} />
									{published.updatedBy ? ` by ${published.updatedBy}` : ''}.
								</>
							) : (
								'Never published here: the site shows its original words.'
							)}
						</span>
					</>
				}
				actions={
					<Link
						to={`/admin/site/${key}/history`}
						className={buttonClasses({ variant: 'outline', size: 'sm' })}
					>
						History
					</Link>
				}
			/>
			<LanguageSwitcher
				languages={loaderData.languages}
				formHref={`/admin/site/${key}`}
			/>
			<ReviewArea review={loaderData.review}>
				<SiteForm
					key={`${key}:${formPage}`}
					page={loaderData}
					actionData={actionData ?? undefined}
					editLock={editLock}
					lockedBy={loaderData.lockedBy}
					stored={loaderData.stored}
					onReload={reload}
					manyLanguages={loaderData.languages.length > 1}
				/>
			</ReviewArea>
			<KeptDrafts
				drafts={loaderData.kept}
				openHref={(copy) => `/admin/site/${key}?copy=${encodeURIComponent(copy)}`}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <SiteFormError error={error} page="form" />
}
