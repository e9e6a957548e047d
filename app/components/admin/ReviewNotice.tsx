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
