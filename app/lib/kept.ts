/**
 * `make()`'s value for `key`, made once and kept for the next call: a render asks for the
 * same few again and again (words filled with values, a pattern). At most `limit` are kept;
 * a full map is emptied, and what is asked for next is made again.
 */
export function keptValue<K, V>(map: Map<K, V>, key: K, make: () => V, limit = 1_000): V {
	if (map.has(key)) return map.get(key) as V
	if (map.size >= limit) map.clear()
	const value = make()
	map.set(key, value)
	return value
}
