import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

import { useHydrated } from '#app/lib/hydration.ts'
import { directionOf } from '#app/lib/inline-direction.ts'
import { tabKeyTarget, tabSearch } from '#app/lib/tabs.ts'

import { cx } from './cx.ts'

export interface TabItem<Id extends string = string> {
	id: Id
	label: ReactNode
}

export interface TabsProps<Id extends string> {
	/** Accessible name of the tab list, e.g. 'Project type'. */
	label: string
	tabs: readonly TabItem<Id>[]
	/** The tab the URL selects (the route reads it from the query string). */
	selected: Id
	/** The query parameter that holds the tab. Default 'tab'. */
	param?: string
	/** The tab whose link drops the parameter, so it has the page's clean URL. */
	defaultTab?: Id
	/** Query parameters that belong to one tab's content (its `page`): another tab drops them. */
	resetParams?: readonly string[]
	/** Prefix for element ids; unique on the page. Default 'tabs'. */
	idPrefix?: string
	className?: string
	/**
	 * A public page's tabs (not hydrated): in the browser <in-place-tabs>
	 * (./in-place-tabs.client.ts) loads another tab, or another page of the list, in place,
	 * and follows the keyboard as below. What it
	 * shows meanwhile (`loading`, in the panel's `data-loading-slot`) and when the request
	 * fails (`failed`, as the panel, its link to the address asked for) is rendered here, in
	 * templates beside the panel.
	 */
	inPlace?: { loading: ReactNode; failed: ReactNode }
	/** The selected tab's panel. */
	children: ReactNode
}

/**
 * Tabs addressed by the URL (`?tab=…`): each tab is a plain link, so every tab works,
 * can be shared and is crawled without JavaScript, and only the selected panel is
 * rendered. With JavaScript (hydrated, or `inPlace` with the enhancer) it follows the
 * WAI-ARIA tabs pattern with manual activation: one tab stop, arrow keys / Home / End move
 * between tabs, Enter or Space opens one.
 */
export function Tabs<Id extends string>({
	label,
	tabs,
	selected,
	param = 'tab',
	defaultTab,
	resetParams,
	idPrefix = 'tabs',
	className,
	inPlace,
	children,
}: TabsProps<Id>) {
	const location = useLocation()
	const hydrated = useHydrated()
	const listRef = useRef<HTMLDivElement>(null)
	const tabId = (id: string) => `${idPrefix}-tab-${id}`
	const panelId = `${idPrefix}-panel`

	function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
		const links = [
			...(listRef.current?.querySelectorAll<HTMLElement>('[role=tab]') ?? []),
		]
		const index = links.indexOf(event.currentTarget)
		const target =
			index === -1
				? null
				: tabKeyTarget(event.key, index, links.length, directionOf(event.currentTarget))
		if (target === null) return
		event.preventDefault()
		if (target === 'open') event.currentTarget.click()
		else links[target]?.focus()
	}

	const Region = inPlace ? 'in-place-tabs' : 'div'
	return (
		<Region className={cx('block', className)}>
			<div
				ref={listRef}
				role="tablist"
				aria-label={label}
				className="inline-flex max-w-full gap-1 overflow-x-auto rounded-full border border-line bg-surface p-1 shadow-[inset_0_1px_2px_rgb(21_23_58/0.06)]"
			>
				{tabs.map((tab) => {
					const isSelected = tab.id === selected
					return (
						<Link
							key={tab.id}
							id={tabId(tab.id)}
							role="tab"
							aria-selected={isSelected}
							aria-controls={isSelected ? panelId : undefined}
							// Without JavaScript every tab stays a normal tab stop.
							tabIndex={hydrated && !isSelected ? -1 : undefined}
							to={{
								pathname: location.pathname,
								search: tabSearch(
									location.search,
									param,
									tab.id,
									defaultTab,
									resetParams,
								),
							}}
							preventScrollReset
							onKeyDown={onKeyDown}
							className={cx(
								'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-[background-color,color,box-shadow] duration-200 ease-out-soft sm:px-5 sm:text-base',
								isSelected
									? 'bg-primary text-on-primary shadow-raised'
									: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
							)}
						>
							{tab.label}
						</Link>
					)
				})}
			</div>
			<div
				id={panelId}
				role="tabpanel"
				aria-labelledby={tabId(selected)}
				className="mt-8 rounded-card focus-visible:outline-offset-8"
			>
				{children}
			</div>
			{inPlace ? (
				<>
					<template data-state="loading">{inPlace.loading}</template>
					<template data-state="failed">{inPlace.failed}</template>
				</>
			) : null}
		</Region>
	)
}
