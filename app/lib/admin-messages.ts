// Spec §8's dashboard sentences, word for word: the server's answers use them, and so does
// the page when a post never reached its action (app/components/admin/failed-post.ts).

export const PROJECT_TOASTS = {
	added: 'Project added successfully!',
	updated: 'Project updated successfully!',
	deleted: 'Project deleted successfully!',
	visibility: 'Project visibility updated successfully!',
	fetchFailed: 'Failed to fetch projects',
	saveFailed: 'Failed to save project. Please try again.',
	deleteFailed: 'Failed to delete project',
	visibilityFailed: 'Failed to update project visibility',
} as const

export const TESTIMONIAL_MESSAGES = {
	added: 'Testimonial added successfully!',
	updated: 'Testimonial updated successfully!',
	deleted: 'Testimonial deleted successfully!',
	fetchFailed: 'Failed to fetch testimonials',
	saveFailed: 'Failed to save testimonial.',
	deleteFailed: 'Failed to delete testimonial.',
	/** Beyond the spec, as a project's. */
	visibilityFailed: 'Failed to update testimonial visibility',
} as const

export const CLIENT_LOGO_MESSAGES = {
	uploaded: 'Logo uploaded successfully!',
	deleted: 'Logo deleted successfully!',
	shown: 'Logo shown successfully!',
	hidden: 'Logo hidden successfully!',
	fetchFailed: 'Failed to fetch client logos',
	uploadFailed: 'Failed to upload logo',
	deleteFailed: 'Failed to delete logo',
	visibilityFailed: 'Failed to update logo visibility',
} as const

/** A Site form's (and a translation's) failed save. */
export const SITE_SAVE_FAILED = 'Failed to save site content. Please try again.'

/** What a post that never reached the server (or its action) is told, when nothing more fits. */
export const POST_NOT_SENT =
	'The server did not answer, so this may not be done. The page is as you left it: please try again.'

/** A list tab's posts (show, hide, delete, one or many), by their intent, as spec §8 names them. */
export function listPostFailures(messages: {
	visibilityFailed: string
	deleteFailed: string
}) {
	const { visibilityFailed: visibility, deleteFailed: deletion } = messages
	return {
		default: POST_NOT_SENT,
		show: visibility,
		hide: visibility,
		visibility,
		'bulk-show': visibility,
		'bulk-hide': visibility,
		delete: deletion,
		'bulk-delete': deletion,
	}
}

/** A draft form's posts: its save's sentence, but for Discard, which saves nothing. */
export function draftPostFailures(saveFailed: string) {
	return { default: saveFailed, discard: POST_NOT_SENT }
}

/** A share link asked for a scheduled draft by a role that may not publish (decision 046). */
export const SCHEDULED_SHARE_MESSAGE =
	'This draft is scheduled: only an editor, an admin or the owner can share it.'

/**
 * Why a share link of the draft is not for this role, or null: a scheduled draft is shared
 * by a role that may publish only (the server's check and the page's panel alike).
 */
export function shareRefusal(mayPublish: boolean, publishAt: string | null | undefined) {
	return !mayPublish && publishAt ? SCHEDULED_SHARE_MESSAGE : null
}
