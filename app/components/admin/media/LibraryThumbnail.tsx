import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import type { LibraryImage } from '#app/lib/media-library.ts'

/**
 * An image of the library whole, in a square (letterboxed, never cropped) on a quiet
 * checkered ground, so transparent logos and wide banners read alike. Decorative: its
 * name and alt text are printed beside it.
 */
export function LibraryThumbnail({
	image,
	sizes,
}: {
	image: LibraryImage
	sizes: string
}) {
	return (
		<span className="block aspect-square overflow-hidden rounded-lg border border-line bg-[repeating-conic-gradient(var(--color-surface-muted)_0_25%,var(--color-surface)_0_50%)] bg-[length:16px_16px]">
			<ResponsiveImage
				image={image.image}
				alt=""
				sizes={sizes}
				placeholder={null}
				pictureClassName="contents"
				className="size-full object-contain"
			/>
		</span>
	)
}
