// A path on the site as the server names it (server/request-checks.ts answers every other
// spelling with a 308 to this one): each segment decoded once and encoded one way, no dot
// or empty segments, no trailing slash. Redirects are stored and looked up in this form.

/** Percent-encodes a path segment, leaving the characters RFC 3986 allows in one. */
export function encodeSegment(segment: string): string {
	return encodeURIComponent(segment).replace(/%(?:40|3A|24|26|2B|2C|3B|3D)/gi, (escape) =>
		decodeURIComponent(escape),
	)
}

/**
 * `input` (a path, or a full address on any host: its path is taken) in the server's
 * spelling, without its query or fragment; null when it is no path.
 */
export function canonicalSitePath(input: string): string | null {
	let path = input.trim()
	if (/^https?:\/\//i.test(path)) {
		try {
			path = new URL(path).pathname
		} catch {
			return null
		}
	}
	path = path.replace(/[?#].*$/, '')
	if (!path.startsWith('/') || path.startsWith('//')) return null
	const segments: string[] = []
	for (const raw of path.split('/')) {
		let segment: string
		try {
			segment = decodeURIComponent(raw)
		} catch {
			return null
		}
		// eslint-disable-next-line no-control-regex
		if (/[/\\\u0000-\u001f\u007f]/.test(segment)) return null
		if (segment === '' || segment === '.') continue
		if (segment === '..') segments.pop()
		else segments.push(segment)
	}
	return `/${segments.map(encodeSegment).join('/')}`
}
