/** Spec §5 and §9: the home page's client logo strip. */
export const LOGO_STRIP = {
	/** The strip scrolls only with more than this many logos. */
	scrollAbove: 6,
	/** A second copy of the logos is appended only with more than this many. */
	duplicateAbove: 8,
	stepPx: 0.8,
	intervalMs: 16,
	/** The offset wraps to 0 this many pixels before the end of the scrollable width. */
	wrapBeforeEndPx: 140,
} as const

export function logoStripMode(count: number) {
	return {
		scrolls: count > LOGO_STRIP.scrollAbove,
		duplicated: count > LOGO_STRIP.duplicateAbove,
	}
}

/** The next scroll offset of a strip `scrollWidth` wide seen through a `clientWidth` window. */
export function nextLogoOffset(offset: number, scrollWidth: number, clientWidth: number) {
	const next = offset + LOGO_STRIP.stepPx
	const wrapAt = scrollWidth - clientWidth - LOGO_STRIP.wrapBeforeEndPx
	return next >= wrapAt ? 0 : next
}

/** Spec §3: a logo is shown unless a visibility record exists and says false. */
export function isLogoVisible(record: { visible: boolean } | undefined | null) {
	return record?.visible !== false
}

/**
 * What people call a client logo: its company, as the image's alt text names it, else its
 * file name in words ('acme-corp.svg' → 'acme corp'). The Activity log and the dashboard's
 * cards say it; the home page's strip reads the same rule (components/site/LogoStrip.tsx).
 */
export function clientLogoName(logo: { name: string; image: { alt?: string | null } }) {
	const alt = logo.image.alt?.trim()
	if (alt) return alt
	return logo.name
		.replace(/\.[a-z0-9]+$/i, '')
		.replace(/[-_]+/g, ' ')
		.trim()
}
