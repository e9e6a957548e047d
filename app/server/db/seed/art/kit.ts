// Shared pieces of the UI mock-ups: the drawing context, icons, chart lines and
// stand-in photos. Coordinates are in the screen's own logical pixels.
import { circle, line, linearGradient, n, rect, tint, shade } from './svg.ts'

export interface Palette {
	primary: string
	secondary: string
	accent: string
}

/** The words one mock-up screen shows; the layout decides where they go. */
export interface ScreenSpec {
	layout: string
	/** App bar title or page heading. */
	title: string
	/** The big figure or hero line. */
	headline?: string
	/** The label under the headline. */
	caption?: string
	/** Titles of list rows or cards. */
	items?: string[]
	/** Right-hand values of those rows, prices, times. */
	values?: string[]
	/** Short labels: tabs, filters, quick actions, nav links. */
	chips?: string[]
	/** The call-to-action button's label. */
	cta?: string
}

export interface Ctx {
	palette: Palette
	/** Adds a gradient or clip path to the document's defs and returns its id. */
	def: (name: string, make: (id: string) => string) => string
	seed: number
	ink: string
	muted: string
	faint: string
	hairline: string
	surface: string
	background: string
}

export function makeCtx(
	palette: Palette,
	prefix: string,
	seed: number,
	defs: string[],
): Ctx {
	let count = 0
	return {
		palette,
		seed,
		def: (name, make) => {
			const id = `${prefix}-${name}-${++count}`
			defs.push(make(id))
			return id
		},
		ink: '#161a2e',
		muted: '#6a7090',
		faint: '#c9cedd',
		hairline: '#e5e8f1',
		surface: '#ffffff',
		background: '#f4f6fb',
	}
}

/** A stable small hash so every project gets its own but repeatable chart shapes. */
export function hash(value: string): number {
	let h = 2166136261
	for (const char of value) {
		h ^= char.charCodeAt(0)
		h = Math.imul(h, 16777619)
	}
	return h >>> 0
}

/** A deterministic sequence in [0, 1). */
export function random(seed: number): () => number {
	let state = seed || 1
	return () => {
		state = (Math.imul(state, 1664525) + 1013904223) >>> 0
		return state / 4294967296
	}
}

export function gradientFill(
	ctx: Ctx,
	from: string,
	to: string,
	vertical = false,
): string {
	const id = ctx.def('g', (gid) =>
		linearGradient(
			gid,
			[
				[0, from],
				[1, to],
			],
			vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : {},
		),
	)
	return `url(#${id})`
}

/** A smooth line chart, optionally with a soft area under it. */
export function chart(
	ctx: Ctx,
	x: number,
	y: number,
	w: number,
	h: number,
	options: {
		color?: string
		area?: boolean
		points?: number
		salt?: number
		width?: number
	} = {},
): string {
	const color = options.color ?? ctx.palette.primary
	const count = options.points ?? 8
	const next = random(ctx.seed + (options.salt ?? 0))
	const values: number[] = []
	let v = 0.35 + next() * 0.2
	for (let i = 0; i < count; i++) {
		v = Math.min(0.95, Math.max(0.1, v + (next() - 0.38) * 0.32))
		values.push(v)
	}
	const pts = values.map(
		(value, i) => [x + (w * i) / (count - 1), y + h - value * h] as const,
	)
	let d = `M${n(pts[0]![0])},${n(pts[0]![1])}`
	for (let i = 1; i < pts.length; i++) {
		const [px, py] = pts[i - 1]!
		const [cx, cy] = pts[i]!
		const mid = (px + cx) / 2
		d += ` C${n(mid)},${n(py)} ${n(mid)},${n(cy)} ${n(cx)},${n(cy)}`
	}
	let out = ''
	if (options.area !== false) {
		const fill = ctx.def('area', (id) =>
			linearGradient(
				id,
				[
					[0, color, 0.28],
					[1, color, 0],
				],
				{ x1: 0, y1: 0, x2: 0, y2: 1 },
			),
		)
		out += `<path d="${d} L${n(x + w)},${n(y + h)} L${n(x)},${n(y + h)} Z" fill="url(#${fill})"/>`
	}
	out += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${options.width ?? 3}" stroke-linecap="round"/>`
	const last = pts[pts.length - 1]!
	out += circle(last[0], last[1], 6, '#ffffff') + circle(last[0], last[1], 4, color)
	return out
}

