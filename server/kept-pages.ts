// The pages the render cache keeps (decisions 011 and 019): a segmented LRU of rendered
// pages with their gzip and brotli bodies and validators, and the content version each
// process knows. server/page-cache.ts decides when a page is rendered, kept and served.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

import type { Classified } from '#app/server/http/request-class.server.ts'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export interface CachedPage {
	status: number
	headers: [string, string][]
	body: Buffer
	gzip: Buffer
	br: Buffer
	/** Strong validator of the identity body; encodings add a suffix. */
	etag: string
	nonce: string
	version: string
	storedAt: number
	/** Compressed at the best levels (a page rendered for a waiting visitor is not, at first). */
	polished: boolean
	/** What renders it again: origin, path and query. */
	source: RenderSource
}

export interface RenderSource {
	origin: string
	/** Path and query the page is rendered with (canonical, declared parameters only). */
	target: string
	/** The request's class, as the render sees it. */
	requestClass: Classified
	/**
	 * POST: the page's 405 answer to a post no action takes (the same for every visitor
	 * of the path), kept beside the page itself. Default GET.
	 */
	method?: 'GET' | 'POST'
}

export interface PageCacheOptions {
	/** Most pages kept (least recently used go first). */
	maxEntries?: number
	/** Most bytes kept, all three bodies counted. */
	maxBytes?: number
	/** Share of the limits for pages asked for once: a flood of new URLs churns only these. */
	probationShare?: number
}

/**
 * Pages by key, in two segments (a segmented LRU): a page asked for once waits in
 * probation; asked for again, it moves to the protected segment. A flood of URLs asked for
 * once each (a scanner, unique links) pushes out only other such pages, never the pages
 * visitors keep coming back to.
 */
export class PageCache {
	readonly #probation = new Map<string, CachedPage>()
	readonly #protected = new Map<string, CachedPage>()
	readonly #maxEntries: number
	readonly #maxBytes: number
	readonly #probationShare: number
	#probationBytes = 0
	#protectedBytes = 0

	constructor(options: PageCacheOptions = {}) {
		this.#maxEntries = options.maxEntries ?? 1_000
		this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024
		this.#probationShare = options.probationShare ?? 0.2
	}

	get size() {
		return this.#probation.size + this.#protected.size
	}

	get bytes() {
		return this.#probationBytes + this.#protectedBytes
	}

	/** The kept page for `key`, whatever its version; a second use promotes it. */
	get(key: string): CachedPage | undefined {
		const kept = this.#protected.get(key)
		if (kept) {
			this.#protected.delete(key)
			this.#protected.set(key, kept)
			return kept
		}
		const trial = this.#probation.get(key)
		if (!trial) return undefined
		this.#probation.delete(key)
		this.#probationBytes -= sizeOf(trial)
		this.#protected.set(key, trial)
		this.#protectedBytes += sizeOf(trial)
		this.#trim()
		return trial
	}

