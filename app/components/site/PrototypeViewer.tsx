import { Button } from '#app/components/ui/Button.tsx'
import { Icon } from '#app/components/ui/Icon.tsx'
import { useWords } from '#app/i18n/use-words.ts'
import { parsePrototype } from '#app/lib/prototype.ts'

/** Spec §9: the frame height of the embedded viewer. */
export const PROTOTYPE_FRAME_HEIGHT = 600
/** What the design tool's embed needs: its scripts, its own storage, and opening itself in a tab. */
export const PROTOTYPE_SANDBOX = 'allow-scripts allow-same-origin allow-popups'

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

/** Spec §2 Prototype: an embedded viewer per valid entry, or a message when there is none. */
export function PrototypeViewer({
	prototypes,
	projectName,
}: {
	prototypes: readonly string[]
	projectName: string
}) {
	const valid = validPrototypes(prototypes)
	const { t } = useWords()
	if (valid.length === 0) {
		return (
			<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-ink-muted">
				{t('project.noPrototype')}
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
							{t('project.prototypeLoading')}
						</p>
						<iframe
							src={prototype.embedUrl}
							title={t('project.prototypeTitle', {
								project: projectName,
								index: index + 1,
								count: valid.length,
							})}
							height={PROTOTYPE_FRAME_HEIGHT}
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
							// An address reads left to right on any page.
							dir="ltr"
							className="min-w-0 text-sm break-all text-brand-ink underline decoration-line-strong underline-offset-4 hover:decoration-brand-ink"
						>
							{prototype.url}
							<span className="sr-only"> {t('project.opensInNewTab')}</span>
						</a>
					</div>
				</li>
			))}
		</ul>
	)
}

/**
 * 'Copy Prototype URL', reading 'Copied!' for 2 s: <copy-button> (./copy-button.client.ts)
 * shows it and copies; without JavaScript the link beside it is how a visitor takes the
 * URL. The labels travel with it; the icon follows the button's `data-copied` in CSS.
 */
function CopyButton({ url }: { url: string }) {
	const { t } = useWords()
	return (
		<copy-button
			data-url={url}
			data-label={t('project.copyPrototype')}
			data-copied-label={t('project.copied')}
			className="contents"
		>
			<Button variant="outline" size="sm" hidden data-copied="false" className="group">
				<Icon name="copy" className="size-4 group-data-[copied=true]:hidden" />
				<Icon name="copied" className="hidden size-4 group-data-[copied=true]:inline" />
				<span data-copy-label>{t('project.copyPrototype')}</span>
			</Button>
			<span
				role="status"
				data-copied-text={t('project.prototypeCopied')}
				className="sr-only"
			/>
		</copy-button>
	)
}
