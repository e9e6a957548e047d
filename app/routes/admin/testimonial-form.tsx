import { draftPostFailures, TESTIMONIAL_MESSAGES } from '#app/lib/admin-messages.ts'
import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { useState } from 'react'
import { data, Link, redirect } from 'react-router'

import { AdminPageError } from '#app/components/admin/AdminPageError.tsx'
import { KeptDrafts } from '#app/components/admin/KeptDrafts.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
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
import { answerPublishAll, answerTranslationPost } from './translation-form.server.ts'
import { ReviewArea } from '#app/components/admin/ReviewNotice.tsx'
import { TestimonialForm } from '#app/components/admin/testimonials/TestimonialForm.tsx'
import { useEditPage } from '#app/components/admin/use-edit-page.ts'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { timeZoneOf } from '#app/lib/client-hints.ts'
import { editableItem } from '#app/lib/edit-lock.ts'
import {
	editTestimonialPath,
	testimonialHistoryPath,
} from '#app/lib/testimonial-paths.ts'
import { keptDraftQuerySchema } from '#app/schemas/edit-lock.ts'
import {
	editingSchema,
	postedForm,
	readForm,
	recordIdSchema,
	versionsSchema,
} from '#app/schemas/form.ts'
import { siteActionSchema } from '#app/schemas/site-content.ts'
import {
	testimonialDraftForm,
	testimonialDraftSchema,
	type TestimonialFormActionData,
} from '#app/schemas/testimonial.ts'
import { keptDraftData, listKeptDrafts } from '#app/server/admin/kept-drafts.server.ts'
import {
	answerContentPost,
	answerDeleteCopy,
	conflictAnswer,
	formRefusal,
} from '#app/server/admin/content-form-answers.server.ts'
import { DRAFT_TOASTS, PREVIEW_LINK_TOASTS } from '#app/server/admin/projects.server.ts'
import { reviewStateOf } from '#app/server/admin/review.server.ts'
import { SITE_MESSAGES } from '#app/server/admin/site-content.server.ts'
import {
	publishTestimonial,
	testimonialWrites,
} from '#app/server/admin/testimonials.server.ts'
import { access, PROJECT_FORM_ACCESS } from '#app/server/auth/permissions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { liveEditLock } from '#app/server/content/edit-locks.server.ts'
import { listPreviewLinks } from '#app/server/content/preview.server.ts'
import {
	testimonialAdminPreviewPath,
	testimonialFormDefaults,
	testimonialKind,
} from '#app/server/content/testimonials.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { getTestimonial } from '#app/server/models/testimonials.server.ts'
import { randomText } from '#app/server/random.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

import type { Route } from './+types/testimonial-form'

