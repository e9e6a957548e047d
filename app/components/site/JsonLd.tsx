import { useNonce } from '#app/lib/document.ts'
import { serializeJsonLd } from '#app/lib/seo.ts'

/**
 * A schema.org JSON-LD block. React Router's meta `script:ld+json` carries no CSP nonce,
 * so structured data is rendered here, with the document's nonce and every `<` escaped.
 */
export function JsonLd({
	data,
}: {
	data: Record<string, unknown> | Record<string, unknown>[]
}) {
	const nonce = useNonce()
	return (
		<script
			type="application/ld+json"
			nonce={nonce}
			// The browser hides the nonce after parsing; the server's value is the right one.
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
		/>
	)
}
