// The guard in an Express app, behind the request layer: server/request-layer.test.ts.
import { describe, expect, test } from 'vitest'

import { crossSiteReason } from './http-guard.server.ts'

describe('crossSiteReason', () => {
	const own = ['http://site.test']
	const check = (method: string, origin?: string, secFetchSite?: string) =>
		crossSiteReason({ method, origin, secFetchSite, allowedOrigins: own })

	test('reads are never refused', () => {
		expect(check('GET', 'https://evil.example', 'cross-site')).toBeNull()
		expect(check('HEAD', undefined, 'cross-site')).toBeNull()
	})

	test('writes from another site are refused', () => {
		expect(check('POST', undefined, 'cross-site')).toMatch(/cross-site/)
		expect(check('POST', undefined, 'same-site')).toMatch(/same-site/)
		expect(check('POST', 'https://evil.example')).toMatch(/evil/)
		expect(check('POST', 'null')).toMatch(/null/)
		expect(check('DELETE', 'http://site.test.evil.example')).not.toBeNull()
		expect(check('PUT', 'https://site.test')).not.toBeNull()
	})

	test('same-origin writes, and clients that send neither header, pass', () => {
		expect(check('POST', 'http://site.test', 'same-origin')).toBeNull()
		expect(check('POST', 'HTTP://SITE.TEST')).toBeNull()
		expect(check('POST', undefined, 'none')).toBeNull()
		expect(check('POST')).toBeNull()
	})
})
