import type { FieldLanguage } from '#app/lib/languages.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { ProjectImage } from './ProjectImage.tsx'

/**
 * The wide image at the top of a project page. The page's largest paint is its intro's text,
 * not this (on a phone the banner is a strip of 8:3), so it comes after the first paint like
 * every image (lazy, low priority; its preview is drawn in its place meanwhile): fetched
 * beside the stylesheet it held the largest paint back (decision 035). Its alt text is the
 * library's; without one it is decorative (the name is the heading below it).
 */
export function ProjectBanner({
	image,
	language,
}: {
	image: ImageRef | string | null
	/** Its alt text's language, when not translated yet. */
	language?: FieldLanguage
}) {
	return (
		<div className="overflow-hidden rounded-[1.25rem] border border-line bg-indigo-deep md:rounded-[1.75rem] dark:border-line/60">
			<ProjectImage
				image={image}
				language={language}
				alt={typeof image === 'object' ? (image?.alt ?? '') : ''}
				ratio="8 / 3"
				sizes="(min-width: 1264px) 1200px, calc(100vw - 2.5rem)"
			/>
		</div>
	)
}
