import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'
import { ConfirmDialog, confirmHrefFor } from '#app/components/ui/ConfirmDialog.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { logoLabel } from '#app/components/site/LogoStrip.tsx'
import type { ClientLogo } from '#app/lib/types.ts'

/**
 * One logo in the tab's grid, in the strip's order: its preview as the strip shows it,
 * Visible/Hidden, Show/Hide (at once: spec §4), its place (the list's tools: drag, arrow
 * keys, 'Move to position…'), Delete.
 */
export function LogoCard({
	logo,
	listHref,
	confirming,
	tools,
}: {
	logo: ClientLogo
	/** The tab's page this card is on: where Cancel returns and the confirmation asks. */
	listHref: string
	confirming: boolean
	/** The list's controls for this card: its checkbox, its place in the order. */
	tools?: React.ReactNode
}) {
	const visibility = useFetcher()
	// Shown as asked while the request runs.
	const pendingIntent = visibility.formData?.get('intent')
	const visible = pendingIntent ? pendingIntent === 'show' : logo.visible
	const label = logoLabel(logo)

	return (
		<article
			aria-label={label}
			className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 dark:border-transparent dark:shadow-raised"
		>
			<div
				className={cx(
					'flex h-24 items-center justify-center rounded-xl border border-line bg-surface px-5 transition-opacity duration-200',
					!visible && 'opacity-50',
				)}
			>
				<ResponsiveImage
					image={logo.image}
					alt={label}
					sizes="176px"
					className="h-auto max-h-12 w-full max-w-44 object-contain dark:opacity-80 dark:brightness-0 dark:invert"
				/>
			</div>
			<div className="flex items-center gap-2">
				<p className="min-w-0 flex-1 truncate text-sm font-semibold" title={logo.name}>
					{logo.name}
				</p>
				<span
					className={cx(
						'rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
						visible
							? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200'
							: 'bg-surface-muted text-ink-muted',
					)}
				>
					{visible ? 'Visible' : 'Hidden'}
				</span>
			</div>
			<div className="mt-auto flex flex-wrap items-center gap-2">
				{tools}
				<visibility.Form method="post" data-focus-key="visibility">
					<input type="hidden" name="id" value={logo.id} />
					<Button
						type="submit"
						name="intent"
						value={visible ? 'hide' : 'show'}
						variant="outline"
						size="sm"
						data-focus-key="visibility"
						data-focus-primary
						aria-label={`${visible ? 'Hide' : 'Show'} ${label}`}
					>
						{visible ? 'Hide' : 'Show'}
					</Button>
				</visibility.Form>
				<div className={confirming ? 'w-full' : 'ml-auto'}>
					<ConfirmDialog
						title="Delete this logo?"
						description={
							<>
								<strong>{logo.name}</strong> leaves the home page strip at once. It stays
								in the Trash for 30 days, where it can be restored.
							</>
						}
						confirmLabel="Delete logo"
						fields={{ intent: 'delete', id: logo.id }}
						triggerAriaLabel={`Delete ${label}`}
						confirmHref={confirmHrefFor(listHref, logo.id)}
						cancelHref={listHref}
						inline={confirming}
					/>
				</div>
			</div>
		</article>
	)
}