// Who may read and post here (decision 046), checked before the loader and action: as the
// project form, an author keeps drafts, previews, shares and submits them (decision 052).
export const middleware: Route.MiddlewareFunction[] = [access(PROJECT_FORM_ACCESS)]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData?.testimonial ? 'Edit testimonial' : 'Add testimonial'} · Dashboard`,
	},
]

const editPath = editTestimonialPath

/** A stored or kept draft as the form's values; null when it is not one. */
function formValuesOf(value: unknown) {
	const read = testimonialDraftSchema.safeParse(value)
	return read.success ? read.data : null
}

/** Nothing stored yet: no draft, never published. */
const NEW_VERSIONS = { draftVersion: 0, baseRevision: 0 }

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	// This page's id for its lock and saves (decision 042).
	const editor = randomText(12, 'base64url')
	if (!params.testimonialId)
		return {
			mode: 'form' as const,
			languages: [],
			testimonial: null,
			editor,
			lockedBy: null,
			kept: [],
			values: testimonialFormDefaults(null),
			stored: null,
			versions: NEW_VERSIONS,
			published: { revision: 0, updatedBy: null, updatedAt: null },
			draft: null,
			links: [],
			review: null,
		}
	const db = getDb()
	const testimonial = await getTestimonial(db, params.testimonialId)
	if (!testimonial) throw data('This testimonial does not exist.', { status: 404 })
	// The testimonial in another of the site's languages (decisions 050, 052).
	const url = new URL(request.url)
	const languages = await itemLanguages(db, testimonialKind, testimonial.id)
	const language = chosenLanguage(
		await readSiteLanguages(db),
		url.searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	if (language) {
		const lockItem = translationLockItem(
			editableItem('testimonial', testimonial.id),
			language,
		)
		const entity = translationEntity(testimonialKind.entity, language)
		const [translation, lock, review] = await Promise.all([
			loadTranslationPage(db, testimonialKind, testimonial.id, language, {
				lockItem,
				draftUrl: `/admin/autosave/testimonial?language=${language}&id=${encodeURIComponent(testimonial.id)}`,
			}),
			liveEditLock(db, { entity, id: testimonial.id }),
			reviewStateOf(db, entity, testimonial.id),
		])
		if ('notPublished' in translation)
			throw data(
				TRANSLATION_MESSAGES.notPublished(
					testimonialKind.noun,
					languageOf(language).englishName,
				),
				{ status: 404 },
			)
		return {
			mode: 'translation' as const,
			id: testimonial.id,
			name: testimonial.name,
			languages,
			translation,
			review,
			editor,
			lockedBy:
				lock && lock.userId !== user.id
					? { name: lock.userName, since: lock.since, self: false }
					: null,
		}
	}
	const item = { entity: testimonialKind.entity, id: testimonial.id }
	const copyId = keptDraftQuerySchema.parse(new URL(request.url).searchParams.get('copy'))
	const [draft, links, lock, kept, copy, review] = await Promise.all([
		getDraft(db, item.entity, item.id),
		listPreviewLinks(db, testimonialKind, item.id),
		liveEditLock(db, item),
		listKeptDrafts(db, item, (values) => formValuesOf(values)?.name || testimonial.name),
		copyId ? keptDraftData(db, item, copyId) : null,
		reviewStateOf(db, item.entity, item.id),
	])
	// The form goes on from the draft when there is one, or opens a kept one.
	const values =
		(draft && formValuesOf(draft.data)) ?? testimonialFormDefaults(testimonial)
	const opened = copy === null ? null : formValuesOf(copy)
	return {
		mode: 'form' as const,
		languages,
		testimonial: {
			id: testimonial.id,
			name: values.name || testimonial.name,
			published: testimonial.revision > 0,
		},
		editor,
		// Who held it as the page was drawn.
		lockedBy:
			lock && lock.userId !== user.id
				? { name: lock.userName, since: lock.since, self: false }
				: null,
		kept,
		values: opened ?? values,
		// What is stored, when the form opens a kept draft instead.
		stored: opened ? values : null,
		versions: {
			draftVersion: draft?.draftVersion ?? 0,
			baseRevision: draft ? (draft.baseRevision ?? 0) : testimonial.revision,
		},
		published: {
			revision: testimonial.revision,
			updatedBy: null,
			updatedAt: testimonial.revision > 0 ? testimonial.updatedAt : null,
		},
		draft: draft && {
			draftVersion: draft.draftVersion,
			baseRevision: draft.baseRevision,
			updatedByName: draft.updatedByName,
			updatedAt: draft.updatedAt,
			publishAt: draft.publishAt,
			scheduledByEmail: draft.scheduledByEmail,
		},
		links,
		review,
	}
}

/**
 * The form's buttons, in the order of every admin write (decision 026): the user, the post
 * read (the values leniently, as a draft may be anything; the intent, the versions the form
 * last saw and the page it comes from), the content core with typed input; then a redirect
 * with its toast, or the form again with the values as typed and why: 400 (spec §5's
 * messages), 409 or 423 (who came first), 404, or a fault of the database.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const formData = await postedForm(request)
	const db = getDb()
	// The Add form's autosave may have created the testimonial: its buttons then post its id.
	const formId = recordIdSchema.safeParse(formData.get('id'))
	const id = params.testimonialId ?? (formId.success ? formId.data : undefined)
	// A translation's posts (decision 050): the same buttons, with the translation's kind.
	const language = chosenLanguage(
		await readSiteLanguages(db),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		throw data(TRANSLATION_MESSAGES.noSuchLanguage, { status: 404 })
	if (language) {
		const testimonial = params.testimonialId
			? await getTestimonial(db, params.testimonialId)
			: null
		if (!testimonial) throw data(null, { status: 404 })
		return answerTranslationPost(request, formData, {
			base: testimonialKind,
			id: testimonial.id,
			language,
			user,
			logger: context.get(requestContext).logger,
			back: `${editTestimonialPath(testimonial.id)}?language=${language}`,
		})
	}
	if (formData.get('intent') === 'delete-copy' && id) {
		const testimonial = await getTestimonial(db, id)
		if (!testimonial) throw data('This testimonial does not exist.', { status: 404 })
		return answerDeleteCopy(request, formData, {
			db,
			entity: testimonialKind.entity,
			id,
			actor: user,
			detail: { name: testimonial.name },
			back: editPath(id),
		})
	}
	// This form and every other language's draft of the testimonial (decision 050).
	if (formData.get('intent') === 'publish-all' && id) {
		const testimonial = await getTestimonial(db, id)
		if (!testimonial) throw data('This testimonial does not exist.', { status: 404 })
		return answerPublishAll(request, formData, {
			base: testimonialKind,
			id,
			draftForm: testimonialDraftForm,
			user,
			logger: context.get(requestContext).logger,
			back: '/admin/testimonials',
		})
	}
	// A post without an intent is the form's Publish (spec §4's Save), as the project form's.
	if (!formData.has('intent')) formData.set('intent', 'publish')
	const preview = formData.get('intent') === 'preview'
	const post = preview
		? { ok: true as const, data: { intent: 'draft' as const } }
		: readForm(formData, siteActionSchema)
	const form = readForm(formData, testimonialDraftForm)
	const versionsRead = readForm(formData, versionsSchema)
	const editing = readForm(formData, editingSchema)
	const refuse = formRefusal<TestimonialFormActionData>({ values: form.values })
	if (!post.ok || !form.ok || !versionsRead.ok)
		return refuse(400, { formError: 'Unknown action.' })
	const versions = versionsRead.data
	const gone = () =>
		refuse(404, {
			formError: `${TESTIMONIAL_MESSAGES.saveFailed} It was deleted while you were editing it.`,
		})
	return answerContentPost(request, post.data, {
		db,
		kind: testimonialKind,
		id,
		user,
		writes: testimonialWrites(db, id, user, editing.ok ? editing.data : {}),
		draft: form.data,
		versions,
		refuse,
		gone,
		back: editPath,
		toasts: {
			draftSaved: DRAFT_TOASTS.saved,
			discarded: DRAFT_TOASTS.discarded,
			scheduled: SITE_MESSAGES.scheduled,
			unscheduled: DRAFT_TOASTS.unscheduled,
			linkRevoked: PREVIEW_LINK_TOASTS.revoked,
			revokeFailed: PREVIEW_LINK_TOASTS.revokeFailed,
			saveFailed: TESTIMONIAL_MESSAGES.saveFailed,
		},
		// The preview button keeps the form as the draft, then opens it.
		afterDraft: (saved) =>
			preview ? redirect(testimonialAdminPreviewPath(saved)) : null,
		own: {
			// Published as the home page shows it, back to the list (spec §8's toasts).
			publish: async () => {
				const published = await publishTestimonial(db, {
					values: form.data,
					actor: user,
					id,
					...versions,
					...(editing.ok ? editing.data : {}),
				})
				if (published.ok)
					return redirectWithToast(request, '/admin/testimonials', {
						tone: 'success',
						message: published.created
							? TESTIMONIAL_MESSAGES.added
							: TESTIMONIAL_MESSAGES.updated,
						// Focus comes back to the saved testimonial's card (issue 22).
						focus: published.testimonial.id,
					})
				if (published.status === 400)
					return refuse(400, { fieldErrors: published.fieldErrors })
				if (published.status === 404) return gone()
				return refuse(
					published.status,
					conflictAnswer(published, timeZoneOf(request), 'publish'),
				)
			},
		},
		log: {
			logger: context.get(requestContext).logger,
			what: 'Failed to save testimonial',
			id: id ?? null,
		},
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, draftPostFailures(TESTIMONIAL_MESSAGES.saveFailed))

export default function TestimonialFormPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	if (loaderData.mode === 'translation')
		return (
			<TranslationPage
				title={loaderData.name}
				page={loaderData.translation}
				languages={loaderData.languages}
				formHref={editTestimonialPath(loaderData.id)}
				historyHref={`${testimonialHistoryPath(loaderData.id)}?language=${loaderData.translation.language.code}`}
				historyOfTranslation
				review={loaderData.review}
				editor={loaderData.editor}
				lockedBy={loaderData.lockedBy}
				actionData={actionData && 'sharedLink' in actionData ? actionData : undefined}
			/>
		)
	return <TestimonialFormScreen loaderData={loaderData} actionData={actionData} />
}

function TestimonialFormScreen({
	loaderData,
	actionData,
}: {
	loaderData: Extract<Route.ComponentProps['loaderData'], { mode: 'form' }>
	actionData: Route.ComponentProps['actionData']
}) {
	const { testimonial } = loaderData
	// The page's hold on the testimonial, kept through its data's reloads and new forms; a
	// new one's from its first save on (decision 042).
	const [created, setCreated] = useState<string | null>(null)
	const heldId = testimonial?.id ?? created
	const path = testimonial ? editPath(testimonial.id) : ''
	const { editLock, formPage, reload } = useEditPage({
		item: heldId ? editableItem('testimonial', heldId) : null,
		editor: loaderData.editor,
		keepsForm: actionData !== undefined,
		path,
		itemPath: editPath,
	})
	return (
		<div className="space-y-6">
			<nav aria-label="Breadcrumb" className="text-sm">
				<Link
					to="/admin/testimonials"
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					<span aria-hidden="true">← </span>Testimonials
				</Link>
			</nav>
			<PageHeading
				title={testimonial ? 'Edit testimonial' : 'Add testimonial'}
				description={
					testimonial?.published === false
						? 'Not published yet: the home page shows it once it is published. Every field and image is required.'
						: 'Shown on the home page slider. What you type is kept as a draft; visitors see the published version until you publish. Every field and image is required.'
				}
				actions={
					testimonial?.published ? (
						<Link
							to={testimonialHistoryPath(testimonial.id)}
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							History
						</Link>
					) : undefined
				}
			/>
			{testimonial ? (
				<LanguageSwitcher
					languages={loaderData.languages}
					formHref={editTestimonialPath(testimonial.id)}
				/>
			) : null}
			<ReviewArea review={loaderData.review}>
				<TestimonialForm
					key={`${testimonial?.id ?? 'new'}:${formPage}`}
					testimonialId={testimonial?.id}
					page={loaderData}
					actionData={actionData && 'values' in actionData ? actionData : undefined}
					editLock={editLock}
					lockedBy={loaderData.lockedBy}
					onCreated={setCreated}
					onReload={reload}
					manyLanguages={loaderData.languages.length > 1}
				/>
			</ReviewArea>
			<KeptDrafts
				drafts={loaderData.kept}
				openHref={(copy) => `${path}?copy=${encodeURIComponent(copy)}`}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<AdminPageError
			error={error}
			missing={{
				title: 'Testimonial not found',
				text: 'It may have been deleted. The list shows every testimonial there is.',
			}}
			failed={{
				title: 'Something went wrong',
				text: 'The testimonial could not be loaded. Please try again.',
			}}
			back={{ to: '/admin/testimonials', label: 'Back to testimonials' }}
		/>
	)
}
