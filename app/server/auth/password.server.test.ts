import { describe, expect, test } from 'vitest'

import { PASSWORD_MIN_LENGTH } from '#app/schemas/auth.ts'

import { commonPasswordCount, isCommonPassword } from './common-passwords.server.ts'
import { hashPassword, parsePasswordHash, verifyPassword } from './password.server.ts'

describe('password hashing', () => {
	test('argon2id at OWASP parameters: at least 19 MiB, 2 passes, 1 lane', async () => {
		const hash = await hashPassword('a long enough passphrase')
		const parsed = parsePasswordHash(hash)
		expect(parsed).not.toBeNull()
		expect(parsed?.algorithm).toBe('argon2id')
		expect(parsed?.version).toBe(19)
		// README's argon2id parameters: 19 MiB, 2 passes, 1 lane.
		expect(parsed?.memory).toBe(19 * 1024)
		expect(parsed?.passes).toBe(2)
		expect(parsed?.parallelism).toBe(1)
		expect(parsed?.salt.length).toBeGreaterThanOrEqual(16)
		expect(parsed?.tag.length).toBeGreaterThanOrEqual(32)
		expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/)
	})

	test('verifies the right password and refuses a wrong one', async () => {
		const hash = await hashPassword('correct horse battery staple')
		expect(await verifyPassword({ hash, password: 'correct horse battery staple' })).toBe(
			true,
		)
		expect(await verifyPassword({ hash, password: 'correct horse battery stable' })).toBe(
			false,
		)
	})

	test('salts every hash', async () => {
		const [a, b] = await Promise.all([
			hashPassword('same password!!'),
			hashPassword('same password!!'),
		])
		expect(a).not.toBe(b)
	})

	test('refuses malformed, foreign and tampered hashes without throwing', async () => {
		const hash = await hashPassword('correct horse battery staple')
		const password = 'correct horse battery staple'
		expect(await verifyPassword({ hash: '', password })).toBe(false)
		expect(await verifyPassword({ hash: 'plain-text', password })).toBe(false)
		expect(
			await verifyPassword({ hash: hash.replace('m=19456', 'm=9999999'), password }),
		).toBe(false)
		expect(
			await verifyPassword({ hash: hash.replace('$v=19$', '$v=16$'), password }),
		).toBe(false)
		const scrypt = 'a1b2c3:ffeeddccbbaa'
		expect(await verifyPassword({ hash: scrypt, password })).toBe(false)
	})
})

describe('common passwords', () => {
	test('ships a few thousand entries', () => {
		expect(commonPasswordCount()).toBeGreaterThan(2500)
	})

	test.each([
		'password1234',
		'Password1234',
		'qwertyuiop123',
		'123456789012',
		'iloveyou2024',
	])('refuses %s', (password) => {
		expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH)
		expect(isCommonPassword(password)).toBe(true)
	})

	test.each(['correct horse battery staple', 'tangerine-orbit-lantern', 'Kq8#vz!Lm2@pR'])(
		'accepts %s',
		(password) => {
			expect(isCommonPassword(password)).toBe(false)
		},
	)
})
