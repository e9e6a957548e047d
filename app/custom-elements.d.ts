// The custom elements public pages render, for JSX. Each one's behaviour is the module named
// after it beside the component that renders it (`<logo-strip>`: logo-strip.client.ts beside
// LogoStrip.tsx); app/client/enhance.ts loads them all on a public page (decision 041).
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare module 'react' {
	namespace JSX {
		interface IntrinsicElements {
			'contact-form': CustomElement
			'copy-button': CustomElement
			'in-place-tabs': CustomElement
			'logo-strip': CustomElement
			'site-header': CustomElement
			'testimonial-slider': CustomElement
			'theme-switch': CustomElement
		}
	}
}
