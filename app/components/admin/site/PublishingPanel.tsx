// A form's versions (decision 033): what is published and what is drafted, the draft's
// preview for this admin and its share links for others, its schedule, and discarding it.
// The Site forms, the testimonial form (decision 052) and the translation forms (decision
// 050) show it.
// Every post here waits for a draft save in flight and sends the versions as of that moment
// (the form's `beforePost`).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Form } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { LocalTime, useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { ShareLinks, type ShareWords } from '#app/components/admin/ShareLinks.tsx'
import type { DraftAutosave } from '#app/components/admin/use-draft-autosave.ts'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { formatTime } from '#app/lib/local-time.ts'

import type { SitePageData } from '#app/lib/site-admin.ts'
import { useCan } from '#app/components/admin/use-can.ts'
import { shareRefusal } from '#app/lib/admin-messages.ts'
import { FormFields } from '#app/components/admin/FormFields.tsx'

/** The preview of a form's page for a signed-in admin (its drafts in it). */
export const adminPreviewUrl = (path: string) =>
	`/preview/admin${path === '/' ? '' : path}`

/** What the panel shows of an item: its published revision, its draft, its share links. */
export type PublishingPage = Pick<SitePageData, 'published' | 'draft' | 'links'>

const small = 'text-sm text-ink-muted'
const heading = 'text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase'

export function PublishingPanel({
	page,
	previewHref,
	neverPublished = 'Never published: the site shows its original words.',
	autosave,
	sharedLink,
	beforePost,
	readOnly,
}: {
	page: PublishingPage
	/** The admin's preview of the page with the draft in it. */
	previewHref: string
	/** What the status says of an item never published. */
	neverPublished?: string
	autosave: DraftAutosave
	sharedLink: { url: string; expiresAt: string } | null
	beforePost: (event: FormEvent<HTMLFormElement>) => void
	/** Another page holds the form: nothing here acts. */
	readOnly: boolean
}) {
	const mayPublish = useCan('content.publish')
	const timeZone = useTimeZone()
	const { published, draft } = page
	// What is stored as the form knows it now (its own saves included).
	const hasDraft = autosave.versions.draftVersion > 0
	const versions = (
		<>
			<input type="hidden" name="draftVersion" value={autosave.versions.draftVersion} />
			<input type="hidden" name="baseRevision" value={autosave.versions.baseRevision} />
			{/* This page's id (decision 042): set as each form here posts (beforePost). */}
			<input type="hidden" name="editor" defaultValue="" />
		</>
	)

	return (
		<Panel
			id="site-publishing"
			title="Draft and publishing"
			description="Changes are kept as a draft while you type. Visitors see the published version until you publish."
		>
			<FormFields readOnly={readOnly} className="grid min-w-0 gap-6 lg:grid-cols-3">
				<section aria-labelledby="site-status-title" className="grid content-start gap-2">
					<h3 id="site-status-title" className={heading}>
						Status
					</h3>
					<p>
						{published.revision > 0 ? (
							<>
								<span className="font-semibold text-emerald-800 dark:text-emerald-300">
									Published
								</span>{' '}
								<span className={small}>
									(revision {published.revision}
									{published.updatedBy ? `, by ${published.updatedBy}` : ''})
								</span>
							</>
						) : (
							<span className={small}>{neverPublished}</span>
						)}
					</p>
					<DraftLine page={page} autosave={autosave} />
					<div className="mt-1 flex flex-wrap gap-2">
						<a
							href={previewHref}
							target="_blank"
							rel="noreferrer"
							onClick={() => void autosave.flush()}
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							Preview<span className="sr-only"> the draft (opens in a new tab)</span>
						</a>
						{hasDraft ? (
							<DiscardDraft beforePost={beforePost}>{versions}</DiscardDraft>
						) : null}
					</div>
				</section>

				{mayPublish ? (
					<section
						aria-labelledby="site-schedule-title"
						className="grid content-start gap-2"
					>
						<h3 id="site-schedule-title" className={heading}>
							Schedule
						</h3>
						{draft?.publishAt ? (
							<Form method="post" onSubmit={beforePost} className="grid gap-2">
								<p>
									Goes live{' '}
									<LocalTime value={draft.publishAt} className="font-semibold" />
									{draft.scheduledByEmail ? (
										<span className={small}> · set by {draft.scheduledByEmail}</span>
									) : null}
								</p>
								{versions}
								<div>
									<Button
										type="submit"
										name="intent"
										value="unschedule"
										variant="outline"
										size="sm"
									>
										Unschedule
									</Button>
								</div>
							</Form>
						) : (
							<ScheduleForm
								timeZone={timeZone}
								beforePost={beforePost}
								disabled={!hasDraft && !autosave.unsaved}
							>
								{versions}
							</ScheduleForm>
						)}
					</section>
				) : null}

				<SharePreview page={page} sharedLink={sharedLink} beforePost={beforePost} />
			</FormFields>
		</Panel>
	)
}

/**
 * Where the draft stands, from what is stored and what the form holds now (decision 042):
 * who saved it and when, changes not saved yet, or why the last save failed.
 */
