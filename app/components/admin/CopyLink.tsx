import { useState, type ReactNode } from 'react'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { Button } from '#app/components/ui/Button.tsx'

/**
 * A link for the admin to pass on themselves (the site sends no mail): what it is for, the
 * link in a read-only field that selects itself, and a Copy button (spec §9: 'Copied!'
 * for 2 seconds).
 */
export function CopyLink({
	id,
	label,
	link,
	children,
}: {
	id: string
	/** The field's accessible name ('Invitation link'). */
	label: string
	link: string
	children: ReactNode
}) {
	const [copied, setCopied] = useState(false)
	return (
		<FormAlert tone="success" className="mb-5">
			<p>{children}</p>
			<div className="mt-3 flex flex-col gap-2 sm:flex-row">
				<label htmlFor={id} className="sr-only">
					{label}
				</label>
				<input
					id={id}
					readOnly
					value={link}
					onFocus={(event) => event.currentTarget.select()}
					className="min-w-0 flex-1 rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-sm text-ink dark:border-emerald-400/40 dark:bg-canvas"
				/>
				<Button
					size="sm"
					variant="outline"
					onClick={async () => {
						await navigator.clipboard.writeText(link)
						setCopied(true)
						window.setTimeout(() => setCopied(false), 2000)
					}}
				>
					{copied ? 'Copied!' : 'Copy link'}
				</Button>
			</div>
		</FormAlert>
	)
}
