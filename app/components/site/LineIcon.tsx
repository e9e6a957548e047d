import { Icon } from '#app/components/ui/Icon.tsx'
import type { IconKey } from '#app/lib/site-icons.ts'

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
	return <Icon name={`site-${icon}`} className={className} strokeWidth={strokeWidth} />
}
