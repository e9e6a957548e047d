// React Router's client entry, for the pages that hydrate (the dashboard): React Router's
// scripts load it. Public pages load app/client/enhance.ts instead (decision 028).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { cacheWebFont } from './client/font.ts'
import { noteTypingBeforeHydration } from './lib/typed-before-hydration.ts'

noteTypingBeforeHydration()
startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
cacheWebFont()
