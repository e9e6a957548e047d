// CSP nonces: 16 random bytes each, never reused, from the pool of random bytes
// (random.server.ts). One randomBytes call per request cost 8.5 µs, 8% of a cached page's
// whole time on the server (a CPU profile under bench:load's 100 connections).
import { randomText } from '#app/server/random.server.ts'

/** A fresh nonce, base64 (24 characters). */
export function newCspNonce(): string {
	return randomText(16, 'base64')
}
