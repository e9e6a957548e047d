// The one set of form fields, for every form: the dashboard's, the sign-in pages' and the
// public contact forms'. Each control is labelled, with its hint and error tied to it
// (aria-describedby, aria-invalid), so a screen reader hears the message with the field.
import type { ComponentProps, ElementType, ReactNode } from 'react'

import { toHexColor } from '#app/lib/colors.ts'

import { cx } from './cx.ts'

export const controlClasses =
	'block w-full rounded-xl border border-line-strong bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 shadow-xs transition-[border-color,box-shadow] duration-200 hover:border-ink-muted focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus/40'

export const errorClasses = 'text-sm font-medium text-red-700 dark:text-red-300'
const invalidClasses = 'border-red-500 focus-visible:border-red-600 dark:border-red-400'
const labelClasses = 'mb-1.5 block text-sm font-semibold text-ink'

/** The element id of the control for an error path: 'features.2.title' → 'field-features-2-title'. */
export function fieldId(path: string): string {
	return `field-${path.replace(/\./g, '-')}`
}

export function describedBy(id: string, hint?: ReactNode, error?: string) {
	return cx(hint ? `${id}-hint` : null, error ? `${id}-error` : null) || undefined
}

/**
 * A field's hint and error. `slot` (the field's name) keeps an empty error in the page for
 * a script to fill (the public contact forms, site/contact-form.client.ts).
 */
export function FieldMessages({
	id,
	hint,
	error,
	slot,
}: {
	id: string
	hint?: ReactNode
	error?: string
	slot?: string
}) {
	return (
		<>
			{hint ? (
				<p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
					{hint}
				</p>
			) : null}
			{error || slot ? (
				<p
					id={`${id}-error`}
					data-field-error={slot ?? ''}
					hidden={!error}
					className={cx('mt-1.5', errorClasses)}
				>
					{error}
				</p>
			) : null}
		</>
	)
}

interface FieldProps {
	id: string
	label: string
	error?: string
	hint?: ReactNode
	className?: string
	/** The field's name, when a script fills its error in the page (see FieldMessages). */
	slot?: string
}

/** A control's label, the control, and its messages; `control` gets the aria wiring. */
function Field({
	id,
	label,
	error,
	hint,
	className,
	slot,
	control,
}: FieldProps & {
	control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
	return (
		<div className={className}>
			<label htmlFor={id} className={labelClasses}>
				{label}
			</label>
			{control({
				'aria-invalid': error ? true : undefined,
				'aria-describedby': describedBy(id, hint, error),
			})}
			<FieldMessages id={id} hint={hint} error={error} slot={slot} />
		</div>
	)
}

/** A text control with its label and messages: an <input>, or a <textarea>. */
function textField<Element extends 'input' | 'textarea'>(
	element: Element,
	classes: string,
) {
	const Control = element as ElementType
	return function TextControl({
		id,
		label,
		error,
		hint,
		className,
		slot,
		...control
	}: FieldProps & Omit<ComponentProps<Element>, 'id' | 'slot'>) {
		return (
			<Field
				{...{ id, label, error, hint, className, slot }}
				control={(aria) => (
					<Control
						id={id}
						{...aria}
						className={cx(controlClasses, classes, error && invalidClasses)}
						{...control}
					/>
				)}
			/>
		)
	}
}

export const TextField = textField('input', '')
export const TextAreaField = textField('textarea', 'min-h-32 resize-y')

/** Radio buttons in a fieldset (a project's type, collection, alignment). */
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
			<legend className={labelClasses}>{legend}</legend>
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
		<Field
			{...{ id, label, error, hint }}
			control={(aria) => (
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
						{...aria}
						className={cx(controlClasses, 'font-mono', error && invalidClasses)}
					/>
				</div>
			)}
		/>
	)
}
