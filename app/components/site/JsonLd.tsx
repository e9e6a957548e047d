import { serializeJsonLd } from '#app/lib/seo.ts'

/**
 * A schema.org JSON-LD block, every `<` escaped. A data block, never run: the CSP's script
 * rules do not apply to it, so a stored page needs no nonce for it.
 */
export function JsonLd({
	data,
}: {
	data: Record<string, unknown> | Record<string, unknown>[]
}) {
	return (
		<script
			type="application/ld+json"
			dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
		/>
	)
}
