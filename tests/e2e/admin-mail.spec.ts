// The mail the dashboard sends, seen from outside: a server of its own with a real SMTP
// server in this process (the smtp-server package). An invitation mailed to the address
// typed, whose link registers once; "Forgot password" answering alike for an unknown
// address (and mailing nothing), its link setting a new password once; the owner's reset
// link for a member; backup codes left and made again; the Activity tab's sentences,
// filters and lines of repeats, with and without JavaScript. axe checks every new or
// changed screen in both themes and at both widths (light at 1280 px, dark at 375).
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from '@playwright/test'

import {
	freePort,
	startTestSmtpServer,
	type ReceivedMail,
	type TestSmtpServer,
} from '#app/server/contact/testing.server.ts'

import {
	axeBuilder,
	expect as baseExpect,
	keepScreen,
	switchTheme,
	test,
} from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { totp } from './totp.ts'

// Mail goes through a real server and an outbox: allow it time on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 })

// A refused form answers 400 (as the conventions ask); the browser logs that response.
test.use({ allowedConsoleErrors: [/the server responded with a status of 400/] })
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const OWNER = { email: 'owner@example.com', password: 'a quiet walk in the park' }
const MEMBER = { email: 'member@example.com', password: 'tangerine orbit lantern' }
const NEW_PASSWORD = 'copper kettle on the hill'
const OWNER_RESET_PASSWORD = 'seven lanterns by the sea'

/**
 * axe in both themes and at both widths, in two passes (light at 1280 px, dark at 375), as
 * the other dashboard specs do: the colours come from the theme, and what is shown, and
 * where, from the width. Their screens are kept.
 */
async function checkScreen(page: Page, name: string) {
	for (const [width, height, theme] of [
		[1280, 800, 'light'],
		[375, 740, 'dark'],
	] as const) {
		await page.setViewportSize({ width, height })
		await switchTheme(page, theme)
		const results = await axeBuilder(page).analyze()
		baseExpect(results.violations, `${name}, ${width} px, ${theme}`).toEqual([])
		await keepScreen(page, `${name}-${width}-${theme}`, { fullPage: true })
	}
	await switchTheme(page, 'light')
	await page.setViewportSize({ width: 1280, height: 800 })
}

/** The one link in a mail's text. */
function linkIn(mail: ReceivedMail): string {
	const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
	if (!link) throw new Error(`no link in: ${mail.text}`)
	return link
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

interface SentRequest {
	url: string
	referer?: string
	origin?: string
}

/** Records every request `page` sends, with its Referer and Origin, until it is called. */
function watchRequests(page: Page): () => Promise<SentRequest[]> {
	const requests: Promise<SentRequest | null>[] = []
	page.on('request', (request) => {
		requests.push(
			request.allHeaders().then(
				(headers) => ({
					url: request.url(),
					referer: headers.referer,
					origin: headers.origin,
				}),
				// A request still starting as the context closes (a prefetch) has none to read.
				() => null,
			),
		)
	})
	return async () =>
		(await Promise.all(requests)).filter((sent): sent is SentRequest => sent !== null)
}

/**
 * A page whose address holds a token: no Referer carries the token (its stylesheets and
 * scripts name the origin alone), and its form's post names this site as its Origin.
 */
async function expectTokenKept(sent: SentRequest[], link: string, origin: string) {
	const token = new URL(link).searchParams.get('token') ?? ''
	expect(token).not.toBe('')
	const referers = sent.flatMap((request) => request.referer ?? [])
	expect(referers.length).toBeGreaterThan(0)
	for (const referer of referers) expect(referer).not.toContain(token)
	const post = sent.find(
		(request) => request.url === link && request.origin !== undefined,
	)
	expect(post?.origin).toBe(origin)
}

/** Signs the owner up on an empty site: the first account. */
async function createOwner(page: Page, at: (pathname: string) => string) {
	await page.goto(at('/admin/signup'))
	await page.getByLabel('Email').fill(OWNER.email)
	await page.getByLabel('Password').fill(OWNER.password)
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page).toHaveURL(at('/admin'))
}

