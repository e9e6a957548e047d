// The line icons a Site list item can carry (core values, smart systems): a fixed set the
// admin picks from by name, each drawn by the sprite's `site-<key>` symbol
// (app/components/ui/icons.svg). Stored by key, so a value's icon is never markup an admin typed.
export const SITE_ICONS = {
	lightbulb: {
		label: 'Light bulb',
	},
	star: {
		label: 'Star',
	},
	heart: {
		label: 'Heart',
	},
	shield: {
		label: 'Shield',
	},
	people: {
		label: 'People',
	},
	cycle: {
		label: 'Cycle',
	},
	arrows: {
		label: 'Arrows',
	},
	rise: {
		label: 'Rising arrow',
	},
	gate: {
		label: 'Gate',
	},
	mirror: {
		label: 'Mirror',
	},
	lock: {
		label: 'Lock',
	},
	chip: {
		label: 'Chip',
	},
} as const satisfies Record<string, { label: string }>

export type IconKey = keyof typeof SITE_ICONS

export const ICON_KEYS = Object.keys(SITE_ICONS) as [IconKey, ...IconKey[]]
