// Helpers for the admin tabs' tests: an upload's media row, and a project form as the
// browser posts it.
import { DEFAULT_PHASES } from '#app/lib/phases.ts'
import type { ClientLogo, ImageRef, Testimonial } from '#app/lib/types.ts'
import { imageFormValue } from '#app/schemas/image.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { createMedia } from '#app/server/models/media.server.ts'

import { CLIENT_LOGO_MESSAGES, clientLogoList } from './client-logos.server.ts'
import {
	deleteItem,
	LIST_PAGE_SIZE,
	loadListTab,
	moveItem,
	setItemVisibility,
} from './lists.server.ts'
import { TESTIMONIAL_MESSAGES, testimonialList } from './testimonials.server.ts'

/** The media row an upload into `folder` leaves (no file); the image a form names it by. */
export async function storedImage(
	db: DB,
	folder: string,
	name: string,
): Promise<ImageRef> {
	const media = await createMedia(db, {
		path: `${folder}/${name}/original.png`,
		originalName: `${name}.png`,
		contentType: 'image/png',
		width: 800,
		height: 600,
		bytes: 1234,
	})
	return { url: `/media/${media.path}`, name: media.originalName, mediaId: media.id }
}

/** Posted fields: a list is a repeated field; an undefined one is not posted. */
export type PostedFields = Record<string, string | string[] | undefined>

/** A complete, valid project form (a website in Products) with these images. */
export function projectFormFields(
	images: { banner: ImageRef; image: ImageRef; productImages?: ImageRef[] },
	changes: PostedFields = {},
): PostedFields {
	return {
		name: 'Orbit',
		type: 'website',
		collection: 'products',
		category: 'Fintech',
		description: 'A banking site.',
		banner: imageFormValue(images.banner),
		image: imageFormValue(images.image),
		intro: 'Orbit is a Web App.',
		featureTitle: ['Fast'],
		featureDescription: ['Loads quickly'],
		platform: ['Web'],
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		accentColor: '#F2A541',
		prototype: ['https://www.figma.com/proto/abc123/Orbit'],
		productImages: JSON.stringify(images.productImages ?? []),
		align: 'left',
		visible: 'on',
		phase: [...DEFAULT_PHASES.website],
		...changes,
	}
}

/** The FormData a browser posts for `fields`. */
export function formDataOf(fields: PostedFields): FormData {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) {
		if (value === undefined) continue
		for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
	}
	return data
}

// The shared list services (lists.server.ts) as one tab's tests call them.
type Visibility = { id: string; visible: boolean; actor: Actor }
type Place = { id: string; position: number; actor: Actor }
type One = { id: string; actor: Actor }

export const LOGOS_PAGE_SIZE = LIST_PAGE_SIZE
export const TESTIMONIALS_PAGE_SIZE = LIST_PAGE_SIZE

export const setClientLogoVisibility = async (db: DB, input: Visibility) => {
	const result = await setItemVisibility(db, clientLogoList, input)
	return result && { logo: result.item, changed: result.changed }
}
export const setTestimonialVisibility = async (db: DB, input: Visibility) => {
	const result = await setItemVisibility(db, testimonialList, input)
	return result && { testimonial: result.item, changed: result.changed }
}
export const moveClientLogo = async (db: DB, input: Place) => {
	const moved = await moveItem(db, clientLogoList, input)
	return moved && { logo: moved.item, from: moved.from, to: moved.to }
}
export const moveTestimonial = async (db: DB, input: Place) => {
	const moved = await moveItem(db, testimonialList, input)
	return moved && { testimonial: moved.item, from: moved.from, to: moved.to }
}
export const deleteClientLogo = (db: DB, input: One) =>
	deleteItem(db, clientLogoList, input)
export const deleteTestimonial = (db: DB, input: One) =>
	deleteItem(db, testimonialList, input)

export async function loadClientLogosTab(db: DB, page = 1) {
	const { items, ...tab } = await loadListTab(db, clientLogoList as never, {
		page,
		filter: {},
		fetchFailed: CLIENT_LOGO_MESSAGES.fetchFailed,
	})
	return { logos: items as ClientLogo[], ...tab }
}
export async function loadTestimonialsTab(
	db: DB,
	page = 1,
	filter: { visible?: boolean; search?: string } = {},
) {
	const { items, ...tab } = await loadListTab(db, testimonialList as never, {
		page,
		filter,
		fetchFailed: TESTIMONIAL_MESSAGES.fetchFailed,
	})
	return { testimonials: items as Testimonial[], ...tab }
}
