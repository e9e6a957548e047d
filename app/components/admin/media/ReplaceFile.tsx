// Replacing an image's file in place (decision 044): the same upload, its progress, its
// checks and limits; the image keeps its id, alt text, tags and every use, and the page is
// read again once the server has stored the new file.
import { useId, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'
import { sendImage, UploadError } from '#app/lib/upload-client.ts'

type State =
	| { state: 'idle' }
	| { state: 'sending'; fileName: string; percent: number; processing: boolean }
	| { state: 'done'; fileName: string }
	| { state: 'failed'; fileName: string; reason: string }

export function ReplaceFile({
	mediaId,
	accept,
	hint,
}: {
	mediaId: string
	/** What the file input offers (a photo takes photos only). */
	accept: string
	hint: string
}) {
	const [status, setStatus] = useState<State>({ state: 'idle' })
	const controller = useRef<AbortController | null>(null)
	const { revalidate } = useRevalidator()
	const id = useId()
	const replace = (file: File) => {
		controller.current = new AbortController()
		setStatus({ state: 'sending', fileName: file.name, percent: 0, processing: false })
		sendImage(
			file,
			{ replace: mediaId },
			{
				signal: controller.current.signal,
				onProgress: (percent) =>
					setStatus((current) =>
						current.state === 'sending' ? { ...current, percent } : current,
					),
				onSent: () =>
					setStatus((current) =>
						current.state === 'sending' ? { ...current, processing: true } : current,
					),
			},
		)
			.then(async () => {
				await revalidate()
				setStatus({ state: 'done', fileName: file.name })
			})
			.catch((error: unknown) => {
				if (error instanceof UploadError && error.reason === 'aborted')
					setStatus({ state: 'idle' })
				else
					setStatus({
						state: 'failed',
						fileName: file.name,
						reason: error instanceof Error ? error.message : 'The upload did not finish.',
					})
			})
	}
	const sending = status.state === 'sending'
	return (
		<div className="grid gap-3">
			<p id={`${id}-hint`} className="text-sm text-ink-muted">
				{hint}
			</p>
			<div>
				<label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
					New file
				</label>
				<input
					id={id}
					type="file"
					accept={accept}
					disabled={sending}
					aria-describedby={`${id}-hint`}
					onChange={(event) => {
						const file = event.currentTarget.files?.[0]
						event.currentTarget.value = ''
						if (file) replace(file)
					}}
					className="block w-full cursor-pointer rounded-xl border border-dashed border-line-strong bg-surface text-sm text-ink-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-l-xl file:border-0 file:border-r file:border-line file:bg-surface-muted file:px-4 file:font-semibold file:text-ink focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none"
				/>
			</div>
			{status.state === 'sending' ? (
				<div className="grid gap-1.5">
					<div className="flex items-center justify-between gap-3 text-sm">
						<span className="min-w-0 truncate">Replacing with {status.fileName}</span>
						<span className="flex items-center gap-2">
							<span className="font-semibold tabular-nums">
								{status.processing ? 'Processing…' : `${status.percent}%`}
							</span>
							<Button
								variant="ghost"
								size="sm"
								className="h-8 px-3"
								onClick={() => controller.current?.abort()}
							>
								Cancel
							</Button>
						</span>
					</div>
					<div
						role="progressbar"
						aria-label={`Replacing with ${status.fileName}`}
						aria-valuemin={0}
						aria-valuemax={100}
						aria-valuenow={status.percent}
						className="h-2 overflow-hidden rounded-full bg-surface-muted"
					>
						<div
							className="h-full rounded-full bg-brand-ink transition-[width] duration-200 ease-out"
							style={{ width: `${status.percent}%` }}
						/>
					</div>
				</div>
			) : null}
			<div role="status" className="text-sm">
				{status.state === 'done' ? (
					<p className="font-semibold text-emerald-800 dark:text-emerald-300">
						Replaced with {status.fileName}: every page showing the image uses it now.
					</p>
				) : null}
			</div>
			<div role="alert" className="text-sm">
				{status.state === 'failed' ? (
					<p className="font-medium text-red-700 dark:text-red-300">
						{status.fileName}: {status.reason}
					</p>
				) : null}
			</div>
		</div>
	)
}
