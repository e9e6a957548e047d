// Whole images for a project: the banner, the main image (device frame on a
// soft background) and the gallery screens. Each returns a complete SVG document.
import { makeCtx, type Palette, type ScreenSpec } from './kit.ts'
import { mobileScreen, SCREEN_H, SCREEN_W } from './mobile.ts'
import {
	circle,
	fitText,
	linearGradient,
	n,
	rect,
	shade,
	svgDocument,
	text,
	textWidth,
	tint,
} from './svg.ts'
import { VIEW_H, VIEW_W, webPage } from './web.ts'

export interface ProjectArt {
	/** Stable id; also salts the chart shapes. */
	id: string
	name: string
	type: 'mobile' | 'website'
	category: string
	platforms: string[]
	palette: Palette
	/** The address shown in the browser frame. */
	domain?: string
	/** What the stand-in photos show: plate, house, product, person, landscape. */
	photo?: string
	/** The first screen is the main image; the rest are the gallery. */
	screens: ScreenSpec[]
}

interface Doc {
	defs: string[]
	uid: string
}

function hashSeed(value: string): number {
	let h = 7
	for (const char of value) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0
	return h
}

/**
 * A soft shadow from a few widening translucent rounded rectangles: it reads
 * like a blur but costs a fraction of an SVG filter to render.
 */
function softShadow(
	x: number,
	y: number,
	w: number,
	h: number,
	r: number,
	spread: number,
): string {
	let out = ''
	const steps = 9
	for (let i = steps; i >= 1; i--) {
		const grow = (spread * i) / steps
		out += rect(x - grow, y - grow + spread * 0.6, w + grow * 2, h + grow * 2, {
			fill: '#141a3a',
			r: r + grow,
			opacity: 0.02,
		})
	}
	return out
}

/** A phone of outer width `w` at (x, y), its screen showing `spec`. */
export function phone(
	doc: Doc,
	art: ProjectArt,
	spec: ScreenSpec,
	x: number,
	y: number,
	w: number,
	salt: number,
	shadow = true,
): string {
	const h = w * 2.04
	const r = w * 0.15
	const inset = w * 0.038
	const sw = w - inset * 2
	const sh = h - inset * 2
	const clip = `${doc.uid}-phone-${doc.defs.length}`
	doc.defs.push(
		`<clipPath id="${clip}">${rect(x + inset, y + inset, sw, sh, { fill: '#fff', r: r - inset })}</clipPath>`,
	)
	const ctx = makeCtx(
		art.palette,
		`${doc.uid}-s${salt}`,
		hashSeed(art.id) + salt * 101,
		doc.defs,
	)
	const screen = mobileScreen(ctx, spec, art.photo)
	const body =
		rect(x, y, w, h, { fill: '#12152a', r }) +
		rect(x + 1.5, y + 1.5, w - 3, h - 3, {
			fill: 'none',
			r: r - 1.5,
			stroke: '#3a3f5c',
			strokeWidth: 2,
		}) +
		rect(x - 3, y + h * 0.2, 4, h * 0.06, { fill: '#12152a', r: 2 }) +
		rect(x - 3, y + h * 0.28, 4, h * 0.1, { fill: '#12152a', r: 2 }) +
		rect(x + w - 1, y + h * 0.25, 4, h * 0.12, { fill: '#12152a', r: 2 })
	const island = rect(
		x + w / 2 - w * 0.14,
		y + inset + sh * 0.014,
		w * 0.28,
		sh * 0.036,
		{ fill: '#0b0d18', r: sh * 0.018 },
	)
	return (
		(shadow ? softShadow(x, y, w, h, r, w * 0.07) : '') +
		body +
		`<g clip-path="url(#${clip})"><svg x="${n(x + inset)}" y="${n(y + inset)}" width="${n(sw)}" height="${n(sh)}" viewBox="0 0 ${SCREEN_W} ${SCREEN_H}" preserveAspectRatio="xMidYMid slice">${screen}</svg></g>` +
		island
	)
}

