import {
	DeleteButton,
	VisibilityButton,
	VisibilityChip,
} from '#app/components/admin/ItemCard.tsx'
import type { CardProps } from '#app/components/admin/lists/OrderedList.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { clientLogoName } from '#app/lib/logo-strip.ts'
import type { ClientLogo } from '#app/lib/types.ts'

/**
 * One logo in the tab's grid, in the strip's order: its preview as the strip shows it,
 * Visible/Hidden, Show/Hide (at once: spec §4), its place (the list's tools: drag, arrow
 * keys, 'Move to position…'), Delete.
 */
export function LogoCard({ logo, ...card }: { logo: ClientLogo } & CardProps) {
	const label = clientLogoName(logo)
	return (
		<article
			aria-label={label}
			className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 dark:border-transparent dark:shadow-raised"
		>
			<div
				className={cx(
					'flex h-24 items-center justify-center rounded-xl border border-line bg-surface px-5 transition-opacity duration-200',
					!logo.visible && 'opacity-50',
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
				<VisibilityChip visible={logo.visible} words={['Visible', 'Hidden']} />
			</div>
			<div className="mt-auto flex flex-wrap items-center gap-2">
				{card.tools}
				<VisibilityButton id={logo.id} visible={logo.visible} label={label} primary />
				<DeleteButton
					id={logo.id}
					card={card}
					title="Delete this logo?"
					leaves={
						<>
							<strong>{label}</strong> leaves the home page strip at once.
						</>
					}
					confirmLabel="Delete logo"
					triggerLabel={`Delete ${label}`}
				/>
			</div>
		</article>
	)
}
