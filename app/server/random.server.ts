// Random values for the busy paths: CSP nonces (every page), ids and rate-limit hits (every
// contact post). One randomBytes call per value cost 8–14 µs on this machine, as much as the
// rest of a cached page's work on the server taken together; the values come from a pool of
// the same CSPRNG's bytes instead, refilled 4 KB at a time (crypto.randomUUID buffers its
// own the same way). Every byte is handed out once and zeroed after, so nothing later can
// read it back from the pool.
import { randomBytes } from 'node:crypto'

const POOL_BYTES = 4096

let pool = Buffer.alloc(0)
let offset = 0

/** `bytes` fresh random bytes as text. */
export function randomText(
	bytes: number,
	encoding: 'base64' | 'base64url' | 'hex',
): string {
	if (bytes > POOL_BYTES) return randomBytes(bytes).toString(encoding)
	if (offset + bytes > pool.length) {
		pool = randomBytes(POOL_BYTES)
		offset = 0
	}
	const text = pool.toString(encoding, offset, offset + bytes)
	pool.fill(0, offset, offset + bytes)
	offset += bytes
	return text
}
