import type { ComponentProps } from 'react'

import { cx } from './cx.ts'
import { Link } from './Link.tsx'

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'on-dark'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
	'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,color,border-color,box-shadow,transform] duration-200 ease-out-soft select-none active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
	primary: 'bg-primary text-on-primary hover:bg-primary-hover',
	// The warm accent is for the few calls to action that matter.
	accent: 'bg-accent text-on-accent hover:bg-accent-hover',
	outline: 'border border-line-strong text-ink hover:border-ink hover:bg-surface-muted',
	ghost: 'text-ink hover:bg-surface-muted',
	'on-dark': 'border border-white/30 text-white hover:border-white hover:bg-white/10',
}

const sizes: Record<ButtonSize, string> = {
	sm: 'h-9 px-4 text-sm',
	md: 'h-11 px-5 text-base',
	lg: 'h-13 px-7 text-base',
}

export function buttonClasses({
	variant = 'primary',
	size = 'md',
	className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
	return cx(base, variants[variant], sizes[size], className)
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({
	variant,
	size,
	className,
	type = 'button',
	...props
}: ComponentProps<'button'> & Styling) {
	return (
		<button
			type={type}
			className={buttonClasses({ variant, size, className })}
			{...props}
		/>
	)
}

export function ButtonLink({
	variant,
	size,
	className,
	...props
}: ComponentProps<typeof Link> & Styling) {
	return <Link className={buttonClasses({ variant, size, className })} {...props} />
}
