import { useWords } from '#app/i18n/use-words.ts'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
import type { FieldLanguage } from '#app/lib/languages.ts'
import type { ImageRef } from '#app/lib/types.ts'

/**
 * One image of a project, or a quiet placeholder of the same shape when there is none
 * (the admin preview shows projects whose images are still uploading).
 */
export function ProjectImage({
	image,
	alt,
	sizes,
	priority,
	ratio = '4 / 3',
	className,
	language,
}: {
	image: ImageRef | string | null | undefined
	/** Overrides the image's own text alternative; '' for a decorative image. */
	alt?: string
	sizes?: string
	priority?: boolean
	/** Aspect ratio of the placeholder (and of the box while an image has no size). */
	ratio?: string
	className?: string
	/** Its text alternative's language, when that is not the page's (not translated yet). */
	language?: FieldLanguage
}) {
	const { t } = useWords()
	// Spec §3 tolerates a plain URL string for a project image.
	const ref: ImageRef | null =
		typeof image === 'string'
			? image
				? { url: image, name: '' }
				: null
			: (image ?? null)
	if (!ref?.url) {
		const noImage = t('projects.noImage')
		return (
			<div
				// A decorative image (alt '') leaves an empty, hidden box.
				{...(alt === ''
					? { 'aria-hidden': true }
					: { role: 'img', 'aria-label': alt ?? noImage })}
				style={{ aspectRatio: ratio }}
				className={cx(
					'grid w-full place-items-center bg-surface-muted text-sm text-ink-muted',
					className,
				)}
			>
				<span aria-hidden="true">{noImage}</span>
			</div>
		)
	}
	return (
		<ResponsiveImage
			{...language}
			image={ref}
			alt={alt}
			sizes={sizes}
			priority={priority}
			style={ref.width && ref.height ? undefined : { aspectRatio: ratio }}
			className={cx('block h-auto w-full object-cover', className)}
		/>
	)
}
