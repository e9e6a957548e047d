import { Form, Link, redirect, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { AltText, sizeText, UsedIn } from '#app/components/admin/media/ImageFacts.tsx'
import { LibraryThumbnail } from '#app/components/admin/media/LibraryThumbnail.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import type { LibraryCard } from '#app/lib/media-library.ts'
import { pageOf, pageSearch } from '#app/lib/paging.ts'
import { libraryQuery } from '#app/schemas/media.ts'
import { loadLibrary } from '#app/server/admin/media.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/media'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: 'Media · Dashboard' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const filter = libraryQuery(url)
	const logger = context.get(requestContext).logger
	const tab = await loadLibrary(getDb(), filter, pageOf(url), (error) =>
		logger.error({ err: error }, 'Failed to fetch the media library'),
	)
	// A page past the end (its last images were deleted): the last page.
	if (tab.page > tab.pageCount)
		throw redirect(`/admin/media${pageSearch(url.search, tab.pageCount)}`)
	return { ...tab, ...filter }
}

function ImageCard({ card }: { card: LibraryCard }) {
	const headingId = `media-${card.id}-name`
	return (
		<article
			aria-labelledby={headingId}
			className="flex h-full gap-3 rounded-card border border-line bg-surface p-3 sm:flex-col dark:border-transparent dark:shadow-raised"
		>
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
					<div>
						<p className="font-semibold">Used in</p>
						<UsedIn uses={card.usedIn} />
					</div>
				</div>
				<div className="mt-auto">
					<Link
						to={`/admin/media/${encodeURIComponent(card.id)}`}
						className={buttonClasses({ variant: 'outline', size: 'sm' })}
					>
						Edit<span className="sr-only"> {card.name}</span>
					</Link>
				</div>
			</div>
		</article>
	)
}

export default function MediaPage({ loaderData }: Route.ComponentProps) {
	const { images, error, page, pageCount, total, search, unused } = loaderData
	const searching = useNavigation().location?.pathname === '/admin/media'
	const filtered = search.trim() !== '' || unused
	const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'image' : 'images'}`
	return (
		<div className="space-y-6">
			<PageHeading
				title="Media"
				description="Every image uploaded to the site. Alt text and focal point belong to the image: every page that shows it uses them. An image in use cannot be deleted."
			/>
			<Form
				method="get"
				role="search"
				aria-label="Images"
				className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end dark:border-transparent dark:shadow-raised"
			>
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
						defaultValue={search}
						autoComplete="off"
						className={controlClasses}
					/>
				</div>
				<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
					<input
						type="checkbox"
						name="unused"
						value="1"
						defaultChecked={unused}
						className="size-5 accent-brand-ink"
					/>
					Unused only
				</label>
				<Button type="submit" disabled={searching}>
					Search
				</Button>
			</Form>
			{error ? <FormAlert>{error}</FormAlert> : null}
			<p role="status" className="text-sm text-ink-muted">
				{error ? '' : filtered ? `${count} found` : count}
			</p>
			{!error && images.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">
					{filtered
						? 'No image matches. Try other words, or clear the filter.'
						: 'No images yet. Images uploaded in any form appear here.'}
				</p>
			) : null}
			{images.length > 0 ? (
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
			) : null}
			<Pagination page={page} pageCount={pageCount} className="mt-10" />
		</div>
	)
}
