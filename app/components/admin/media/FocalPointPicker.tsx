// The focal point of an image: where its subject is, kept in view wherever a page crops
// the image (object-fit: cover, object-position). Set by a click or tap on the image, by
// dragging, or with the keyboard: the image is a slider (arrow keys move the point 1 %,
// with Shift 10 %; Home and End go to the edges), with a visible marker, and its numbers
// are the form's own inputs (so the form posts them without JavaScript too).
import { useRef, type KeyboardEvent, type PointerEvent } from 'react'

import { ResponsiveImage } from '#app/components/ui/ResponsiveImage.tsx'
import { focalPercent, type FocalPoint } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'

const KEYS: Record<string, (point: FocalPoint, step: number) => FocalPoint> = {
	ArrowLeft: (p, step) => ({ ...p, x: p.x - step }),
	ArrowRight: (p, step) => ({ ...p, x: p.x + step }),
	ArrowUp: (p, step) => ({ ...p, y: p.y - step }),
	ArrowDown: (p, step) => ({ ...p, y: p.y + step }),
	Home: (p) => ({ ...p, x: 0 }),
	End: (p) => ({ ...p, x: 100 }),
	PageUp: (p) => ({ ...p, y: 0 }),
	PageDown: (p) => ({ ...p, y: 100 }),
}

const clamp = (point: FocalPoint): FocalPoint => ({
	x: focalPercent(point.x),
	y: focalPercent(point.y),
})

export function focalText(point: FocalPoint): string {
	return `${point.x}% from the left, ${point.y}% from the top`
}

export function FocalPointPicker({
	image,
	value,
	onChange,
	describedBy,
}: {
	image: ImageRef
	value: FocalPoint
	onChange: (point: FocalPoint) => void
	describedBy?: string
}) {
	const areaRef = useRef<HTMLDivElement>(null)
	const pointAt = (event: PointerEvent<HTMLDivElement>) => {
		const box = event.currentTarget.getBoundingClientRect()
		if (box.width === 0 || box.height === 0) return
		onChange(
			clamp({
				x: ((event.clientX - box.left) / box.width) * 100,
				y: ((event.clientY - box.top) / box.height) * 100,
			}),
		)
	}
	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const move = KEYS[event.key]
		if (!move) return
		event.preventDefault()
		onChange(clamp(move(value, event.shiftKey ? 10 : 1)))
	}
	return (
		<div
			ref={areaRef}
			role="slider"
			tabIndex={0}
			aria-label="Focal point"
			aria-valuemin={0}
			aria-valuemax={100}
			aria-valuenow={value.x}
			aria-valuetext={focalText(value)}
			aria-describedby={describedBy}
			data-focal-picker
			onKeyDown={onKeyDown}
			onPointerDown={(event) => {
				event.currentTarget.setPointerCapture(event.pointerId)
				areaRef.current?.focus()
				pointAt(event)
			}}
			onPointerMove={(event) => {
				if (event.currentTarget.hasPointerCapture(event.pointerId)) pointAt(event)
			}}
			className="relative mx-auto w-fit max-w-full cursor-crosshair touch-none overflow-hidden rounded-xl border border-line outline-none select-none focus-visible:ring-4 focus-visible:ring-focus/60"
		>
			<ResponsiveImage
				image={image}
				alt=""
				sizes="(min-width: 1024px) 640px, 100vw"
				placeholder={null}
				draggable={false}
				pictureClassName="block"
				className="block h-auto max-h-[28rem] w-auto max-w-full"
			/>
			<span
				aria-hidden="true"
				data-focal-marker
				style={{ left: `${value.x}%`, top: `${value.y}%` }}
				className="pointer-events-none absolute size-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand/30 shadow-[0_0_0_2px_rgb(0_0_0/0.65),0_2px_8px_rgb(0_0_0/0.4)]"
			>
				<span className="absolute top-1/2 left-1/2 size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white" />
			</span>
		</div>
	)
}
