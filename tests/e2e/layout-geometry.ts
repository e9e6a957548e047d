// The layout check's measuring (issue 41): one call in the page, at the current viewport
// width, that returns every problem a visitor would see, described in words. It runs inside
// the browser (page.evaluate), so it is one self-contained function: nothing from outside
// it is in scope there.

/** What the check refuses; each problem says which. */
export type ProblemKind =
	| 'page scrolls sideways'
	| 'text overlaps'
	| 'controls overlap'
	| 'control clipped'
	| 'text under 12 px'
	| 'target under 24 px'
	| 'header over 96 px'
	| 'form result hidden'
	| 'round picture squeezed'

/**
 * `anchor`: the element a contact form's answer scrolls to (the fragment of its redirect);
 * the form's message must then be on the screen, below the header.
 */
export function measureLayout({ anchor }: { anchor?: string } = {}): string[] {
	const MIN_TEXT = 12
	const MIN_TARGET = 24
	/** Anchored targets land this far below the top (app/styles.css, scroll-margin-top). */
	const ANCHOR_MARGIN = 96
	/** Overlaps and clips smaller than this are rounding, not a defect. */
	const SLACK = 1.5
	const problems: string[] = []
	const viewportWidth = document.documentElement.clientWidth

	// The sticky header: no taller than the room anchored targets leave for it, with or
	// without JavaScript; and a form's answer in view where its redirect scrolls.
	const header = document.querySelector('site-header header')?.getBoundingClientRect()
	if (header && header.height > ANCHOR_MARGIN + 0.5)
		problems.push(`header over 96 px: ${Math.round(header.height)} px tall`)
	if (anchor) {
		document.getElementById(anchor)?.scrollIntoView()
		const message = document
			.querySelector('[data-form-message]:not([hidden])')
			?.getBoundingClientRect()
		const under = document.querySelector('site-header header')?.getBoundingClientRect()
		if (!message) problems.push(`form result hidden: no message in #${anchor}`)
		else if (
			(under && message.top < under.bottom - 0.5) ||
			message.bottom > window.innerHeight + 0.5
		)
			problems.push(
				`form result hidden: the message is at ${Math.round(message.top)}–${Math.round(message.bottom)} px, the header ends at ${Math.round(under?.bottom ?? 0)} px, the screen at ${window.innerHeight} px`,
			)
	}
	// The rest at the top of the page, where the sticky header sits in the page's flow
	// (scrolled, it covers what passes under it, as it should).
	window.scrollTo(0, 0)
	const scrollX = window.scrollX
	const scrollY = window.scrollY

	type Box = { left: number; top: number; right: number; bottom: number }
	const styles = new Map<Element, CSSStyleDeclaration>()
	const style = (element: Element) => {
		let found = styles.get(element)
		if (!found) styles.set(element, (found = getComputedStyle(element)))
		return found
	}
	const onPage = (rect: DOMRect | Box): Box => ({
		left: rect.left + scrollX,
		top: rect.top + scrollY,
		right: rect.right + scrollX,
		bottom: rect.bottom + scrollY,
	})
	const intersect = (a: Box, b: Box): Box => ({
		left: Math.max(a.left, b.left),
		top: Math.max(a.top, b.top),
		right: Math.min(a.right, b.right),
		bottom: Math.min(a.bottom, b.bottom),
	})
	const width = (box: Box) => box.right - box.left
	const height = (box: Box) => box.bottom - box.top
	const overlaps = (a: Box, b: Box) =>
		Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
		Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK
	const round = (n: number) => Math.round(n)

	/** A short name a person can find: tag, id or two classes, up two ancestors, and its text. */
	const describe = (element: Element) => {
		const path: string[] = []
		let current: Element | null = element
		for (let depth = 0; current && depth < 3; depth++) {
			let name = current.tagName.toLowerCase()
			if (current.id) name += `#${current.id}`
			else {
				const classes = (current.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)
				if (classes.length) name += `.${classes.slice(0, 2).join('.')}`
			}
			path.unshift(name)
			if (current.id) break
			current = current.parentElement
		}
		const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ')
		const label =
			words || element.getAttribute('aria-label') || element.getAttribute('alt') || ''
		return `${path.join(' > ')}${label ? ` "${label.slice(0, 48)}"` : ''}`
	}

	/** Clips its content: overflow other than visible, or paint containment. */
	const clips = (element: Element) => {
		const s = style(element)
		return (
			s.overflowX !== 'visible' ||
			s.overflowY !== 'visible' ||
			s.contentVisibility === 'auto' ||
			/paint|content|strict/.test(s.contain)
		)
	}
	/** A box the visitor can scroll: what it cuts off is reached by scrolling it. */
	const scrolls = (element: Element) => {
		const s = style(element)
		return /auto|scroll/.test(s.overflowX) || /auto|scroll/.test(s.overflowY)
	}
	/**
	 * The part of the page where `element`'s content shows: cut by every clipping box from
	 * it up, and whether one of those boxes scrolls.
	 */
	type Clip = { box: Box; scrolled: boolean }
	const everywhere: Clip = {
		box: { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity },
		scrolled: false,
	}
	const clipCache = new Map<Element, Clip>()
	const contentClip = (element: Element | null): Clip => {
		if (!element || element === document.documentElement) return everywhere
		const known = clipCache.get(element)
		if (known) return known
		const outer = contentClip(element.parentElement)
		// Visually hidden (sr-only: clip-path inset(50%)): its content is drawn nowhere.
		const result: Clip = /^inset\(50%/.test(style(element).clipPath)
			? { box: { left: 0, top: 0, right: 0, bottom: 0 }, scrolled: outer.scrolled }
			: clips(element)
				? {
						box: intersect(outer.box, onPage(element.getBoundingClientRect())),
						scrolled: outer.scrolled || scrolls(element),
					}
				: outer
		clipCache.set(element, result)
		return result
	}
	/** Where an element itself shows: its ancestors' clips. */
	const clipOf = (element: Element) => contentClip(element.parentElement)
	const shown = (element: Element) =>
		element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
		// Hidden from everyone (the contact forms' honeypot, a strip's looping copy).
		!element.closest('[aria-hidden="true"], [inert]')

	// 1. Nothing wider than the viewport.
	const overflow = document.documentElement.scrollWidth - viewportWidth
	if (overflow > 0) {
		const widest = [...document.body.querySelectorAll('*')]
			.filter((element) => {
				const box = onPage(element.getBoundingClientRect())
				if (box.right <= viewportWidth + scrollX + SLACK) return false
				const clip = clipOf(element)
				return intersect(box, clip.box).right > viewportWidth + scrollX + SLACK
			})
			.slice(-3)
			.map(describe)
		problems.push(
			`page scrolls sideways: ${overflow} px wider than the viewport (${widest.join('; ')})`,
		)
	}

	// 2 and 4. Text: each line of each text node, as drawn (clipped by its ancestors).
	type Line = { box: Box; element: Element; node: Text }
	const lines: Line[] = []
	const small = new Set<Element>()
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
	const range = document.createRange()
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		const text = node as Text
		if (!/\S/.test(text.data)) continue
		const element = text.parentElement
		if (!element || element.closest('script, style, template, noscript, title')) continue
		if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
			continue
		const clip = contentClip(element).box
		const fontSize = parseFloat(style(element).fontSize)
		// SVG text is drawn at its font size times the drawing's scale.
		const scale =
			element instanceof SVGGraphicsElement
				? Math.hypot(element.getScreenCTM()?.a ?? 1, element.getScreenCTM()?.b ?? 0)
				: 1
		range.selectNodeContents(text)
		let drawn = false
		for (const rect of range.getClientRects()) {
			const box = intersect(onPage(rect), clip)
			if (width(box) <= 1 || height(box) <= 1) continue
			drawn = true
			// The glyphs' band, not the font's whole content area: lines set tighter than
			// the font's ascent and descent do not touch.
			const band = Math.min(height(box), fontSize * scale * 0.8)
			const middle = (box.top + box.bottom) / 2
			lines.push({
				box: { ...box, top: middle - band / 2, bottom: middle + band / 2 },
				element,
				node: text,
			})
		}
		if (drawn && fontSize * scale < MIN_TEXT - 0.01) small.add(element)
	}
	for (const element of small)
		problems.push(
			`text under 12 px: ${describe(element)} at ${parseFloat(style(element).fontSize).toFixed(1)} px`,
		)
	lines.sort((a, b) => a.box.top - b.box.top)
	const reported = new Set<string>()
	for (let i = 0; i < lines.length; i++) {
		const a = lines[i]!
		for (let j = i + 1; j < lines.length; j++) {
			const b = lines[j]!
			if (b.box.top >= a.box.bottom) break
			if (a.node === b.node || !overlaps(a.box, b.box)) continue
			const key = `${describe(a.element)} | ${describe(b.element)}`
			if (reported.has(key)) continue
			reported.add(key)
			problems.push(
				`text overlaps: ${describe(a.element)} and ${describe(b.element)} at (${round(a.box.left)}, ${round(a.box.top)})`,
			)
		}
	}

	// A round picture (an avatar, initials) is a circle: a row never squeezes it into an oval.
	for (const element of document.body.querySelectorAll('img')) {
		if (!shown(element)) continue
		const box = element.getBoundingClientRect()
		const radius = parseFloat(style(element).borderTopLeftRadius)
		if (!(radius >= Math.min(box.width, box.height) / 2) || box.width < 8) continue
		if (Math.abs(box.width - box.height) > SLACK && element.tagName === 'IMG')
			problems.push(
				`round picture squeezed: ${describe(element)} is ${round(box.width)}×${round(box.height)} px`,
			)
	}

	// 3, 5 and controls on controls. A radio or checkbox in a label is tapped by its label.
	const controls = [
		...document.body.querySelectorAll(
			'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [tabindex]:not([tabindex="-1"])',
		),
	]
		.map((element) => {
			const label =
				element instanceof HTMLInputElement && /radio|checkbox/.test(element.type)
					? element.closest('label')
					: null
			return label ?? element
		})
		.filter((element, index, all) => all.indexOf(element) === index)
		.filter(shown)
	type Target = { element: Element; box: Box }
	const targets: Target[] = []
	for (const element of controls) {
		const box = onPage(element.getBoundingClientRect())
		// Parked out of the page until focused (the skip link), or drawn as nothing.
		if (box.bottom <= 0 || width(box) < 2 || height(box) < 2) continue
		const clip = clipOf(element)
		const seen = intersect(box, clip.box)
		// Cut off by the screen's edge or a box around it that cannot be scrolled.
		if (!clip.scrolled) {
			if (
				seen.left > box.left + SLACK ||
				seen.right < box.right - SLACK ||
				seen.top > box.top + SLACK ||
				seen.bottom < box.bottom - SLACK
			)
				problems.push(
					`control clipped: ${describe(element)} shows ${round(width(seen))}×${round(height(seen))} of ${round(width(box))}×${round(height(box))} px`,
				)
			if (box.left < scrollX - SLACK || box.right > scrollX + viewportWidth + SLACK)
				problems.push(
					`control clipped: ${describe(element)} runs off the screen (${round(box.left)}–${round(box.right)} of ${viewportWidth} px)`,
				)
		}
		targets.push({ element, box })
	}
	for (const [index, target] of targets.entries()) {
		const { element, box } = target
		for (const other of targets.slice(index + 1)) {
			if (element.contains(other.element) || other.element.contains(element)) continue
			if (overlaps(box, other.box))
				problems.push(
					`controls overlap: ${describe(element)} and ${describe(other.element)}`,
				)
		}
		if (width(box) >= MIN_TARGET - 0.01 && height(box) >= MIN_TARGET - 0.01) continue
		// WCAG 2.5.8's exceptions: a link in a line of text, or a small target with a
		// 24 px circle of its own that no other target enters.
		if (style(element).display === 'inline') continue
		const x = (box.left + box.right) / 2
		const y = (box.top + box.bottom) / 2
		const circle = { left: x - 12, top: y - 12, right: x + 12, bottom: y + 12 }
		const crowded = targets.some(
			(other) => other !== target && overlaps(circle, other.box),
		)
		if (crowded)
			problems.push(
				`target under 24 px: ${describe(element)} is ${round(width(box))}×${round(height(box))} px`,
			)
	}
	return problems
}
