import { describe, expect, it } from 'vitest'

import { enhancerLoaderScript, PAINT_WAIT_MS } from './enhancer-loader.ts'

const entry = {
	module: '/assets/entry.client-abc.js',
	imports: ['/assets/enhance-def.js'],
}

describe('enhancerLoaderScript', () => {
	it('is one script that imports the chunks, then the entry, as literal addresses', () => {
		const script = enhancerLoaderScript(entry)
		// Parses as JavaScript (a module script's body; import() is valid in either).
		expect(() => new Function(script)).not.toThrow()
		expect([...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
			'/assets/enhance-def.js',
			'/assets/entry.client-abc.js',
		])
		// Waits for the first paint, with a bound for a page that never reports one.
		expect(script).toContain("'first-contentful-paint'")
		expect(script).toContain(`setTimeout(g,${PAINT_WAIT_MS})`)
		// Nothing starts at once: the imports run only inside the function the paint calls.
		expect(script.indexOf('import(')).toBeGreaterThan(script.indexOf('g=function(){'))
	})

	it('cannot close its <script> element whatever an address holds', () => {
		const script = enhancerLoaderScript({
			module: '/assets/</script><script>alert(1)</script>.js',
			imports: [],
		})
		expect(script).not.toContain('</script')
		expect(() => new Function(script)).not.toThrow()
	})
})
