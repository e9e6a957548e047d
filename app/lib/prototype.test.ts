import { describe, expect, it } from 'vitest'

import { PROTOTYPE_LINK_ERROR, parsePrototype } from './prototype.ts'

const link = 'https://www.figma.com/proto/AbC123xyz/Lumen-Banking?node-id=1-2'

describe('design-tool prototype links', () => {
	it('accepts proto and file links on the design tool host, with or without www', () => {
		for (const value of [
			link,
			'https://figma.com/proto/AbC123xyz/Lumen',
			'https://www.figma.com/file/XyZ987/Design-System',
			// The spec asks for the host and a proto or file path in it: a community file, and a
			// link typed with http (shown and embedded over https), are such links.
			'https://www.figma.com/community/file/1234567890/Kit',
			'http://www.figma.com/proto/AbC123xyz/Lumen',
		]) {
			const result = parsePrototype(value)
			expect(result.ok, value).toBe(true)
			if (result.ok) {
				expect(new URL(result.url).hostname).toBe('www.figma.com')
				expect(new URL(result.url).protocol).toBe('https:')
				expect(result.embedUrl).toContain(
					'https://www.figma.com/embed?embed_host=share&url=',
				)
			}
		}
	})

	it('refuses other hosts, paths and schemes with the spec message', () => {
		for (const value of [
			'https://evil.example/proto/AbC',
			'https://figma.com.evil.example/proto/AbC',
			'https://www.figma.com/community/plugin/1',
			'ftp://www.figma.com/proto/AbC',
			'javascript:alert(1)//figma.com/proto/x',
			'not a url',
			'',
		]) {
			expect(parsePrototype(value)).toEqual({ ok: false, message: PROTOTYPE_LINK_ERROR })
		}
	})
})

describe('embed code', () => {
	it('keeps only the design-tool URL of a single iframe', () => {
		const code = `<iframe style="border: 1px solid rgba(0, 0, 0, 0.1);" width="800" height="450" src="https://www.figma.com/embed?embed_host=share&amp;url=${encodeURIComponent(link)}" allowfullscreen></iframe>`
		const result = parsePrototype(code)
		expect(result.ok).toBe(true)
		if (result.ok) expect(result.url).toBe(link)
	})

	it('accepts the embed host form', () => {
		const result = parsePrototype(
			'<iframe src="https://embed.figma.com/proto/AbC123xyz/Lumen?node-id=1-2&embed-host=share"></iframe>',
		)
		expect(result.ok).toBe(true)
	})

	it('refuses scripts, other frames and extra markup', () => {
		for (const code of [
			'<script>alert(1)</script>',
			'<iframe src="https://evil.example/embed"></iframe>',
			`<iframe src="https://www.figma.com/embed?url=https://evil.example/proto/x"></iframe>`,
			`<iframe src="${link}"></iframe><script>alert(1)</script>`,
			'<iframe srcdoc="<script>alert(1)</script>"></iframe>',
			'<img src=x onerror=alert(1)>',
		]) {
			expect(parsePrototype(code).ok, code).toBe(false)
		}
	})
})
