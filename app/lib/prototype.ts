/** Spec §5: the message for a prototype that is neither a design-tool link nor an allowed embed. */
export const PROTOTYPE_LINK_ERROR =
	'Unable to process the Figma prototype link. Please check the link format.'

const DESIGN_TOOL_HOSTS = new Set(['figma.com', 'www.figma.com'])
// A proto or file path, wherever it is in the link's path (`/community/file/…` too).
const DESIGN_PATH = /(?:^|\/)(proto|file|design)\/[A-Za-z0-9]+/
const EMBED_HOST = 'embed.figma.com'

export type Prototype =
	| {
			ok: true
			/** The link a visitor can copy (the design-tool URL). */
			url: string
			/** The URL the sandboxed frame loads. */
			embedUrl: string
	  }
	| { ok: false; message: string }

/** An https URL; a link typed with http is taken as its https one (`upgrade`). */
function parseUrl(value: string, { upgrade = false } = {}): URL | null {
	try {
		const url = new URL(value)
		if (upgrade && url.protocol === 'http:') url.protocol = 'https:'
		return url.protocol === 'https:' ? url : null
	} catch {
		return null
	}
}

/** A design-tool link: its own host (with or without www) and a proto or file path. */
export function parseDesignLink(value: string): Prototype {
	const url = parseUrl(value.trim(), { upgrade: true })
	if (!url || !DESIGN_TOOL_HOSTS.has(url.hostname) || !DESIGN_PATH.test(url.pathname)) {
		return { ok: false, message: PROTOTYPE_LINK_ERROR }
	}
	url.hostname = 'www.figma.com'
	const link = url.toString()
	return {
		ok: true,
		url: link,
		embedUrl: `https://www.figma.com/embed?embed_host=share&url=${encodeURIComponent(link)}`,
	}
}

function decodeEntities(value: string) {
	return value
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
}

/**
 * Embed code is never inserted as given (DESIGN.md): it must be a single <iframe> whose src
 * is the design tool's embed viewer for a design-tool link; only that URL is kept.
 */
export function parseEmbedCode(value: string): Prototype {
	const code = value.trim()
	const match = /^<iframe\b([^>]*)>\s*(?:<\/iframe>)?$/i.exec(code)
	const src = match?.[1] && /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[1])
	const raw = src ? (src[1] ?? src[2]) : undefined
	if (!raw) return { ok: false, message: PROTOTYPE_LINK_ERROR }
	const url = parseUrl(decodeEntities(raw))
	if (!url) return { ok: false, message: PROTOTYPE_LINK_ERROR }
	if (DESIGN_TOOL_HOSTS.has(url.hostname) && url.pathname === '/embed') {
		const inner = url.searchParams.get('url')
		return inner ? parseDesignLink(inner) : { ok: false, message: PROTOTYPE_LINK_ERROR }
	}
	if (url.hostname === EMBED_HOST && DESIGN_PATH.test(url.pathname)) {
		const link = new URL(url.pathname, 'https://www.figma.com')
		const nodeId = url.searchParams.get('node-id')
		if (nodeId) link.searchParams.set('node-id', nodeId)
		return parseDesignLink(link.toString())
	}
	return { ok: false, message: PROTOTYPE_LINK_ERROR }
}

/** One prototype entry, as an admin may type it: a link or embed code. */
export function parsePrototype(value: string): Prototype {
	const trimmed = value.trim()
	return trimmed.startsWith('<') ? parseEmbedCode(trimmed) : parseDesignLink(trimmed)
}
