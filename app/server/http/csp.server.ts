// The Content-Security-Policy of a document (app/entry.server.tsx). A dashboard page, never
// stored, allows its scripts by the render's nonce; a public page, stored and sent to every
// visitor alike, by the hashes of its fixed inline scripts (app/lib/head-scripts.ts).
import { createHash } from 'node:crypto'

import { PUBLIC_INLINE_SCRIPTS } from '#app/lib/head-scripts.ts'

const hashSource = (text: string) =>
	`'sha256-${createHash('sha256').update(text).digest('base64')}'`

const PUBLIC_SCRIPT_SOURCES = PUBLIC_INLINE_SCRIPTS.map(hashSource)

export function contentSecurityPolicy(
	scripts: { nonce: string } | 'public',
	{ development = false } = {},
): string {
	const scriptSrc = development
		? // Vite's dev client and React Refresh inject inline scripts.
			["'self'", "'unsafe-inline'"]
		: [
				"'self'",
				...(scripts === 'public' ? PUBLIC_SCRIPT_SOURCES : [`'nonce-${scripts.nonce}'`]),
			]
	return [
		"default-src 'self'",
		`script-src ${scriptSrc.join(' ')}`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self'",
		`connect-src 'self'${development ? ' ws: wss:' : ''}`,
		// Design-tool prototypes are embedded as sandboxed frames (app/lib/prototype.ts).
		'frame-src https://www.figma.com https://embed.figma.com',
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join('; ')
}
