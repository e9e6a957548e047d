// SVG logos, made safe by DOMPurify (its SVG profile) over jsdom's XML parser. A DTD of the
// document's own (where entities come from: XXE, billion laughs) is refused before parsing;
// scripts, event handlers, foreignObject and animation are DOMPurify's to drop; references
// may point inside the document or at inline raster data only, never outside it (hooks
// below). /media serves the result with a sandboxing CSP as well.
import type { DOMPurify } from 'dompurify'
import type { DOMWindow } from 'jsdom'

export class SvgError extends Error {
	override name = 'SvgError'
}

/** An SVG too large to clean on the server's thread (jsdom: ~0.1 ms and ~20 KB a node). */
export class SvgTooComplex extends SvgError {
	override name = 'SvgTooComplex'
}

const SVG_NS = 'http://www.w3.org/2000/svg'
const MAX_DEPTH = 256
/** Elements in a document: a detailed logo has hundreds; 2,000 take ~0.25 s to clean. */
export const SVG_MAX_ELEMENTS = 2_000
/** Bytes of a document, whatever its elements. */
export const SVG_MAX_BYTES = 1024 * 1024

/** A reference that stays inside the document, or inline raster data. */
const SAFE_REFERENCE =
	/^(?:#[\w.:-]*|data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+)$/
/** Every url(…) in a value, and what it points at. */
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi
const CSS_DANGER =
	/@import|expression\(|behaviou?r\s*:|-moz-binding|javascript:|vbscript:/i

const SVG_HEAD =
	/^\uFEFF?\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i

/**
 * Whether the bytes start like an SVG document (after an optional BOM, XML declaration,
 * comments and DOCTYPE). A cheap check before the full parse.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
	const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096))
	return SVG_HEAD.test(head)
}

/** Whether a CSS text points nowhere outside the document and runs nothing. */
function safeCss(css: string): boolean {
	if (CSS_DANGER.test(css)) return false
	for (const [, , target = ''] of css.matchAll(CSS_URL))
		if (!target.startsWith('#')) return false
	return true
}

interface Purifier {
	purify: DOMPurify
	window: DOMWindow
}

let purifier: Promise<Purifier> | undefined

/** DOMPurify on a jsdom window, made once (jsdom is loaded by the first SVG upload only). */
function getPurifier(): Promise<Purifier> {
	purifier ??= (async () => {
		const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
			import('jsdom'),
			import('dompurify'),
		])
		const { window } = new JSDOM('')
		const purify = createDOMPurify(
			window as unknown as Parameters<typeof createDOMPurify>[0],
		)
		purify.addHook('uponSanitizeAttribute', (_node, data) => {
			const name = data.attrName.toLowerCase()
			const value = data.attrValue.trim()
			if ((name === 'href' || name === 'xlink:href') && !SAFE_REFERENCE.test(value))
				data.keepAttr = false
			else if (/url\(|expression|behaviou?r/i.test(value) && !safeCss(value))
				data.keepAttr = false
		})
		purify.addHook('uponSanitizeElement', (node, data) => {
			if (data.tagName === 'style' && !safeCss(node.textContent ?? ''))
				node.parentNode?.removeChild(node)
		})
		return { purify, window }
	})()
	return purifier
}

/** How many elements a document has and how deep they nest, read from its tags (before
 * any parser does). */
function shape(text: string): { elements: number; depth: number } {
	let depth = 0
	let deepest = 0
	let elements = 0
	for (const [, closing, selfClosing] of text.matchAll(/<(\/?)[A-Za-z][^<>]*?(\/?)>/g)) {
		if (closing) depth--
		else {
			elements++
			if (!selfClosing) deepest = Math.max(deepest, ++depth)
		}
	}
	return { elements, depth: deepest }
}

/** The sanitised document, or an SvgError when the input is not a well-formed SVG. */
export async function sanitizeSvg(input: Uint8Array | string): Promise<string> {
	let text: string
	try {
		text =
			typeof input === 'string'
				? input
				: new TextDecoder('utf-8', { fatal: true }).decode(input)
	} catch {
		throw new SvgError('The SVG is not UTF-8 text')
	}
	text = text.replace(/^\uFEFF/, '')
	// Entities come from a DTD of the document's own: refused, never expanded. A DOCTYPE that
	// only names the SVG DTD (design tools write one) says nothing: left out.
	if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text))
		throw new SvgError('The SVG declares entities of its own')
	text = text.replace(/<!DOCTYPE[^>]*>/gi, '')
	// An <img> draws an SVG only in the SVG namespace: a root without one is given it.
	text = text.replace(/<svg(?![^>]*\sxmlns=)(?=[\s>/])/, `<svg xmlns="${SVG_NS}"`)

	if (text.length > SVG_MAX_BYTES) throw new SvgTooComplex('The SVG is too large')
	const { elements, depth } = shape(text)
	if (depth > MAX_DEPTH) throw new SvgError('The SVG is nested too deeply')
	if (elements > SVG_MAX_ELEMENTS)
		throw new SvgTooComplex('The SVG has too many elements')

	const { purify, window } = await getPurifier()
	// Well-formed XML with an SVG root, as an <img> needs it…
	const document = new window.DOMParser().parseFromString(text, 'image/svg+xml')
	const root = document.documentElement
	if (
		document.getElementsByTagName('parsererror').length > 0 ||
		root.localName !== 'svg' ||
		root.namespaceURI !== SVG_NS
	)
		throw new SvgError('The document is not a well-formed SVG')
	// …then DOMPurify on it as a browser's HTML parser reads SVG (its lists spell names so).
	const body = purify.sanitize(new window.XMLSerializer().serializeToString(root), {
		USE_PROFILES: { svg: true, svgFilters: true },
		// Same-document references only (the hooks): <use> of a gradient or a symbol is safe.
		ADD_TAGS: ['use'],
		RETURN_DOM: true,
	})
	const clean = body.firstElementChild
	if (clean?.localName !== 'svg' || body.childElementCount !== 1)
		throw new SvgError('The document is not an SVG')
	return new window.XMLSerializer().serializeToString(clean)
}
