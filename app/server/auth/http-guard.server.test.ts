import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'

import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
	adminHttpGuard,
	CLIENT_ADDRESS_HEADER,
	crossSiteReason,
	isGuardedPath,
} from './http-guard.server.ts'

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

	test('guards the dashboard, its data requests and the auth API only', () => {
		for (const path of [
			'/admin',
			'/admin/',
			'/admin/team',
			'/admin.data',
			'/admin/login.data',
			'/api/auth/sign-in/email',
		])
			expect(isGuardedPath(path), path).toBe(true)
		for (const path of ['/', '/administrator', '/api/contact', '/api/authx', '/about'])
			expect(isGuardedPath(path), path).toBe(false)
	})
})

describe('adminHttpGuard in an Express app', () => {
	let server: Server
	let base: string
	const reached: string[] = []

	beforeAll(async () => {
		const app = express()
		app.use(adminHttpGuard({ siteUrl: 'https://www.site.test' }))
		app.all('/{*path}', (req, res) => {
			reached.push(`${req.method} ${req.path}`)
			// A handler adding its own caching header does not undo the guard's.
			res.append('Cache-Control', 'max-age=60')
			res.json({ client: req.get(CLIENT_ADDRESS_HEADER) ?? null })
		})
		server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	test('a cross-site POST is refused with 403 before any handler runs', async () => {
		reached.length = 0
		const attempts: Record<string, string>[] = [
			{ Origin: 'https://evil.example' },
			{ 'Sec-Fetch-Site': 'cross-site' },
			{ Origin: 'null' },
		]
		for (const headers of attempts) {
			const response = await fetch(`${base}/admin/team`, {
				method: 'POST',
				headers,
				body: 'intent=remove',
			})
			expect(response.status).toBe(403)
			expect(response.headers.get('cache-control')).toBe('no-store')
		}
		const api = await fetch(`${base}/api/auth/sign-out`, {
			method: 'POST',
			headers: { 'Sec-Fetch-Site': 'cross-site', Accept: 'application/json' },
		})
		expect(api.status).toBe(403)
		expect(await api.json()).toEqual({
			ok: false,
			message: 'Cross-site request refused.',
		})
		expect(reached).toEqual([])
	})

	test('same-origin and SITE_URL-origin writes reach the handler', async () => {
		reached.length = 0
		const same = await fetch(`${base}/admin/team`, {
			method: 'POST',
			headers: { Origin: base, 'Sec-Fetch-Site': 'same-origin' },
		})
		expect(same.status).toBe(200)
		const site = await fetch(`${base}/admin/team`, {
			method: 'POST',
			headers: { Origin: 'https://www.site.test' },
		})
		expect(site.status).toBe(200)
		expect(reached).toEqual(['POST /admin/team', 'POST /admin/team'])
	})

	test('admin and auth responses are never stored; public ones are untouched', async () => {
		for (const path of [
			'/admin',
			'/admin/login',
			'/admin.data',
			'/api/auth/get-session',
		]) {
			const response = await fetch(`${base}${path}`)
			expect(response.headers.get('cache-control'), path).toBe('no-store')
			expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
		}
		const home = await fetch(`${base}/`)
		expect(home.headers.get('cache-control')).toBe('max-age=60')
	})

	test('the client address comes from the socket, not from the client', async () => {
		const response = await fetch(`${base}/admin`, {
			headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' },
		})
		expect(await response.json()).toEqual({ client: '127.0.0.1' })
	})
})
