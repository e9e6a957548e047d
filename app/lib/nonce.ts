// The CSP nonce of a document that hydrates (the dashboard), from app/entry.server.tsx to the
// root's inline scripts; a public page has none (its scripts are allowed by their hashes).
import { createContext, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/** The render's nonce; in the browser none (the browser hides it). */
export function useNonce() {
	return useContext(NonceContext)
}
