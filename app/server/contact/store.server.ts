// Where an accepted contact post is written: the per-client limit's count and the message,
// together. The request's own thread calls it (PostgreSQL, tests), or the contact writer's
// thread does (SQLite in a running server: writer.server.ts), with the same code either way
// (handleContactPosts in submit.server.ts).
import { sql } from 'kysely'

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

/** One post to store: plain values only, so it can be handed to another thread. */
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

/** One write's result in a group: its outcome, or the error that kept it from being stored. */
export type ContactWriteResult = { outcome: ContactWriteOutcome } | { error: unknown }

/**
 * Several posts in one transaction, in order (a group commit, for the contact writer's
 * thread on SQLite): each in a savepoint of its own, so a post that fails is rolled back
 * alone and the others are kept; all are stored at the one COMMIT, or, when that fails,
 * none is and each gets the COMMIT's error. A COMMIT writes the pages it changed to the WAL
 * once, however many posts changed them.
 */
export async function storeContactWrites(
	db: DB,
	writes: readonly ContactWrite[],
): Promise<ContactWriteResult[]> {
	if (writes.length === 1) {
		try {
			return [{ outcome: await storeContactWrite(db, writes[0]!) }]
		} catch (error) {
			return [{ error }]
		}
	}
	return db.transaction().execute(async (trx) => {
		const results: ContactWriteResult[] = []
		for (const write of writes) {
			await sql`SAVEPOINT contact_write`.execute(trx)
			try {
				const outcome = await countAndStore(trx, write)
				await sql`RELEASE contact_write`.execute(trx)
				results.push({ outcome })
			} catch (error) {
				try {
					await sql`ROLLBACK TO contact_write`.execute(trx)
					await sql`RELEASE contact_write`.execute(trx)
				} catch {
					// The database ended the transaction itself (a full disk, an I/O error):
					// nothing of the group is stored, and this write's error says why.
					throw error
				}
				results.push({ error })
			}
		}
		return results
	})
}
