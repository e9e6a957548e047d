import { Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import type { DuplicateFound } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'

/**
 * A file whose bytes the library holds already (decision 044): nothing was stored; the
 * image there is is used instead (a form's field) or offered (the Media tab), and a copy
 * can still be uploaded.
 */
export function DuplicateOfferCard({
	fileName,
	image,
	duplicate,
	useLabel,
	onUse,
	useHref,
	onCopy,
}: {
	fileName: string
	image: ImageRef
	duplicate: DuplicateFound
	useLabel: string
	/** Use it where the file was meant to go (a form's field)… */
	onUse?: () => void
	/** …or open it (the Media tab). */
	useHref?: string
	onCopy: () => void
}) {
	return (
		<div
			data-duplicate-offer
			className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-400/70 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/40 dark:text-amber-50"
		>
			<span className="block size-14 shrink-0 overflow-hidden rounded-lg border border-line bg-surface">
				<ResponsiveImage
					image={image}
					alt=""
					sizes="56px"
					className="size-full object-cover"
				/>
			</span>
			<p className="min-w-0 flex-1 basis-48">
				<strong className="font-semibold">{fileName}</strong> is already in the library as
				“{duplicate.name}”, uploaded <LocalTime value={duplicate.createdAt} />.
			</p>
			<span className="flex flex-wrap gap-2">
				{useHref ? (
					<Link to={useHref} className={buttonClasses({ size: 'sm' })}>
						{useLabel}
					</Link>
				) : (
					<Button size="sm" onClick={onUse}>
						{useLabel}
					</Button>
				)}
				<Button variant="outline" size="sm" onClick={onCopy}>
					Upload a copy anyway
				</Button>
			</span>
		</div>
	)
}