/** Vertical bars, for weekly figures. */
export function bars(
	ctx: Ctx,
	x: number,
	y: number,
	w: number,
	h: number,
	count = 7,
	salt = 3,
): string {
	const next = random(ctx.seed + salt)
	const gap = w / count
	const barW = gap * 0.48
	let out = ''
	for (let i = 0; i < count; i++) {
		const value = 0.3 + next() * 0.65
		const bh = value * h
		const highlight = i === count - 2
		out += rect(x + i * gap + (gap - barW) / 2, y + h - bh, barW, bh, {
			fill: highlight ? ctx.palette.primary : tint(ctx.palette.primary, 0.72),
			r: Math.min(6, barW / 2),
		})
	}
	return out
}

/** A stand-in photo: a gradient with simple shapes that read as the subject. */
export function photo(
	ctx: Ctx,
	x: number,
	y: number,
	w: number,
	h: number,
	kind: string,
	salt: number,
	r = 14,
): string {
	const hues = [ctx.palette.primary, ctx.palette.secondary, ctx.palette.accent]
	const a = hues[salt % 3]!
	const b = hues[(salt + 1) % 3]!
	const fill = gradientFill(ctx, tint(a, 0.35), tint(b, 0.15))
	const clip = ctx.def(
		'clip',
		(id) => `<clipPath id="${id}">${rect(x, y, w, h, { fill: '#fff', r })}</clipPath>`,
	)
	const cx = x + w / 2
	const cy = y + h / 2
	const s = Math.min(w, h)
	let art = ''
	switch (kind) {
		case 'plate':
			art =
				circle(cx, cy + s * 0.05, s * 0.36, '#ffffff', 0.9) +
				circle(cx, cy + s * 0.05, s * 0.26, tint(ctx.palette.accent, 0.45)) +
				circle(cx - s * 0.08, cy, s * 0.09, shade(ctx.palette.accent, 0.05)) +
				circle(cx + s * 0.09, cy + s * 0.1, s * 0.07, tint(ctx.palette.primary, 0.2)) +
				circle(cx + s * 0.05, cy - s * 0.08, s * 0.05, '#7bbf6a')
			break
		case 'house': {
			const bw = w * 0.42
			const bx = cx - bw / 2
			const by = y + h * 0.45
			art =
				rect(x, y + h * 0.78, w, h * 0.22, { fill: '#8fc78a', opacity: 0.8 }) +
				`<polygon points="${n(bx - 8)},${n(by)} ${n(cx)},${n(y + h * 0.2)} ${n(bx + bw + 8)},${n(by)}" fill="${shade(ctx.palette.secondary, 0.1)}"/>` +
				rect(bx, by, bw, h * 0.34, { fill: '#ffffff' }) +
				rect(cx - bw * 0.1, by + h * 0.12, bw * 0.2, h * 0.22, {
					fill: tint(ctx.palette.primary, 0.3),
				}) +
				rect(bx + bw * 0.1, by + h * 0.07, bw * 0.2, h * 0.1, {
					fill: tint(ctx.palette.primary, 0.55),
				}) +
				rect(bx + bw * 0.7, by + h * 0.07, bw * 0.2, h * 0.1, {
					fill: tint(ctx.palette.primary, 0.55),
				})
			break
		}
		case 'product':
			art = productShape(ctx, cx, cy, s, salt)
			break
		case 'person':
			art =
				circle(cx, cy - s * 0.08, s * 0.17, '#ffffff', 0.92) +
				`<path d="M${n(cx - s * 0.32)},${n(y + h)} C${n(cx - s * 0.3)},${n(cy + s * 0.12)} ${n(cx + s * 0.3)},${n(cy + s * 0.12)} ${n(cx + s * 0.32)},${n(y + h)} Z" fill="#ffffff" fill-opacity="0.92"/>`
			break
		default:
			art =
				circle(x + w * 0.75, y + h * 0.3, s * 0.12, '#ffffff', 0.85) +
				`<polygon points="${n(x)},${n(y + h)} ${n(x + w * 0.35)},${n(y + h * 0.45)} ${n(x + w * 0.6)},${n(y + h * 0.75)} ${n(x + w * 0.78)},${n(y + h * 0.55)} ${n(x + w)},${n(y + h * 0.85)} ${n(x + w)},${n(y + h)}" fill="${shade(ctx.palette.secondary, 0.15)}" fill-opacity="0.55"/>`
	}
	return `<g clip-path="url(#${clip})">${rect(x, y, w, h, { fill })}${art}</g>`
}

