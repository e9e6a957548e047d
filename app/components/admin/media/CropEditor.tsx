// An image's crop and quarter turns (decision 044), drawn on the untouched original. The
// box is react-image-crop's (pointer, touch, and the arrow keys on the box and its handles);
// a shape holds it to a field's (banner 3:1, project 4:3, square logo); four plain number
// inputs and a turn select post the same values, so the form works without JavaScript
// and takes exact pixels. The server makes every variant from them.
import { useId, useState } from 'react'
import ReactCrop, { type PercentCrop } from 'react-image-crop'
import 'react-image-crop/dist/ReactCrop.css'

import { controlClasses } from '#app/components/ui/Field.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { imageSources } from '#app/lib/media.ts'
import {
	CROP_SHAPES,
	cropToShape,
	meaningfulCrop,
	ROTATIONS,
	shapeOf,
	turnCrop,
	turnedSize,
	type CropRect,
	type CropShape,
	type ImageEdit,
	type Rotation,
	type Size,
} from '#app/lib/media-edit.ts'
import type { ImageRef } from '#app/lib/types.ts'

const CENTRE = { x: 50, y: 50 }

/** The crop as percent of the turned image, for the box. */
function percentOf(crop: CropRect | null, size: Size): PercentCrop {
	const rect = crop ?? { left: 0, top: 0, width: size.width, height: size.height }
	return {
		unit: '%',
		x: (rect.left / size.width) * 100,
		y: (rect.top / size.height) * 100,
		width: (rect.width / size.width) * 100,
		height: (rect.height / size.height) * 100,
	}
}

/** The box's percent crop in whole pixels of the turned image, held inside it. */
function pixelsOf(crop: PercentCrop, size: Size): CropRect {
	const left = Math.max(0, Math.round((crop.x / 100) * size.width))
	const top = Math.max(0, Math.round((crop.y / 100) * size.height))
	return {
		left,
		top,
		width: Math.max(
			1,
			Math.min(size.width - left, Math.round((crop.width / 100) * size.width)),
		),
		height: Math.max(
			1,
			Math.min(size.height - top, Math.round((crop.height / 100) * size.height)),
		),
	}
}

/** The original, turned in the browser as the server will turn it: what the box is drawn on. */
function TurnedPicture({
	image,
	rotation,
	size,
}: {
	image: ImageRef
	rotation: Rotation
	size: Size
}) {
	const sources = imageSources(image)
	const webp = sources?.find((source) => source.type === 'image/webp')
	const sideways = rotation === 90 || rotation === 270
	return (
		<div
			className="relative w-full overflow-hidden bg-surface-muted"
			style={{ aspectRatio: `${size.width} / ${size.height}` }}
		>
			<img
				src={image.url}
				srcSet={webp?.srcSet}
				sizes="(min-width: 1024px) 60vw, 100vw"
				alt=""
				draggable={false}
				className="absolute top-1/2 left-1/2 max-w-none select-none"
				style={{
					// Turned about its centre: a sideways picture is as wide as the frame is tall.
					width: sideways ? `${(size.height / size.width) * 100}%` : '100%',
					height: sideways ? `${(size.width / size.height) * 100}%` : '100%',
					transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
				}}
			/>
		</div>
	)
}

