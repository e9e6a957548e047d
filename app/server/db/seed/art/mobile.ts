// App screens for the mobile mock-ups, drawn on a 390 × 844 canvas (a modern
// phone's logical size). A screen is a few stacked widgets chosen by its layout.
import {
	bars,
	chart,
	gradientFill,
	icon,
	iconFor,
	photo,
	type Ctx,
	type ScreenSpec,
} from './kit.ts'
import {
	circle,
	clipText,
	line,
	mix,
	n,
	onColor,
	rect,
	shade,
	text,
	textWidth,
	tint,
} from './svg.ts'

export const SCREEN_W = 390
export const SCREEN_H = 844
const PAD = 22
const INNER = SCREEN_W - PAD * 2
const TAB_TOP = 762

function statusBar(ctx: Ctx, dark: boolean): string {
	const color = dark ? '#ffffff' : ctx.ink
	return (
		text(34, 33, '9:41', { size: 16, weight: 700, fill: color }) +
		[0, 1, 2, 3]
			.map((i) => rect(292 + i * 6, 29 - i * 3, 4, 5 + i * 3, { fill: color, r: 1 }))
			.join('') +
		rect(322, 20, 26, 13, { fill: 'none', r: 4, stroke: color, strokeWidth: 1.4 }) +
		rect(324.5, 22.5, 19, 8, { fill: color, r: 2 }) +
		rect(349.5, 24, 2, 5, { fill: color, r: 1 })
	)
}

function appBar(ctx: Ctx, title: string, subtitle?: string): string {
	const { primary } = ctx.palette
	let out = ''
	if (subtitle) out += text(PAD, 84, subtitle, { size: 14, fill: ctx.muted })
	out += text(PAD, subtitle ? 112 : 100, title, { size: 26, weight: 700, fill: ctx.ink })
	out += circle(346, 92, 21, tint(primary, 0.82))
	out += icon('user', 346, 92, 20, shade(primary, 0.1))
	return out
}

function tabBar(ctx: Ctx, active = 0): string {
	const names = ['home', 'search', 'chart', 'user'] as const
	let out = rect(0, TAB_TOP, SCREEN_W, SCREEN_H - TAB_TOP, { fill: ctx.surface })
	out += rect(0, TAB_TOP, SCREEN_W, 1, { fill: ctx.hairline })
	names.forEach((name, i) => {
		const cx = 55 + i * 93
		const on = i === active
		if (on)
			out += rect(cx - 26, TAB_TOP + 12, 52, 34, {
				fill: tint(ctx.palette.primary, 0.85),
				r: 17,
			})
		out += icon(name, cx, TAB_TOP + 29, 22, on ? ctx.palette.primary : ctx.muted)
	})
	out += rect(128, SCREEN_H - 14, 134, 5, { fill: ctx.ink, r: 2.5 })
	return out
}

function sectionTitle(ctx: Ctx, y: number, title: string, link = 'See all'): string {
	return (
		text(PAD, y, title, { size: 17, weight: 700, fill: ctx.ink }) +
		text(SCREEN_W - PAD, y, link, {
			size: 13,
			weight: 600,
			fill: ctx.palette.primary,
			anchor: 'end',
		})
	)
}

function heroCard(ctx: Ctx, y: number, spec: ScreenSpec, h = 176): string {
	const { primary, secondary } = ctx.palette
	const fill = gradientFill(ctx, primary, secondary)
	let out = rect(PAD, y, INNER, h, { fill, r: 24 })
	out += circle(PAD + INNER - 30, y + 22, 70, '#ffffff', 0.1)
	out += circle(PAD + INNER - 90, y + h - 8, 46, '#ffffff', 0.07)
	out += text(PAD + 22, y + 38, spec.caption ?? '', {
		size: 14,
		fill: '#ffffff',
		opacity: 0.82,
	})
	out += text(PAD + 22, y + 86, spec.headline ?? '', {
		size: 36,
		weight: 700,
		fill: '#ffffff',
	})
	out += line(PAD + 22, y + h - 44, 110, 8, '#ffffff', 0.5)
	out += line(PAD + 22, y + h - 28, 70, 8, '#ffffff', 0.3)
	out += rect(PAD + INNER - 86, y + h - 52, 64, 30, {
		fill: '#ffffff',
		r: 15,
		opacity: 0.22,
	})
	out += icon('chart', PAD + INNER - 54, y + h - 37, 16, '#ffffff')
	return out
}

