// Web pages for the website mock-ups, drawn on a 1280 × 800 viewport.
import {
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
	n,
	onColor,
	rect,
	shade,
	text,
	textWidth,
	tint,
} from './svg.ts'

export const VIEW_W = 1280
export const VIEW_H = 800

function logo(ctx: Ctx, x: number, y: number, name: string, light = false): string {
	const { primary, secondary } = ctx.palette
	return (
		rect(x, y, 34, 34, {
			fill: light ? '#ffffff' : gradientFill(ctx, primary, secondary),
			r: 10,
		}) +
		text(x + 17, y + 24, name.slice(0, 1), {
			size: 19,
			weight: 700,
			fill: light ? primary : '#ffffff',
			anchor: 'middle',
		}) +
		text(x + 46, y + 24, name, {
			size: 19,
			weight: 700,
			fill: light ? '#ffffff' : ctx.ink,
		})
	)
}

function nav(
	ctx: Ctx,
	brand: string,
	links: string[],
	cta: string,
	dark = false,
): string {
	let out = dark
		? ''
		: rect(0, 0, VIEW_W, 76, { fill: ctx.surface }) +
			rect(0, 76, VIEW_W, 1, { fill: ctx.hairline })
	out += logo(ctx, 56, 21, brand, dark)
	let x = 470
	links.slice(0, 4).forEach((link, i) => {
		out += text(x, 44, link, {
			size: 15,
			weight: i === 0 ? 700 : 500,
			fill: dark ? '#ffffff' : i === 0 ? ctx.ink : ctx.muted,
			opacity: dark && i > 0 ? 0.8 : undefined,
		})
		x += textWidth(link, 15, i === 0) + 40
	})
	const w = textWidth(cta, 15, true) + 44
	out += rect(VIEW_W - 56 - w, 18, w, 42, {
		fill: dark ? '#ffffff' : ctx.palette.primary,
		r: 21,
	})
	out += text(VIEW_W - 56 - w / 2, 44, cta, {
		size: 15,
		weight: 700,
		fill: dark ? ctx.palette.secondary : onColor(ctx.palette.primary),
		anchor: 'middle',
	})
	return out
}

function buttonWidth(label: string): number {
	return textWidth(label, 16, true) + 52
}

function button(ctx: Ctx, x: number, y: number, label: string, primary = true): string {
	const w = buttonWidth(label)
	return (
		rect(x, y, w, 52, {
			fill: primary ? ctx.palette.primary : ctx.surface,
			r: 26,
			stroke: primary ? undefined : ctx.hairline,
			strokeWidth: 1.5,
		}) +
		text(x + w / 2, y + 32, label, {
			size: 16,
			weight: 700,
			fill: primary ? onColor(ctx.palette.primary) : ctx.ink,
			anchor: 'middle',
		})
	)
}

function headline(
	ctx: Ctx,
	x: number,
	y: number,
	value: string,
	size: number,
	maxChars: number,
	fill = ctx.ink,
): { svg: string; bottom: number } {
	const words = value.split(' ')
	const lines: string[] = []
	let current = ''
	for (const word of words) {
		if (current && (current + ' ' + word).length > maxChars) {
			lines.push(current)
			current = word
		} else current = current ? `${current} ${word}` : word
	}
	if (current) lines.push(current)
	const svg = lines
		.map((l, i) => text(x, y + i * size * 1.15, l, { size, weight: 700, fill }))
		.join('')
	return { svg, bottom: y + (lines.length - 1) * size * 1.15 }
}

function statCard(
	ctx: Ctx,
	x: number,
	y: number,
	w: number,
	label: string,
	value: string,
	hue: string,
): string {
	return (
		rect(x, y, w, 112, { fill: ctx.surface, r: 18, stroke: ctx.hairline }) +
		rect(x + 20, y + 20, 40, 40, { fill: tint(hue, 0.85), r: 12 }) +
		icon(iconFor(label, 1), x + 40, y + 40, 20, shade(hue, 0.15)) +
		text(x + 20, y + 92, value, { size: 24, weight: 700, fill: ctx.ink }) +
		text(x + w - 20, y + 45, label, { size: 13, fill: ctx.muted, anchor: 'end' })
	)
}

