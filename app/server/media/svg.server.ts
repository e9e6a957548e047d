// SVG logos, sanitised by rebuilding them from an allow-list. The input is parsed into a
// tree (a strict little XML reader: no DTD processing, so no entities), every element and
// attribute not on the lists below is dropped, and the output is serialised from that tree
// with escaping, so what a browser parses is only what the lists allow. Dropped: scripts,
// event handlers, foreignObject, animation, external references (href, url(), @import,
// <image> other than inline raster data), the DOCTYPE and its entities, comments and
// processing instructions. /media serves the result with a sandboxing CSP as well.

export class SvgError extends Error {
	override name = 'SvgError'
}

interface ElementNode {
	kind: 'element'
	name: string
	attributes: Array<[name: string, value: string]>
	children: SvgNode[]
}

interface TextNode {
	kind: 'text'
	text: string
}

type SvgNode = ElementNode | TextNode

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const MAX_DEPTH = 256

const ELEMENTS = new Set([
	'svg',
	'g',
	'defs',
	'symbol',
	'use',
	'path',
	'rect',
	'circle',
	'ellipse',
	'line',
	'polyline',
	'polygon',
	'text',
	'tspan',
	'textPath',
	'title',
	'desc',
	'linearGradient',
	'radialGradient',
	'stop',
	'clipPath',
	'mask',
	'pattern',
	'marker',
	'style',
	'image',
	'filter',
	'feBlend',
	'feColorMatrix',
	'feComponentTransfer',
	'feComposite',
	'feDropShadow',
	'feFlood',
	'feFuncA',
	'feFuncB',
	'feFuncG',
	'feFuncR',
	'feGaussianBlur',
	'feMerge',
	'feMergeNode',
	'feMorphology',
	'feOffset',
	'feTile',
	'feTurbulence',
])

/** Elements whose content is kept without the element itself. */
const UNWRAPPED = new Set(['a', 'switch'])

