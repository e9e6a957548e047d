// What the media library's specs share: a PNG made on the spot, an upload as an image field
// sends it, a project saved through the dashboard's form post, and rows read back.
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { DEFAULT_PHASES } from '#app/lib/phases.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { expect, openSiteDb, type Site } from './admin-private-server.ts'

export async function png(background: string, width = 960, height = 480) {
	return sharp({ create: { width, height, channels: 3, background } })
		.png()
		.toBuffer()
}

/** Uploads as an image field does; the ImageRef the form would post. */
export async function uploadImage(
	api: APIRequestContext,
	site: Site,
	kind: string,
	name: string,
	colour: string,
	size: { width: number; height: number } = { width: 960, height: 480 },
): Promise<ImageRef & { mediaId: string }> {
	const response = await api.post(`${site.url}/admin/api/upload?kind=${kind}`, {
		data: await png(colour, size.width, size.height),
		headers: { 'Content-Type': 'image/png', 'X-File-Name': name, Origin: site.url },
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { image: ImageRef & { mediaId: string } }).image
}

/**
 * A website in the portfolio, published through the dashboard's form post (a new one, or
 * a new version of `id` based on its revision `baseRevision`); its id.
 */
export async function addProject(
	api: APIRequestContext,
	site: Site,
	name: string,
	images: { banner: ImageRef; image: ImageRef },
	edit?: { id: string; baseRevision: number },
) {
	const form = new URLSearchParams({
		name,
		type: 'website',
		collection: 'portfolio',
		category: 'Maritime',
		description: `${name}, in a sentence.`,
		banner: JSON.stringify(images.banner),
		image: JSON.stringify(images.image),
		intro: `${name} is a Web App.`,
		featureTitle: 'Fast',
		featureDescription: 'Loads quickly',
		platform: 'Web',
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		productImages: '[]',
		align: 'left',
		visible: 'on',
	})
	for (const phase of DEFAULT_PHASES.website) form.append('phase', phase)
	if (edit) {
		form.set('draftVersion', '0')
		form.set('baseRevision', String(edit.baseRevision))
	}
	const response = await api.post(
		`${site.url}${edit ? `/admin/projects/${edit.id}` : '/admin/portfolio/new'}`,
		{
			data: form.toString(),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
			maxRedirects: 0,
		},
	)
	expect(response.status()).toBe(303)
	return projectIdNamed(site, name)
}

export function projectIdNamed(site: Site, name: string): string {
	const db = openSiteDb(site)
	try {
		const row = db.prepare('select id from projects where name = ?').get(name) as
			{ id: string } | undefined
		if (!row) throw new Error(`no project named ${name}`)
		return row.id
	} finally {
		db.close()
	}
}

export function countMedia(site: Site): number {
	const db = openSiteDb(site)
	try {
		return (db.prepare('select count(*) as n from media').get() as { n: number }).n
	} finally {
		db.close()
	}
}
