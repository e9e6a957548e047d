import { useState } from 'react'
import { useFetcher } from 'react-router'

import { UploadField } from '#app/components/admin/UploadField.tsx'
import type { ImageRef } from '#app/lib/types.ts'
import { imageFormValue } from '#app/schemas/image.ts'

/**
 * Choosing a file uploads it (with its percentage) and then adds it to the logos at once;
 * the page then shows 'Logo uploaded successfully!' or 'Failed to upload logo'.
 */
export function LogoUpload() {
	const fetcher = useFetcher()
	const adding = fetcher.state !== 'idle'
	// The field shows the logo while it is being added, then empties for the next one.
	const [image, setImage] = useState<ImageRef | null>(null)

	return (
		<div className="grid gap-2">
			<UploadField
				id="client-logo-file"
				name="image"
				label="Logo image"
				hint="Image files only: JPEG, PNG, WebP, AVIF, GIF or SVG. A logo on a transparent background looks best in the strip."
				kind="client-logo"
				value={adding ? image : null}
				disabled={adding}
				onChange={(uploaded) => {
					setImage(uploaded)
					if (uploaded)
						void fetcher.submit(
							{ intent: 'add', image: imageFormValue(uploaded) },
							{ method: 'post' },
						)
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
