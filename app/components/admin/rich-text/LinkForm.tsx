// The editor's link form: an address (https://, http://, mailto:) or one of the site's own
// pages from a list, applied to the selected words (or written as its own words when none
// are selected); Remove takes a link off. Enter applies, Escape goes back to the text.
import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses, errorClasses } from '#app/components/ui/Field.tsx'
import { isSafeHref, UNSAFE_LINK_MESSAGE } from '#app/lib/rich-text.ts'
import { SITE_PAGES_PATH, type SitePage } from '#app/lib/site-pages.ts'

export function LinkForm({
	id,
	current,
	onApply,
	onCancel,
}: {
	id: string
	current: string | null
	onApply: (url: string | null, text: string) => void
	onCancel: () => void
}) {
	const [address, setAddress] = useState(current ?? '')
	const [error, setError] = useState<string | null>(null)
	const [pages, setPages] = useState<SitePage[] | null>(null)
	const input = useRef<HTMLInputElement>(null)
	const fieldId = useId()

	useEffect(() => input.current?.focus(), [])
	useEffect(() => {
		const controller = new AbortController()
		fetch(SITE_PAGES_PATH, { signal: controller.signal })
			.then((response) =>
				response.ok ? (response.json() as Promise<{ pages: SitePage[] }>) : null,
			)
			.then((body) => setPages(body?.pages ?? []))
			.catch(() => {
				if (!controller.signal.aborted) setPages([])
			})
		return () => controller.abort()
	}, [])

	// Enter applies, Escape goes back to the text (from either field).
	const onKeyDown = (event: React.KeyboardEvent) => {
		if (event.key === 'Escape') {
			event.preventDefault()
			onCancel()
		} else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
			event.preventDefault()
			apply()
		}
	}

	const apply = () => {
		const url = address.trim()
		if (!isSafeHref(url)) {
			setError(UNSAFE_LINK_MESSAGE)
			input.current?.focus()
			return
		}
		onApply(url, pages?.find((page) => page.path === url)?.label ?? url)
	}

	return (
		<div
			id={id}
			role="group"
			aria-label="Link"
			className="grid gap-3 border-b border-line bg-surface-muted/60 p-3"
		>
			<div className="grid gap-3 md:grid-cols-2">
				<div>
					<label htmlFor={`${fieldId}-url`} className="mb-1 block text-sm font-semibold">
						Link address
					</label>
					<input
						ref={input}
						id={`${fieldId}-url`}
						onKeyDown={onKeyDown}
						type="text"
						inputMode="url"
						autoComplete="off"
						spellCheck={false}
						value={address}
						placeholder="https://"
						onChange={(event) => {
							setAddress(event.currentTarget.value)
							setError(null)
						}}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? `${fieldId}-error` : undefined}
						className={controlClasses}
					/>
				</div>
				<div>
					<label htmlFor={`${fieldId}-page`} className="mb-1 block text-sm font-semibold">
						Or a page of this site
					</label>
					<select
						id={`${fieldId}-page`}
						onKeyDown={onKeyDown}
						value={pages?.some((page) => page.path === address) ? address : ''}
						onChange={(event) => {
							if (event.currentTarget.value) setAddress(event.currentTarget.value)
							setError(null)
						}}
						disabled={pages === null}
						className={controlClasses}
					>
						<option value="">
							{pages === null ? 'Loading pages…' : 'Choose a page'}
						</option>
						{pages?.map((page) => (
							<option key={page.path} value={page.path}>
								{page.label} ({page.path})
							</option>
						))}
					</select>
				</div>
			</div>
			{error ? (
				<p id={`${fieldId}-error`} className={errorClasses}>
					{error}
				</p>
			) : null}
			<div className="flex flex-wrap gap-2">
				<Button size="sm" onClick={apply}>
					Apply link
				</Button>
				{current !== null ? (
					<Button size="sm" variant="outline" onClick={() => onApply(null, '')}>
						Remove link
					</Button>
				) : null}
				<Button size="sm" variant="ghost" onClick={onCancel}>
					Cancel
				</Button>
			</div>
		</div>
	)
}
