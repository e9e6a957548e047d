import type { Theme } from './types.ts'

export const THEME_STORAGE_KEY = 'theme'
export const DEFAULT_THEME: Theme = 'light'

/** Runs inline in <head> before first paint: applies the stored theme (default light). */
export const themeScript = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');document.documentElement.dataset.theme=t==='dark'?'dark':'light'}catch(e){}})()`

export function parseTheme(value: unknown): Theme {
	return value === 'dark' ? 'dark' : 'light'
}

export function oppositeTheme(theme: Theme): Theme {
	return theme === 'dark' ? 'light' : 'dark'
}

/** Spec §2: the switch names the theme it switches to. */
export function themeSwitchLabel(theme: Theme) {
	return theme === 'dark' ? 'Light Mode' : 'Dark Mode'
}

/** What the store needs from the browser; tests hand in fakes. */
export interface ThemeEnvironment {
	/** The element carrying `data-theme` (the document's <html>). */
	root: { dataset: DOMStringMap }
	storage: Pick<Storage, 'getItem' | 'setItem'> | null
	/** Where `storage` events from other tabs arrive. */
	events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
}

export interface ThemeStore {
	getTheme(): Theme
	setTheme(theme: Theme): void
	toggleTheme(): Theme
	subscribe(listener: () => void): () => void
}

/**
 * The one place the theme lives. The `data-theme` attribute on <html> is the state
 * (the inline script sets it before first paint); localStorage persists it; other
 * tabs follow through the `storage` event, which only fires in the tabs that did
 * not make the change.
 */
export function createThemeStore(env: ThemeEnvironment): ThemeStore {
	const listeners = new Set<() => void>()
	const notify = () => {
		for (const listener of listeners) listener()
	}
	const apply = (theme: Theme) => {
		if (env.root.dataset.theme === theme) return
		env.root.dataset.theme = theme
		notify()
	}
	const onStorage = (event: Event) => {
		const { key, newValue } = event as StorageEvent
		// key null: the other tab cleared storage, which means the default.
		if (key === THEME_STORAGE_KEY || key === null) apply(parseTheme(newValue))
	}

	return {
		getTheme: () => parseTheme(env.root.dataset.theme),
		setTheme(theme) {
			try {
				env.storage?.setItem(THEME_STORAGE_KEY, theme)
			} catch {
				// Private mode or full storage: the theme still applies to this page.
			}
			apply(theme)
		},
		toggleTheme() {
			const next = oppositeTheme(parseTheme(env.root.dataset.theme))
			this.setTheme(next)
			return next
		},
		subscribe(listener) {
			listeners.add(listener)
			if (listeners.size === 1) env.events?.addEventListener('storage', onStorage)
			return () => {
				listeners.delete(listener)
				if (listeners.size === 0) env.events?.removeEventListener('storage', onStorage)
			}
		},
	}
}

function browserStorage() {
	try {
		return window.localStorage
	} catch {
		return null
	}
}

let browserStore: ThemeStore | undefined

/** The page's theme store; only callable in the browser. */
export function getThemeStore(): ThemeStore {
	browserStore ??= createThemeStore({
		root: document.documentElement,
		storage: browserStorage(),
		events: window,
	})
	return browserStore
}

export function toggleTheme(): Theme {
	return getThemeStore().toggleTheme()
}
