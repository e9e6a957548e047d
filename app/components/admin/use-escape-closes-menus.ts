// The dashboard's small menus are <details> (More, Move…): they open and close by keyboard
// as a summary does, and Escape closes the one the focus is in and gives its summary the
// focus back, as it does for a dialog.
import { useEffect } from 'react'

export function useEscapeClosesMenus() {
	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape' || event.defaultPrevented) return
			const menu = document.activeElement?.closest<HTMLDetailsElement>('details[open]')
			if (!menu) return
			menu.open = false
			menu.querySelector<HTMLElement>(':scope > summary')?.focus()
		}
		document.addEventListener('keydown', onKeyDown)
		return () => document.removeEventListener('keydown', onKeyDown)
	}, [])
}
