// The server's logger: readable lines on a terminal (pino-pretty), JSON lines otherwise or
// with LOG_FORMAT=json. pino-pretty runs as a plain stream in this thread, not as a pino
// transport: a transport starts a worker thread that resolves the package by name, which a
// bundled server build cannot promise.
import { pino, type Logger } from 'pino'
import pretty from 'pino-pretty'

import type { Env } from './env.server.ts'

export function createSiteLogger(
	env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>,
	out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Logger {
	const options = { level: env.LOG_LEVEL, base: undefined }
	const format = env.LOG_FORMAT ?? (out.isTTY ? 'pretty' : 'json')
	if (format === 'json')
		return out === process.stdout ? pino(options) : pino(options, out)
	return pino(
		options,
		pretty({
			destination: out,
			colorize: Boolean(out.isTTY),
			translateTime: 'SYS:HH:MM:ss.l',
			// Written at once, so the last lines before an exit are not lost.
			sync: true,
		}),
	)
}

/**
 * A request's address as the log keeps it: the value of a `token` parameter (an
 * invitation or password reset link) and a share link's token (`/preview/<token>/…`, a
 * draft for whoever holds it) are left out, so the log never holds a working link.
 */
export function loggedUrl(url: string): string {
	return url
		.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]')
		.replace(/^\/preview\/(?!admin(?:[/?#]|$))[^/?#]+/i, '/preview/[hidden]')
}
