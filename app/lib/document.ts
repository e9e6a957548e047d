// What the server tells the document it renders (app/server/render/document.server.tsx): the
// CSP nonce, and how the page runs in the browser. A dashboard page hydrates with React
// Router's scripts; every other page is React's HTML with the enhancer module alone
// (docs/decisions/028).
import { createContext, useContext } from 'react'

export interface DocumentOptions {
	/** The CSP nonce of this render ('' in the browser, where it is hidden). */
	nonce: string
	/** React Router's scripts and hydration (the dashboard), or the enhancers alone. */
	hydrate: boolean
	/** The client entry's URL, and the chunks it imports: what a page that is not hydrated loads. */
	entry: { module: string; imports: readonly string[] }
}

// In the browser only dashboard documents render React, and they hydrate.
const DocumentContext = createContext<DocumentOptions>({
	nonce: '',
	hydrate: true,
	entry: { module: '', imports: [] },
})

export const DocumentProvider = DocumentContext.Provider

export function useDocument() {
	return useContext(DocumentContext)
}

/** The CSP nonce of the current document render ('' in the browser, where it is hidden). */
export function useNonce() {
	return useDocument().nonce
}
