// The share panel of a project's edit page (decision 033): links a client opens without an
// account to see the draft on the real page, each valid for a day, a week or a month and
// withdrawable here. A new link's address is shown once (only its hash is kept).
import { useFetcher } from 'react-router'

import { Panel } from '#app/components/admin/PageHeading.tsx'
import {
	ShareLinks,
	type ShareLinkRow,
	type ShareWords,
} from '#app/components/admin/ShareLinks.tsx'
import type { SharedLink } from '#app/schemas/preview-link.ts'

const WORDS: ShareWords = {
	make: 'Create share link',
	fresh: 'New link (copy it now: it is not shown again)',
	revoke: 'Withdraw',
	revokeName: (_link, place) => `Withdraw link ${place}`,
}

export function SharePreviewPanel({
	links,
	origin,
	shared,
	refusal = null,
}: {
	links: ShareLinkRow[]
	/** The site's origin, for the address to send. */
	origin: string
	/** A link just made (the page was posted without JavaScript). */
	shared: SharedLink | null
	/** Why this role may not make a link now. */
	refusal?: string | null
}) {
	const fetcher = useFetcher<{ shared?: SharedLink }>()
	const fresh = fetcher.data?.shared ?? shared
	return (
		<Panel
			id="share-preview"
			title="Share preview"
			description="A link to this page as the draft shows it, for someone without an account. It is not indexed by search engines, shows only this project's draft, and stops working when it expires or you withdraw it."
		>
			<ShareLinks
				form={fetcher.Form}
				busy={fetcher.state !== 'idle'}
				links={links}
				fresh={
					fresh ? { url: `${origin}${fresh.path}`, expiresAt: fresh.expiresAt } : null
				}
				revokeField="linkId"
				words={WORDS}
				refusal={refusal}
			/>
		</Panel>
	)
}
