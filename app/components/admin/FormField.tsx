import type { ComponentProps } from 'react'

import { cx } from '#app/components/ui/cx.ts'
import { controlClasses } from '#app/components/ui/Field.tsx'

type FormFieldProps = {
	id: string
	label: string
	error?: string
	hint?: string
	className?: string
} & Omit<ComponentProps<'input'>, 'id'>

/** A labelled input with its hint and error tied to it for assistive technology. */
export function FormField({
	id,
	label,
	error,
	hint,
	className,
	...input
}: FormFieldProps) {
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</label>
			<input
				id={id}
				aria-invalid={error ? true : undefined}
				aria-describedby={cx(hintId, errorId) || undefined}
				className={cx(
					controlClasses,
					error && 'border-red-500 focus-visible:border-red-600 dark:border-red-400',
				)}
				{...input}
			/>
			{hint ? (
				<p id={hintId} className="mt-1.5 text-sm text-ink-muted">
					{hint}
				</p>
			) : null}
			{error ? (
				<p
					id={errorId}
					className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
				>
					{error}
				</p>
			) : null}
		</div>
	)
}
