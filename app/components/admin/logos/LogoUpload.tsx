import { useState } from 'react'
import { useFetcher } from 'react-router'

import { AltTextFields } from '#app/components/admin/media/AltTextFields.tsx'
import { UploadField } from '#app/components/admin/UploadField.tsx'
import type { ImageRef } from '#app/lib/types.ts'
import { imageFormValue, withAlt } from '#app/schemas/image.ts'

/**
 * Choosing a file uploads it (with its percentage), or choosing one from the library picks
 * it, and then it is added to the logos at once; the page then shows 'Logo uploaded
 * successfully!' or 'Failed to upload logo'. The alt text is asked for first (a logo's is
 * the company's name), and goes with it; left empty, a picked logo keeps the library's.
 */
export function LogoUpload() {
	const fetcher = useFetcher()
	const adding = fetcher.state !== 'idle'
	// The field shows the logo while it is being added, then empties for the next one.
	const [image, setImage] = useState<ImageRef | null>(null)
	// Undefined until typed; remounting the fields (a new key) clears them after each add.
	const [alt, setAlt] = useState<string | null | undefined>(undefined)
	const [round, setRound] = useState(0)

	return (
		<div className="grid gap-4">
			<AltTextFields
				key={round}
				id="client-logo-alt"
				value={alt ?? undefined}
				onChange={setAlt}
				disabled={adding}
			/>
			<UploadField
				id="client-logo-file"
				name="image"
				label="Logo image"
				hint="Image files only: JPEG, PNG, WebP, AVIF, GIF or SVG. A logo on a transparent background looks best in the strip."
				kind="client-logo"
				value={adding ? image : null}
				disabled={adding}
				askAlt={false}
				onChange={(uploaded) => {
					setImage(uploaded)
					if (!uploaded) return
					const chosen =
						alt === undefined || alt === null ? uploaded : withAlt(uploaded, alt)
					void fetcher.submit(
						{ intent: 'add', image: imageFormValue(chosen) },
						{ method: 'post' },
					)
					setAlt(undefined)
					setRound((n) => n + 1)
				}}
				failureMessage="Failed to upload logo"
			/>
			<noscript>
				<p className="text-sm text-ink-muted">Uploading a logo needs JavaScript.</p>
			</noscript>
			<p role="status" className="text-sm text-ink-muted">
				{adding ? 'Adding the logo…' : ''}
			</p>
		</div>
	)
}
