import markHref from './logo-mark.svg'

/** The demo company's name: what the logo says before the Company form is read. */
export const LOGO_TEXT = 'Aster Software'

/**
 * The mark alone (the aster in its rounded square), the same in both themes: the public
 * site draws the company's name beside it as text (Brand.tsx). An image the browser keeps.
 */
export function LogoMark({ className }: { className?: string }) {
	return <img src={markHref} alt="" width={36} height={36} className={className} />
}
