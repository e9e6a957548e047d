// Small helpers for writing SVG by hand. Everything here is pure string work,
// so the art can be unit-tested without rendering it.

/** The only fonts a plain Debian machine is guaranteed to have; librsvg falls back further. */
export const FONT = 'DejaVu Sans, Arial, sans-serif'

/** Escapes text for an SVG text node or attribute value. */
export function esc(value: string): string {
	return value
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')
}

/** Rounds to two decimals so the SVG stays short and deterministic. */
export function n(value: number): string {
	return String(Math.round(value * 100) / 100)
}

export interface TextOptions {
	size: number
	fill: string
	weight?: 400 | 500 | 600 | 700 | 800
	anchor?: 'start' | 'middle' | 'end'
	opacity?: number
	spacing?: number
}

export function text(x: number, y: number, value: string, o: TextOptions): string {
	const attrs = [
		`x="${n(x)}"`,
		`y="${n(y)}"`,
		`font-family="${FONT}"`,
		`font-size="${n(o.size)}"`,
		`fill="${o.fill}"`,
	]
	if (o.weight && o.weight !== 400) attrs.push(`font-weight="${o.weight}"`)
	if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`)
	if (o.opacity !== undefined) attrs.push(`fill-opacity="${n(o.opacity)}"`)
	if (o.spacing) attrs.push(`letter-spacing="${n(o.spacing)}"`)
	return `<text ${attrs.join(' ')}>${esc(value)}</text>`
}

// Advance widths (em) of DejaVu Sans and DejaVu Sans Bold for ASCII 32–126,
// measured from librsvg's rendering, so wordmarks can be fitted before drawing.
// prettier-ignore
const WIDTHS_REGULAR = [0.32, 0.4, 0.46, 0.84, 0.64, 0.95, 0.78, 0.28, 0.39, 0.39, 0.5, 0.84, 0.32, 0.36, 0.3, 0.34, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.34, 0.34, 0.84, 0.84, 0.84, 0.53, 1, 0.68, 0.69, 0.7, 0.77, 0.63, 0.58, 0.78, 0.75, 0.3, 0.3, 0.66, 0.56, 0.86, 0.75, 0.79, 0.6, 0.79, 0.7, 0.64, 0.61, 0.73, 0.68, 0.99, 0.69, 0.61, 0.69, 0.39, 0.34, 0.39, 0.84, 0.5, 0.5, 0.61, 0.64, 0.55, 0.64, 0.62, 0.35, 0.64, 0.63, 0.28, 0.28, 0.58, 0.28, 0.97, 0.63, 0.61, 0.64, 0.64, 0.41, 0.52, 0.39, 0.63, 0.59, 0.82, 0.59, 0.59, 0.53, 0.64, 0.34, 0.64, 0.84]
// prettier-ignore
const WIDTHS_BOLD = [0.34, 0.45, 0.52, 0.83, 0.69, 1, 0.87, 0.3, 0.45, 0.45, 0.52, 0.83, 0.38, 0.41, 0.38, 0.36, 0.69, 0.69, 0.69, 0.69, 0.69, 0.69, 0.69, 0.69, 0.69, 0.69, 0.4, 0.4, 0.83, 0.83, 0.83, 0.58, 1, 0.77, 0.76, 0.73, 0.83, 0.68, 0.68, 0.82, 0.83, 0.37, 0.37, 0.77, 0.63, 0.99, 0.83, 0.85, 0.73, 0.85, 0.77, 0.72, 0.68, 0.81, 0.77, 1.1, 0.77, 0.72, 0.72, 0.45, 0.36, 0.45, 0.83, 0.5, 0.5, 0.67, 0.71, 0.59, 0.71, 0.67, 0.43, 0.71, 0.71, 0.34, 0.34, 0.66, 0.34, 1.04, 0.71, 0.68, 0.71, 0.71, 0.49, 0.59, 0.47, 0.71, 0.65, 0.92, 0.64, 0.65, 0.58, 0.71, 0.36, 0.71, 0.83]

/** The width of `value` set in DejaVu Sans at `size`; other fonts are close enough. */
export function textWidth(
	value: string,
	size: number,
	bold = false,
	spacing = 0,
): number {
	const table = bold ? WIDTHS_BOLD : WIDTHS_REGULAR
	let units = 0
	let count = 0
	for (const char of value) {
		const code = char.charCodeAt(0)
		units += table[code - 32] ?? (bold ? 0.7 : 0.64)
		count++
	}
	return units * size + spacing * count
}

/** `value`, cut with an ellipsis where needed to fit `width` at `size`. */
export function clipText(
	value: string,
	width: number,
	size: number,
	bold = false,
): string {
	if (textWidth(value, size, bold) <= width) return value
	let cut = value
	while (cut.length > 1 && textWidth(`${cut}…`, size, bold) > width)
		cut = cut.slice(0, -1)
	return `${cut.trimEnd()}…`
}

/** The font size at which `value` fits in `width`, never above `max`. */
export function fitText(value: string, width: number, max: number, bold = true): number {
	const natural = textWidth(value, max, bold)
	return natural <= width ? max : Math.floor((max * width) / natural)
}

export interface RectOptions {
	fill: string
	r?: number
	opacity?: number
	stroke?: string
	strokeWidth?: number
}

export function rect(x: number, y: number, w: number, h: number, o: RectOptions): string {
	const attrs = [`x="${n(x)}"`, `y="${n(y)}"`, `width="${n(w)}"`, `height="${n(h)}"`]
	if (o.r) attrs.push(`rx="${n(o.r)}"`)
	attrs.push(`fill="${o.fill}"`)
	if (o.opacity !== undefined) attrs.push(`fill-opacity="${n(o.opacity)}"`)
	if (o.stroke) attrs.push(`stroke="${o.stroke}" stroke-width="${n(o.strokeWidth ?? 1)}"`)
	return `<rect ${attrs.join(' ')}/>`
}

export function circle(
	cx: number,
	cy: number,
	r: number,
	fill: string,
	opacity?: number,
): string {
	const alpha = opacity === undefined ? '' : ` fill-opacity="${n(opacity)}"`
	return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${alpha}/>`
}

