// The line icons a Site list item can carry (core values, smart systems): a fixed set the
// admin picks from by name, drawn as one SVG path on a 24-unit grid. Stored by key, so a
// value's icon is never markup an admin typed.
export const SITE_ICONS = {
	lightbulb: {
		label: 'Light bulb',
		path: 'M12 3a6 6 0 00-3.6 10.8c.6.5 1 1.2 1 2V17h5.2v-1.2c0-.8.4-1.5 1-2A6 6 0 0012 3zM9.5 20.5h5',
	},
	star: {
		label: 'Star',
		path: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
	},
	heart: {
		label: 'Heart',
		path: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
	},
	shield: {
		label: 'Shield',
		path: 'M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6zM8.8 12l2.2 2.2 4.2-4.4',
	},
	people: {
		label: 'People',
		path: 'M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2.5 19.5c.6-3 2.8-5 5.5-5s4.9 2 5.5 5M13.6 15.2c.7-.5 1.5-.7 2.4-.7 2.7 0 4.9 2 5.5 5',
	},
	cycle: {
		label: 'Cycle',
		path: 'M4 12a8 8 0 0113.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 01-13.7 5.6L4 15.3M4 20v-4.7h4.7',
	},
	arrows: {
		label: 'Arrows',
		path: 'M4 7h11l-3-3M20 17H9l3 3M15 7l5 5-5 5',
	},
	rise: {
		label: 'Rising arrow',
		path: 'M12 21V10M7.5 14.5L12 10l4.5 4.5M5 5h14',
	},
	gate: {
		label: 'Gate',
		path: 'M3 20V6M21 20V6M3 9h18M3 14h18M7.5 9v5M12 9v5M16.5 9v5M2 20h20',
	},
	mirror: {
		label: 'Mirror',
		path: 'M12 2.5c3.9 0 7 3.4 7 7.6v11.4H5V10.1c0-4.2 3.1-7.6 7-7.6zM9 9.5l3-3M10 13l5-5',
	},
	lock: {
		label: 'Lock',
		path: 'M6.5 10.5h11a1.5 1.5 0 011.5 1.5v8a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 015 20v-8a1.5 1.5 0 011.5-1.5zM8 10.5V7a4 4 0 018 0v3.5M12 15v2.5',
	},
	chip: {
		label: 'Chip',
		path: 'M8 8h8v8H8zM5 5h14v14H5zM9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3',
	},
} as const satisfies Record<string, { label: string; path: string }>

export type IconKey = keyof typeof SITE_ICONS

export const ICON_KEYS = Object.keys(SITE_ICONS) as [IconKey, ...IconKey[]]
