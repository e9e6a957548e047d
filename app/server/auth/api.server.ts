// /api/auth/*: the few better-auth endpoints a browser or a test client needs, and
// nothing else (the dashboard's own forms call better-auth on the server).
import { getDb } from '#app/server/db/index.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import { pingDatabase } from '#app/server/models/readiness.server.ts'

import { authFor, authHeaders } from './auth.server.ts'
import { getAdminSession } from './session.server.ts'
import { PRIVATE_NO_STORE, privateResponse } from '#app/lib/http-headers.ts'

const EXPOSED: Record<string, ReadonlySet<string>> = {
	GET: new Set(['/get-session']),
	POST: new Set([
		'/sign-in/email',
		'/sign-up/email',
		'/sign-out',
		'/two-factor/verify-totp',
		'/two-factor/verify-backup-code',
	]),
}

const BASE_PATH = '/api/auth'

function json(status: number, body: unknown) {
	return new Response(JSON.stringify(body), {
		status,
		headers: { 'Content-Type': 'application/json', 'Cache-Control': PRIVATE_NO_STORE },
	})
}

export async function handleAuthApi(request: Request): Promise<Response> {
	const url = new URL(request.url)
	const path = url.pathname.slice(BASE_PATH.length).replace(/\/+$/, '')
	if (!url.pathname.startsWith(`${BASE_PATH}/`) || !EXPOSED[request.method]?.has(path)) {
		return json(404, { ok: false, message: 'Not found' })
	}
	// Ends a session past its absolute lifetime before better-auth looks at it.
	await getAdminSession(request)
	const auth = authFor(getDb(), request)
	const response = await auth.handler(
		new Request(request, { headers: authHeaders(request) }),
	)
	// better-auth answers its own failures with a bare 500: when the database is the cause,
	// the answer says so, as every other route's does (503, decision 023).
	if (response.status >= 500) {
		const fault = await databaseFault()
		if (fault) return json(fault.status, { ok: false, message: fault.message })
	}
	// Every answer is one person's (their session, their sign-in): stored nowhere.
	return privateResponse(response)
}

/** The database's fault, if asking it anything fails for a reason the machine gives. */
async function databaseFault() {
	try {
		await pingDatabase(getDb())
		return null
	} catch (error) {
		return classifyFault(error)
	}
}