const ATTRIBUTES = new Set([
	'id',
	'class',
	'style',
	'transform',
	'x',
	'y',
	'x1',
	'y1',
	'x2',
	'y2',
	'cx',
	'cy',
	'r',
	'rx',
	'ry',
	'fx',
	'fy',
	'fr',
	'width',
	'height',
	'd',
	'points',
	'pathLength',
	'viewBox',
	'preserveAspectRatio',
	'version',
	'fill',
	'fill-opacity',
	'fill-rule',
	'stroke',
	'stroke-width',
	'stroke-linecap',
	'stroke-linejoin',
	'stroke-miterlimit',
	'stroke-dasharray',
	'stroke-dashoffset',
	'stroke-opacity',
	'opacity',
	'color',
	'display',
	'visibility',
	'overflow',
	'clip-path',
	'clip-rule',
	'mask',
	'filter',
	'font-family',
	'font-size',
	'font-weight',
	'font-style',
	'font-variant',
	'font-stretch',
	'letter-spacing',
	'word-spacing',
	'text-anchor',
	'text-decoration',
	'dominant-baseline',
	'alignment-baseline',
	'baseline-shift',
	'writing-mode',
	'direction',
	'dx',
	'dy',
	'rotate',
	'textLength',
	'lengthAdjust',
	'startOffset',
	'offset',
	'stop-color',
	'stop-opacity',
	'gradientUnits',
	'gradientTransform',
	'spreadMethod',
	'patternUnits',
	'patternContentUnits',
	'patternTransform',
	'clipPathUnits',
	'maskUnits',
	'maskContentUnits',
	'filterUnits',
	'primitiveUnits',
	'markerWidth',
	'markerHeight',
	'markerUnits',
	'refX',
	'refY',
	'orient',
	'in',
	'in2',
	'result',
	'stdDeviation',
	'mode',
	'operator',
	'k1',
	'k2',
	'k3',
	'k4',
	'values',
	'type',
	'tableValues',
	'slope',
	'intercept',
	'amplitude',
	'exponent',
	'flood-color',
	'flood-opacity',
	'lighting-color',
	'radius',
	'baseFrequency',
	'numOctaves',
	'seed',
	'stitchTiles',
	'vector-effect',
	'shape-rendering',
	'text-rendering',
	'image-rendering',
	'color-interpolation',
	'color-interpolation-filters',
	'paint-order',
	'mix-blend-mode',
	'isolation',
	'xml:space',
	'href',
	'xlink:href',
])

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/
const SCHEMES = /(?:javascript|vbscript|data|file|https?|ftp):/
const CSS_DANGER =
	/@import|expression\(|behaviou?r:|-moz-binding|javascript:|vbscript:|<|\\/

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

/** The sanitised document, or an SvgError when the input is not a well-formed SVG. */
export function sanitizeSvg(input: Uint8Array | string): string {
	let text: string
	try {
		text =
			typeof input === 'string'
				? input
				: new TextDecoder('utf-8', { fatal: true }).decode(input)
	} catch {
		throw new SvgError('The SVG is not UTF-8 text')
	}
	const root = parse(text.replace(/^\uFEFF/, ''))
	if (root.name !== 'svg') throw new SvgError('The document is not an SVG')
	const [clean] = cleanNode(root)
	if (!clean || clean.kind !== 'element') throw new SvgError('The document is not an SVG')
	const usesXlink = hasXlink(clean)
	clean.attributes.unshift(['xmlns', SVG_NS])
	if (usesXlink) clean.attributes.splice(1, 0, ['xmlns:xlink', XLINK_NS])
	return serialize(clean)
}

// ---------------------------------------------------------------------------------------
// Reading

const NAME = /[A-Za-z_:][-A-Za-z0-9._:]*/y
const SPACE = /[ \t\r\n]*/y

function parse(s: string): ElementNode {
	let i = 0
	let root: ElementNode | undefined
	const stack: ElementNode[] = []

	const fail = (message: string): never => {
		throw new SvgError(`${message} (at character ${i})`)
	}
	const skipSpace = () => {
		SPACE.lastIndex = i
		SPACE.exec(s)
		i = SPACE.lastIndex
	}
	const readName = (): string => {
		NAME.lastIndex = i
		const match = NAME.exec(s)
		if (!match) return fail('Expected a name')
		i = NAME.lastIndex
		return match[0]
	}
	const append = (node: SvgNode) => {
		const parent = stack[stack.length - 1]
		if (parent) parent.children.push(node)
		else if (node.kind === 'text') {
			if (node.text.trim()) fail('Text outside the root element')
		}
	}

	while (i < s.length) {
		if (s[i] !== '<') {
			const end = s.indexOf('<', i)
			const raw = s.slice(i, end === -1 ? s.length : end)
			append({ kind: 'text', text: decodeEntities(raw) })
			i = end === -1 ? s.length : end
			continue
		}
		if (s.startsWith('<!--', i)) {
			const end = s.indexOf('-->', i + 4)
			if (end === -1) fail('Unclosed comment')
			i = end + 3
		} else if (s.startsWith('<![CDATA[', i)) {
			const end = s.indexOf(']]>', i + 9)
			if (end === -1) fail('Unclosed CDATA section')
			if (stack.length === 0) fail('CDATA outside the root element')
			append({ kind: 'text', text: s.slice(i + 9, end) })
			i = end + 3
		} else if (s.startsWith('<!', i)) {
			// A DOCTYPE (with or without an internal subset of entity declarations): dropped
			// whole. Entities it declares are never expanded.
			if (root || stack.length > 0) fail('Declaration inside the document')
			i = skipDeclaration(s, i, fail)
		} else if (s.startsWith('<?', i)) {
			const end = s.indexOf('?>', i + 2)
			if (end === -1) fail('Unclosed processing instruction')
			i = end + 2
		} else if (s.startsWith('</', i)) {
			i += 2
			const name = readName()
			skipSpace()
			if (s[i] !== '>') fail('Malformed end tag')
			i += 1
			const open = stack.pop()
			if (!open || open.name !== name) fail(`Unexpected </${name}>`)
		} else {
			i += 1
			const element: ElementNode = {
				kind: 'element',
				name: readName(),
				attributes: [],
				children: [],
			}
			const seen = new Set<string>()
			for (;;) {
				const before = i
				skipSpace()
				if (s.startsWith('/>', i) || s[i] === '>') break
				if (i === before) fail('Expected a space between attributes')
				const name = readName()
				skipSpace()
				if (s[i] !== '=') fail('Expected = after an attribute name')
				i += 1
				skipSpace()
				const quote = s[i]
				if (quote !== '"' && quote !== "'") fail('Expected a quoted attribute value')
				const end = s.indexOf(quote as string, i + 1)
				if (end === -1) fail('Unclosed attribute value')
				const raw = s.slice(i + 1, end)
				if (raw.includes('<')) fail('< in an attribute value')
				i = end + 1
				if (seen.has(name)) fail(`Repeated attribute ${name}`)
				seen.add(name)
				element.attributes.push([name, decodeEntities(raw)])
			}
			const selfClosing = s[i] === '/'
			i += selfClosing ? 2 : 1
			if (stack.length === 0) {
				if (root) fail('More than one root element')
				root = element
			} else {
				append(element)
			}
			if (!selfClosing) {
				stack.push(element)
				if (stack.length > MAX_DEPTH) fail('Elements nested too deeply')
			}
		}
	}
	if (stack.length > 0) fail(`Unclosed <${stack[stack.length - 1]?.name}>`)
	if (!root) return fail('No root element')
	return root
}

/** The index after a `<!…>` declaration, skipping quoted strings and a [ … ] subset. */
function skipDeclaration(s: string, start: number, fail: (message: string) => never) {
	let depth = 0
	let quote: string | null = null
	for (let i = start + 2; i < s.length; i++) {
		const c = s[i]
		if (quote) {
			if (c === quote) quote = null
		} else if (c === '"' || c === "'") quote = c
		else if (c === '[') depth++
		else if (c === ']') depth--
		else if (c === '>' && depth <= 0) return i + 1
	}
	return fail('Unclosed declaration')
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** XML's five entities and character references; any other entity reads as nothing. */
function decodeEntities(text: string): string {
	return text.replace(
		/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][-A-Za-z0-9._]*);/g,
		(_, ref: string) => {
			if (ref.startsWith('#')) {
				const code =
					ref[1] === 'x'
						? Number.parseInt(ref.slice(2), 16)
						: Number.parseInt(ref.slice(1), 10)
				const valid =
					code === 0x9 ||
					code === 0xa ||
					code === 0xd ||
					(code >= 0x20 && code <= 0xd7ff) ||
					(code >= 0xe000 && code <= 0xfffd) ||
					(code >= 0x10000 && code <= 0x10ffff)
				return valid ? String.fromCodePoint(code) : ''
			}
			return NAMED[ref] ?? ''
		},
	)
}

