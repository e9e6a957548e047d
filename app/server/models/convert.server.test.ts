import { describe, expect, test } from 'vitest'

import {
	newId,
	parseJson,
	toBoolean,
	toImageRef,
	toIso,
	toIsoOrNull,
	toJson,
	toStringList,
} from './convert.server.ts'

describe('row value conversion', () => {
	test('booleans from either engine', () => {
		expect([true, 1, 1n, '1', 't', 'true'].map(toBoolean)).toEqual(Array(6).fill(true))
		expect([false, 0, 0n, '0', 'f', null, undefined].map(toBoolean)).toEqual(
			Array(7).fill(false),
		)
	})

	test('timestamps: Dates, ISO text and SQLite CURRENT_TIMESTAMP text become ISO in UTC', () => {
		expect(toIso(new Date('2025-01-02T03:04:05.678Z'))).toBe('2025-01-02T03:04:05.678Z')
		expect(toIso('2025-01-02T03:04:05.678Z')).toBe('2025-01-02T03:04:05.678Z')
		expect(toIso('2025-01-02 03:04:05')).toBe('2025-01-02T03:04:05.000Z')
		expect(toIso('2025-01-02T05:04:05+02:00')).toBe('2025-01-02T03:04:05.000Z')
		expect(toIsoOrNull(null)).toBeNull()
		expect(() => toIso('yesterday')).toThrow(TypeError)
	})

	test('JSON text: parsed once, damaged text reads as null', () => {
		expect(parseJson('"text"')).toBe('text')
		expect(parseJson('[1,2]')).toEqual([1, 2])
		expect(parseJson('not json')).toBeNull()
		expect(parseJson(null)).toBeNull()
		expect(toJson({ a: [1] })).toBe('{"a":[1]}')
		expect(() => toJson(undefined)).toThrow(TypeError)
	})

	test('images: objects keep known fields; a plain URL string is tolerated', () => {
		expect(toImageRef('/media/clients/acme%20co.svg?v=2')).toEqual({
			url: '/media/clients/acme%20co.svg?v=2',
			name: 'acme co.svg',
		})
		expect(
			toImageRef({
				url: '/a.png',
				name: 'a',
				width: 10,
				height: null,
				alt: '',
				extra: 1,
			}),
		).toEqual({ url: '/a.png', name: 'a', width: 10, height: null, alt: '' })
		expect(toImageRef({ name: 'no url' })).toBeNull()
		expect(toImageRef('')).toBeNull()
	})

	test("images keep the media row's placeholder, but only as a small inline image", () => {
		const placeholder = 'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAA='
		const ref = { url: '/media/banners/abc/original.png', name: 'b.png', mediaId: 'abc' }
		expect(toImageRef({ ...ref, placeholder })).toEqual({ ...ref, placeholder })
		expect(toImageRef({ ...ref, placeholder: null })).toEqual({
			...ref,
			placeholder: null,
		})
		for (const hostile of [
			'https://tracker.example/pixel.png',
			'data:image/svg+xml;base64,PHN2Zz4=',
			'data:image/webp;base64,AAAA"); background: url(https://x.example/',
			`data:image/webp;base64,${'A'.repeat(5000)}`,
			42,
		])
			expect(toImageRef({ ...ref, placeholder: hostile })).toEqual(ref)
	})

	test('string lists tolerate a single string', () => {
		expect(toStringList('one')).toEqual(['one'])
		expect(toStringList(['a', 2, 'b'])).toEqual(['a', 'b'])
		expect(toStringList(null)).toEqual([])
	})

	test('ids are 12 URL-safe characters', () => {
		expect(newId()).toMatch(/^[A-Za-z0-9_-]{12}$/)
	})
})
