import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { isUniqueViolation } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import {
	createClientLogo,
	getClientLogo,
	getClientLogoByName,
	listClientLogos,
	listVisibleClientLogos,
} from './client-logos.server.ts'
import {
	deleteClientLogo,
	moveClientLogo,
	setClientLogoVisibility,
} from './list-items.testing.server.ts'
import { makeImage } from './factories.server.ts'

const T0 = new Date('2025-03-01T10:00:00.000Z')

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
})

function logo(name: string) {
	return { name, image: makeImage(`clients/${name}`, { width: 120, height: 40 }) }
}

const names = (logos: { name: string }[]) => logos.map((l) => l.name)

describeEachDialect('client logos', (t) => {
	test('create: visible, placed last, image round-trips', async () => {
		const first = await createClientLogo(t.db, logo('acme.svg'))
		expect(first).toEqual({
			id: first.id,
			name: 'acme.svg',
			image: makeImage('clients/acme.svg', { width: 120, height: 40 }),
			visible: true,
			sortOrder: 0,
			createdAt: T0.toISOString(),
			updatedAt: T0.toISOString(),
		})
		const second = await createClientLogo(t.db, logo('globex.svg'))
		expect(second.sortOrder).toBe(1)
		const placed = await createClientLogo(t.db, {
			...logo('initech.svg'),
			sortOrder: 10,
			visible: false,
		})
		expect(placed).toMatchObject({ sortOrder: 10, visible: false })
		expect((await createClientLogo(t.db, logo('umbrella.svg'))).sortOrder).toBe(11)
	})

	test('get by id and by name', async () => {
		const created = await createClientLogo(t.db, { ...logo('acme.svg'), id: 'acme' })
		expect(await getClientLogo(t.db, 'acme')).toEqual(created)
		expect(await getClientLogoByName(t.db, 'acme.svg')).toEqual(created)
		expect(await getClientLogo(t.db, 'missing')).toBeNull()
		expect(await getClientLogoByName(t.db, 'missing.svg')).toBeNull()
	})

	test('names are unique', async () => {
		await createClientLogo(t.db, logo('acme.svg'))
		const error = await createClientLogo(t.db, logo('acme.svg')).catch((e: unknown) => e)
		expect(isUniqueViolation(error)).toBe(true)
	})

	test('public list: visible only, by sort order then name', async () => {
		await createClientLogo(t.db, { ...logo('zeta.svg'), sortOrder: 1 })
		await createClientLogo(t.db, { ...logo('beta.svg'), sortOrder: 1 })
		await createClientLogo(t.db, { ...logo('alpha.svg'), sortOrder: 2 })
		await createClientLogo(t.db, { ...logo('hidden.svg'), sortOrder: 0, visible: false })
		expect(names(await listVisibleClientLogos(t.db))).toEqual([
			'beta.svg',
			'zeta.svg',
			'alpha.svg',
		])
		expect(names(await listVisibleClientLogos(t.db, { limit: 2 }))).toEqual([
			'beta.svg',
			'zeta.svg',
		])
		expect(names(await listClientLogos(t.db))).toEqual([
			'hidden.svg',
			'beta.svg',
			'zeta.svg',
			'alpha.svg',
		])
	})

	test('visibility toggles and sets updatedAt', async () => {
		const created = await createClientLogo(t.db, logo('acme.svg'))
		vi.setSystemTime(new Date(T0.getTime() + 1000))
		const hidden = await setClientLogoVisibility(t.db, created.id, false)
		expect(hidden).toEqual({
			...created,
			visible: false,
			updatedAt: new Date(T0.getTime() + 1000).toISOString(),
		})
		expect(await listVisibleClientLogos(t.db)).toEqual([])
		expect(await setClientLogoVisibility(t.db, created.id, true)).toMatchObject({
			visible: true,
		})
		expect(names(await listVisibleClientLogos(t.db))).toEqual(['acme.svg'])
		expect(await setClientLogoVisibility(t.db, 'missing', true)).toBeNull()
	})

	test('move puts a logo at any place; the order stays dense', async () => {
		const [a, , , d] = [
			await createClientLogo(t.db, logo('a.svg')),
			await createClientLogo(t.db, logo('b.svg')),
			await createClientLogo(t.db, logo('c.svg')),
			await createClientLogo(t.db, logo('d.svg')),
		]
		expect(await moveClientLogo(t.db, d!.id, 1)).toEqual({ from: 4, to: 1, count: 4 })
		expect(await moveClientLogo(t.db, a!.id, 3)).toEqual({ from: 2, to: 3, count: 4 })
		expect((await listClientLogos(t.db)).map((l) => [l.name, l.sortOrder])).toEqual([
			['d.svg', 0],
			['b.svg', 1],
			['a.svg', 2],
			['c.svg', 3],
		])
		expect(await moveClientLogo(t.db, 'unknown', 1)).toBeNull()
	})

	test('a move inside a failed transaction changes nothing', async () => {
		const a = await createClientLogo(t.db, logo('a.svg'))
		const b = await createClientLogo(t.db, logo('b.svg'))
		await expect(
			t.db.transaction().execute(async (trx) => {
				await moveClientLogo(trx, b.id, 1)
				throw new Error('abort')
			}),
		).rejects.toThrow('abort')
		expect(names(await listClientLogos(t.db))).toEqual(['a.svg', 'b.svg'])
		void a
	})

	test('delete returns the removed logo', async () => {
		const created = await createClientLogo(t.db, logo('acme.svg'))
		expect(await deleteClientLogo(t.db, created.id)).toEqual(created)
		expect(await listClientLogos(t.db)).toEqual([])
		expect(await deleteClientLogo(t.db, created.id)).toBeNull()
	})
})
