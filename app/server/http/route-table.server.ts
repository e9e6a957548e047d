// The route table as React Router matches it (its public `matchRoutes`), built once from the
// server build: the canonical spelling of a path, and what the matched route declares in its
// `handle` (the query a public page reads). The canonical-path step, the shared cache's key
// and the analytics beacon read it; React Router's own handler matches again for itself.
import { LRUCache } from 'lru-cache'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

import type { QueryValue, RouteHandle } from '#app/lib/route-handle.ts'
import { isLanguageCode } from '#app/lib/languages.ts'
import { encodeSegment } from '#app/lib/site-paths.ts'

export interface ResolvedPath {
	/** The canonical path as sent on the wire (percent-encoded), `.data` suffix included. */
	path: string
	/** The same path without React Router's `.data` suffix. */
	pagePath: string
	/** A React Router data request (`/about.data`, `/_.data` for the index). */
	isData: boolean
	/** The leaf route's id (`portfolio`, `catch-all`, …). */
	routeId: string
	/** The leaf route's full pattern (`portfolio/:projectId`, `*`). */
	pattern: string
	/** The leaf renders a document (a page), not a resource (an endpoint, the sitemap). */
	document: boolean
	handle: RouteHandle
	/**
	 * The page is the same for every visitor of its URL: its leaf declares the query it reads
	 * and no route on its branch is one person's (`handle.private`, a draft's preview).
	 */
	shared: boolean
}

type RouteManifest = ServerBuild['routes']

/** The route of every unknown page (routes.ts). */
const CATCH_ALL = 'catch-all'

export class RouteTable {
	readonly #routes: RouteObject[]
	readonly #handles = new Map<string, RouteHandle>()
	readonly #documents = new Set<string>()
	/** React Router's route manifest for lazy discovery (`/__manifest`): its own to answer. */
	readonly #manifestPath: string | undefined
	/** The table has the catch-all route (every unknown page). */
	readonly #catchAll: boolean
	/**
	 * Paths resolved lately: `matchRoutes` ranks the whole table on every call, so a path
	 * asked for again is not matched again. A flood of new paths costs each its own match;
	 * bounded by the paths' length (a path may be 16 KB), not their number.
	 */
	readonly #resolved = new LRUCache<string, { value: ResolvedPath | null }>({
		maxSize: 4 * 2 ** 20,
		// The key, and the value's two spellings of it: at most ~3 copies of the path.
		sizeCalculation: (_, key) => 3 * key.length + 64,
	})

	constructor(manifest: RouteManifest, options: { manifestPath?: string } = {}) {
		this.#manifestPath = options.manifestPath
		this.#catchAll = CATCH_ALL in manifest
		const byParent = new Map<string | undefined, NonNullable<RouteManifest[string]>[]>()
		for (const route of Object.values(manifest)) {
			if (!route) continue
			byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route])
			const handle = route.module.handle as unknown
			if (handle && typeof handle === 'object') this.#handles.set(route.id, handle)
			if (route.module.default) this.#documents.add(route.id)
		}
		const tree = (parentId: string | undefined): RouteObject[] =>
			(byParent.get(parentId) ?? []).map((route) =>
				route.index
					? { id: route.id, index: true, path: route.path }
					: {
							id: route.id,
							path: route.path,
							caseSensitive: route.caseSensitive,
							children: tree(route.id),
						},
			)
		this.#routes = tree(undefined)
	}

	/** An unknown page's path: the catch-all route's. */
	#unknown(segments: string[], isData: boolean): ResolvedPath {
		const pagePath = `/${segments.map(encodeSegment).join('/')}`
		const handle = this.#handles.get(CATCH_ALL) ?? {}
		return {
			path: isData ? `${pagePath}.data` : pagePath,
			pagePath,
			isData,
			routeId: CATCH_ALL,
			pattern: '*',
			document: true,
			handle,
			shared: handle.query !== undefined,
		}
	}

	/**
	 * What a request path is: its canonical spelling (static segments as the route table
	 * spells them, parameters as given, each segment decoded once and encoded the one way,
	 * no dot segments, no empty segments, no trailing slash) and its route. Null when the path
	 * cannot be a path (bad percent-encoding, an encoded slash or control character).
	 */
	resolve(rawPath: string): ResolvedPath | null {
		let resolved = this.#resolved.get(rawPath)
		if (!resolved)
			this.#resolved.set(rawPath, (resolved = { value: this.#resolve(rawPath) }))
		return resolved.value
	}

	#resolve(rawPath: string): ResolvedPath | null {
		if (rawPath === this.#manifestPath) {
			return {
				path: rawPath,
				pagePath: rawPath,
				isData: false,
				routeId: '',
				pattern: '',
				document: false,
				handle: {},
				shared: false,
			}
		}
		const normal = normalise(rawPath)
		if (!normal) return null
		const { segments, isData } = normal
		const matches = matchRoutes(this.#routes, `/${segments.map(encodeSegment).join('/')}`)
		const leaf = matches?.at(-1)
		if (!matches || !leaf) return null
		// A first segment that is no language's (`/wp-login.php`, `/foo/bar`) matches the
		// language prefix (`:lang?`) but is an unknown page: the not-found route's, kept as
		// that route keeps its pages (the language route answers it so).
		const lang = leaf.params.lang
		if (lang !== undefined && !isLanguageCode(lang.toLowerCase()) && this.#catchAll)
			return this.#unknown(segments, isData)
		const pattern = matches
			.map((match) => match.route.path ?? '')
			.filter(Boolean)
			.join('/')
		const canonical = canonicalise(pattern, segments)
		if (!canonical) return null
		const pagePath = `/${canonical.map(encodeSegment).join('/')}`
		const path = !isData
			? pagePath
			: canonical.length === 0
				? '/_.data'
				: `${pagePath}.data`
		const routeId = String(leaf.route.id)
		const handle = this.#handles.get(routeId) ?? {}
		const personal = matches.some(
			(match) => this.#handles.get(String(match.route.id))?.private,
		)
		return {
			path,
			pagePath,
			isData,
			routeId,
			pattern,
			document: this.#documents.has(routeId),
			handle,
			shared: handle.query !== undefined && !personal,
		}
	}
}

