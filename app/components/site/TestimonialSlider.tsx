import { useWords } from '#app/i18n/use-words.ts'
import type { Testimonial } from '#app/lib/types.ts'
import type { Untranslated } from '#app/lib/translation.ts'

import { cx } from '../ui/cx.ts'
import { PauseButton } from './PauseButton.tsx'
import { TestimonialSlide } from './TestimonialSlide.tsx'

export type TestimonialView = Pick<
	Testimonial,
	'id' | 'name' | 'title' | 'quote' | 'image' | 'logoLight' | 'logoDark'
> &
	Untranslated

/**
 * Spec §2, §4: the testimonials, one at a time, with a dot per testimonial, as the server
 * renders them: the first one showing. In the browser <testimonial-slider>
 * (./testimonial-slider.client.ts) moves them on every 5 s and starting over after the
 * last, makes the dots jump, pauses while the mouse is over it and while keyboard focus is
 * inside it, shows the pause button, and never moves for a visitor who prefers reduced
 * motion. Slides and dots follow `data-active` and `aria-current` in CSS. Without
 * JavaScript every testimonial is shown, one below the other.
 */
export function TestimonialSlider({
	testimonials,
	labelledBy,
}: {
	testimonials: TestimonialView[]
	labelledBy: string
}) {
	const count = testimonials.length
	const { t } = useWords()
	if (count === 0) return null

	return (
		<testimonial-slider
			role="region"
			aria-roledescription="carousel"
			aria-labelledby={labelledBy}
			data-running="false"
			className="block rounded-[1.25rem] border border-line bg-surface p-6 sm:p-10 lg:p-14 dark:border-transparent dark:shadow-raised"
		>
			{/* Panning up and down and zooming stay the page's; a swipe across is the slider's. */}
			<div
				aria-live="polite"
				className="grid touch-pan-y touch-pinch-zoom noscript:gap-12"
			>
				{testimonials.map((testimonial, index) => (
					<div
						key={testimonial.id}
						role="group"
						aria-roledescription="slide"
						aria-label={t('slider.slide', { index: index + 1, count })}
						data-active={index === 0 ? 'true' : 'false'}
						className={cx(
							'visible opacity-100 transition-opacity duration-500 ease-out-soft [grid-area:1/1] data-[active=false]:invisible data-[active=false]:opacity-0',
							// Without JavaScript all of them, one below the other.
							'noscript:visible! noscript:opacity-100! noscript:[grid-area:auto]',
						)}
					>
						<TestimonialSlide testimonial={testimonial} />
					</div>
				))}
			</div>
			{count > 1 && (
				<div className="mt-10 flex items-center justify-between gap-4 noscript:hidden">
					{/* Four dots and the pause button fit one row at 320 px. */}
					<div className="flex flex-wrap items-center sm:gap-1">
						{testimonials.map((testimonial, index) => (
							<button
								key={testimonial.id}
								type="button"
								data-slide-dot
								aria-label={t('slider.dot', {
									index: index + 1,
									count,
									name: testimonial.name,
								})}
								aria-current={index === 0 || undefined}
								className="group inline-flex size-10 items-center justify-center rounded-full sm:size-11"
							>
								<span
									aria-hidden="true"
									className="block h-2.5 w-2.5 rounded-full bg-line-strong transition-[width,background-color] duration-200 ease-out-soft group-hover:bg-ink-muted group-aria-[current=true]:w-8 group-aria-[current=true]:bg-primary!"
								/>
							</button>
						))}
					</div>
					<PauseButton what="motion.testimonials" />
				</div>
			)}
		</testimonial-slider>
	)
}
