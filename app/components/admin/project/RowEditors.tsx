// Repeating rows of the project form: features (title + description), and plain text
// rows (platforms, prototypes). Every row can be removed, new ones added; focus follows
// (a new row's first field, or the Add button after a removal), so the keyboard alone
// does it all.
import { useEffect, useRef } from 'react'

import { RichTextEditor } from '#app/components/admin/rich-text/RichTextEditor.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { richFromPlainText, type RichText } from '#app/lib/rich-text.ts'
import { PROJECT_LIMITS } from '#app/schemas/project.ts'
import { controlClasses } from '#app/components/ui/Field.tsx'

import {
	describedBy,
	errorClasses,
	fieldId,
	FieldMessages,
} from '#app/components/ui/Field.tsx'

export interface FeatureRow {
	key: number
	title: string
	description: RichText
}

export interface TextRow {
	key: number
	value: string
}

let lastKey = 0
/** A React key for a new row (rows carry no id of their own). */
export function rowKey(): number {
	lastKey += 1
	return lastKey
}

/** Moves focus after a row is added or removed, once the DOM has it. */
function useFocusAfterChange() {
	const target = useRef<string | null>(null)
	// After every render: the row added or removed by the last change is in the DOM now.
	useEffect(() => {
		if (!target.current) return
		document.getElementById(target.current)?.focus()
		target.current = null
	})
	return (id: string) => {
		target.current = id
	}
}

const invalid = 'border-red-500 focus-visible:border-red-600 dark:border-red-400'

export function FeaturesEditor({
	rows,
	onChange,
	errors,
}: {
	rows: FeatureRow[]
	onChange: (rows: FeatureRow[]) => void
	errors: Partial<Record<string, string>>
}) {
	const focus = useFocusAfterChange()
	const addId = 'features-add'
	const update = (index: number, patch: Partial<FeatureRow>) =>
		onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
	return (
		<div className="grid gap-4">
			{rows.length === 0 ? (
				<p className="text-sm text-ink-muted">
					No features yet. Features are optional; each needs a title and a description.
				</p>
			) : (
				<ol className="grid gap-4">
					{rows.map((row, index) => {
						const titleId = fieldId(`features.${index}.title`)
						const descriptionId = fieldId(`features.${index}.description`)
						const titleError = errors[`features.${index}.title`]
						const descriptionError = errors[`features.${index}.description`]
						return (
							<li
								key={row.key}
								className="grid gap-3 rounded-xl border border-line bg-surface-muted/60 p-4"
							>
								<div className="flex items-center justify-between gap-3">
									<p className="text-sm font-semibold text-ink-muted">
										Feature {index + 1}
									</p>
									<Button
										variant="ghost"
										size="sm"
										onClick={() => {
											onChange(rows.filter((_, i) => i !== index))
											focus(addId)
										}}
										aria-label={`Remove feature ${index + 1}`}
									>
										Remove
									</Button>
								</div>
								<div className="grid gap-3">
									<div>
										<label
											htmlFor={titleId}
											className="mb-1.5 block text-sm font-semibold text-ink"
										>
											Title
										</label>
										<input
											id={titleId}
											name="featureTitle"
											value={row.title}
											onChange={(event) =>
												update(index, { title: event.currentTarget.value })
											}
											aria-invalid={titleError ? true : undefined}
											aria-describedby={describedBy(titleId, undefined, titleError)}
											className={cx(controlClasses, titleError && invalid)}
										/>
										<FieldMessages id={titleId} error={titleError} />
									</div>
									<RichTextEditor
										id={descriptionId}
										name="featureDescription"
										label="Description"
										profile="inline"
										value={row.description}
										onChange={(description) => update(index, { description })}
										max={PROJECT_LIMITS.featureDescription}
										error={descriptionError}
									/>
								</div>
							</li>
						)
					})}
				</ol>
			)}
			{errors.features ? <p className={errorClasses}>{errors.features}</p> : null}
			<div>
				<Button
					id={addId}
					variant="outline"
					size="sm"
					onClick={() => {
						onChange([
							...rows,
							{ key: rowKey(), title: '', description: richFromPlainText('') },
						])
						focus(fieldId(`features.${rows.length}.title`))
					}}
				>
					Add feature
				</Button>
			</div>
		</div>
	)
}

