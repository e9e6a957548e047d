// The rows of a Portfolio or Products tab. ProjectList renders them through lazyPart
// (lazy-part.tsx, docs/decisions/012): the first load keeps the server's HTML of them, without
// their code; a tab or page opened in the browser renders them live. Every row's image loads
// lazily: the intro, the tabs and the tab's banner fill the first screen, even at 1440×900.
import {
	ProjectRow,
	type ProjectRowProject,
	type ProjectRowVariant,
} from './ProjectRow.tsx'

export function ProjectRows({
	projects,
	variant,
}: {
	projects: readonly ProjectRowProject[]
	variant: ProjectRowVariant
}) {
	return (
		<ul className="grid gap-20 md:gap-28">
			{projects.map((project) => (
				<li key={project.id}>
					<ProjectRow project={project} variant={variant} />
				</li>
			))}
		</ul>
	)
}
