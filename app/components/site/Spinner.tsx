import { Icon } from '#app/components/ui/Icon.tsx'

/** Turns while a form is being sent; still for visitors who prefer less motion. */
export function Spinner() {
	return (
		<Icon name="spinner" size={18} className="animate-spin motion-reduce:animate-none" />
	)
}
