// What both contact forms share: the fetcher and its states (spec §4), the message above
// the form (spec §8), the fields against spam, and the state a post without JavaScript
// left behind.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'

import {
	HONEYPOT_FIELD,
	RENDER_TOKEN_FIELD,
	type ContactFormName,
	type ContactResult,
} from '#app/lib/contact.ts'
import type { loader as siteLayoutLoader } from '#app/routes/site/layout.tsx'

import { cx } from '../ui/cx.ts'

/** This document's own form token: asked for once per page load, shared by both forms. */
let visitToken: Promise<string | null> | undefined

function fetchVisitToken(): Promise<string | null> {
	visitToken ??= fetch('/api/form-token', { credentials: 'same-origin' })
		.then(async (response) =>
			response.ok ? ((await response.json()) as { token?: unknown }).token : null,
		)
		.then((token) => (typeof token === 'string' ? token : null))
		.catch(() => null)
	return visitToken
}

export function useContactForm(form: ContactFormName) {
	const fetcher = useFetcher<ContactResult>()
	const location = useLocation()
	const state =
		useRouteLoaderData<typeof siteLayoutLoader>('routes/site/layout')?.contactForm
	// The location a submission was made on: its result is shown there only.
	const [submittedOn, setSubmittedOn] = useState<string | null>(null)
	const formRef = useRef<HTMLFormElement>(null)
	// The page's token is its render's (shared by every visitor of a cached copy): once the
	// page runs, this visitor's own replaces it.
	const [ownToken, setOwnToken] = useState<string | null>(null)
	useEffect(() => {
		let current = true
		void fetchVisitToken().then((token) => {
			if (current && token) setOwnToken(token)
		})
		return () => {
			current = false
		}
	}, [])

	const busy = fetcher.state !== 'idle'
	// A post made without JavaScript came back to this document load with its outcome.
	const flash =
		state?.flash?.form === form && submittedOn === null && location.key === 'default'
			? state.flash
			: null
	const fetched = !busy && submittedOn === location.key ? (fetcher.data ?? null) : null
	const result: ContactResult | null = busy ? null : (fetched ?? flash)
	const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
	const defaults: Record<string, string> =
		flash && !flash.ok && submittedOn === null ? (flash.values ?? {}) : {}

	useEffect(() => {
		const element = formRef.current
		if (!fetched || !element) return
		if (fetched.ok) {
			element.reset()
			return
		}
		const first = Object.keys(fetched.fieldErrors ?? {})[0]
		const field = first ? element.elements.namedItem(first) : null
		if (field instanceof HTMLElement) field.focus()
		else if (field instanceof RadioNodeList)
			(field[0] as HTMLElement | undefined)?.focus()
	}, [fetched])

	return {
		fetcher,
		formRef,
		busy,
		result,
		fieldErrors,
		defaults,
		token: ownToken ?? state?.token ?? '',
		returnTo: `${location.pathname}${location.search}`,
		onSubmit: (_event: FormEvent<HTMLFormElement>) => setSubmittedOn(location.key),
	}
}

const tones = {
	error:
		'border-red-300 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950/60 dark:text-red-100',
	success:
		'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950/60 dark:text-emerald-100',
}

/** Spec §8's success or error message, above the form; announced when it appears. */
export function ContactFormMessage({
	result,
	className,
}: {
	result: ContactResult | null
	className?: string
}) {
	if (!result) return null
	return (
		<div
			role={result.ok ? 'status' : 'alert'}
			className={cx(
				'flex items-start gap-3 rounded-xl border px-4 py-3 text-base font-medium',
				tones[result.ok ? 'success' : 'error'],
				className,
			)}
		>
			<svg
				viewBox="0 0 20 20"
				width="20"
				height="20"
				aria-hidden="true"
				className="mt-0.5 shrink-0"
			>
				{result.ok ? (
					<path
						d="M5 10.5 8.5 14 15 6.5"
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
					/>
				) : (
					<path
						d="M10 5.5v5.5M10 14.2v.3"
						fill="none"
						stroke="currentColor"
						strokeWidth="2.2"
						strokeLinecap="round"
					/>
				)}
			</svg>
			<p>{result.message}</p>
		</div>
	)
}

/** A field's own message, below it (the field points at it with aria-describedby). */
export function FieldMessage({
	id,
	message,
}: {
	id: string
	message: string | undefined
}) {
	if (!message) return null
	return (
		<p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
			{message}
		</p>
	)
}

/** Props that tie a field to its message when it has one. */
export function invalidProps(id: string, message: string | undefined) {
	return message
		? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
		: {}
}

/**
 * The render token, the page to come back to after a post without JavaScript, and the
 * honeypot: a field people never see or reach, which bots fill in.
 */
export function ContactFormHiddenFields({
	formId,
	token,
	returnTo,
}: {
	formId: string
	token: string
	returnTo?: string
}) {
	return (
		<>
			<input type="hidden" name={RENDER_TOKEN_FIELD} value={token} />
			{returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
			<div
				aria-hidden="true"
				className="absolute -left-[9999px] h-px w-px overflow-hidden"
			>
				<label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
				<input
					id={`${formId}-${HONEYPOT_FIELD}`}
					type="text"
					name={HONEYPOT_FIELD}
					tabIndex={-1}
					autoComplete="off"
					defaultValue=""
				/>
			</div>
		</>
	)
}