// ---------------------------------------------------------------------------------------
// Cleaning

function cleanNode(node: SvgNode): SvgNode[] {
	if (node.kind === 'text') return [node]
	if (UNWRAPPED.has(node.name)) return node.children.flatMap((child) => cleanNode(child))
	if (!ELEMENTS.has(node.name)) return []

	if (node.name === 'style') {
		const css = node.children
			.map((child) => (child.kind === 'text' ? child.text : ''))
			.join('')
		if (!isSafeCss(css)) return []
		return [
			{
				...node,
				attributes: cleanAttributes(node),
				children: [{ kind: 'text', text: css }],
			},
		]
	}

	const attributes = cleanAttributes(node)
	const href = node.attributes.find(([name]) => name === 'href' || name === 'xlink:href')
	if (node.name === 'image') {
		// Only inline raster data; a link to anything else is an external reference.
		if (!href || !RASTER_DATA_URL.test(href[1].trim())) return []
		attributes.push([href[0], href[1].replace(/\s+/g, '')])
	} else if (node.name === 'use' && !attributes.some(([name]) => name.endsWith('href'))) {
		return [] // a <use> of another document
	}
	return [
		{
			kind: 'element',
			name: node.name,
			attributes,
			children: node.children.flatMap((child) => cleanNode(child)),
		},
	]
}

function cleanAttributes(node: ElementNode): Array<[string, string]> {
	const kept: Array<[string, string]> = []
	for (const [name, value] of node.attributes) {
		if (!ATTRIBUTES.has(name)) continue
		if (name === 'href' || name === 'xlink:href') {
			// Same-document references only (gradients, <use>, textPath); <image> is handled
			// by the caller.
			if (node.name !== 'image' && /^#[A-Za-z_][-A-Za-z0-9._:]*$/.test(value.trim()))
				kept.push([name, value.trim()])
			continue
		}
		if (name === 'style' ? !isSafeCss(value) : !isSafeValue(value)) continue
		kept.push([name, value])
	}
	return kept
}

/** No script-like schemes, and url() only to a fragment of this document. */
function isSafeValue(value: string): boolean {
	const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase()
	if (SCHEMES.test(compact)) return false
	const urls = compact.match(/url\([^)]*\)?/g) ?? []
	return urls.every((url) => /^url\(['"]?#[^)'"]*['"]?\)$/.test(url))
}

function isSafeCss(css: string): boolean {
	const compact = css
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/[\s\p{Cc}]+/gu, '')
		.toLowerCase()
	if (CSS_DANGER.test(compact)) return false
	return isSafeValue(compact)
}

function hasXlink(node: SvgNode): boolean {
	if (node.kind === 'text') return false
	return (
		node.attributes.some(([name]) => name.startsWith('xlink:')) ||
		node.children.some(hasXlink)
	)
}

// ---------------------------------------------------------------------------------------
// Writing

function escapeText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(text: string): string {
	return escapeText(text)
		.replace(/"/g, '&quot;')
		.replace(/\t/g, '&#9;')
		.replace(/\n/g, '&#10;')
		.replace(/\r/g, '&#13;')
}

function serialize(node: SvgNode): string {
	if (node.kind === 'text') return escapeText(node.text)
	const attributes = node.attributes
		.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
		.join('')
	if (node.children.length === 0) return `<${node.name}${attributes}/>`
	return `<${node.name}${attributes}>${node.children.map(serialize).join('')}</${node.name}>`
}