/**
 * Rows of one text each. The group's error (e.g. 'At least one platform is required') is
 * tied to every row's input; a row's own error (`${path}.${index}`) to that row.
 */
export function TextRowsEditor({
	path,
	name,
	itemLabel,
	addLabel,
	rows,
	onChange,
	errors,
	multiline = false,
	emptyText,
	placeholder,
	hint,
}: {
	/** The error path of the list: 'platforms', 'prototype'. */
	path: string
	/** The posted field name of each row: 'platform', 'prototype'. */
	name: string
	/** 'Platform' → 'Platform 1', 'Remove platform 1'. */
	itemLabel: string
	addLabel: string
	rows: TextRow[]
	onChange: (rows: TextRow[]) => void
	errors: Partial<Record<string, string>>
	multiline?: boolean
	emptyText?: string
	placeholder?: string
	hint?: string
}) {
	const focus = useFocusAfterChange()
	const addId = `${path}-add`
	const groupId = fieldId(path)
	const groupError = errors[path]
	const hintId = hint ? `${groupId}-hint` : undefined
	return (
		<div className="grid gap-3">
			{hint ? (
				<p id={hintId} className="text-sm text-ink-muted">
					{hint}
				</p>
			) : null}
			{rows.length === 0 && emptyText ? (
				<p className="text-sm text-ink-muted">{emptyText}</p>
			) : null}
			{rows.length > 0 ? (
				<ol className="grid gap-3">
					{rows.map((row, index) => {
						const id = index === 0 ? groupId : fieldId(`${path}.${index}`)
						const rowError = errors[`${path}.${index}`]
						const label = `${itemLabel} ${index + 1}`
						const describe =
							cx(
								hintId,
								groupError ? `${groupId}-group-error` : null,
								rowError ? `${id}-error` : null,
							) || undefined
						const props = {
							id,
							name,
							value: row.value,
							placeholder,
							'aria-invalid': groupError || rowError ? true : undefined,
							'aria-describedby': describe,
							className: cx(
								controlClasses,
								multiline && 'min-h-24 resize-y font-mono text-sm',
								(groupError || rowError) && invalid,
							),
						}
						const set = (value: string) =>
							onChange(rows.map((r, i) => (i === index ? { ...r, value } : r)))
						return (
							<li key={row.key}>
								<label
									htmlFor={id}
									className="mb-1.5 block text-sm font-semibold text-ink"
								>
									{label}
								</label>
								<div className="flex items-start gap-2">
									{multiline ? (
										<textarea
											{...props}
											onChange={(event) => set(event.currentTarget.value)}
										/>
									) : (
										<input
											{...props}
											onChange={(event) => set(event.currentTarget.value)}
										/>
									)}
									<Button
										variant="ghost"
										size="sm"
										className="mt-1.5 shrink-0"
										onClick={() => {
											onChange(rows.filter((_, i) => i !== index))
											focus(addId)
										}}
										aria-label={`Remove ${label.toLowerCase()}`}
									>
										Remove
									</Button>
								</div>
								<FieldMessages id={id} error={rowError} />
							</li>
						)
					})}
				</ol>
			) : null}
			{groupError ? (
				<p id={`${groupId}-group-error`} data-field-error className={errorClasses}>
					{groupError}
				</p>
			) : null}
			<div>
				<Button
					id={addId}
					variant="outline"
					size="sm"
					aria-describedby={
						rows.length === 0 && groupError ? `${groupId}-group-error` : undefined
					}
					onClick={() => {
						onChange([...rows, { key: rowKey(), value: '' }])
						focus(rows.length === 0 ? groupId : fieldId(`${path}.${rows.length}`))
					}}
				>
					{addLabel}
				</Button>
			</div>
		</div>
	)
}
