// Password hashing: argon2id from Node's own crypto, at OWASP's recommended minimum
// (19 MiB of memory, 2 passes, 1 lane), stored as a PHC string so the parameters travel
// with each hash and can be raised later without breaking existing accounts.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto'

export interface Argon2Parameters {
	/** Memory in KiB. */
	memory: number
	passes: number
	parallelism: number
}

export const PASSWORD_HASH_PARAMETERS: Readonly<Argon2Parameters> = {
	memory: 19 * 1024,
	passes: 2,
	parallelism: 1,
}

const SALT_BYTES = 16
const TAG_BYTES = 32
const ARGON2_VERSION = 19

export interface ParsedPasswordHash extends Argon2Parameters {
	algorithm: 'argon2id'
	version: number
	salt: Buffer
	tag: Buffer
}

function derive(
	password: string,
	salt: Buffer,
	params: Argon2Parameters,
	tagLength: number,
) {
	return new Promise<Buffer>((resolve, reject) => {
		argon2(
			'argon2id',
			{
				message: password.normalize('NFKC'),
				nonce: salt,
				memory: params.memory,
				passes: params.passes,
				parallelism: params.parallelism,
				tagLength,
			},
			(error, key) => (error ? reject(error) : resolve(key)),
		)
	})
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(SALT_BYTES)
	const params = PASSWORD_HASH_PARAMETERS
	const tag = await derive(password, salt, params, TAG_BYTES)
	return `$argon2id$v=${ARGON2_VERSION}$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(salt)}$${b64(tag)}`
}

const PHC =
	/^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/

/** The parts of a stored hash, or null when it is not one of ours. */
export function parsePasswordHash(hash: string): ParsedPasswordHash | null {
	const match = PHC.exec(hash)
	if (!match) return null
	const [, version, memory, passes, parallelism, salt, tag] = match
	return {
		algorithm: 'argon2id',
		version: Number(version),
		memory: Number(memory),
		passes: Number(passes),
		parallelism: Number(parallelism),
		salt: Buffer.from(salt ?? '', 'base64'),
		tag: Buffer.from(tag ?? '', 'base64'),
	}
}

export async function verifyPassword({
	hash,
	password,
}: {
	hash: string
	password: string
}): Promise<boolean> {
	const parsed = parsePasswordHash(hash)
	if (!parsed || parsed.version !== ARGON2_VERSION || parsed.tag.length < 16) return false
	// Refuse absurd parameters from a tampered row rather than exhausting memory.
	if (parsed.memory > 1024 * 1024 || parsed.passes > 20 || parsed.parallelism > 16)
		return false
	const tag = await derive(password, parsed.salt, parsed, parsed.tag.length)
	return timingSafeEqual(tag, parsed.tag)
}
