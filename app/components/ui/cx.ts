/** Joins class names, skipping the falsy ones. */
export function cx(...classes: Array<string | false | null | undefined>) {
	return classes.filter(Boolean).join(' ')
}
