import { useState } from 'react'

import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { ALT_TEXT_MAX } from '#app/lib/media-library.ts'

/**
 * An image's alt text, asked for in every image field: a line of text, or "Decorative
 * image" (alt=""). `value` is the library's (undefined: none yet); `onChange` gets what the
 * admin made of it: the text, '' for decorative, null for none. Image fields send it as
 * `setAlt` (withAlt in app/schemas/image.ts), stored in the library for every page showing
 * the image. Remount it (a `key`) when the image it is about changes.
 */
export function AltTextFields({
	id,
	value,
	onChange,
	disabled,
	describedBy,
	names,
	error,
}: {
	/** The text input's id; the hint derives its own from it. */
	id: string
	value: string | undefined
	onChange: (alt: string | null) => void
	disabled?: boolean
	/** More text the input is described by (the field's label). */
	describedBy?: string
	/** Post the inputs themselves under these names (a form that works without JavaScript). */
	names?: { text: string; decorative: string }
	error?: string
}) {
	const decorative = value === ''
	// Kept while "decorative" is ticked, so unticking brings the words back.
	const [text, setText] = useState(value ?? '')
	const hintId = `${id}-hint`
	const errorId = error ? `${id}-error` : undefined
	const change = (nextText: string, nextDecorative: boolean) =>
		onChange(nextDecorative ? '' : nextText.trim() || null)
	return (
		<div className="grid grid-cols-1 gap-1.5">
			<label htmlFor={id} className="text-sm font-semibold text-ink">
				Alt text
			</label>
			<input
				id={id}
				type="text"
				name={names?.text}
				value={decorative ? '' : text}
				maxLength={ALT_TEXT_MAX}
				disabled={disabled || decorative}
				autoComplete="off"
				aria-invalid={error ? true : undefined}
				aria-describedby={cx(describedBy, hintId, errorId)}
				onChange={(event) => {
					setText(event.currentTarget.value)
					change(event.currentTarget.value, false)
				}}
				className={cx(controlClasses, 'py-2 text-sm disabled:opacity-60')}
			/>
			<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
				<input
					type="checkbox"
					name={names?.decorative}
					checked={decorative}
					disabled={disabled}
					onChange={(event) => change(text, event.currentTarget.checked)}
					className="size-5 accent-brand-ink"
				/>
				Decorative image (no alt text)
			</label>
			<p id={hintId} className="text-sm text-ink-muted">
				What it shows, for people who cannot see it. Every page showing this image uses
				it.
			</p>
			{error ? (
				<p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
					{error}
				</p>
			) : null}
		</div>
	)
}
