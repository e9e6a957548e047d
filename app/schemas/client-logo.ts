// The Clients' Logos tab's posts (spec §2, §4): add an uploaded logo, show or hide one,
// move one to any place (beyond the spec), delete one, and the same in bulk. One discriminated union,
// so the action switches on `intent` with each branch's fields typed.
import { z } from 'zod'

import { bulkVisibilityActions, positionSchema, recordIdSchema } from './form.ts'
import { imageAltIssue, imageFieldSchema } from './image.ts'

export const clientLogoActionSchema = z.discriminatedUnion('intent', [
	// A missing or unreadable image reads as null: the action answers 'Failed to upload logo'.
	z.object({
		intent: z.literal('add'),
		image: imageFieldSchema.refine((image) => imageAltIssue(image) === null),
	}),
	z.object({ intent: z.literal('show'), id: recordIdSchema }),
	z.object({ intent: z.literal('hide'), id: recordIdSchema }),
	// To any place of the order at once (a drag, the arrow keys, 'Move to position').
	z.object({ intent: z.literal('move'), id: recordIdSchema, position: positionSchema }),
	z.object({ intent: z.literal('delete'), id: recordIdSchema }),
	...bulkVisibilityActions,
])

export type ClientLogoAction = z.output<typeof clientLogoActionSchema>
