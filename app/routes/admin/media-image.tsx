import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { useEffect, useState } from 'react'
import { data, Form, Link, useFetcher, useNavigation, useRevalidator } from 'react-router'

import { AdminPageError } from '#app/components/admin/AdminPageError.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { AltTextFields } from '#app/components/admin/media/AltTextFields.tsx'
import { CropEditor } from '#app/components/admin/media/CropEditor.tsx'
import { ReplaceFile } from '#app/components/admin/media/ReplaceFile.tsx'
import { TagList } from '#app/components/admin/media/TagList.tsx'
import {
	FocalPointPicker,
	focalText,
} from '#app/components/admin/media/FocalPointPicker.tsx'
import { sizeText, UsedIn } from '#app/components/admin/media/ImageFacts.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { useCan } from '#app/components/admin/use-can.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { formatTime } from '#app/lib/local-time.ts'
import { editText, isEdited } from '#app/lib/media-edit.ts'
import { focalPercent, TAG_MAX, type FocalPoint } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import {
	mediaActionSchema,
	mediaDetailsForm,
	mediaEditSchema,
	type MediaDetailsValues,
} from '#app/schemas/media.ts'
import {
	deleteLibraryImage,
	editLibraryImage,
	loadLibraryImage,
	MEDIA_MESSAGES,
	saveLibraryImage,
} from '#app/server/admin/media.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/media-image'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${loaderData?.card.name || 'Image'} · Media · Dashboard` },
]

const LIBRARY = '/admin/media'
/** The fetcher of the delete confirmation, whose refusal (409) this page shows. */
const DELETE_FETCHER = 'media-delete'

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const loaded = await loadLibraryImage(getDb(), params.mediaId)
	if (!loaded) throw data('This image is not in the library.', { status: 404 })
	// Without JavaScript, Delete links here with ?confirm=delete to ask inline.
	const confirming = new URL(request.url).searchParams.get('confirm') === 'delete'
	return { ...loaded, confirming }
}

type ActionData =
	| {
			intent: 'save'
			values: MediaDetailsValues
			fieldErrors: Record<string, string | undefined>
			formError: string | null
	  }
	| { intent: 'delete'; message: string }
	| { intent: 'crop'; message: string }

/**
 * Save the details or delete the image, in the order of every admin write (decision
 * 026). A delete of an image in use is refused with 409 and where it is used.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await postedForm(request)
	const post = readForm(form, mediaActionSchema)
	if (!post.ok) throw data('Unknown action', { status: 400 })
	const intent = post.data
	const db = getDb()
	const id = params.mediaId
	const here = `${LIBRARY}/${encodeURIComponent(id)}`
	const logger = context.get(requestContext).logger

	if (intent.intent === 'crop' || intent.intent === 'reset') {
		const edit =
			intent.intent === 'reset'
				? { ok: true as const, data: { rotation: 0 as const, crop: null } }
				: readForm(form, mediaEditSchema)
		if (!edit.ok)
			return data<ActionData>(
				{
					intent: 'crop',
					message: Object.values(edit.fieldErrors)[0] ?? 'Check the crop.',
				},
				{ status: 400 },
			)
		let edited: Awaited<ReturnType<typeof editLibraryImage>>
		try {
			edited = await editLibraryImage(db, { id, edit: edit.data, actor: user })
		} catch (error) {
			const failure = answerForFailure(error, MEDIA_MESSAGES.cropFailed, {
				logger,
				what: 'Failed to crop image',
				id,
			})
			return data<ActionData>(
				{ intent: 'crop', message: failure.message },
				{ status: failure.status },
			)
		}
		if (!edited.ok && edited.status === 404)
			throw data('This image is not in the library.', { status: 404 })
		if (!edited.ok)
			return data<ActionData>(
				{ intent: 'crop', message: edited.message },
				{ status: edited.status },
			)
		return redirectWithToast(request, here, {
			tone: 'success',
			message: intent.intent === 'reset' ? MEDIA_MESSAGES.reset : MEDIA_MESSAGES.cropped,
		})
	}

	if (intent.intent === 'delete') {
		let deleted: Awaited<ReturnType<typeof deleteLibraryImage>>
		try {
			deleted = await deleteLibraryImage(
				db,
				{ id, actor: user, pastUses: intent.pastUses === 'yes' },
				(error) =>
					logger.error(
						{ err: error, id },
						'deleted image left files behind for the sweep',
					),
			)
		} catch (error) {
			const failure = answerForFailure(error, MEDIA_MESSAGES.deleteFailed, {
				logger,
				what: 'Failed to delete image',
				id,
			})
			return data<ActionData>(
				{ intent: 'delete', message: failure.message },
				{ status: failure.status },
			)
		}
		if (deleted.ok)
			return redirectWithToast(request, LIBRARY, {
				tone: 'success',
				message: MEDIA_MESSAGES.deleted,
			})
		if (deleted.status === 404)
			return redirectWithToast(request, LIBRARY, {
				tone: 'error',
				message: MEDIA_MESSAGES.deleteFailed,
			})
		return data<ActionData>(
			{ intent: 'delete', message: deleted.message },
			{ status: 409 },
		)
	}

	const details = readForm(form, mediaDetailsForm)
	const refuse = (
		status: number,
		answer: { fieldErrors?: Record<string, string | undefined>; formError?: string },
	) =>
		data<ActionData>(
			{
				intent: 'save',
				values: details.values,
				fieldErrors: answer.fieldErrors ?? {},
				formError: answer.formError ?? null,
			},
			{ status },
		)
	if (!details.ok) return refuse(400, { fieldErrors: details.fieldErrors })
	let saved: Awaited<ReturnType<typeof saveLibraryImage>>
	try {
		saved = await saveLibraryImage(db, { id, ...details.data, actor: user })
	} catch (error) {
		const failure = answerForFailure(error, MEDIA_MESSAGES.saveFailed, {
			logger,
			what: 'Failed to save image',
			id,
		})
		return refuse(failure.status, { formError: failure.message })
	}
	if (!saved) throw data('This image is not in the library.', { status: 404 })
	return redirectWithToast(request, here, {
		tone: 'success',
		message: MEDIA_MESSAGES.updated,
	})
}

/** The image as two of the site's crops would show it, around `focal`. */
function CropPreviews({ image, focal }: { image: ImageRef; focal: FocalPoint }) {
	const framed = { ...image, focal }
	return (
		<div aria-hidden="true" className="grid grid-cols-[3fr_1fr] items-end gap-3">
			{(
				[
					['Wide crop', 'aspect-[3/1]'],
					['Square crop', 'aspect-square'],
				] as const
			).map(([label, shape]) => (
				<figure key={label} className="grid gap-1">
					<ResponsiveImage
						image={framed}
						alt=""
						sizes="320px"
						placeholder={null}
						className={`block w-full rounded-lg border border-line object-cover ${shape}`}
					/>
					<figcaption className="text-sm text-ink-muted">{label}</figcaption>
				</figure>
			))}
		</div>
	)
}

type Card = Route.ComponentProps['loaderData']['card']

function WhereUsed({ card }: { card: Card }) {
	return (
		<Panel id="used" title="Where it is used">
			<div className="text-sm">
				<UsedIn uses={card.usedIn} />
			</div>
		</Panel>
	)
}

/** The image as a role that may not change the library sees it: what is known of it. */
function ImageFacts({ card }: { card: Card }) {
	return (
		<div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
			<Panel id="image" title="The image">
				<ResponsiveImage
					image={card.image}
					alt={card.alt ?? ''}
					sizes="(min-width: 1024px) 40rem, 100vw"
					className="h-auto w-full rounded-xl"
				/>
			</Panel>
			<div className="grid gap-6">
				<FormAlert tone="info">
					Changes to a library image show at once on every page that uses it, so an editor
					or admin makes them. You can choose it for your drafts.
				</FormAlert>
				<Panel id="alt" title="Alt text">
					<p className="text-sm">
						{card.alt === ''
							? 'Decorative: screen readers pass over it.'
							: (card.alt ?? 'Not described yet.')}
					</p>
				</Panel>
				<Panel id="tags" title="Tags">
					{card.tags.length > 0 ? (
						<TagList tags={card.tags} />
					) : (
						<p className="text-sm text-ink-muted">No tags.</p>
					)}
				</Panel>
				<WhereUsed card={card} />
			</div>
		</div>
	)
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function MediaImagePage({ loaderData, actionData }: Route.ComponentProps) {
	const { card, confirming, tags } = loaderData
	const timeZone = useTimeZone()
	// A library image's changes are live at once: a publish (decision 046). Other roles see it.
	const mayEdit = useCan('content.publish')
	const saveAnswer = actionData?.intent === 'save' ? actionData : null
	const typed = saveAnswer?.values
	const [alt, setAlt] = useState<string | undefined>(
		typed ? (typed.decorative ? '' : typed.alt) : (card.alt ?? undefined),
	)
	const [focalX, setFocalX] = useState(typed?.focalX ?? String(card.focal.x))
	const [focalY, setFocalY] = useState(typed?.focalY ?? String(card.focal.y))
	// A new crop moves the focal point within the image pages show: read it again.
	const [shownFocal, setShownFocal] = useState(card.focal)
	if (!typed && (shownFocal.x !== card.focal.x || shownFocal.y !== card.focal.y)) {
		setShownFocal(card.focal)
		setFocalX(String(card.focal.x))
		setFocalY(String(card.focal.y))
	}
	const focal = { x: focalPercent(focalX), y: focalPercent(focalY) }
	const navigation = useNavigation()
	const posting = navigation.formData?.get('intent')
	const saving = posting === 'save'
	const cropping = posting === 'crop' || posting === 'reset'
	const cropAnswer = actionData?.intent === 'crop' ? actionData.message : null
	const raster = card.sourceSize !== null
	const deletion = useFetcher<typeof action>({ key: DELETE_FETCHER })
	// A refused delete means a record started using the image: show where, freshly read.
	const { revalidate } = useRevalidator()
	useEffect(() => {
		if (deletion.data) void revalidate()
	}, [deletion.data, revalidate])
	const refusal =
		(deletion.data && 'message' in deletion.data ? deletion.data.message : null) ??
		(actionData?.intent === 'delete' ? actionData.message : null)
	const errors = saveAnswer?.fieldErrors ?? {}
	const here = `${LIBRARY}/${encodeURIComponent(card.id)}`
	const inUse = card.deletable === false
	const pastUsesOnly = card.deletable === 'history'

	const heading = (
		<>
			<nav aria-label="Breadcrumb" className="text-sm">
				<Link
					to={LIBRARY}
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					<span aria-hidden="true">← </span>Media
				</Link>
			</nav>
			<PageHeading
				title={card.name || 'Image'}
				description={`${card.contentType.replace('image/', '').toUpperCase()} · ${sizeText(card)} · uploaded ${formatTime(card.createdAt, timeZone)}`}
			/>
			{card.pending ? (
				<FormAlert tone="info">
					No saved form uses this image yet. An upload nobody saves into a page or edits
					here is removed a day after it was uploaded.
				</FormAlert>
			) : null}
		</>
	)
	if (!mayEdit)
		return (
			<div className="space-y-6">
				{heading}
				<ImageFacts card={card} />
			</div>
		)

	return (
		<div className="space-y-6">
			{heading}
			{saveAnswer?.formError ? <FormAlert>{saveAnswer.formError}</FormAlert> : null}
			<Form
				method="post"
				className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
			>
				<input type="hidden" name="intent" value="save" />
				<Panel
					id="focal"
					title="Focal point"
					description="Where the subject is. Pages that crop the image keep this point in view."
				>
					<div className="grid gap-4">
						<p id="focal-hint" className="text-sm text-ink-muted">
							Click or tap the image where its subject is, or focus it and use the arrow
							keys (with Shift for steps of 10).
						</p>
						<FocalPointPicker
							image={card.image}
							value={focal}
							describedBy="focal-hint"
							onChange={(point) => {
								setFocalX(String(point.x))
								setFocalY(String(point.y))
							}}
						/>
						<p className="text-sm text-ink-muted" aria-hidden="true">
							{focalText(focal)}
						</p>
						<div className="grid grid-cols-2 gap-3">
							{(
								[
									['focalX', 'Across (%)', focalX, setFocalX],
									['focalY', 'Down (%)', focalY, setFocalY],
								] as const
							).map(([name, label, value, setValue]) => (
								<div key={name}>
									<label
										htmlFor={`media-${name}`}
										className="mb-1.5 block text-sm font-semibold"
									>
										{label}
									</label>
									<input
										id={`media-${name}`}
										name={name}
										type="number"
										inputMode="numeric"
										min={0}
										max={100}
										step={1}
										required
										value={value}
										aria-invalid={errors[name] ? true : undefined}
										aria-describedby={errors[name] ? `media-${name}-error` : undefined}
										onChange={(event) => setValue(event.currentTarget.value)}
										className={controlClasses}
									/>
									{errors[name] ? (
										<p
											id={`media-${name}-error`}
											className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
										>
											{errors[name]}
										</p>
									) : null}
								</div>
							))}
						</div>
						<CropPreviews image={card.image} focal={focal} />
					</div>
				</Panel>
				<div className="grid gap-6">
					<Panel id="alt" title="Describe the image">
						<AltTextFields
							id="media-alt"
							value={alt}
							onChange={(next) => setAlt(next ?? undefined)}
							names={{ text: 'alt', decorative: 'decorative' }}
							error={errors.alt}
						/>
					</Panel>
					<Panel id="tags" title="Tags">
						<div className="grid gap-2">
							{card.tags.length > 0 ? <TagList tags={card.tags} /> : null}
							<label htmlFor="media-tags-input" className="text-sm font-semibold">
								Tags, separated by commas
							</label>
							<input
								id="media-tags-input"
								name="tags"
								list="media-tag-suggestions"
								defaultValue={typed?.tags ?? card.tags.join(', ')}
								maxLength={20 * (TAG_MAX + 2)}
								autoComplete="off"
								aria-invalid={errors.tags ? true : undefined}
								aria-describedby={errors.tags ? 'media-tags-error' : 'media-tags-hint'}
								className={controlClasses}
							/>
							<datalist id="media-tag-suggestions">
								{tags.map(({ tag }) => (
									<option key={tag} value={tag} />
								))}
							</datalist>
							<p id="media-tags-hint" className="text-sm text-ink-muted">
								{tags.length > 0
									? `In use: ${tags
											.slice(0, 8)
											.map(({ tag }) => tag)
											.join(', ')}${tags.length > 8 ? '…' : ''}`
									: 'Words to find it by: a client, a project, a season.'}
							</p>
							{errors.tags ? (
								<p
									id="media-tags-error"
									className="text-sm font-medium text-red-700 dark:text-red-300"
								>
									{errors.tags}
								</p>
							) : null}
						</div>
					</Panel>
					<div className="flex flex-wrap items-center gap-3">
						<Button type="submit" disabled={saving}>
							{saving ? 'Saving…' : 'Save changes'}
						</Button>
						<p className="text-sm text-ink-muted">
							Saves the alt text, the focal point and the tags.
						</p>
					</div>
					<WhereUsed card={card} />
				</div>
			</Form>
			{raster && card.sourceSize ? (
				<Panel
					id="crop"
					title="Crop and turn"
					description="Made from the original, which is kept as uploaded. Pages change at once: every published page, draft and scheduled version that shows this image uses the crop."
				>
					<Form method="post" className="grid gap-4" preventScrollReset>
						<p className="text-sm">
							<span className="font-semibold">Now: </span>
							{editText(card.edit)}.
						</p>
						{cropAnswer ? <FormAlert>{cropAnswer}</FormAlert> : null}
						<CropEditor
							// Drawn again from what was stored, after a save or a reset.
							key={`${card.image.url}-${JSON.stringify(card.edit)}`}
							source={card.source}
							original={card.sourceSize}
							edit={card.edit}
							disabled={cropping}
						/>
						<div className="flex flex-wrap items-center gap-3">
							<Button type="submit" name="intent" value="crop" disabled={cropping}>
								{posting === 'crop' ? 'Saving crop…' : 'Save crop'}
							</Button>
							{isEdited(card.edit) ? (
								<Button
									type="submit"
									name="intent"
									value="reset"
									variant="outline"
									formNoValidate
									disabled={cropping}
								>
									{posting === 'reset' ? 'Resetting…' : 'Reset to the whole image'}
								</Button>
							) : null}
						</div>
					</Form>
				</Panel>
			) : null}
			<Panel
				id="replace"
				title="Replace the file"
				description="The image keeps its place everywhere: its alt text, tags and every page, draft and Site form that shows it. Pages show the new file at once; the crop stays when the new file has the same size."
			>
				<ReplaceFile
					mediaId={card.id}
					accept={
						raster ? 'image/jpeg,image/png,image/webp,image/avif,image/gif' : 'image/*'
					}
					hint={
						raster
							? 'A photo is replaced by a photo: JPEG, PNG, WebP, AVIF or GIF.'
							: 'An SVG logo is replaced by an SVG or a photo.'
					}
				/>
			</Panel>
			<Panel id="delete" title="Delete">
				<div className="grid gap-3 text-sm">
					{refusal ? <FormAlert>{refusal}</FormAlert> : null}
					{inUse ? (
						<>
							<p id="delete-hint" className="text-ink-muted">
								An image in use cannot be deleted. Choose another image where it is used
								first.
							</p>
							<div>
								<Button
									variant="outline"
									size="sm"
									disabled
									aria-describedby="delete-hint"
								>
									Delete image
								</Button>
							</div>
						</>
					) : pastUsesOnly ? (
						<>
							<p className="text-ink-muted">
								Only old versions and the trash show this image: no page, draft or
								schedule does. Deleted, those old versions show a placeholder instead, and
								restoring one asks for another image.
							</p>
							<div>
								<ConfirmDialog
									title="Delete an image old versions show?"
									description={
										<>
											<strong>{card.name || 'The image'}</strong> and all its sizes are
											removed for good. Old versions that show it (
											{card.usedIn
												.map((use) => `${use.record.kind} “${use.record.name}”`)
												.join(', ')}
											) show a placeholder instead; restoring one asks for another image.
										</>
									}
									confirmLabel="Delete image"
									fields={{ intent: 'delete', pastUses: 'yes' }}
									action={here}
									triggerLabel="Delete image"
									confirmHref={`${here}?confirm=delete`}
									cancelHref={here}
									inline={confirming}
									fetcherKey={DELETE_FETCHER}
								/>
							</div>
						</>
					) : (
						<>
							<p className="text-ink-muted">
								No page shows this image. Deleting it removes the file and all its sizes.
							</p>
							<div>
								<ConfirmDialog
									title="Delete this image?"
									description={
										<>
											<strong>{card.name || 'The image'}</strong> and all its sizes are
											removed for good.
										</>
									}
									confirmLabel="Delete image"
									fields={{ intent: 'delete' }}
									action={here}
									triggerLabel="Delete image"
									confirmHref={`${here}?confirm=delete`}
									cancelHref={here}
									inline={confirming}
									fetcherKey={DELETE_FETCHER}
								/>
							</div>
						</>
					)}
				</div>
			</Panel>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<AdminPageError
			error={error}
			missing={{
				title: 'Image not found',
				text: 'It may have been deleted. The library shows every image there is.',
			}}
			failed={{
				title: 'Something went wrong',
				text: 'The image could not be loaded. Please try again.',
			}}
			back={{ to: LIBRARY, label: 'Back to the media library' }}
		/>
	)
}
