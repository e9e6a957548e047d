import type { DraftAutosave } from '#app/components/admin/use-draft-autosave.ts'

/**
 * What every post of a draft form sends beside its fields (decision 042): the versions it
 * last saw and its page (both set again as the post goes, `readyToPost`), and whether it
 * replaces what is stored (a kept copy opened; "Keep mine" sets it as the post goes).
 */
export function DraftPostFields({
	autosave,
	overwrite,
}: {
	autosave: Pick<DraftAutosave, 'versions'>
	overwrite: boolean
}) {
	return (
		<>
			<input type="hidden" name="draftVersion" value={autosave.versions.draftVersion} />
			<input type="hidden" name="baseRevision" value={autosave.versions.baseRevision} />
			<input type="hidden" name="editor" defaultValue="" />
			<input type="hidden" name="overwrite" value={overwrite ? '1' : ''} />
		</>
	)
}
