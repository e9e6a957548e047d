import { useState } from 'react'

import { ColorPalette } from '#app/components/site/ColorPalette.tsx'
import { Gallery } from '#app/components/site/Gallery.tsx'
import { PlatformChips } from '#app/components/site/PlatformChips.tsx'
import { ProjectBanner } from '#app/components/site/ProjectBanner.tsx'
import { ProjectRow } from '#app/components/site/ProjectRow.tsx'
import { RichText } from '#app/components/rich-text/RichText.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { isRichTextEmpty } from '#app/lib/rich-text.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import type { ProjectFormValues } from '#app/schemas/project.ts'

const VIEWS = [
	{ id: 'portfolio', label: 'Portfolio View' },
	{ id: 'products', label: 'Products View' },
] as const satisfies ReadonlyArray<{ id: ProjectCollection; label: string }>

/**
 * Spec §2's optional preview of unsaved work, drawn by the components the public pages
 * use: the list row as Portfolio or Products shows it, then the detail page's banner,
 * intro, features, colours and product images. Everything is text: nothing typed is
 * read as HTML. Links are inert (the form must not be left by accident).
 */
export function ProjectPreview({
	values,
	id,
}: {
	values: ProjectFormValues
	id: string
}) {
	const [view, setView] = useState<ProjectCollection>(values.collection)
	const features = values.features.filter(
		(f) => f.title.trim() || !isRichTextEmpty(f.description),
	)
	return (
		<section
			id={id}
			aria-label="Preview"
			className="overflow-hidden rounded-card border border-line bg-canvas"
		>
			<div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-surface px-5 py-3">
				<p className="text-sm font-semibold text-ink-muted">
					Preview · as visitors will see it
				</p>
				<div role="group" aria-label="Preview view" className="flex gap-1">
					{VIEWS.map((option) => (
						<button
							key={option.id}
							type="button"
							aria-pressed={view === option.id}
							onClick={() => setView(option.id)}
							className={cx(
								'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold transition-colors duration-200',
								view === option.id
									? 'bg-primary text-on-primary'
									: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
							)}
						>
							{option.label}
						</button>
					))}
				</div>
			</div>
			<div className="grid gap-12 p-5 md:p-8">
				<ProjectRow
					project={{
						id: 'preview',
						slug: values.slug || 'preview',
						name: values.name || 'Project name',
						type: values.type,
						category: values.category || 'Category',
						description: values.description,
						platforms: values.platforms,
						image: values.image,
						align: values.align,
						primaryColor: values.primaryColor,
					}}
					variant={view}
					linkDisabled
				/>
				<div className="grid gap-8 border-t border-line pt-10">
					<ProjectBanner image={values.banner} />
					<div>
						<p className="text-sm font-semibold tracking-[0.08em] text-brand-ink uppercase">
							{values.category}
						</p>
						<p className="mt-2 text-xl font-bold md:text-2xl">{values.name}</p>
						<RichText
							value={values.intro}
							keywords={[values.name]}
							inertLinks
							className="mt-4 grid max-w-prose gap-3 text-ink-muted"
						/>
						<PlatformChips platforms={values.platforms} className="mt-5" />
					</div>
					{features.length > 0 ? (
						<ul className="grid gap-3">
							{features.map((feature, index) => (
								<li
									key={index}
									className="rounded-card border border-line bg-surface p-4 dark:border-transparent"
								>
									<RichText
										value={feature.description}
										inertLinks
										lead={
											<>
												<strong className="font-semibold text-ink">
													{feature.title}
												</strong>
												{' - '}
											</>
										}
										className="grid gap-2 text-ink-muted"
									/>
								</li>
							))}
						</ul>
					) : null}
					<ColorPalette
						project={{
							primaryColor: values.primaryColor,
							secondaryColor: values.secondaryColor,
							accentColor: values.accentColor || null,
						}}
					/>
					<Gallery
						images={values.productImages}
						type={values.type}
						projectName={values.name}
					/>
				</div>
			</div>
		</section>
	)
}
