// Content made through the dashboard as an admin would: uploads, then the form's post.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { expect } from './fixtures.ts'

/** A plain square PNG of one colour. */
export async function png(background: string) {
	return sharp({ create: { width: 160, height: 160, channels: 4, background } })
		.png()
		.toBuffer()
}

/** Uploads an image through the dashboard's upload route; its reference as the form sends it. */
export async function uploadImage(
	admin: APIRequestContext,
	siteUrl: string,
	kind: string,
	name: string,
	colour: string,
) {
	const response = await admin.post(`${siteUrl}/admin/api/upload?kind=${kind}`, {
		data: await png(colour),
		headers: { 'Content-Type': 'image/png', 'X-File-Name': name, Origin: siteUrl },
	})
	expect(response.status()).toBe(201)
	return JSON.stringify(((await response.json()) as { image: unknown }).image)
}

/** Adds a testimonial (the home page shows it) through the dashboard's form. */
export async function addTestimonial(
	admin: APIRequestContext,
	siteUrl: string,
	fields: { name: string; title: string; quote: string },
) {
	const saved = await admin.post(`${siteUrl}/admin/testimonials/new`, {
		headers: { Origin: siteUrl },
		form: {
			...fields,
			logoLight: await uploadImage(admin, siteUrl, 'logo', 'light.png', '#1d2a6b'),
			logoDark: await uploadImage(admin, siteUrl, 'logo', 'dark.png', '#f4f4f8'),
			image: await uploadImage(admin, siteUrl, 'testimonial', 'face.png', '#a35cc4'),
		},
		maxRedirects: 0,
	})
	expect(saved.status()).toBeLessThan(400)
}

/**
 * A published portfolio website, through the form's own post (its images our uploads);
 * its id, read from the server's database (`dataDir`'s site.db).
 */
export async function publishProject(
	admin: APIRequestContext,
	server: { url: string; dataDir: string },
	name: string,
) {
	const form = new URLSearchParams({
		intent: 'publish',
		name,
		type: 'website',
		collection: 'portfolio',
		category: 'Harbours',
		description: `${name}: what it is.`,
		banner: await uploadImage(admin, server.url, 'banner', 'banner.png', '#4D92CE'),
		image: await uploadImage(admin, server.url, 'project', 'image.png', '#2D2D75'),
		intro: `${name} is a Platform for Design and Development.`,
		platform: 'Web',
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		productImages: '[]',
		align: 'left',
		visible: 'on',
	})
	const response = await admin.post(`${server.url}/admin/portfolio/new`, {
		data: form.toString(),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(303)
	const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
	try {
		const row = db
			.prepare('select id from projects where name = ? order by rowid desc limit 1')
			.get(name) as { id: string } | undefined
		if (!row) throw new Error(`${name} was not saved`)
		return row.id
	} finally {
		db.close()
	}
}
