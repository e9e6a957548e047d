// This instance's name among the holders of leases (models/leases.server.ts): its host and
// data folder, the same after a restart, so a restarted instance frees what its killed run
// held instead of waiting for the leases to expire.
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import path from 'node:path'

import { getEnv } from './env.server.ts'

export function instanceName(): string {
	return `${hostname()}:${path.resolve(getEnv().DATA_DIR)}`
}

/** A holder for one run of a job: this instance's, and the run's own. */
export function newLeaseHolder(): string {
	return `${instanceName()}/${randomUUID()}`
}
