// The menu toggle and the theme switch from the first paint on (issue 21, docs/decisions/024
// and 028). This inline script (in <head>, with the theme script and its CSP nonce) handles a
// click on the header's menu toggle and on a theme switch:
//   - the menu toggle's aria-expanded and aria-label, the page's words for it read from the
//     toggle's data attributes (the panel and the icon follow aria-expanded in CSS;
//     <site-header> closes it on Escape or a tap outside);
//   - the theme: <html data-theme> and localStorage, as toggleTheme does (the switch's
//     label and icon follow data-theme in CSS).
// Only a public page carries it: it is not hydrated (decision 028), so the script is the two
// controls' one owner for the page's lifetime. The dashboard's are React's.
import { THEME_STORAGE_KEY } from './theme.ts'

/** The header's menu toggle; the script finds it by this id. */
export const MENU_TOGGLE_ID = 'site-menu-toggle'

/**
 * The toggle's attributes holding its name while the menu is closed, and while it is open,
 * in the page's language.
 */
export const MENU_LABEL_ATTRIBUTES = {
	closed: 'data-label-closed',
	open: 'data-label-open',
} as const

/** The click handler, as the text of an inline script (allowed by its hash in the CSP). */
export const earlyTapScript = `document.addEventListener('click',function(e){var r=document.documentElement,b=e.target.closest&&e.target.closest('#${MENU_TOGGLE_ID},[data-theme-switch]'),t;if(!b)return;if(b.id){t=b.getAttribute('aria-expanded')!='true';b.setAttribute('aria-expanded',t);b.setAttribute('aria-label',b.getAttribute(t?'${MENU_LABEL_ATTRIBUTES.open}':'${MENU_LABEL_ATTRIBUTES.closed}'))}else{t=r.dataset.theme=r.dataset.theme=='dark'?'light':'dark';try{localStorage.setItem('${THEME_STORAGE_KEY}',t)}catch(x){}}})`
