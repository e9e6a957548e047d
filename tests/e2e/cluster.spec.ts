// WEB_CONCURRENCY workers behind one port (issue 17, decision 020): the primary prepares the
// data once, a worker that dies is replaced while the others keep answering, an admin
// change reaches the pages of every worker's cache, SIGTERM drains them all within 10 s, and
// a mail a worker stores is sent at once by the primary's outbox.
import { readdirSync, readFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'

import { request as playwrightRequest } from '@playwright/test'

import { startTestSmtpServer } from '#app/server/contact/testing.server.ts'

import { signInAsAdmin } from './admin-session.ts'
import { addTestimonial } from './content-helpers.ts'
import { expect, test } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
	const children: number[] = []
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			// pid (comm) state ppid …: comm may hold spaces, so read after its closing paren.
			const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
			if (ppid === pid) children.push(Number(entry))
		} catch {
			// gone meanwhile
		}
	}
	return children
}

/**
 * `/healthz` on a connection of its own, as a new visitor's request (a kept-alive one to the
 * killed worker would be the client's to retry): its status, or what failed.
 */
function healthOnNewConnection(url: string): Promise<string> {
	return new Promise((resolve) => {
		const request = httpGet(
			`${url}/healthz`,
			{ agent: false, timeout: 5_000 },
			(response) => {
				response.resume()
				resolve(String(response.statusCode))
			},
		)
		request.on('timeout', () => request.destroy(new Error('no answer within 5 s')))
		request.on('error', (error) => resolve(error.message))
	})
}

/** The workers that have said they take connections, by pid, in order. */
function listening(server: ServerProcess): number[] {
	return [...server.output().matchAll(/"worker":(\d+),"msg":"worker listening"/g)].map(
		(match) => Number(match[1]),
	)
}

test.describe('workers', () => {
	test.describe.configure({ mode: 'serial' })
	let server: ServerProcess

	test.beforeAll(async () => {
		server = await startServer({ env: { WEB_CONCURRENCY: '2' } })
	})
	test.afterAll(async () => {
		await server?.cleanup()
	})

	test('two workers serve one port; the data is prepared once', async () => {
		const pid = server.child.pid ?? 0
		await expect.poll(() => childrenOf(pid).length).toBe(2)
		const answers = await Promise.all(
			Array.from({ length: 20 }, () => fetch(`${server.url}/about`)),
		)
		for (const answer of answers) expect(answer.status).toBe(200)
		const log = server.output()
		expect(log.match(/Server listening on/g)).toHaveLength(1)
		expect(log).toContain('"workers":2')
		// Migrations and the start-up work ran in the primary alone.
		expect(log.match(/SMTP_URL is not set/g)).toHaveLength(1)
	})

	test('a worker that dies is replaced while the other keeps answering', async () => {
		const pid = server.child.pid ?? 0
		// Both workers take connections before one is killed (a busy machine starts the second
		// seconds after the first answers): the other is then the one that answers.
		await expect.poll(() => listening(server).length, { timeout: 30_000 }).toBe(2)
		const [victim] = childrenOf(pid)
		expect(listening(server)).toContain(victim)
		process.kill(victim!, 'SIGKILL')
		const outcomes: string[] = []
		for (let i = 0; i < 20; i++) outcomes.push(await healthOnNewConnection(server.url))
		// At most the request that was on the killed worker.
		expect(
			outcomes.filter((outcome) => outcome !== '200').length,
			outcomes.join(', '),
		).toBeLessThanOrEqual(1)
		await expect
			.poll(() => {
				const workers = childrenOf(pid)
				return workers.length === 2 && !workers.includes(victim!)
			})
			.toBe(true)
		expect(server.output()).toMatch(/a worker died: starting another/)
		// Its replacement takes connections too.
		await expect.poll(() => listening(server).length, { timeout: 30_000 }).toBe(3)
	})

	test("an admin change reaches every worker's kept pages", async () => {
		const admin = await playwrightRequest.newContext()
		await signInAsAdmin(admin, server.url)
		// Both workers keep the home page.
		for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/`)).status).toBe(200)
		await addTestimonial(admin, server.url, {
			name: 'Dorothy Vaughan',
			title: 'Mathematician, NACA',
			quote: 'I changed what I could, and what I could not, I endured.',
		})
		await admin.dispose()
		await expect
			.poll(
				async () => {
					const pages = await Promise.all(
						Array.from({ length: 6 }, () =>
							fetch(`${server.url}/`).then((r) => r.text()),
						),
					)
					return pages.every((html) => html.includes('Dorothy Vaughan'))
				},
				{ timeout: 15_000 },
			)
			.toBe(true)
	})

	test('SIGTERM drains every worker and exits 0 within 10 s', async () => {
		const pid = server.child.pid ?? 0
		const workers = childrenOf(pid)
		expect(workers).toHaveLength(2)
		const started = Date.now()
		const code = await server.stop('SIGTERM')
		expect(code).toBe(0)
		expect(Date.now() - started).toBeLessThan(10_000)
		for (const worker of workers) {
			let alive = true
			try {
				process.kill(worker, 0)
			} catch {
				alive = false
			}
			expect(alive, `worker ${worker}`).toBe(false)
		}
	})
})

test('a mail a worker stores is sent at once: the worker wakes the primary’s outbox, which otherwise looks every 30 s', async () => {
	const smtp = await startTestSmtpServer()
	const server = await startServer({
		env: {
			WEB_CONCURRENCY: '2',
			SMTP_URL: smtp.url,
			CONTACT_TO: 'team@aster.test',
			CONTACT_MIN_FILL_SECONDS: '0',
		},
	})
	try {
		// Past the outbox's first run at start: from here it would sleep for its 30 s poll.
		await new Promise((resolve) => setTimeout(resolve, 2_000))
		for (let i = 0; i < 4; i++) {
			const posted = Date.now()
			const response = await fetch(`${server.url}/api/contact`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({
					name: `Ada ${i}`,
					email: 'ada@example.com',
					message: 'Hi',
				}),
			})
			expect(response.status).toBe(200)
			const mail = await smtp.waitForMail(i, 10_000)
			expect(mail.subject).toBe(`New message from Ada ${i}`)
			expect(Date.now() - posted).toBeLessThan(10_000)
		}
	} finally {
		await server.cleanup()
		await smtp.stop()
	}
})
