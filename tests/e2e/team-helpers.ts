// The Team tab's invitation as the owner uses it, and the invitee's first sign-in: shared by
// the roles spec and the specs where an author edits content (decisions 046, 052).
import type { Browser, Page } from '@playwright/test'

import { expect, waitForHydration } from './fixtures.ts'

export const INVITEE_PASSWORD = 'a long and quiet passphrase'

/** The owner invites `email` as `role` in the Team tab; the invitation link. */
export async function invite(page: Page, site: string, email: string, role: string) {
	await page.goto(`${site}/admin/team`)
	await waitForHydration(page)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Role', { exact: true }).selectOption({ label: role })
	await page.getByRole('button', { name: 'Create invitation link' }).click()
	return page.getByLabel('Invitation link').inputValue()
}

/** A new browser of the invitee, registered with the link and signed in. */
export async function accept(browser: Browser, site: string, link: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await page.goto(link.replace(/^https?:\/\/[^/]+/, site))
	await page.getByLabel('Password').fill(INVITEE_PASSWORD)
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page).toHaveURL(`${site}/admin`)
	return { context, page }
}
