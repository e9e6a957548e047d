import { describe, expect, it, vi } from 'vitest'

import {
	THEME_STORAGE_KEY,
	createThemeStore,
	oppositeTheme,
	parseTheme,
	themeScript,
	themeSwitchLabel,
	type ThemeEnvironment,
} from './theme.ts'

function fakeEnvironment(initial?: string) {
	const stored = new Map<string, string>()
	const handlers = new Set<(event: Event) => void>()
	const root = { dataset: {} as DOMStringMap }
	if (initial) root.dataset.theme = initial
	const env: ThemeEnvironment = {
		root,
		storage: {
			getItem: (key) => stored.get(key) ?? null,
			setItem: (key, value) => void stored.set(key, value),
		},
		events: {
			addEventListener: (_type: string, handler: (event: Event) => void) =>
				void handlers.add(handler),
			removeEventListener: (_type: string, handler: (event: Event) => void) =>
				void handlers.delete(handler),
		} as ThemeEnvironment['events'],
	}
	/** What another tab writing to localStorage looks like from here. */
	const otherTabWrites = (key: string | null, newValue: string | null) => {
		for (const handler of handlers) handler({ key, newValue } as unknown as Event)
	}
	return { env, stored, root, handlers, otherTabWrites }
}

describe('parseTheme', () => {
	it('accepts dark and falls back to light for anything else', () => {
		expect(parseTheme('dark')).toBe('dark')
		expect(parseTheme('light')).toBe('light')
		expect(parseTheme(null)).toBe('light')
		expect(parseTheme(undefined)).toBe('light')
		expect(parseTheme('DARK')).toBe('light')
		expect(parseTheme('blue')).toBe('light')
	})
})

describe('oppositeTheme and themeSwitchLabel', () => {
	it('names the theme the switch turns on', () => {
		expect(oppositeTheme('light')).toBe('dark')
		expect(oppositeTheme('dark')).toBe('light')
		expect(themeSwitchLabel('light')).toBe('Dark Mode')
		expect(themeSwitchLabel('dark')).toBe('Light Mode')
	})
})

describe('themeScript', () => {
	function runScript(stored: string | null, throws = false) {
		const dataset: DOMStringMap = {}
		const localStorage = {
			getItem: (key: string) => {
				if (throws) throw new Error('denied')
				return key === THEME_STORAGE_KEY ? stored : null
			},
		}
		const document = { documentElement: { dataset } }
		new Function('localStorage', 'document', themeScript)(localStorage, document)
		return dataset.theme
	}

	it('applies the stored theme, defaulting to light', () => {
		expect(runScript('dark')).toBe('dark')
		expect(runScript('light')).toBe('light')
		expect(runScript(null)).toBe('light')
		expect(runScript('nonsense')).toBe('light')
	})

	it('leaves the page alone when storage is unavailable', () => {
		expect(runScript(null, true)).toBeUndefined()
	})
})

describe('createThemeStore', () => {
	it('reads the theme from the root attribute, default light', () => {
		expect(createThemeStore(fakeEnvironment().env).getTheme()).toBe('light')
		expect(createThemeStore(fakeEnvironment('dark').env).getTheme()).toBe('dark')
	})

	it('sets the attribute, saves it and notifies subscribers', () => {
		const { env, stored, root } = fakeEnvironment('light')
		const store = createThemeStore(env)
		const listener = vi.fn()
		store.subscribe(listener)

		store.setTheme('dark')
		expect(root.dataset.theme).toBe('dark')
		expect(stored.get(THEME_STORAGE_KEY)).toBe('dark')
		expect(store.getTheme()).toBe('dark')
		expect(listener).toHaveBeenCalledTimes(1)

		// Setting the same theme again changes nothing visible.
		store.setTheme('dark')
		expect(listener).toHaveBeenCalledTimes(1)
	})

	it('toggles between the two themes', () => {
		const { env, stored } = fakeEnvironment()
		const store = createThemeStore(env)
		expect(store.toggleTheme()).toBe('dark')
		expect(stored.get(THEME_STORAGE_KEY)).toBe('dark')
		expect(store.toggleTheme()).toBe('light')
		expect(stored.get(THEME_STORAGE_KEY)).toBe('light')
	})

	it('still applies the theme when storage refuses to save', () => {
		const { env, root } = fakeEnvironment()
		env.storage = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceededError')
			},
		}
		createThemeStore(env).setTheme('dark')
		expect(root.dataset.theme).toBe('dark')
	})

	it('follows changes made in another tab', () => {
		const { env, root, otherTabWrites } = fakeEnvironment('light')
		const store = createThemeStore(env)
		const listener = vi.fn()
		store.subscribe(listener)

		otherTabWrites(THEME_STORAGE_KEY, 'dark')
		expect(root.dataset.theme).toBe('dark')
		expect(listener).toHaveBeenCalledTimes(1)

		otherTabWrites('unrelated', 'light')
		expect(root.dataset.theme).toBe('dark')

		// The other tab cleared its storage: back to the default.
		otherTabWrites(null, null)
		expect(root.dataset.theme).toBe('light')
		expect(listener).toHaveBeenCalledTimes(2)
	})

	it('listens for other tabs only while someone subscribes', () => {
		const { env, handlers } = fakeEnvironment()
		const store = createThemeStore(env)
		const first = store.subscribe(() => {})
		const second = store.subscribe(() => {})
		expect(handlers.size).toBe(1)
		first()
		expect(handlers.size).toBe(1)
		second()
		expect(handlers.size).toBe(0)
	})
})
