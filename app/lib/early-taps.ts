// Taps before hydration (issue 21, docs/decisions/024). A public page loads its hydration
// code after the first paint (decision 016), so on a slow phone the header's menu toggle
// and the footer's theme switch show up seconds before React listens; a tap then did
// nothing. This inline script (in <head>, with the theme script and its CSP nonce) handles
// those two clicks until React has attached its listeners to the document, and from then on
// leaves every click to React. It changes only what React reads back on hydration:
//   - the menu toggle's aria-expanded and aria-label (the panel and the icon follow
//     aria-expanded in CSS; Header's layout effect takes the state over);
//   - the theme: <html data-theme> and localStorage, as toggleTheme does (the switch's
//     label and icon follow data-theme in CSS; useTheme reads the attribute).
import { THEME_STORAGE_KEY } from './theme.ts'

/** The header's menu toggle; the script finds it by this id. */
export const MENU_TOGGLE_ID = 'site-menu-toggle'

/**
 * React marks the element it listens on (here the document) with an own property named
 * `_reactListening` and a random suffix, when hydrateRoot starts. From then on a click,
 * even one during hydration, reaches React's handlers (React hydrates the target first).
 */
export const earlyTapScript = `document.addEventListener('click',function(e){var d=document,r=d.documentElement,b=e.target.closest&&e.target.closest('#${MENU_TOGGLE_ID},[data-theme-switch]'),t;if(!b||Object.keys(d).some(function(k){return!k.indexOf('_reactListening')}))return;if(b.id){t=b.getAttribute('aria-expanded')!='true';b.setAttribute('aria-expanded',t);b.setAttribute('aria-label',(t?'Close':'Open')+' menu')}else{t=r.dataset.theme=r.dataset.theme=='dark'?'light':'dark';try{localStorage.setItem('${THEME_STORAGE_KEY}',t)}catch(x){}}})`
