// Two instances of the site, as behind a load balancer: different ports and data folders,
// one PostgreSQL schema and one S3-compatible bucket (s3rver). A change saved on one is on
// the other's next request, its images included (the render cache follows the content
// version in the database); a session made on one works on the other and ends on both;
// the contact limit and the sign-in lock count requests made to either. No browser.
import { createRequire } from 'node:module'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures.ts'

import {
	createPostgresSchema,
	pngBytes,
	RestartableServer,
	signUpOwner,
	testPostgresUrl,
	uploadImage,
} from './fault-helpers.ts'

const BUCKET = 'two-instances'
const OWNER = {
	email: 'faults@example.com',
	password: 'fault tests passphrase, long enough',
}

interface S3rver {
	run(): Promise<{ port: number }>
	close(): Promise<void>
}

async function startS3rver() {
	const directory = mkdtempSync(path.join(os.tmpdir(), 'aster-two-s3-'))
	// s3rver ships no types and no ESM entry.
	const S3rverClass = createRequire(import.meta.url)('s3rver') as new (options: {
		port: number
		address: string
		directory: string
		silent: boolean
		configureBuckets: { name: string }[]
	}) => S3rver
	const server = new S3rverClass({
		port: 0,
		address: '127.0.0.1',
		directory,
		silent: true,
		configureBuckets: [{ name: BUCKET }],
	})
	const { port } = await server.run()
	return {
		endpoint: `http://127.0.0.1:${port}`,
		stop: async () => {
			await server.close()
			rmSync(directory, { recursive: true, force: true })
		},
	}
}

test('two instances share content, images, the render cache, sessions and limits', async () => {
	const baseUrl = testPostgresUrl()

	const schema = await createPostgresSchema(baseUrl, 'two_instances')
	const s3 = await startS3rver()
	const env = {
		DATABASE_URL: schema.url,
		S3_BUCKET: BUCKET,
		S3_ENDPOINT: s3.endpoint,
		S3_ACCESS_KEY_ID: 'S3RVER',
		S3_SECRET_ACCESS_KEY: 'S3RVER',
		S3_FORCE_PATH_STYLE: 'true',
		// Both sign sessions and form tokens with the same secret, as a deployment must.
		SESSION_SECRET: 'two instances share this secret, forty-eight chars',
		CONTACT_RATE_LIMIT: '3',
		CONTACT_MIN_FILL_SECONDS: '0',
	}
	const a = await RestartableServer.create(env)
	const b = await RestartableServer.create(env)
	try {
		// The first start migrates; the second finds the schema ready.
		await a.start()
		await b.start()

		// A session made on A is good on B.
		const cookie = await signUpOwner(a.url)
		const dashboard = await fetch(`${b.url}/admin`, {
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(dashboard.status).toBe(200)

		// B keeps its home page.
		const home = async (server: RestartableServer) => {
			const response = await fetch(`${server.url}/`)
			expect(response.status).toBe(200)
			return {
				cache: response.headers.get('x-cache'),
				html: await response.text(),
			}
		}
		await home(b)
		expect((await home(b)).cache).toBe('HIT')

		// A testimonial saved on A, with three images uploaded to A…
		const image = async (kind: string, colour: string) =>
			JSON.stringify(
				await uploadImage(a.url, cookie, kind, await pngBytes(160, 160, colour)),
			)
		const form = new URLSearchParams({
			name: 'Grace Hopper',
			title: 'Rear Admiral, US Navy',
			quote: 'It is easier to ask forgiveness than it is to get permission.',
			logoLight: await image('logo', '#1d2a6b'),
			logoDark: await image('logo', '#f4f4f8'),
			image: await image('testimonial', '#a35cc4'),
		})
		const saved = await fetch(`${a.url}/admin/testimonials/new`, {
			method: 'POST',
			headers: { Cookie: cookie, Origin: a.url },
			body: form,
			redirect: 'manual',
		})
		expect(saved.status).toBeLessThan(400)

		// …reaches B's visitors within a second or two: B notices the new content version,
		// serves its stored page while one render runs, so no visitor waits on a render
		// (decision 040), then the new one. B serves the images from the bucket.
		let after = await home(b)
		await expect
			.poll(async () => {
				after = await home(b)
				expect(['HIT', 'STALE']).toContain(after.cache)
				return after.html.includes('Grace Hopper')
			})
			.toBe(true)
		const media = [
			...after.html.matchAll(/(?:src|srcSet|srcset)="(\/media\/[^" ,]+)/g),
		].map((match) => match[1] ?? '')
		expect(media.length).toBeGreaterThan(0)
		for (const url of new Set(media)) {
			const response = await fetch(`${b.url}${url}`)
			expect(response.status, url).toBe(200)
			expect(response.headers.get('content-type'), url).toMatch(/^image\//)
		}

		// The contact limit (3 per client in 10 minutes) counts posts to either instance.
		const contact = (server: RestartableServer, n: number) =>
			fetch(`${server.url}/api/contact`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({
					name: `Visitor ${n}`,
					email: `visitor${n}@example.com`,
					message: 'Hello from one of two instances.',
				}),
			})
		expect((await contact(a, 1)).status).toBe(200)
		expect((await contact(b, 2)).status).toBe(200)
		expect((await contact(a, 3)).status).toBe(200)
		const limited = await contact(b, 4)
		expect(limited.status).toBe(429)
		expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
		expect((await contact(a, 5)).status).toBe(429)

		// Five failed sign-ins spread over both lock the account on both.
		const signIn = (server: RestartableServer, password: string) =>
			fetch(`${server.url}/api/auth/sign-in/email`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Origin: server.url },
				body: JSON.stringify({ email: OWNER.email, password }),
			})
		for (const server of [a, b, a, b, a]) {
			expect((await signIn(server, 'not the right passphrase')).status).toBe(401)
		}
		expect((await signIn(b, OWNER.password)).status).toBe(429)

		// Signing out on B ends the session on A too.
		const out = await fetch(`${b.url}/admin/logout`, {
			method: 'POST',
			headers: { Cookie: cookie, Origin: b.url },
			redirect: 'manual',
		})
		expect(out.status).toBeGreaterThanOrEqual(300)
		expect(out.status).toBeLessThan(400)
		const replay = await fetch(`${a.url}/admin`, {
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(replay.status).toBe(302)
		expect(replay.headers.get('location')).toMatch(/\/admin\/login/)
	} finally {
		await Promise.all([a.cleanup(), b.cleanup()])
		await s3.stop()
		await schema.drop()
	}
})
