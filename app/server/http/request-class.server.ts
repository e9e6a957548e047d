// What a request is, decided once from React Router's own match of its path (decoded,
// case-insensitive, dot segments and repeated slashes resolved), never from string tests on
// the raw path. The session guard, the cross-site check, Cache-Control, the body limit and
// the render cache all read this one answer (docs/decisions/019-request-classification.md).
//
// A path whose spelling is not the canonical one (other letter case, a percent-encoded
// letter, dot segments, double or trailing slashes) is never served under that spelling: a
// GET or HEAD is redirected to the canonical path, anything else is refused.
import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router'

import type { QueryValue, RouteHandle } from '#app/lib/route-handle.ts'

/** What the request is for; the order of checks in server/app.ts follows it. */
export type RequestKind =
	/** A dashboard page or its data (`/admin…`): session guard, no-store, same-site writes. */
	| 'admin-page'
	/** The dashboard's resource routes (`/admin/api/…`): as above, JSON. */
	| 'admin-api'
	/** better-auth's HTTP API (`/api/auth/…`): as above. */
	| 'auth-api'
	/** The contact endpoints: posts from any visitor, never stored by a cache. */
	| 'public-api'
	/** A public page, its data, or a crawler file (sitemap, robots): the render cache's. */
	| 'public-page'
	/**
	 * A public page with a draft in it (`/preview/…`, decision 033): for an admin or a share
	 * link's holder alone, never cached, noindex, no referrer.
	 */
	| 'preview-page'
	/** React Router's route manifest for lazy route discovery. */
	| 'router-manifest'

export interface Classified {
	kind: RequestKind
	/** The leaf route's id (`portfolio`, `catch-all`, …). */
	routeId: string
	/** The canonical path as it is sent on the wire (percent-encoded), `.data` included. */
	path: string
	/** A React Router data request (`/about.data`, `/_.data` for the index). */
	isData: boolean
	/** Admin pages and APIs and the auth API: session guard, no-store, cross-site check. */
	guarded: boolean
	/**
	 * For a public page: the query the page depends on (`?page=2&tab=websites`, or ''),
	 * the parameters its route declares in `handle.query`, sorted; everything else a link
	 * carries (utm_*, gclid, fbclid, …) is left out of the render and the cache key.
	 */
	query: string
	/**
	 * For a public page whose content does not depend on its exact path (the not-found
	 * page: `handle.renderAs`): the path it is rendered and kept under.
	 */
	renderPath: string
	/** Largest request body read for this route, in bytes. */
	bodyLimit: number
	/**
	 * Whether a POST here reaches an action: the route React Router would run one on (the
	 * leaf that contributes to the path, or an index route asked with `?index`) has one.
	 * A public page without one answers its designed 405 page from the render cache; any
	 * other route is refused before its body is read (both with `Allow`, allowOf).
	 */
	takesPost: boolean
}

/** The methods a classified route answers, as an `Allow` header gives them. */
export function allowOf(request: Pick<Classified, 'takesPost'>): string {
	return request.takesPost ? 'GET, HEAD, POST' : 'GET, HEAD'
}

export type Decision =
	| { type: 'route'; request: Classified }
	/** A non-canonical spelling of a GET or HEAD: 308 to `location`. */
	| { type: 'redirect'; location: string }
	| { type: 'refuse'; status: 400 | 404 | 405 | 501; message: string; allow?: string }

interface ManifestRoute {
	id: string
	parentId?: string
	path?: string
	index?: boolean
	caseSensitive?: boolean
	module: { handle?: unknown; action?: unknown }
}

export interface ClassifierOptions {
	/** React Router's route manifest endpoint for lazy route discovery (`/__manifest`). */
	manifestPath?: string
	/** Body limit for forms and JSON. */
	formBodyLimit: number
	/** Body limit for the dashboard's forms (a project with its features and phases). */
	adminFormBodyLimit: number
	/** Body limit for image uploads (UPLOAD_MAX_BYTES). */
	uploadBodyLimit: number
}

