import type { ReactNode } from 'react'

import { Pagination } from '#app/components/ui/Pagination.tsx'
import { Tabs } from '#app/components/ui/Tabs.tsx'
import { useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'
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
	title: MessageId
	text: MessageId
}

/** Each tab's banner: what the visitor is looking at and an invitation to talk. */
export const COLLECTION_BANNERS: Record<
	ProjectCollection,
	Record<ProjectTab, BannerCopy>
> = {
	portfolio: {
		mobile: {
			title: 'portfolio.mobileBannerTitle',
			text: 'portfolio.mobileBannerText',
		},
		websites: {
			title: 'portfolio.websitesBannerTitle',
			text: 'portfolio.websitesBannerText',
		},
	},
	products: {
		mobile: {
			title: 'products.mobileBannerTitle',
			text: 'products.mobileBannerText',
		},
		websites: {
			title: 'products.websitesBannerTitle',
			text: 'products.websitesBannerText',
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
	const words = useWords()
	const { t } = words
	return (
		<main id="main">
			<PageIntro eyebrow={eyebrow} title={title}>
				{intro}
			</PageIntro>
			<div className="wrap -mt-4 pb-20 md:-mt-8 md:pb-28">
				<Tabs
					label={t('tabs.label', { page: title })}
					tabs={PROJECT_TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
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
						label={t('pager.label')}
						words={{
							previous: t('pager.previous'),
							next: t('pager.next'),
							page: t('pager.page'),
							number: (page) => words.number(page),
						}}
						className="mt-16 md:mt-20"
					/>
				</Tabs>
			</div>
		</main>
	)
}

function CollectionBanner({ copy, tab }: { copy: BannerCopy; tab: ProjectTab }) {
	const { t } = useWords()
	const label = PROJECT_TABS.find((item) => item.id === tab)?.label
	return (
		<PageBanner
			id="collection-banner-title"
			full={false}
			eyebrow={label ? t(label) : undefined}
			title={t(copy.title)}
			art={tab === 'mobile' ? <PhoneArt /> : <BrowserArt />}
		>
			{t(copy.text)}
		</PageBanner>
	)
}
