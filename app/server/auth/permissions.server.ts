// The dashboard's one permission check (decision 046). Each admin route declares what its
// loader and action need, as its own middleware:
//
//   export const middleware = [access({ read: 'inbox' })]
//   export const middleware = [access({ read: 'content.edit', intents: { publish: 'content.publish' } })]
//
// It runs after the admin layout's session check (adminAuthMiddleware), for every loader and
// action of the route, documents and data requests alike, and refuses with 403 before the
// route's code runs: nothing is read or written for a role that may not.
import { data, type MiddlewareFunction } from 'react-router'

import {
	can,
	FORBIDDEN_MESSAGE,
	SETTINGS_FORMS,
	type Permission,
} from '#app/lib/permissions.ts'
import { PRIVATE_NO_STORE } from '#app/lib/http-headers.ts'

import { adminUserContext, wantsJson, type AdminUser } from './session.server.ts'

export interface RouteAccess {
	/** What reading the route needs (its loader: GET and HEAD). */
	read: Permission
	/** What a post needs (its action); `read` when not given. */
	write?: Permission
	/**
	 * A post's need by the form's `intent`, where a route's buttons differ; `write` for any
	 * other intent or none (so `write` is the strictest a route's posts need).
	 */
	intents?: Readonly<Record<string, Permission>>
}

type Params = Readonly<Record<string, string | undefined>>

/**
 * What a post needs: each of its intents' (a form posting several, one per value: an action
 * may read any of them), or the route's.
 */
async function postNeeds(request: Request, rule: RouteAccess): Promise<Permission[]> {
	const fallback = rule.write ?? rule.read
	if (!rule.intents) return [fallback]
	const type = request.headers.get('content-type') ?? ''
	if (!type.includes('form')) return [fallback]
	// A copy: the action reads the body itself, with the one form reader.
	const form = await request
		.clone()
		.formData()
		.catch(() => null)
	const intents = form?.getAll('intent') ?? []
	if (intents.length === 0) return [fallback]
	return intents.map(
		(intent) => (typeof intent === 'string' && rule.intents?.[intent]) || fallback,
	)
}

/** The refusal: the route's error boundary says it on a page, a script reads it as JSON. */
export function forbidden(request: Request): never {
	const init = { status: 403, headers: { 'Cache-Control': PRIVATE_NO_STORE } }
	if (wantsJson(request))
		throw Response.json({ ok: false, message: FORBIDDEN_MESSAGE }, init)
	throw data({ message: FORBIDDEN_MESSAGE }, init)
}

/** Whether `user` may `need`, else the refusal. */
export function requirePermission(
	request: Request,
	user: AdminUser,
	need: Permission,
): AdminUser {
	if (!can(user.role, need)) forbidden(request)
	return user
}

/**
 * A route's access rule as middleware; a rule can depend on the route's params (a Site
 * form: the Company form is a site-wide setting, the Home page's words are content).
 */
export function access(
	rule: RouteAccess | ((params: Params) => RouteAccess),
): MiddlewareFunction<Response> {
	return async ({ request, params, context }, next) => {
		const user = context.get(adminUserContext)
		const resolved = typeof rule === 'function' ? rule(params) : rule
		const reading = request.method === 'GET' || request.method === 'HEAD'
		const needs = reading ? [resolved.read] : await postNeeds(request, resolved)
		for (const need of needs) requirePermission(request, user, need)
		return next()
	}
}

/**
 * The project form's buttons (Add and Edit), its share panel and review buttons. A post
 * without a known intent is the form's Save, which publishes: publishing is the default,
 * and the buttons an author may use are named.
 */
export const PROJECT_FORM_ACCESS: RouteAccess = {
	read: 'content.edit',
	write: 'content.publish',
	intents: {
		draft: 'content.edit',
		preview: 'content.edit',
		discard: 'content.edit',
		share: 'content.edit',
		revoke: 'content.edit',
		submit: 'content.edit',
	},
}

/**
 * A Site form's page, autosave or history: the page forms' drafts are content (`rule`); the
 * Company and Search and sharing forms are site-wide settings, wholly.
 */
export function siteFormAccess(rule: RouteAccess): (params: Params) => RouteAccess {
	return (params) => (SETTINGS_FORMS.has(params.form ?? '') ? { read: 'settings' } : rule)
}
