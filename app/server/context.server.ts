import { createContext } from 'react-router'
import type { Logger } from 'pino'

/** Per-request values the Express layer hands to loaders, actions and the document render. */
export interface RequestValues {
	/** Nonce for this response's Content-Security-Policy; every inline script carries it. */
	cspNonce: string
	requestId: string
	logger: Logger
	/** The client's address: the socket's, or the proxy's report when TRUST_PROXY trusts it. */
	clientAddress: string | undefined
}

export const requestContext = createContext<RequestValues>()
