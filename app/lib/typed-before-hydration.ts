// What a person typed (or a password manager filled in) on a dashboard page before React
// took it over. The server's HTML is usable at once, but React hydrates in slices after the
// scripts load, and it keeps a controlled field's typed value only until that field's next
// render, which puts the state's value back: the typing would be lost without a word. Once the
// page has hydrated, every field whose value is not the one it was rendered with is said to
// React as the person's own change, so the form's state (and its autosave) takes it. A
// textarea needs its text noted before hydration too: hydrating one puts its rendered text
// back at once.
import { useLayoutEffect } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Each textarea's text as typed before hydration (noted until the page has hydrated). */
const earlyText = new Map<HTMLTextAreaElement, string>()

function noteText(event: Event) {
	if (event.target instanceof HTMLTextAreaElement)
		earlyText.set(event.target, event.target.value)
}

/** Called before hydration starts: notes the textareas' typing from now until it is done. */
export function noteTypingBeforeHydration() {
	for (const field of document.querySelectorAll('textarea'))
		if (field.value !== field.defaultValue) earlyText.set(field, field.value)
	document.addEventListener('input', noteText, true)
}

/** Sets `value` without React seeing it, so the `input` event after it reads as a change. */
function setUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
	const prototype =
		field instanceof HTMLTextAreaElement
			? HTMLTextAreaElement.prototype
			: HTMLInputElement.prototype
	Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
}

const isToggle = (field: Field): field is HTMLInputElement =>
	field instanceof HTMLInputElement &&
	(field.type === 'checkbox' || field.type === 'radio')

/** What the person left in a text field (a textarea's as noted before hydration). */
const typedValue = (field: HTMLInputElement | HTMLTextAreaElement) =>
	(field instanceof HTMLTextAreaElement ? earlyText.get(field) : undefined) ?? field.value

function changedBeforeHydration(field: Field): boolean {
	if (field instanceof HTMLSelectElement)
		return Array.from(field.options).some(
			(option) => option.selected !== option.defaultSelected,
		)
	// A radio the person left is unchecked by the one they chose: only the chosen one counts.
	if (isToggle(field))
		return field.type === 'radio'
			? field.checked && !field.defaultChecked
			: field.checked !== field.defaultChecked
	if (field.type === 'file' || field.type === 'hidden') return false
	return typedValue(field) !== field.defaultValue
}

/** Says each field changed before hydration to React, as the person's change. */
function replayTypingBeforeHydration() {
	document.removeEventListener('input', noteText, true)
	for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
		if (!changedBeforeHydration(field)) continue
		if (field instanceof HTMLSelectElement) {
			field.dispatchEvent(new Event('change', { bubbles: true }))
		} else if (isToggle(field)) {
			// Back to what React rendered, as React sees it; the click makes the person's choice
			// again, with its change event.
			field.checked = field.defaultChecked
			field.click()
		} else {
			const typed = typedValue(field)
			// React learns the rendered value, then the typed one comes back unseen: the input
			// event then finds the field changed, and the field's onChange runs with it.
			field.value = field.defaultValue
			setUnseen(field, typed)
			field.dispatchEvent(new Event('input', { bubbles: true }))
		}
	}
	earlyText.clear()
}

/** Once, when the page has hydrated (a layout effect: before any field renders again). */
export function useTypingBeforeHydration() {
	useLayoutEffect(replayTypingBeforeHydration, [])
}
