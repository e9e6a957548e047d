import { expect, test } from 'vitest'

import { REDIRECT_MESSAGES, redirectFormSchema } from '#app/schemas/redirect.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { getRedirectFrom, pageRedirects } from '#app/server/models/redirects.server.ts'

import {
	importRedirects,
	recordAddressChange,
	removeRedirect,
	saveRedirect,
} from './redirects.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }

const input = (from: string, to: string, status = '301', external = false) =>
	redirectFormSchema.parse({ from, to, status, external })

describeEachDialect('redirects service', (t) => {
	test('a loop is refused, naming it; a chain is saved as its end (A→B, B→C: A→C)', async () => {
		expect(await saveRedirect(t.db, { data: input('/a', '/b'), actor })).toMatchObject({
			ok: true,
			created: true,
		})
		expect(await saveRedirect(t.db, { data: input('/b', '/a'), actor })).toEqual({
			ok: false,
			status: 400,
			fieldErrors: {
				to: 'That would make a loop: /b → /a → /b. Choose another address.',
			},
		})
		// /b → /c: /a, which led to /b, now leads to /c in one step.
		expect(await saveRedirect(t.db, { data: input('/b', '/c'), actor })).toMatchObject({
			ok: true,
		})
		expect(await getRedirectFrom(t.db, '/a')).toMatchObject({ toPath: '/c', status: 301 })
		// /d → /a is saved as /d → /c.
		const saved = await saveRedirect(t.db, { data: input('/d', '/a'), actor })
		expect(saved).toMatchObject({ ok: true, redirect: { fromPath: '/d', toPath: '/c' } })
		// One redirect per old address.
		expect(await saveRedirect(t.db, { data: input('/d', '/e'), actor })).toMatchObject({
			ok: false,
			fieldErrors: {
				from: 'There is already a redirect from /d: edit that one instead.',
			},
		})
		if (!saved.ok) throw new Error('expected a redirect')
		expect(await removeRedirect(t.db, { id: saved.redirect.id, actor })).not.toBeNull()
		expect(await removeRedirect(t.db, { id: saved.redirect.id, actor })).toBeNull()
	})

	test('another site only when confirmed; a gone page has no target', () => {
		expect(
			redirectFormSchema.safeParse({ from: '/x', to: 'https://e.com', status: '301' }),
		).toMatchObject({ success: false })
		expect(input('/x', 'https://e.com/', '301', true)).toEqual({
			from: '/x',
			to: 'https://e.com/',
			status: 301,
		})
		expect(input('/x', 'ignored', '410')).toEqual({ from: '/x', to: '', status: 410 })
		expect(
			redirectFormSchema.safeParse({ from: '/about', to: '/x', status: '301' }),
		).toMatchObject({ success: false })
		// Too long a target is told so, as too long an old address is.
		const long = redirectFormSchema.safeParse({
			from: '/x',
			to: `/${'y'.repeat(3000)}`,
			status: '301',
		})
		expect(long.error?.issues[0]).toMatchObject({
			path: ['to'],
			message: 'Keep the address under 2,000 characters.',
		})
	})

	test('an address in other letters is found as typed, though stored percent-encoded', async () => {
		await saveRedirect(t.db, { data: input('/über-uns', '/about'), actor })
		expect(await getRedirectFrom(t.db, '/%C3%BCber-uns')).toMatchObject({
			toPath: '/about',
		})
		const found = await pageRedirects(t.db, { page: 1, pageSize: 10 }, 'über')
		expect(found.items.map((item) => item.fromPath)).toEqual(['/%C3%BCber-uns'])
		expect((await pageRedirects(t.db, { page: 1, pageSize: 10 }, 'uns')).total).toBe(1)
	})

	test('a CSV import adds the good rows and lists each bad one with why', async () => {
		await saveRedirect(t.db, { data: input('/taken', '/about'), actor })
		const imported = await importRedirects(t.db, {
			actor,
			csv: [
				'old,new,status',
				'/2019/hello/,/about',
				'/taken,/contact',
				'/gone,,410',
				'/x,/y,999',
				'/only-one-column',
			].join('\n'),
		})
		expect(imported).toMatchObject({ ok: true, result: { imported: 2 } })
		if (!imported.ok) throw new Error('expected an import')
		expect(imported.result.errors.map((error) => error.row)).toEqual([3, 5, 6])
		expect(imported.result.errors[0]!.message).toBe(
			'There is already a redirect from /taken: edit that one instead.',
		)
		expect(await getRedirectFrom(t.db, '/gone')).toMatchObject({
			status: 410,
			toPath: '',
		})
		// Another site only when the import confirms it, as the form does.
		const offSite = '/wp/ext,https://example.org/x'
		const unconfirmed = await importRedirects(t.db, { actor, csv: offSite })
		expect(unconfirmed).toMatchObject({ ok: true, result: { imported: 0 } })
		if (!unconfirmed.ok) throw new Error('expected an import')
		expect(unconfirmed.result.errors[0]!.message).toBe(
			'That address is on another site: tick “Send visitors to another site” to confirm.',
		)
		expect(await getRedirectFrom(t.db, '/wp/ext')).toBeNull()
		expect(
			await importRedirects(t.db, { actor, csv: offSite, external: true }),
		).toMatchObject({ ok: true, result: { imported: 1, errors: [] } })
		expect(await getRedirectFrom(t.db, '/wp/ext')).toMatchObject({
			toPath: 'https://example.org/x',
		})
		// WordPress's `?p=123` addresses: a query is no part of what is matched, so a row
		// with one is refused, saying so (both rows were stored as /wp, then refused as taken).
		const wordpress = await importRedirects(t.db, {
			actor,
			csv: '/wp/?p=123,/about\n/wp/?p=456,/contact',
		})
		expect(wordpress).toMatchObject({ ok: true, result: { imported: 0 } })
		if (!wordpress.ok) throw new Error('expected an import')
		expect(wordpress.result.errors.map((error) => error.message)).toEqual([
			REDIRECT_MESSAGES.fromQuery,
			REDIRECT_MESSAGES.fromQuery,
		])
		expect(await getRedirectFrom(t.db, '/wp')).toBeNull()
		expect(await importRedirects(t.db, { actor, csv: 'old,new\n' })).toEqual({
			ok: false,
			message: 'The file holds no redirects.',
		})
	})

	test('an address that changes leads on, and what led to it follows (no chain)', async () => {
		await recordAddressChange(t.db, { from: '/portfolio/a', to: '/portfolio/b', actor })
		await recordAddressChange(t.db, { from: '/portfolio/b', to: '/portfolio/c', actor })
		expect(await getRedirectFrom(t.db, '/portfolio/a')).toMatchObject({
			toPath: '/portfolio/c',
			source: 'auto',
		})
		// Back to an old address: it is a page again, not a redirect.
		await recordAddressChange(t.db, { from: '/portfolio/c', to: '/portfolio/a', actor })
		expect(await getRedirectFrom(t.db, '/portfolio/a')).toBeNull()
		expect(await getRedirectFrom(t.db, '/portfolio/b')).toMatchObject({
			toPath: '/portfolio/a',
		})
	})
})
