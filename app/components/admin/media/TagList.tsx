import { Link } from 'react-router'

/** An image's tags, each a link to the library filtered by it. */
export function TagList({ tags }: { tags: readonly string[] }) {
	return (
		<ul aria-label="Tags" className="flex flex-wrap gap-1.5">
			{tags.map((tag) => (
				<li key={tag}>
					<Link
						to={`/admin/media?tag=${encodeURIComponent(tag)}`}
						className="inline-flex rounded-full border border-line-strong px-2 py-0.5 text-sm font-medium text-ink hover:border-ink hover:bg-surface-muted"
					>
						<span className="sr-only">Tag: </span>
						{tag}
					</Link>
				</li>
			))}
		</ul>
	)
}
