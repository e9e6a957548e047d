// The project page's 'Copy Prototype URL' (spec §2, §9; the markup is
// app/components/site/PrototypeViewer.tsx): shown once this runs, it copies the URL and
// reads 'Copied!' for 2 seconds, counted from when that is on the screen; each copy starts
// the 2 seconds again.

/** Spec §9: how long the copy button reads 'Copied!'. */
const COPIED_FEEDBACK_MS = 2000

export function attachCopyButtons() {
	for (const button of document.querySelectorAll<HTMLButtonElement>(
		'[data-copy-prototype]',
	)) {
		const label = button.querySelector('[data-copy-label]')
		const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]')
		let timer: ReturnType<typeof setTimeout> | undefined
		const show = (copied: boolean) => {
			button.dataset.copied = String(copied)
			if (label)
				label.textContent =
					(copied ? button.dataset.copiedLabel : button.dataset.label) ?? ''
			if (status) status.textContent = copied ? (status.dataset.copiedText ?? '') : ''
		}
		button.addEventListener('click', () => {
			copyText(button.dataset.copyPrototype ?? '').then(
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
