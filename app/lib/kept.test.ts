import { expect, test } from 'vitest'

import { keptValue } from './kept.ts'

test('a value is made once for its key, null too, and a full map starts again', () => {
	const map = new Map<string, string | null>()
	let made = 0
	const make = (value: string | null) => () => {
		made++
		return value
	}
	expect(keptValue(map, 'a', make('A'), 2)).toBe('A')
	expect(keptValue(map, 'a', make('other'), 2)).toBe('A')
	expect(keptValue(map, 'none', make(null), 2)).toBeNull()
	expect(keptValue(map, 'none', make('other'), 2)).toBeNull()
	expect(made).toBe(2)
	// Full at two: the third key empties it, and `a` is made again when asked.
	expect(keptValue(map, 'b', make('B'), 2)).toBe('B')
	expect([...map.keys()]).toEqual(['b'])
	expect(keptValue(map, 'a', make('A again'), 2)).toBe('A again')
	expect(made).toBe(4)
})
