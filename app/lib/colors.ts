/** Spec §9: text on a palette swatch is black above this brightness, white below. */
export const BRIGHTNESS_THRESHOLD = 186

/** Spec §3: the detail page falls back to these when a project has no colours. */
export const DEFAULT_PRIMARY_COLOR = '#4D92CE'
export const DEFAULT_SECONDARY_COLOR = '#2D2D75'

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** Parses #rgb or #rrggbb (with or without #); null for anything else. */
export function parseHexColor(value: string): { r: number; g: number; b: number } | null {
	const match = HEX.exec(value.trim())
	if (!match?.[1]) return null
	let hex = match[1]
	if (hex.length === 3) hex = [...hex].map((c) => c + c).join('')
	return {
		r: parseInt(hex.slice(0, 2), 16),
		g: parseInt(hex.slice(2, 4), 16),
		b: parseInt(hex.slice(4, 6), 16),
	}
}

/** Perceived brightness (0–255) with the weights the spec's threshold was chosen for. */
export function brightness(hex: string): number | null {
	const rgb = parseHexColor(hex)
	if (!rgb) return null
	return rgb.r * 0.299 + rgb.g * 0.587 + rgb.b * 0.114
}

/** Black text on bright swatches, white on dark ones; unreadable input counts as dark. */
export function textColorFor(hex: string): '#000000' | '#FFFFFF' {
	const value = brightness(hex)
	return value !== null && value > BRIGHTNESS_THRESHOLD ? '#000000' : '#FFFFFF'
}

export function isHexColor(value: string) {
	return parseHexColor(value) !== null
}

/** Normalises to #RRGGBB for display and for <input type="color">. */
export function toHexColor(value: string): string | null {
	const rgb = parseHexColor(value)
	if (!rgb) return null
	return (
		'#' +
		[rgb.r, rgb.g, rgb.b]
			.map((n) => n.toString(16).padStart(2, '0'))
			.join('')
			.toUpperCase()
	)
}

/** The palette a detail page shows: the set colours, or the two defaults. */
export function projectPalette(colors: {
	primaryColor?: string | null
	secondaryColor?: string | null
	accentColor?: string | null
}): string[] {
	const set = [colors.primaryColor, colors.secondaryColor, colors.accentColor]
		.map((c) => c?.trim() ?? '')
		.filter((c) => c !== '')
	return set.length > 0 ? set : [DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR]
}
