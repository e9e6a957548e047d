// For specs that write straight into a server's SQLite file. Such a write goes around
// the app, so the render cache cannot know of it: renewing the content version (as
// every admin change does) makes the server render the pages again. A visitor may get the
// kept page once more meanwhile (stale-while-revalidate, decision 019): `gotoUntil` loads
// a page until it shows the change.
import { randomUUID } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'

import { expect, type Page } from '@playwright/test'

/** Loads `url` until `shows` passes (each try a second at most, 15 s in all). */
export async function gotoUntil(page: Page, url: string, shows: () => Promise<void>) {
	await expect(async () => {
		await page.goto(url)
		await shows()
	}).toPass({ timeout: 15_000 })
}

export function renewContentVersion(db: DatabaseSync): void {
	db.prepare(
		`INSERT INTO settings (key, value, updated_at) VALUES ('content_version', ?, ?)
		 ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
	).run(JSON.stringify(randomUUID()), new Date().toISOString())
}
