import { SITE_ICONS, type IconKey } from '#app/lib/site-icons.ts'

/** One of the site's line icons (app/lib/site-icons.ts), drawn in the text's colour. */
export function LineIcon({
	icon,
	className,
	strokeWidth = 1.8,
}: {
	icon: IconKey
	className?: string
	strokeWidth?: number
}) {
	return (
		<svg
			viewBox="0 0 24 24"
			className={className}
			fill="none"
			stroke="currentColor"
			strokeWidth={strokeWidth}
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			<path d={SITE_ICONS[icon].path} />
		</svg>
	)
}
