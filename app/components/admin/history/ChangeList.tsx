// What a revision changed, field by field, as a person reads it (app/lib/content-diff.ts):
// a text's old and new value, a list's added and removed entries, an image's old and new
// picture. Every history (a project's, a Site form's) shows its revisions with it, and a
// conflict shows what another admin stored beside the form's own (decision 042).
import { createContext, useContext } from 'react'

import type { AltChange, FieldChange } from '#app/lib/content-diff.ts'
import type { ImageRef } from '#app/lib/types.ts'

/** What the two sides are called. */
export interface ChangeWords {
	before: string
	after: string
	added: string
	removed: string
}

const HISTORY_WORDS: ChangeWords = {
	before: 'Before',
	after: 'After',
	added: 'Added',
	removed: 'Removed',
}

export function ChangeList({
	changes,
	empty,
	words = HISTORY_WORDS,
	gone = [],
}: {
	changes: FieldChange[]
	/** What a revision that changed no field says (the first one, a baseline). */
	empty: string
	words?: ChangeWords
	/** Library images deleted since (decision 044), by id: shown as a placeholder. */
	gone?: readonly string[]
}) {
	if (changes.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>
	return (
		<GoneImages.Provider value={gone}>
			<dl className="grid gap-4">
				{changes.map((change) => (
					<div key={change.field} data-change={change.field}>
						<dt className="text-sm font-semibold">{change.label}</dt>
						<dd className="mt-1 text-sm">
							<Change change={change} words={words} />
						</dd>
					</div>
				))}
			</dl>
		</GoneImages.Provider>
	)
}

const GoneImages = createContext<readonly string[]>([])

function Change({ change, words }: { change: FieldChange; words: ChangeWords }) {
	switch (change.kind) {
		case 'text':
			return (
				<div className="grid gap-2 md:grid-cols-2">
					<Side label={words.before}>
						<del className="whitespace-pre-line text-ink-muted decoration-red-600/60">
							{change.before || '(empty)'}
						</del>
					</Side>
					<Side label={words.after}>
						<ins className="whitespace-pre-line no-underline">
							{change.after || '(empty)'}
						</ins>
					</Side>
				</div>
			)
		case 'boolean':
			return (
				<p>
					{words.before}: {change.before ? 'Yes' : 'No'} → {words.after}:{' '}
					<strong>{change.after ? 'Yes' : 'No'}</strong>
				</p>
			)
		case 'list':
			return (
				<ul className="grid gap-1">
					{change.added.map((entry) => (
						<li key={`+${entry}`}>
							<span className="font-semibold text-emerald-800 dark:text-emerald-300">
								{words.added}:
							</span>{' '}
							{entry}
						</li>
					))}
					{change.removed.map((entry) => (
						<li key={`-${entry}`}>
							<span className="font-semibold text-red-800 dark:text-red-300">
								{words.removed}:
							</span>{' '}
							{entry}
						</li>
					))}
					{change.reordered ? <li>Order changed.</li> : null}
				</ul>
			)
		case 'image':
			return (
				<div className="grid gap-2">
					{change.before?.url !== change.after?.url ? (
						<div className="flex flex-wrap items-center gap-3">
							<Thumb image={change.before} label={words.before} />
							<span aria-hidden="true">→</span>
							<Thumb image={change.after} label={words.after} />
						</div>
					) : null}
					<AltChanges alts={change.alts} />
				</div>
			)
		case 'images':
			return (
				<div className="grid gap-2">
					{change.added.length > 0 ? (
						<Thumbs label={words.added} images={change.added} />
					) : null}
					{change.removed.length > 0 ? (
						<Thumbs label={words.removed} images={change.removed} />
					) : null}
					{change.reordered ? <p>Order changed.</p> : null}
					<AltChanges alts={change.alts} />
				</div>
			)
	}
}

/** Alt texts the change stores in the library: every page showing the image reads them. */
function AltChanges({ alts }: { alts: AltChange[] }) {
	if (alts.length === 0) return null
	return (
		<ul className="grid gap-2">
			{alts.map((alt) => (
				<li key={alt.image.url} className="flex flex-wrap items-center gap-3">
					<Thumb image={alt.image} label="Alt text of" />
					<p>
						Alt text, on every page showing it: <del>{alt.before || '(none)'}</del> →{' '}
						<ins className="font-semibold no-underline">{alt.after || '(none)'}</ins>
					</p>
				</li>
			))}
		</ul>
	)
}

function Side({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div className="rounded-lg bg-surface-muted px-3 py-2">
			<p className="text-xs font-semibold tracking-[0.06em] text-ink-muted uppercase">
				{label}
			</p>
			<p className="mt-1 line-clamp-6">{children}</p>
		</div>
	)
}

function Thumb({ image, label }: { image: ImageRef | null; label: string }) {
	const gone = useContext(GoneImages)
	if (image?.mediaId && gone.includes(image.mediaId))
		return (
			<figure className="grid gap-1" data-image-gone>
				<span
					role="img"
					aria-label={`${label}: ${image.name}, deleted from the library`}
					className="text-xs flex h-16 w-24 items-center justify-center rounded-md border border-dashed border-line-strong bg-surface-muted px-1 text-center text-ink-muted"
				>
					Image deleted
				</span>
				<figcaption className="text-xs max-w-24 truncate text-ink-muted">
					{label}: {image.name}
				</figcaption>
			</figure>
		)
	return (
		<figure className="grid gap-1">
			{image ? (
				<img
					src={image.url}
					alt={`${label}: ${image.name}`}
					width={96}
					height={64}
					loading="lazy"
					className="h-16 w-24 rounded-md border border-line object-cover"
				/>
			) : (
				<span className="text-xs flex h-16 w-24 items-center justify-center rounded-md border border-dashed border-line-strong text-ink-muted">
					None
				</span>
			)}
			<figcaption className="text-xs max-w-24 truncate text-ink-muted">
				{label}
				{image ? `: ${image.name}` : ''}
			</figcaption>
		</figure>
	)
}

function Thumbs({ label, images }: { label: string; images: ImageRef[] }) {
	return (
		<div className="flex flex-wrap items-start gap-3">
			<span className="w-20 pt-1 font-semibold">{label}:</span>
			{images.map((image) => (
				<Thumb key={image.url} image={image} label={label} />
			))}
		</div>
	)
}
