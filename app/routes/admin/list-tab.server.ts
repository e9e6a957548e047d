// The loader and the answers of the Testimonials and Clients' Logos tabs, one shape for both
// (as the project tabs share ProjectListPage): a page of the list as its URL asks, and
// Show/Hide, Move, Delete and their bulk forms through the shared list services
// (app/server/admin/lists.server.ts), each answered with a redirect and its toast.
import type { Logger } from 'pino'
import { redirect, type RouterContextProvider } from 'react-router'

import { isFiltered, listHref, listQueryOf, visibleFor } from '#app/lib/list-query.ts'
import type { ClientLogo, Testimonial } from '#app/lib/types.ts'
import { runBulk } from '#app/server/admin/bulk.server.ts'
import {
	CLIENT_LOGO_MESSAGES,
	clientLogoList,
} from '#app/server/admin/client-logos.server.ts'
import {
	deleteItem,
	listPageOf,
	loadListTab,
	moveItem,
	setItemVisibility,
	type ListKind,
} from '#app/server/admin/lists.server.ts'
import {
	TESTIMONIAL_MESSAGES,
	testimonialList,
} from '#app/server/admin/testimonials.server.ts'
import { requireUser, type Actor } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { redirectWithToast, SAME_PAGE, toastForWrite } from '#app/server/toast.server.ts'

type Item = { id: string; name: string; visible: boolean }

interface ListTab<T extends Item> {
	path: string
	noun: readonly [string, string]
	kind: ListKind<T, { visible?: boolean; search?: string }> & {
		table: 'testimonials' | 'clientLogos'
	}
	messages: {
		shown: string
		hidden: string
		visibilityFailed: string
		deleted: string
		deleteFailed: string
		fetchFailed: string
		moveFailed: string
	}
}

export const TESTIMONIALS_TAB: ListTab<Testimonial> = {
	path: '/admin/testimonials',
	noun: ['testimonial', 'testimonials'],
	kind: testimonialList,
	messages: {
		shown: 'Testimonial shown.',
		hidden: 'Testimonial hidden.',
		visibilityFailed: TESTIMONIAL_MESSAGES.visibilityFailed,
		deleted: TESTIMONIAL_MESSAGES.deleted,
		deleteFailed: TESTIMONIAL_MESSAGES.deleteFailed,
		fetchFailed: TESTIMONIAL_MESSAGES.fetchFailed,
		moveFailed: 'Failed to move testimonial',
	},
}

export const LOGOS_TAB: ListTab<ClientLogo> = {
	path: '/admin/logos',
	noun: ['logo', 'logos'],
	kind: clientLogoList,
	messages: {
		shown: CLIENT_LOGO_MESSAGES.shown,
		hidden: CLIENT_LOGO_MESSAGES.hidden,
		visibilityFailed: CLIENT_LOGO_MESSAGES.visibilityFailed,
		deleted: CLIENT_LOGO_MESSAGES.deleted,
		deleteFailed: CLIENT_LOGO_MESSAGES.deleteFailed,
		fetchFailed: CLIENT_LOGO_MESSAGES.fetchFailed,
		moveFailed: 'Failed to move logo',
	},
}

/**
 * A tab's loader: the user, then the page its URL asks for (`?q=`, `?show=`, `?page=`);
 * past the end, the last page.
 */
export async function loadTab<T extends Item>(
	{ request, context }: { request: Request; context: Readonly<RouterContextProvider> },
	tab: ListTab<T>,
) {
	await requireUser(request)
	const { logger } = context.get(requestContext)
	const url = new URL(request.url)
	const { q, show, page } = listQueryOf(url)
	const list = await loadListTab(
		getDb(),
		tab.kind as Parameters<typeof loadListTab<T, unknown>>[1],
		{
			page,
			filter: { search: q || undefined, visible: visibleFor(show) },
			fetchFailed: tab.messages.fetchFailed,
		},
		(err) => logger?.error({ err }, tab.messages.fetchFailed),
	)
	if (list.page > list.pageCount)
		throw redirect(listHref(tab.path, { q, show, page: list.pageCount }))
	// Without JavaScript, Delete links here with ?confirm=<id> to ask inline.
	const confirm = url.searchParams.get('confirm')
	return {
		...list,
		q,
		show,
		ordering: !isFiltered({ q, show }) && !list.error,
		listHref: listHref(tab.path, { q, show, page: list.page }),
		confirmId: list.items.some((item) => item.id === confirm) ? confirm : null,
	}
}

