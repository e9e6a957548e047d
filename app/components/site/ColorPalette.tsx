import { useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'
import { cx } from '#app/components/ui/cx.ts'
import {
	DEFAULT_PRIMARY_COLOR,
	DEFAULT_SECONDARY_COLOR,
	textColorFor,
	toHexColor,
} from '#app/lib/colors.ts'
import type { Project } from '#app/lib/types.ts'

export interface Swatch {
	role: 'Primary' | 'Secondary' | 'Accent'
	color: string
}

/**
 * The colours a detail page shows, with their roles: those that are set, or the two
 * defaults of spec §3 when none is (the same rule as projectPalette).
 */
export function paletteSwatches(
	project: Pick<Project, 'primaryColor' | 'secondaryColor' | 'accentColor'>,
): Swatch[] {
	const set = (
		[
			{ role: 'Primary', color: project.primaryColor },
			{ role: 'Secondary', color: project.secondaryColor },
			{ role: 'Accent', color: project.accentColor },
		] as const
	)
		.map(({ role, color }) => ({ role, color: color?.trim() ?? '' }))
		.filter((swatch) => swatch.color !== '')
	return set.length > 0
		? set
		: [
				{ role: 'Primary', color: DEFAULT_PRIMARY_COLOR },
				{ role: 'Secondary', color: DEFAULT_SECONDARY_COLOR },
			]
}

/**
 * Columns each swatch spans in a 4-column grid (2 on a phone): two colours span two
 * columns each (spec §2); with three the primary takes the wider place.
 */
function spanClass(count: number, index: number) {
	if (count === 1) return 'col-span-2 sm:col-span-4'
	if (count === 2) return 'col-span-1 sm:col-span-2'
	return index === 0 ? 'col-span-2 sm:col-span-2' : 'col-span-1'
}

const ROLE_LABELS = {
	Primary: 'project.color.primary',
	Secondary: 'project.color.secondary',
	Accent: 'project.color.accent',
} as const satisfies Record<Swatch['role'], MessageId>

/** Spec §2 Colors: swatches whose text is black or white by the colour's brightness. */
export function ColorPalette({
	project,
}: {
	project: Pick<Project, 'primaryColor' | 'secondaryColor' | 'accentColor'>
}) {
	const swatches = paletteSwatches(project)
	const { t } = useWords()
	return (
		<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
			{swatches.map((swatch, index) => {
				const hex = toHexColor(swatch.color)
				const ink = textColorFor(swatch.color)
				return (
					<li
						key={swatch.role}
						className={cx('min-w-0', spanClass(swatches.length, index))}
					>
						<div
							data-swatch={swatch.role.toLowerCase()}
							// Free text that is not a colour shows as a neutral tile.
							style={{ backgroundColor: hex ?? '#6B7280', color: ink }}
							className="flex h-36 items-end rounded-card p-3 shadow-[inset_0_0_0_1px_rgb(0_0_0/0.08)] sm:h-44 sm:p-4 dark:shadow-[inset_0_0_0_1px_rgb(255_255_255/0.12)]"
						>
							{/* A light scrim keeps the black or white text legible on mid-tones. */}
							<span
								data-swatch-text
								// A colour's code reads left to right on any page ("#2D2D75").
								dir="ltr"
								className={cx(
									'max-w-full truncate rounded-lg px-2.5 py-1 font-mono text-lg font-bold tracking-tight',
									ink === '#FFFFFF' ? 'bg-black/40' : 'bg-white/45',
								)}
							>
								{hex ?? swatch.color}
							</span>
						</div>
						<p className="mt-2 text-sm font-medium text-ink-muted">
							{t(ROLE_LABELS[swatch.role])}
						</p>
					</li>
				)
			})}
		</ul>
	)
}
