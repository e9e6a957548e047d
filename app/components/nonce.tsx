import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The CSP nonce of the current document render ('' in the browser, where it is hidden). */
export function useNonce() {
	return useContext(NonceContext)
}