/** A skeleton line standing in for body text in a mock-up. */
export function line(
	x: number,
	y: number,
	w: number,
	h: number,
	fill: string,
	opacity = 1,
): string {
	return rect(x, y, w, h, { fill, r: h / 2, opacity })
}

export function linearGradient(
	id: string,
	stops: Array<[offset: number, color: string, opacity?: number]>,
	direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
	const { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = direction
	const body = stops
		.map(
			([offset, color, opacity]) =>
				`<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
		)
		.join('')
	return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`
}

export function svgDocument(
	width: number,
	height: number,
	body: string,
	defs = '',
): string {
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
		(defs ? `<defs>${defs}</defs>` : '') +
		body +
		'</svg>'
	)
}

/** Gives each gradient or clip path a unique id inside one document. */
export function idMaker(prefix: string): (name: string) => string {
	let count = 0
	return (name) => `${prefix}-${name}-${++count}`
}

// Colour arithmetic on #rrggbb strings.

function channels(hex: string): [number, number, number] {
	const clean = hex.replace('#', '')
	const full =
		clean.length === 3
			? clean
					.split('')
					.map((c) => c + c)
					.join('')
			: clean.slice(0, 6)
	const value = Number.parseInt(full, 16)
	if (Number.isNaN(value)) return [77, 146, 206]
	return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: [number, number, number]): string {
	return `#${[r, g, b]
		.map((c) =>
			Math.max(0, Math.min(255, Math.round(c)))
				.toString(16)
				.padStart(2, '0'),
		)
		.join('')}`
}

/** Mixes `a` toward `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
	const ca = channels(a)
	const cb = channels(b)
	return toHex([
		ca[0] + (cb[0] - ca[0]) * t,
		ca[1] + (cb[1] - ca[1]) * t,
		ca[2] + (cb[2] - ca[2]) * t,
	])
}

export const tint = (color: string, t: number) => mix(color, '#ffffff', t)
export const shade = (color: string, t: number) => mix(color, '#0b0d1a', t)

function luminance(color: string): number {
	const linear = channels(color).map((c) => {
		const v = c / 255
		return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
	})
	return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!
}

/**
 * White text on `background` when it reaches 3:1 contrast (the large, bold labels of
 * the mock-ups), dark ink otherwise. Not the spec's brightness threshold, which puts
 * white text on light oranges.
 */
export function onColor(background: string): string {
	return 1.05 / (luminance(background) + 0.05) >= 3 ? '#ffffff' : '#14182b'
}
