// The theme in React, for the dashboard (public pages are not hydrated: their switch is the
// inline script's, decision 028). Kept apart from theme.ts, which the enhancers import.
import { useSyncExternalStore } from 'react'

import { DEFAULT_THEME, getThemeStore, type ThemeStore } from './theme.ts'
import type { Theme } from './types.ts'

const subscribe: ThemeStore['subscribe'] = (listener) =>
	getThemeStore().subscribe(listener)
const getSnapshot = () => getThemeStore().getTheme()
// The server cannot know the stored theme; the inline script fixes the page before paint.
const getServerSnapshot = () => DEFAULT_THEME

/** The current theme; re-renders when it changes here or in another tab. */
export function useTheme(): Theme {
	return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
