/** Joins class names, skipping the falsy ones (a loop: it runs for most elements of a page). */
export function cx(...classes: Array<string | false | null | undefined>) {
	let joined = ''
	for (const name of classes) if (name) joined = joined ? `${joined} ${name}` : name
	return joined
}