/** Methods any route answers; everything else is 405 (known to HTTP) or 501. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const
const ALLOW_HEADER = ALLOWED_METHODS.join(', ')
const KNOWN_METHODS = new Set([
	'OPTIONS',
	'PUT',
	'PATCH',
	'DELETE',
	'TRACE',
	'CONNECT',
	'TRACK',
	'PROPFIND',
	'PROPPATCH',
	'MKCOL',
	'COPY',
	'MOVE',
	'LOCK',
	'UNLOCK',
	'SEARCH',
	'PURGE',
	'QUERY',
])

/** Parameters React Router adds to its own data requests; kept on `.data` requests only. */
const ROUTER_DATA_PARAMS: Readonly<Record<string, QueryValue>> = {
	_routes: (value) => value,
	index: (value) => value,
}

/**
 * The header's sections (spec §2 highlighting) and a path in each that only the catch-all
 * matches: an unknown path is rendered as its section's representative.
 */
const SECTION_REPRESENTATIVES: Array<{ test: (path: string) => boolean; path: string }> =
	[
		{
			test: (path) => underSegment(path, '/portfolio') || underSegment(path, '/projects'),
			path: '/projects/not-found',
		},
		{ test: (path) => underSegment(path, '/products'), path: '/products/not-found/page' },
	]
const DEFAULT_REPRESENTATIVE = '/not-found'

function underSegment(path: string, base: string) {
	return path === base || path.startsWith(`${base}/`)
}

export class RequestClassifier {
	/** React Router's own matcher, as its server handler uses it (branches ranked once). */
	readonly #matcher: FirstSegmentMatcher
	readonly #handles = new Map<string, RouteHandle>()
	/** The routes with an action. */
	readonly #actions = new Set<string>()
	readonly #options: ClassifierOptions
	readonly #decided = new Map<string, PathDecision>()

	constructor(
		manifest: Record<string, ManifestRoute | undefined>,
		options: ClassifierOptions,
	) {
		this.#options = options
		for (const route of Object.values(manifest)) {
			const handle = route?.module.handle
			if (route && handle && typeof handle === 'object')
				this.#handles.set(route.id, handle)
			if (route && typeof route.module.action === 'function') this.#actions.add(route.id)
		}
		this.#matcher = new FirstSegmentMatcher(routeTree(manifest))
	}

	/**
	 * Decides a request from its method and its request target (path and query, as sent).
	 * Asset, media and health paths are served before this is asked.
	 */
	classify(method: string, target: string): Decision {
		const upper = method.toUpperCase()
		const answered = (ALLOWED_METHODS as readonly string[]).includes(upper)
		if (!answered && !KNOWN_METHODS.has(upper)) {
			return {
				type: 'refuse',
				status: 501,
				message: 'Not implemented',
				allow: ALLOW_HEADER,
			}
		}
		const parsed = parseTarget(target)
		if (!parsed) return { type: 'refuse', status: 400, message: 'Bad request' }
		const { rawPath, rawQuery } = parsed
		const read = upper === 'GET' || upper === 'HEAD'

		const cacheKey = `${read ? 'r' : 'w'}${rawPath}`
		let decided = this.#decided.get(cacheKey)
		if (!decided) {
			decided = this.#classifyPath(read, rawPath)
			// A flood of new paths costs each its own match, as it would without this.
			if (this.#decided.size >= DECIDED_PATHS_KEPT) this.#decided.clear()
			this.#decided.set(cacheKey, decided)
		}
		if (!answered) {
			// A method HTTP knows and no route answers (PUT, TRACE, …): 405, with the methods
			// this path's route does answer.
			return methodNotAllowed(
				decided.type === 'route'
					? allowOf({ takesPost: takesPostAt(decided, rawQuery) })
					: ALLOW_HEADER,
			)
		}
		switch (decided.type) {
			case 'refuse':
				return decided
			case 'redirect':
				return { type: 'redirect', location: `${decided.path}${rawQuery}` }
			case 'route': {
				const takesPost = takesPostAt(decided, rawQuery)
				// A POST no action takes: only a public page has a page to say so (its
				// designed 405, kept by the render cache); everything else is refused here.
				if (
					upper === 'POST' &&
					!takesPost &&
					!(decided.request.kind === 'public-page' && !decided.request.isData)
				) {
					return methodNotAllowed(allowOf({ takesPost }))
				}
				return {
					type: 'route',
					request: {
						...decided.request,
						takesPost,
						query: decided.keep === 'all' ? rawQuery : keptQuery(rawQuery, decided.keep),
					},
				}
			}
		}
	}

	/** What a path is, whatever its query: the part of the decision that can be kept. */
	#classifyPath(read: boolean, rawPath: string): PathDecision {
		const normal = normalisePath(rawPath)
		if (!normal) return { type: 'refuse', status: 400, message: 'Bad request' }
		const { segments, isData } = normal

		// React Router answers its route manifest itself, before any route is matched.
		const manifestPath = this.#options.manifestPath
		if (manifestPath && rawPath === manifestPath && read) {
			return {
				type: 'route',
				keep: 'all',
				request: {
					kind: 'router-manifest',
					routeId: '',
					path: rawPath,
					isData: false,
					guarded: false,
					renderPath: rawPath,
					bodyLimit: this.#options.formBodyLimit,
					takesPost: false,
				},
			}
		}

		const matches = this.#matcher.match(
			segments,
			`/${segments.map(encodeSegment).join('/')}`,
		)
		if (!matches || matches.length === 0) {
			return { type: 'refuse', status: 404, message: 'Not found' }
		}
		const leaf = matches[matches.length - 1]!
		const pattern = matches
			.map((match) => match.route.path ?? '')
			.filter(Boolean)
			.join('/')
		const canonicalSegments = canonicalise(pattern, segments)
		if (!canonicalSegments) return { type: 'refuse', status: 400, message: 'Bad request' }
		const canonicalPath = toWirePath(canonicalSegments, isData)