async function signIn(
	page: Page,
	account: { email: string; password: string },
	at: (pathname: string) => string,
) {
	await page.goto(at('/admin/login'))
	await page.getByLabel('Email').fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	// On to the dashboard, or to the second factor.
	await expect(page).not.toHaveURL(/\/admin\/login/)
}

async function contextAs(
	browser: Browser,
	state: StorageState,
	options: { javaScriptEnabled?: boolean } = {},
) {
	return browser.newContext({ storageState: state, ...options })
}

test.describe('with a mail server', () => {
	let smtp: TestSmtpServer
	let server: ServerProcess
	let ownerState: StorageState
	const url = (pathname: string) => `${server.url}${pathname}`

	test.beforeAll(async () => {
		smtp = await startTestSmtpServer()
		const start = async () => {
			// Links in mails go to SITE_URL: the port is chosen here so it can be said.
			const port = await freePort()
			return startServer({
				env: {
					PORT: String(port),
					SITE_URL: `http://127.0.0.1:${port}`,
					SMTP_URL: smtp.url,
					CONTACT_TO: 'team@aster.test',
					MAIL_FROM: 'Aster Software <site@aster.test>',
					LOG_LEVEL: 'warn',
				},
			})
		}
		// A machine busy with other builds can miss the start deadline once.
		server = await start().catch(start)
	})

	test.afterAll(async () => {
		await server?.cleanup()
		await smtp?.stop()
	})

	test('the owner invites a member by mail: the mail arrives, and its link registers once', async ({
		page,
		browser,
	}) => {
		await createOwner(page, url)
		ownerState = await page.context().storageState()

		await page.goto(url('/admin/team'))
		await expect(page.getByText('Mail is off')).toHaveCount(0)
		await page.getByLabel('Email').fill(MEMBER.email)
		const mailed = smtp.waitForMail(smtp.received.length)
		await page.getByRole('button', { name: 'Send invitation' }).click()
		await expect(
			page
				.getByRole('status')
				.filter({ hasText: `Invitation mailed to ${MEMBER.email}.` }),
		).toBeVisible()
		// The link is in the mail, not on the page.
		await expect(page.getByLabel('Invitation link')).toHaveCount(0)

		const mail = await mailed
		expect(mail.to).toEqual([MEMBER.email])
		expect(mail.from).toBe('site@aster.test')
		expect(mail.subject).toBe('You are invited to the Aster Software dashboard')
		expect(mail.text).toContain(`${OWNER.email} invited you`)
		const link = linkIn(mail)
		expect(link).toMatch(new RegExp(`^${server.url}/admin/signup\\?token=`))
		expect(mail.html).toContain(`href="${link}"`)
		await checkScreen(page, 'team-invitation-mailed')
		await page.reload()
		await expect(
			page.getByRole('region', { name: 'Invitations' }).getByText(/· mailed$/),
		).toBeVisible()

		// Without JavaScript (as a click before the page hydrates): the form posts itself.
		const invitee = await browser.newContext({ javaScriptEnabled: false })
		const memberPage = await invitee.newPage()
		const sent = watchRequests(memberPage)
		await memberPage.goto(link)
		await expect(
			memberPage.getByRole('heading', { name: 'Accept your invitation' }),
		).toBeVisible()
		await expect(memberPage.getByLabel('Email')).toHaveValue(MEMBER.email)
		await memberPage.getByLabel('Password').fill(MEMBER.password)
		await memberPage.getByRole('button', { name: 'Create account' }).click()
		await expect(memberPage).toHaveURL(url('/admin'))
		await expectTokenKept(await sent(), link, server.url)
		await memberPage.getByRole('button', { name: 'Sign out' }).click()
		await expect(memberPage).toHaveURL(url('/admin/login?notice=signed-out'))
		// Once: the same link no longer registers.
		await memberPage.goto(link)
		await expect(
			memberPage.getByRole('heading', { name: 'Registration is by invitation' }),
		).toBeVisible()
		await expect(
			memberPage.getByText(/has expired, was revoked or was already used/),
		).toBeVisible()
		await invitee.close()
	})

	test('forgot password: an unknown address gets the same answer and no mail; the link sets a new password once', async ({
		page,
	}) => {
		await page.goto(url('/admin/login'))
		await checkScreen(page, 'login')
		await page.getByRole('link', { name: 'Forgot password?' }).click()
		await expect(
			page.getByRole('heading', { name: 'Forgot your password?' }),
		).toBeVisible()
		await checkScreen(page, 'forgot-password')

		const before = smtp.received.length
		await page.getByLabel('Email').fill('nobody@example.com')
		await page.getByRole('button', { name: 'Send me a link' }).click()
		await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
		const unknownAnswer = await page.locator('main').innerText()
		await checkScreen(page, 'forgot-password-sent')

		await page.goto(url('/admin/forgot-password'))
		await page.getByLabel('Email').fill(MEMBER.email)
		await page.getByRole('button', { name: 'Send me a link' }).click()
		await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
		expect(await page.locator('main').innerText()).toBe(unknownAnswer)

		// The next mail is the member's: the unknown address, asked first, got none.
		const mail = await smtp.waitForMail(before)
		expect(mail.to).toEqual([MEMBER.email])
		expect(mail.subject).toBe('Set a new password for the Aster Software dashboard')
		expect(mail.text).toContain('Someone asked to reset the password')
		expect(mail.text).toContain('within 1 hour')
		const link = linkIn(mail)
		expect(link).toMatch(new RegExp(`^${server.url}/admin/reset-password\\?token=`))

		// Over HTTP, as a script sees it: the same status, place and body for both addresses.
		const ask = (email: string) =>
			fetch(url('/admin/forgot-password'), {
				method: 'POST',
				redirect: 'manual',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Origin: server.url,
				},
				body: new URLSearchParams({ email }),
			})
		const [known, unknown] = [await ask(MEMBER.email), await ask('nobody@example.com')]
		expect([known.status, known.headers.get('location')]).toEqual([
			302,
			'/admin/forgot-password?sent=1',
		])
		expect([unknown.status, unknown.headers.get('location')]).toEqual([
			known.status,
			known.headers.get('location'),
		])
		expect(await unknown.text()).toBe(await known.text())
		const second = await smtp.waitForMail(before + 1)
		expect(second.to).toEqual([MEMBER.email])
		await new Promise((resolve) => setTimeout(resolve, 1_000))
		expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual([
			MEMBER.email,
			MEMBER.email,
		])

		await page.goto(link)
		await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
		await checkScreen(page, 'reset-password')
		await page.getByLabel('New password').fill(NEW_PASSWORD)
		await page.getByRole('button', { name: 'Set new password' }).click()
		await expect(page).toHaveURL(url('/admin/login?notice=password-reset'))
		await expect(page.getByText('Your new password is saved')).toBeVisible()
		await signIn(page, { email: MEMBER.email, password: NEW_PASSWORD }, url)
		await expect(page).toHaveURL(url('/admin'))
		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page).toHaveURL(url('/admin/login?notice=signed-out'))

		// Once: this link, and the other one mailed meanwhile, no longer work.
		for (const used of [link, linkIn(second)]) {
			await page.goto(used)
			await expect(
				page.getByRole('heading', { name: 'This link no longer works' }),
			).toBeVisible()
		}
		await checkScreen(page, 'reset-password-expired')
	})

	test('the owner sends a member a link to set a new password from the Team tab', async ({
		browser,
	}) => {
		const owner = await contextAs(browser, ownerState)
		const page = await owner.newPage()
		await page.goto(url('/admin/team'))
		const row = page.locator(`[id="member-${await memberId()}"]`)
		await expect(row.getByText('Two-factor off')).toBeVisible()
		const before = smtp.received.length
		await page
			.getByRole('button', { name: `Send a password reset link for ${MEMBER.email}` })
			.click()
		await expect(
			page.getByRole('status').filter({
				hasText: `A link to set a new password was mailed to ${MEMBER.email}.`,
			}),
		).toBeVisible()
		await checkScreen(page, 'team-reset-mailed')
		const mail = await smtp.waitForMail(before)
		expect(mail.to).toEqual([MEMBER.email])
		expect(mail.text).toContain(`${OWNER.email} sent you a link to set a new password`)
		await owner.close()

		// Without JavaScript (as a click before the page hydrates): the form posts itself,
		// from a page whose token no Referer carries, and its Origin is this site's.
		const member = await browser.newContext({ javaScriptEnabled: false })
		const memberPage = await member.newPage()
		const sent = watchRequests(memberPage)
		const link = linkIn(mail)
		await memberPage.goto(link)
		await memberPage.getByLabel('New password').fill(OWNER_RESET_PASSWORD)
		await memberPage.getByRole('button', { name: 'Set new password' }).click()
		await expect(memberPage).toHaveURL(url('/admin/login?notice=password-reset'))
		await expect(memberPage.getByText('Your new password is saved')).toBeVisible()
		await expectTokenKept(await sent(), link, server.url)
		await signIn(memberPage, { email: MEMBER.email, password: OWNER_RESET_PASSWORD }, url)
		await expect(memberPage).toHaveURL(url('/admin'))
		await member.close()
	})

	test('backup codes: Account says how many are left, and makes new ones with the password', async ({
		page,
	}) => {
		await signIn(page, { email: MEMBER.email, password: OWNER_RESET_PASSWORD }, url)
		await page.goto(url('/admin/account'))
		await expect(page.getByRole('region', { name: 'Backup codes' })).toHaveCount(0)
		await page.getByLabel('Your password').fill(OWNER_RESET_PASSWORD)
		await page.getByRole('button', { name: 'Set up two-factor' }).click()
		const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
		const codes = await page
			.getByRole('list', { name: 'Backup codes' })
			.getByRole('listitem')
			.allTextContents()
		expect(codes).toHaveLength(10)
		await page.getByLabel('Authentication code').fill(totp(secret))
		await page.getByRole('button', { name: 'Turn on two-factor' }).click()
		const panel = page.getByRole('region', { name: 'Backup codes' })
		await expect(panel.getByTestId('backup-codes-left')).toHaveText(
			'10 of 10 backup codes left.',
		)

		// One spent at sign-in.
		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page).toHaveURL(url('/admin/login?notice=signed-out'))
		await signIn(page, { email: MEMBER.email, password: OWNER_RESET_PASSWORD }, url)
		await page.getByRole('link', { name: 'Use a backup code instead' }).click()
		await page.getByLabel('Backup code').fill(codes[0]!)
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(page).toHaveURL(url('/admin'))
		await page.goto(url('/admin/account'))
		await expect(panel.getByTestId('backup-codes-left')).toHaveText(
			'9 of 10 backup codes left.',
		)

		// New ones need the password, and replace them all.
		await panel.getByLabel('Your password').fill('not the password')
		await panel.getByRole('button', { name: 'Make new backup codes' }).click()
		await expect(panel.getByText('The password is incorrect.')).toBeVisible()
		await panel.getByLabel('Your password').fill(OWNER_RESET_PASSWORD)
		await panel.getByRole('button', { name: 'Make new backup codes' }).click()
		const fresh = panel
			.getByRole('list', { name: 'New backup codes' })
			.getByRole('listitem')
		await expect(fresh).toHaveCount(10)
		expect(await fresh.allTextContents()).not.toContain(codes[1])
		await expect(panel.getByTestId('backup-codes-left')).toHaveText(
			'10 of 10 backup codes left.',
		)
		await checkScreen(page, 'account-backup-codes')
	})

	async function memberId(): Promise<string> {
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), {
			readOnly: true,
			timeout: 5_000,
		})
		try {
			const row = db.prepare('select id from user where email = ?').get(MEMBER.email) as
				{ id: string } | undefined
			if (!row) throw new Error('no member yet')
			return row.id
		} finally {
			db.close()
		}
	}

	/** A logo moved up four times within a minute, as its tab writes it, by `actor`. */
	function recordLogoMoves(actorEmail: string) {
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
		try {
			const actor = db.prepare('select id from user where email = ?').get(actorEmail) as {
				id: string
			}
			const insert = db.prepare(
				`insert into audit_log (id, actor_id, actor_email, action, entity, entity_id, detail, created_at)
			 values (?, ?, ?, 'client_logo.update', 'client_logo', 'logo-acme', ?, ?)`,
			)
			// An hour ago, when nothing else happened: four moves in a row, 10 s apart.
			const start = Date.now() - 3_600_000
			for (let i = 0; i < 4; i++) {
				insert.run(
					`move-${i}`,
					actor.id,
					actorEmail,
					JSON.stringify({ name: 'Acme', moved: 'up', position: 5 - i }),
					new Date(start + i * 10_000).toISOString(),
				)
			}
		} finally {
			db.close()
		}
	}

	test('Activity: sentences in words, filters by person, kind and date, repeats on one item as one line, with and without JavaScript', async ({
		browser,
	}) => {
		recordLogoMoves(OWNER.email)
		const owner = await contextAs(browser, ownerState)
		const page = await owner.newPage()
		await page.goto(url('/admin/activity'))
		const log = page.getByRole('region', { name: 'Activity log' })
		await expect(
			log.getByText("Moved the logo 'Acme' 4 times (now at position 2)"),
		).toHaveCount(1)
		await expect(log.getByText(`Invited ${MEMBER.email} by mail`)).toBeVisible()
		await expect(
			log.getByText(`Mailed ${MEMBER.email} a link to set a new password`),
		).toBeVisible()
		await expect(log.getByText('Made new backup codes')).toBeVisible()
		// No internal keys.
		await expect(log).not.toContainText(
			/\b(?:auth|user|invitation|project|client_logo|contact_message)\.[a-z_]+/,
		)
		// The invitation's line links to the Team tab.
		await expect(log.getByRole('link', { name: MEMBER.email }).first()).toHaveAttribute(
			'href',
			/^\/admin\/team#/,
		)

		const filter = page.getByRole('search', { name: 'Filter the activity' })
		await filter.getByLabel('Person').selectOption({ label: MEMBER.email })
		await filter.getByRole('button', { name: 'Show' }).click()
		await expect(page).toHaveURL(/person=/)
		await expect(
			log.getByText('Set a new password with a reset link').first(),
		).toBeVisible()
		await expect(log.getByText('Joined the team')).toBeVisible()
		await expect(log.getByText(/Moved the logo/)).toHaveCount(0)

		await filter.getByLabel('Person').selectOption({ label: 'Everyone' })
		await filter.getByLabel('Kind').selectOption({ label: 'Team and invitations' })
		await filter.getByRole('button', { name: 'Show' }).click()
		await expect(log.getByText(`Invited ${MEMBER.email} by mail`)).toBeVisible()
		await expect(log.getByText(/Signed in|Moved the logo/)).toHaveCount(0)
		await checkScreen(page, 'activity-filtered')

		const tomorrow = new Date(Date.now() + 48 * 3600_000).toISOString().slice(0, 10)
		await filter.getByLabel('From').fill(tomorrow)
		await filter.getByRole('button', { name: 'Show' }).click()
		await expect(log.getByText('Nothing matches the filter.')).toBeVisible()
		await page.getByRole('link', { name: 'Clear' }).click()
		await expect(log.getByText(/Moved the logo 'Acme' 4 times/)).toBeVisible()
		await checkScreen(page, 'activity')
		await owner.close()

		// Without JavaScript the filter is a plain form: the same page, by its address.
		const plain = await contextAs(browser, ownerState, { javaScriptEnabled: false })
		const noScript = await plain.newPage()
		await noScript.goto(url('/admin/activity'))
		const plainFilter = noScript.getByRole('search', { name: 'Filter the activity' })
		await plainFilter.getByLabel('Kind').selectOption({ label: 'Clients’ logos' })
		await plainFilter.getByRole('button', { name: 'Show' }).click()
		await expect(noScript).toHaveURL(/kind=logos/)
		await expect(noScript).toHaveURL(/tz=UTC/)
		const plainLog = noScript.getByRole('region', { name: 'Activity log' })
		await expect(plainLog.getByRole('listitem')).toHaveCount(1)
		await expect(plainLog).toContainText("Moved the logo 'Acme' 4 times")
		await plain.close()
	})
})

