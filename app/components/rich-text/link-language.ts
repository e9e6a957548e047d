import { createContext } from 'react'

/**
 * What an internal link of a rich text leads to on this page: on the public site, a public
 * page's path in the page's language (the site layout provides it; decision 051), so a
 * paragraph's `/contact` stays German on a German page. Elsewhere the link as written.
 */
export const RichTextHref = createContext<(href: string) => string>((href) => href)