		if (canonicalPath !== rawPath) {
			return read
				? { type: 'redirect', path: canonicalPath }
				: { type: 'refuse', status: 404, message: 'Not found' }
		}

		const routeId = String(leaf.route.id)
		const kind = kindOf(pattern)
		const guarded = kind === 'admin-page' || kind === 'admin-api' || kind === 'auth-api'
		const handle = this.#handles.get(routeId) ?? {}
		const plainPath = toWirePath(canonicalSegments, false)
		let renderPath = plainPath
		if (handle.renderAs === 'section-representative' && leaf.route.path === '*') {
			renderPath =
				SECTION_REPRESENTATIVES.find((section) => section.test(plainPath))?.path ??
				DEFAULT_REPRESENTATIVE
		}
		// The route React Router runs a POST's action on (its getTargetMatch): the last match
		// that adds to the path (or the root), or the index leaf when asked with `?index`.
		const target = matches.findLast(
			(match, index) => index === 0 || (match.route.path ?? '').length > 0,
		)
		const takesPost = target !== undefined && this.#actions.has(String(target.route.id))
		return {
			type: 'route',
			indexTakesPost: leaf.route.index ? this.#actions.has(routeId) : undefined,
			keep:
				kind === 'public-page'
					? { ...handle.query, ...(isData ? ROUTER_DATA_PARAMS : {}) }
					: 'all',
			request: {
				kind,
				routeId,
				path: canonicalPath,
				isData,
				guarded,
				renderPath,
				// A route may take less than its kind does (handle.bodyLimit), never more.
				bodyLimit: Math.min(
					handle.bodyLimit ?? Infinity,
					kind === 'admin-api'
						? this.#options.uploadBodyLimit
						: kind === 'admin-page'
							? this.#options.adminFormBodyLimit
							: this.#options.formBodyLimit,
				),
				takesPost,
			},
		}
	}
}

/** The route tree React Router matches, from the build's flat route manifest. */
export function routeTree(
	manifest: Record<string, ManifestRoute | undefined>,
): RouteObject[] {
	const byParent = new Map<string | undefined, ManifestRoute[]>()
	for (const route of Object.values(manifest)) {
		if (!route) continue
		const list = byParent.get(route.parentId) ?? []
		list.push(route)
		byParent.set(route.parentId, list)
	}
	const build = (parentId: string | undefined): RouteObject[] =>
		(byParent.get(parentId) ?? []).map((route) =>
			route.index
				? { id: route.id, index: true, path: route.path }
				: {
						id: route.id,
						path: route.path,
						caseSensitive: route.caseSensitive,
						children: build(route.id),
					},
		)
	return build(undefined)
}

