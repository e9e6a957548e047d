import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { BulkBar } from '#app/components/admin/lists/BulkBar.tsx'
import { SelectBox } from '#app/components/admin/lists/SelectBox.tsx'
import { AltText, sizeText, UsedIn } from '#app/components/admin/media/ImageFacts.tsx'
import { LibraryThumbnail } from '#app/components/admin/media/LibraryThumbnail.tsx'
import { LibraryUploader } from '#app/components/admin/media/LibraryUploader.tsx'
import { TagList } from '#app/components/admin/media/TagList.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { editText, isEdited } from '#app/lib/media-edit.ts'
import {
	altTextProblem,
	ALT_TEXT_MAX,
	LIBRARY_KINDS,
	LIBRARY_PERIODS,
	LIBRARY_SIZE_LABELS,
	LIBRARY_SORTS,
	LIBRARY_USAGES,
	TAG_MAX,
	type LibraryCard,
} from '#app/lib/media-library.ts'
import { pageOf, pageSearch } from '#app/lib/paging.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { isFiltered, libraryActionSchema, libraryQuery } from '#app/schemas/media.ts'
import {
	deleteUnusedImages,
	loadLibrary,
	MEDIA_MESSAGES,
	setLibraryAltText,
	tagLibraryImages,
} from '#app/server/admin/media.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

import type { Route } from './+types/media'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: 'Media · Dashboard' }]

const LIBRARY = '/admin/media'
const BULK_FORM = 'media-bulk'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const query = libraryQuery(url)
	const logger = context.get(requestContext).logger
	const tab = await loadLibrary(getDb(), query, pageOf(url), (error) =>
		logger.error({ err: error }, 'Failed to fetch the media library'),
	)
	// A page past the end (its last images were deleted): the last page.
	if (tab.page > tab.pageCount)
		throw redirect(`${LIBRARY}${pageSearch(url.search, tab.pageCount)}`)
	return { ...tab, query }
}