/** A browser window of outer width `w` at (x, y), its viewport showing `spec`. */
export function browser(
	doc: Doc,
	art: ProjectArt,
	spec: ScreenSpec,
	x: number,
	y: number,
	w: number,
	salt: number,
	shadow = true,
): string {
	const scale = w / VIEW_W
	const bar = Math.max(34, 50 * scale)
	const vh = VIEW_H * scale
	const h = bar + vh
	const r = 14
	const clip = `${doc.uid}-browser-${doc.defs.length}`
	doc.defs.push(
		`<clipPath id="${clip}">${rect(x, y, w, h, { fill: '#fff', r })}</clipPath>`,
	)
	const ctx = makeCtx(
		art.palette,
		`${doc.uid}-w${salt}`,
		hashSeed(art.id) + salt * 101,
		doc.defs,
	)
	const page = webPage(ctx, spec, art.name, art.photo)
	const dots = ['#ff5f57', '#febc2e', '#28c840']
		.map((color, i) =>
			circle(
				x + 22 + i * 18 * Math.max(1, scale),
				y + bar / 2,
				6 * Math.max(1, scale),
				color,
			),
		)
		.join('')
	const urlW = Math.min(w * 0.46, 520)
	const urlX = x + w / 2 - urlW / 2
	const address = art.domain ?? `${art.id}.example`
	const frame = rect(x, y, w, h, { fill: '#ffffff', r })
	return (
		(shadow ? softShadow(x, y, w, h, r, 26) : '') +
		frame +
		`<g clip-path="url(#${clip})">` +
		rect(x, y, w, bar, { fill: '#eef1f7' }) +
		rect(x, y + bar - 1, w, 1, { fill: '#dde2ec' }) +
		dots +
		rect(urlX, y + bar * 0.2, urlW, bar * 0.6, { fill: '#ffffff', r: bar * 0.3 }) +
		`<path d="M${n(urlX + 16)},${n(y + bar / 2 - 1)} h8 v7 h-8 z M${n(urlX + 17.5)},${n(y + bar / 2 - 1)} v-3 a2.5,2.5 0 0 1 5,0 v3" fill="none" stroke="#6a7090" stroke-width="1.4"/>` +
		text(urlX + 32, y + bar / 2 + 5, address, {
			size: Math.max(13, 15 * scale),
			fill: '#4a5070',
		}) +
		`<svg x="${n(x)}" y="${n(y + bar)}" width="${n(w)}" height="${n(vh)}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMin slice">${page}</svg>` +
		'</g>' +
		rect(x + 0.5, y + 0.5, w - 1, h - 1, { fill: 'none', r, stroke: '#d7dce8' })
	)
}

function softBackground(
	doc: Doc,
	palette: Palette,
	width: number,
	height: number,
): string {
	const bg = `${doc.uid}-bg`
	const blob = `${doc.uid}-blob`
	const dots = `${doc.uid}-dots`
	doc.defs.push(
		linearGradient(bg, [
			[0, tint(palette.primary, 0.9)],
			[1, tint(palette.secondary, 0.86)],
		]),
		linearGradient(blob, [
			[0, palette.primary],
			[1, palette.secondary],
		]),
		`<pattern id="${dots}" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${palette.secondary}" fill-opacity="0.14"/></pattern>`,
	)
	const s = Math.min(width, height)
	return (
		rect(0, 0, width, height, { fill: `url(#${bg})` }) +
		rect(0, 0, width, height, { fill: `url(#${dots})` }) +
		circle(width * 0.56, height * 0.54, s * 0.36, `url(#${blob})`, 0.92) +
		`<circle cx="${n(width * 0.56)}" cy="${n(height * 0.54)}" r="${n(s * 0.43)}" fill="none" stroke="${palette.primary}" stroke-opacity="0.25" stroke-width="2"/>` +
		circle(width * 0.86, height * 0.16, s * 0.05, palette.accent, 0.9) +
		circle(width * 0.13, height * 0.84, s * 0.03, palette.primary, 0.5)
	)
}

function newDoc(id: string, kind: string): Doc {
	return { defs: [], uid: `${id}-${kind}`.replace(/[^a-z0-9-]/gi, '') }
}

export const BANNER_SIZE = { width: 1600, height: 600 } as const
export const IMAGE_SIZE = { width: 1200, height: 900 } as const
export const GALLERY_SIZE = {
	mobile: { width: 720, height: 960 },
	website: { width: 1080, height: 720 },
} as const

