// The code an authenticator app shows for an otpauth:// secret (RFC 6238: HMAC-SHA1, 30 s,
// 6 digits), for specs that turn on two-factor sign-in.
import { createHmac } from 'node:crypto'

export function totp(secretBase32: string, at = Date.now()) {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
	let bits = ''
	for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
		bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
	}
	const key = Buffer.from(
		Array.from({ length: Math.floor(bits.length / 8) }, (_, i) =>
			parseInt(bits.slice(i * 8, i * 8 + 8), 2),
		),
	)
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
	const mac = createHmac('sha1', key).update(counter).digest()
	const offset = (mac[mac.length - 1] ?? 0) & 0xf
	return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
