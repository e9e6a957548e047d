// How a draft form settles what another page did meanwhile (decision 042), for the Site forms
// and the translation forms: a refused post's conflict, or the autosave's, settled by "Keep
// mine", "Take theirs" or "Copy mine"; a form taken over keeps what it holds as a copy, once;
// a form held again starts from what is stored; a stored draft that moved on while this page
// held it is checked before the next save.
import { useEffect, useRef, useState, type RefObject } from 'react'

import type { DraftAutosave } from '#app/components/admin/use-draft-autosave.ts'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import type { SiteFormActionData } from '#app/lib/site-admin.ts'

export function useDraftConflicts({
	autosave,
	actionData,
	formRef,
	editLock,
	readOnly,
	onReload,
}: {
	autosave: DraftAutosave
	actionData: Pick<SiteFormActionData, 'conflict'> | undefined
	formRef: RefObject<HTMLFormElement | null>
	editLock: EditLock
	/** The page may not change the item now (another page holds it). */
	readOnly: boolean
	onReload: () => void
}) {
	const { lock } = editLock
	// The conflict to settle: a refused post's, else the autosave's.
	const [settled, setSettled] = useState<unknown>(null)
	const postConflict =
		actionData?.conflict && settled !== actionData ? actionData.conflict : null
	const saveConflict =
		autosave.state.status === 'conflict' ? autosave.state.conflict : null
	const conflict = postConflict ?? saveConflict
	const [resolving, setResolving] = useState(false)
	const keepMine = async () => {
		if (postConflict) {
			setSettled(actionData)
			autosave.adopt(postConflict)
			const button = formRef.current?.querySelector<HTMLButtonElement>(
				`button[name="intent"][value="${postConflict.intent === 'publish' ? 'publish' : 'draft'}"]`,
			)
			formRef.current?.requestSubmit(button ?? undefined)
			return
		}
		setResolving(true)
		await autosave.keepMine()
		setResolving(false)
	}
	const takeTheirs = () => {
		setSettled(actionData)
		onReload()
	}
	const copyMine = async () => {
		setResolving(true)
		const kept = await autosave.keepCopy('copy')
		setResolving(false)
		if (kept) takeTheirs()
	}
	// Taken over: what this page holds is kept as its admin's copy, once.
	const [copyKept, setCopyKept] = useState(false)
	const taken = lock.status === 'taken' ? lock.holder : null
	const keptFor = useRef<string | null>(null)
	useEffect(() => {
		if (!taken || keptFor.current === taken.since) return
		keptFor.current = taken.since
		void autosave.keepCopy('taken-over', taken.name).then(setCopyKept)
	}, [taken, autosave])
	// Held again after it could not be: the form starts again from what is stored.
	const wasReadOnly = useRef(readOnly)
	// This form is being replaced by the new one: it checks nothing against what is stored.
	const reloading = useRef(false)
	useEffect(() => {
		if (wasReadOnly.current && lock.status === 'held') {
			reloading.current = true
			onReload()
		}
		wasReadOnly.current = readOnly
	}, [readOnly, lock.status, onReload])
	// The stored draft moved on without this page: a save now is told who and what.
	// Only a page that held it all along (its renewals lost a while): one that has just come
	// to hold it starts a new form from what is stored instead (above).
	const checkedStamp = useRef<number | null>(null)
	const heldBefore = useRef(false)
	useEffect(() => {
		const held = lock.status === 'held'
		const heldAlong = held && heldBefore.current
		heldBefore.current = held
		const stamp = editLock.draft
		if (!heldAlong || reloading.current || !stamp || stamp.mine) return
		if (stamp.draftVersion === autosave.versionsNow().draftVersion) return
		if (checkedStamp.current === stamp.draftVersion) return
		checkedStamp.current = stamp.draftVersion
		void autosave.check()
	}, [editLock.draft, lock.status, autosave])
	return { conflict, settled, resolving, keepMine, takeTheirs, copyMine, copyKept, taken }
}
