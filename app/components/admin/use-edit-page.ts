// An edit page's hold on its item and its form (decision 042), the same for every draft
// form's page (a project, a testimonial, a Site form, a translation): the page holds the
// item's lock through its data's reloads and new forms; a post that went through comes back
// as a new location, and the form starts again from what is stored (a new key); a refused
// post (400, 409, 423) or a share link made keeps the form as typed.
import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { useEditLock } from '#app/components/admin/use-edit-lock.ts'

export function useEditPage({
	item,
	editor,
	keepsForm,
	path,
	itemPath,
}: {
	/** The lock's item (`project:<id>` …); null while there is none (a new item). */
	item: string | null
	/** A new id for this page (the loader's). */
	editor: string
	/** The answer keeps the form as typed (a refusal, a share link). */
	keepsForm: boolean
	/** The page's address: `reload` opens it again. */
	path: string
	/** A new item's address, once its first save made it. */
	itemPath?: (id: string) => string
}) {
	const editLock = useEditLock({ item, editor })
	const location = useLocation()
	const [formPage, setFormPage] = useState(location.key)
	if (!keepsForm && formPage !== location.key) setFormPage(location.key)
	// A new form with what is stored now (not a kept draft the address asked for): the page
	// again, which comes back as a new location with its data.
	const navigate = useNavigate()
	const reload = useCallback(
		(id?: string) => {
			const to = id && itemPath ? itemPath(id) : path
			if (to) void navigate(to, { replace: true })
		},
		[navigate, path, itemPath],
	)
	return { editLock, formPage, reload }
}