	/** Keeps a page: a new key starts in probation; a known one is replaced in place. */
	set(key: string, entry: CachedPage): void {
		const size = sizeOf(entry)
		if (size > this.#maxBytes * this.#probationShare) return
		const kept = this.#protected.get(key)
		if (kept) {
			this.#protected.delete(key)
			this.#protectedBytes -= sizeOf(kept)
			this.#protected.set(key, entry)
			this.#protectedBytes += size
		} else {
			this.#deleteFrom(this.#probation, key, 'probation')
			this.#probation.set(key, entry)
			this.#probationBytes += size
		}
		this.#trim()
	}

	/** Keys most recently used first: the protected pages, then those on probation. */
	keysByRecency(limit: number): string[] {
		const keys = [
			...[...this.#protected.keys()].reverse(),
			...[...this.#probation.keys()].reverse(),
		]
		return keys.slice(0, limit)
	}

	peek(key: string): CachedPage | undefined {
		return this.#protected.get(key) ?? this.#probation.get(key)
	}

	delete(key: string): void {
		this.#deleteFrom(this.#protected, key, 'protected')
		this.#deleteFrom(this.#probation, key, 'probation')
	}

	clear(): void {
		this.#protected.clear()
		this.#probation.clear()
		this.#probationBytes = 0
		this.#protectedBytes = 0
	}

	#deleteFrom(
		map: Map<string, CachedPage>,
		key: string,
		segment: 'probation' | 'protected',
	) {
		const entry = map.get(key)
		if (!entry) return
		map.delete(key)
		if (segment === 'probation') this.#probationBytes -= sizeOf(entry)
		else this.#protectedBytes -= sizeOf(entry)
	}

	#trim() {
		const probationEntries = Math.max(
			1,
			Math.floor(this.#maxEntries * this.#probationShare),
		)
		const probationBytes = this.#maxBytes * this.#probationShare
		// The protected segment overflows into probation, which drops its oldest.
		for (const [key, entry] of this.#protected) {
			if (
				this.#protected.size <= this.#maxEntries - probationEntries &&
				this.#protectedBytes <= this.#maxBytes - probationBytes
			)
				break
			this.#protected.delete(key)
			this.#protectedBytes -= sizeOf(entry)
			this.#probation.set(key, entry)
			this.#probationBytes += sizeOf(entry)
		}
		for (const [key, entry] of this.#probation) {
			if (
				this.#probation.size <= probationEntries &&
				this.#probationBytes <= probationBytes
			)
				break
			this.#probation.delete(key)
			this.#probationBytes -= sizeOf(entry)
		}
	}
}

function sizeOf(entry: CachedPage) {
	return entry.body.length + entry.gzip.length + entry.br.length
}

/**
 * Compression levels: a page a visitor waits for is compressed quickly (brotli 4 and gzip
 * 6 cost far less than its render); the best levels follow in the background.
 */
const FAST = { brotli: 4, gzip: 6 }
const BEST = { brotli: 9, gzip: 9 }

/** Builds a kept page from a rendered body: its encodings and validator. */
export async function toCachedPage(
	input: Omit<CachedPage, 'gzip' | 'br' | 'etag' | 'polished'>,
	level: 'fast' | 'best' = 'best',
): Promise<CachedPage> {
	const levels = level === 'best' ? BEST : FAST
	const [gzipped, brotli] = await Promise.all([
		gzipAsync(input.body, { level: levels.gzip }),
		brotliAsync(input.body, {
			params: {
				[zlibConstants.BROTLI_PARAM_QUALITY]: levels.brotli,
				[zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
			},
		}),
	])
	const hash = createHash('sha256').update(input.body).digest('base64url').slice(0, 27)
	return {
		...input,
		gzip: gzipped,
		br: brotli,
		etag: `"${hash}"`,
		polished: level === 'best',
	}
}

/** Whether `If-None-Match` names this page (any of its encodings, weak or strong). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false
	if (ifNoneMatch.trim() === '*') return true
	const base = etag.slice(1, -1)
	return ifNoneMatch.split(',').some((candidate) => {
		const tag = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '')
		return tag === base || tag === `${base}-br` || tag === `${base}-gz`
	})
}

/** The best encoding the client accepts among ours: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
	if (!acceptEncoding) return null
	const accepted = new Map<string, number>()
	for (const part of acceptEncoding.toLowerCase().split(',')) {
		const [name = '', ...params] = part.trim().split(';')
		const q = params
			.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
			.find((value) => value !== undefined)
		accepted.set(name.trim(), q === undefined ? 1 : Number(q))
	}
	const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
	if (weight('br') > 0) return 'br'
	if (weight('gzip') > 0) return 'gzip'
	return null
}

/**
 * The content version as this process knows it: read from the database at most every
 * `maxAgeMs` for visitors (one query a second, not one a request), and at once for an admin.
 * A change seen by either way is announced to `onChange`.
 */
export class ContentVersions {
	readonly #read: () => Promise<string>
	readonly #maxAgeMs: number
	readonly #listeners = new Set<(version: string) => void>()
	#known: { version: string; readAt: number } | undefined
	#reading: Promise<string> | undefined
	#timer: NodeJS.Timeout | undefined

	constructor(read: () => Promise<string>, options: { maxAgeMs?: number } = {}) {
		this.#read = read
		this.#maxAgeMs = options.maxAgeMs ?? 1_000
	}

	/** The version, at most `maxAgeMs` old. */
	current(): Promise<string> {
		const known = this.#known
		if (known && Date.now() - known.readAt < this.#maxAgeMs)
			return Promise.resolve(known.version)
		return this.fresh()
	}

	/** The version as the database has it now (concurrent callers share one read). */
	fresh(): Promise<string> {
		this.#reading ??= this.#read()
			.then((version) => {
				const previous = this.#known?.version
				this.#known = { version, readAt: Date.now() }
				if (previous !== undefined && previous !== version)
					for (const listener of this.#listeners) listener(version)
				return version
			})
			.finally(() => {
				this.#reading = undefined
			})
		return this.#reading
	}

	onChange(listener: (version: string) => void): void {
		this.#listeners.add(listener)
	}

	/** Reads the version every `maxAgeMs`, so a change is noticed before a visitor asks. */
	watch(onError: (error: unknown) => void): void {
		if (this.#timer) return
		this.#timer = setInterval(() => {
			this.fresh().catch(onError)
		}, this.#maxAgeMs)
		this.#timer.unref()
	}

	stop(): void {
		clearInterval(this.#timer)
		this.#timer = undefined
	}
}
