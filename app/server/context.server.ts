import { createContext, type RouterContextProvider } from 'react-router'
import type { Logger } from 'pino'

import type { Classified, RequestClassifier } from './http/request-class.server.ts'

/** Per-request values the Express layer hands to loaders, actions and the document render. */
export interface RequestValues {
	/** Nonce for this response's Content-Security-Policy; every inline script carries it. */
	cspNonce: string
	requestId: string
	logger: Logger
	/** The client's address: the socket's, or the proxy's report when TRUST_PROXY trusts it. */
	clientAddress: string | undefined
	/** What the request is, from the router's match (app/server/http/request-class.server.ts). */
	requestClass: Classified
	/**
	 * The request's body as the request layer read it, within its route's limit (absent for
	 * GET and HEAD, and for the upload route, which streams its own). A public endpoint
	 * called directly gets a Request without its body (decision 019) and reads it here.
	 */
	body?: Uint8Array
	/**
	 * Set by the render cache for a page it may keep. A loader that fell back after an
	 * error calls `keepOutOfCache`, so the fallback is served once, not until the next change.
	 */
	pageCache?: { store: boolean }
}

export const requestContext = createContext<RequestValues>()

/**
 * The running build's request classifier, for deciding a path other than the request's own
 * (the page a vitals beacon reports); null where no request layer runs (tests).
 */
export const classifierContext = createContext<RequestClassifier | null>(null)

/** This response shows a fallback (a failed read): the render cache must not keep it. */
export function keepOutOfCache(context: Readonly<RouterContextProvider>): void {
	const values = context.get(requestContext)
	if (values.pageCache) values.pageCache.store = false
}