test.describe('without a mail server', () => {
	let server: ServerProcess
	const url = (pathname: string) => `${server.url}${pathname}`

	test.beforeAll(async () => {
		const start = () => startServer({ env: { LOG_LEVEL: 'warn' } })
		server = await start().catch(start)
	})
	test.afterAll(async () => {
		await server?.cleanup()
	})

	test('the dashboard says mail is off and keeps the copy-link way, for invitations and member resets', async ({
		page,
		browser,
	}) => {
		await createOwner(page, url)

		await page.goto(url('/admin/team'))
		await expect(
			page.getByText('Mail is off: no mail server is set up for this site'),
		).toBeVisible()
		await page.getByLabel('Email').fill(MEMBER.email)
		await page.getByRole('button', { name: 'Create invitation link' }).click()
		const invitation = await page.getByLabel('Invitation link').inputValue()
		expect(invitation).toMatch(new RegExp(`^${server.url}/admin/signup\\?token=`))
		await checkScreen(page, 'team-mail-off-invitation')

		const member = await browser.newContext()
		const memberPage = await member.newPage()
		await memberPage.goto(invitation)
		await memberPage.getByLabel('Password').fill(MEMBER.password)
		await memberPage.getByRole('button', { name: 'Create account' }).click()
		await expect(memberPage).toHaveURL(url('/admin'))

		await page.goto(url('/admin/team'))
		await page
			.getByRole('button', { name: `Make a password reset link for ${MEMBER.email}` })
			.click()
		const field = page.getByLabel('Link to set a new password')
		await expect(field).toBeVisible()
		await expect(page.getByText(/works once, and expires in 1 hour/)).toBeVisible()
		const reset = await field.inputValue()
		expect(reset).toMatch(new RegExp(`^${server.url}/admin/reset-password\\?token=`))
		await checkScreen(page, 'team-mail-off-reset')

		// The member uses it: every session of theirs ends, the new password signs in.
		await memberPage.goto(reset)
		await memberPage.getByLabel('New password').fill(NEW_PASSWORD)
		await memberPage.getByRole('button', { name: 'Set new password' }).click()
		await expect(memberPage).toHaveURL(url('/admin/login?notice=password-reset'))
		await memberPage.goto(url('/admin'))
		await expect(memberPage).toHaveURL(/\/admin\/login/)
		await signIn(memberPage, { email: MEMBER.email, password: NEW_PASSWORD }, url)
		await expect(memberPage).toHaveURL(url('/admin'))
		await member.close()

		// "Forgot password" cannot mail: it says whom to ask.
		await page.goto(url('/admin/inbox'))
		await expect(
			page.getByText('Mail is off (no mail server is set up for this site)'),
		).toBeVisible()
		const anonymous = await browser.newContext()
		const visitor = await anonymous.newPage()
		await visitor.goto(url('/admin/forgot-password'))
		await expect(
			visitor.getByText('This site cannot email you a reset link.'),
		).toBeVisible()
		await expect(visitor.getByLabel('Email')).toHaveCount(0)
		await checkScreen(visitor, 'forgot-password-unavailable')
		await anonymous.close()
	})
})
