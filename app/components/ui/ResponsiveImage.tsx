import type { ComponentProps, CSSProperties } from 'react'

import { imageSources } from '#app/lib/media.ts'
import { focalPosition } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'

type ImgProps = Omit<
	ComponentProps<'img'>,
	'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority'
>

export interface ResponsiveImageProps extends ImgProps {
	/** Any ImageRef: one from the pipeline gets AVIF and WebP sources, any other a plain <img>. */
	image: ImageRef
	/**
	 * How wide the image is shown, as the `sizes` attribute: e.g.
	 * '(min-width: 1024px) 50vw, 100vw'. The browser picks the smallest variant that fills
	 * it at the screen's density. Default '100vw'.
	 */
	sizes?: string
	/** Overrides image.alt; '' marks a decorative image. */
	alt?: string
	/**
	 * The page's largest paint is this image: loaded eagerly with fetchpriority="high". No
	 * public page has one today (their largest paint is text, decision 035).
	 */
	priority?: boolean
	/** A tiny data-URL preview painted until the image arrives (opaque images only). */
	placeholder?: string | null
	/** Class of the <picture> wrapper, when there is one. */
	pictureClassName?: string
}

/**
 * An image from content: `<picture>` with AVIF and WebP `srcset`s for images that went
 * through the media pipeline (their variant URLs follow from the ImageRef alone, see
 * app/lib/media.ts), a plain `<img>` for anything else (SVG, older or external URLs).
 * Width and height are always set when known, so nothing shifts as it loads; lazy and low
 * priority unless `priority`. The image's focal point (set in the media library) is its
 * `object-position`, so wherever a class crops it (`object-cover`) the subject stays in view.
 */
export function ResponsiveImage({
	image,
	sizes = '100vw',
	alt,
	priority = false,
	placeholder = image.placeholder,
	pictureClassName,
	style,
	...rest
}: ResponsiveImageProps) {
	const sources = imageSources(image)
	const position = focalPosition(image.focal)
	const preview: CSSProperties | undefined = placeholder
		? {
				backgroundImage: `url("${placeholder.replace(/["\\\n]/g, '')}")`,
				backgroundSize: 'cover',
				backgroundPosition: position ?? 'center',
			}
		: undefined
	const framing: CSSProperties | undefined =
		preview || position ? { ...preview, objectPosition: position } : undefined
	const img = (
		<img
			{...rest}
			src={image.url}
			alt={alt ?? image.alt ?? ''}
			width={image.width ?? undefined}
			height={image.height ?? undefined}
			loading={priority ? 'eager' : 'lazy'}
			decoding={priority ? undefined : 'async'}
			// Any other image comes after the page's first paint, even one the browser finds in
			// the first screen (which it would otherwise raise to high): decision 035.
			fetchPriority={priority ? 'high' : 'low'}
			style={framing ? { ...framing, ...style } : style}
		/>
	)
	if (!sources) return img
	return (
		<picture className={pictureClassName}>
			{sources.map((source) => (
				<source
					key={source.type}
					type={source.type}
					srcSet={source.srcSet}
					sizes={sizes}
				/>
			))}
			{img}
		</picture>
	)
}
