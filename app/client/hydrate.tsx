// React Router's own client entry, for the dashboard's documents: loaded by entry.client.tsx
// when React Router's scripts are on the page.
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { cacheWebFont } from './font.ts'

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
cacheWebFont()
