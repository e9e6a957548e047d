// How a draft form settles what another page did meanwhile (decision 042), for every draft
// form (projects, testimonials, the Site forms, the translation forms): drafts saved again
// once a post is answered; a refused post's conflict, or the autosave's, settled by "Keep mine", "Take theirs" or "Copy mine"; a form
// taken over keeps what it holds as a copy, once; a form held again starts from what is
// stored; a stored draft that moved on while this page held it is checked before the next
// save.
import { useEffect, useRef, useState, type RefObject } from 'react'

import { useFailedPosts } from '#app/components/admin/failed-post.ts'
import type { DraftAutosave } from '#app/components/admin/use-draft-autosave.ts'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import type { ConflictView } from '#app/lib/edit-conflict.ts'
import type { LockHolderView } from '#app/lib/edit-lock.ts'

/** A refused post's conflict: who came first, and the post it refused. */
type PostConflict = ConflictView & { intent: string }

/** Keep mine after a refused post: a Publish again, anything else as a draft. */
const draftOrPublish = (intent: string) => (intent === 'publish' ? 'publish' : 'draft')

/** What a form's leave guard says while a conflict is open. */
export const CONFLICT_LEAVE_MESSAGE =
	'Another admin’s work came first and yours is not saved over it yet. If you leave now, what this form holds and is not saved is lost.'

export type DraftConflicts = ReturnType<typeof useDraftConflicts>

export function useDraftConflicts<C extends PostConflict>({
	autosave,
	actionData,
	formRef,
	editLock,
	lockedBy,
	onReload,
	retryWith = draftOrPublish,
}: {
	autosave: DraftAutosave
	actionData: { conflict: C | null } | undefined
	formRef: RefObject<HTMLFormElement | null>
	editLock: EditLock
	/** Another admin's page held the item when this one was rendered. */
	lockedBy: LockHolderView | null
	/** Loads what is stored into a new form; the item's id as of now (a new one's first save made it). */
	onReload: (id: string | undefined) => void
	/** The form's button "Keep mine" posts again after a refused post of `intent`. */
	retryWith?: (intent: C['intent']) => string
}) {
	const { lock } = editLock
	// A post answered here was refused (or made a share link): drafts are saved again (after
	// a conflict, once the admin has chosen). A post that went through comes back as a new
	// form (the route's key).
	const { resume } = autosave
	useEffect(() => {
		if (actionData) resume()
	}, [actionData, resume])
	// A post that failed on its way (failed-post.ts) answers nothing here: the form's typing
	// is unsaved again, for the autosave and the leave guard.
	useFailedPosts(resume)
	// Taken over by another page: what this one holds is kept as its admin's copy, once; the
	// form stays as it is until the copy is taken (a disabled field posts nothing).
	const [copyOf, setCopyOf] = useState<{ since: string; kept: boolean } | null>(null)
	// Held, then another page's with typing not saved: this page's renewals were lost (it
	// was offline past the lock's life) and someone took the item meanwhile. As taken over.
	const [heldOnce, setHeldOnce] = useState(false)
	if (lock.status === 'held' && !heldOnce) setHeldOnce(true)
	const lapsed = lock.status === 'other' && heldOnce && autosave.unsaved
	const taken = lock.status === 'taken' || lapsed ? lock.holder : null
	const copying = taken !== null && copyOf?.since !== taken.since
	// Read-only while another page holds the item (as rendered, until this page asks).
	const readOnly =
		(lock.status === 'other' && taken === null) ||
		(taken !== null && !copying) ||
		(lock.status === 'checking' && lockedBy !== null)

	// The conflict to settle: a refused post's, else the autosave's. Settled ones go.
	const [settled, setSettled] = useState<unknown>(null)
	const postConflict =
		actionData?.conflict && settled !== actionData ? actionData.conflict : null
	const saveConflict =
		autosave.state.status === 'conflict' ? autosave.state.conflict : null
	// A save refused because another page holds the item: the page asks who at once, and
	// the lock's banner says it (taken over, or someone else editing) once it knows.
	const { check } = editLock
	const lockedSave = saveConflict?.reason === 'locked'
	useEffect(() => {
		if (lockedSave) void check()
	}, [lockedSave, check])
	const found = postConflict ?? saveConflict
	const conflict: (ConflictView & { intent?: C['intent'] }) | null =
		found?.reason === 'locked' && (lock.status === 'other' || lock.status === 'taken')
			? null
			: found
	const [resolving, setResolving] = useState(false)
	const keepMine = async () => {
		if (postConflict) {
			// The refused post again, over what is stored now.
			setSettled(actionData)
			autosave.adopt(postConflict)
			const button = formRef.current?.querySelector<HTMLButtonElement>(
				`button[name="intent"][value="${retryWith(postConflict.intent)}"]`,
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
		onReload(autosave.idNow())
	}
	const copyMine = async () => {
		setResolving(true)
		const kept = await autosave.keepCopy('copy')
		setResolving(false)
		if (kept) takeTheirs()
	}
	const keptFor = useRef<string | null>(null)
	useEffect(() => {
		if (!taken || keptFor.current === taken.since) return
		keptFor.current = taken.since
		const since = taken.since
		void autosave
			.keepCopy('taken-over', taken.name)
			.then((kept) => setCopyOf({ since, kept }))
	}, [taken, autosave])
	// The page holds the item again (taken over, or freed) after it could not: the form
	// starts again from what is stored now, as nothing could be typed meanwhile (typing of
	// before a take-over is kept as a copy). Typed before the page learned that another held
	// the item (while it asked), and kept nowhere: the form keeps it, and its draft save,
	// now allowed, is told if the stored draft moved on meanwhile (a conflict to settle).
	const wasReadOnly = useRef(readOnly)
	// This form is being replaced by the new one: it checks nothing against what is stored.
	const reloading = useRef(false)
	useEffect(() => {
		const typedUnkept = autosave.pendingNow().unsaved && copyOf === null
		if (wasReadOnly.current && lock.status === 'held' && !typedUnkept) {
			reloading.current = true
			onReload(autosave.idNow())
		}
		wasReadOnly.current = readOnly
	}, [readOnly, lock.status, onReload, autosave, copyOf])
	// The renewal says the stored draft moved on without this page (its lock had lapsed): a
	// save now is told who and what (409), whatever the form holds. Only a page that held it
	// all along (its renewals lost a while): one that has just come to hold it starts a new
	// form from what is stored instead (above).
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
	return {
		readOnly,
		conflict,
		settled,
		resolving,
		keepMine,
		takeTheirs,
		copyMine,
		/** A post pressed as the autosave's conflict came: it goes after Keep mine. */
		waitingPost: postConflict ? null : autosave.waitingPost,
		copyKept: copyOf?.kept === true,
		/** The lock as the banner tells it: another's page, as rendered, until this page asks. */
		bannerLock:
			lock.status === 'checking' && lockedBy
				? ({ status: 'other', holder: lockedBy } as const)
				: taken
					? ({ status: 'taken', holder: taken } as const)
					: lock,
	}
}
