// <theme-switch> in the browser (ThemeSwitch.tsx beside this file): the theme another tab
// chose (spec §4) applies here too while a switch is on the page. The switch's click is the
// inline script's in <head>, from the first paint on (app/lib/early-taps.ts).
import { getThemeStore } from '#app/lib/theme.ts'

class ThemeSwitchElement extends HTMLElement {
	#unsubscribe?: () => void

	connectedCallback() {
		// The store follows other tabs while it has a subscriber.
		this.#unsubscribe = getThemeStore().subscribe(() => {})
	}

	disconnectedCallback() {
		this.#unsubscribe?.()
	}
}

customElements.define('theme-switch', ThemeSwitchElement)
