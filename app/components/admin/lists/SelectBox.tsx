/** A list item's checkbox for the list's bulk actions: it belongs to the bulk form by id. */
export function SelectBox({
	form,
	id,
	label,
}: {
	form: string
	id: string
	label: string
}) {
	return (
		<input
			type="checkbox"
			name="ids"
			value={id}
			form={form}
			aria-label={`Select ${label}`}
			data-select-box
			className="size-5 shrink-0 cursor-pointer rounded accent-brand-ink"
		/>
	)
}
