// Contact e2e helpers: a built server of our own per worker (so the contact tests can
// post freely, mail to an SMTP server started here, and read the database), and a few
// page helpers.
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import {
	startTestSmtpServer,
	type TestSmtpServer,
} from '#app/server/contact/testing.server.ts'

import { expect as baseExpect, test as base } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

export interface ContactSite {
	server: ServerProcess
	smtp: TestSmtpServer
	url: (path: string) => string
	/** The contact_messages rows, newest last. */
	rows: () => ContactRow[]
}

export interface ContactRow {
	source: string
	name: string | null
	email: string
	phone: string | null
	request: string | null
	notes: string | null
	message: string | null
	status: string
	is_spam: number
	spam_reason: string | null
	/** Deleted in the Inbox (kept until the purge, for Undo). */
	deleted_at: string | null
}

export function readRows(dataDir: string): ContactRow[] {
	const db = new DatabaseSync(path.join(dataDir, 'site.db'), {
		readOnly: true,
		timeout: 5_000,
	})
	try {
		return db
			.prepare(
				'select source, name, email, phone, request, notes, message, status, is_spam, spam_reason, deleted_at from contact_messages order by created_at, rowid',
			)
			.all() as unknown as ContactRow[]
	} finally {
		db.close()
	}
}

export async function startContactSite(
	env: Record<string, string> = {},
): Promise<ContactSite> {
	const smtp = await startTestSmtpServer()
	const start = () =>
		startServer({
			env: {
				SMTP_URL: smtp.url,
				CONTACT_TO: 'team@aster.test',
				MAIL_FROM: 'Aster Software <site@aster.test>',
				LOG_LEVEL: 'warn',
				...env,
			},
		})
	// A machine busy with other builds can miss the start deadline once.
	const server = await start().catch(start)
	return {
		server,
		smtp,
		url: (pathname) => `${server.url}${pathname}`,
		rows: () => readRows(server.dataDir),
	}
}

export async function stopContactSite(site: ContactSite) {
	await site.server.cleanup()
	await site.smtp.stop()
}

/** A contact site with `env`, one per worker (kept), for a spec's tests. */
export function withContactSite(env: Record<string, string>) {
	const key = {}
	return base.extend<{ site: ContactSite }>({
		site: [
			async ({ kept }, provide) => {
				const site = await kept.get(key, async () => {
					const started = await startContactSite(env)
					return { value: started, end: () => stopContactSite(started) }
				})
				await provide(site)
			},
			{ timeout: 180_000 },
		],
	})
}

/** No rate limit or minimum fill time in the way of these tests. */
export const test = withContactSite({
	CONTACT_MIN_FILL_SECONDS: '0',
	CONTACT_RATE_LIMIT: '1000',
})

// Posts go through a real server, database and SMTP server: allow them time on a busy
// machine.
export const expect = baseExpect.configure({ timeout: 20_000 })

export const footerForm = (page: Page) => page.locator('form#footer-contact')
export const contactForm = (page: Page) => page.locator('form#contact-form')

/**
 * The message above the form: its text, and that it comes before the first field. Both are
 * measured in one step: a page that comes back to `#contact-form` may still be scrolling
 * to it, and two measurements apart would see it move between them.
 */
export async function messageAbove(form: Locator, role: 'status' | 'alert') {
	const message = form.getByRole(role)
	const field = await form.getByRole('textbox').first().elementHandle()
	const above = await message.evaluate(
		(shown, first) =>
			first !== null &&
			shown.getBoundingClientRect().height > 0 &&
			shown.getBoundingClientRect().top < first.getBoundingClientRect().top,
		field,
	)
	return { message, above }
}
