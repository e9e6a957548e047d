import { type FocusEvent, useEffect, useState } from 'react'

import type { Testimonial } from '#app/lib/types.ts'

import { cx } from '../ui/cx.ts'
import { lazyPart } from './lazy-part.tsx'
import { PauseButton } from './PauseButton.tsx'
import { useHydrated, usePrefersReducedMotion } from './use-motion.ts'

// A slide's content never changes once shown: its code loads only when the browser renders
// it (see lazy-part.tsx).
export const TestimonialSlide = lazyPart(() =>
	import('./TestimonialSlide.tsx').then((module) => module.TestimonialSlide),
)

/** Spec §4, §9: the slider moves on every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000

export type TestimonialView = Pick<
	Testimonial,
	'id' | 'name' | 'title' | 'quote' | 'image' | 'logoLight' | 'logoDark'
>

/** The slide after `index` of `count`, back to the first after the last. */
export function nextSlide(index: number, count: number) {
	return count > 0 ? (index + 1) % count : 0
}

/**
 * Whether focus came the keyboard's way (or a script's), as the browser decides for its
 * focus ring: a click or tap on a dot focuses it without :focus-visible. A browser that
 * does not know the pseudo-class counts every focus.
 */
function isKeyboardFocus(event: FocusEvent<HTMLElement>) {
	try {
		return event.target.matches(':focus-visible')
	} catch {
		return true
	}
}

/**
 * Spec §2, §4: the testimonials, one at a time, moving on every 5 s and starting over
 * after the last; a dot per testimonial jumps to it. It pauses while the mouse is over it
 * and while keyboard focus is inside it, and stays paused with its pause button until
 * that button plays it again; it never moves for a visitor who prefers reduced motion.
 * A click or tap on a dot leaves focus on the dot but does not pause it: only keyboard
 * focus does (issue 21). Without JavaScript every testimonial is
 * shown, one below the other.
 */
export function TestimonialSlider({
	testimonials,
	labelledBy,
}: {
	testimonials: TestimonialView[]
	labelledBy: string
}) {
	const count = testimonials.length
	const [current, setCurrent] = useState(0)
	const [hovered, setHovered] = useState(false)
	const [focused, setFocused] = useState(false)
	const [paused, setPaused] = useState(false)
	const hydrated = useHydrated()
	const reducedMotion = usePrefersReducedMotion()
	const running =
		count > 1 && hydrated && !reducedMotion && !hovered && !focused && !paused
	const active = Math.min(current, Math.max(count - 1, 0))

	// A new timer per slide: a jump by dot restarts the 5 seconds.
	useEffect(() => {
		if (!running) return
		const timer = window.setTimeout(
			() => setCurrent((index) => nextSlide(index, count)),
			TESTIMONIAL_INTERVAL_MS,
		)
		return () => window.clearTimeout(timer)
	}, [running, active, count])

	if (count === 0) return null

	return (
		<div
			role="region"
			aria-roledescription="carousel"
			aria-labelledby={labelledBy}
			data-testimonial-slider
			data-running={running ? 'true' : 'false'}
			onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
			onPointerLeave={() => setHovered(false)}
			onFocus={(event) => {
				if (isKeyboardFocus(event)) setFocused(true)
			}}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
					setFocused(false)
				}
			}}
			className="rounded-[1.25rem] border border-line bg-surface p-6 sm:p-10 lg:p-14 dark:border-transparent dark:shadow-raised"
		>
			<div aria-live={running ? 'off' : 'polite'} className="grid noscript:gap-12">
				{testimonials.map((testimonial, index) => {
					const isActive = index === active
					return (
						<div
							key={testimonial.id}
							role="group"
							aria-roledescription="slide"
							aria-label={`${index + 1} of ${count}`}
							data-active={isActive ? 'true' : 'false'}
							className={cx(
								'transition-opacity duration-500 ease-out-soft [grid-area:1/1] noscript:visible noscript:opacity-100 noscript:[grid-area:auto]',
								isActive ? 'visible opacity-100' : 'invisible opacity-0',
							)}
						>
							<TestimonialSlide testimonial={testimonial} />
						</div>
					)
				})}
			</div>
			{count > 1 && (
				<div className="mt-10 flex items-center justify-between gap-4 noscript:hidden">
					<div className="flex flex-wrap items-center gap-1">
						{testimonials.map((testimonial, index) => (
							<button
								key={testimonial.id}
								type="button"
								aria-label={`Show testimonial ${index + 1} of ${count}: ${testimonial.name}`}
								aria-current={index === active || undefined}
								onClick={() => setCurrent(index)}
								className="group inline-flex size-11 items-center justify-center rounded-full"
							>
								<span
									aria-hidden="true"
									className={cx(
										'block h-2.5 rounded-full transition-[width,background-color] duration-200 ease-out-soft',
										index === active
											? 'w-8 bg-primary'
											: 'w-2.5 bg-line-strong group-hover:bg-ink-muted',
									)}
								/>
							</button>
						))}
					</div>
					{hydrated && !reducedMotion && (
						<PauseButton
							paused={paused}
							onToggle={() => {
								// The visitor's own choice wins over the pause of hover and focus:
								// Play moves the slides at once, even with focus on this button.
								setHovered(false)
								setFocused(false)
								setPaused((value) => !value)
							}}
							what="testimonials"
						/>
					)}
				</div>
			)}
		</div>
	)
}
