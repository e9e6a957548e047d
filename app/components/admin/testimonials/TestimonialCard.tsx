import { Form } from 'react-router'

import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { ConfirmDialog, confirmHrefFor } from '#app/components/ui/ConfirmDialog.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
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
	listHref,
	confirming,
	tools,
}: {
	testimonial: Testimonial
	/** The tab's page this card is on: where Cancel returns and the confirmation asks. */
	listHref: string
	/** The page was asked (without JavaScript) to confirm this one's deletion. */
	confirming: boolean
	/** The list's controls for this card: its checkbox, its place in the order. */
	tools?: React.ReactNode
}) {
	const { id, name, title, quote, image, logoLight, logoDark, visible } = testimonial
	const headingId = `testimonial-${id}-name`
	return (
		<article
			aria-labelledby={headingId}
			className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 dark:border-transparent dark:shadow-raised"
		>
			<div className="flex flex-wrap items-center gap-2">
				{tools}
				<span
					className={cx(
						'ml-auto rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
						visible
							? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200'
							: 'bg-surface-muted text-ink-muted',
					)}
				>
					{visible ? 'Shown' : 'Hidden'}
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
				</div>
			</div>
			{/* Newlines show as line breaks, as on the public slider; never read as HTML. */}
			<blockquote className="line-clamp-6 flex-1 text-sm leading-relaxed whitespace-pre-line text-ink">
				{quote}
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
				<Form method="post" preventScrollReset data-focus-key="visibility">
					<input type="hidden" name="id" value={id} />
					<Button
						type="submit"
						name="intent"
						value={visible ? 'hide' : 'show'}
						variant="outline"
						size="sm"
						data-focus-key="visibility"
						aria-label={`${visible ? 'Hide' : 'Show'} the testimonial from ${name}`}
					>
						{visible ? 'Hide' : 'Show'}
					</Button>
				</Form>
				<div className={confirming ? 'w-full' : undefined}>
					<ConfirmDialog
						title="Delete this testimonial?"
						description={
							<>
								The testimonial from <strong>{name}</strong> leaves the home page at once.
								It stays in the Trash for 30 days, where it can be restored.
							</>
						}
						confirmLabel="Delete testimonial"
						fields={{ intent: 'delete', id }}
						triggerAriaLabel={`Delete the testimonial from ${name}`}
						confirmHref={confirmHrefFor(listHref, id)}
						cancelHref={listHref}
						inline={confirming}
					/>
				</div>
			</div>
		</article>
	)
}
