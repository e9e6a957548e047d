import { createContext, type RouterContextProvider } from 'react-router'
import type { Logger } from 'pino'

import type { RouteTable } from './http/route-table.server.ts'

/** Per-request values the Express layer hands to middleware, loaders and actions. */
export interface RequestValues {
	requestId: string
	logger: Logger
	/** The client's address: the socket's, or the proxy's report when TRUST_PROXY trusts it. */
	clientAddress: string | undefined
	/**
	 * Set by a loader that fell back after a failed read (spec §8's per-section fallbacks):
	 * the document is sent `no-store`, so no cache keeps the fallback (entry.server.tsx).
	 */
	fellBack?: boolean
}

export const requestContext = createContext<RequestValues>()

/**
 * The running build's route table, for a path other than the request's own (the page a
 * vitals beacon reports); null where no server runs (tests that render alone).
 */
export const routeTableContext = createContext<RouteTable | null>(null)

/** This response shows a fallback (a failed read): no cache may keep it. */
export function keepOutOfCache(context: Readonly<RouterContextProvider>): void {
	context.get(requestContext).fellBack = true
}
