import { Fragment, useEffect, useState } from 'react'

import type { Testimonial } from '#app/lib/types.ts'

import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'
import { PauseButton } from './PauseButton.tsx'
import { ThemeImage } from './ThemeImage.tsx'
import { useHydrated, usePrefersReducedMotion } from './use-motion.ts'

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

/** Spec §3: newlines in a quote are line breaks; the text is never read as HTML. */
export function QuoteText({ text }: { text: string }) {
	const lines = text.split('\n')
	return (
		<>
			{lines.map((line, index) => (
				<Fragment key={index}>
					{index > 0 && <br />}
					{line}
				</Fragment>
			))}
		</>
	)
}

function initials(name: string) {
	return name
		.split(/\s+/)
		.filter((part) => /^\p{L}/u.test(part))
		.slice(-2)
		.map((part) => part[0])
		.join('')
}

function Slide({ testimonial }: { testimonial: TestimonialView }) {
	const { logoLight, logoDark, image } = testimonial
	return (
		<figure className="grid gap-8 md:grid-cols-[1fr_15rem] md:items-center md:gap-12">
			<blockquote className="relative text-lg leading-relaxed font-medium text-ink md:text-xl md:leading-[1.5]">
				<svg
					viewBox="0 0 32 24"
					aria-hidden="true"
					className="mb-5 h-6 w-8 text-accent"
					fill="currentColor"
				>
					<path d="M0 24V14C0 6.3 4.2 1.6 12.6 0l1.3 3.2C9 4.6 6.6 7.3 6.4 11.2H12V24zm18 0V14c0-7.7 4.2-12.4 12.6-14l1.3 3.2C27 4.6 24.6 7.3 24.4 11.2H30V24z" />
				</svg>
				<p>
					<QuoteText text={testimonial.quote} />
				</p>
			</blockquote>
			<figcaption className="flex items-center gap-4 border-t border-line pt-6 md:flex-col md:items-start md:border-t-0 md:border-l md:pt-0 md:pl-8">
				{image ? (
					<ResponsiveImage
						image={image}
						alt=""
						sizes="80px"
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
					<p className="text-sm text-ink-muted">{testimonial.title}</p>
					{logoLight && logoDark && (
						<ThemeImage
							light={logoLight}
							dark={logoDark}
							alt={logoLight.alt ?? ''}
							sizes="120px"
							className="mt-3 h-8 w-auto"
						/>
					)}
				</div>
			</figcaption>
		</figure>
	)
}

/**
 * Spec §2, §4: the testimonials, one at a time, moving on every 5 s and starting over
 * after the last; a dot per testimonial jumps to it. It pauses on hover, on keyboard
 * focus, with its pause button, and never moves for a visitor who prefers reduced
 * motion. Without JavaScript every testimonial is shown, one below the other.
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
			onFocus={() => setFocused(true)}
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
							<Slide testimonial={testimonial} />
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
							onToggle={() => setPaused((value) => !value)}
							what="testimonials"
						/>
					)}
				</div>
			)}
		</div>
	)
}
