// Where an accepted contact post is written: the per-client limit's count and the message,
// together (submit.server.ts).

import {
	dialectOf,
	inTransaction,
	type Database,
	type DB,
} from '#app/server/db/index.server.ts'
import {
	insertContactMessage,
	type ContactMessage,
	type NewContactMessage,
} from '#app/server/models/contact-messages.server.ts'
import {
	consumeRateLimit,
	type RateLimitRule,
	type RateLimitVerdict,
} from '#app/server/rate-limit.server.ts'

/** One post to store. */
export interface ContactWrite {
	message: NewContactMessage
	/** The limit the post counts against, and who it counts for (a keyed hash). */
	rule: RateLimitRule
	subject: string
	/** The rate limit's clock (steady, epoch ms) at the post. */
	countedAt: number
	/** The wall clock at the post (epoch ms): the message's creation time. */
	receivedAt: number
}

export interface ContactWriteOutcome {
	verdict: RateLimitVerdict
	/** The message as stored; null when the limit refused the post (nothing written). */
	stored: ContactMessage | null
}

/**
 * Counts the post against its limit and, if allowed, stores the message: on SQLite in one
 * transaction (one write lock and one commit instead of five; writers of several worker
 * processes then queue far less), on PostgreSQL statement by statement, which keeps the
 * limit's count visible to concurrent posts at once (see consumeRateLimit).
 */
export async function storeContactWrite(
	db: DB,
	write: ContactWrite,
): Promise<ContactWriteOutcome> {
	return dialectOf<Database>(db) === 'sqlite'
		? inTransaction(db, (trx) => countAndStore(trx, write))
		: countAndStore(db, write)
}

async function countAndStore(db: DB, write: ContactWrite): Promise<ContactWriteOutcome> {
	const verdict = await consumeRateLimit(db, write.rule, write.subject, write.countedAt)
	if (!verdict.allowed) return { verdict, stored: null }
	const stored = await insertContactMessage(db, write.message, write.receivedAt)
	return { verdict, stored }
}
