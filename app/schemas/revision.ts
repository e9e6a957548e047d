// The history screen's posts (decision 033): restore one revision of an item, as its draft
// or published at once. `draftVersion` is the draft the screen showed (0: none), so a draft
// saved since is never replaced unseen.
import { z } from 'zod'

export const restoreRevisionSchema = z.object({
	intent: z.literal('restore'),
	revision: z.coerce.number().int().positive().max(1_000_000_000),
	as: z.enum(['draft', 'publish']),
	draftVersion: z.coerce.number().int().min(0).max(1_000_000_000),
})
