/** Spec §2: the company's eight core values, each with what it means in practice. */
export const CORE_VALUES = [
	{
		title: 'Innovation',
		text: 'We look for the better way, not the usual one, and bring fresh ideas to every brief.',
		icon: 'M12 3a6 6 0 00-3.6 10.8c.6.5 1 1.2 1 2V17h5.2v-1.2c0-.8.4-1.5 1-2A6 6 0 0012 3zM9.5 20.5h5',
	},
	{
		title: 'Excellence',
		text: 'We sweat the details from the first sketch to the last line of code, because quality is what people remember.',
		icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
	},
	{
		title: 'Customer-Centricity',
		text: "Your goals and your customers' needs shape every decision we make, from features to fonts.",
		icon: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
	},
	{
		title: 'Integrity',
		text: 'We are honest about timelines, costs and trade-offs, even when the news is not what you hoped to hear.',
		icon: 'M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6zM8.8 12l2.2 2.2 4.2-4.4',
	},
	{
		title: 'Collaboration',
		text: 'We work as one team with yours: open channels, a shared board and no surprises at the demo.',
		icon: 'M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2.5 19.5c.6-3 2.8-5 5.5-5s4.9 2 5.5 5M13.6 15.2c.7-.5 1.5-.7 2.4-.7 2.7 0 4.9 2 5.5 5',
	},
	{
		title: 'Continuous Improvement',
		text: 'After every release we ask what could be better, measure it and act on the answer.',
		icon: 'M4 12a8 8 0 0113.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 01-13.7 5.6L4 15.3M4 20v-4.7h4.7',
	},
	{
		title: 'Adaptability',
		text: 'Markets, technology and plans change; we adjust quickly without losing sight of the goal.',
		icon: 'M4 7h11l-3-3M20 17H9l3 3M15 7l5 5-5 5',
	},
	{
		title: 'Empowerment',
		text: 'We hand over the knowledge, documentation and tools you need to own and grow your product.',
		icon: 'M12 21V10M7.5 14.5L12 10l4.5 4.5M5 5h14',
	},
] as const

export function ValueGrid() {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
			{CORE_VALUES.map((value) => (
				<li
					key={value.title}
					className="group rounded-card border border-line bg-surface p-6 transition-shadow duration-200 hover:shadow-raised dark:border-transparent"
				>
					<span
						aria-hidden="true"
						className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-brand/12 text-brand-ink"
					>
						<svg
							viewBox="0 0 24 24"
							className="size-6"
							fill="none"
							stroke="currentColor"
							strokeWidth="1.8"
							strokeLinecap="round"
							strokeLinejoin="round"
						>
							<path d={value.icon} />
						</svg>
					</span>
					<h3 className="text-lg font-bold">{value.title}</h3>
					<p className="mt-2 text-base text-ink-muted">{value.text}</p>
				</li>
			))}
		</ul>
	)
}
