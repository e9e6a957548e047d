import type { ImageRef, SiteSettings } from '#app/lib/types.ts'

import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'
import { LONG_NAME, SHORT_NAME } from './header-fit.ts'
import { LogoMark } from './Logo.tsx'

export type BrandCompany = Pick<SiteSettings, 'companyName' | 'logoLight' | 'logoDark'>

/** The uploaded logo for each theme: one uploaded serves both. */
export function uploadedLogos(company: BrandCompany): {
	light: ImageRef
	dark: ImageRef
} | null {
	const light = company.logoLight ?? company.logoDark
	const dark = company.logoDark ?? company.logoLight
	return light && dark ? { light, dark } : null
}

/**
 * The company's logo as a link's content (Company form, issue 41): the uploaded logo for the
 * theme, or the mark with the company's name in text beside it. Either way the link's name
 * is the company's name and `suffix` ("Aster Software home"): the name's own text where it
 * shows, hidden text where a picture stands for it.
 */
export function Brand({
	company,
	onDark = false,
	suffix,
}: {
	company: BrandCompany
	/** On an indigo band (the footer): the dark logo, and light text. */
	onDark?: boolean
	/** Said after the name by screen readers, e.g. ' home'. */
	suffix: string
}) {
	const name = company.companyName
	const logos = uploadedLogos(company)
	if (logos) {
		const picture = 'block h-9 w-auto max-w-48 object-contain object-left'
		return (
			<>
				{onDark ? (
					<ResponsiveImage image={logos.dark} alt="" sizes="192px" className={picture} />
				) : (
					<>
						<ResponsiveImage
							image={logos.light}
							alt=""
							sizes="192px"
							className={cx(picture, 'dark:hidden')}
						/>
						<ResponsiveImage
							image={logos.dark}
							alt=""
							sizes="192px"
							className={cx(picture, 'hidden dark:block')}
						/>
					</>
				)}
				<span className="sr-only">
					{name}
					{suffix}
				</span>
			</>
		)
	}
	const [first = '', ...rest] = name.split(' ')
	const length = [...name].length
	return (
		<span className="flex min-w-0 items-center gap-2.5">
			<LogoMark className="size-9 shrink-0" />
			<span
				// A long name wraps (a word too long for the line breaks anywhere) in a box
				// header-fit.ts counts with; below the header's bar it may use the row's whole
				// width (`header-brand`, app/app.css).
				data-brand-name={length <= SHORT_NAME ? 'short' : 'long'}
				className={cx(
					'min-w-0 leading-tight tracking-tight [overflow-wrap:anywhere]',
					length <= SHORT_NAME
						? 'text-lg'
						: cx('max-w-56 text-balance', length <= LONG_NAME ? 'text-base' : 'text-sm'),
				)}
			>
				<span
					className={cx('font-bold', onDark ? 'text-white' : 'text-indigo dark:text-ink')}
				>
					{first}
				</span>
				{rest.length > 0 ? (
					<>
						{' '}
						<span
							className={cx('font-medium', onDark ? 'text-[#a9cdf0]' : 'text-brand-ink')}
						>
							{rest.join(' ')}
						</span>
					</>
				) : null}
				<span className="sr-only">{suffix}</span>
			</span>
		</span>
	)
}
