// The project form's panel about its versions (decision 033): whether the form shows an
// unpublished draft and whose, when it goes live (set in the admin's own time zone, stored
// in UTC), and the buttons that act on the draft. Its buttons submit the form they are in.
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

import { LocalTime, useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { useCan } from '#app/components/admin/use-can.ts'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'

import { errorClasses } from '#app/components/ui/Field.tsx'

/** The stored draft, as the form was opened (or last saved). */
export interface DraftInfo {
	updatedBy: string | null
	updatedAt: string
	publishAt: string | null
	scheduledBy: string | null
}

export function PublishingPanel({
	projectId,
	draft,
	hasDraft,
	unsaved,
	savedAt,
	published,
	publishAtError,
	busy,
}: {
	projectId?: string
	/** The draft stored when the page was loaded. */
	draft: DraftInfo | null
	/** A draft is stored now, as the form knows (its own saves included). */
	hasDraft: boolean
	/** The form holds changes not saved as the draft yet. */
	unsaved: boolean
	/** When this page last saved the draft itself; null when it has not. */
	savedAt: string | null
	/** The project was published at least once (it has a public version and a history). */
	published: boolean
	publishAtError?: string
	busy: boolean
}) {
	const mayPublish = useCan('content.publish')
	const zone = useTimeZone()
	return (
		<Panel
			id="publishing"
			title="Draft and publishing"
			description="Your changes are kept as a draft while you type. Visitors see them once you publish."
		>
			<div className="grid gap-5">
				<p className="text-sm" data-draft-state>
					{/* Said from what is stored and what the form holds now, never from the page's
					first paint alone (decision 042). */}
					{!projectId ? (
						'Not saved yet: once it has a name, what you type is kept as a draft, seen only in the dashboard.'
					) : (
						<>
							{!published
								? 'Never published: only admins can see this project until you publish it.'
								: hasDraft
									? 'A draft with unpublished changes is saved. The site shows the published version until you publish it.'
									: unsaved
										? 'The site shows the published version.'
										: 'No unpublished changes: this is the version on the site.'}
							{hasDraft && savedAt ? (
								<>
									{' '}
									Last saved by you, <LocalTime value={savedAt} />.
								</>
							) : hasDraft && draft ? (
								<>
									{' '}
									Last saved by {draft.updatedBy ?? 'an admin'},{' '}
									<LocalTime value={draft.updatedAt} />.
								</>
							) : null}
							{unsaved ? ' This form holds changes that are not saved yet.' : null}
						</>
					)}
				</p>

				{projectId && draft?.publishAt ? (
					<div className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/50 bg-accent/10 px-4 py-3 text-sm">
						<p className="mr-auto" data-scheduled>
							<strong className="font-semibold">Scheduled:</strong> goes live{' '}
							<LocalTime value={draft.publishAt} />
							{draft.scheduledBy ? ` (set by ${draft.scheduledBy})` : ''}.
						</p>
						{mayPublish ? (
							<Button
								type="submit"
								name="intent"
								value="unschedule"
								variant="outline"
								size="sm"
								formNoValidate
								disabled={busy}
							>
								Unschedule
							</Button>
						) : null}
					</div>
				) : projectId && mayPublish ? (
					<div className="flex flex-wrap items-end gap-3">
						<div>
							<label
								htmlFor="field-publishAt"
								className="mb-1.5 block text-sm font-semibold"
							>
								Publish at
							</label>
							<input
								id="field-publishAt"
								type="datetime-local"
								name="publishAt"
								aria-invalid={publishAtError ? true : undefined}
								aria-describedby={cx(
									'field-publishAt-hint',
									publishAtError && 'field-publishAt-error',
								)}
								className={cx(controlClasses, 'w-auto')}
							/>
							<input type="hidden" name="timeZone" value={zone} />
						</div>
						<Button
							type="submit"
							name="intent"
							value="schedule"
							variant="outline"
							disabled={busy}
						>
							Schedule
						</Button>
						<p id="field-publishAt-hint" className="w-full text-sm text-ink-muted">
							In your time zone: {zone}. The draft goes live within a minute of that time.
						</p>
						{publishAtError ? (
							<p id="field-publishAt-error" data-field-error className={errorClasses}>
								{publishAtError}
							</p>
						) : null}
					</div>
				) : null}

				{projectId && (hasDraft || published) ? (
					<div className="flex flex-wrap items-center gap-3">
						{hasDraft && published ? <DiscardDraft busy={busy} /> : null}
						{published ? (
							<Link
								to={`/admin/projects/${encodeURIComponent(projectId)}/history`}
								className="text-sm font-semibold text-brand-ink underline underline-offset-4"
							>
								History and earlier versions
							</Link>
						) : null}
					</div>
				) : null}
			</div>
		</Panel>
	)
}

/** Discard the draft, after a second click that says what is lost. */
function DiscardDraft({ busy }: { busy: boolean }) {
	const [asking, setAsking] = useState(false)
	const confirm = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (asking) confirm.current?.focus()
	}, [asking])
	if (!asking)
		return (
			<Button variant="outline" size="sm" disabled={busy} onClick={() => setAsking(true)}>
				Discard draft
			</Button>
		)
	return (
		<div
			role="group"
			aria-label="Discard the draft?"
			className="flex w-full flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-muted p-3"
		>
			<p className="w-full text-sm">
				Discard the draft? Every change since the last publish is lost, and the form shows
				the published version again.
			</p>
			<Button
				ref={confirm}
				type="submit"
				name="intent"
				value="discard"
				size="sm"
				formNoValidate
				disabled={busy}
				className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
			>
				Discard draft
			</Button>
			<Button variant="outline" size="sm" onClick={() => setAsking(false)}>
				Keep it
			</Button>
		</div>
	)
}