export function CropEditor({
	source,
	original,
	edit,
	disabled,
}: {
	/** The untouched original. */
	source: ImageRef
	/** Its size before any turn. */
	original: Size
	edit: ImageEdit
	disabled?: boolean
}) {
	const [rotation, setRotation] = useState<Rotation>(edit.rotation)
	const [crop, setCrop] = useState<CropRect | null>(edit.crop)
	const [shape, setShape] = useState<CropShape>(shapeOf(edit.crop))
	const size = turnedSize(original, rotation)
	const ratio = CROP_SHAPES.find((item) => item.key === shape)?.ratio ?? undefined
	const shown = crop ?? { left: 0, top: 0, width: size.width, height: size.height }
	const id = useId()

	const turn = (by: 90 | -90) => {
		const next = ((((rotation + by) % 360) + 360) % 360) as Rotation
		setRotation(next)
		setCrop(crop ? turnCrop(crop, original, rotation, next) : null)
	}
	const chooseShape = (next: CropShape) => {
		setShape(next)
		const nextRatio = CROP_SHAPES.find((item) => item.key === next)?.ratio
		if (nextRatio) setCrop(meaningfulCrop(cropToShape(size, nextRatio, CENTRE), size))
	}
	const setNumber = (key: keyof CropRect, value: string) => {
		const number = Math.max(0, Math.round(Number(value) || 0))
		setCrop({ ...shown, [key]: number })
		setShape('free')
	}

	return (
		<div className="grid gap-4">
			<fieldset className="grid gap-2" disabled={disabled}>
				<legend className="mb-1 text-sm font-semibold">Shape</legend>
				<div className="flex flex-wrap gap-2">
					{CROP_SHAPES.map((item) => (
						<label
							key={item.key}
							className={cx(
								'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-semibold',
								shape === item.key
									? 'border-brand-ink bg-brand-ink/10 text-ink'
									: 'border-line-strong text-ink',
							)}
						>
							<input
								type="radio"
								name="shape"
								value={item.key}
								checked={shape === item.key}
								onChange={() => chooseShape(item.key)}
								className="size-4 accent-brand-ink"
							/>
							{item.label}
						</label>
					))}
				</div>
			</fieldset>
			<div className="flex flex-wrap items-center gap-2">
				<Button variant="outline" size="sm" onClick={() => turn(-90)} disabled={disabled}>
					<span aria-hidden="true">↺</span> Turn left
				</Button>
				<Button variant="outline" size="sm" onClick={() => turn(90)} disabled={disabled}>
					<span aria-hidden="true">↻</span> Turn right
				</Button>
				<label htmlFor={`${id}-rotation`} className="ml-2 text-sm font-semibold">
					Turned
				</label>
				<select
					id={`${id}-rotation`}
					name="rotation"
					value={rotation}
					disabled={disabled}
					onChange={(event) => {
						const next = Number(event.currentTarget.value) as Rotation
						setCrop(crop ? turnCrop(crop, original, rotation, next) : null)
						setRotation(next)
					}}
					className={cx(controlClasses, 'max-w-48 py-1.5 pr-9 text-sm')}
				>
					{ROTATIONS.map((value) => (
						<option key={value} value={value}>
							{value === 0 ? 'Not turned' : `${value}° clockwise`}
						</option>
					))}
				</select>
			</div>
			<div data-crop-area className="max-w-3xl">
				<ReactCrop
					// Block, full width: its child sizes itself by the frame's width.
					style={{ display: 'block' }}
					crop={percentOf(crop, size)}
					aspect={ratio}
					keepSelection
					disabled={disabled}
					minWidth={16}
					minHeight={16}
					ariaLabels={{
						cropArea: 'Crop: move it with the arrow keys',
						nwDragHandle: 'Top left corner of the crop',
						nDragHandle: 'Top edge of the crop',
						neDragHandle: 'Top right corner of the crop',
						eDragHandle: 'Right edge of the crop',
						seDragHandle: 'Bottom right corner of the crop',
						sDragHandle: 'Bottom edge of the crop',
						swDragHandle: 'Bottom left corner of the crop',
						wDragHandle: 'Left edge of the crop',
					}}
					onChange={(_, percent) =>
						setCrop(meaningfulCrop(pixelsOf(percent, size), size))
					}
				>
					<TurnedPicture image={source} rotation={rotation} size={size} />
				</ReactCrop>
			</div>
			<fieldset className="grid gap-2" disabled={disabled}>
				<legend className="mb-1 text-sm font-semibold">
					Crop in pixels of the turned image ({size.width} × {size.height})
				</legend>
				<div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
					{(
						[
							['cropLeft', 'From the left', 'left'],
							['cropTop', 'From the top', 'top'],
							['cropWidth', 'Width', 'width'],
							['cropHeight', 'Height', 'height'],
						] as const
					).map(([name, label, key]) => (
						<div key={name}>
							<label htmlFor={`${id}-${name}`} className="mb-1 block text-sm">
								{label}
							</label>
							<input
								id={`${id}-${name}`}
								name={name}
								type="number"
								inputMode="numeric"
								min={0}
								step={1}
								value={crop ? shown[key] : ''}
								placeholder={String(shown[key])}
								onChange={(event) => setNumber(key, event.currentTarget.value)}
								className={cx(controlClasses, 'py-1.5 text-sm')}
							/>
						</div>
					))}
				</div>
				<p className="text-sm text-ink-muted">
					{crop
						? `Pages will show ${crop.width} × ${crop.height} px of it.`
						: 'No crop: pages show the whole image.'}
				</p>
			</fieldset>
		</div>
	)
}
