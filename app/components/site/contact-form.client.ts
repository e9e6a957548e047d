// <contact-form> in the browser (spec §4, §7, §8; the markup is contact-form.tsx beside this
// file): a submission is checked with the shared schema, posted as JSON to the form's
// endpoint, and its outcome shown in place: the button reads 'Sending...' and is disabled
// meanwhile, spec §8's message shows above the form, each field's message below it (focus
// on the first), and the form is cleared on success. Without JavaScript the same form posts
// as it is and the page comes back with the same messages (contact-form.tsx renders every
// one of them).
import { sendContactForm } from '#app/lib/contact-client.ts'
import {
	CONTACT_WORDS_ATTRIBUTE,
	type ContactFormName,
	type ContactResult,
	type ContactWords,
} from '#app/lib/contact.ts'

class ContactFormElement extends HTMLElement {
	connectedCallback() {
		const form = this.querySelector('form')
		const name = this.dataset.form as ContactFormName
		// The form's words in the page's language, as the server wrote them (contact-form.tsx).
		const words = JSON.parse(
			this.querySelector(`[${CONTACT_WORDS_ATTRIBUTE}]`)?.textContent ?? 'null',
		) as ContactWords | null
		if (!form || !words) return
		form.addEventListener('submit', (event) => {
			event.preventDefault()
			void submit(form, name, words)
		})
	}
}

async function submit(form: HTMLFormElement, name: ContactFormName, words: ContactWords) {
	if (form.getAttribute('aria-busy') === 'true') return
	const data = new FormData(form)
	setBusy(form, true)
	showResult(form, null)
	let result: ContactResult
	try {
		result = await sendContactForm(name, data, words)
	} finally {
		setBusy(form, false)
	}
	showResult(form, result)
	// The message is above the form, the button at its foot: the answer is brought into view.
	form
		.querySelector(`[data-form-message=${result.ok ? 'success' : 'error'}]`)
		?.scrollIntoView({ block: 'nearest' })
	if (result.ok) {
		form.reset()
		return
	}
	const first = Object.keys(result.fieldErrors ?? {})[0]
	const field = first ? form.elements.namedItem(first) : null
	if (field instanceof HTMLElement) field.focus()
	else if (field instanceof RadioNodeList) (field[0] as HTMLElement | undefined)?.focus()
}

/** The button's 'Sending...' follows the form's aria-busy in CSS. */
function setBusy(form: HTMLFormElement, busy: boolean) {
	form.setAttribute('aria-busy', String(busy))
	const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
	if (button) button.disabled = busy
}

/** The message above the form and each field's own, or none of them (result null). */
function showResult(form: HTMLFormElement, result: ContactResult | null) {
	for (const box of form.querySelectorAll<HTMLElement>('[data-form-message]')) {
		const shown = result !== null && result.ok === (box.dataset.formMessage === 'success')
		box.hidden = !shown
		const text = box.querySelector('p')
		if (text) text.textContent = shown ? result.message : ''
	}
	const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
	for (const slot of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
		const message = errors[slot.dataset.fieldError ?? '']
		slot.textContent = message ?? ''
		slot.hidden = !message
		const owner = fieldOwner(form, slot.dataset.fieldError ?? '')
		if (!owner) continue
		// A radio group is described as a whole; a field is also marked invalid.
		if (message) owner.setAttribute('aria-describedby', slot.id)
		else owner.removeAttribute('aria-describedby')
		if (owner instanceof HTMLFieldSetElement) continue
		if (message) owner.setAttribute('aria-invalid', 'true')
		else owner.removeAttribute('aria-invalid')
	}
}

/** The element a field's message describes: the field, or a radio group's fieldset. */
function fieldOwner(form: HTMLFormElement, name: string): HTMLElement | null {
	const field = form.elements.namedItem(name)
	if (field instanceof RadioNodeList) {
		const first = field[0]
		return first instanceof HTMLElement ? first.closest('fieldset') : null
	}
	return field instanceof HTMLElement ? field : null
}

customElements.define('contact-form', ContactFormElement)
