import { describe, expect, test } from 'vitest'

import {
	changePasswordSchema,
	loginSchema,
	newPasswordSchema,
	safeAdminRedirect,
	signupSchema,
} from './auth.ts'

describe('passwords', () => {
	test('12 to 128 characters, no composition rules', () => {
		expect(newPasswordSchema.safeParse('a'.repeat(11)).success).toBe(false)
		expect(newPasswordSchema.safeParse('a'.repeat(12)).success).toBe(true)
		expect(newPasswordSchema.safeParse('all lower case words').success).toBe(true)
		expect(newPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true)
		expect(newPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false)
	})

	test('explain what is wrong', () => {
		const short = newPasswordSchema.safeParse('short')
		expect(short.error?.issues[0]?.message).toBe('Use at least 12 characters')
		const empty = signupSchema.safeParse({ email: '', password: '' })
		const messages = empty.error?.issues.map((issue) => issue.message)
		expect(messages).toContain('Email is required')
		expect(messages).toContain('Password is required')
	})

	test('a new password must differ from the current one', () => {
		const same = changePasswordSchema.safeParse({
			currentPassword: 'the very same words',
			newPassword: 'the very same words',
		})
		expect(same.success).toBe(false)
	})
})

describe('sign-in form', () => {
	test('normalises the email and requires both fields', () => {
		const parsed = loginSchema.parse({ email: '  Admin@Example.COM ', password: 'x' })
		expect(parsed.email).toBe('admin@example.com')
		expect(
			loginSchema.safeParse({ email: 'admin@example.com', password: '' }).success,
		).toBe(false)
		expect(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(
			false,
		)
	})
})

describe('safeAdminRedirect', () => {
	test.each([
		['/admin/team', '/admin/team'],
		['/admin?x=1', '/admin?x=1'],
		['/admin', '/admin'],
		['https://evil.example/admin', '/admin'],
		['//evil.example', '/admin'],
		['/admin/../../evil', '/admin'],
		['/admin\\evil', '/admin'],
		['/administrator', '/admin'],
		['/admin/login', '/admin'],
		['/', '/admin'],
		[undefined, '/admin'],
	])('%s → %s', (input, expected) => {
		expect(safeAdminRedirect(input)).toBe(expected)
	})
})
