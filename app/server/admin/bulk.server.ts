// A list's bulk action (decision 032): each selected record goes through the same service
// as its card's button (its own transaction and audit entry; a delete that moves records to
// a trash one day does so for a bulk delete too), and the admin reads one toast.
import type { Logger } from 'pino'

import { answerForFailure } from '#app/server/faults.server.ts'

import type { Toast } from '#app/server/toast.server.ts'

/** What one record's write did: changed it, found it already so, or found it gone. */
export type BulkOutcome = 'done' | 'same' | 'gone'

export interface BulkWords {
	/** The record, once and more than once: ['project', 'projects']. */
	noun: readonly [string, string]
	/** What was done, as in '3 projects hidden': 'hidden'. */
	done: string
	/** Spec §8's failure message of the single action. */
	failed: string
}

const count = (n: number, noun: readonly [string, string]) =>
	`${n} ${n === 1 ? noun[0] : noun[1]}`

/** Runs `one` for each id in turn and says in one toast what happened. */
export async function runBulk(
	ids: readonly string[],
	one: (id: string) => Promise<BulkOutcome>,
	words: BulkWords,
	log: { logger?: Pick<Logger, 'error'>; what: string },
): Promise<Toast> {
	const unique = [...new Set(ids)]
	if (unique.length === 0)
		return { tone: 'error', message: `Select one or more ${words.noun[1]} first.` }
	const tally: Record<BulkOutcome, number> = { done: 0, same: 0, gone: 0 }
	for (const id of unique) {
		try {
			tally[await one(id)]++
		} catch (error) {
			const { message } = answerForFailure(error, words.failed, { ...log, id })
			const done = tally.done
				? ` (${count(tally.done, words.noun)} ${words.done} before it)`
				: ''
			return { tone: 'error', message: `${message}${done}` }
		}
	}
	const parts = [`${count(tally.done, words.noun)} ${words.done}`]
	if (tally.same) parts.push(`${tally.same} already ${tally.same === 1 ? 'was' : 'were'}`)
	if (tally.gone) parts.push(`${tally.gone} ${tally.gone === 1 ? 'was' : 'were'} gone`)
	return {
		tone: tally.done > 0 || tally.same > 0 ? 'success' : 'error',
		message: `${parts.join('; ')}.`,
	}
}