function DraftLine({
	page,
	autosave,
}: {
	page: PublishingPage
	autosave: DraftAutosave
}) {
	const { state: status, unsaved } = autosave
	const pending = unsaved ? (
		<span className={small}> The form holds changes that are not saved yet.</span>
	) : null
	if (status.status === 'conflict')
		return (
			<p className={small} data-draft-line="conflict">
				Not saved: {status.conflict?.by ?? 'another admin'}
				{status.conflict?.reason === 'locked'
					? ' is editing this form.'
					: ' came first (see the message in the form).'}
			</p>
		)
	if (status.status === 'failed')
		return (
			<FormAlert>
				<p>{status.message}</p>
			</FormAlert>
		)
	if (status.status === 'saved')
		return (
			<p data-draft-line="saved">
				<span className="font-semibold">Draft</span>{' '}
				<span className={small}>
					saved by you <LocalTime value={status.savedAt} />: not published yet.
				</span>
				{pending}
			</p>
		)
	if (page.draft && autosave.versions.draftVersion > 0)
		return (
			<p data-draft-line="stored">
				<span className="font-semibold">Draft</span>{' '}
				<span className={small}>
					saved <LocalTime value={page.draft.updatedAt} />
					{page.draft.updatedByName ? ` by ${page.draft.updatedByName}` : ''}: not
					published yet.
				</span>
				{pending}
			</p>
		)
	return (
		<p className={small} data-draft-line="none">
			{unsaved
				? 'No draft saved yet: the form holds changes that are not saved yet.'
				: 'No draft: the form shows what is published.'}
		</p>
	)
}

/** Discard the draft, after a second click that says what is lost. */
function DiscardDraft({
	beforePost,
	children,
}: {
	beforePost: (event: FormEvent<HTMLFormElement>) => void
	children: ReactNode
}) {
	const [asking, setAsking] = useState(false)
	const confirm = useRef<HTMLButtonElement>(null)
	// The question's own button takes focus when it opens; Keep it closes it again.
	useEffect(() => {
		if (asking) confirm.current?.focus()
	}, [asking])
	if (!asking)
		return (
			<Button variant="outline" size="sm" onClick={() => setAsking(true)}>
				Discard draft
			</Button>
		)
	return (
		<div role="group" aria-label="Discard the draft?" className="w-full">
			<Form
				method="post"
				onSubmit={beforePost}
				className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-muted p-3"
			>
				<p className="w-full text-sm">
					Discard the draft? Every change since the last publish is lost.
				</p>
				{children}
				<Button
					type="submit"
					name="intent"
					value="discard"
					size="sm"
					ref={confirm}
					className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
				>
					Discard draft
				</Button>
				<Button variant="outline" size="sm" onClick={() => setAsking(false)}>
					Keep it
				</Button>
			</Form>
		</div>
	)
}

/**
 * A date and time in the admin's zone for the draft to go live; the browser sends it as
 * UTC (`publishAt`).
 */
function ScheduleForm({
	timeZone,
	beforePost,
	disabled,
	children,
}: {
	timeZone: string
	beforePost: (event: FormEvent<HTMLFormElement>) => void
	disabled: boolean
	children: ReactNode
}) {
	const [local, setLocal] = useState('')
	const instant = local ? new Date(local) : null
	const publishAt =
		instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : ''
	return (
		// The browser's own check would refuse a time with seconds; the server checks the time.
		<Form method="post" noValidate onSubmit={beforePost} className="grid gap-2">
			<label htmlFor="site-publish-at" className="text-sm font-semibold text-ink">
				Publish the draft at{' '}
				<span className="font-normal text-ink-muted">({timeZone} time)</span>
			</label>
			<input
				id="site-publish-at"
				type="datetime-local"
				value={local}
				onChange={(event) => setLocal(event.currentTarget.value)}
				aria-describedby="site-publish-at-hint"
				className={cx(controlClasses, 'py-2')}
			/>
			<p id="site-publish-at-hint" className={small}>
				{disabled
					? 'Make a change first: a schedule publishes the draft.'
					: 'It goes live within a minute of that time.'}
			</p>
			<input type="hidden" name="publishAt" value={publishAt} />
			{children}
			<div>
				<Button
					type="submit"
					name="intent"
					value="schedule"
					variant="outline"
					size="sm"
					disabled={disabled || !publishAt}
				>
					Schedule
				</Button>
			</div>
		</Form>
	)
}

const shareWords = (timeZone: string): ShareWords => ({
	make: 'Make a share link',
	fresh: 'Share link (shown once: copy it now)',
	revoke: 'Revoke',
	revokeName: (link) => `Revoke the link made ${formatTime(link.createdAt, timeZone)}`,
})

/** Links that show the draft to someone without an account, until they expire or are revoked. */
function SharePreview({
	page,
	sharedLink,
	beforePost,
}: {
	page: PublishingPage
	sharedLink: { url: string; expiresAt: string } | null
	beforePost: (event: FormEvent<HTMLFormElement>) => void
}) {
	const timeZone = useTimeZone()
	const mayPublish = useCan('content.publish')
	return (
		<section aria-labelledby="site-share-title" className="grid content-start gap-2">
			<h3 id="site-share-title" className={heading}>
				Share a preview
			</h3>
			<div>
				<ShareLinks
					form={Form}
					onSubmit={beforePost}
					links={page.links.map(({ createdByEmail, ...link }) => ({
						...link,
						createdBy: createdByEmail,
					}))}
					fresh={sharedLink}
					revokeField="link"
					words={shareWords(timeZone)}
					level={4}
					refusal={shareRefusal(mayPublish, page.draft?.publishAt)}
				/>
			</div>
		</section>
	)
}
