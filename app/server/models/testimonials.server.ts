// Testimonials (spec §3).
import { readRichText } from '#app/lib/rich-text.ts'
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
import { listReads } from './list-items.server.ts'

const ORDER: OrderScope = { table: 'testimonials' }

/**
 * The dashboard's list query and one page of it (the admin grid); one testimonial; and the
 * testimonials in the manual order: every one, or the first `limit` (the public slider,
 * which shows a handful however many are stored); `visible` only the shown ones
 * (testimonials_public_idx).
 */
export const {
	query: testimonialListQuery,
	page: pageTestimonials,
	get: getTestimonial,
	list: listTestimonials,
} = listReads('testimonials', testimonialFromRow)

/**
 * Adds a testimonial, shown and published (revision 1) unless told otherwise, and first in
 * the order (the others move one place on) unless `sortOrder` is given (demo content
 * writing a whole order); createdAt and updatedAt are now unless `createdAt` is given. One
 * added as a draft (decision 052) is hidden at revision 0.
 */
export async function createTestimonial(
	db: DB,
	input: TestimonialInput & {
		id?: string
		createdAt?: string
		visible?: boolean
		sortOrder?: number
		revision?: number
	},
): Promise<Testimonial> {
	const createdAt = input.createdAt ?? nowIso()
	const { sortOrder, visible = true, revision = 1, ...fields } = input
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
			revision,
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

/**
 * Publishes `input` as the testimonial's live version if it is still at `expectedRevision`:
 * its revision goes up by one; a first publish (from 0) shows it and makes it new
 * (createdAt now, spec §4). Null when it moved on, or is gone or in the trash.
 */
export async function publishTestimonialRow(
	db: DB,
	id: string,
	input: TestimonialInput,
	expectedRevision: number,
): Promise<Testimonial | null> {
	const now = nowIso()
	const first = expectedRevision === 0
	const row = await db
		.updateTable('testimonials')
		.set((eb) => ({
			...testimonialToRow(input),
			updatedAt: now,
			...(first ? { createdAt: now, visible: true } : {}),
			revision: eb('revision', '+', 1),
		}))
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.where('revision', '=', expectedRevision)
		.returningAll()
		.executeTakeFirst()
	return row ? testimonialFromRow(row) : null
}

// ---------------------------------------------------------------------------------------
// Rows

const TESTIMONIAL_FIELDS = {
	name: 'plain',
	title: 'plain',
	quote: 'json',
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
		quote: readRichText(row.quote, 'inline'),
		logoLight: toImageRef(parseJson(row.logoLight)),
		logoDark: toImageRef(parseJson(row.logoDark)),
		image: toImageRef(parseJson(row.image)),
		visible: toBoolean(row.visible),
		sortOrder: toNumber(row.sortOrder),
		revision: toNumber(row.revision),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}