/**
 * React Router's own match, asked of only the routes that can match: those whose full
 * pattern starts with the path's first segment (in any letter case), or with a dynamic,
 * optional or splat segment, with their parents. React Router's matcher tries its ranked
 * branches one by one, compiling each pattern as it goes; an unknown path tried them all
 * before the catch-all (52 µs, a quarter of a not-found page's time on the server under a
 * flood of new paths). Leaving out branches that cannot match changes nothing about which
 * one does: the ranking and the matching are React Router's, over a subset that holds every
 * candidate (`request-class.server.test.ts` compares it with the whole table's match).
 */
export class FirstSegmentMatcher {
	readonly #all: StaticHandler
	readonly #bySegment = new Map<string, StaticHandler>()
	readonly #others: StaticHandler

	constructor(routes: RouteObject[]) {
		this.#all = createStaticHandler(routes)
		const statics = new Set<string>()
		const collect = (list: RouteObject[], parent: string) => {
			for (const route of list) {
				const full = joinPattern(parent, route.path)
				const first = firstOf(full)
				if (first !== WILD && first !== '') statics.add(first)
				collect(route.children ?? [], full)
			}
		}
		collect(routes, '')
		// The routes a path whose first segment is `segment` (null: none of the fixed ones)
		// can match, and the parents they need.
		const only = (segment: string | null): RouteObject[] => {
			const keep = (list: RouteObject[], parent: string): RouteObject[] =>
				list.flatMap((route): RouteObject[] => {
					const full = joinPattern(parent, route.path)
					const first = firstOf(full)
					const own = first === WILD || first === segment
					if (route.index) return own ? [route] : []
					const children = keep(route.children ?? [], full)
					return own || children.length > 0 ? [{ ...route, children }] : []
				})
			return keep(routes, '')
		}
		for (const segment of [...statics, '']) {
			this.#bySegment.set(segment, createStaticHandler(only(segment)))
		}
		this.#others = createStaticHandler(only(null))
	}

