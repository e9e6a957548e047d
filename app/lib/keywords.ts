import { keptValue } from './kept.ts'

/** Spec §2: words the project detail intro shows in bold, besides the project's own name. */
export const INTRO_KEYWORDS = [
	'Brand',
	'Design',
	'Development',
	'UI/UX',
	'Mobile App',
	'Web App',
	'Platform',
] as const

export interface TextSegment {
	text: string
	bold: boolean
}

function escapeRegExp(value: string) {
	return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Splits text into plain and bold segments. The caller renders segments as text nodes and
 * <strong> elements, so nothing in the data is ever interpreted as HTML.
 * Matching is case-insensitive and on whole words; longer keywords win over shorter ones.
 */
export function boldKeywords(text: string, extraKeywords: string[] = []): TextSegment[] {
	const pattern = keywordPattern(extraKeywords)
	if (!pattern || text === '') return text ? [{ text, bold: false }] : []
	const segments: TextSegment[] = []
	let last = 0
	for (const match of text.matchAll(pattern)) {
		const start = match.index
		if (start > last) segments.push({ text: text.slice(last, start), bold: false })
		segments.push({ text: match[0], bold: true })
		last = start + match[0].length
	}
	if (last < text.length) segments.push({ text: text.slice(last), bold: false })
	return segments
}

// A page's text nodes share one keyword list (its project's name): the pattern is compiled
// once for it and kept for the next render, not once a node.
const patterns = new Map<string, RegExp | null>()

function keywordPattern(extraKeywords: string[]): RegExp | null {
	return keptValue(
		patterns,
		extraKeywords.join('\n'),
		() => {
			const keywords = [
				...new Set([...extraKeywords, ...INTRO_KEYWORDS].map((k) => k.trim())),
			]
				.filter((k) => k.length > 0)
				.sort((a, b) => b.length - a.length)
			if (keywords.length === 0) return null
			return new RegExp(
				`(?<![\\p{L}\\p{N}])(?:${keywords.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
				'giu',
			)
		},
		100,
	)
}
