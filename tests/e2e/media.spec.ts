// Uploads and /media on the built server: signed out is refused; signed in, an image goes
// up with progress, comes back as an ImageRef whose AVIF and WebP variants are served with
// the immutable caching and headers of the media handler; hostile files are refused; the
// temporary folder is empty afterwards.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { imageSources } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { expect, test } from './fixtures.ts'
import { type ServerProcess, startServer } from './server-process.ts'

const OWNER = { email: 'media.owner@example.com', password: 'pelican harbour morning' }

test.describe('media uploads', () => {
	test.describe.configure({ mode: 'serial' })
	// Chromium logs every refused XHR; these refusals are what the test asks for.
	test.use({ allowedConsoleErrors: [/status of 41[35] /] })
	// Server behaviour: one viewport is enough.

	let server: ServerProcess
	let tmpDir: string
	test.beforeAll(async () => {
		tmpDir = mkdtempSync(path.join(os.tmpdir(), 'aster-e2e-uploads-'))
		server = await startServer({
			env: { UPLOAD_TMP_DIR: tmpDir, UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) },
		})
	})
	test.afterAll(async () => {
		await server?.cleanup()
		rmSync(tmpDir, { recursive: true, force: true })
	})

	test('signed out, an upload is refused with 401 before it is read', async ({
		request,
	}) => {
		const response = await request.post(`${server.url}/admin/api/upload?kind=banner`, {
			data: Buffer.from('not read'),
			headers: { 'Content-Type': 'image/png' },
		})
		expect(response.status()).toBe(401)
		expect(await response.json()).toMatchObject({ ok: false })
	})

	test('signed in: upload with progress, variants served immutable, hostile files refused', async ({
		page,
		request,
	}) => {
		const url = (p: string) => `${server.url}${p}`
		await page.goto(url('/admin/signup'))
		await page.getByLabel('Email').fill(OWNER.email)
		await page.getByLabel('Password').fill(OWNER.password)
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page).toHaveURL(url('/admin'))

		const png = await sharp({
			create: { width: 1400, height: 700, channels: 3, background: '#4D92CE' },
		})
			.png()
			.toBuffer()
		// What app/lib/upload-client.ts does: the file as the body, progress from XHR. The
		// bytes travel as base64 (or, for a large empty file, just its size).
		const upload = (file: Buffer | number, kind: string, name: string) =>
			page.evaluate(
				({ base64, size, kind, name }) =>
					new Promise<{ status: number; body: unknown; progress: number[] }>(
						(resolve) => {
							const bytes =
								base64 === null
									? new Uint8Array(size)
									: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
							const progress: number[] = []
							const xhr = new XMLHttpRequest()
							xhr.open('POST', `/admin/api/upload?kind=${kind}`)
							xhr.setRequestHeader('X-File-Name', encodeURIComponent(name))
							xhr.upload.onprogress = (event) =>
								progress.push(Math.round((event.loaded / event.total) * 100))
							xhr.onload = () =>
								resolve({
									status: xhr.status,
									body: JSON.parse(xhr.responseText),
									progress,
								})
							xhr.send(new Blob([bytes], { type: 'image/png' }))
						},
					),
				{
					base64: typeof file === 'number' ? null : file.toString('base64'),
					size: typeof file === 'number' ? file : 0,
					kind,
					name,
				},
			)

		const stored = await upload(png, 'banner', 'Spring banner.png')
		expect(stored.status).toBe(201)
		expect(stored.progress.at(-1)).toBe(100)
		const image = (stored.body as { image: ImageRef }).image
		expect(image).toMatchObject({ name: 'Spring banner.png', width: 1400, height: 700 })

		const sources = imageSources(image)
		expect(sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
		for (const source of sources ?? []) {
			for (const candidate of source.srcSet.split(', ')) {
				const [src, width] = candidate.split(' ')
				const response = await request.get(url(src!))
				expect(response.status(), src).toBe(200)
				expect(response.headers()['content-type']).toBe(source.type)
				expect(response.headers()['cache-control']).toBe(
					'public, max-age=31536000, immutable',
				)
				expect(response.headers()['x-content-type-options']).toBe('nosniff')
				const meta = await sharp(await response.body()).metadata()
				expect(`${meta.width}w`).toBe(width)
			}
		}
		const original = await request.get(url(image.url))
		expect(original.headers()['content-type']).toBe('image/png')
		// A streamed file's response stays under Node's ten listeners per event (the
		// middleware's and the server's own, and the pipeline's seven).
		expect(server.output()).not.toContain('MaxListenersExceededWarning')

		const svg = await upload(
			Buffer.from(
				'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20"/></svg>',
			),
			'client-logo',
			'logo.svg',
		)
		expect(svg.status).toBe(201)
		const logo = await request.get(url((svg.body as { image: ImageRef }).image.url))
		expect(logo.headers()['content-type']).toBe('image/svg+xml')
		expect(logo.headers()['content-security-policy']).toContain('sandbox')
		expect(await logo.text()).not.toMatch(/script|onload/)

		const html = await upload(
			Buffer.from('<!doctype html><script>alert(1)</script>'),
			'banner',
			'evil.png',
		)
		expect(html.status).toBe(415)
		expect((html.body as { message: string }).message).toMatch(
			/^Uploads accept image files only/,
		)

		const big = await upload(2 * 1024 * 1024 + 1, 'banner', 'big.png')
		expect(big.status).toBe(413)
		expect((big.body as { message: string }).message).toBe('Images may be at most 2 MB.')

		// A cross-site page cannot upload with the admin's cookies.
		const crossSite = await page.request.post(url('/admin/api/upload?kind=banner'), {
			data: png,
			headers: { Origin: 'https://evil.example' },
		})
		expect(crossSite.status()).toBe(403)

		expect(readdirSync(tmpDir), 'temporary upload files').toEqual([])
		expect((await request.get(url('/media/..%2f..%2fsite.db'))).status()).toBe(404)
	})
})