	/** The matches for a path given as its decoded segments and as sent to the router. */
	match(segments: string[], path: string) {
		const first = segments[0]?.toLowerCase() ?? ''
		// Letter case beyond ASCII is React Router's to judge, over the whole table.
		// eslint-disable-next-line no-control-regex
		if (/[^\u0000-\u007f]/.test(first)) return this.#all.match(path)
		return (this.#bySegment.get(first) ?? this.#others).match(path)
	}

	/** The whole table's match (tests compare the two). */
	matchAll(path: string) {
		return this.#all.match(path)
	}
}

/** A pattern's first segment that is not fixed text: it may be any path's first segment. */
const WILD = '\u0000'

function joinPattern(parent: string, path: string | undefined) {
	if (!path) return parent
	return [parent, path].filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\//, '')
}

/** A full pattern's first segment, lower case; '' before any; WILD for `:x`, `*`, `x?`. */
function firstOf(full: string): string {
	if (!full) return ''
	const first = full.split('/')[0]!
	if (first.startsWith(':') || first.includes('*') || first.endsWith('?')) return WILD
	return first.toLowerCase()
}

/** Paths whose decision is kept (the site's pages and their spellings fit many times). */
const DECIDED_PATHS_KEPT = 10_000

type PathDecision =
	| Extract<Decision, { type: 'refuse' }>
	| { type: 'redirect'; path: string }
	| {
			type: 'route'
			request: Omit<Classified, 'query'>
			/**
			 * The query parameters kept, each with its canonical value: the route's declared
			 * ones, or all of them as sent.
			 */
			keep: Readonly<Record<string, QueryValue>> | 'all'
			/** An index leaf: whether it has an action, for a POST asked with `?index`. */
			indexTakesPost?: boolean
	  }

/** The kind of a route, from its full pattern (`admin/inbox`, `api/auth/*`, `about`). */
function kindOf(pattern: string): RequestKind {
	const first = pattern.split('/')[0]
	if (first === 'admin')
		return pattern.startsWith('admin/api/') ? 'admin-api' : 'admin-page'
	if (first === 'api') return pattern.startsWith('api/auth/') ? 'auth-api' : 'public-api'
	if (first === 'preview') return 'preview-page'
	return 'public-page'
}

function parseTarget(target: string): { rawPath: string; rawQuery: string } | null {
	// Origin-form only: a path that starts with one slash (absolute-form and `*` are refused).
	if (!target.startsWith('/')) return null
	// Control characters, spaces and backslashes have no place in a path (the URL parser
	// would read a backslash as a slash).
	const queryAt = target.indexOf('?')
	const rawPath = queryAt === -1 ? target : target.slice(0, queryAt)
	const rawQuery = queryAt === -1 ? '' : target.slice(queryAt)
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u0020\u007f\\#]/.test(rawPath)) return null
	return { rawPath, rawQuery: rawQuery === '?' ? '' : rawQuery }
}

/**
 * The path's segments, each percent-decoded, with `.` and `..` resolved (also when
 * encoded), empty segments dropped, and React Router's `.data` suffix taken off. Null when
 * a segment is not valid percent-encoding or decodes to a slash.
 */
function normalisePath(rawPath: string): { segments: string[]; isData: boolean } | null {
	const segments: string[] = []
	for (const raw of rawPath.split('/')) {
		let segment: string
		try {
			segment = decodeURIComponent(raw)
		} catch {
			return null
		}
		// eslint-disable-next-line no-control-regex
		if (/[/\\\u0000-\u001f\u007f]/.test(segment)) return null
		if (segment === '' || segment === '.') continue
		if (segment === '..') {
			segments.pop()
			continue
		}
		segments.push(segment)
	}
	let isData = false
	const last = segments[segments.length - 1]
	if (last !== undefined && last.toLowerCase().endsWith('.data')) {
		isData = true
		if (last.toLowerCase() === '_.data') segments.pop()
		else segments[segments.length - 1] = last.slice(0, -'.data'.length)
	}
	return { segments, isData }
}

/**
 * The canonical segments of a matched path: static parts spelled as the route table
 * spells them, parameters and splats as given (decoded).
 */
function canonicalise(pattern: string, segments: string[]): string[] | null {
	const parts = pattern.split('/').filter(Boolean)
	const result: string[] = []
	let at = 0
	for (const part of parts) {
		if (part === '*') {
			result.push(...segments.slice(at))
			at = segments.length
			break
		}
		const optional = part.endsWith('?')
		const name = optional ? part.slice(0, -1) : part
		const segment = segments[at]
		if (segment === undefined) {
			if (optional) continue
			return null
		}
		if (name.startsWith(':')) result.push(segment)
		else if (segment.toLowerCase() === name.toLowerCase()) result.push(name)
		else if (optional) continue
		else return null
		at++
	}
	return at === segments.length ? result : null
}

function toWirePath(segments: string[], isData: boolean): string {
	const path = `/${segments.map(encodeSegment).join('/')}`
	if (!isData) return path
	return segments.length === 0 ? '/_.data' : `${path}.data`
}

/** Percent-encodes a path segment, leaving the characters RFC 3986 allows in one as they are. */
function encodeSegment(segment: string): string {
	return encodeURIComponent(segment).replace(/%(?:40|3A|24|26|2B|2C|3B|3D)/gi, (escape) =>
		decodeURIComponent(escape),
	)
}

/** 405, naming the methods that are answered. */
function methodNotAllowed(allow: string): Decision {
	return { type: 'refuse', status: 405, message: 'Method not allowed', allow }
}

/** Whether a POST to this route and query reaches an action. */
function takesPostAt(
	decided: Extract<PathDecision, { type: 'route' }>,
	rawQuery: string,
) {
	return decided.indexTakesPost !== undefined && hasNakedIndexQuery(rawQuery)
		? decided.indexTakesPost
		: decided.request.takesPost
}

/** React Router's test for a POST aimed at an index route: an `index` parameter with no value. */
function hasNakedIndexQuery(rawQuery: string): boolean {
	if (!rawQuery) return false
	return new URLSearchParams(rawQuery).getAll('index').some((value) => value === '')
}

/**
 * The declared parameters of a query, sorted by name, each as the page reads it (its first
 * value) in its canonical spelling, as `?…` or ''; a value the page reads as absent is left
 * out.
 */
function keptQuery(rawQuery: string, keep: Readonly<Record<string, QueryValue>>): string {
	const names = Object.keys(keep)
	if (!rawQuery || names.length === 0) return ''
	const params = new URLSearchParams(rawQuery)
	const kept = new URLSearchParams()
	for (const name of names.sort()) {
		const value = params.get(name)
		const canonical = value === null ? null : keep[name]!(value)
		if (canonical !== null) kept.append(name, canonical)
	}
	const query = kept.toString()
	return query ? `?${query}` : ''
}
