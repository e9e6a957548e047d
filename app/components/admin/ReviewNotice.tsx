import { createContext, useContext, useState, type ReactNode } from 'react'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'

export interface ReviewState {
	state: 'waiting' | 'changes'
	comment: string | null
	reviewedBy: string | null
	reviewedAt: string | null
	submittedBy: string
	submittedAt: string
}

const TakenBack = createContext<() => void>(() => {})

/** What a form's autosave calls when its save took the submitted draft back to draft. */
export function useReviewTakenBack(): () => void {
	return useContext(TakenBack)
}

/**
 * An edit page's review notice above its form: the author's own save takes a waiting draft
 * back to draft on the server (decision 046), and the notice goes with it, without a reload.
 */
export function ReviewArea({
	review,
	children,
}: {
	review: ReviewState | null
	children: ReactNode
}) {
	// The review the page was told is taken back; a newer one (after Submit) shows again.
	const [takenBack, setTakenBack] = useState<ReviewState | null>(null)
	return (
		<TakenBack.Provider value={() => setTakenBack(review)}>
			<ReviewNotice review={review !== null && review === takenBack ? null : review} />
			{children}
		</TakenBack.Provider>
	)
}

/**
 * Where an item's draft is in review (decision 046): waiting, or sent back with the
 * reviewer's comment, which the author reads here. The comment is text, never HTML.
 */
export function ReviewNotice({ review }: { review: ReviewState | null }) {
	if (!review) return null
	if (review.state === 'waiting')
		return (
			<FormAlert tone="info">
				<span data-review="waiting">
					Waiting for review: submitted by {review.submittedBy}{' '}
					<LocalTime value={review.submittedAt} />. Saving changes to the draft takes it
					back to draft.
				</span>
			</FormAlert>
		)
	return (
		<FormAlert tone="error">
			<span data-review="changes">
				<strong className="font-semibold">Changes requested</strong>
				{review.reviewedBy ? ` by ${review.reviewedBy}` : ''}
				{review.reviewedAt ? (
					<>
						{' '}
						<LocalTime value={review.reviewedAt} />
					</>
				) : null}
				:{' '}
				<span className="whitespace-pre-line" data-review-comment>
					{review.comment}
				</span>
			</span>
		</FormAlert>
	)
}
