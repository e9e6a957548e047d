import {
	TranslationBadges,
	type TranslationCount,
} from '#app/components/admin/translation/TranslationBadges.tsx'
import {
	DeleteButton,
	VisibilityButton,
	VisibilityChip,
} from '#app/components/admin/ItemCard.tsx'
import type { CardProps } from '#app/components/admin/lists/OrderedList.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { DraftChips } from '#app/components/admin/project/StatusChips.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { plainTextOf } from '#app/lib/rich-text.ts'
import type { ImageRef, Testimonial } from '#app/lib/types.ts'

function LogoChip({
	image,
	label,
	dark,
}: {
	image: ImageRef
	label: string
	dark: boolean
}) {
	// Each logo on the background it is made for, whatever the dashboard's theme.
	return (
		<figure
			className={
				dark
					? 'flex h-18 min-w-0 flex-1 flex-col items-center justify-center gap-1.5 rounded-lg border border-slate-700 bg-slate-900 px-3 py-1.5 text-slate-200'
					: 'flex h-18 min-w-0 flex-1 flex-col items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-slate-700'
			}
		>
			<ResponsiveImage
				image={image}
				alt=""
				sizes="120px"
				className="h-6 w-auto max-w-full object-contain"
			/>
			<figcaption className="text-sm leading-none font-medium">{label}</figcaption>
		</figure>
	)
}

/**
 * One testimonial in the tab's grid: who, what they said, their logos, shown or hidden,
 * Edit, Show/Hide and Delete.
 */
export function TestimonialCard({
	testimonial,
	draft = null,
	translations = [],
	...card
}: {
	testimonial: Testimonial
	/** Its unpublished draft, if any (decision 052). */
	draft?: { publishAt: string | null } | null
	/** How far it is translated in each of the site's other languages (decision 050). */
	translations?: readonly TranslationCount[]
} & CardProps) {
	const { id, name, title, quote, image, logoLight, logoDark, visible, revision } =
		testimonial
	// Added as a draft and never published (decision 052): it cannot be shown yet.
	const unpublished = revision === 0
	const headingId = `testimonial-${id}-name`
	return (
		<article
			aria-labelledby={headingId}
			className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 dark:border-transparent dark:shadow-raised"
		>
			<div className="flex flex-wrap items-center gap-2">
				{card.tools}
				<span className="ml-auto flex flex-wrap justify-end gap-1.5">
					<DraftChips published={!unpublished} draft={draft} />
					<VisibilityChip
						visible={visible}
						words={['Shown', unpublished ? 'Not published yet' : 'Hidden']}
					/>
				</span>
			</div>
			<div className={cx('flex items-center gap-3', !visible && 'opacity-60')}>
				{image ? (
					<ResponsiveImage
						image={image}
						alt=""
						sizes="56px"
						className="size-14 shrink-0 rounded-full object-cover"
					/>
				) : null}
				<div className="min-w-0">
					<h2 id={headingId} className="truncate font-semibold">
						{name}
					</h2>
					<p className="text-sm text-ink-muted">{title}</p>
					<TranslationBadges counts={translations} className="mt-2" />
				</div>
			</div>
			{/* Newlines show as line breaks, as on the public slider; never read as HTML. */}
			<blockquote className="line-clamp-6 flex-1 text-sm leading-relaxed whitespace-pre-line text-ink">
				{plainTextOf(quote)}
			</blockquote>
			{logoLight || logoDark ? (
				<div className="flex gap-2">
					{logoLight ? (
						<LogoChip image={logoLight} label="Light mode" dark={false} />
					) : null}
					{logoDark ? <LogoChip image={logoDark} label="Dark mode" dark /> : null}
				</div>
			) : null}
			<div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
				<ButtonLink
					to={`/admin/testimonials/${encodeURIComponent(id)}`}
					variant="outline"
					size="sm"
					aria-label={`Edit the testimonial from ${name}`}
					data-focus-primary
				>
					Edit
				</ButtonLink>
				{unpublished ? null : (
					<VisibilityButton
						id={id}
						visible={visible}
						label={`the testimonial from ${name}`}
					/>
				)}
				<DeleteButton
					id={id}
					card={card}
					title="Delete this testimonial?"
					leaves={
						<>
							The testimonial from <strong>{name}</strong> leaves the home page at once.
						</>
					}
					confirmLabel="Delete testimonial"
					triggerLabel={`Delete the testimonial from ${name}`}
				/>
			</div>
		</article>
	)
}
