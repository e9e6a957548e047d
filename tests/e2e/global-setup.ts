// Playwright's global setup: the npm Chromium unpacked when the system has none
// (tests/chromium.ts), and, without TEST_DATABASE_URL (and not under `npm test`, which
// starts one server for both runners), a throwaway PostgreSQL for the run's PostgreSQL
// checks (tests/test-postgres.ts). Workers inherit the variable.
import { prepareChromium } from '../chromium.ts'
import { startTestPostgres } from '../test-postgres.ts'

export default async function globalSetup() {
	const chromium = await prepareChromium()
	console.log(`Chromium: ${chromium.executablePath} (${chromium.source})`)
	if (process.env.TEST_DATABASE_URL) return
	const postgres = await startTestPostgres()
	process.env.TEST_DATABASE_URL = postgres.url
	return async () => {
		await postgres.stop()
		delete process.env.TEST_DATABASE_URL
	}
}
