// Whether the page being rendered hydrates (its route's `handle.hydrate`, decided by the root).
// A page that does not has no client router (decision 028): its links can be plain anchors.
import { createContext, useSyncExternalStore } from 'react'

export const HydratesContext = createContext(true)

const noSubscription = () => () => {}

/** False on the server and during hydration, true once React runs in the browser. */
export function useHydrated() {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}