/** A few simple objects, so a product grid does not repeat one shape. */
function productShape(ctx: Ctx, cx: number, cy: number, s: number, salt: number): string {
	const { primary, secondary, accent } = ctx.palette
	const dark = shade(secondary, 0.1)
	switch (salt % 4) {
		case 1: // a mug
			return (
				`<path d="M${n(cx + s * 0.14)},${n(cy - s * 0.12)} h${n(s * 0.08)} a${n(s * 0.09)},${n(s * 0.09)} 0 0 1 0,${n(s * 0.24)} h${n(-s * 0.08)}" fill="none" stroke="#ffffff" stroke-width="${n(s * 0.05)}"/>` +
				rect(cx - s * 0.2, cy - s * 0.22, s * 0.36, s * 0.44, {
					fill: '#ffffff',
					r: s * 0.06,
				}) +
				rect(cx - s * 0.2, cy - s * 0.06, s * 0.36, s * 0.08, {
					fill: accent,
					opacity: 0.85,
				}) +
				rect(cx - s * 0.28, cy + s * 0.22, s * 0.52, s * 0.04, {
					fill: dark,
					r: s * 0.02,
					opacity: 0.35,
				})
			)
		case 2: // a board or a book
			return (
				rect(cx - s * 0.3, cy - s * 0.2, s * 0.6, s * 0.4, {
					fill: '#ffffff',
					r: s * 0.05,
				}) +
				rect(cx - s * 0.3, cy - s * 0.2, s * 0.1, s * 0.4, {
					fill: primary,
					opacity: 0.85,
				}) +
				line(cx - s * 0.12, cy - s * 0.08, s * 0.32, s * 0.04, tint(dark, 0.6)) +
				line(cx - s * 0.12, cy + s * 0.02, s * 0.22, s * 0.04, tint(dark, 0.7))
			)
		case 3: // a vase with a stem
			return (
				`<path d="M${n(cx)},${n(cy - s * 0.05)} C${n(cx - s * 0.02)},${n(cy - s * 0.25)} ${n(cx + s * 0.08)},${n(cy - s * 0.32)} ${n(cx + s * 0.12)},${n(cy - s * 0.38)}" fill="none" stroke="#5e9e63" stroke-width="${n(s * 0.025)}"/>` +
				circle(cx + s * 0.12, cy - s * 0.38, s * 0.06, accent) +
				`<path d="M${n(cx - s * 0.1)},${n(cy - s * 0.06)} h${n(s * 0.2)} c${n(s * 0.12)},${n(s * 0.1)} ${n(s * 0.12)},${n(s * 0.24)} ${n(s * 0.02)},${n(s * 0.32)} h${n(-s * 0.24)} c${n(-s * 0.1)},${n(-s * 0.08)} ${n(-s * 0.1)},${n(-s * 0.22)} ${n(s * 0.02)},${n(-s * 0.32)} z" fill="#ffffff"/>`
			)
		default: // a bottle
			return (
				rect(cx - s * 0.16, cy - s * 0.3, s * 0.32, s * 0.6, {
					fill: '#ffffff',
					r: s * 0.05,
					opacity: 0.95,
				}) +
				rect(cx - s * 0.16, cy - s * 0.05, s * 0.32, s * 0.16, {
					fill: primary,
					opacity: 0.85,
				}) +
				rect(cx - s * 0.07, cy - s * 0.38, s * 0.14, s * 0.1, { fill: dark, r: 3 })
			)
	}
}

