// The share panel's posts (decision 033): make a preview link for a draft, valid for a
// day, a week (the default) or a month, or withdraw one.
import { z } from 'zod'

import { recordIdSchema } from './form.ts'

export const PREVIEW_LINK_DAYS = [1, 7, 30] as const

export const previewLinkActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('share'),
		days: z.coerce
			.number()
			.pipe(z.union(PREVIEW_LINK_DAYS.map((days) => z.literal(days))))
			.catch(7),
	}),
	z.object({ intent: z.literal('revoke'), linkId: recordIdSchema }),
])

/** What the page shows once after a link was made: its address is in clear only then. */
export interface SharedLink {
	path: string
	expiresAt: string
}