/**
 * The library's posts (decision 026): alt text for images (one just uploaded, or the
 * checked ones), a tag for the checked ones, and a delete of those nothing uses.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await postedForm(request)
	const post = readForm(form, libraryActionSchema)
	const url = new URL(request.url)
	const back = `${LIBRARY}${url.search}`
	if (!post.ok)
		return redirectWithToast(request, back, {
			tone: 'error',
			message: 'Select one or more images first.',
		})
	const db = getDb()
	const logger = context.get(requestContext).logger
	const action = post.data
	// The uploader asks for an answer in place; the bulk bar, for the page again.
	const stay = form.get('stay') === '1'
	const answer = async (tone: 'success' | 'error', message: string, status = 200) =>
		stay
			? data({ ok: tone === 'success', message }, { status })
			: redirectWithToast(request, back, { tone, message })

	try {
		switch (action.intent) {
			case 'alt': {
				const alt = action.decorative ? '' : action.alt.trim() || null
				const problem = altTextProblem(alt)
				if (problem) return answer('error', problem, 400)
				// A bulk action never clears alt text by an empty field: say what to set.
				if (alt === null && !stay)
					return answer('error', 'Type the alt text to set, or tick Decorative.', 400)
				const changed = await setLibraryAltText(db, { ids: action.ids, alt, actor: user })
				const what =
					alt === ''
						? 'Marked decorative'
						: alt === null
							? 'Alt text cleared'
							: 'Alt text set'
				return answer(
					'success',
					`${what}: ${changed} ${changed === 1 ? 'image' : 'images'}.`,
				)
			}
			case 'tag': {
				if (action.ids.length === 0)
					return answer('error', 'Select one or more images first.', 400)
				const tagged = await tagLibraryImages(db, {
					ids: action.ids,
					tag: action.tag,
					actor: user,
				})
				if (!tagged) return answer('error', 'Type the tag to add first.', 400)
				return answer(
					'success',
					`Tagged “${tagged.tag}”: ${tagged.tagged} ${tagged.tagged === 1 ? 'image' : 'images'}.`,
				)
			}
			case 'bulk-delete': {
				if (action.confirm !== 'yes' && action.ids.length > 0)
					return { confirmDelete: { ids: action.ids } }
				// Only what nothing uses: an image in use (or in old versions) is left alone.
				const done = await deleteUnusedImages(
					db,
					{ ids: action.ids, actor: user },
					(error) =>
						logger.error({ err: error }, 'deleted image left files behind for the sweep'),
				)
				const images = (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`
				const parts = [`${images(done.deleted)} deleted`]
				if (done.kept > 0) parts.push(`${images(done.kept)} in use, kept`)
				if (done.gone > 0) parts.push(`${images(done.gone)} already gone`)
				return redirectWithToast(request, back, {
					tone: done.deleted > 0 || done.kept === 0 ? 'success' : 'error',
					message: `${parts.join('; ')}.`,
				})
			}
		}
	} catch (error) {
		const failure = answerForFailure(error, MEDIA_MESSAGES.saveFailed, {
			logger,
			what: 'Failed to change images in the library',
		})
		return answer('error', failure.message, failure.status)
	}
}

function ImageCard({ card }: { card: LibraryCard }) {
	const headingId = `media-${card.id}-name`
	return (
		<article
			aria-labelledby={headingId}
			className="relative flex h-full gap-3 rounded-card border border-line bg-surface p-3 sm:flex-col dark:border-transparent dark:shadow-raised"
		>
			<div className="absolute top-4 left-4 z-10 rounded-md bg-surface/90 p-1 shadow-sm">
				<SelectBox form={BULK_FORM} id={card.id} label={card.name || 'image'} />
			</div>
			{/* Beside the text on a phone, above it from the small breakpoint. */}
			<div className="w-24 shrink-0 sm:w-auto">
				<LibraryThumbnail
					image={card}
					sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 96px"
				/>
			</div>
			<div className="flex min-w-0 flex-1 flex-col gap-3 sm:px-1 sm:pb-1">
				<div className="grid min-w-0 gap-2 text-sm">
					<h2
						id={headingId}
						className="truncate text-base font-semibold"
						title={card.name}
					>
						{card.name || 'Image'}
					</h2>
					<p className="line-clamp-3">
						<span className="sr-only">Alt text: </span>
						<AltText alt={card.alt} />
					</p>
					<p className="text-ink-muted tabular-nums">{sizeText(card)}</p>
					{isEdited(card.edit) || card.duplicated ? (
						<p className="flex flex-wrap gap-1.5">
							{isEdited(card.edit) ? (
								<span className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-950 dark:bg-sky-400/15 dark:text-sky-100">
									{editText(card.edit)}
								</span>
							) : null}
							{card.duplicated ? (
								<span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 dark:bg-amber-400/15 dark:text-amber-100">
									Same file as another image
								</span>
							) : null}
						</p>
					) : null}
					{card.tags.length > 0 ? <TagList tags={card.tags} /> : null}
					<div>
						<p className="font-semibold">Used in</p>
						<UsedIn uses={card.usedIn} />
					</div>
				</div>
				<div className="mt-auto">
					<Link
						to={`${LIBRARY}/${encodeURIComponent(card.id)}`}
						className={buttonClasses({ variant: 'outline', size: 'sm' })}
					>
						Edit<span className="sr-only"> {card.name}</span>
					</Link>
				</div>
			</div>
		</article>
	)
}

const selectClasses = cx(controlClasses, 'py-2 pr-9')

