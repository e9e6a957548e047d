// The review's posts (decision 046): a reviewer approves a waiting draft (now, or at a time
// in their time zone) or asks for changes with a comment the author reads.
import { z } from 'zod'

export const REVIEW_COMMENT_MAX = 2000

export const reviewActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('approve') }),
	z.object({
		intent: z.literal('approve-schedule'),
		publishAt: z.string().trim().min(1, 'Choose a date and time.').max(40),
		timeZone: z.string().trim().max(80).default('UTC'),
	}),
	z.object({
		intent: z.literal('request-changes'),
		comment: z
			.string({ error: 'Say what should change.' })
			.trim()
			.min(1, 'Say what should change.')
			.max(REVIEW_COMMENT_MAX, `At most ${REVIEW_COMMENT_MAX} characters.`),
	}),
])
