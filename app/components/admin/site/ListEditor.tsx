// A list of a Site form (values, reasons, stages, smart systems …): items added, removed
// and moved up or down with buttons, so the keyboard does it all. Each change is announced
// ('Integrity moved up: value 3 of 8.') and focus stays where the hand is: on the moved
// item's button, on the next item after a removal, in a new item's first field.
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { errorClasses, fieldId } from '#app/components/ui/Field.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { fieldName, type ListField } from '#app/schemas/site-fields.ts'

import {
	emptyItem,
	moved,
	nextItemKey,
	type StateItem,
	type StateNode,
	type StatePath,
} from './form-state.ts'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function ListEditor({
	field,
	items,
	path,
	errors,
	onChange,
	children,
}: {
	field: ListField
	items: StateItem[]
	path: StatePath
	errors: Partial<Record<string, string>>
	onChange: (path: StatePath, value: StateNode) => void
	/** An item's fields. */
	children: (item: StateItem, path: StatePath) => ReactNode
}) {
	const name = fieldName(path)
	const id = fieldId(name)
	const error = errors[name]
	const [announcement, setAnnouncement] = useState('')
	// After a change, the element to focus once the DOM has it (by id, or the first field).
	const focusNext = useRef<string | null>(null)
	useEffect(() => {
		if (!focusNext.current) return
		const target = document.getElementById(focusNext.current)
		focusNext.current = null
		if (!target) return
		const control =
			target instanceof HTMLButtonElement && target.disabled
				? // A move to the top (or bottom): the other direction's button.
					target.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')
				: target.matches('input, textarea, select, button')
					? target
					: target.querySelector<HTMLElement>('input, textarea, select')
		control?.focus()
	})

	const count = items.length
	const set = (next: StateItem[], say: string, focus: string) => {
		onChange(path, next)
		setAnnouncement(say)
		focusNext.current = focus
	}
	const nameOf = (item: StateItem, index: number) => {
		const value = item.values[field.nameKey]
		return typeof value === 'string' && value.trim()
			? value.trim()
			: `${capitalized(field.noun)} ${index + 1}`
	}
	const buttonId = (item: StateItem, action: 'up' | 'down' | 'remove') =>
		`${id}-${item.key}-${action}`
	const itemId = (item: StateItem) => `${id}-${item.key}`
	const addId = `${id}-add`

	const move = (index: number, by: -1 | 1) => {
		const item = items[index]
		if (!item) return
		const to = index + by
		set(
			moved(items, index, to),
			`${nameOf(item, index)} moved ${by < 0 ? 'up' : 'down'}: ${field.noun} ${to + 1} of ${count}.`,
			buttonId(item, by < 0 ? 'up' : 'down'),
		)
	}
	const remove = (index: number) => {
		const item = items[index]
		if (!item) return
		const next = items.filter((_, i) => i !== index)
		const after = next[index] ?? next[index - 1]
		set(
			next,
			`${nameOf(item, index)} removed. ${next.length} ${next.length === 1 ? field.noun : field.plural} left.`,
			after ? buttonId(after, 'remove') : addId,
		)
	}
	const add = () => {
		const item = emptyItem(field.fields, nextItemKey(items))
		set(
			[...items, item],
			`${capitalized(field.noun)} ${count + 1} added, at the end.`,
			itemId(item),
		)
	}

	return (
		<fieldset className="grid gap-4" aria-describedby={`${id}-hint`}>
			<legend className="mb-1 text-base font-semibold text-ink">{field.label}</legend>
			<p id={`${id}-hint`} className="-mt-2 text-sm text-ink-muted">
				{count} of at most {field.max}.{field.hint ? ` ${field.hint}` : ''}
			</p>
			<ol className="grid gap-4">
				{items.map((item, index) => {
					const label = `${field.noun} ${index + 1} of ${count}`
					const title = nameOf(item, index)
					return (
						<li
							key={item.key}
							id={itemId(item)}
							className="grid gap-4 rounded-xl border border-line bg-surface-muted/60 p-4"
						>
							<div className="flex flex-wrap items-center justify-between gap-2">
								<p className="min-w-0 text-sm font-semibold text-ink-muted">
									{capitalized(label)}
									<span className="sr-only">: {title}</span>
								</p>
								<span className="flex gap-1.5">
									<Button
										id={buttonId(item, 'up')}
										variant="outline"
										size="sm"
										className="px-3"
										onClick={() => move(index, -1)}
										disabled={index === 0}
										aria-label={`Move ${field.noun} ${index + 1}, ${title}, up`}
									>
										<span aria-hidden="true">↑</span>
									</Button>
									<Button
										id={buttonId(item, 'down')}
										variant="outline"
										size="sm"
										className="px-3"
										onClick={() => move(index, 1)}
										disabled={index === count - 1}
										aria-label={`Move ${field.noun} ${index + 1}, ${title}, down`}
									>
										<span aria-hidden="true">↓</span>
									</Button>
									<Button
										id={buttonId(item, 'remove')}
										variant="outline"
										size="sm"
										onClick={() => remove(index)}
										disabled={count <= field.min}
										aria-label={`Remove ${field.noun} ${index + 1}, ${title}`}
									>
										Remove
									</Button>
								</span>
							</div>
							{children(item, [...path, index])}
						</li>
					)
				})}
			</ol>
			{error ? (
				<p id={`${id}-error`} data-field-error className={errorClasses}>
					{error}
				</p>
			) : null}
			<div className="flex flex-wrap items-center gap-3">
				<Button
					id={addId}
					variant="outline"
					size="sm"
					onClick={add}
					disabled={count >= field.max}
					aria-describedby={error ? `${id}-error` : undefined}
				>
					Add {field.noun}
				</Button>
				{count >= field.max ? (
					<p className="text-sm text-ink-muted">
						{capitalized(field.plural)} are at their most ({field.max}).
					</p>
				) : null}
			</div>
			<p role="status" className="sr-only">
				{announcement}
			</p>
		</fieldset>
	)
}
