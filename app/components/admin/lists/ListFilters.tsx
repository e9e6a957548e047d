import { Form, Link } from 'react-router'

import { buttonClasses } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { VISIBILITY_FILTER, type ListQuery } from '#app/lib/list-query.ts'

/**
 * A list's search and visibility filter (decision 032): a GET form, so it works without
 * JavaScript and every view has its address; a new search starts at page 1.
 */
export function ListFilters({
	query,
	label,
	clearHref,
	keep = {},
	visibility = true,
	children,
	narrowed = false,
}: {
	query: Pick<ListQuery, 'q' | 'show'>
	/** What is searched, e.g. 'Search projects'. */
	label: string
	/** The list without a search or filter. */
	clearHref: string
	/** Parameters of the view to keep (a tab's `type`). */
	keep?: Record<string, string | null>
	/** Whether the list has Shown/Hidden (the Inbox does not). */
	visibility?: boolean
	/** The list's own filters, beside the search. */
	children?: React.ReactNode
	/** Whether those narrow the list now (for 'Clear'). */
	narrowed?: boolean
}) {
	const filtered = query.q !== '' || query.show !== 'all' || narrowed
	return (
		<Form
			method="get"
			role="search"
			aria-label={label}
			className="flex flex-wrap items-end gap-2"
		>
			{Object.entries(keep).map(([name, value]) =>
				value ? <input key={name} type="hidden" name={name} value={value} /> : null,
			)}
			<div className="min-w-0 flex-[1_1_14rem]">
				<label htmlFor="list-search" className="mb-1 block text-sm font-semibold">
					{label}
				</label>
				<input
					id="list-search"
					type="search"
					name="q"
					defaultValue={query.q}
					maxLength={100}
					className={cx(controlClasses, 'py-2')}
				/>
			</div>
			{visibility ? (
				<div>
					<label htmlFor="list-show" className="mb-1 block text-sm font-semibold">
						Show
					</label>
					<select
						id="list-show"
						name="show"
						defaultValue={query.show}
						className={cx(controlClasses, 'w-auto py-2 pr-9')}
					>
						{VISIBILITY_FILTER.map((option) => (
							<option key={option.id} value={option.id}>
								{option.label}
							</option>
						))}
					</select>
				</div>
			) : null}
			{children}
			<button type="submit" className={buttonClasses({ variant: 'outline' })}>
				Search
			</button>
			{filtered ? (
				<Link to={clearHref} className={buttonClasses({ variant: 'ghost' })}>
					Clear
				</Link>
			) : null}
		</Form>
	)
}