/** The wide banner: brand gradient, a dot pattern, the logotype on the left and the product peeking in on the right. */
export function bannerSvg(art: ProjectArt): string {
	const { width, height } = BANNER_SIZE
	const doc = newDoc(art.id, 'banner')
	const { primary, secondary, accent } = art.palette
	const bg = `${doc.uid}-bg`
	const dots = `${doc.uid}-dots`
	doc.defs.push(
		linearGradient(
			bg,
			[
				[0, shade(secondary, 0.2)],
				[0.55, secondary],
				[1, primary],
			],
			{ x1: 0, y1: 0, x2: 1, y2: 0.6 },
		),
		`<pattern id="${dots}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.7" fill="#ffffff"/></pattern>`,
	)
	let art_ = rect(0, 0, width, height, { fill: `url(#${bg})` })
	// The dots fade in towards the right in a few bands; a mask costs far more to render.
	for (const [x, opacity] of [
		[560, 0.05],
		[840, 0.05],
		[1120, 0.06],
	] as const) {
		art_ += rect(x, 0, width - x, height, { fill: `url(#${dots})`, opacity })
	}
	art_ += circle(1330, 90, 390, '#ffffff', 0.06) + circle(1520, 640, 250, '#ffffff', 0.05)
	art_ += `<circle cx="1330" cy="90" r="300" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`
	art_ += `<path d="M0,${height - 90} C380,${height - 170} 620,${height - 10} 980,${height - 80}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="3"/>`

	if (art.type === 'mobile') {
		const [first, second] = art.screens
		if (second) art_ += phone(doc, art, second, 1316, 190, 250, 2)
		if (first) art_ += phone(doc, art, first, 1020, 96, 290, 1)
	} else {
		const [first] = art.screens
		if (first) art_ += browser(doc, art, first, 880, 104, 860, 1)
	}

	const left = 112
	art_ += rect(left, 130, 92, 92, { fill: '#ffffff', r: 26 })
	art_ += text(left + 46, 194, art.name.slice(0, 1).toUpperCase(), {
		size: 54,
		weight: 700,
		fill: primary,
		anchor: 'middle',
	})
	art_ += circle(left + 80, 142, 9, accent)
	const size = fitText(art.name, 760, 84)
	art_ += text(left, 330, art.name, { size, weight: 700, fill: '#ffffff' })
	const label = art.category.toUpperCase()
	const pillW = textWidth(label, 18, true, 2) + 44
	art_ += rect(left, 368, pillW, 42, { fill: '#ffffff', r: 21, opacity: 0.16 })
	art_ += text(left + pillW / 2, 396, label, {
		size: 18,
		weight: 700,
		fill: '#ffffff',
		anchor: 'middle',
		spacing: 2,
	})
	art_ += text(left, 466, art.platforms.join('  ·  '), {
		size: 24,
		fill: '#ffffff',
		opacity: 0.82,
	})
	return svgDocument(width, height, art_, doc.defs.join(''))
}

/** The list image: the product in its frame on a soft branded background. */
export function projectImageSvg(art: ProjectArt): string {
	const { width, height } = IMAGE_SIZE
	const doc = newDoc(art.id, 'image')
	let body = softBackground(doc, art.palette, width, height)
	if (art.type === 'mobile') {
		const [first, second] = art.screens
		if (second) body += phone(doc, art, second, 640, 150, 340, 2)
		if (first) body += phone(doc, art, first, 280, 55, 385, 1)
	} else {
		const [first] = art.screens
		if (first) body += browser(doc, art, first, 70, 100, 1060, 1)
	}
	return svgDocument(width, height, body, doc.defs.join(''))
}

/** One gallery image: a single screen, in a phone (portrait) or a browser (landscape). */
export function gallerySvg(art: ProjectArt, index: number): string {
	const spec = art.screens[index]
	if (!spec) throw new Error(`${art.id} has no screen ${index}`)
	const { width, height } = GALLERY_SIZE[art.type]
	const doc = newDoc(art.id, `gallery${index}`)
	let body = softBackground(doc, art.palette, width, height)
	if (art.type === 'mobile')
		body += phone(doc, art, spec, (width - 400) / 2, 72, 400, index + 1)
	else body += browser(doc, art, spec, 50, 34, 980, index + 1)
	return svgDocument(width, height, body, doc.defs.join(''))
}
