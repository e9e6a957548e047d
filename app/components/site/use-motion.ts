import { useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(onChange: () => void) {
	const query = window.matchMedia(REDUCED_MOTION)
	query.addEventListener('change', onChange)
	return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asks for less motion; the server assumes so (nothing moves before hydration). */
export function usePrefersReducedMotion() {
	return useSyncExternalStore(
		subscribeToMotion,
		() => window.matchMedia(REDUCED_MOTION).matches,
		() => true,
	)
}

const noSubscription = () => () => {}

/** False on the server and during hydration, true once React runs in the browser. */
export function useHydrated() {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}
