import type { ComponentProps } from 'react'

import { cx } from './cx.ts'

export const controlClasses =
	'block w-full rounded-xl border border-line-strong bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 shadow-xs transition-[border-color,box-shadow] duration-200 hover:border-ink-muted focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus/40'

const labelClasses = 'mb-1.5 block text-sm font-semibold text-ink'

type FieldProps = { id: string; label: string; className?: string }

export function TextField({
	id,
	label,
	className,
	...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
	return (
		<div className={className}>
			<label htmlFor={id} className={labelClasses}>
				{label}
			</label>
			<input id={id} className={controlClasses} {...input} />
		</div>
	)
}

export function TextAreaField({
	id,
	label,
	className,
	...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
	return (
		<div className={className}>
			<label htmlFor={id} className={labelClasses}>
				{label}
			</label>
			<textarea
				id={id}
				className={cx(controlClasses, 'min-h-32 resize-y')}
				{...textarea}
			/>
		</div>
	)
}
