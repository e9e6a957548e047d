// The one script every document loads. A dashboard page carries React Router's context and
// hydrates: its code is imported from here, so none of React is a static import of this
// file. Every other page is not hydrated (docs/decisions/028): the enhancers, plain
// TypeScript bundled into this file, attach to the server's HTML, and nothing else loads.
import { enhancePage } from './client/enhance.ts'

if ('__reactRouterContext' in window) void import('./client/hydrate.tsx')
else enhancePage()
