// Whether the page being rendered hydrates (its route's `handle.hydrate`, decided by the root).
// A page that does not has no client router (decision 028): its links can be plain anchors.
import { createContext } from 'react'

export const HydratesContext = createContext(true)