function landing(ctx: Ctx, spec: ScreenSpec, brand: string, kind: string): string {
	const { primary, secondary, accent } = ctx.palette
	let out = rect(0, 0, VIEW_W, VIEW_H, { fill: ctx.surface })
	out += rect(0, 77, VIEW_W, 520, { fill: tint(primary, 0.93) })
	out += nav(
		ctx,
		brand,
		spec.chips ?? ['Home', 'About', 'Services', 'Contact'],
		spec.cta ?? 'Get started',
	)
	out += rect(72, 134, 170, 32, { fill: tint(accent, 0.75), r: 16 })
	out += text(157, 155, spec.caption ?? 'New', {
		size: 13,
		weight: 700,
		fill: shade(accent, 0.5),
		anchor: 'middle',
	})
	const h = headline(ctx, 72, 226, spec.headline ?? spec.title, 50, 20)
	out += h.svg
	out +=
		line(72, h.bottom + 42, 440, 10, ctx.faint) +
		line(72, h.bottom + 64, 400, 10, ctx.faint) +
		line(72, h.bottom + 86, 300, 10, ctx.faint)
	out +=
		button(ctx, 72, h.bottom + 122, spec.cta ?? 'Get started') +
		button(
			ctx,
			72 + buttonWidth(spec.cta ?? 'Get started') + 18,
			h.bottom + 122,
			spec.values?.[0] ?? 'Learn more',
			false,
		)
	// Art on the right: a big photo with two floating UI cards.
	out += photo(ctx, 700, 120, 500, 420, kind, 0, 28)
	out += rect(640, 420, 230, 140, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
	out += text(662, 454, spec.items?.[0] ?? 'This month', { size: 14, fill: ctx.muted })
	out += text(662, 490, spec.values?.[1] ?? '+24%', {
		size: 28,
		weight: 700,
		fill: ctx.ink,
	})
	out += chart(ctx, 662, 504, 186, 40, { area: false, points: 6 })
	out += rect(1060, 92, 190, 70, { fill: ctx.surface, r: 18, stroke: ctx.hairline })
	out +=
		circle(1092, 127, 18, tint(secondary, 0.75)) +
		icon('check', 1092, 127, 18, shade(secondary, 0.1), 2.5)
	out += text(1120, 122, spec.items?.[1] ?? 'Confirmed', {
		size: 14,
		weight: 700,
		fill: ctx.ink,
	})
	out += line(1120, 134, 90, 7, ctx.faint)
	// Feature row, cut off by the fold as a real page would be.
	const features = spec.items?.slice(2) ?? []
	for (let i = 0; i < 3; i++) {
		const x = 72 + i * 384
		out += rect(x, 640, 360, 200, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
		const hue = [primary, accent, secondary][i]!
		out += rect(x + 26, 666, 52, 52, { fill: tint(hue, 0.82), r: 14 })
		out += icon(iconFor(features[i] ?? '', i), x + 52, 692, 26, shade(hue, 0.15))
		out += text(x + 96, 690, clipText(features[i] ?? '', 240, 18, true), {
			size: 18,
			weight: 700,
			fill: ctx.ink,
		})
		out += line(x + 96, 706, 180, 8, ctx.faint)
		out += line(x + 26, 746, 300, 8, ctx.faint) + line(x + 26, 764, 260, 8, ctx.faint)
	}
	return out
}

function dashboard(ctx: Ctx, spec: ScreenSpec, brand: string): string {
	const { primary, secondary, accent } = ctx.palette
	const side = 248
	let out = rect(0, 0, VIEW_W, VIEW_H, { fill: ctx.background })
	out += rect(0, 0, side, VIEW_H, { fill: shade(secondary, 0.25) })
	out += logo(ctx, 28, 28, brand, true)
	const links = spec.chips ?? ['Overview', 'Orders', 'Customers', 'Reports', 'Settings']
	const icons = ['home', 'box', 'user', 'chart', 'grid', 'calendar'] as const
	links.slice(0, 6).forEach((link, i) => {
		const y = 108 + i * 52
		if (i === 0)
			out += rect(16, y - 26, side - 32, 44, { fill: '#ffffff', r: 12, opacity: 0.12 })
		out += icon(icons[i]!, 46, y - 4, 20, '#ffffff', 2)
		out += text(70, y + 1, link, {
			size: 15,
			weight: i === 0 ? 700 : 500,
			fill: '#ffffff',
			opacity: i === 0 ? 1 : 0.72,
		})
	})
	out += rect(16, VIEW_H - 120, side - 32, 96, { fill: primary, r: 16, opacity: 0.9 })
	out += text(34, VIEW_H - 84, 'Upgrade plan', {
		size: 15,
		weight: 700,
		fill: onColor(primary),
	})
	out += line(34, VIEW_H - 66, 140, 7, '#ffffff', 0.5)
	const left = side + 36
	const right = VIEW_W - 36
	out += text(left, 64, spec.title, { size: 28, weight: 700, fill: ctx.ink })
	out += text(left, 92, spec.caption ?? '', { size: 14, fill: ctx.muted })
	out += rect(right - 360, 36, 260, 44, {
		fill: ctx.surface,
		r: 22,
		stroke: ctx.hairline,
	})
	out +=
		icon('search', right - 334, 58, 18, ctx.muted) +
		text(right - 314, 63, 'Search', { size: 14, fill: ctx.muted })
	out +=
		circle(right - 60, 58, 20, ctx.surface) + icon('bell', right - 60, 58, 18, ctx.ink)
	out +=
		circle(right - 18, 58, 20, tint(accent, 0.6)) +
		icon('user', right - 18, 58, 18, shade(accent, 0.45))
	const labels = spec.items ?? []
	const values = spec.values ?? []
	const cardW = (right - left - 3 * 20) / 4
	for (let i = 0; i < 4; i++) {
		out += statCard(
			ctx,
			left + i * (cardW + 20),
			120,
			cardW,
			labels[i] ?? '',
			values[i] ?? '',
			[primary, accent, secondary, primary][i]!,
		)
	}
	const chartW = (right - left) * 0.64
	out += rect(left, 256, chartW, 300, { fill: ctx.surface, r: 18, stroke: ctx.hairline })
	out += text(left + 24, 292, spec.headline ?? 'Performance', {
		size: 17,
		weight: 700,
		fill: ctx.ink,
	})
	;['Week', 'Month', 'Year'].forEach((p, i) => {
		const x = left + chartW - 220 + i * 68
		if (i === 1) out += rect(x - 8, 272, 64, 30, { fill: tint(primary, 0.85), r: 15 })
		out += text(x + 24, 292, p, {
			size: 13,
			weight: 600,
			fill: i === 1 ? shade(primary, 0.2) : ctx.muted,
			anchor: 'middle',
		})
	})
	for (let i = 0; i < 4; i++)
		out += rect(left + 24, 340 + i * 52, chartW - 48, 1, { fill: ctx.hairline })
	out += chart(ctx, left + 24, 330, chartW - 48, 200, { points: 10 })
	out += chart(ctx, left + 24, 360, chartW - 48, 170, {
		points: 10,
		area: false,
		color: accent,
		salt: 7,
		width: 2.5,
	})
	const sideX = left + chartW + 20
	const sideW = right - sideX
	out += rect(sideX, 256, sideW, 300, { fill: ctx.surface, r: 18, stroke: ctx.hairline })
	out += text(sideX + 24, 292, labels[4] ?? 'Breakdown', {
		size: 17,
		weight: 700,
		fill: ctx.ink,
	})
	const cx = sideX + sideW / 2
	const segments: Array<[string, number]> = [
		[primary, 0.46],
		[accent, 0.3],
		[secondary, 0.24],
	]
	let start = -Math.PI / 2
	for (const [color, share] of segments) {
		const end = start + share * Math.PI * 2 - 0.06
		const r = 78
		const x1 = cx + r * Math.cos(start)
		const y1 = 410 + r * Math.sin(start)
		const x2 = cx + r * Math.cos(end)
		const y2 = 410 + r * Math.sin(end)
		out += `<path d="M${n(x1)},${n(y1)} A${r},${r} 0 ${share > 0.5 ? 1 : 0} 1 ${n(x2)},${n(y2)}" fill="none" stroke="${color}" stroke-width="22" stroke-linecap="round"/>`
		start = end + 0.06
	}
	out += text(cx, 418, values[4] ?? '', {
		size: 22,
		weight: 700,
		fill: ctx.ink,
		anchor: 'middle',
	})
	out += rect(left, 576, right - left, 260, {
		fill: ctx.surface,
		r: 18,
		stroke: ctx.hairline,
	})
	out += text(left + 24, 612, labels[5] ?? 'Latest', {
		size: 17,
		weight: 700,
		fill: ctx.ink,
	})
	const rows = labels.slice(6)
	rows.slice(0, 3).forEach((row, i) => {
		const y = 640 + i * 52
		out += rect(left + 24, y, right - left - 48, 1, { fill: ctx.hairline })
		out += circle(left + 44, y + 27, 14, tint([primary, accent, secondary][i]!, 0.78))
		out += text(left + 70, y + 32, row, { size: 14, weight: 600, fill: ctx.ink })
		out += line(left + 380, y + 23, 120, 8, ctx.faint)
		out += line(left + 620, y + 23, 90, 8, ctx.faint)
		const status = i === 1 ? ['Pending', accent] : ['Done', '#2f9e6b']
		out += rect(right - 160, y + 12, 90, 28, { fill: tint(status[1]!, 0.82), r: 14 })
		out += text(right - 115, y + 31, status[0]!, {
			size: 12,
			weight: 700,
			fill: shade(status[1]!, 0.4),
			anchor: 'middle',
		})
	})
	return out
}

function catalog(ctx: Ctx, spec: ScreenSpec, brand: string, kind: string): string {
	let out = rect(0, 0, VIEW_W, VIEW_H, { fill: ctx.background })
	out += nav(
		ctx,
		brand,
		spec.chips?.slice(4) ?? ['Shop', 'Collections', 'About', 'Journal'],
		spec.cta ?? 'Sign in',
	)
	out += text(72, 142, spec.title, { size: 32, weight: 700, fill: ctx.ink })
	out += text(72, 170, spec.caption ?? '', { size: 15, fill: ctx.muted })
	let x = 72
	;(spec.chips ?? []).slice(0, 4).forEach((chipLabel, i) => {
		const w = textWidth(chipLabel, 14, true) + 36
		out += rect(x, 196, w, 38, {
			fill: i === 0 ? ctx.ink : ctx.surface,
			r: 19,
			stroke: i === 0 ? undefined : ctx.hairline,
		})
		out += text(x + w / 2, 220, chipLabel, {
			size: 14,
			weight: 600,
			fill: i === 0 ? '#ffffff' : ctx.ink,
			anchor: 'middle',
		})
		x += w + 10
	})
	out += rect(VIEW_W - 72 - 200, 196, 200, 38, {
		fill: ctx.surface,
		r: 19,
		stroke: ctx.hairline,
	})
	out += text(VIEW_W - 72 - 180, 220, 'Sort: Popular', { size: 14, fill: ctx.ink })
	const items = spec.items ?? []
	const values = spec.values ?? []
	const cols = 4
	const gap = 24
	const w = (VIEW_W - 144 - gap * (cols - 1)) / cols
	for (let i = 0; i < 8; i++) {
		const cx = 72 + (i % cols) * (w + gap)
		const cy = 260 + Math.floor(i / cols) * 330
		out += rect(cx, cy, w, 312, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
		out += photo(ctx, cx + 10, cy + 10, w - 20, 190, kind, i, 14)
		out += text(
			cx + 20,
			cy + 234,
			clipText(items[i % items.length] ?? '', w - 40, 16, true),
			{
				size: 16,
				weight: 700,
				fill: ctx.ink,
			},
		)
		out += line(cx + 20, cy + 248, w * 0.55, 8, ctx.faint)
		out += text(cx + 20, cy + 290, values[i % values.length] ?? '', {
			size: 17,
			weight: 700,
			fill: ctx.palette.primary,
		})
		out += rect(cx + w - 58, cy + 266, 38, 38, {
			fill: tint(ctx.palette.primary, 0.86),
			r: 12,
		})
		out += icon('plus', cx + w - 39, cy + 285, 18, shade(ctx.palette.primary, 0.15))
	}
	return out
}

function booking(ctx: Ctx, spec: ScreenSpec, brand: string, kind: string): string {
	const { primary, secondary } = ctx.palette
	let out = rect(0, 0, VIEW_W, VIEW_H, { fill: ctx.surface })
	const fill = gradientFill(ctx, shade(secondary, 0.15), primary)
	out += rect(0, 0, VIEW_W, 470, { fill })
	out += circle(1120, 90, 230, '#ffffff', 0.06) + circle(980, 470, 160, '#ffffff', 0.05)
	out += photo(ctx, 760, 110, 440, 300, kind, 2, 26)
	out += nav(
		ctx,
		brand,
		spec.chips ?? ['Stay', 'Dine', 'Events', 'Offers'],
		'My booking',
		true,
	)
	const h = headline(ctx, 72, 196, spec.headline ?? spec.title, 48, 19, '#ffffff')
	out += h.svg
	out += text(72, h.bottom + 44, spec.caption ?? '', {
		size: 17,
		fill: '#ffffff',
		opacity: 0.85,
	})
	// The booking widget overlapping the hero.
	out += rect(72, 420, VIEW_W - 144, 104, {
		fill: ctx.surface,
		r: 22,
		stroke: ctx.hairline,
	})
	const fields = (spec.items ?? ['Check in', 'Check out', 'Guests']).slice(0, 3)
	const values = spec.values ?? []
	fields.forEach((field, i) => {
		const x = 104 + i * 260
		out += icon(i === 2 ? 'user' : 'calendar', x + 12, 472, 22, primary)
		out += text(x + 38, 464, field, { size: 13, fill: ctx.muted })
		out += text(x + 38, 488, values[i] ?? '', { size: 17, weight: 700, fill: ctx.ink })
		if (i > 0) out += rect(x - 24, 444, 1, 56, { fill: ctx.hairline })
	})
	const cta = spec.cta ?? 'Check availability'
	const w = textWidth(cta, 16, true) + 56
	out += rect(VIEW_W - 104 - w, 444, w, 56, { fill: ctx.palette.accent, r: 16 })
	out += text(VIEW_W - 104 - w / 2, 478, cta, {
		size: 16,
		weight: 700,
		fill: onColor(ctx.palette.accent),
		anchor: 'middle',
	})
	out += text(72, 590, spec.title, { size: 24, weight: 700, fill: ctx.ink })
	const extra = (spec.items ?? []).slice(3)
	for (let i = 0; i < 3; i++) {
		const x = 72 + i * 384
		out += rect(x, 614, 360, 220, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
		out += photo(ctx, x + 10, 624, 130, 150, kind, i + 3, 14)
		out += text(x + 158, 654, clipText(extra[i] ?? '', 186, 17, true), {
			size: 17,
			weight: 700,
			fill: ctx.ink,
		})
		out += line(x + 158, 670, 150, 8, ctx.faint) + line(x + 158, 688, 120, 8, ctx.faint)
		out += text(x + 158, 740, values[3 + i] ?? '', {
			size: 18,
			weight: 700,
			fill: primary,
		})
	}
	return out
}

function tracking(ctx: Ctx, spec: ScreenSpec, brand: string): string {
	const { primary, accent } = ctx.palette
	let out = rect(0, 0, VIEW_W, VIEW_H, { fill: ctx.background })
	out += nav(
		ctx,
		brand,
		spec.chips ?? ['Track', 'Ship', 'Rates', 'Business'],
		spec.cta ?? 'Get a quote',
	)
	const panelW = 440
	out += rect(48, 104, panelW, 660, { fill: ctx.surface, r: 22, stroke: ctx.hairline })
	out += text(76, 150, spec.title, { size: 22, weight: 700, fill: ctx.ink })
	out += rect(76, 170, panelW - 56, 48, {
		fill: ctx.background,
		r: 14,
		stroke: ctx.hairline,
	})
	out += text(98, 200, spec.headline ?? '', { size: 16, weight: 700, fill: ctx.ink })
	out += rect(76 + panelW - 56 - 104, 176, 96, 36, { fill: tint('#2f9e6b', 0.82), r: 12 })
	out += text(76 + panelW - 56 - 56, 199, spec.caption ?? 'On time', {
		size: 13,
		weight: 700,
		fill: shade('#2f9e6b', 0.35),
		anchor: 'middle',
	})
	const steps = spec.items ?? []
	const times = spec.values ?? []
	steps.slice(0, 5).forEach((step, i) => {
		const y = 268 + i * 86
		const done = i < 3
		if (i < Math.min(steps.length, 5) - 1)
			out += rect(97, y + 12, 3, 74, { fill: done && i < 2 ? primary : ctx.hairline })
		out += circle(98.5, y + 8, 12, done ? primary : ctx.surface)
		if (!done)
			out += `<circle cx="98.5" cy="${y + 8}" r="11" fill="none" stroke="${ctx.faint}" stroke-width="2"/>`
		if (done) out += icon('check', 98.5, y + 8, 14, '#ffffff', 2.5)
		out += text(128, y + 14, step, {
			size: 16,
			weight: 700,
			fill: done ? ctx.ink : ctx.muted,
		})
		out += text(128, y + 38, times[i] ?? '', { size: 13, fill: ctx.muted })
	})
	const mapX = 512
	const mapW = VIEW_W - mapX - 48
	const clip = ctx.def(
		'map',
		(id) =>
			`<clipPath id="${id}">${rect(mapX, 104, mapW, 660, { fill: '#fff', r: 22 })}</clipPath>`,
	)
	out += `<g clip-path="url(#${clip})">` + rect(mapX, 104, mapW, 660, { fill: '#e8edf3' })
	out +=
		rect(mapX + 420, 140, 300, 220, { fill: '#d4ebd3', r: 50 }) +
		rect(mapX - 40, 520, 320, 300, { fill: '#cde2f2', r: 80 })
	for (let i = 0; i < 9; i++)
		out += rect(mapX, 140 + i * 80, mapW, 12, { fill: '#ffffff' })
	for (let i = 0; i < 8; i++)
		out += rect(mapX + 40 + i * 100, 104, 12, 660, { fill: '#ffffff' })
	const route = `M${mapX + 96},690 C${mapX + 200},520 ${mapX + 280},560 ${mapX + 380},420 S${mapX + 560},260 ${mapX + 640},210`
	out += `<path d="${route}" fill="none" stroke="${primary}" stroke-width="7" stroke-linecap="round" stroke-dasharray="0"/>`
	out += circle(mapX + 96, 690, 14, '#ffffff') + circle(mapX + 96, 690, 8, primary)
	out += circle(mapX + 640, 210, 26, accent, 0.25) + circle(mapX + 640, 210, 13, accent)
	out +=
		circle(mapX + 380, 420, 30, primary, 0.2) +
		circle(mapX + 380, 420, 18, primary) +
		icon('box', mapX + 380, 420, 18, '#ffffff', 2)
	out += rect(mapX + 410, 450, 220, 76, { fill: ctx.surface, r: 16 })
	out += text(mapX + 428, 480, steps[2] ?? '', { size: 15, weight: 700, fill: ctx.ink })
	out += text(mapX + 428, 505, times[2] ?? '', { size: 13, fill: ctx.muted })
	out += '</g>'
	return out
}

function learning(ctx: Ctx, spec: ScreenSpec, brand: string, kind: string): string {
	const { primary, secondary, accent } = ctx.palette
	let out = rect(0, 0, VIEW_W, VIEW_H, { fill: ctx.background })
	out += nav(
		ctx,
		brand,
		spec.chips ?? ['Dashboard', 'Courses', 'Calendar', 'Messages'],
		spec.cta ?? 'My account',
	)
	const fill = gradientFill(ctx, secondary, primary)
	out += rect(48, 104, 760, 220, { fill, r: 24 })
	out += circle(760, 110, 150, '#ffffff', 0.08)
	out += text(84, 170, spec.headline ?? spec.title, {
		size: 32,
		weight: 700,
		fill: '#ffffff',
	})
	out += text(84, 204, spec.caption ?? '', { size: 16, fill: '#ffffff', opacity: 0.85 })
	out += rect(84, 240, 190, 50, { fill: '#ffffff', r: 25 })
	out += text(179, 271, spec.title, {
		size: 15,
		weight: 700,
		fill: secondary,
		anchor: 'middle',
	})
	out += rect(832, 104, 400, 220, { fill: ctx.surface, r: 24, stroke: ctx.hairline })
	out += text(860, 146, spec.chips?.[4] ?? 'This week', {
		size: 17,
		weight: 700,
		fill: ctx.ink,
	})
	out += chart(ctx, 860, 170, 344, 120, { points: 7 })
	const items = spec.items ?? []
	const values = spec.values ?? []
	out += text(48, 370, spec.chips?.[5] ?? 'Continue learning', {
		size: 20,
		weight: 700,
		fill: ctx.ink,
	})
	for (let i = 0; i < 3; i++) {
		const x = 48 + i * 402
		const hue = [primary, accent, secondary][i]!
		const pct = Number.parseInt(values[i] ?? '50', 10) / 100
		out += rect(x, 392, 378, 300, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
		out += photo(ctx, x + 12, 404, 354, 150, kind, i, 14)
		out += text(x + 24, 590, items[i] ?? '', { size: 17, weight: 700, fill: ctx.ink })
		out += line(x + 24, 606, 200, 8, ctx.faint)
		out +=
			rect(x + 24, 640, 270, 8, { fill: ctx.hairline, r: 4 }) +
			rect(x + 24, 640, 270 * pct, 8, { fill: hue, r: 4 })
		out += text(x + 354, 649, values[i] ?? '', {
			size: 14,
			weight: 700,
			fill: ctx.ink,
			anchor: 'end',
		})
	}
	// Upcoming live classes, cut off by the fold.
	for (let i = 0; i < 3; i++) {
		const x = 48 + i * 402
		const hue = [secondary, primary, accent][i]!
		out += rect(x, 712, 378, 120, { fill: ctx.surface, r: 20, stroke: ctx.hairline })
		out += rect(x + 20, 732, 56, 56, { fill: tint(hue, 0.85), r: 14 })
		out += icon('calendar', x + 48, 760, 26, shade(hue, 0.15))
		out += text(x + 92, 754, ['Mon 16:00', 'Wed 17:30', 'Fri 15:00'][i]!, {
			size: 15,
			weight: 700,
			fill: ctx.ink,
		})
		out += line(x + 92, 768, 180, 8, ctx.faint)
	}
	return out
}

/** Draws one web page; returns SVG content for a 1280 × 800 view box. */
export function webPage(
	ctx: Ctx,
	spec: ScreenSpec,
	brand: string,
	photoKind = 'landscape',
): string {
	switch (spec.layout) {
		case 'dashboard':
			return dashboard(ctx, spec, brand)
		case 'catalog':
			return catalog(ctx, spec, brand, photoKind)
		case 'booking':
			return booking(ctx, spec, brand, photoKind)
		case 'tracking':
			return tracking(ctx, spec, brand)
		case 'learning':
			return learning(ctx, spec, brand, photoKind)
		default:
			return landing(ctx, spec, brand, photoKind)
	}
}
