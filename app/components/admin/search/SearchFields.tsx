// Search and sharing for one page (issue 37): its own search title, description, share
// image and "hide from search engines", each optional, with a search-result preview and a
// share-card preview cut where search engines and share cards cut. Empty fields show what
// the page falls back to (its own text, then the site's defaults).
import { useRouteLoaderData } from 'react-router'

import { Panel } from '#app/components/admin/PageHeading.tsx'
import { UploadField } from '#app/components/admin/UploadField.tsx'
import type { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { fieldId, TextAreaField, TextField } from '#app/components/ui/Field.tsx'
import { BUILT_IN_SHARE_IMAGE, pageTitle } from '#app/lib/seo.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import {
	cutText,
	SEARCH_CUTS,
	SEARCH_LIMITS,
	type PageSearch,
} from '#app/schemas/search.ts'

export interface SearchFallbacks {
	/** The page's title put in the site's pattern when its own is empty. */
	title: string
	description: string
	image: ImageRef | null
	/** Its path on the site: '/portfolio/orbit'. */
	path: string
}

interface SearchFieldsProps {
	value: PageSearch
	onChange: (value: PageSearch) => void
	/** Field errors keyed `{prefix}.title`, `{prefix}.description`, `{prefix}.image`. */
	errors: Partial<Record<string, string>>
	fallbacks: SearchFallbacks
	uploads?: Pick<ReturnType<typeof useUploadsBusy>, 'track'>
}

/** The project form's Search and sharing, in a panel of its own. */
export function SearchPanel(props: SearchFieldsProps) {
	return (
		<Panel
			id="search"
			title="Search and sharing"
			description="All optional: an empty field uses the page's own text, then the site's defaults."
		>
			<SearchFields {...props} />
		</Panel>
	)
}

/**
 * The fields and their previews. The project form posts each by its own name
 * (`seoTitle`…); a Site form (`name` given) posts them as one JSON value under `name` (the
 * share image's upload keeps it), and its boxes as `name.title`… too, which is what a form
 * sent before the page's script runs has.
 */
export function SearchFields({
	value,
	onChange,
	errors,
	fallbacks,
	uploads,
	name,
}: SearchFieldsProps & { name?: string }) {
	const prefix = name ?? 'seo'
	const posts = (own: string, part: keyof PageSearch) => (name ? `${name}.${part}` : own)
	const set = <K extends keyof PageSearch>(key: K, next: PageSearch[K]) =>
		onChange({ ...value, [key]: next })
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const origin = root?.siteUrl ?? ''
	const defaults = root?.searchDefaults ?? root?.site?.seo
	const title =
		value.title.trim() ||
		(root
			? pageTitle(
					{ settings: root.settings, seo: defaults },
					fallbacks.title || undefined,
				)
			: fallbacks.title)
	const description =
		value.description.trim() || fallbacks.description || defaults?.description || ''
	const image =
		value.image ?? fallbacks.image ?? defaults?.shareImage ?? BUILT_IN_SHARE_IMAGE
	const url = `${origin}${fallbacks.path}`
	return (
		<div className="grid gap-5">
			{name ? <input type="hidden" name={name} value={JSON.stringify(value)} /> : null}
			<TextField
				id={fieldId(`${prefix}.title`)}
				name={posts('seoTitle', 'title')}
				label="Search title"
				value={value.title}
				onChange={(event) => set('title', event.currentTarget.value)}
				error={errors[`${prefix}.title`]}
				maxLength={SEARCH_LIMITS.title}
				hint={`Search engines show about ${SEARCH_CUTS.title} characters (${value.title.trim().length} now).`}
				autoComplete="off"
			/>
			<TextAreaField
				id={fieldId(`${prefix}.description`)}
				name={posts('seoDescription', 'description')}
				label="Search description"
				rows={3}
				value={value.description}
				onChange={(event) => set('description', event.currentTarget.value)}
				error={errors[`${prefix}.description`]}
				maxLength={SEARCH_LIMITS.description}
				hint={`Search engines show about ${SEARCH_CUTS.description} characters (${value.description.trim().length} now).`}
			/>
			<UploadField
				id={fieldId(`${prefix}.image`)}
				name={name ? `${name}.image` : 'seoImage'}
				label="Share image"
				kind="banner"
				value={value.image}
				onChange={(next) => set('image', next)}
				failureMessage="Failed to upload share image"
				error={errors[`${prefix}.image`]}
				hint="Shown when the page is shared (about 1200 × 630)."
				onBusyChange={uploads?.track(`${prefix}Image`)}
			/>
			<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
				<input
					type="checkbox"
					name={posts('seoNoindex', 'noindex')}
					checked={value.noindex}
					onChange={(event) => set('noindex', event.currentTarget.checked)}
					aria-describedby={`${fieldId(prefix)}-noindex-hint`}
					className="size-5 accent-brand-ink"
				/>
				<span className="font-semibold">Hide from search engines</span>
			</label>
			<p id={`${fieldId(prefix)}-noindex-hint`} className="-mt-4 text-sm text-ink-muted">
				The page stays on the site; search engines are asked not to list it, and the
				sitemap leaves it out.
			</p>
			<div className="grid gap-5 lg:grid-cols-2">
				<figure data-search-preview>
					<figcaption className="mb-1.5 text-sm font-semibold text-ink">
						In search results
					</figcaption>
					<div className="rounded-xl border border-line p-4">
						<p className="truncate text-sm text-ink-muted">{url}</p>
						<p className="text-lg text-brand-ink">{cutText(title, SEARCH_CUTS.title)}</p>
						<p className="text-sm text-ink-muted">
							{cutText(description, SEARCH_CUTS.description)}
						</p>
						{value.noindex ? (
							<p className="mt-2 text-sm font-semibold text-ink">
								Hidden: search engines will not list this page.
							</p>
						) : null}
					</div>
				</figure>
				<figure data-share-preview>
					<figcaption className="mb-1.5 text-sm font-semibold text-ink">
						When shared
					</figcaption>
					<div className="overflow-hidden rounded-xl border border-line">
						{image ? (
							<img
								src={image.url}
								alt=""
								className="aspect-[1.91/1] w-full bg-surface-muted object-cover"
							/>
						) : (
							<div className="aspect-[1.91/1] w-full bg-surface-muted" />
						)}
						<div className="p-3">
							<p className="text-xs text-ink-muted uppercase">
								{origin.replace(/^https?:\/\//, '')}
							</p>
							<p className="font-semibold text-ink">
								{cutText(title, SEARCH_CUTS.cardTitle)}
							</p>
							<p className="text-sm text-ink-muted">
								{cutText(description, SEARCH_CUTS.cardDescription)}
							</p>
						</div>
					</div>
				</figure>
			</div>
		</div>
	)
}
