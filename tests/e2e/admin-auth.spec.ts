// Admin access in the browser, on a server of its own with an empty database: bootstrap
// the owner, invite a second admin, sign in as them, turn on two-factor, sign in with it,
// sign out. Plus the same forms without JavaScript, and the HTTP-level guarantees.
import { expect, test } from './fixtures.ts'
import { type ServerProcess, startServer } from './server-process.ts'
import { totp } from './totp.ts'

const OWNER = { email: 'owner@example.com', password: 'a quiet walk in the park' }
const ADMIN = { email: 'second.admin@example.com', password: 'tangerine orbit lantern' }

test.describe('admin access', () => {
	test.describe.configure({ mode: 'serial' })
	// A refused form answers 400 (as the conventions ask); the browser logs that response.
	test.use({ allowedConsoleErrors: [/the server responded with a status of 400/] })

	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer()
	})
	test.afterAll(async () => {
		await server?.cleanup()
	})

	test('bootstrap the owner, invite an admin, sign in as them, enable two-factor, sign in with it, sign out', async ({
		page,
	}) => {
		const url = (path: string) => `${server.url}${path}`

		// Signed out, the dashboard sends you to sign in.
		await page.goto(url('/admin'))
		await expect(page).toHaveURL(url('/admin/login'))
		await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

		// 1. The first account becomes the owner.
		await page.getByRole('link', { name: 'Create the owner account' }).click()
		await expect(
			page.getByRole('heading', { name: 'Create the owner account' }),
		).toBeVisible()
		await page.getByLabel('Email').fill(OWNER.email)
		await page.getByLabel('Password').fill(OWNER.password)
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page).toHaveURL(url('/admin'))
		await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()

		// 2. Invite a second admin from the Team tab.
		await page
			.getByRole('navigation', { name: 'Dashboard sections' })
			.getByRole('link', { name: 'Team' })
			.click()
		await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
		await page.getByLabel('Email').fill(ADMIN.email)
		await page.getByRole('button', { name: 'Create invitation link' }).click()
		const linkField = page.getByLabel('Invitation link')
		await expect(linkField).toBeVisible()
		const invitation = await linkField.inputValue()
		expect(invitation).toMatch(/\/admin\/signup\?token=/)
		await expect(page.getByText('Pending')).toBeVisible()

		// Registration without the link is closed now.
		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page.getByText('You are signed out.')).toBeVisible()
		await page.goto(url('/admin/signup'))
		await expect(
			page.getByRole('heading', { name: 'Registration is by invitation' }),
		).toBeVisible()
		await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0)

		// 3. The invitee registers with the link, then signs in.
		await page.goto(invitation.replace(/^https?:\/\/[^/]+/, server.url))
		await expect(
			page.getByRole('heading', { name: 'Accept your invitation' }),
		).toBeVisible()
		await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email)
		await page.getByLabel('Password').fill(ADMIN.password)
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page).toHaveURL(url('/admin'))
		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page).toHaveURL(url('/admin/login?notice=signed-out'))

		// A wrong password: one clear message that does not say whether the email exists.
		await page.getByLabel('Email').fill(ADMIN.email)
		await page.getByLabel('Password').fill('not the password at all')
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.')
		await page.getByLabel('Email').fill('nobody@example.com')
		await page.getByLabel('Password').fill('not the password at all')
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.')

		await page.getByLabel('Email').fill(ADMIN.email)
		await page.getByLabel('Password').fill(ADMIN.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(url('/admin'))
		await expect(
			page
				.getByRole('link', { name: /Your account/ })
				.or(page.getByRole('link', { name: ADMIN.email })),
		).toBeVisible()

		// 4. Turn on two-factor sign-in.
		await page.goto(url('/admin/account'))
		await page.getByLabel('Your password').fill(ADMIN.password)
		await page.getByRole('button', { name: 'Set up two-factor' }).click()
		await expect(
			page.getByRole('img', { name: 'QR code for your authenticator app' }),
		).toBeVisible()
		const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
		expect(secret).toMatch(/^[A-Z2-7]+=*$/)
		await expect(
			page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
		).toHaveCount(10)
		const enablingCode = totp(secret)
		await page.getByLabel('Authentication code').fill(enablingCode)
		await page.getByRole('button', { name: 'Turn on two-factor' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' }),
		).toBeVisible()
		await page.getByRole('button', { name: 'Sign out' }).click()

		// 5. Signing in now takes the password and then a code.
		await page.getByLabel('Email').fill(ADMIN.email)
		await page.getByLabel('Password').fill(ADMIN.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/admin\/two-factor/)
		await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
		// Without the code, the dashboard is still closed.
		const blocked = await page.request.get(url('/admin'), { maxRedirects: 0 })
		expect(blocked.status()).toBe(302)
		await page.getByLabel('Authentication code').fill('000000')
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(
			page.getByText('That code is not valid.', { exact: false }),
		).toBeVisible()
		// The code that turned it on is spent: refused as a wrong one (issue 36). The next
		// step's code signs in (an authenticator's window takes one step either side).
		await page.getByLabel('Authentication code').fill(enablingCode)
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(
			page.getByText('That code is not valid.', { exact: false }),
		).toBeVisible()
		const signInCode = totp(secret, Date.now() + 30_000)
		await page.getByLabel('Authentication code').fill(signInCode)
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(page).toHaveURL(url('/admin'))
		await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()

		// The Activity tab shows who signed in and out.
		await page
			.getByRole('navigation', { name: 'Dashboard sections' })
			.getByRole('link', { name: 'Activity' })
			.click()
		await expect(
			page.getByRole('region', { name: 'Activity log' }).getByText('Signed in').first(),
		).toBeVisible()
		await expect(
			page.getByRole('region', { name: 'Activity log' }).getByText('Signed out').first(),
		).toBeVisible()

		// 6. Sign out: the session is over on the server too.
		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page.getByText('You are signed out.')).toBeVisible()
		await page.goto(url('/admin/team'))
		await expect(page).toHaveURL(url('/admin/login?redirectTo=%2Fadmin%2Fteam'))

		// 7. The same code again, within its window: refused as a wrong one (issue 36).
		await page.getByLabel('Email').fill(ADMIN.email)
		await page.getByLabel('Password').fill(ADMIN.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/admin\/two-factor/)
		await page.getByLabel('Authentication code').fill(signInCode)
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(
			page.getByText('That code is not valid.', { exact: false }),
		).toBeVisible()
		expect((await page.request.get(url('/admin'), { maxRedirects: 0 })).status()).toBe(
			302,
		)
	})

	test('sign-in works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto(`${server.url}/admin/login`)
		await page.getByLabel('Email').fill(OWNER.email)
		await page.getByLabel('Password').fill(OWNER.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(`${server.url}/admin`)
		await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page.getByText('You are signed out.')).toBeVisible()
		await context.close()
	})

	test('admin responses are never stored, and cross-site writes are refused', async ({
		request,
	}) => {
		for (const path of [
			'/admin',
			'/admin/login',
			'/admin/signup',
			'/api/auth/get-session',
		]) {
			const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 })
			expect(response.headers()['cache-control'], path).toBe('private, no-store')
		}
		const crossSite = await request.post(`${server.url}/admin/login`, {
			headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
			form: { email: OWNER.email, password: OWNER.password },
			maxRedirects: 0,
		})
		expect(crossSite.status()).toBe(403)
		expect(crossSite.headers()['set-cookie']).toBeUndefined()
		// No state changes over GET: visiting the sign-out address signs nobody out.
		const visit = await request.get(`${server.url}/admin/logout`, { maxRedirects: 0 })
		expect(visit.status()).toBe(302)
	})
})
