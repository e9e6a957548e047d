// A post to the edit lock endpoint (decision 042): what to do with the lock, on which item,
// from which open page.
import { z } from 'zod'

export const editLockPostSchema = z.object({
	intent: z.enum(['hold', 'take-over', 'release']),
	// A translation's form holds its own lock: `site:about@de` (decision 050).
	item: z.string().regex(/^(project|testimonial|site):[\w-]{1,64}(@[a-z]{2})?$/),
	editor: z.string().regex(/^[\w-]{8,64}$/),
})

/** Delete a kept draft, on its item's edit page. */
export const keptDraftActionSchema = z.object({
	intent: z.literal('delete-copy'),
	copy: z.string().trim().min(1).max(64),
})

/** `?copy=<id>`: the edit page opens a kept draft in its form. */
export const keptDraftQuerySchema = z
	.string()
	.trim()
	.min(1)
	.max(64)
	.nullable()
	.catch(null)