function quickActions(ctx: Ctx, y: number, labels: string[]): string {
	const count = 4
	const gap = INNER / count
	let out = ''
	for (let i = 0; i < count; i++) {
		const label = labels[i] ?? ['Send', 'Request', 'Top up', 'More'][i]!
		const cx = PAD + gap * i + gap / 2
		out += rect(cx - 29, y, 58, 58, {
			fill: i === 0 ? ctx.palette.primary : tint(ctx.palette.primary, 0.86),
			r: 18,
		})
		out += icon(
			i === 3 ? 'grid' : iconFor(label, i),
			cx,
			y + 29,
			24,
			i === 0 ? onColor(ctx.palette.primary) : shade(ctx.palette.primary, 0.15),
		)
		out += text(cx, y + 80, label, {
			size: 13,
			fill: ctx.ink,
			anchor: 'middle',
			weight: 500,
		})
	}
	return out
}

function chartCard(
	ctx: Ctx,
	y: number,
	title: string,
	value: string,
	h = 150,
	kind: 'line' | 'bars' = 'line',
): string {
	let out = rect(PAD, y, INNER, h, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
	out += text(PAD + 18, y + 32, title, { size: 15, weight: 700, fill: ctx.ink })
	out += text(PAD + INNER - 18, y + 32, value, {
		size: 15,
		weight: 700,
		fill: ctx.palette.primary,
		anchor: 'end',
	})
	out +=
		kind === 'line'
			? chart(ctx, PAD + 18, y + 50, INNER - 36, h - 70)
			: bars(ctx, PAD + 12, y + 48, INNER - 24, h - 62)
	return out
}

function listRows(
	ctx: Ctx,
	y: number,
	items: string[],
	values: string[],
	bottom: number,
	options: { rowH?: number; card?: boolean } = {},
): string {
	const rowH = options.rowH ?? 62
	let out = ''
	let cursor = y
	for (let i = 0; i < items.length && cursor + rowH <= bottom; i++) {
		const item = items[i]!
		if (options.card !== false)
			out += rect(PAD, cursor, INNER, rowH - 8, {
				fill: ctx.surface,
				r: 16,
				stroke: ctx.hairline,
			})
		const cy = cursor + (rowH - 8) / 2
		const hue = [ctx.palette.primary, ctx.palette.accent, ctx.palette.secondary][i % 3]!
		out += circle(PAD + 32, cy, 20, tint(hue, 0.82))
		out += icon(iconFor(item, i), PAD + 32, cy, 18, shade(hue, 0.1))
		const value = values[i]
		const room = INNER - 64 - 16 - (value ? textWidth(value, 15, true) + 12 : 0)
		out += text(PAD + 64, cy - 3, clipText(item, room, 15, true), {
			size: 15,
			weight: 600,
			fill: ctx.ink,
		})
		out += line(PAD + 64, cy + 8, 70 + ((i * 37) % 50), 7, ctx.faint)
		if (value) {
			const negative = value.startsWith('-')
			out += text(PAD + INNER - 16, cy + 5, value, {
				size: 15,
				weight: 700,
				fill: negative ? ctx.ink : mix(ctx.palette.primary, '#1a7f4b', 0.35),
				anchor: 'end',
			})
		}
		cursor += rowH
	}
	return out
}

function searchBar(ctx: Ctx, y: number, placeholder: string): string {
	return (
		rect(PAD, y, INNER, 50, { fill: ctx.surface, r: 25, stroke: ctx.hairline }) +
		icon('search', PAD + 28, y + 25, 20, ctx.muted) +
		text(PAD + 50, y + 31, placeholder, { size: 15, fill: ctx.muted })
	)
}

function chips(ctx: Ctx, y: number, labels: string[], active = 0): string {
	let out = ''
	let x = PAD
	labels.forEach((label, i) => {
		const w = textWidth(label, 13, true) + 30
		if (x + w > SCREEN_W) return
		const on = i === active
		out += rect(x, y, w, 36, {
			fill: on ? ctx.palette.primary : ctx.surface,
			r: 18,
			stroke: on ? undefined : ctx.hairline,
		})
		out += text(x + w / 2, y + 23, label, {
			size: 13,
			weight: 600,
			fill: on ? onColor(ctx.palette.primary) : ctx.ink,
			anchor: 'middle',
		})
		x += w + 8
	})
	return out
}

function cardGrid(
	ctx: Ctx,
	y: number,
	items: string[],
	values: string[],
	kind: string,
	bottom: number,
): string {
	const gap = 14
	const w = (INNER - gap) / 2
	const h = 206
	let out = ''
	items.slice(0, 4).forEach((item, i) => {
		const x = PAD + (i % 2) * (w + gap)
		const top = y + Math.floor(i / 2) * (h + gap)
		if (top + 120 > bottom) return
		out += rect(x, top, w, h, { fill: ctx.surface, r: 18, stroke: ctx.hairline })
		out += photo(ctx, x + 8, top + 8, w - 16, 118, kind, i)
		out += circle(x + w - 26, top + 26, 13, '#ffffff', 0.92)
		out += icon(
			'heart',
			x + w - 26,
			top + 26,
			14,
			i === 0 ? ctx.palette.accent : ctx.muted,
		)
		out += text(x + 14, top + 152, clipText(item, w - 28, 14, true), {
			size: 14,
			weight: 700,
			fill: ctx.ink,
		})
		out += line(x + 14, top + 164, w * 0.5, 7, ctx.faint)
		if (values[i])
			out += text(x + 14, top + 194, values[i]!, {
				size: 15,
				weight: 700,
				fill: ctx.palette.primary,
			})
		out += circle(x + w - 26, top + 188, 14, ctx.palette.primary)
		out += icon('plus', x + w - 26, top + 188, 14, onColor(ctx.palette.primary))
	})
	return out
}

function statTiles(ctx: Ctx, y: number, labels: string[], values: string[]): string {
	const gap = 10
	const w = (INNER - gap * 2) / 3
	let out = ''
	for (let i = 0; i < 3; i++) {
		const x = PAD + i * (w + gap)
		const hue = [ctx.palette.primary, ctx.palette.accent, ctx.palette.secondary][i]!
		out += rect(x, y, w, 96, { fill: tint(hue, 0.88), r: 18 })
		out += text(x + 14, y + 52, values[i] ?? '', {
			size: 20,
			weight: 700,
			fill: shade(hue, 0.25),
		})
		out += text(x + 14, y + 76, labels[i] ?? '', { size: 12, fill: ctx.muted })
	}
	return out
}

function ctaButton(ctx: Ctx, y: number, label: string): string {
	const { primary } = ctx.palette
	return (
		rect(PAD, y, INNER, 56, { fill: primary, r: 18 }) +
		text(SCREEN_W / 2, y + 35, label, {
			size: 17,
			weight: 700,
			fill: onColor(primary),
			anchor: 'middle',
		})
	)
}

function mapView(ctx: Ctx, y: number, h: number): string {
	const { primary, accent } = ctx.palette
	const clip = ctx.def(
		'map',
		(id) =>
			`<clipPath id="${id}">${rect(0, y, SCREEN_W, h, { fill: '#fff' })}</clipPath>`,
	)
	let out = `<g clip-path="url(#${clip})">` + rect(0, y, SCREEN_W, h, { fill: '#e9eef3' })
	out += rect(230, y + 40, 190, 150, { fill: '#d5ecd4', r: 30 })
	out += rect(-30, y + h - 150, 160, 120, { fill: '#cfe3f3', r: 40 })
	for (let i = 0; i < 7; i++)
		out += rect(-20, y + 30 + i * 78, 440, 12, { fill: '#ffffff' })
	for (let i = 0; i < 5; i++)
		out += rect(30 + i * 92, y - 10, 12, h + 20, { fill: '#ffffff' })
	out += `<path d="M${n(70)},${n(y + h - 70)} L${n(70)},${n(y + 270)} L${n(220)},${n(y + 270)} L${n(220)},${n(y + 120)} L${n(320)},${n(y + 120)}" fill="none" stroke="${primary}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
	out += circle(70, y + h - 70, 13, '#ffffff') + circle(70, y + h - 70, 8, primary)
	out += circle(320, y + 120, 22, accent, 0.25) + circle(320, y + 120, 12, accent)
	out += circle(220, y + 200, 9, '#ffffff') + circle(220, y + 200, 5, shade(primary, 0.2))
	out += '</g>'
	return out
}

function bottomSheet(ctx: Ctx, y: number, spec: ScreenSpec): string {
	let out = rect(0, y, SCREEN_W, TAB_TOP - y + 30, { fill: ctx.surface, r: 28 })
	out += rect(175, y + 10, 40, 5, { fill: ctx.faint, r: 2.5 })
	out += text(PAD, y + 50, spec.headline ?? '', { size: 22, weight: 700, fill: ctx.ink })
	out += text(PAD, y + 74, spec.caption ?? '', { size: 14, fill: ctx.muted })
	out += listRows(ctx, y + 92, spec.items ?? [], spec.values ?? [], TAB_TOP - 76, {
		rowH: 60,
		card: false,
	})
	out += ctaButton(ctx, TAB_TOP - 70, spec.cta ?? 'Continue')
	return out
}

function chatView(ctx: Ctx, y: number, spec: ScreenSpec): string {
	const messages = spec.items ?? []
	let out = ''
	let cursor = y
	messages.forEach((message, i) => {
		const mine = i % 2 === 1
		const lines = wrap(message, 26)
		const h = 20 + lines.length * 21
		const w = Math.min(280, Math.max(...lines.map((l) => l.length)) * 8.4 + 32)
		if (cursor + h > TAB_TOP - 80) return
		const x = mine ? SCREEN_W - PAD - w : PAD + 40
		if (!mine)
			out += circle(PAD + 16, cursor + h - 16, 16, tint(ctx.palette.secondary, 0.75))
		out += rect(x, cursor, w, h, {
			fill: mine ? ctx.palette.primary : ctx.surface,
			r: 18,
			stroke: mine ? undefined : ctx.hairline,
		})
		lines.forEach((l, j) => {
			out += text(x + 16, cursor + 27 + j * 21, l, {
				size: 14,
				fill: mine ? onColor(ctx.palette.primary) : ctx.ink,
			})
		})
		if (spec.values?.[i])
			out += text(mine ? x + w : x, cursor + h + 16, spec.values[i]!, {
				size: 11,
				fill: ctx.muted,
				anchor: mine ? 'end' : 'start',
			})
		cursor += h + 30
	})
	const barY = TAB_TOP - 66
	out += rect(PAD, barY, INNER - 62, 50, {
		fill: ctx.surface,
		r: 25,
		stroke: ctx.hairline,
	})
	out += text(PAD + 20, barY + 31, spec.cta ?? 'Write a message…', {
		size: 14,
		fill: ctx.muted,
	})
	out += circle(SCREEN_W - PAD - 25, barY + 25, 25, ctx.palette.primary)
	out += icon('send', SCREEN_W - PAD - 25, barY + 25, 20, onColor(ctx.palette.primary))
	return out
}

function weekStrip(ctx: Ctx, y: number): string {
	const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
	const w = INNER / 7
	let out = ''
	days.forEach((day, i) => {
		const x = PAD + i * w
		const on = i === 2
		if (on) out += rect(x + 3, y, w - 6, 70, { fill: ctx.palette.primary, r: 16 })
		out += text(x + w / 2, y + 26, day, {
			size: 12,
			fill: on ? '#ffffff' : ctx.muted,
			anchor: 'middle',
		})
		out += text(x + w / 2, y + 52, String(12 + i), {
			size: 18,
			weight: 700,
			fill: on ? '#ffffff' : ctx.ink,
			anchor: 'middle',
		})
	})
	return out
}

function slotCards(
	ctx: Ctx,
	y: number,
	items: string[],
	values: string[],
	bottom: number,
): string {
	let out = ''
	let cursor = y
	items.forEach((item, i) => {
		if (cursor + 84 > bottom) return
		const hue = [ctx.palette.primary, ctx.palette.accent, ctx.palette.secondary][i % 3]!
		out += text(PAD, cursor + 22, values[i] ?? '', {
			size: 13,
			weight: 600,
			fill: ctx.muted,
		})
		out += rect(PAD + 62, cursor, INNER - 62, 74, { fill: tint(hue, 0.88), r: 16 })
		out += rect(PAD + 62, cursor, 6, 74, { fill: hue, r: 3 })
		out += text(PAD + 82, cursor + 30, item, {
			size: 15,
			weight: 700,
			fill: shade(hue, 0.35),
		})
		out += line(PAD + 82, cursor + 44, 120, 7, tint(hue, 0.55))
		out += circle(PAD + INNER - 30, cursor + 37, 15, tint(hue, 0.6))
		out += circle(PAD + INNER - 50, cursor + 37, 15, tint(hue, 0.4))
		cursor += 90
	})
	return out
}

function controlDial(ctx: Ctx, y: number, spec: ScreenSpec): string {
	const { primary, secondary } = ctx.palette
	const cx = SCREEN_W / 2
	const cy = y + 140
	const fill = gradientFill(ctx, primary, secondary)
	let out = circle(cx, cy, 128, tint(primary, 0.9))
	out += circle(cx, cy, 104, tint(primary, 0.78))
	out += circle(cx, cy, 80, fill)
	out += icon('lock', cx, cy - 8, 46, '#ffffff', 3)
	out += text(cx, cy + 40, spec.cta ?? 'Open', {
		size: 14,
		weight: 700,
		fill: '#ffffff',
		anchor: 'middle',
	})
	out += text(cx, y + 312, spec.headline ?? '', {
		size: 20,
		weight: 700,
		fill: ctx.ink,
		anchor: 'middle',
	})
	out += text(cx, y + 338, spec.caption ?? '', {
		size: 14,
		fill: ctx.muted,
		anchor: 'middle',
	})
	return out
}

function progressRows(
	ctx: Ctx,
	y: number,
	items: string[],
	values: string[],
	bottom: number,
): string {
	let out = ''
	let cursor = y
	items.forEach((item, i) => {
		if (cursor + 86 > bottom) return
		const hue = [ctx.palette.primary, ctx.palette.accent, ctx.palette.secondary][i % 3]!
		const pct = Number.parseInt(values[i] ?? '50', 10) / 100
		out += rect(PAD, cursor, INNER, 78, {
			fill: ctx.surface,
			r: 18,
			stroke: ctx.hairline,
		})
		out += rect(PAD + 14, cursor + 14, 50, 50, { fill: tint(hue, 0.82), r: 14 })
		out += icon(iconFor(item, i + 2), PAD + 39, cursor + 39, 22, shade(hue, 0.15))
		out += text(PAD + 78, cursor + 34, item, { size: 15, weight: 700, fill: ctx.ink })
		out += rect(PAD + 78, cursor + 48, INNER - 150, 8, { fill: ctx.hairline, r: 4 })
		out += rect(PAD + 78, cursor + 48, (INNER - 150) * pct, 8, { fill: hue, r: 4 })
		out += text(PAD + INNER - 16, cursor + 57, values[i] ?? '', {
			size: 13,
			weight: 700,
			fill: ctx.ink,
			anchor: 'end',
		})
		cursor += 88
	})
	return out
}

function detailHero(ctx: Ctx, y: number, spec: ScreenSpec, kind: string): string {
	let out = photo(ctx, PAD, y, INNER, 200, kind, 1, 22)
	out += rect(PAD + 14, y + 14, 82, 28, { fill: '#ffffff', r: 14, opacity: 0.9 })
	out += icon('star', PAD + 32, y + 28, 14, ctx.palette.accent)
	out += text(PAD + 46, y + 33, spec.values?.[3] ?? '4.9', {
		size: 13,
		weight: 700,
		fill: ctx.ink,
	})
	out += text(PAD, y + 238, spec.headline ?? '', { size: 22, weight: 700, fill: ctx.ink })
	out += text(PAD, y + 262, spec.caption ?? '', { size: 14, fill: ctx.muted })
	return out
}

export function wrap(value: string, width: number): string[] {
	const words = value.split(/\s+/)
	const lines: string[] = []
	let current = ''
	for (const word of words) {
		if (current && (current + ' ' + word).length > width) {
			lines.push(current)
			current = word
		} else current = current ? `${current} ${word}` : word
	}
	if (current) lines.push(current)
	return lines
}

/** Draws one app screen; returns SVG content for a 390 × 844 view box. */
export function mobileScreen(
	ctx: Ctx,
	spec: ScreenSpec,
	photoKind = 'landscape',
): string {
	const items = spec.items ?? []
	const values = spec.values ?? []
	const labels = spec.chips ?? []
	let body = ''
	let header = true
	let darkStatus = false
	switch (spec.layout) {
		case 'dashboard':
			body = heroCard(ctx, 138, spec) + quickActions(ctx, 334, labels)
			body += chartCard(
				ctx,
				442,
				labels[4] ?? 'This week',
				values[items.length] ?? '',
				132,
				'bars',
			)
			body += sectionTitle(ctx, 604, 'Recent activity')
			body += listRows(ctx, 620, items, values, TAB_TOP)
			break
		case 'list':
			body = searchBar(ctx, 132, spec.caption ?? 'Search') + chips(ctx, 198, labels)
			body += cardGrid(ctx, 250, items, values, photoKind, TAB_TOP)
			break
		case 'detail':
			body = detailHero(ctx, 132, spec, photoKind)
			body += statTiles(ctx, 418, labels, values)
			body +=
				line(PAD, 540, INNER, 8, ctx.faint) +
				line(PAD, 558, INNER - 40, 8, ctx.faint) +
				line(PAD, 576, INNER - 110, 8, ctx.faint)
			body += sectionTitle(ctx, 618, items[0] ?? 'Details', '')
			body += line(PAD, 634, INNER - 70, 8, ctx.faint)
			body += ctaButton(ctx, TAB_TOP - 80, spec.cta ?? 'Continue')
			break
		case 'map':
			header = false
			body = mapView(ctx, 0, 470) + bottomSheet(ctx, 440, spec)
			body += rect(PAD, 60, INNER, 52, { fill: ctx.surface, r: 18 })
			body += icon('search', PAD + 26, 86, 20, ctx.muted)
			body += text(PAD + 48, 92, spec.title, { size: 15, weight: 600, fill: ctx.ink })
			break
		case 'chat':
			body = chatView(ctx, 140, spec)
			break
		case 'calendar':
			body = weekStrip(ctx, 134) + sectionTitle(ctx, 240, spec.caption ?? 'Today', '')
			body += slotCards(ctx, 262, items, values, TAB_TOP - 84)
			body += ctaButton(ctx, TAB_TOP - 76, spec.cta ?? 'Book')
			break
		case 'control':
			body = controlDial(ctx, 130, spec) + sectionTitle(ctx, 506, 'Recent activity')
			body += listRows(ctx, 522, items, values, TAB_TOP)
			break
		case 'progress':
			body =
				heroCard(ctx, 138, spec, 150) + sectionTitle(ctx, 324, labels[0] ?? 'In progress')
			body += progressRows(ctx, 342, items, values, TAB_TOP)
			break
		case 'splash': {
			header = false
			darkStatus = true
			const fill = gradientFill(ctx, ctx.palette.secondary, ctx.palette.primary, true)
			body = rect(0, 0, SCREEN_W, SCREEN_H, { fill })
			body +=
				circle(330, 140, 150, '#ffffff', 0.06) + circle(40, 620, 120, '#ffffff', 0.05)
			body += rect(SCREEN_W / 2 - 52, 250, 104, 104, { fill: '#ffffff', r: 30 })
			body += text(SCREEN_W / 2, 322, spec.headline ?? spec.title.slice(0, 1), {
				size: 54,
				weight: 700,
				fill: ctx.palette.primary,
				anchor: 'middle',
			})
			body += text(SCREEN_W / 2, 410, spec.title, {
				size: 30,
				weight: 700,
				fill: '#ffffff',
				anchor: 'middle',
			})
			wrap(spec.caption ?? '', 30).forEach((l, i) => {
				body += text(SCREEN_W / 2, 448 + i * 24, l, {
					size: 16,
					fill: '#ffffff',
					opacity: 0.8,
					anchor: 'middle',
				})
			})
			body += rect(PAD, 680, INNER, 56, { fill: '#ffffff', r: 18 })
			body += text(SCREEN_W / 2, 715, spec.cta ?? 'Get started', {
				size: 17,
				weight: 700,
				fill: ctx.palette.secondary,
				anchor: 'middle',
			})
			body += text(SCREEN_W / 2, 776, 'I already have an account', {
				size: 14,
				fill: '#ffffff',
				opacity: 0.85,
				anchor: 'middle',
			})
			body += rect(128, SCREEN_H - 14, 134, 5, { fill: '#ffffff', r: 2.5 })
			return (
				rect(0, 0, SCREEN_W, SCREEN_H, { fill: ctx.background }) +
				body +
				statusBar(ctx, darkStatus)
			)
		}
		default:
			body = listRows(ctx, 140, items, values, TAB_TOP)
	}
	return (
		rect(0, 0, SCREEN_W, SCREEN_H, { fill: ctx.background }) +
		(header
			? appBar(ctx, spec.title, spec.layout === 'dashboard' ? spec.chips?.[5] : undefined)
			: '') +
		body +
		tabBar(ctx, spec.layout === 'dashboard' || spec.layout === 'map' ? 0 : 1) +
		statusBar(ctx, darkStatus)
	)
}
