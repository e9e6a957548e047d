// <site-header> in the browser (Header.tsx beside this file, spec §2, §9). The inline script
// in <head> opens and closes the menu (app/lib/early-taps.ts); here: Escape closes it and
// gives focus back to the toggle, a tap outside the header or on one of its links closes it,
// so does the focus leaving the header (Tab past its last link),
// and `data-scrolled` says whether the page has scrolled past 20 px. The header's look
// follows both in CSS. The language switcher's disclosure (LanguageSwitcher.tsx) closes the
// same ways: Escape (focus back on it) or a tap outside it.
import { MENU_LABEL_ATTRIBUTES, MENU_TOGGLE_ID } from '#app/lib/early-taps.ts'

/** Spec §9: the header blurs once the page has scrolled more than this. */
const HEADER_BLUR_THRESHOLD = 20

class SiteHeaderElement extends HTMLElement {
	connectedCallback() {
		const header = this.querySelector('header')
		const toggle = document.getElementById(MENU_TOGGLE_ID)
		if (!header || !toggle) return

		const onScroll = () => {
			header.dataset.scrolled = String(window.scrollY > HEADER_BLUR_THRESHOLD)
		}
		window.addEventListener('scroll', onScroll, { passive: true })
		// A page reloaded or restored halfway down.
		onScroll()

		const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'
		const close = () => {
			toggle.setAttribute('aria-expanded', 'false')
			toggle.setAttribute(
				'aria-label',
				toggle.getAttribute(MENU_LABEL_ATTRIBUTES.closed) ?? '',
			)
		}
		document.addEventListener('keydown', (event) => {
			if (event.key !== 'Escape' || !isOpen()) return
			close()
			toggle.focus()
		})
		document.addEventListener('pointerdown', (event) => {
			if (isOpen() && !header.contains(event.target as Node)) close()
		})
		header.addEventListener('focusout', (event) => {
			const next = event.relatedTarget as Node | null
			if (isOpen() && next && !header.contains(next)) close()
		})
		const languages = header.querySelector('details')
		if (languages) {
			document.addEventListener('keydown', (event) => {
				if (event.key !== 'Escape' || !languages.open) return
				languages.open = false
				languages.querySelector('summary')?.focus()
			})
			document.addEventListener('pointerdown', (event) => {
				if (languages.open && !languages.contains(event.target as Node))
					languages.open = false
			})
		}
		// The page the link loads starts with the menu closed; this one may come back from the
		// browser's back-forward cache.
		header.addEventListener('click', (event) => {
			if ((event.target as Element).closest('a')) close()
		})
	}
}

customElements.define('site-header', SiteHeaderElement)
