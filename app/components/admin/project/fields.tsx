// The project form's controls: each labelled, with its hint and error tied to it
// (aria-describedby, aria-invalid), so a screen reader hears the message with the field.
import type { ComponentProps, ReactNode } from 'react'

import { cx } from '#app/components/ui/cx.ts'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { toHexColor } from '#app/lib/colors.ts'

export const errorClasses = 'text-sm font-medium text-red-700 dark:text-red-300'
const invalidClasses = 'border-red-500 focus-visible:border-red-600 dark:border-red-400'

/** The element id of the control for an error path: 'features.2.title' → 'field-features-2-title'. */
export function fieldId(path: string): string {
	return `field-${path.replace(/\./g, '-')}`
}

export function describedBy(id: string, hint?: ReactNode, error?: string) {
	return cx(hint ? `${id}-hint` : null, error ? `${id}-error` : null) || undefined
}

export function FieldMessages({
	id,
	hint,
	error,
}: {
	id: string
	hint?: ReactNode
	error?: string
}) {
	return (
		<>
			{hint ? (
				<p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} data-field-error className={cx('mt-1.5', errorClasses)}>
					{error}
				</p>
			) : null}
		</>
	)
}

type TextProps = {
	id: string
	label: string
	error?: string
	hint?: ReactNode
	className?: string
}

export function TextInput({
	id,
	label,
	error,
	hint,
	className,
	...input
}: TextProps & Omit<ComponentProps<'input'>, 'id'>) {
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</label>
			<input
				id={id}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, hint, error)}
				className={cx(controlClasses, error && invalidClasses)}
				{...input}
			/>
			<FieldMessages id={id} hint={hint} error={error} />
		</div>
	)
}

export function TextArea({
	id,
	label,
	error,
	hint,
	className,
	...textarea
}: TextProps & Omit<ComponentProps<'textarea'>, 'id'>) {
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</label>
			<textarea
				id={id}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, hint, error)}
				className={cx(controlClasses, 'min-h-28 resize-y', error && invalidClasses)}
				{...textarea}
			/>
			<FieldMessages id={id} hint={hint} error={error} />
		</div>
	)
}

/** Radio buttons in a fieldset: type, collection, alignment. */
export function ChoiceGroup<Value extends string>({
	name,
	legend,
	options,
	value,
	onChange,
	hint,
}: {
	name: string
	legend: string
	options: ReadonlyArray<{ value: Value; label: string }>
	value: Value
	onChange: (value: Value) => void
	hint?: ReactNode
}) {
	const id = fieldId(name)
	return (
		<fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
			<legend className="mb-1.5 block text-sm font-semibold text-ink">{legend}</legend>
			<div className="flex flex-wrap gap-2">
				{options.map((option) => (
					<label
						key={option.value}
						className={cx(
							'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3.5 text-sm font-semibold transition-colors duration-200 has-focus-visible:ring-3 has-focus-visible:ring-focus/40',
							value === option.value
								? 'border-brand-ink bg-brand/10 text-ink'
								: 'border-line-strong text-ink-muted hover:border-ink-muted hover:text-ink',
						)}
					>
						<input
							type="radio"
							name={name}
							value={option.value}
							checked={value === option.value}
							onChange={() => onChange(option.value)}
							className="size-4 accent-brand-ink"
						/>
						{option.label}
					</label>
				))}
			</div>
			<FieldMessages id={id} hint={hint} />
		</fieldset>
	)
}

/** A colour as free text (spec §5), with a picker beside it that writes a hex code. */
export function ColorField({
	name,
	label,
	value,
	onChange,
	error,
	hint,
}: {
	name: string
	label: string
	value: string
	onChange: (value: string) => void
	error?: string
	hint?: ReactNode
}) {
	const id = fieldId(name)
	const hex = toHexColor(value)
	return (
		<div>
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</label>
			<div className="flex items-center gap-2">
				<input
					type="color"
					aria-label={`${label} picker`}
					value={(hex ?? '#000000').toLowerCase()}
					onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
					className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-line-strong bg-surface p-1 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none"
				/>
				<input
					id={id}
					name={name}
					value={value}
					onChange={(event) => onChange(event.currentTarget.value)}
					placeholder="#4D92CE"
					autoComplete="off"
					spellCheck={false}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(id, hint, error)}
					className={cx(controlClasses, 'font-mono', error && invalidClasses)}
				/>
			</div>
			<FieldMessages id={id} hint={hint} error={error} />
		</div>
	)
}
