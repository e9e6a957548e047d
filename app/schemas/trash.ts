// The Trash and Scheduled screens' posts (decision 033): restore an item from the trash;
// take the schedule off a draft.
import { z } from 'zod'

import { recordIdSchema } from './form.ts'

export const TRASH_ENTITIES = ['project', 'testimonial', 'client_logo'] as const

export const trashActionSchema = z.object({
	intent: z.literal('restore'),
	entity: z.enum(TRASH_ENTITIES),
	id: recordIdSchema,
})

export const scheduledActionSchema = z.object({
	intent: z.literal('unschedule'),
	entity: z.string().trim().min(1).max(60),
	id: recordIdSchema,
})
