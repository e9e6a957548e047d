import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'

import { Pagination } from '#app/components/ui/Pagination.tsx'
import { Tabs, selectedTab } from '#app/components/ui/Tabs.tsx'
import type { ProjectCollection } from '#app/lib/types.ts'

import { BrowserArt, PhoneArt } from './BannerArt.tsx'
import { PageBanner } from './PageBanner.tsx'
import { PageIntro } from './PageIntro.tsx'
import { ProjectList, type ProjectListState } from './ProjectList.tsx'
import type { ProjectRowProject } from './ProjectRow.tsx'
import {
	DEFAULT_PROJECT_TAB,
	PROJECT_TAB_IDS,
	PROJECT_TABS,
	type ProjectTab,
} from './project-tabs.ts'

/** The tab a request's URL selects; mobile unless `?tab=websites`. */
export function projectTabOf(url: URL | string): ProjectTab {
	return selectedTab(url, PROJECT_TAB_IDS, DEFAULT_PROJECT_TAB)
}

/** Where the pager's links land: the list, below the tab's banner. */
export const PROJECT_LIST_ID = 'project-list'

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

export interface CollectionPageData {
	tab: ProjectTab
	projects: ProjectRowProject[]
	/** The page of the tab's list shown (from 1), of `pageCount`. */
	page: number
	pageCount: number
	failed: boolean
}

/** A tab whose list could not be read: spec §8's 'Failed to load projects.', no pages. */
export function failedCollectionPage(url: URL | string): CollectionPageData {
	return { tab: projectTabOf(url), projects: [], page: 1, pageCount: 1, failed: true }
}

/** The navigation to another tab of this page that is loading, if any. */
function usePendingTab(): ProjectTab | null {
	const navigation = useNavigation()
	const location = useLocation()
	if (navigation.state !== 'loading' || navigation.formMethod) return null
	if (navigation.location.pathname !== location.pathname) return null
	return projectTabOf(
		`http://localhost${navigation.location.pathname}${navigation.location.search}`,
	)
}

/** Portfolio and Products (spec §2): intro, tabs, a banner per tab and the project rows. */
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
	const pendingTab = usePendingTab()
	const tab = pendingTab ?? data.tab
	const state: ProjectListState = pendingTab
		? 'loading'
		: data.failed
			? 'failed'
			: 'ready'
	return (
		<main id="main">
			<PageIntro eyebrow={eyebrow} title={title}>
				{intro}
			</PageIntro>
			<div className="wrap -mt-4 pb-20 md:-mt-8 md:pb-28">
				<Tabs
					label={`${title} categories`}
					tabs={PROJECT_TABS}
					selected={tab}
					defaultTab={DEFAULT_PROJECT_TAB}
					resetParams={['page']}
					idPrefix={collection}
				>
					<CollectionBanner copy={COLLECTION_BANNERS[collection][tab]} tab={tab} />
					<div
						id={PROJECT_LIST_ID}
						// Below the fold on every common screen: its rendering waits until it is
						// near. The clip margin keeps the rows' colour glows whole.
						className="mt-16 below-fold [overflow-clip-margin:6rem] md:mt-24"
						aria-busy={state === 'loading'}
					>
						<ProjectList projects={data.projects} variant={collection} state={state} />
					</div>
					{/* Another tab starts on its first page; a failed read has no pages. */}
					{pendingTab && pendingTab !== data.tab ? null : (
						<Pagination
							page={data.page}
							pageCount={data.pageCount}
							hash={PROJECT_LIST_ID}
							className="mt-16 md:mt-20"
						/>
					)}
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
