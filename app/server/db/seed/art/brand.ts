// Brand pieces: testimonial portraits and company logos, and the calm grey client
// wordmarks for the logo strip.
import {
	circle,
	fitText,
	FONT,
	esc,
	linearGradient,
	n,
	rect,
	shade,
	svgDocument,
	text,
	textWidth,
	tint,
} from './svg.ts'

export const AVATAR_SIZE = { width: 400, height: 400 } as const
export const COMPANY_LOGO_SIZE = { width: 480, height: 160 } as const
export const CLIENT_LOGO_SIZE = { width: 320, height: 120 } as const

export function initials(name: string): string {
	const parts = name
		.replace(/[^\p{L}\s'-]/gu, ' ')
		.split(/\s+/)
		.filter(Boolean)
	const first = parts[0]?.[0] ?? '?'
	const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? '') : ''
	return (first + last).toUpperCase()
}

/** An abstract portrait placeholder: brand gradient, soft shapes, initials. */
export function avatarSvg(name: string, from: string, to: string): string {
	const { width, height } = AVATAR_SIZE
	const id = `avatar-${initials(name)}`
	const defs = linearGradient(`${id}-bg`, [
		[0, from],
		[1, to],
	])
	const body =
		rect(0, 0, width, height, { fill: `url(#${id}-bg)` }) +
		circle(330, 70, 150, '#ffffff', 0.1) +
		circle(60, 380, 120, '#ffffff', 0.08) +
		`<circle cx="200" cy="200" r="150" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="3"/>` +
		text(200, 246, initials(name), {
			size: 128,
			weight: 700,
			fill: '#ffffff',
			anchor: 'middle',
			spacing: -2,
		})
	return svgDocument(width, height, body, defs)
}

export type MarkStyle =
	| 'ring'
	| 'hex'
	| 'bars'
	| 'triangle'
	| 'square'
	| 'leaf'
	| 'wave'
	| 'dot'
	| 'chevron'
	| 'grid'
	| 'arc'

/** A simple geometric mark inside a box of side `s` at (x, y). */
export function mark(
	style: MarkStyle,
	x: number,
	y: number,
	s: number,
	color: string,
	accent: string,
): string {
	const cx = x + s / 2
	const cy = y + s / 2
	switch (style) {
		case 'ring':
			return (
				`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.38)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.16)}"/>` +
				circle(cx, cy, s * 0.1, accent)
			)
		case 'hex': {
			const pts = Array.from({ length: 6 }, (_, i) => {
				const a = (Math.PI / 3) * i - Math.PI / 2
				return `${n(cx + Math.cos(a) * s * 0.46)},${n(cy + Math.sin(a) * s * 0.46)}`
			}).join(' ')
			return (
				`<polygon points="${pts}" fill="${color}"/>` + circle(cx, cy, s * 0.15, accent)
			)
		}
		case 'bars':
			return [0.5, 0.85, 0.65]
				.map((h, i) =>
					rect(x + s * (0.08 + i * 0.31), y + s * (1 - h), s * 0.22, s * h, {
						fill: i === 1 ? accent : color,
						r: s * 0.05,
					}),
				)
				.join('')
		case 'triangle':
			return (
				`<polygon points="${n(cx)},${n(y + s * 0.06)} ${n(x + s * 0.96)},${n(y + s * 0.9)} ${n(x + s * 0.04)},${n(y + s * 0.9)}" fill="${color}"/>` +
				`<polygon points="${n(cx)},${n(y + s * 0.46)} ${n(x + s * 0.72)},${n(y + s * 0.9)} ${n(x + s * 0.28)},${n(y + s * 0.9)}" fill="${accent}"/>`
			)
		case 'square':
			return (
				rect(x + s * 0.04, y + s * 0.04, s * 0.6, s * 0.6, { fill: color, r: s * 0.1 }) +
				rect(x + s * 0.36, y + s * 0.36, s * 0.6, s * 0.6, {
					fill: accent,
					r: s * 0.1,
					opacity: 0.85,
				})
			)
		case 'leaf':
			return (
				`<path d="M${n(x + s * 0.1)},${n(y + s * 0.9)} C${n(x + s * 0.1)},${n(y + s * 0.3)} ${n(x + s * 0.45)},${n(y + s * 0.08)} ${n(x + s * 0.92)},${n(y + s * 0.08)} C${n(x + s * 0.92)},${n(y + s * 0.6)} ${n(x + s * 0.6)},${n(y + s * 0.9)} ${n(x + s * 0.1)},${n(y + s * 0.9)} Z" fill="${color}"/>` +
				`<path d="M${n(x + s * 0.18)},${n(y + s * 0.82)} L${n(x + s * 0.7)},${n(y + s * 0.3)}" stroke="${accent}" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>`
			)
		case 'wave':
			return [0, 1, 2]
				.map(
					(i) =>
						`<path d="M${n(x)},${n(y + s * (0.3 + i * 0.22))} q${n(s * 0.25)},${n(-s * 0.18)} ${n(s * 0.5)},0 t${n(s * 0.5)},0" fill="none" stroke="${i === 1 ? accent : color}" stroke-width="${n(s * 0.11)}" stroke-linecap="round"/>`,
				)
				.join('')
		case 'dot':
			return (
				circle(cx - s * 0.14, cy, s * 0.32, color) +
				circle(cx + s * 0.26, cy - s * 0.22, s * 0.16, accent)
			)
		case 'chevron':
			return [0, 1]
				.map(
					(i) =>
						`<path d="M${n(x + s * (0.1 + i * 0.34))},${n(y + s * 0.14)} L${n(x + s * (0.46 + i * 0.34))},${n(cy)} L${n(x + s * (0.1 + i * 0.34))},${n(y + s * 0.86)}" fill="none" stroke="${i ? accent : color}" stroke-width="${n(s * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/>`,
				)
				.join('')
		case 'grid':
			return [0, 1, 2, 3]
				.map((i) =>
					rect(
						x + s * (0.06 + (i % 2) * 0.48),
						y + s * (0.06 + Math.floor(i / 2) * 0.48),
						s * 0.4,
						s * 0.4,
						{ fill: i === 3 ? accent : color, r: i === 0 ? s * 0.2 : s * 0.08 },
					),
				)
				.join('')
		case 'arc':
			return (
				`<path d="M${n(x + s * 0.08)},${n(y + s * 0.9)} A${n(s * 0.42)},${n(s * 0.42)} 0 0 1 ${n(x + s * 0.92)},${n(y + s * 0.9)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.16)}"/>` +
				circle(cx, y + s * 0.9, s * 0.14, accent)
			)
	}
}

/** A wordmark with a mark; `mode` decides dark ink (light theme) or light ink (dark theme). */
export function companyLogoSvg(
	name: string,
	style: MarkStyle,
	color: string,
	mode: 'light' | 'dark',
): string {
	const { width, height } = COMPANY_LOGO_SIZE
	const ink = mode === 'light' ? '#1b2040' : '#f3f5fb'
	const markColor = mode === 'light' ? color : tint(color, 0.35)
	const accent = mode === 'light' ? shade(color, 0.35) : '#ffffff'
	const s = 84
	const gap = 22
	const size = fitText(name, width - s - gap - 24, 46)
	const total = s + gap + textWidth(name, size, true)
	const x = Math.max(12, (width - total) / 2)
	const body =
		mark(style, x, (height - s) / 2, s, markColor, accent) +
		text(x + s + gap, height / 2 + size * 0.36, name, {
			size,
			weight: 700,
			fill: ink,
			spacing: -0.5,
		})
	return svgDocument(width, height, body)
}

export interface ClientLogoArt {
	name: string
	style: MarkStyle
	/** Wordmark letter case and weight, so the strip has some variety. */
	uppercase?: boolean
	light?: boolean
}

/**
 * Client logos for the strip: grey on transparent so they sit calmly on both
 * themes (a mid grey reads on white and on deep indigo alike).
 */
export function clientLogoSvg(logo: ClientLogoArt): string {
	const { width, height } = CLIENT_LOGO_SIZE
	const grey = '#8a90a3'
	const darker = '#7a8094'
	const label = logo.uppercase ? logo.name.toUpperCase() : logo.name
	const s = 48
	const gap = 14
	const spacing = logo.uppercase ? 2 : 0
	const bold = !logo.light
	const size = Math.min(
		fitText(label, width - s - gap - 16 - label.length * spacing, 34, bold),
		34,
	)
	const total = s + gap + textWidth(label, size, bold, spacing)
	const x = Math.max(8, (width - total) / 2)
	const body =
		mark(logo.style, x, (height - s) / 2, s, grey, darker) +
		`<text x="${n(x + s + gap)}" y="${n(height / 2 + size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="${bold ? 700 : 400}" fill="${darker}"${spacing ? ` letter-spacing="${spacing}"` : ''}>${esc(label)}</text>`
	return svgDocument(width, height, body)
}
