import type { ReactNode } from 'react'

import { Pagination } from '#app/components/ui/Pagination.tsx'
import { Tabs } from '#app/components/ui/Tabs.tsx'
import { PROJECT_LIST_ID, type CollectionPageData } from '#app/lib/collection-page.ts'
import {
	DEFAULT_PROJECT_TAB,
	PROJECT_TABS,
	type ProjectTab,
} from '#app/lib/project-tabs.ts'
import type { ProjectCollection } from '#app/lib/types.ts'

import { BrowserArt, PhoneArt } from './BannerArt.tsx'
import { PageBanner } from './PageBanner.tsx'
import { PageIntro } from './PageIntro.tsx'
import { FailedMessage, ProjectList } from './ProjectList.tsx'

interface BannerCopy {
	title: string
	text: string
}

/** Each tab's banner: what the visitor is looking at and an invitation to talk. */
export const COLLECTION_BANNERS: Record<
	ProjectCollection,
	Record<ProjectTab, BannerCopy>
> = {
	portfolio: {
		mobile: {
			title: 'Apps people keep on their home screen',
			text: 'Banking, health, logistics and hospitality apps we designed and built with our clients for iOS and Android. Have an app in mind? Tell us about it.',
		},
		websites: {
			title: 'Websites that work as hard as you do',
			text: 'Portals, learning platforms and marketing sites that load fast, read well on any screen and are easy for your team to run. Planning a new site?',
		},
	},
	products: {
		mobile: {
			title: 'Apps we build, run and keep improving',
			text: 'Our own mobile products, ready to carry your brand or to be tailored to the way your team works. Ask us for a demo.',
		},
		websites: {
			title: 'Web products, ready when you are',
			text: 'Storefront, booking and scheduling platforms we maintain and license to growing businesses. Let us show you one with your data.',
		},
	},
}

/**
 * Portfolio and Products (spec §2): intro, tabs, a banner per tab and the project rows.
 * Another tab or page of the list is loaded in place (<in-place-tabs>), with spec
 * §2's 'Loading projects...' in the list meanwhile and spec §8's failure if it fails.
 */
export function CollectionPage({
	collection,
	title,
	eyebrow,
	intro,
	data,
}: {
	collection: ProjectCollection
	title: string
	eyebrow: string
	intro: ReactNode
	data: CollectionPageData
}) {
	return (
		<main id="main">
			<PageIntro eyebrow={eyebrow} title={title}>
				{intro}
			</PageIntro>
			<div className="wrap -mt-4 pb-20 md:-mt-8 md:pb-28">
				<Tabs
					label={`${title} categories`}
					tabs={PROJECT_TABS}
					selected={data.tab}
					defaultTab={DEFAULT_PROJECT_TAB}
					resetParams={['page']}
					idPrefix={collection}
					inPlace={{
						loading: <ProjectList projects={[]} variant={collection} state="loading" />,
						failed: <FailedMessage />,
					}}
				>
					<CollectionBanner
						copy={COLLECTION_BANNERS[collection][data.tab]}
						tab={data.tab}
					/>
					<div
						id={PROJECT_LIST_ID}
						data-loading-slot
						// Below the fold on every common screen: its rendering waits until it is
						// near. The clip margin keeps the rows' colour glows whole.
						className="mt-16 below-fold [overflow-clip-margin:6rem] md:mt-24"
					>
						<ProjectList
							projects={data.projects}
							variant={collection}
							state={data.failed ? 'failed' : 'ready'}
						/>
					</div>
					{/* A failed read has no pages. */}
					<Pagination
						page={data.page}
						pageCount={data.pageCount}
						hash={PROJECT_LIST_ID}
						className="mt-16 md:mt-20"
					/>
				</Tabs>
			</div>
		</main>
	)
}

function CollectionBanner({ copy, tab }: { copy: BannerCopy; tab: ProjectTab }) {
	return (
		<PageBanner
			id="collection-banner-title"
			full={false}
			eyebrow={PROJECT_TABS.find((t) => t.id === tab)?.label}
			title={copy.title}
			art={tab === 'mobile' ? <PhoneArt /> : <BrowserArt />}
		>
			{copy.text}
		</PageBanner>
	)
}
