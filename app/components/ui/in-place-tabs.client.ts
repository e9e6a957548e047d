// <in-place-tabs> in the browser: tabs and pages of a list, loaded in place (Portfolio,
// Products, Services; the markup is Tabs.tsx beside this file, with `inPlace`). Every tab and
// page link is a plain link to its own address, rendered by the server and kept by the page
// cache; here a click on one (or Enter or Space on a tab) fetches that page's HTML and puts
// its <main> in place of this one, so the scroll position, the header and the footer stay.
// Meanwhile the tab shows as selected and the list says it is loading (spec §2: 'Loading
// projects...'); when the request fails, the panel says so (spec §8: 'Failed to load
// projects.') with a link that tries again (issue 21). The address follows in the history,
// and back and forward load their page in place too. The tabs follow the WAI-ARIA pattern
// with manual activation: one tab stop, arrow keys, Home and End move between them.
import { directionOf } from '#app/lib/inline-direction.ts'
import { tabKeyTarget } from '#app/lib/tabs.ts'

const REGION = 'in-place-tabs'
/** A page fetched on hover is used by a click that follows within this time. */
const EARLY_LOAD_MS = 10_000

interface Loaded {
	page: Document
	/** Where the answer came from, after any redirect. */
	url: URL
}

/** The list this document shows; what back and forward compare against. */
let shown = here()
let current: AbortController | undefined
const early = new Map<string, { at: number; loaded: Promise<Loaded> }>()

async function open(url: URL, history: 'push' | 'replace' | 'none', trigger?: Element) {
	const region = document.querySelector(REGION)
	if (!region) return window.location.assign(url)
	current?.abort()
	const controller = (current = new AbortController())
	const tab = trigger?.closest('[role=tab]')
	const otherTab = tab ? select(tab) : false
	showLoading(region, otherTab)
	let loaded: Loaded | null = null
	try {
		const warm = early.get(url.href)
		early.delete(url.href)
		loaded = await (warm && Date.now() - warm.at < EARLY_LOAD_MS
			? warm.loaded
			: load(url, controller.signal))
	} catch {
		// The network, or an answer that is not a page: the failure below.
	}
	if (controller.signal.aborted) return
	const target = loaded?.url ?? url
	// A redirect to another page (not a page of this list): that page's document.
	if (target.pathname !== window.location.pathname) return window.location.assign(target)
	const address = `${target.pathname}${target.search}${url.hash}`
	if (history === 'push') window.history.pushState(null, '', address)
	else if (history === 'replace') window.history.replaceState(null, '', address)
	shown = here()
	if (loaded) swap(loaded.page, url.hash)
	else showFailed(region, `${target.pathname}${target.search}`)
}

class InPlaceTabsElement extends HTMLElement {
	connectedCallback() {
		this.addEventListener('click', (event) => {
			const link = inPlaceLink(event.target)
			if (!link || event.defaultPrevented || event.button !== 0) return
			if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
			event.preventDefault()
			const url = new URL(link.href)
			void open(url, url.href === window.location.href ? 'replace' : 'push', link)
		})
		// A link under the mouse is fetched before the click that usually follows.
		this.addEventListener('pointerover', (event) => {
			const link = event.pointerType === 'mouse' ? inPlaceLink(event.target) : null
			if (!link || link.href === window.location.href) return
			const known = early.get(link.href)
			if (known && Date.now() - known.at < EARLY_LOAD_MS) return
			const loaded = load(new URL(link.href))
			loaded.catch(() => early.delete(link.href))
			early.set(link.href, { at: Date.now(), loaded })
		})
		this.addEventListener('keydown', (event) => {
			const tab = (event.target as Element).closest<HTMLElement>('[role=tab]')
			const list = tab?.closest('[role=tablist]')
			if (!tab || !list) return
			const tabs = [...list.querySelectorAll<HTMLElement>('[role=tab]')]
			const target = tabKeyTarget(
				event.key,
				tabs.indexOf(tab),
				tabs.length,
				directionOf(tab),
			)
			if (target === null) return
			event.preventDefault()
			if (target === 'open') tab.click()
			else tabs[target]?.focus()
		})
		rovingTabIndex()
	}
}

window.addEventListener('popstate', () => {
	// Only a change of list (not of the hash, a skip link's, say) has a page to load.
	if (here() !== shown) void open(new URL(window.location.href), 'none')
})

/** The path and query this document shows. */
function here() {
	return `${window.location.pathname}${window.location.search}`
}

/** A link in an in-place region to another address of this page (a tab, a page, a retry). */
function inPlaceLink(target: EventTarget | null): HTMLAnchorElement | null {
	const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
	if (!link?.closest(REGION)) return null
	if (link.target && link.target !== '_self') return null
	const url = new URL(link.href)
	return url.origin === window.location.origin &&
		url.pathname === window.location.pathname
		? link
		: null
}

