// CSP nonces: 16 random bytes each, never reused, taken from a pool of random bytes that is
// refilled 256 nonces at a time (as crypto.randomUUID buffers its own). One randomBytes call
// per request cost 8.5 µs, 8% of a cached page's whole time on the server (a CPU profile
// under bench:load's 100 connections); the pool's bytes come from the same CSPRNG.
import { randomBytes } from 'node:crypto'

const NONCE_BYTES = 16
const POOL_NONCES = 256

let pool = Buffer.alloc(0)
let offset = 0

/** A fresh nonce, base64 (24 characters). */
export function newCspNonce(): string {
	if (offset + NONCE_BYTES > pool.length) {
		pool = randomBytes(NONCE_BYTES * POOL_NONCES)
		offset = 0
	}
	const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
	// Spent bytes are overwritten, so nothing later can read them back from the pool.
	pool.fill(0, offset, offset + NONCE_BYTES)
	offset += NONCE_BYTES
	return nonce
}
