/**
 * After a refused save: focus the form's first field marked invalid, or bring a message
 * that belongs to no one field (a list's) into view.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
	const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
	if (field) {
		field.focus()
		return
	}
	form
		?.querySelector<HTMLElement>('[data-field-error]')
		?.scrollIntoView({ block: 'center' })
}