export type ListAction =
	| { intent: 'show' | 'hide' | 'delete'; id: string }
	| { intent: 'move'; id: string; position: number }
	| { intent: 'bulk-show' | 'bulk-hide'; ids: string[] }
	| { intent: 'bulk-delete'; ids: string[]; confirm?: 'yes' }

/**
 * A list's post, read and typed by the route: the service it names, then a redirect to the
 * page the admin was on with its toast (for a move, the page that shows the item in its new
 * place). A bulk delete not yet confirmed (no JavaScript) answers with the question.
 */
export async function answerListAction<T extends Item>(
	request: Request,
	tab: ListTab<T>,
	action: ListAction,
	context: {
		user: Actor
		logger?: Pick<Logger, 'error'>
		labelOf(item: NoInfer<T>): string
	},
): Promise<Response | { confirmDelete: { ids: string[] } }> {
	const { user: actor, logger } = context
	const { kind, messages, noun } = tab
	const db = getDb()
	const { q, show, page } = listQueryOf(request.url)
	// Back to the page the admin was on (the loader moves on if it is now past the end).
	const back = listHref(tab.path, { q, show, page })
	const log = (what: string, id?: string) => ({ logger, what, intent: action.intent, id })

	switch (action.intent) {
		case 'show':
		case 'hide': {
			const { id, intent } = action
			const visible = intent === 'show'
			const { toast } = await toastForWrite(
				() => setItemVisibility(db, kind, { id, visible, actor }),
				{
					done: visible ? messages.shown : messages.hidden,
					failed: messages.visibilityFailed,
				},
				log(`Failed to change ${noun[0]} visibility`, id),
			)
			return redirectWithToast(request, back, toast)
		}
		case 'move': {
			const { id, position } = action
			const { result: moved, toast } = await toastForWrite(
				() => moveItem(db, kind, { id, position, actor }),
				{ done: 'Moved.', failed: messages.moveFailed },
				log(messages.moveFailed, id),
			)
			if (moved)
				toast.message = `${context.labelOf(moved.item)} moved to position ${moved.to}.`
			const to = moved ? listHref(tab.path, { page: listPageOf(moved.to) }) : back
			// A move within the page keeps its history entry (moves are posted by a fetcher).
			return redirectWithToast(request, to, toast, to === back ? SAME_PAGE : {})
		}
		case 'delete': {
			const { toast } = await toastForWrite(
				() => deleteItem(db, kind, { id: action.id, actor }),
				{ done: messages.deleted, failed: messages.deleteFailed },
				log(`Failed to delete ${noun[0]}`, action.id),
			)
			return redirectWithToast(request, back, toast)
		}
		case 'bulk-delete': {
			if (action.confirm !== 'yes' && action.ids.length > 0)
				return { confirmDelete: { ids: action.ids } }
			const toast = await runBulk(
				action.ids,
				async (id) => ((await deleteItem(db, kind, { id, actor })) ? 'done' : 'gone'),
				{ noun, done: 'deleted', failed: messages.deleteFailed },
				log(`Failed to delete ${noun[1]}`),
			)
			return redirectWithToast(request, back, toast)
		}
		case 'bulk-show':
		case 'bulk-hide': {
			const visible = action.intent === 'bulk-show'
			const toast = await runBulk(
				action.ids,
				async (id) => {
					const result = await setItemVisibility(db, kind, { id, visible, actor })
					return result ? (result.changed ? 'done' : 'same') : 'gone'
				},
				{
					noun,
					done: visible ? 'shown' : 'hidden',
					failed: messages.visibilityFailed,
				},
				log(`Failed to change ${noun[1]} visibility`),
			)
			return redirectWithToast(request, back, toast)
		}
	}
}
