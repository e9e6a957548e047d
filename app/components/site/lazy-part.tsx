// A part of a page whose JavaScript the first load does without (docs/decisions/012). The
// server renders it in full. Hydration keeps the server's HTML as it is (React does not
// hydrate inside it): its links still navigate like <Link>, and a form still posts as it
// does without JavaScript. The part's code loads when the browser has to render it (a
// client-side visit, new props) or, for a form, when the visitor comes within a screen of
// it, touches it, submits it or goes to another page; the live part then takes the place
// of the server's HTML, with what was typed in the form, the focus and the caret.
//
// Not a Suspense boundary left to hydrate later: React Router updates its state right
// after hydration (route discovery), which would hydrate such a boundary at once.
import {
	use,
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
	useSyncExternalStore,
	type ComponentType,
	type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate } from 'react-router'

export interface LazyPart<P> {
	(props: P): ReactNode
	/** Loads the code, for a part about to be rendered in the browser. */
	preload: () => Promise<unknown>
}

const noSubscription = () => () => {}
// React leaves the children the server rendered in an element with this.
const SERVER_HTML = { __html: '' }

/**
 * For a route's `clientLoader`: the data, once it and the code of the page's parts are both
 * in, so a client-side visit renders the page whole at once.
 */
export async function withPartsLoaded<T>(
	data: Promise<T>,
	parts: ReadonlyArray<Pick<LazyPart<never>, 'preload'>>,
): Promise<T> {
	const [loaded] = await Promise.all([data, ...parts.map((part) => part.preload())])
	return loaded
}

/**
 * `load` resolves to the part's component; the part is wrapped in a `display: contents`
 * div. `form`: the part holds a form with an id, which wakes up as described above.
 */
export function lazyPart<P extends object>(
	load: () => Promise<ComponentType<P>>,
	{ form = false }: { form?: boolean } = {},
): LazyPart<P> {
	let loaded: ComponentType<P> | undefined
	let loading: Promise<unknown> | undefined
	const preload = () =>
		(loading ??= load().then(
			(component) => {
				loaded = component
			},
			(error: unknown) => {
				loading = undefined // the next attempt loads again
				throw error
			},
		))
	// The server renders the part in full: have its code before the first request.
	if (import.meta.env.SSR) preload().catch(() => {})

	function Live(props: P) {
		if (!loaded) use(preload())
		const Component = loaded!
		return <Component {...props} />
	}

	function Part(props: P) {
		// True while React hydrates the server's HTML (and on the server, which renders all).
		const hydrating = useSyncExternalStore(
			noSubscription,
			() => false,
			() => true,
		)
		const [woken, setWoken] = useState(() => import.meta.env.SSR || !hydrating)
		const [firstProps] = useState(props)
		const location = useLocation()
		const [firstKey] = useState(location.key)
		const navigate = useNavigate()
		const here = useRef({ navigate, path: '' })
		useLayoutEffect(() => {
			here.current = {
				navigate,
				path: `${location.pathname}${location.search}${location.hash}`,
			}
		})
		const wake = useRef<() => void>(undefined)

		// A ref callback: it runs once the server's element is there, even in a boundary that
		// React hydrates after this component.
		const watch = useCallback((part: HTMLDivElement) => {
			// Links: what <Link> does on a click.
			const onClick = (event: MouseEvent) => {
				const link = (event.target as Element).closest('a[data-discover]')
				if (!(link instanceof HTMLAnchorElement) || !part.contains(link)) return
				if (event.defaultPrevented || event.button !== 0) return
				if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
				if ((link.target && link.target !== '_self') || link.origin !== window.origin)
					return
				event.preventDefault()
				const to = `${link.pathname}${link.search}${link.hash}`
				here.current.navigate(to, { replace: to === here.current.path })
			}
			const listening = new AbortController()
			const { signal } = listening
			part.addEventListener('click', onClick, { signal })
			const element = part.querySelector('form')
			if (!form || !element) return () => listening.abort()

			let submitter: number | undefined
			const toLive = () => {
				wake.current = undefined
				preload().then(
					() => {
						const focused = [...element.elements].indexOf(document.activeElement!)
						flushSync(() => setWoken(true))
						const next = document.getElementById(element.id)
						if (next instanceof HTMLFormElement)
							carryOver(element, next, focused, submitter)
					},
					() => {
						wake.current = toLive
						// No code: a held submission goes out as it would without JavaScript.
						if (submitter !== undefined) element.submit()
					},
				)
			}
			const wakeOnce = () => wake.current?.()
			wake.current = toLive
			const observer = new IntersectionObserver(
				(entries) => {
					if (entries.some((entry) => entry.isIntersecting)) wakeOnce()
				},
				{ rootMargin: '100% 0px' },
			)
			observer.observe(element)
			element.addEventListener('focusin', wakeOnce, { signal })
			element.addEventListener('pointerdown', wakeOnce, { signal })
			element.addEventListener(
				'submit',
				(event) => {
					event.preventDefault()
					submitter = [...element.elements].indexOf(event.submitter!)
					wakeOnce()
				},
				{ signal },
			)
			return () => {
				listening.abort()
				observer.disconnect()
			}
		}, [])

		// A form belongs to the page it was rendered for (its message, the page to come
		// back to): another page gets the live one.
		useEffect(() => {
			if (location.key !== firstKey) wake.current?.()
		}, [location.key, firstKey])

		// New props: the server's HTML no longer shows them.
		const live = woken || !shallowEqual(props, firstProps)
		// No Suspense boundary of its own: React may stream a boundary's content apart
		// and reveal it with a script, which a visitor without JavaScript never runs. A
		// part waiting for its code holds the page change that shows it (a transition).
		return live ? (
			<div key="live" className="contents">
				<Live {...props} />
			</div>
		) : (
			<div
				key="server"
				ref={watch}
				className="contents"
				suppressHydrationWarning
				dangerouslySetInnerHTML={SERVER_HTML}
			/>
		)
	}

	return Object.assign(Part, { preload })
}

function shallowEqual(a: object, b: object) {
	const keys = Object.keys(a) as Array<keyof typeof a>
	return (
		keys.length === Object.keys(b).length &&
		keys.every((key) => Object.is(a[key], b[key]))
	)
}

/**
 * The live form is the same markup, so the same fields in the same order: what was typed,
 * the focus and the caret move over, and a held submission is made again.
 */
function carryOver(
	from: HTMLFormElement,
	to: HTMLFormElement,
	focused: number,
	submitter: number | undefined,
) {
	const before = from.elements
	const after = to.elements
	for (let index = 0; index < before.length; index++) {
		const field = before[index] as HTMLInputElement
		const next = after[index] as HTMLInputElement | undefined
		if (!next || field.type === 'hidden' || !('value' in field)) continue
		next.value = field.value
		if (field.type === 'checkbox' || field.type === 'radio') next.checked = field.checked
	}
	const field = before[focused] as HTMLInputElement | undefined
	const next = after[focused] as HTMLInputElement | undefined
	if (field && next) {
		next.focus({ preventScroll: true })
		try {
			next.setSelectionRange(field.selectionStart, field.selectionEnd)
		} catch {
			// Fields without a caret (email, for one).
		}
	}
	if (submitter !== undefined)
		to.requestSubmit((after[submitter] as HTMLElement | undefined) ?? null)
}
