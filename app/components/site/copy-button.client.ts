// <copy-button> in the browser (spec §2, §9; the markup is PrototypeViewer.tsx beside this
// file): it shows its button, which copies the element's `data-url` and reads 'Copied!' for
// 2 seconds, counted from when that is on the screen; each copy starts the 2 seconds again.

/** Spec §9: how long the copy button reads 'Copied!'. */
const COPIED_FEEDBACK_MS = 2000

class CopyButtonElement extends HTMLElement {
	connectedCallback() {
		const button = this.querySelector('button')
		if (!button) return
		const label = button.querySelector('[data-copy-label]')
		const status = this.querySelector<HTMLElement>('[role=status]')
		let timer: ReturnType<typeof setTimeout> | undefined
		const show = (copied: boolean) => {
			button.dataset.copied = String(copied)
			if (label)
				label.textContent = (copied ? this.dataset.copiedLabel : this.dataset.label) ?? ''
			if (status) status.textContent = copied ? (status.dataset.copiedText ?? '') : ''
		}
		button.addEventListener('click', () => {
			copyText(this.dataset.url ?? '').then(
				() => {
					show(true)
					clearTimeout(timer)
					requestAnimationFrame(() => {
						timer = setTimeout(() => show(false), COPIED_FEEDBACK_MS)
					})
				},
				() => {},
			)
		})
		button.hidden = false
	}
}

/** Copies a text with the Clipboard API, or the older way where that is unavailable. */
async function copyText(text: string) {
	if (navigator.clipboard?.writeText) {
		try {
			await navigator.clipboard.writeText(text)
			return
		} catch {
			// Refused (no permission, insecure origin): fall through.
		}
	}
	const area = document.createElement('textarea')
	area.value = text
	area.setAttribute('readonly', '')
	area.style.position = 'fixed'
	area.style.opacity = '0'
	document.body.append(area)
	area.select()
	const copied = document.execCommand('copy')
	area.remove()
	if (!copied) throw new Error('Copy refused')
}

customElements.define('copy-button', CopyButtonElement)
