// Testimonials (spec §3).
import type { Testimonial, TestimonialInput } from '#app/lib/types.ts'
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
	toBoolean,
	toImageRef,
	toIso,
	toNumber,
	type Encoding,
} from './convert.server.ts'
import { lockOrder, openSlot, type OrderScope } from './ordering.server.ts'
import { getLiveRow, listQuery, pageRows, type ListFilter } from './list-items.server.ts'
import type { PageRequest } from './paging.server.ts'

const ORDER: OrderScope = { table: 'testimonials' }

/**
 * Testimonials in the manual order: every one, or the first `limit` (the public slider,
 * which shows a handful however many are stored); `visible` only the shown ones
 * (testimonials_public_idx). The admin grid reads pageTestimonials.
 */
export async function listTestimonials(
	db: DB,
	options: { limit?: number; visible?: boolean } = {},
): Promise<Testimonial[]> {
	let query = db
		.selectFrom('testimonials')
		.selectAll()
		.where('deletedAt', 'is', null)
		.orderBy('sortOrder', 'asc')
		.orderBy('id', 'asc')
	if (options.visible !== undefined) query = query.where('visible', '=', options.visible)
	if (options.limit !== undefined) query = query.limit(options.limit)
	return (await query.execute()).map(testimonialFromRow)
}

export type TestimonialFilter = ListFilter

/** The dashboard's list query, not the trash (testimonials_order_idx gives its order). */
export const testimonialListQuery = (db: DB, filter: ListFilter) =>
	listQuery(db, 'testimonials', filter)

/** One page of the testimonials in the manual order (the admin grid), how many are shown. */
export async function pageTestimonials(
	db: DB,
	request: PageRequest,
	filter?: ListFilter,
) {
	const page = await pageRows(db, 'testimonials', request, filter)
	return { ...page, items: page.items.map(testimonialFromRow) }
}

export async function getTestimonial(db: DB, id: string): Promise<Testimonial | null> {
	const row = await getLiveRow(db, 'testimonials', id)
	return row ? testimonialFromRow(row) : null
}

/**
 * Adds a testimonial, shown unless told otherwise and first in the order (the others move
 * one place on) unless `sortOrder` is given (demo content writing a whole order);
 * createdAt and updatedAt are now unless `createdAt` is given.
 */
export async function createTestimonial(
	db: DB,
	input: TestimonialInput & {
		id?: string
		createdAt?: string
		visible?: boolean
		sortOrder?: number
	},
): Promise<Testimonial> {
	const createdAt = input.createdAt ?? nowIso()
	const { sortOrder, visible = true, ...fields } = input
	if (sortOrder === undefined) {
		await lockOrder(db, ORDER)
		await openSlot(db, ORDER, 0)
	}
	const row = await db
		.insertInto('testimonials')
		.values({
			...testimonialToRow(fields),
			id: input.id ?? newId(),
			visible,
			sortOrder: sortOrder ?? 0,
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
		.where('deletedAt', 'is', null)
		.returningAll()
		.executeTakeFirst()
	return row ? testimonialFromRow(row) : null
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
		visible: toBoolean(row.visible),
		sortOrder: toNumber(row.sortOrder),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}
