import { RichText } from '../rich-text/RichText.tsx'
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { ThemeImage } from './ThemeImage.tsx'
import { useFieldLanguage } from './language.ts'
import type { TestimonialView } from './TestimonialSlider.tsx'

function initials(name: string) {
	return name
		.split(/\s+/)
		.filter((part) => /^\p{L}/u.test(part))
		.slice(-2)
		.map((part) => part[0])
		.join('')
}

/** One testimonial: the quote, then who said it, their portrait and their company's logo. */
export function TestimonialSlide({ testimonial }: { testimonial: TestimonialView }) {
	const { logoLight, logoDark, image } = testimonial
	const field = useFieldLanguage(testimonial.untranslated)
	return (
		<figure className="grid gap-8 md:grid-cols-[1fr_15rem] md:items-center md:gap-12">
			<blockquote className="relative text-lg leading-relaxed font-medium text-ink md:text-xl md:leading-[1.5]">
				<svg
					viewBox="0 0 32 24"
					aria-hidden="true"
					// The opening quotation mark faces the text: mirrored in right-to-left text.
					className="mb-5 h-6 w-8 text-accent rtl:-scale-x-100"
					fill="currentColor"
				>
					<path d="M0 24V14C0 6.3 4.2 1.6 12.6 0l1.3 3.2C9 4.6 6.6 7.3 6.4 11.2H12V24zm18 0V14c0-7.7 4.2-12.4 12.6-14l1.3 3.2C27 4.6 24.6 7.3 24.4 11.2H30V24z" />
				</svg>
				{/* Spec §3: its line breaks are kept; nothing in it is read as HTML. */}
				<RichText
					value={testimonial.quote}
					language={field('quote')}
					className="grid gap-4"
				/>
			</blockquote>
			<figcaption className="flex items-center gap-4 border-t border-line pt-6 md:flex-col md:items-start md:border-s md:border-t-0 md:ps-8 md:pt-0">
				{image ? (
					<ResponsiveImage
						{...field('image.alt')}
						image={image}
						alt={image.alt ?? ''}
						sizes="80px"
						// The picture is the row's item: it keeps its size beside a long name.
						pictureClassName="shrink-0"
						className="size-16 shrink-0 rounded-full object-cover md:size-20"
					/>
				) : (
					<span
						aria-hidden="true"
						className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white md:size-20"
					>
						{initials(testimonial.name)}
					</span>
				)}
				<div className="min-w-0">
					<p className="font-bold">{testimonial.name}</p>
					<p {...field('title')} className="text-sm text-ink-muted">
						{testimonial.title}
					</p>
					{logoLight && logoDark && (
						<ThemeImage
							light={logoLight}
							dark={logoDark}
							alt={logoLight.alt ?? ''}
							language={field('logoLight.alt')}
							sizes="120px"
							className="mt-3 h-8 w-auto"
						/>
					)}
				</div>
			</figcaption>
		</figure>
	)
}
