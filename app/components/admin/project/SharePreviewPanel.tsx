// The share panel of a project's edit page (decision 033): links a client opens without an
// account to see the draft on the real page, each valid for a day, a week or a month and
// withdrawable here. A new link's address is shown once (only its hash is kept).
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { PREVIEW_LINK_DAYS, type SharedLink } from '#app/schemas/preview-link.ts'

export interface ShareLinkRow {
	id: string
	createdAt: string
	createdBy: string | null
	expiresAt: string
}

const DAYS_LABEL = { 1: '1 day', 7: '7 days', 30: '30 days' } as const

export function SharePreviewPanel({
	links,
	origin,
	shared,
}: {
	links: ShareLinkRow[]
	/** The site's origin, for the address to send. */
	origin: string
	/** A link just made (the page was posted without JavaScript). */
	shared: SharedLink | null
}) {
	const fetcher = useFetcher<{ shared?: SharedLink }>()
	const fresh = fetcher.data?.shared ?? shared
	const url = fresh ? `${origin}${fresh.path}` : null
	const [copiedUrl, setCopiedUrl] = useState<string | null>(null)
	const copied = url !== null && copiedUrl === url
	const urlRef = useRef<HTMLInputElement>(null)
	useEffect(() => {
		if (!url) return
		urlRef.current?.focus()
		urlRef.current?.select()
	}, [url])
	return (
		<Panel
			id="share-preview"
			title="Share preview"
			description="A link to this page as the draft shows it, for someone without an account. It is not indexed by search engines, shows only this project's draft, and stops working when it expires or you withdraw it."
		>
			<fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
				<input type="hidden" name="intent" value="share" />
				<div>
					<label htmlFor="share-days" className="mb-1.5 block text-sm font-semibold">
						Link works for
					</label>
					<select
						id="share-days"
						name="days"
						defaultValue="7"
						className={cx(controlClasses, 'w-auto')}
					>
						{PREVIEW_LINK_DAYS.map((days) => (
							<option key={days} value={days}>
								{DAYS_LABEL[days]}
							</option>
						))}
					</select>
				</div>
				<Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
					Create share link
				</Button>
			</fetcher.Form>

			{url && fresh ? (
				<div
					className="mt-5 rounded-xl border border-line-strong bg-surface-muted p-4"
					data-shared-link
				>
					<label htmlFor="share-url" className="mb-1.5 block text-sm font-semibold">
						New link (copy it now: it is not shown again)
					</label>
					<div className="flex flex-wrap gap-2">
						<input
							ref={urlRef}
							id="share-url"
							readOnly
							value={url}
							className={cx(controlClasses, 'min-w-0 flex-1 font-mono text-sm')}
						/>
						<Button
							variant="outline"
							onClick={() => {
								void navigator.clipboard?.writeText(url).then(() => setCopiedUrl(url))
							}}
						>
							{copied ? 'Copied!' : 'Copy link'}
						</Button>
					</div>
					<p className="mt-2 text-sm text-ink-muted">
						Works until <LocalTime value={fresh.expiresAt} />.
					</p>
				</div>
			) : null}

			<h3 className="mt-6 text-base font-semibold">Links that work now</h3>
			{links.length === 0 ? (
				<p className="mt-2 text-sm text-ink-muted">None.</p>
			) : (
				<ul className="mt-3 divide-y divide-line rounded-xl border border-line">
					{links.map((link, index) => (
						<li
							key={link.id}
							className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm"
							data-preview-link={link.id}
						>
							<p className="mr-auto">
								<span className="font-semibold">Link {index + 1}:</span> made by{' '}
								{link.createdBy ?? 'an admin'}, <LocalTime value={link.createdAt} />.
								Expires <LocalTime value={link.expiresAt} />.
							</p>
							<fetcher.Form method="post">
								<input type="hidden" name="intent" value="revoke" />
								<input type="hidden" name="linkId" value={link.id} />
								<Button type="submit" variant="outline" size="sm">
									Withdraw<span className="sr-only"> link {index + 1}</span>
								</Button>
							</fetcher.Form>
						</li>
					))}
				</ul>
			)}
		</Panel>
	)
}