export type IconName =
	| 'home'
	| 'search'
	| 'user'
	| 'bell'
	| 'plus'
	| 'send'
	| 'receive'
	| 'grid'
	| 'chart'
	| 'calendar'
	| 'pin'
	| 'check'
	| 'chat'
	| 'lock'
	| 'box'
	| 'heart'
	| 'star'
	| 'card'

/** Line icons on a 24-unit grid, scaled to `size`. */
export function icon(
	name: IconName,
	cx: number,
	cy: number,
	size: number,
	color: string,
	width = 2,
): string {
	const paths: Record<IconName, string> = {
		home: 'M3 11 L12 4 L21 11 M6 9.5 V20 H18 V9.5 M10 20 V14 H14 V20',
		search: 'M10.5 4 A6.5 6.5 0 1 1 10.49 4 Z M15.5 15.5 L21 21',
		user: 'M12 4 A4 4 0 1 1 11.99 4 Z M4.5 21 C5 16 8 14 12 14 C16 14 19 16 19.5 21',
		bell: 'M6 17 V11 A6 6 0 0 1 18 11 V17 L20 19 H4 Z M10 21.5 H14',
		plus: 'M12 5 V19 M5 12 H19',
		send: 'M12 19 V5 M6 11 L12 5 L18 11',
		receive: 'M12 5 V19 M6 13 L12 19 L18 13',
		grid: 'M4 4 H10 V10 H4 Z M14 4 H20 V10 H14 Z M4 14 H10 V20 H4 Z M14 14 H20 V20 H14 Z',
		chart: 'M4 20 H20 M7 16 V11 M12 16 V6 M17 16 V9',
		calendar: 'M4 6 H20 V20 H4 Z M4 10 H20 M8 3 V7 M16 3 V7',
		pin: 'M12 21 C12 21 5 14.5 5 9.5 A7 7 0 0 1 19 9.5 C19 14.5 12 21 12 21 Z M12 7 A2.5 2.5 0 1 1 11.99 7 Z',
		check: 'M5 12.5 L10 17.5 L19 7',
		chat: 'M4 5 H20 V16 H10 L6 20 V16 H4 Z',
		lock: 'M6 11 H18 V20 H6 Z M8.5 11 V8 A3.5 3.5 0 0 1 15.5 8 V11',
		box: 'M4 8 L12 4 L20 8 V16 L12 20 L4 16 Z M4 8 L12 12 L20 8 M12 12 V20',
		heart:
			'M12 20 C6 15.5 3.5 12.5 3.5 9 A4.2 4.2 0 0 1 12 7 A4.2 4.2 0 0 1 20.5 9 C20.5 12.5 18 15.5 12 20 Z',
		star: 'M12 3.5 L14.6 9 L20.5 9.6 L16 13.6 L17.4 19.5 L12 16.4 L6.6 19.5 L8 13.6 L3.5 9.6 L9.4 9 Z',
		card: 'M3 6 H21 V18 H3 Z M3 10 H21 M6.5 14.5 H10',
	}
	const scale = size / 24
	return `<path d="${paths[name]}" transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(scale)})" fill="none" stroke="${color}" stroke-width="${n(width / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Picks an icon for a word in a mock-up, so rows look deliberate rather than random. */
export function iconFor(label: string, index: number): IconName {
	const lower = label.toLowerCase()
	const table: Array<[string, IconName]> = [
		['send', 'send'],
		['transfer', 'send'],
		['request', 'receive'],
		['top up', 'plus'],
		['add', 'plus'],
		['salary', 'receive'],
		['card', 'card'],
		['book', 'calendar'],
		['visit', 'calendar'],
		['appointment', 'calendar'],
		['class', 'calendar'],
		['stop', 'pin'],
		['deliver', 'box'],
		['order', 'box'],
		['stock', 'box'],
		['parcel', 'box'],
		['message', 'chat'],
		['chat', 'chat'],
		['gate', 'lock'],
		['door', 'lock'],
		['report', 'chart'],
		['favourite', 'heart'],
		['review', 'star'],
	]
	for (const [word, name] of table) if (lower.includes(word)) return name
	const fallback: IconName[] = ['grid', 'chart', 'star', 'heart', 'box', 'calendar']
	return fallback[index % fallback.length]!
}
