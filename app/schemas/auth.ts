// Forms of admin sign-in, registration, invitations and account security, shared by the
// browser (instant messages) and the server (the check that counts).
import { z } from 'zod'

import { ASSIGNABLE_ROLES } from '#app/lib/permissions.ts'

import { recordIdSchema } from './form.ts'

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/** What the admin forms say when the server refuses. None tells whether an email is registered. */
export const AUTH_MESSAGES = {
	signInFailed: 'Email or password is incorrect.',
	locked: 'Too many failed sign-in attempts. Try again in 15 minutes.',
	rateLimited: 'Too many requests from this network. Try again later.',
	invitationOnly:
		'Registration is by invitation. Ask an admin of this site to send you an invitation link.',
	invitationInvalid:
		'This invitation link has expired, was revoked or was already used. Ask for a new one.',
	signUpFailed: 'We could not create the account. Check the details and try again.',
	commonPassword: 'This password is too common. Choose one that is harder to guess.',
	codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
	backupCodeInvalid: 'That backup code is not valid, or it was already used.',
	secondFactorExpired: 'Your sign-in took too long. Enter your email and password again.',
	secondFactorLocked:
		'Too many wrong codes. Two-factor sign-in is locked for 15 minutes for this account.',
	wrongPassword: 'The password is incorrect.',
	resetUnavailable:
		'This site cannot email you a reset link. Ask the owner of the dashboard to make you one from the Team tab.',
	resetExpired:
		'This link to set a new password has expired or was already used. Ask for a new one.',
	somethingFailed: 'Something went wrong on our side. Try again.',
} as const

export const emailSchema = z
	.string({ error: 'Email is required' })
	.trim()
	.min(1, 'Email is required')
	.max(254, 'Enter a valid email address')
	.pipe(z.email('Enter a valid email address'))
	.transform((email) => email.toLowerCase())

/** A new password: length only, no composition rules (the server also refuses common ones). */
export const newPasswordSchema = z
	.string({ error: 'Password is required' })
	.min(1, 'Password is required')
	.min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
	.max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)

const enteredPassword = z
	.string({ error: 'Password is required' })
	.min(1, 'Password is required')
	.max(PASSWORD_MAX_LENGTH, 'Email or password is incorrect')

export const loginSchema = z.object({
	email: emailSchema,
	password: enteredPassword,
	redirectTo: z.string().optional(),
})

export const signupSchema = z.object({
	email: emailSchema,
	password: newPasswordSchema,
	token: z.string().max(200).optional(),
})

export const twoFactorCodeSchema = z.object({
	method: z.enum(['totp', 'backup']).default('totp'),
	code: z
		.string({ error: 'Enter the code' })
		.trim()
		.min(1, 'Enter the code')
		.max(32, 'That code is not valid')
		.transform((code) => code.replace(/\s+/g, '')),
})

export const inviteSchema = z.object({
	email: emailSchema,
	/** The role the account gets (decision 046); an invitation without one makes an admin. */
	role: z.enum(ASSIGNABLE_ROLES, { error: 'Choose a role' }).default('admin'),
})

/**
 * The Team tab's posts: invite an address, revoke an invitation, remove an admin, send an
 * admin a link to set a new password (the owner).
 */
export const teamActionSchema = z.discriminatedUnion('intent', [
	inviteSchema.extend({ intent: z.literal('invite') }),
	z.object({ intent: z.literal('revoke'), id: recordIdSchema }),
	z.object({ intent: z.literal('remove'), id: recordIdSchema }),
	z.object({ intent: z.literal('reset-link'), id: recordIdSchema }),
	z.object({
		intent: z.literal('role'),
		id: recordIdSchema,
		role: z.enum(ASSIGNABLE_ROLES, { error: 'Choose a role' }),
	}),
	z.object({ intent: z.literal('transfer'), id: recordIdSchema }),
])

export const forgotPasswordSchema = z.object({ email: emailSchema })

export const resetPasswordSchema = z.object({
	token: z.string({ error: 'This link is not complete' }).min(1).max(200),
	newPassword: newPasswordSchema,
})

export const changePasswordSchema = z
	.object({
		currentPassword: z
			.string({ error: 'Enter your current password' })
			.min(1, 'Enter your current password'),
		newPassword: newPasswordSchema,
	})
	.refine((value) => value.newPassword !== value.currentPassword, {
		path: ['newPassword'],
		message: 'Choose a password different from the current one',
	})

export const confirmPasswordSchema = z.object({
	password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
})

/** A local path inside the dashboard to return to after sign-in, or /admin. */
export function safeAdminRedirect(value: unknown): string {
	if (typeof value !== 'string') return '/admin'
	if (!/^\/admin(?:[/?#]|$)/.test(value) || /[\\\s]|\.\./.test(value)) return '/admin'
	if (
		/^\/admin\/(?:login|signup|two-factor|logout|forgot-password|reset-password)\b/.test(
			value,
		)
	)
		return '/admin'
	return value
}
