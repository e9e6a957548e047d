import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import {
	looksLikeSvg,
	sanitizeSvg,
	SVG_MAX_BYTES,
	SVG_MAX_ELEMENTS,
	SvgError,
	SvgTooComplex,
} from './svg.server.ts'

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a design tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#4D92CE"/><stop offset="1" stop-color="#2D2D75"/></linearGradient>
    <style>.mark { fill: url(#g); } .text > tspan { font-weight: 700 }</style>
  </defs>
  <title>Acme &amp; Co</title>
  <rect class="mark" x="0" y="0" width="40" height="40" rx="8"/>
  <use xlink:href="#g"/>
  <text x="48" y="26" font-family="Inter, sans-serif" font-size="16">Acme &#38; Co</text>
</svg>`

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<?xml-stylesheet href="https://evil.example/x.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="100" height="100">
  <script>alert(document.cookie)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/></body></foreignObject>
  <rect width="10" height="10" fill="red" onclick="alert(2)" OnMouseOver="alert(3)" style="fill: url(https://evil.example/track.png)"/>
  <circle r="5" fill="url(https://evil.example/paint)" filter="url(#ok)"/>
  <a href="javascript:alert(4)"><text>click</text></a>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <image xlink:href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <animate attributeName="href" to="javascript:alert(5)"/>
  <set attributeName="onmouseover" to="alert(6)"/>
  <style>@import url(https://evil.example/x.css); rect { fill: blue }</style>
  <style>rect { background: url("https://evil.example/y.png") }</style>
  <iframe src="https://evil.example"/>
  <embed src="https://evil.example/x.swf"/>
  <handler type="application/ecmascript">alert(7)</handler>
  <g style="behavior: url(x.htc)"><path d="M0 0L10 10" stroke="black"/></g>
  <text>&lt;script&gt;alert(8)&lt;/script&gt;</text>
</svg>`

describe('SVG sanitiser', () => {
	test('keeps a clean logo as it draws', async () => {
		const clean = await sanitizeSvg(LOGO)
		expect(clean).toMatch(/<linearGradient id="g">/)
		expect(clean).toContain(
			'.mark { fill: url(#g); } .text &gt; tspan { font-weight: 700 }',
		)
		expect(clean).toContain('<title>Acme &amp; Co</title>')
		expect(clean).toMatch(/<use (xlink:)?href="#g"\/>/)
		expect(clean).toContain('Acme &amp; Co</text>')
		expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
		// Still an SVG the renderer reads, at its size.
		const meta = await sharp(Buffer.from(clean)).metadata()
		expect(meta).toMatchObject({ format: 'svg', width: 120, height: 40 })
	})

	test('removes scripts, handlers, foreignObject, animation and every reference out of the document', async () => {
		const clean = await sanitizeSvg(HOSTILE)
		for (const banned of [
			/<script/i,
			/foreignObject/i,
			/<iframe/i,
			/<embed/i,
			/<handler/i,
			/<animate/i,
			/<set/i,
			/\son[a-z]+=/i,
			/javascript:/i,
			/evil\.example/i,
			/<!DOCTYPE/i,
			/xml-stylesheet/,
			/@import/,
			/behavior/,
			/data:image\/svg/,
			/alert\(\d\)<\/script/,
		]) {
			expect(clean, String(banned)).not.toMatch(banned)
		}
		// What is harmless stays: shapes, same-document paint servers, inline raster data, text.
		expect(clean).toMatch(/<rect width="10" height="10" fill="red"\s*\/>/)
		expect(clean).toContain('filter="url(#ok)"')
		expect(clean).toContain('href="data:image/png;base64,iVBORw0KGgo="')
		expect(clean).toContain('click</text>')
		// Escaped text stays text.
		const text = await sanitizeSvg(
			'<svg xmlns="http://www.w3.org/2000/svg"><text>&lt;script&gt;alert(8)&lt;/script&gt;</text><g style="behavior: url(x.htc)"><path d="M0 0L10 10" stroke="black"/></g></svg>',
		)
		expect(text).toContain('&lt;script&gt;alert(8)&lt;/script&gt;')
		expect(text).toContain('<path d="M0 0L10 10" stroke="black"/>')
		expect(text).not.toContain('behavior')
		await expect(sharp(Buffer.from(clean)).metadata()).resolves.toMatchObject({
			format: 'svg',
		})
	})

	test('entities, external or not (XXE, billion laughs), are refused before anything is parsed', async () => {
		for (const dtd of [
			'<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
			`<!DOCTYPE svg [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol9;</text></svg>`,
			'<svg xmlns="http://www.w3.org/2000/svg"><!ENTITY x "y"><text>&x;</text></svg>',
		]) {
			await expect(sanitizeSvg(dtd)).rejects.toThrow(SvgError)
		}
	})

	test('adds the SVG namespace an <img> needs', async () => {
		expect(
			await sanitizeSvg('<svg width="4" height="4"><path d="M0 0h4v4z"/></svg>'),
		).toBe(
			'<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path d="M0 0h4v4z"/></svg>',
		)
	})

	test('refuses what is not a well-formed SVG', async () => {
		for (const input of [
			'<!doctype html><html><body><img src=x onerror=alert(1)></body></html>',
			'<html><svg></svg></html>',
			"<?php system($_GET['c']); ?>",
			'<svg><g></svg>',
			'<svg></svg><svg></svg>',
			'text<svg/>',
			'<svg a="1" a="2"/>',
			'<svg a=1/>',
			'<svg a="<"/>',
			'<svg><!-- unclosed </svg>',
			'',
			'\u0000\u0001ELF',
		]) {
			await expect(sanitizeSvg(input), input).rejects.toThrow(SvgError)
		}
		await expect(
			sanitizeSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e])),
		).rejects.toThrow(SvgError)
	})

	test('deep nesting is refused rather than overflowing the stack', async () => {
		const deep = `<svg>${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`
		await expect(sanitizeSvg(deep)).rejects.toThrow(SvgError)
	})

	test('a document too large to clean on the server’s thread is refused from its tags, before it is parsed (20,000 elements took ~2 s and ~400 MB there)', async () => {
		const rects = (n: number) =>
			`<svg viewBox="0 0 10 10">${'<rect width="1" height="1"/>'.repeat(n - 1)}</svg>`
		expect(await sanitizeSvg(rects(SVG_MAX_ELEMENTS))).toContain('<rect')
		await expect(sanitizeSvg(rects(SVG_MAX_ELEMENTS + 1))).rejects.toThrow(SvgTooComplex)
		await expect(sanitizeSvg(rects(20_000))).rejects.toThrow(SvgTooComplex)
		const long = `<svg viewBox="0 0 10 10"><path d="${'M0 0h1'.repeat(SVG_MAX_BYTES / 6)}"/></svg>`
		await expect(sanitizeSvg(long)).rejects.toThrow(SvgTooComplex)
	})

	test('looksLikeSvg reads the head only', () => {
		expect(looksLikeSvg(Buffer.from(LOGO))).toBe(true)
		expect(looksLikeSvg(Buffer.from(HOSTILE))).toBe(true)
		expect(looksLikeSvg(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"/>'))).toBe(true)
		expect(looksLikeSvg(Buffer.from('<html><svg/></html>'))).toBe(false)
		expect(looksLikeSvg(Buffer.from('<?php echo 1; ?>'))).toBe(false)
		expect(looksLikeSvg(Buffer.from('<svgx/>'))).toBe(false)
	})
})
