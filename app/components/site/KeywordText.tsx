import { boldKeywords } from '#app/lib/keywords.ts'

/**
 * Text with spec §2's keywords (and the given names) in bold. Segments become text nodes
 * and <strong> elements: nothing in the text is ever read as HTML.
 */
export function KeywordText({ text, names = [] }: { text: string; names?: string[] }) {
	return boldKeywords(text, names).map((segment, index) =>
		segment.bold ? (
			<strong key={index} className="font-semibold text-ink">
				{segment.text}
			</strong>
		) : (
			segment.text
		),
	)
}
