// What the library says about one image: its alt text (or that it has none), its size and
// dimensions, and where it is used, with a link to each record.
import { Link } from 'react-router'

import { cx } from '#app/components/ui/cx.ts'
import {
	altStatus,
	formatBytes,
	type ImageUse,
	type LibraryImage,
} from '#app/lib/media-library.ts'

/** The alt text as the library shows it; 'No alt text' is marked for attention. */
export function AltText({ alt, className }: { alt: string | null; className?: string }) {
	const status = altStatus(alt)
	if (status === 'set') return <span className={cx('text-ink', className)}>{alt}</span>
	return (
		<span
			className={cx(
				'inline-flex rounded-full px-2 py-0.5 text-sm font-semibold',
				status === 'decorative'
					? 'bg-surface-muted text-ink-muted'
					: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-100',
				className,
			)}
		>
			{status === 'decorative' ? 'Decorative' : 'No alt text'}
		</span>
	)
}

/** '1600 × 900 px · 182 KB (186 368 bytes)'. */
export function sizeText(
	image: Pick<LibraryImage, 'width' | 'height' | 'bytes'>,
): string {
	const pixels =
		image.width && image.height ? `${image.width} × ${image.height} px · ` : ''
	return `${pixels}${formatBytes(image.bytes)} (${image.bytes.toLocaleString('en-US')} bytes)`
}

/** Where an image is used: each record linked, with the fields that show it. */
export function UsedIn({ uses }: { uses: readonly ImageUse[] }) {
	if (uses.length === 0) return <span className="text-ink-muted">Not used</span>
	return (
		<ul className="grid gap-1">
			{uses.map((use) => (
				<li key={`${use.record.kind}-${use.record.id}`} className="min-w-0">
					<Link
						to={use.record.href}
						className="font-semibold text-brand-ink underline-offset-4 hover:underline"
					>
						{use.record.kind} “{use.record.name}”
					</Link>{' '}
					<span className="text-ink-muted">({use.fields.join(', ')})</span>
				</li>
			))}
		</ul>
	)
}
