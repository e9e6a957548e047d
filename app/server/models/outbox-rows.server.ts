// What an outbox attempt writes, the same in every table the outbox mails from
// (contact_messages, account_mails): each model runs its own statements with these values,
// so the protocol (claim under an attempt id and a lease, then report sent or failed under
// it; decision 023) is written once.

/** Times as stored: ISO 8601 in UTC. */
export const iso = (ms: number) => new Date(ms).toISOString()

/** A claim for one attempt (with `attempts` counted up by the statement itself). */
export function claimedBy(now: number, leaseMs: number, attemptId: string) {
	return { nextAttemptAt: iso(now + leaseMs), attemptId, sendingAt: iso(now) }
}

/** The attempt mailed it. */
export function sentAt(now: number) {
	return {
		status: 'sent' as const,
		sentAt: iso(now),
		nextAttemptAt: null,
		lastError: null,
		attemptId: null,
		sendingAt: null,
	}
}

/** The attempt failed: retried at `retryAt`, or failed for good when null. */
export function failedWith(error: string, retryAt: number | null) {
	return {
		status: retryAt === null ? ('failed' as const) : ('pending' as const),
		nextAttemptAt: retryAt === null ? null : iso(retryAt),
		lastError: error.slice(0, 500),
		attemptId: null,
		sendingAt: null,
	}
}
