import { readdir } from 'node:fs/promises'
import { text } from 'node:stream/consumers'

import { describe, expect, test } from 'vitest'

import { getEnv } from '#app/server/env.server.ts'

import { isValidKey } from './keys.server.ts'
import { LocalStorage } from './local-storage.server.ts'
import { S3Storage } from './s3-storage.server.ts'
import { createStorageFromEnv } from './storage.server.ts'
import { describeEachStorage } from './testing.server.ts'

const HOSTILE_KEYS = [
	'',
	'../site.db',
	'a/../../site.db',
	'/etc/passwd',
	'a//b.png',
	'.hidden.png',
	'a/.env',
	'a\\b.png',
	'a/b c.png',
	'a/%2e%2e/b.png',
	'x'.repeat(301),
]

describe('storage keys', () => {
	test('only generated-looking keys are valid', () => {
		expect(isValidKey('banners/AbC_d-12/original.jpg')).toBe(true)
		expect(isValidKey('seed/lumen-banner.webp')).toBe(true)
		for (const key of HOSTILE_KEYS) expect(isValidKey(key), key).toBe(false)
	})
})

describeEachStorage('storage', (s) => {
	test('put, stat, get, list and delete', async () => {
		const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13])
		await s.storage.put('banners/m1/original.png', bytes, 'image/png')
		await s.storage.put('banners/m1/320.avif', Buffer.from('avif'), 'image/avif')
		await s.storage.put('clients/m2/original.svg', Buffer.from('<svg/>'), 'image/svg+xml')

		const info = await s.storage.stat('banners/m1/original.png')
		expect(info).toMatchObject({ size: bytes.length })
		expect(info?.etag).toMatch(/^"/)

		const object = await s.storage.get('banners/m1/original.png')
		expect(object?.size).toBe(bytes.length)
		const chunks: Buffer[] = []
		for await (const chunk of object!.body) chunks.push(chunk as Buffer)
		expect(Buffer.concat(chunks)).toEqual(bytes)

		expect((await s.storage.list('')).sort()).toEqual([
			'banners/m1/320.avif',
			'banners/m1/original.png',
			'clients/m2/original.svg',
		])
		expect((await s.storage.list('banners/')).sort()).toEqual([
			'banners/m1/320.avif',
			'banners/m1/original.png',
		])
		expect(await s.storage.list('banners/m1/3')).toEqual(['banners/m1/320.avif'])

		await s.storage.delete([
			'banners/m1/original.png',
			'banners/m1/320.avif',
			'banners/x.png',
		])
		expect(await s.storage.list('')).toEqual(['clients/m2/original.svg'])
		expect(await s.storage.get('banners/m1/original.png')).toBeNull()
		expect(await s.storage.stat('banners/m1/original.png')).toBeNull()
		await s.storage.delete([])
	})

	test('put replaces an object whole', async () => {
		await s.storage.put('site/a/original.png', Buffer.from('first version'), 'image/png')
		await s.storage.put('site/a/original.png', Buffer.from('second'), 'image/png')
		const object = await s.storage.get('site/a/original.png')
		expect(await text(object!.body)).toBe('second')
		expect(await s.storage.list('')).toEqual(['site/a/original.png'])
	})

	test('missing objects read as null', async () => {
		expect(await s.storage.get('banners/none/original.png')).toBeNull()
		expect(await s.storage.stat('banners/none/original.png')).toBeNull()
		expect(await s.storage.list('banners/')).toEqual([])
	})

	test('keys that could escape or hide are refused, and nothing is written', async () => {
		for (const key of HOSTILE_KEYS) {
			await expect(
				s.storage.put(key, Buffer.from('x'), 'image/png'),
				key,
			).rejects.toThrow(/Invalid storage key/)
			await expect(s.storage.get(key), key).rejects.toThrow(/Invalid storage key/)
			await expect(s.storage.delete([key]), key).rejects.toThrow(/Invalid storage key/)
		}
		expect(await s.storage.list('')).toEqual([])
	})

	if (s.kind === 'local') {
		test('the local folder keeps no empty folders or temporary files', async () => {
			const storage = s.storage as LocalStorage
			await storage.put(
				'projectImages/m3/original.jpg',
				Buffer.from('jpeg'),
				'image/jpeg',
			)
			await storage.put('projectImages/m3/640.webp', Buffer.from('webp'), 'image/webp')
			expect(await readdir(`${storage.root}/projectImages/m3`)).toEqual(
				expect.arrayContaining(['original.jpg', '640.webp']),
			)
			await storage.delete(['projectImages/m3/original.jpg', 'projectImages/m3/640.webp'])
			expect(await readdir(storage.root)).toEqual([])
		})
	}
})

describe('storage from settings', () => {
	test('UPLOADS_DIR by default, S3 when S3_BUCKET is set', () => {
		const local = createStorageFromEnv({ ...getEnv(), S3_BUCKET: undefined })
		expect(local).toBeInstanceOf(LocalStorage)
		const s3 = createStorageFromEnv({
			...getEnv(),
			S3_BUCKET: 'media',
			S3_ENDPOINT: 'http://127.0.0.1:9000',
			S3_FORCE_PATH_STYLE: true,
		})
		expect(s3).toBeInstanceOf(S3Storage)
		expect((s3 as S3Storage).bucket).toBe('media')
	})
})
