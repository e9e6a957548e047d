import type { FieldLanguage } from '#app/lib/languages.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'

/**
 * One image per theme, switched by CSS on the page's data-theme: no flash of the wrong
 * one before JavaScript runs, and (lazy) the hidden one is never downloaded.
 */
export function ThemeImage({
	light,
	dark,
	alt,
	sizes,
	className,
	language,
}: {
	light: ImageRef
	dark: ImageRef
	/** Defaults to the light image's own alt. */
	alt?: string
	sizes?: string
	className?: string
	/** The alt text's language, when not translated yet. */
	language?: FieldLanguage
}) {
	const text = alt ?? light.alt ?? ''
	return (
		<>
			<ResponsiveImage
				{...language}
				image={light}
				alt={text}
				sizes={sizes}
				data-theme-variant="light"
				className={cx(className, 'dark:hidden')}
			/>
			<ResponsiveImage
				{...language}
				image={dark}
				alt={text}
				sizes={sizes}
				data-theme-variant="dark"
				className={cx(className, 'hidden dark:block')}
			/>
		</>
	)
}
