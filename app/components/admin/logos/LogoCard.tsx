import { useLayoutEffect, useRef } from 'react'
import { useFetcher, useFetchers, useSubmit } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'
import { ConfirmDialog, confirmHrefFor } from '#app/components/ui/ConfirmDialog.tsx'
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { logoLabel } from '#app/components/site/LogoStrip.tsx'
import type { ClientLogo } from '#app/lib/types.ts'

/**
 * One logo in the tab's grid, in the strip's order: its preview as the strip shows it,
 * Visible/Hidden, Show/Hide (at once: spec §4), Move up/Move down, Delete.
 */
export function LogoCard({
	logo,
	position,
	count,
	listHref,
	confirming,
}: {
	logo: ClientLogo
	/** 1-based place in the whole order (not only this page's). */
	position: number
	/** Logos in the whole order. */
	count: number
	/** The tab's page this card is on: where Cancel returns and the confirmation asks. */
	listHref: string
	confirming: boolean
}) {
	const visibility = useFetcher()
	// Each move is its own fetcher: a second press while the first is on its way must not
	// cancel it (a fetcher's new submission aborts its last one), or one move is lost.
	const submit = useSubmit()
	const moveCount = useRef(0)
	const moving = useFetchers().some(
		(fetcher) =>
			fetcher.formData?.get('intent') === 'move' &&
			fetcher.formData.get('id') === logo.id,
	)
	// Shown as asked while the request runs.
	const pendingIntent = visibility.formData?.get('intent')
	const visible = pendingIntent ? pendingIntent === 'show' : logo.visible
	const label = logoLabel(logo)

	// Keep focus on the button that moved the logo (or its twin, once at an end): moving the
	// card in the list drops focus to the page. Focus the admin has taken elsewhere stays.
	const cardRef = useRef<HTMLElement>(null)
	const upRef = useRef<HTMLButtonElement>(null)
	const downRef = useRef<HTMLButtonElement>(null)
	const moved = useRef<'up' | 'down' | null>(null)
	const first = position === 1
	const last = position === count
	useLayoutEffect(() => {
		const direction = moved.current
		if (!direction) return
		const preferred = direction === 'up' ? upRef.current : downRef.current
		const other = direction === 'up' ? downRef.current : upRef.current
		const target = preferred && !preferred.disabled ? preferred : other
		const active = document.activeElement
		const ours = !active || active === document.body || cardRef.current?.contains(active)
		if (target && ours && active !== target) target.focus()
		if (!moving) moved.current = null
	}, [position, first, last, moving])

	return (
		<article
			ref={cardRef}
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
				<span
					className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-muted text-sm font-bold text-ink tabular-nums"
					aria-label={`Position ${position} of ${count}`}
				>
					{position}
				</span>
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
				<visibility.Form method="post">
					<input type="hidden" name="id" value={logo.id} />
					<Button
						type="submit"
						name="intent"
						value={visible ? 'hide' : 'show'}
						variant="outline"
						size="sm"
						aria-label={`${visible ? 'Hide' : 'Show'} ${label}`}
					>
						{visible ? 'Hide' : 'Show'}
					</Button>
				</visibility.Form>
				<form
					method="post"
					className="flex gap-1.5"
					onSubmit={(event) => {
						event.preventDefault()
						const submitter = (event.nativeEvent as SubmitEvent).submitter
						submit(
							submitter instanceof HTMLButtonElement ? submitter : event.currentTarget,
							{
								method: 'post',
								navigate: false,
								fetcherKey: `move-${logo.id}-${++moveCount.current}`,
							},
						)
					}}
				>
					<input type="hidden" name="intent" value="move" />
					<input type="hidden" name="id" value={logo.id} />
					<Button
						ref={upRef}
						type="submit"
						name="direction"
						value="up"
						variant="outline"
						size="sm"
						className="px-3"
						disabled={first}
						onClick={() => (moved.current = 'up')}
						aria-label={`Move ${label} up`}
					>
						<span aria-hidden="true">↑</span>
					</Button>
					<Button
						ref={downRef}
						type="submit"
						name="direction"
						value="down"
						variant="outline"
						size="sm"
						className="px-3"
						disabled={last}
						onClick={() => (moved.current = 'down')}
						aria-label={`Move ${label} down`}
					>
						<span aria-hidden="true">↓</span>
					</Button>
				</form>
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
