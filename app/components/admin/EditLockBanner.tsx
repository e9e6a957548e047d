import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import type { EditLockView } from '#app/components/admin/use-edit-lock.ts'
import { Button } from '#app/components/ui/Button.tsx'

/**
 * Who else has this item open for editing (decision 042): shown while another page holds
 * it, with Take over, and to the page it was taken from. Nothing while this page holds it.
 */
export function EditLockBanner({
	lock,
	noun,
	onTakeOver,
	busy = false,
	copyKept = false,
}: {
	lock: EditLockView
	/** What the item is called ('project', 'About page', 'testimonial'). */
	noun: string
	onTakeOver: () => void
	busy?: boolean
	/** This page's typing is kept as a copy (after a take-over). */
	copyKept?: boolean
}) {
	if (lock.status !== 'other' && lock.status !== 'taken') return null
	const { holder } = lock
	return (
		<div data-edit-lock={lock.status}>
			<FormAlert tone="info">
				{lock.status === 'taken' ? (
					<>
						<p className="font-semibold">
							{holder.self
								? `You took over editing this ${noun} in another tab or window at `
								: `${holder.name} took over editing this ${noun} at `}
							<LocalTime value={holder.since} />.
						</p>
						<p className="mt-1">
							This page no longer saves.{' '}
							{copyKept
								? 'What you typed is kept as your copy: it is listed under Kept drafts, to open in the form later.'
								: 'What you typed is being kept as your copy…'}
						</p>
					</>
				) : (
					<>
						<p className="font-semibold">
							{holder.self
								? `You are editing this ${noun} in another tab or window, since `
								: `${holder.name} is editing this ${noun}, since `}
							<LocalTime value={holder.since} />.
						</p>
						<p className="mt-1">
							You can read it here. To edit it, take it over:{' '}
							{holder.self
								? 'the other page stops saving and keeps what it holds as a copy.'
								: `${holder.name}'s page stops saving and keeps what they typed as their copy.`}
						</p>
					</>
				)}
				<div className="mt-3">
					<Button
						size="sm"
						onClick={() => {
							// The banner goes, and the form is drawn again: the keyboard's place is
							// the page's heading, just above it, not the start of the document.
							document.querySelector<HTMLElement>('main h1')?.focus()
							onTakeOver()
						}}
						disabled={busy}
					>
						Take over
					</Button>
				</div>
			</FormAlert>
		</div>
	)
}
