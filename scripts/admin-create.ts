// Creates an admin account from the command line, without an invitation:
//
//   npm run admin:create -- --email owner@example.com --password 'a long passphrase'
//
// The first account becomes the owner; when an owner exists, the new account is an admin.
// The password can also come from ADMIN_PASSWORD or standard input (keeps it out of the
// shell history). The same rules apply as on the sign-up page.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { emailSchema, newPasswordSchema } from '#app/schemas/auth.ts'
import { authFor, withTrustedAccountCreation } from '#app/server/auth/auth.server.ts'
import { isCommonPassword } from '#app/server/auth/common-passwords.server.ts'
import { closeDb, getDb, migrateToLatest } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { deleteSessionsOfUser } from '#app/server/models/sessions.server.ts'
import { listMembers } from '#app/server/models/users.server.ts'
import { ensureAppSecret } from '#app/server/secret.server.ts'

async function readStdin(): Promise<string> {
	if (process.stdin.isTTY) return ''
	const chunks: Buffer[] = []
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
	return Buffer.concat(chunks)
		.toString('utf8')
		.replace(/\r?\n$/, '')
}

function fail(message: string): never {
	console.error(`admin:create: ${message}`)
	process.exit(1)
}

const { values } = parseArgs({
	options: {
		email: { type: 'string' },
		password: { type: 'string' },
		help: { type: 'boolean', short: 'h' },
	},
})

if (values.help) {
	console.log(
		'Usage: npm run admin:create -- --email <email> [--password <password>]\n' +
			'The password may also come from ADMIN_PASSWORD or standard input.',
	)
	process.exit(0)
}

const email = emailSchema.safeParse(values.email ?? '')
if (!email.success) fail(email.error.issues[0]?.message ?? 'Enter a valid email address')
const rawPassword = values.password ?? process.env.ADMIN_PASSWORD ?? (await readStdin())
const password = newPasswordSchema.safeParse(rawPassword)
if (!password.success) fail(password.error.issues[0]?.message ?? 'Password is required')
if (isCommonPassword(password.data))
	fail('This password is too common. Choose one that is harder to guess.')

const env = getEnv()
await mkdir(path.resolve(env.DATA_DIR), { recursive: true })
await ensureAppSecret()
const db = getDb()
try {
	await migrateToLatest(db)
	const members = await listMembers(db)
	if (members.some((member) => member.email === email.data)) {
		fail(`${email.data} already has an account.`)
	}
	const role = members.some((member) => member.role === 'owner') ? 'admin' : 'owner'
	const { user } = await withTrustedAccountCreation(role, () =>
		authFor(db).api.signUpEmail({
			body: {
				name: email.data.split('@')[0] ?? email.data,
				email: email.data,
				password: password.data,
			},
			headers: new Headers(),
		}),
	)
	// Sign-up signs the new account in; nobody is here to use that session.
	await deleteSessionsOfUser(db, user.id)
	console.log(
		role === 'owner'
			? `Created the owner account ${email.data}. Sign in at /admin/login.`
			: `An owner already exists; created ${email.data} as an admin. Sign in at /admin/login.`,
	)
} finally {
	await closeDb()
}
