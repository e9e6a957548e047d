import { useWords } from '#app/i18n/use-words.ts'
import { cx } from '#app/components/ui/cx.ts'
import type { FieldLanguage } from '#app/lib/languages.ts'
import type { ImageRef, ProjectType } from '#app/lib/types.ts'

import { ProjectImage } from './ProjectImage.tsx'

/**
 * Spec §2 Product Images: a grid, portrait phone screens three across, website screens
 * two across (one on a phone). Each image keeps its own text alternative.
 */
export function Gallery({
	images,
	type,
	projectName,
	altLanguage,
}: {
	images: readonly ImageRef[]
	type: ProjectType
	projectName: string
	/** An image's alt text's language, when not translated yet. */
	altLanguage?: (image: ImageRef) => FieldLanguage
}) {
	const shown = images.filter((image) => image.url)
	const { t } = useWords()
	if (shown.length === 0) return null
	return (
		<ul
			className={cx(
				'grid gap-4 md:gap-6',
				// Portrait phone screens sit side by side like a film strip; wide ones two across.
				type === 'website'
					? 'md:grid-cols-2'
					: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
			)}
		>
			{shown.map((image, index) => (
				<li
					key={`${image.url}-${index}`}
					data-gallery-item
					className="overflow-hidden rounded-card border border-line bg-surface-muted dark:border-line/60"
				>
					<ProjectImage
						image={image}
						language={image.alt ? altLanguage?.(image) : undefined}
						alt={
							image.alt ??
							t('project.imageAlt', {
								project: projectName,
								index: index + 1,
								count: shown.length,
							})
						}
						ratio={type === 'mobile' ? '3 / 4' : '3 / 2'}
						sizes={
							type === 'mobile'
								? '(min-width: 1264px) 290px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'
								: '(min-width: 1264px) 590px, (min-width: 768px) 50vw, 100vw'
						}
					/>
				</li>
			))}
		</ul>
	)
}
