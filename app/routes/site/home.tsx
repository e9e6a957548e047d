import { useRouteLoaderData } from 'react-router'

import { PageIntro } from '#app/components/site/PageIntro.tsx'
import type { loader as rootLoader } from '#app/root.tsx'

import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [{ title: 'Aster Software' }]

export default function Page() {
	const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings
	return (
		<main id="main">
			<PageIntro eyebrow="Software studio" title={settings?.companyName ?? ''}>
				{settings?.tagline}
			</PageIntro>
		</main>
	)
}