/**
 * The declared parameters of a query, sorted by name, each as the page reads it (its first
 * value) in its canonical spelling, as `?…` or ''; a value the page reads as absent is left
 * out, and so is every parameter the page does not declare (utm_*, gclid, …).
 */
export function declaredQuery(
	search: string,
	declared: Readonly<Record<string, QueryValue>>,
): string {
	const names = Object.keys(declared).sort()
	if (!search || names.length === 0) return ''
	const params = new URLSearchParams(search)
	const kept = new URLSearchParams()
	for (const name of names) {
		const value = params.get(name)
		const canonical = value === null ? null : declared[name]!(value)
		if (canonical !== null) kept.append(name, canonical)
	}
	const query = kept.toString()
	return query ? `?${query}` : ''
}

/**
 * The path's segments, each percent-decoded, with `.` and `..` resolved (also when
 * encoded), empty segments dropped, and React Router's `.data` suffix taken off. Null when
 * a segment is not valid percent-encoding or decodes to a slash or a control character.
 */
function normalise(rawPath: string): { segments: string[]; isData: boolean } | null {
	if (!rawPath.startsWith('/')) return null
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
	const last = segments.at(-1)
	if (last !== undefined && last.toLowerCase().endsWith('.data')) {
		isData = true
		if (last.toLowerCase() === '_.data') segments.pop()
		else segments[segments.length - 1] = last.slice(0, -'.data'.length)
	}
	return { segments, isData }
}

/**
 * Static parts spelled as the route table spells them; parameters and splats as given. An
 * optional part (`:lang?`) is taken when the rest of the path still fits the pattern without
 * it, and left out otherwise.
 */
function canonicalise(pattern: string, segments: string[]): string[] | null {
	return fit(pattern.split('/').filter(Boolean), segments)
}

function fit(parts: readonly string[], segments: readonly string[]): string[] | null {
	const [part, ...rest] = parts
	if (part === undefined) return segments.length === 0 ? [] : null
	if (part === '*') return [...segments]
	const optional = part.endsWith('?')
	const name = optional ? part.slice(0, -1) : part
	const [segment, ...after] = segments
	if (segment !== undefined) {
		const spelled = name.startsWith(':')
			? // A language's code in its one spelling (`/DE/about` is `/de/about`).
				name === ':lang' && isLanguageCode(segment.toLowerCase())
				? segment.toLowerCase()
				: segment
			: segment.toLowerCase() === name.toLowerCase()
				? name
				: null
		const fitted = spelled === null ? null : fit(rest, after)
		if (spelled !== null && fitted) return [spelled, ...fitted]
	}
	return optional ? fit(rest, segments) : null
}
