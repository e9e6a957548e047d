// Share links of a draft (decisions 033 and 034): made for a day, a week or a month, shown
// once (only a hash of the token is kept), listed while they work and withdrawn one by one.
// The project's edit page and a Site form's panel both draw theirs with it; each says it in
// the words of its own messages and posts to its own action.
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { PREVIEW_LINK_DAYS } from '#app/schemas/preview-link.ts'

export interface ShareLinkRow {
	id: string
	createdAt: string
	createdBy: string | null
	expiresAt: string
}

export interface ShareWords {
	/** The button that makes a link. */
	make: string
	/** The new link's field (it is shown once). */
	fresh: string
	/** Each link's button, and its whole name for a screen reader. */
	revoke: string
	revokeName: (link: ShareLinkRow, place: number) => string
}

type PostForm = ComponentType<{
	method: 'post'
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
	className?: string
	children: React.ReactNode
}>

const DAYS_LABEL = { 1: '1 day', 7: '7 days', 30: '30 days' } as const

export function ShareLinks({
	form: PostForm,
	onSubmit,
	busy = false,
	links,
	fresh,
	revokeField,
	words,
	level = 3,
	refusal = null,
}: {
	/** The router's Form, or a fetcher's (the page stays as it is). */
	form: PostForm
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
	/** A post of these forms is on its way. */
	busy?: boolean
	links: ShareLinkRow[]
	/** A link just made, with the whole address to send. */
	fresh: { url: string; expiresAt: string } | null
	/** The field that names the link to withdraw. */
	revokeField: string
	words: ShareWords
	/** The level of the list's heading, under the caller's own. */
	level?: 3 | 4
	/** Why this role may not make a link now, said where its button would be. */
	refusal?: string | null
}) {
	const Heading = level === 3 ? 'h3' : 'h4'
	const [copiedUrl, setCopiedUrl] = useState<string | null>(null)
	const copied = fresh !== null && copiedUrl === fresh.url
	const urlRef = useRef<HTMLInputElement>(null)
	// A new link takes focus, selected, so it is copied at once.
	const freshUrl = fresh?.url
	useEffect(() => {
		if (!freshUrl) return
		urlRef.current?.focus()
		urlRef.current?.select()
	}, [freshUrl])
	return (
		<>
			{refusal ? (
				<p className="text-sm text-ink-muted">{refusal}</p>
			) : (
				<PostForm
					method="post"
					onSubmit={onSubmit}
					className="flex flex-wrap items-end gap-2"
				>
					<div>
						<label
							htmlFor="share-days"
							className="mb-1 block text-sm font-semibold text-ink"
						>
							Link works for
						</label>
						<select
							id="share-days"
							name="days"
							defaultValue="7"
							className={cx(controlClasses, 'w-auto py-2')}
						>
							{PREVIEW_LINK_DAYS.map((days) => (
								<option key={days} value={days}>
									{DAYS_LABEL[days]}
								</option>
							))}
						</select>
					</div>
					<Button
						type="submit"
						name="intent"
						value="share"
						variant="outline"
						size="sm"
						disabled={busy}
					>
						{words.make}
					</Button>
				</PostForm>
			)}

			{fresh ? (
				<div
					className="mt-3 grid gap-1.5 rounded-xl border border-line-strong bg-surface-muted p-3"
					data-shared-link
				>
					<label htmlFor="share-url" className="text-sm font-semibold text-ink">
						{words.fresh}
					</label>
					<div className="flex flex-wrap gap-2">
						<input
							ref={urlRef}
							id="share-url"
							readOnly
							value={fresh.url}
							onFocus={(event) => event.currentTarget.select()}
							className={cx(controlClasses, 'min-w-0 flex-1 py-2 font-mono text-sm')}
						/>
						<Button
							size="sm"
							variant="outline"
							onClick={() => {
								void navigator.clipboard
									?.writeText(fresh.url)
									.then(() => setCopiedUrl(fresh.url))
							}}
						>
							{copied ? 'Copied!' : 'Copy link'}
						</Button>
					</div>
					<p className="text-sm text-ink-muted">
						Works until <LocalTime value={fresh.expiresAt} />.
					</p>
				</div>
			) : null}

			<Heading className="mt-4 text-sm font-semibold text-ink">
				Links that work now
			</Heading>
			{links.length === 0 ? (
				<p className="mt-1 text-sm text-ink-muted">None.</p>
			) : (
				<ul className="mt-2 divide-y divide-line rounded-xl border border-line">
					{links.map((link, index) => (
						<li
							key={link.id}
							className="flex flex-wrap items-center gap-2 px-3 py-2.5 text-sm"
							data-preview-link={link.id}
						>
							<p className="mr-auto">
								<span className="font-semibold">Link {index + 1}:</span> made by{' '}
								{link.createdBy ?? 'an admin'}, <LocalTime value={link.createdAt} />.
								Expires <LocalTime value={link.expiresAt} />.
							</p>
							<RevokeLink
								form={PostForm}
								onSubmit={onSubmit}
								field={revokeField}
								link={link}
								label={words.revoke}
								name={words.revokeName(link, index + 1)}
							/>
						</li>
					))}
				</ul>
			)}
		</>
	)
}

/**
 * A link's withdraw button, after a second click that says what it does (decision 042:
 * every destructive action confirms or can be undone).
 */
function RevokeLink({
	form: PostForm,
	onSubmit,
	field,
	link,
	label,
	name,
}: {
	form: PostForm
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
	field: string
	link: ShareLinkRow
	label: string
	name: string
}) {
	const [asking, setAsking] = useState(false)
	const confirmRef = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (asking) confirmRef.current?.focus()
	}, [asking])
	if (!asking)
		return (
			<Button
				variant="outline"
				size="sm"
				aria-label={name}
				onClick={() => setAsking(true)}
			>
				{label}
			</Button>
		)
	return (
		<PostForm
			method="post"
			onSubmit={onSubmit}
			className="flex w-full flex-wrap items-center gap-2 rounded-xl bg-surface-muted p-3"
		>
			<p className="w-full">
				{label} this link? Whoever has it can no longer open the preview. A new link can
				be made at any time.
			</p>
			<input type="hidden" name={field} value={link.id} />
			<Button
				ref={confirmRef}
				type="submit"
				name="intent"
				value="revoke"
				size="sm"
				className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
			>
				{label} link
			</Button>
			<Button variant="outline" size="sm" onClick={() => setAsking(false)}>
				Keep it
			</Button>
		</PostForm>
	)
}
