// The project detail page's sections (spec §2): the lead (breadcrumb, banner, name, intro,
// facts), the features and colours, and the phases, gallery and closing call. The prototype
// section is the route's own (its Copy button: copy-button.client.ts).
import { Link } from '#app/components/ui/Link.tsx'

import { RichText } from '#app/components/rich-text/RichText.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'
import type { Project, ProjectCollection } from '#app/lib/types.ts'
import type { Untranslated } from '#app/lib/translation.ts'
import { useFieldLanguage, useLanguage } from './language.ts'

import { ColorPalette } from './ColorPalette.tsx'
import { Eyebrow } from './Eyebrow.tsx'
import { Gallery } from './Gallery.tsx'
import { PhaseList } from './PhaseList.tsx'
import { PlatformChips } from './PlatformChips.tsx'
import { ProjectBanner } from './ProjectBanner.tsx'
import { ProjectImage } from './ProjectImage.tsx'
import { ProjectSection as Section } from './ProjectSection.tsx'
import { projectTabPath } from '#app/lib/project-tabs.ts'
import { Icon } from '#app/components/ui/Icon.tsx'

interface PartProps {
	project: Project & Untranslated
	collection: ProjectCollection
}

const TYPE_LABEL = {
	mobile: 'project.type.mobile',
	website: 'project.type.website',
} as const satisfies Record<Project['type'], MessageId>

/** The collection page this project is listed on, on its tab. */
function listOf(
	project: Project,
	collection: ProjectCollection,
): { name: MessageId; path: string } {
	return {
		name: collection === 'products' ? 'nav.products' : 'nav.portfolio',
		path: projectTabPath(collection, project.type === 'website' ? 'websites' : 'mobile'),
	}
}

/** Breadcrumb, banner, name, intro and the type, category and platforms. */
export function ProjectLead({ project, collection }: PartProps) {
	const list = listOf(project, collection)
	const { t } = useWords()
	const field = useFieldLanguage(project.untranslated)
	return (
		<>
			<div className="wrap pt-6 md:pt-10">
				<nav aria-label={t('project.breadcrumb')} className="mb-5 text-sm">
					<ol className="flex flex-wrap items-center gap-2 text-ink-muted">
						<li>
							<Link
								to={list.path}
								className="font-medium text-brand-ink underline-offset-4 hover:underline"
							>
								{t(list.name)}
							</Link>
						</li>
						<li aria-hidden="true">/</li>
						<li aria-current="page" {...field('name')} className="text-ink">
							{project.name}
						</li>
					</ol>
				</nav>
				<ProjectBanner image={project.banner} language={field('banner.alt')} />
			</div>

			<header className="wrap grid gap-10 pt-10 pb-14 md:pt-14 md:pb-20 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
				<div>
					<Eyebrow language={field('category')}>{project.category}</Eyebrow>
					<h1 {...field('name')} className="mt-4 text-2xl font-bold md:text-3xl">
						{project.name}
					</h1>
					<RichText
						value={project.intro}
						language={field('intro')}
						keywords={[project.name]}
						headingLevel={2}
						data-intro
						className="mt-6 grid max-w-prose gap-4 text-ink-muted md:text-lg"
					/>
				</div>
				<dl className="grid grid-cols-2 content-start gap-6 self-start rounded-card border border-line bg-surface p-6 md:p-8 dark:border-transparent dark:shadow-raised">
					<div>
						<dt className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase">
							{t('project.type')}
						</dt>
						<dd className="mt-1 font-semibold">{t(TYPE_LABEL[project.type])}</dd>
					</div>
					<div>
						<dt className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase">
							{t('project.category')}
						</dt>
						<dd {...field('category')} className="mt-1 font-semibold">
							{project.category}
						</dd>
					</div>
					{project.platforms.length > 0 && (
						<div className="col-span-2">
							<dt className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase">
								{t('project.platforms')}
							</dt>
							<dd className="mt-3">
								<PlatformChips platforms={project.platforms} />
							</dd>
						</div>
					)}
				</dl>
			</header>
		</>
	)
}

/** Key Features beside the project's image, then the colour palette. */
export function ProjectFeaturesAndColors({ project }: PartProps) {
	const { t } = useWords()
	const field = useFieldLanguage(project.untranslated)
	const { language } = useLanguage()
	const pageLanguage = { lang: language.code, dir: language.dir }
	return (
		<>
			{project.features.length > 0 && (
				<Section id="features" title={t('project.keyFeatures')}>
					<div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
						<ul className="grid gap-4">
							{project.features.map((feature, index) => {
								const title = field(`features.${index}.title`)
								const description = field(`features.${index}.description`)
								return (
									<li
										key={`${feature.title}-${index}`}
										data-feature
										className="flex gap-4 rounded-card border border-line bg-surface p-5 dark:border-transparent"
									>
										<CheckIcon />
										<RichText
											value={feature.description}
											language={description}
											headingLevel={3}
											lead={
												<>
													{/* Inside the description's paragraph: its own language. */}
													<strong
														{...(title.lang || !description.lang ? title : pageLanguage)}
														className="font-semibold text-ink"
													>
														{feature.title}
													</strong>
													{' - '}
												</>
											}
											className="grid gap-2 text-ink-muted"
										/>
									</li>
								)
							})}
						</ul>
						<div className="overflow-hidden rounded-card border border-line bg-surface-muted lg:sticky lg:top-28 dark:border-line/60">
							<ProjectImage
								image={project.image}
								language={field('image.alt')}
								sizes="(min-width: 1264px) 570px, (min-width: 1024px) 45vw, 100vw"
							/>
						</div>
					</div>
				</Section>
			)}

			<Section id="colors" title={t('project.colors')}>
				<ColorPalette project={project} />
			</Section>
		</>
	)
}

/** The phases, the gallery and the closing call to action. */
export function ProjectClosing({ project, collection }: PartProps) {
	const list = listOf(project, collection)
	const { t } = useWords()
	const field = useFieldLanguage(project.untranslated)
	return (
		<>
			<Section
				id="phases"
				title={t('project.phases')}
				split
				intro={t(
					project.type === 'mobile'
						? 'project.phasesIntro.mobile'
						: 'project.phasesIntro.website',
				)}
			>
				<PhaseList type={project.type} />
			</Section>

			{project.productImages.some((image) => image.url) && (
				<Section id="product-images" title={t('project.productImages')}>
					<Gallery
						images={project.productImages}
						type={project.type}
						projectName={project.name}
						altLanguage={(image) =>
							field(`productImages.${project.productImages.indexOf(image)}.alt`)
						}
					/>
				</Section>
			)}

			<div className="wrap pt-6 pb-16 md:pb-24">
				<div className="flex flex-col items-start justify-between gap-6 rounded-card border border-line bg-surface p-8 md:flex-row md:items-center md:p-10 dark:border-transparent dark:shadow-raised">
					<div>
						<h2 className="text-xl font-bold">
							{t('project.closingHeading', { project: project.name })}
						</h2>
						<p className="mt-2 text-ink-muted">{t('project.closingText')}</p>
					</div>
					<div className="flex flex-wrap gap-3">
						<ButtonLink to="/contact" variant="accent">
							{t('cta.letsTalk')}
						</ButtonLink>
						<ButtonLink to={list.path} variant="outline">
							{t('project.backTo', { list: t(list.name) })}
						</ButtonLink>
					</div>
				</div>
			</div>
		</>
	)
}

function CheckIcon() {
	return (
		<span
			aria-hidden="true"
			className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand/15 text-brand-ink"
		>
			<Icon name="check-small" className="size-3.5" />
		</span>
	)
}
