import type { FieldLanguage } from '#app/lib/languages.ts'
import type { AboutContent } from '#app/schemas/site-content.ts'

import { LineIcon } from './LineIcon.tsx'

/** The company's core values (spec §2: eight by default), each with what it means. */
export function ValueGrid({
	values,
	field,
}: {
	values: AboutContent['values']['items']
	/** Each value's words' language by its path in the list (`0.title`): useFieldLanguage. */
	field: (path: string) => FieldLanguage
}) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
			{values.map((value, index) => (
				<li
					key={index}
					className="group rounded-card border border-line bg-surface p-6 transition-shadow duration-200 hover:shadow-raised dark:border-transparent"
				>
					<span
						aria-hidden="true"
						className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-brand/12 text-brand-ink"
					>
						<LineIcon icon={value.icon} className="size-6" />
					</span>
					<h3 {...field(`${index}.title`)} className="text-lg font-bold">
						{value.title}
					</h3>
					<p {...field(`${index}.text`)} className="mt-2 text-base text-ink-muted">
						{value.text}
					</p>
				</li>
			))}
		</ul>
	)
}