async function load(url: URL, signal?: AbortSignal): Promise<Loaded> {
	const response = await fetch(url.href, { headers: { Accept: 'text/html' }, signal })
	// Any page the server sends is shown (its own failure state too, a 503 from the
	// database); anything else (a proxy's error) is a failure of the request.
	if (!response.headers.get('Content-Type')?.startsWith('text/html'))
		throw new Error(`Not a page: ${response.status}`)
	const page = new DOMParser().parseFromString(await response.text(), 'text/html')
	return { page, url: new URL(response.url) }
}

/** Shows `tab` selected; true when another tab was. */
function select(tab: Element): boolean {
	const list = tab.closest('[role=tablist]')
	const selected = list?.querySelector('[aria-selected=true]')
	if (!selected || selected === tab) return false
	// The two differ only in the look of their state.
	;[selected.className, tab.className] = [tab.className, selected.className]
	selected.setAttribute('aria-selected', 'false')
	tab.setAttribute('aria-selected', 'true')
	const panel = selected.getAttribute('aria-controls')
	selected.removeAttribute('aria-controls')
	if (panel) {
		tab.setAttribute('aria-controls', panel)
		document.getElementById(panel)?.setAttribute('aria-labelledby', tab.id)
	}
	rovingTabIndex()
	return true
}

/** One tab stop per tab list: the selected tab. */
function rovingTabIndex() {
	for (const tab of document.querySelectorAll<HTMLElement>(`${REGION} [role=tab]`)) {
		if (tab.getAttribute('aria-selected') === 'true') tab.removeAttribute('tabindex')
		else tab.tabIndex = -1
	}
}

function showLoading(region: Element, otherTab: boolean) {
	const slot =
		region.querySelector('[data-loading-slot]') ?? region.querySelector('[role=tabpanel]')
	const loading = stateOf(region, 'loading')
	// The words are the page's, in its language, on the element they go in.
	for (const text of loading.querySelectorAll<HTMLElement>('[data-loading-text]'))
		text.textContent = text.dataset.loadingText ?? ''
	slot?.replaceChildren(loading)
	slot?.setAttribute('aria-busy', 'true')
	// Another tab starts on its first page: this one's pager does not belong to it.
	if (otherTab)
		for (const pager of region.querySelectorAll<HTMLElement>('[data-pager]'))
			pager.hidden = true
}

function showFailed(region: Element, address: string) {
	const failed = stateOf(region, 'failed')
	failed.querySelector('[data-retry]')?.setAttribute('href', address)
	region.querySelector('[role=tabpanel]')?.replaceChildren(failed)
}

function stateOf(region: Element, state: 'loading' | 'failed'): DocumentFragment {
	const template = region.querySelector<HTMLTemplateElement>(
		`template[data-state=${state}]`,
	)
	return template
		? (template.content.cloneNode(true) as DocumentFragment)
		: document.createDocumentFragment()
}

/** The fetched page's <main> in place of this one's, its title and description with it. */
function swap(page: Document, hash: string) {
	const next = page.querySelector('main')
	const main = document.querySelector('main')
	if (!next || !main) return window.location.reload()
	const focused = main.contains(document.activeElement) ? document.activeElement?.id : ''
	main.replaceWith(document.adoptNode(next))
	document.title = page.title
	for (const meta of page.head.querySelectorAll('meta[name], meta[property]')) {
		const key = meta.hasAttribute('name') ? 'name' : 'property'
		document.head
			.querySelector(`meta[${key}="${CSS.escape(meta.getAttribute(key) ?? '')}"]`)
			?.setAttribute('content', meta.getAttribute('content') ?? '')
	}
	const canonical = page.head.querySelector('link[rel=canonical]')?.getAttribute('href')
	if (canonical)
		document.head.querySelector('link[rel=canonical]')?.setAttribute('href', canonical)
	// The same page in the other languages (the head's alternates, the language switchers'
	// links) is the new tab's too.
	for (const selector of ['link[rel=alternate][hreflang]', 'a[hreflang]']) {
		const hrefs = new Map<string, string>()
		for (const link of page.querySelectorAll(selector))
			if (!link.closest('main'))
				hrefs.set(link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '')
		for (const link of document.querySelectorAll(selector)) {
			const href = hrefs.get(link.getAttribute('hreflang') ?? '')
			if (href && !link.closest('main')) link.setAttribute('href', href)
		}
	}
	// The tab that was used keeps focus; a page of the list is scrolled to and focused.
	const anchor = hash ? document.getElementById(hash.slice(1)) : null
	if (focused) document.getElementById(focused)?.focus({ preventScroll: true })
	else if (anchor) {
		anchor.tabIndex = -1
		anchor.focus({ preventScroll: true })
	}
	anchor?.scrollIntoView()
}

customElements.define('in-place-tabs', InPlaceTabsElement)