/** The library's search, filters and order: a GET form, so every view has its address. */
function LibraryFilters({
	query,
	tags,
}: {
	query: ReturnType<typeof libraryQuery>
	tags: Array<{ tag: string; count: number }>
}) {
	const searching = useNavigation().location?.pathname === LIBRARY
	const select = (
		name: string,
		label: string,
		value: string | undefined,
		options: Record<string, string | { label: string }>,
		any: string,
	) => (
		<div>
			<label htmlFor={`media-${name}`} className="mb-1 block text-sm font-semibold">
				{label}
			</label>
			<select
				id={`media-${name}`}
				name={name}
				defaultValue={value ?? ''}
				className={selectClasses}
			>
				{any ? <option value="">{any}</option> : null}
				{Object.entries(options).map(([key, option]) => (
					<option key={key} value={key}>
						{typeof option === 'string' ? option : option.label}
					</option>
				))}
			</select>
		</div>
	)
	return (
		<Form
			method="get"
			role="search"
			aria-label="Images"
			className="grid gap-3 rounded-card border border-line bg-surface p-4 dark:border-transparent dark:shadow-raised"
		>
			<div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
				<div>
					<label htmlFor="media-search" className="block text-sm font-semibold">
						Search images
					</label>
					<p id="media-search-hint" className="mb-1.5 text-sm text-ink-muted">
						Words from the file name or the alt text
					</p>
					<input
						id="media-search"
						aria-describedby="media-search-hint"
						type="search"
						name="q"
						defaultValue={query.search}
						autoComplete="off"
						className={controlClasses}
					/>
				</div>
				<div>
					<label htmlFor="media-tag" className="block text-sm font-semibold">
						Tag
					</label>
					<p id="media-tag-hint" className="mb-1.5 text-sm text-ink-muted">
						{tags.length > 0 ? 'Suggested as you type' : 'No image is tagged yet'}
					</p>
					<input
						id="media-tag"
						aria-describedby="media-tag-hint"
						type="text"
						name="tag"
						list="media-tags"
						maxLength={TAG_MAX}
						defaultValue={query.tag}
						autoComplete="off"
						className={controlClasses}
					/>
				</div>
			</div>
			<div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
				{select('kind', 'Kind', query.kind, LIBRARY_KINDS, 'Any kind')}
				{select('size', 'File size', query.size, LIBRARY_SIZE_LABELS, 'Any size')}
				{select('period', 'Uploaded', query.period, LIBRARY_PERIODS, 'Any time')}
				{select('usage', 'Usage', query.usage, LIBRARY_USAGES, 'In use or not')}
				{select('sort', 'Order', query.sort, LIBRARY_SORTS, '')}
			</div>
			<div className="flex flex-wrap items-center gap-3">
				<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
					<input
						type="checkbox"
						name="duplicates"
						value="1"
						defaultChecked={query.duplicates}
						className="size-5 accent-brand-ink"
					/>
					Likely duplicates only (the same file twice)
				</label>
				<span className="flex flex-wrap gap-2 sm:ml-auto">
					{isFiltered(query) || query.sort !== 'newest' ? (
						<Link to={LIBRARY} className={buttonClasses({ variant: 'ghost' })}>
							Clear
						</Link>
					) : null}
					<Button type="submit" disabled={searching}>
						Search
					</Button>
				</span>
			</div>
		</Form>
	)
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function MediaPage({ loaderData, actionData }: Route.ComponentProps) {
	const { images, error, page, pageCount, total, query, tags } = loaderData
	const filtered = isFiltered(query)
	const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'image' : 'images'}`
	const confirmIds =
		actionData && 'confirmDelete' in actionData ? actionData.confirmDelete.ids : null
	return (
		<div className="space-y-6">
			<PageHeading
				title="Media"
				description="Every image of the site. Alt text, focal point, crop and tags belong to the image: every page that shows it uses them. An image a page or a draft shows cannot be deleted."
			/>
			<LibraryUploader />
			<LibraryFilters query={query} tags={tags} />
			<datalist id="media-tags">
				{tags.map(({ tag }) => (
					<option key={tag} value={tag} />
				))}
			</datalist>
			{error ? <FormAlert>{error}</FormAlert> : null}
			<p role="status" className="text-sm text-ink-muted">
				{error ? '' : filtered ? `${count} found` : count}
			</p>
			{!error && images.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
					{filtered
						? 'No image matches. Try other words, or clear the filter.'
						: 'No images yet. Drop some above, or upload them in any form.'}
				</p>
			) : null}
			{images.length > 0 ? (
				<>
					<BulkBar
						id={BULK_FORM}
						noun={['image', 'images']}
						actions={[
							{ intent: 'tag', label: 'Add tag' },
							{ intent: 'alt', label: 'Set alt text' },
						]}
						deleteLabel="Delete unused"
						deleteDescription="Only images nothing uses are deleted, with all their sizes. Images a page, a draft or an old version shows are left as they are."
						confirmIds={confirmIds}
						cancelHref={LIBRARY}
						fields={
							<span className="flex w-full flex-wrap gap-2">
								<span className="grid min-w-40 flex-1 gap-1">
									<label htmlFor="bulk-tag" className="text-sm font-semibold">
										Tag to add
									</label>
									<input
										id="bulk-tag"
										name="tag"
										list="media-tags"
										maxLength={TAG_MAX}
										autoComplete="off"
										className={cx(controlClasses, 'py-1.5 text-sm')}
									/>
								</span>
								<span className="grid min-w-48 flex-[2] gap-1">
									<label htmlFor="bulk-alt" className="text-sm font-semibold">
										Alt text for all
									</label>
									<input
										id="bulk-alt"
										name="alt"
										maxLength={ALT_TEXT_MAX}
										autoComplete="off"
										className={cx(controlClasses, 'py-1.5 text-sm')}
									/>
								</span>
								<label className="inline-flex items-center gap-2 self-end pb-2 text-sm">
									<input
										type="checkbox"
										name="decorative"
										value="on"
										className="size-5 accent-brand-ink"
									/>
									Decorative
								</label>
							</span>
						}
					/>
					<ul
						aria-label="Images"
						className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
					>
						{images.map((card) => (
							<li key={card.id} className="grid">
								<ImageCard card={card} />
							</li>
						))}
					</ul>
				</>
			) : null}
			<Pagination page={page} pageCount={pageCount} className="mt-10" />
		</div>
	)
}
