import { Link, useLocation } from 'react-router'

import { pageItems, pageSearch, type PageItem } from '#app/lib/paging.ts'

import { cx } from './cx.ts'

interface Entry {
	key: string
	item: PageItem
	/** Shown below the sm breakpoint, from it, or both. */
	narrow: boolean
	wide: boolean
}

/**
 * Both screens' pagers in one list: a phone shows the first, current and last page, a wider
 * screen also the current page's neighbours. Each entry says where it shows.
 */
function entries(page: number, pageCount: number): Entry[] {
	const keyed = (items: PageItem[]) =>
		items.map((item, index) => ({
			// A gap sits between its neighbours: key and sort it by them.
			key:
				item === 'gap'
					? `gap-${String(items[index - 1])}-${String(items[index + 1])}`
					: `page-${item}`,
			at: item === 'gap' ? Number(items[index - 1]) + 0.5 : item,
			item,
		}))
	const narrow = keyed(pageItems(page, pageCount, 0))
	const wide = keyed(pageItems(page, pageCount, 1))
	const all = new Map<string, Entry & { at: number }>()
	for (const [list, where] of [
		[narrow, 'narrow'],
		[wide, 'wide'],
	] as const) {
		for (const { key, at, item } of list) {
			const entry = all.get(key) ?? { key, at, item, narrow: false, wide: false }
			entry[where] = true
			all.set(key, entry)
		}
	}
	return [...all.values()].sort((a, b) => a.at - b.at || a.key.localeCompare(b.key))
}

const itemBase =
	'inline-flex h-9 min-w-9 items-center justify-center rounded-full text-sm font-semibold tabular-nums transition-[background-color,color,border-color] duration-200 ease-out-soft sm:h-11 sm:min-w-11 sm:text-base'
const linkIdle =
	'border border-line bg-surface text-ink hover:border-ink hover:bg-surface-muted'
const current = 'bg-primary text-on-primary shadow-raised'

function visibility(entry: Entry) {
	return entry.narrow && entry.wide ? '' : entry.narrow ? 'sm:hidden' : 'max-sm:hidden'
}

export interface PagerWords {
	previous: string
	next: string
	/** The word before a page's number in its link's name ('Page 3'). */
	page: string
	/** A page's number as it is shown. */
	number: (page: number) => string
}

const PAGER_WORDS: PagerWords = {
	previous: 'Previous',
	next: 'Next',
	page: 'Page',
	number: String,
}

/**
 * Links to the pages of a list (`?page=N`, every other parameter kept): plain links, so it
 * works without JavaScript; a `nav` named 'Pagination' with the current page marked. Renders
 * nothing for a list of one page.
 */
export function Pagination({
	page,
	pageCount,
	label = 'Pagination',
	words = PAGER_WORDS,
	drop,
	hash,
	className,
}: {
	page: number
	pageCount: number
	label?: string
	/** Its other words (a public page's are its language's; the dashboard's English). */
	words?: PagerWords
	/** Query parameters a page link leaves out (e.g. an open confirmation). */
	drop?: readonly string[]
	/** Where on the new page a link lands (an element id, without '#'). */
	hash?: string
	className?: string
}) {
	const location = useLocation()
	if (pageCount <= 1) return null
	const to = (p: number) => ({
		pathname: location.pathname,
		search: pageSearch(location.search, p, { drop }),
		hash: hash ? `#${hash}` : '',
	})
	const previous = page > 1 ? page - 1 : null
	const next = page < pageCount ? page + 1 : null
	return (
		<nav aria-label={label} data-pager className={cx('flex justify-center', className)}>
			{/* Seven entries at most; at 36 px they fit a 320 px screen on one line. */}
			<ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
				{previous === null ? null : (
					<li>
						<StepLink to={to(previous)} rel="prev">
							<span aria-hidden="true">←</span>
							<span className="max-sm:sr-only">{words.previous}</span>
						</StepLink>
					</li>
				)}
				{entries(page, pageCount).map((entry) => (
					<li key={entry.key} className={visibility(entry)}>
						{entry.item === 'gap' ? (
							<span
								aria-hidden="true"
								className="inline-flex h-9 w-5 items-end justify-center pb-2 text-ink-muted sm:h-11 sm:w-8"
							>
								…
							</span>
						) : (
							<Link
								to={to(entry.item)}
								aria-current={entry.item === page ? 'page' : undefined}
								className={cx(itemBase, 'px-2', entry.item === page ? current : linkIdle)}
							>
								<span className="sr-only">{`${words.page} `}</span>
								{words.number(entry.item)}
							</Link>
						)}
					</li>
				))}
				{next === null ? null : (
					<li>
						<StepLink to={to(next)} rel="next">
							<span className="max-sm:sr-only">{words.next}</span>
							<span aria-hidden="true">→</span>
						</StepLink>
					</li>
				)}
			</ul>
		</nav>
	)
}

/** Previous or Next (there is none before the first page or after the last). */
function StepLink({
	to,
	rel,
	children,
}: {
	to: { pathname: string; search: string; hash: string }
	rel: 'prev' | 'next'
	children: React.ReactNode
}) {
	return (
		<Link
			to={to}
			rel={rel}
			// Its arrow points the way the pages run: mirrored in right-to-left text.
			className={cx(
				itemBase,
				'gap-2 px-2.5 sm:px-4 rtl:[&>[aria-hidden=true]]:-scale-x-100',
				linkIdle,
			)}
		>
			{children}
		</Link>
	)
}
