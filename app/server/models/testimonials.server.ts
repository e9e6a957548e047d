// Testimonials (spec §3).
import type { ImageRef, Testimonial, TestimonialInput } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type {
	NewTestimonialRow,
	TestimonialRow,
	TestimonialRowUpdate,
} from '#app/server/db/schema.server.ts'

import {
	encodeFields,
	newId,
	nowIso,
	parseJson,
	toImageRef,
	toIso,
	toNumber,
	type Encoding,
} from './convert.server.ts'
import { loadPage, paginate, type PageOf, type PageRequest } from './paging.server.ts'

/**
 * Testimonials, newest first: every one, or the newest `limit` (the public slider, which
 * shows a handful however many are stored). The admin grid reads pageTestimonials.
 */
export async function listTestimonials(
	db: DB,
	options: { limit?: number } = {},
): Promise<Testimonial[]> {
	let query = db
		.selectFrom('testimonials')
		.selectAll()
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
	if (options.limit !== undefined) query = query.limit(options.limit)
	return (await query.execute()).map(testimonialFromRow)
}

/** One page of the testimonials, newest first (the admin grid): `page` counts from 1. */
export async function pageTestimonials(
	db: DB,
	request: PageRequest,
): Promise<PageOf<Testimonial>> {
	return loadPage(
		request,
		async () =>
			toNumber(
				(
					await db
						.selectFrom('testimonials')
						.select((eb) => eb.fn.countAll().as('count'))
						.executeTakeFirstOrThrow()
				).count,
			),
		async (window) =>
			(
				await paginate(
					db
						.selectFrom('testimonials')
						.selectAll()
						.orderBy('createdAt', 'desc')
						.orderBy('id', 'desc'),
					window,
				).execute()
			).map(testimonialFromRow),
	)
}

export async function getTestimonial(db: DB, id: string): Promise<Testimonial | null> {
	const row = await db
		.selectFrom('testimonials')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? testimonialFromRow(row) : null
}

/** Adds a testimonial; createdAt and updatedAt are now unless `createdAt` is given. */
export async function createTestimonial(
	db: DB,
	input: TestimonialInput & { id?: string; createdAt?: string },
): Promise<Testimonial> {
	const createdAt = input.createdAt ?? nowIso()
	const row = await db
		.insertInto('testimonials')
		.values({
			...testimonialToRow(input),
			id: input.id ?? newId(),
			createdAt,
			updatedAt: createdAt,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return testimonialFromRow(row)
}

/** Saves the given fields and sets updatedAt; null when there is no such testimonial. */
export async function updateTestimonial(
	db: DB,
	id: string,
	input: Partial<TestimonialInput>,
): Promise<Testimonial | null> {
	const row = await db
		.updateTable('testimonials')
		.set({ ...testimonialPatchToRow(input), updatedAt: nowIso() })
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? testimonialFromRow(row) : null
}

/** Removes a testimonial; returns what was removed (its images may need deleting), or null. */
export async function deleteTestimonial(db: DB, id: string): Promise<Testimonial | null> {
	const row = await db
		.deleteFrom('testimonials')
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? testimonialFromRow(row) : null
}

/** The names of the testimonials `ids` names (those that exist), for "where used" lists. */
export async function listTestimonialNames(
	db: DB,
	ids: readonly string[],
): Promise<Array<Pick<Testimonial, 'id' | 'name'>>> {
	if (ids.length === 0) return []
	return db
		.selectFrom('testimonials')
		.select(['id', 'name'])
		.where('id', 'in', [...new Set(ids)])
		.execute()
}

/**
 * Passes a testimonial's logos and portrait through `rewrite` and stores the result,
 * leaving updatedAt (the library changed an image, not the testimonial). False when there
 * is no such testimonial.
 */
export async function rewriteTestimonialImages(
	db: DB,
	id: string,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const row = await db
		.selectFrom('testimonials')
		.select(['logoLight', 'logoDark', 'image'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!row) return false
	const each = (value: unknown) => {
		const image = toImageRef(parseJson(value))
		return image && rewrite(image)
	}
	await db
		.updateTable('testimonials')
		.set(
			testimonialPatchToRow({
				logoLight: each(row.logoLight),
				logoDark: each(row.logoDark),
				image: each(row.image),
			}),
		)
		.where('id', '=', id)
		.execute()
	return true
}

// ---------------------------------------------------------------------------------------
// Rows

const TESTIMONIAL_FIELDS = {
	name: 'plain',
	title: 'plain',
	quote: 'plain',
	logoLight: 'json',
	logoDark: 'json',
	image: 'json',
} as const satisfies Record<keyof TestimonialInput, Encoding>

export function testimonialToRow(
	input: TestimonialInput,
): Omit<NewTestimonialRow, 'id' | 'createdAt' | 'updatedAt'> {
	return encodeFields(TESTIMONIAL_FIELDS, input) as Omit<
		NewTestimonialRow,
		'id' | 'createdAt' | 'updatedAt'
	>
}

export function testimonialPatchToRow(
	patch: Partial<TestimonialInput>,
): TestimonialRowUpdate {
	return encodeFields(TESTIMONIAL_FIELDS, patch) as TestimonialRowUpdate
}

export function testimonialFromRow(row: TestimonialRow): Testimonial {
	return {
		id: row.id,
		name: row.name,
		title: row.title,
		quote: row.quote,
		logoLight: toImageRef(parseJson(row.logoLight)),
		logoDark: toImageRef(parseJson(row.logoDark)),
		image: toImageRef(parseJson(row.image)),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}
