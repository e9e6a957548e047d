import {
	MoveToPosition,
	OrderHandle,
	type DragHandle,
	type HandleProps,
} from './ordering.tsx'
import { SelectBox } from './SelectBox.tsx'

/**
 * An item's list controls (decision 032): its bulk checkbox, and on the whole, unfiltered
 * list its place (the drag handle) and 'Move to position…'.
 */
export function ItemTools({
	bulkForm,
	handle,
	drag,
	ordering,
}: {
	bulkForm: string
	handle: HandleProps
	/** The handle's drag (@dnd-kit), once React runs. */
	drag?: DragHandle
	ordering: boolean
}) {
	return (
		<>
			<SelectBox form={bulkForm} id={handle.id} label={handle.label} />
			{ordering ? (
				<>
					<OrderHandle handle={handle} drag={drag} enabled={ordering} />
					<MoveToPosition
						id={handle.id}
						label={handle.label}
						position={handle.position}
						total={handle.total}
						onMove={handle.moveTo}
					/>
				</>
			) : null}
		</>
	)
}
