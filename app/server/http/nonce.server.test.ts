import { describe, expect, test } from 'vitest'

import { newCspNonce } from './nonce.server.ts'

describe('CSP nonces', () => {
	test('16 random bytes each, base64, never the same twice', () => {
		const seen = new Set<string>()
		for (let i = 0; i < 1000; i++) {
			const nonce = newCspNonce()
			expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
			expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
			seen.add(nonce)
		}
		expect(seen.size).toBe(1000)
	})
})
