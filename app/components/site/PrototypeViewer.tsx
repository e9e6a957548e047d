import { useEffect, useState, useSyncExternalStore } from 'react'

import { Button } from '#app/components/ui/Button.tsx'
import { parsePrototype } from '#app/lib/prototype.ts'

/** Spec §9: how long the copy button reads 'Copied!'. */
export const COPIED_FEEDBACK_MS = 2000
/** Spec §9: the frame height of the embedded viewer. */
export const PROTOTYPE_FRAME_HEIGHT = 600
/** What the design tool's embed needs: its scripts, its own storage, and opening itself in a tab. */
export const PROTOTYPE_SANDBOX = 'allow-scripts allow-same-origin allow-popups'
export const NO_PROTOTYPE = 'No prototype available for this project yet.'

export interface ValidPrototype {
	url: string
	embedUrl: string
}

/**
 * The entries that parse as design-tool links or allowed embed code (DESIGN.md); anything
 * else is left out, never inserted. Duplicates are shown once.
 */
export function validPrototypes(entries: readonly string[]): ValidPrototype[] {
	const seen = new Set<string>()
	const valid: ValidPrototype[] = []
	for (const entry of entries) {
		const parsed = parsePrototype(entry)
		if (!parsed.ok || seen.has(parsed.embedUrl)) continue
		seen.add(parsed.embedUrl)
		valid.push({ url: parsed.url, embedUrl: parsed.embedUrl })
	}
	return valid
}

const noSubscription = () => () => {}

/** Spec §2 Prototype: an embedded viewer per valid entry, or a message when there is none. */
export function PrototypeViewer({
	prototypes,
	projectName,
}: {
	prototypes: readonly string[]
	projectName: string
}) {
	const valid = validPrototypes(prototypes)
	if (valid.length === 0) {
		return (
			<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-ink-muted">
				{NO_PROTOTYPE}
			</p>
		)
	}
	return (
		<ul className="grid gap-10">
			{valid.map((prototype, index) => (
				<li key={prototype.embedUrl} data-prototype>
					<div className="relative isolate overflow-hidden rounded-card border border-line bg-surface-muted">
						{/* Seen until the design tool paints its viewer over it. */}
						<p
							aria-hidden="true"
							className="absolute inset-0 -z-10 grid place-items-center text-sm text-ink-muted"
						>
							Loading the interactive prototype…
						</p>
						<iframe
							src={prototype.embedUrl}
							title={
								valid.length > 1
									? `${projectName} prototype ${index + 1} of ${valid.length}`
									: `${projectName} prototype`
							}
							height={PROTOTYPE_FRAME_HEIGHT}
							width="100%"
							loading="lazy"
							sandbox={PROTOTYPE_SANDBOX}
							allow="fullscreen"
							referrerPolicy="strict-origin-when-cross-origin"
							className="block h-[600px] w-full"
						/>
					</div>
					<div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
						<CopyButton url={prototype.url} />
						<a
							href={prototype.url}
							target="_blank"
							rel="noopener noreferrer"
							className="min-w-0 text-sm break-all text-brand-ink underline decoration-line-strong underline-offset-4 hover:decoration-brand-ink"
						>
							{prototype.url}
							<span className="sr-only"> (opens in a new tab)</span>
						</a>
					</div>
				</li>
			))}
		</ul>
	)
}

/** Copies a text with the Clipboard API, or the older way where that is unavailable. */
async function copyText(text: string) {
	if (navigator.clipboard?.writeText) {
		try {
			await navigator.clipboard.writeText(text)
			return
		} catch {
			// Refused (no permission, insecure origin): fall through.
		}
	}
	const area = document.createElement('textarea')
	area.value = text
	area.setAttribute('readonly', '')
	area.style.position = 'fixed'
	area.style.opacity = '0'
	document.body.append(area)
	area.select()
	const copied = document.execCommand('copy')
	area.remove()
	if (!copied) throw new Error('Copy refused')
}

/** 'Copy Prototype URL', reading 'Copied!' for 2 s. Rendered once JavaScript runs. */
function CopyButton({ url }: { url: string }) {
	const hydrated = useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
	// When the last copy happened; each copy restarts the 2 s of 'Copied!'.
	const [copiedAt, setCopiedAt] = useState<number | null>(null)
	const copied = copiedAt !== null
	// Counted from when 'Copied!' is on screen (after the render), not from the click.
	useEffect(() => {
		if (copiedAt === null) return
		const timer = setTimeout(() => setCopiedAt(null), COPIED_FEEDBACK_MS)
		return () => clearTimeout(timer)
	}, [copiedAt])
	// Without JavaScript the link beside it is how a visitor takes the URL.
	if (!hydrated) return null
	async function onCopy() {
		try {
			await copyText(url)
		} catch {
			return
		}
		setCopiedAt(performance.now())
	}
	return (
		<>
			<Button variant="outline" size="sm" onClick={onCopy} data-copy-prototype>
				<svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
					{copied ? (
						<path
							d="M3 8.5l3 3 7-7"
							fill="none"
							stroke="currentColor"
							strokeWidth="1.75"
							strokeLinecap="round"
							strokeLinejoin="round"
						/>
					) : (
						<path
							d="M6 2.75h6.25c.55 0 1 .45 1 1V10M3.75 5.5h6c.55 0 1 .45 1 1v6.75c0 .55-.45 1-1 1h-6c-.55 0-1-.45-1-1V6.5c0-.55.45-1 1-1z"
							fill="none"
							stroke="currentColor"
							strokeWidth="1.5"
						/>
					)}
				</svg>
				{copied ? 'Copied!' : 'Copy Prototype URL'}
			</Button>
			<span role="status" className="sr-only">
				{copied ? 'Prototype URL copied' : ''}
			</span>
		</>
	)
}
