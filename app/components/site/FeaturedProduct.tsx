import { useWords } from '#app/i18n/use-words.ts'
import { projectAddress } from '#app/lib/slugs.ts'
import type { Project } from '#app/lib/types.ts'
import type { Untranslated } from '#app/lib/translation.ts'

import { ButtonLink } from '../ui/Button.tsx'
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { PlatformBadges } from './PlatformBadges.tsx'
import { useFieldLanguage } from './language.ts'

export type FeaturedProductView = Pick<
	Project,
	'id' | 'slug' | 'name' | 'description' | 'platforms' | 'image' | 'category'
> &
	Untranslated

/** Spec §2: the one product the home page features, or the fallback when there is none. */
export function FeaturedProduct({ product }: { product: FeaturedProductView | null }) {
	const { t } = useWords()
	const field = useFieldLanguage(product?.untranslated)
	if (!product) {
		return (
			<div className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
				<p className="text-lg font-bold">{t('home.noFeaturedHeading')}</p>
				<p className="mt-2 text-ink-muted">{t('home.noFeaturedText')}</p>
			</div>
		)
	}
	return (
		<article
			aria-labelledby="featured-product-name"
			className="grid overflow-hidden rounded-card border border-line bg-surface lg:grid-cols-2 dark:border-transparent dark:shadow-raised"
		>
			{product.image && (
				// Above the text until lg; beside it, the picture fills its half however tall
				// the text runs (a long name), cropped around its focal point.
				<div className="relative bg-surface-muted">
					<ResponsiveImage
						{...field('image.alt')}
						image={product.image}
						alt={product.image.alt ?? ''}
						sizes="(min-width: 1264px) 600px, (min-width: 1024px) 50vw, 100vw"
						className="block aspect-4/3 h-auto w-full object-cover lg:absolute lg:inset-0 lg:aspect-auto lg:h-full"
					/>
				</div>
			)}
			<div className="flex flex-col justify-center gap-5 p-6 sm:p-10">
				{product.category && (
					<p
						{...field('category')}
						className="text-sm font-semibold tracking-[0.08em] text-brand-ink uppercase"
					>
						{product.category}
					</p>
				)}
				<h3 id="featured-product-name" {...field('name')} className="text-xl font-bold">
					{product.name}
				</h3>
				<p {...field('description')} className="text-ink-muted">
					{product.description}
				</p>
				<PlatformBadges platforms={product.platforms} />
				<div>
					<ButtonLink to={projectAddress('products', product.slug)}>
						{t('home.viewProduct')}
						<span className="sr-only">: {product.name}</span>
					</ButtonLink>
				</div>
			</div>
		</article>
	)
}
