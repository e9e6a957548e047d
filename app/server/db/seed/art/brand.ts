// Brand pieces: testimonial portraits and company logos, the calm grey client
// wordmarks for the logo strip, and the home page's development-process steps.
import { icon, type IconName } from './kit.ts'
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
export const PROCESS_SIZE = { width: 1200, height: 400 } as const

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

export const PROCESS_STAGES: Array<{
	title: string
	lines: string[]
	icon: IconName | 'code' | 'rocket' | 'bulb' | 'pen'
}> = [
	{ title: 'Concept & Planning', lines: ['Concept &', 'Planning'], icon: 'bulb' },
	{ title: 'Design & Visuals', lines: ['Design &', 'Visuals'], icon: 'pen' },
	{ title: 'Development', lines: ['Development'], icon: 'code' },
	{ title: 'Testing', lines: ['Testing'], icon: 'check' },
	{ title: 'Launch', lines: ['Launch'], icon: 'rocket' },
]

function stageIcon(
	name: (typeof PROCESS_STAGES)[number]['icon'],
	cx: number,
	cy: number,
	color: string,
): string {
	const stroke = `fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`
	switch (name) {
		case 'bulb':
			return `<path d="M${cx - 14},${cy + 4} A18,18 0 1 1 ${cx + 14},${cy + 4} C${cx + 9},${cy + 9} ${cx + 8},${cy + 12} ${cx + 8},${cy + 16} H${cx - 8} C${cx - 8},${cy + 12} ${cx - 9},${cy + 9} ${cx - 14},${cy + 4} Z M${cx - 7},${cy + 24} H${cx + 7}" ${stroke}/>`
		case 'pen':
			return `<path d="M${cx - 18},${cy + 18} L${cx - 14},${cy + 4} L${cx + 8},${cy - 18} L${cx + 18},${cy - 8} L${cx - 4},${cy + 14} Z M${cx + 2},${cy - 12} L${cx + 12},${cy - 2}" ${stroke}/>`
		case 'code':
			return `<path d="M${cx - 10},${cy - 14} L${cx - 24},${cy} L${cx - 10},${cy + 14} M${cx + 10},${cy - 14} L${cx + 24},${cy} L${cx + 10},${cy + 14} M${cx + 4},${cy - 20} L${cx - 4},${cy + 20}" ${stroke}/>`
		case 'rocket':
			return `<path d="M${cx},${cy - 24} C${cx + 12},${cy - 14} ${cx + 12},${cy + 4} ${cx + 8},${cy + 12} H${cx - 8} C${cx - 12},${cy + 4} ${cx - 12},${cy - 14} ${cx},${cy - 24} Z M${cx - 8},${cy + 4} L${cx - 16},${cy + 14} L${cx - 8},${cy + 12} M${cx + 8},${cy + 4} L${cx + 16},${cy + 14} L${cx + 8},${cy + 12} M${cx - 3},${cy + 18} L${cx},${cy + 24} L${cx + 3},${cy + 18}" ${stroke}/><circle cx="${cx}" cy="${cy - 8}" r="4" ${stroke}/>`
		default:
			return icon(name, cx, cy, 44, color, 4)
	}
}

/** The five stages as numbered badges on a line; transparent, one version per theme. */
export function processStepsSvg(mode: 'light' | 'dark'): string {
	const { width, height } = PROCESS_SIZE
	const light = mode === 'light'
	const from = light ? '#4D92CE' : '#7DB3E3'
	const to = light ? '#2D2D75' : '#4D92CE'
	const ink = light ? '#1b1f3b' : '#eef1fa'
	const muted = light ? '#5b6180' : '#b5bbd6'
	const track = light ? '#cfd9ea' : '#3d4475'
	const accent = '#F2A541'
	const defs =
		linearGradient(`steps-${mode}`, [
			[0, from],
			[1, to],
		]) +
		linearGradient(
			`track-${mode}`,
			[
				[0, from],
				[0.5, accent],
				[1, to],
			],
			{ x1: 0, y1: 0, x2: 1, y2: 0 },
		)
	const gap = width / PROCESS_STAGES.length
	const cy = 150
	let body = rect(gap / 2, cy - 2, gap * (PROCESS_STAGES.length - 1), 4, {
		fill: track,
		r: 2,
	})
	body += `<path d="M${gap / 2},${cy} H${width - gap / 2}" stroke="url(#track-${mode})" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" stroke-opacity="0.9"/>`
	PROCESS_STAGES.forEach((stage, i) => {
		const cx = gap * i + gap / 2
		body += circle(cx, cy, 74, light ? '#ffffff' : '#1b1d45')
		body += `<circle cx="${n(cx)}" cy="${cy}" r="74" fill="none" stroke="${track}" stroke-width="2"/>`
		body += circle(cx, cy, 60, `url(#steps-${mode})`)
		body += stageIcon(stage.icon, cx, cy, '#ffffff')
		body += circle(cx + 52, cy - 52, 20, accent)
		body += text(cx + 52, cy - 45, String(i + 1).padStart(2, '0'), {
			size: 17,
			weight: 700,
			fill: '#2D2D75',
			anchor: 'middle',
		})
		stage.lines.forEach((l, j) => {
			body += text(cx, 272 + j * 32, l, {
				size: 26,
				weight: 700,
				fill: ink,
				anchor: 'middle',
			})
		})
		body += rect(cx - 18, 272 + stage.lines.length * 32 - 6, 36, 4, {
			fill: muted,
			r: 2,
			opacity: 0.5,
		})
	})
	return svgDocument(width, height, body, defs)
}
