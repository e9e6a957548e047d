// Where the header's links fit in its bar (issue 41). Below that width the links collapse
// behind the menu toggle. The server knows every word the bar holds (the company's name or
// logo, the links, the button), so it works the width out once per render and names the
// breakpoint in `data-bar`; the `header-*` utilities (app/app.css) lay the header out
// from it. No script measures anything, so it holds without JavaScript and from the first
// paint. Decision 043.

/** The widths the bar can start at (Tailwind's md, lg, xl, 2xl), in CSS pixels. */
export const BAR_BREAKPOINTS = { md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const

/** `never`: the links do not fit even at the widest breakpoint; the menu is used everywhere. */
export type BarBreakpoint = keyof typeof BAR_BREAKPOINTS | 'never'

/**
 * Advance widths in em, on the wide side of what a visitor's browser draws: Inter and the
 * fallbacks a first page may be drawn in (Arial sized like Inter, the system's sans-serif)
 * measured 0.52–0.57 em for an average lowercase letter, 0.63–0.70 for a capital.
 */
const NARROW = new Set([...`iljtfrI.,:;'!|()[] `])
const WIDE = new Set([...'mwMW@%'])
function charWidth(char: string): number {
	if (NARROW.has(char)) return 0.34
	if (WIDE.has(char)) return 1
	if (/[a-z]/.test(char)) return 0.6
	if (/[A-Z]/.test(char)) return 0.74
	if (/[0-9]/.test(char)) return 0.64
	// Letters of other alphabets and symbols; the wide forms (CJK, emoji) are a full em.
	const code = char.codePointAt(0) ?? 0
	return code >= 0x1100 ? 1.05 : 0.7
}

/** An estimate of `text`'s width in pixels at `size` px; bold text runs about 5% wider. */
export function textWidth(text: string, size: number, { bold = false } = {}): number {
	let ems = 0
	for (const char of text) ems += charWidth(char)
	return ems * size * (bold ? 1.05 : 1)
}

/** The header's measures in the bar (Header.tsx's classes; kept together here). */
export const BAR = {
	/** The content column's gutters at md and up (the `wrap` utility): 2 × 2rem. */
	gutters: 64,
	/** Between the brand and the links, and between the links and the button. */
	gap: 24,
	/** The mark beside the name, and the gap after it. */
	mark: 36 + 10,
	/** The name's size when it fits on one line, and its widest box once it wraps. */
	nameSize: 20,
	nameSizeLong: 16,
	nameSizeLonger: 14,
	nameMaxWidth: 224,
	/** An uploaded logo is drawn 36 px high, at most this wide. */
	logoHeight: 36,
	logoMaxWidth: 192,
	/** A link's padding (px-3) and the gap between two links (gap-1); their text is 16 px. */
	linkPadding: 24,
	linkGap: 4,
	linkSize: 16,
	/** The Contact Us button: px-5 and its 16 px semibold text. */
	buttonPadding: 40,
	/** The language switcher (globe and code) and the gap before the links, when shown. */
	switcher: 88,
} as const

/** Names up to this many characters stay on one line at the larger size (20 px). */
export const SHORT_NAME = 18
/** Longer names wrap at 16 px, and past this many characters at 14 px. */
export const LONG_NAME = 36

export interface BarContent {
	/** The company's name, shown beside the mark when there is no uploaded logo. */
	companyName: string
	/** The uploaded logo's width and height, when one is shown instead of the name. */
	logo?: { width: number; height: number } | null
	links: readonly string[]
	button: string
	/** Whether the language switcher sits in the bar too (a site in more than one language). */
	switcher?: boolean
}

/** The width the brand (mark and name, or the uploaded logo) takes in the bar. */
export function brandWidth({
	companyName,
	logo,
}: Pick<BarContent, 'companyName' | 'logo'>) {
	if (logo && logo.width > 0 && logo.height > 0)
		return Math.min(BAR.logoMaxWidth, (BAR.logoHeight * logo.width) / logo.height)
	const length = [...companyName].length
	const short = length <= SHORT_NAME
	const size = short
		? BAR.nameSize
		: length <= LONG_NAME
			? BAR.nameSizeLong
			: BAR.nameSizeLonger
	const name = textWidth(companyName, size, { bold: true })
	return BAR.mark + (short ? name : Math.min(name, BAR.nameMaxWidth))
}

/** The width the whole bar needs: gutters, brand, every link and the button. */
export function barWidth(content: BarContent): number {
	const links = content.links.reduce(
		(sum, label) => sum + textWidth(label, BAR.linkSize) + BAR.linkPadding,
		BAR.linkGap * Math.max(0, content.links.length - 1),
	)
	const button =
		textWidth(content.button, BAR.linkSize, { bold: true }) + BAR.buttonPadding
	const switcher = content.switcher ? BAR.switcher : 0
	return BAR.gutters + brandWidth(content) + BAR.gap + switcher + links + BAR.gap + button
}

/** The narrowest breakpoint at which everything fits in the bar, or `never`. */
export function barBreakpoint(content: BarContent): BarBreakpoint {
	const needed = barWidth(content)
	for (const [name, width] of Object.entries(BAR_BREAKPOINTS))
		if (needed <= width) return name as BarBreakpoint
	return 'never'
}
