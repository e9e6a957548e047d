import { useWords } from '#app/i18n/use-words.ts'
import { useId } from 'react'

import { ButtonLink } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { toHexColor } from '#app/lib/colors.ts'
import type { Project, ProjectCollection } from '#app/lib/types.ts'
import type { Untranslated } from '#app/lib/translation.ts'

import { PlatformChips } from './PlatformChips.tsx'
import { ProjectImage } from './ProjectImage.tsx'
import { Eyebrow } from './Eyebrow.tsx'
import { useFieldLanguage } from './language.ts'
import { Icon } from '#app/components/ui/Icon.tsx'

export type ProjectRowVariant = ProjectCollection

export type ProjectRowProject = Pick<
	Project,
	| 'id'
	| 'slug'
	| 'name'
	| 'type'
	| 'category'
	| 'description'
	| 'platforms'
	| 'image'
	| 'align'
> &
	Partial<Pick<Project, 'primaryColor'>> &
	Untranslated

export interface ProjectRowProps {
	project: ProjectRowProject
	/** 'portfolio': 'View Project' → /portfolio/{id}; 'products': 'View Product' → /products/{id}. */
	variant: ProjectRowVariant
	/** Level of the project name's heading in the page outline. Default 3. */
	headingLevel?: 2 | 3 | 4
	/** Instead of a link (the admin preview, which must not navigate away from a form). */
	linkDisabled?: boolean
	className?: string
}

const ACTIONS = {
	portfolio: { label: 'projects.viewProject', base: '/portfolio' },
	products: { label: 'projects.viewProduct', base: '/products' },
} as const

/** Where a visitor reads more about a project of this collection: its address. */
export function projectPath(variant: ProjectRowVariant, slug: string) {
	return `${ACTIONS[variant].base}/${slug}`
}

/**
 * One project of the Portfolio or Products list: image on the side `align` names (first on
 * a phone), then category, name, description, platform chips and the link to its page.
 * `align` is stored as 'left' or 'right' (spec §3) and drawn as the line's start or end, so
 * a right-to-left page mirrors the row (decision 048; the stored values stay as they are).
 * Pure presentation: the admin dashboard renders it as a preview of unsaved work.
 */
export function ProjectRow({
	project,
	variant,
	headingLevel = 3,
	linkDisabled = false,
	className,
}: ProjectRowProps) {
	const nameId = useId()
	const field = useFieldLanguage(project.untranslated)
	const Heading = `h${headingLevel}` as const
	const action = ACTIONS[variant]
	const { t } = useWords()
	const imageSide = project.align === 'right' ? 'end' : 'start'
	const glow = project.primaryColor ? toHexColor(project.primaryColor) : null
	return (
		<article
			aria-labelledby={nameId}
			data-align={imageSide === 'end' ? 'right' : 'left'}
			data-image-side={imageSide}
			data-project-row={project.id}
			className={cx(
				'grid items-center gap-7 md:grid-cols-2 md:gap-12 lg:gap-20',
				className,
			)}
		>
			<div
				data-row-image
				className={cx(
					'relative isolate',
					// On a phone the image always comes first; from md it takes its side: the
					// grid's first column is the start, left or right as the text runs.
					imageSide === 'end' && 'md:order-last',
				)}
			>
				{/* A soft glow in the project's own colour behind the image. */}
				<div
					aria-hidden="true"
					style={glow ? { backgroundColor: glow } : undefined}
					className="absolute inset-8 -z-10 rounded-full bg-brand opacity-30 blur-3xl dark:opacity-20"
				/>
				<div className="overflow-hidden rounded-card border border-line bg-surface-muted shadow-[0_1px_2px_rgb(21_23_58/0.05)] transition-shadow duration-200 ease-out-soft hover:shadow-raised dark:border-line/60">
					<ProjectImage
						image={project.image}
						language={field('image.alt')}
						sizes="(min-width: 1264px) 600px, (min-width: 768px) 50vw, 100vw"
					/>
				</div>
			</div>
			<div data-row-text className="min-w-0">
				<Eyebrow rule="short" language={field('category')}>
					{project.category}
				</Eyebrow>
				<Heading
					id={nameId}
					{...field('name')}
					className="mt-3 text-xl font-bold md:text-2xl"
				>
					{project.name}
				</Heading>
				<p {...field('description')} className="mt-4 max-w-prose text-ink-muted">
					{project.description}
				</p>
				<PlatformChips platforms={project.platforms} className="mt-6" />
				<div className="mt-8">
					{linkDisabled ? (
						<span
							aria-disabled="true"
							className="inline-flex h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary opacity-80"
						>
							{t(action.label)}
						</span>
					) : (
						<ButtonLink
							to={projectPath(variant, project.slug)}
							aria-describedby={nameId}
							className="group/link"
						>
							{t(action.label)}
							<Icon
								name="arrow-small"
								className="size-4 transition-transform duration-200 ease-out-soft group-hover/link:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover/link:-translate-x-0.5"
							/>
						</ButtonLink>
					)}
				</div>
			</div>
		</article>
	)
}
