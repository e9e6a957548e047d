import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { adminStylesheet } from '#app/components/admin/styles.ts'
import { AuthCard } from '#app/components/admin/AuthCard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { AUTH_MESSAGES, forgotPasswordSchema } from '#app/schemas/auth.ts'
import { postedForm, readForm, textOf, type FieldErrors } from '#app/schemas/form.ts'
import {
	requestPasswordReset,
	selfServiceResetOrigin,
} from '#app/server/auth/actions.server.ts'
import { getUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'

import { FORM_BODY_LIMIT, type RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/forgot-password'

/** Hydrates, as the dashboard does (decision 028). */
// Signed out, so a visitor's: a visitor's limit, not a dashboard form's.
export const handle = { hydrate: true, bodyLimit: FORM_BODY_LIMIT } satisfies RouteHandle

export const links: Route.LinksFunction = () => [adminStylesheet]

export const meta: Route.MetaFunction = () => [
	{ title: 'Forgot password · Dashboard' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	if (await getUser(request)) throw redirect('/admin/account')
	return {
		available: selfServiceResetOrigin() !== null,
		sent: new URL(request.url).searchParams.get('sent') === '1',
	}
}

/**
 * Every address that passes the limits gets the same answer, a redirect to the "check your
 * email" page, sent before the address is looked up (requestPasswordReset).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await postedForm(request)
	const email = textOf(formData, 'email')
	const parsed = readForm(formData, forgotPasswordSchema)
	if (!parsed.ok) {
		return data(
			{ email, message: null, fieldErrors: parsed.fieldErrors },
			{ status: 400 },
		)
	}
	const requested = await requestPasswordReset(
		request,
		parsed.data,
		context.get(requestContext).logger,
	)
	if (!requested.ok) {
		const headers: HeadersInit =
			requested.status === 429 ? { 'Retry-After': String(requested.retryAfter) } : {}
		return data(
			{ email, message: requested.message, fieldErrors: {} as FieldErrors },
			{ status: requested.status, headers },
		)
	}
	throw redirect('/admin/forgot-password?sent=1')
}

const signInLink = (
	<Link
		to="/admin/login"
		className="font-semibold text-brand-ink underline-offset-4 hover:underline"
	>
		Back to sign in
	</Link>
)

export default function ForgotPasswordPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'

	if (!loaderData.available) {
		return (
			<AuthCard
				title="Forgot your password?"
				description={AUTH_MESSAGES.resetUnavailable}
			>
				<ButtonLink to="/admin/login" variant="outline" className="w-full">
					Back to sign in
				</ButtonLink>
			</AuthCard>
		)
	}

	if (loaderData.sent) {
		return (
			<AuthCard
				title="Check your email"
				description="If an account exists for that address, we have mailed it a link to set a new password. The link works once, within 1 hour."
				footer={signInLink}
			>
				<p className="text-sm text-ink-muted">
					No mail after a few minutes? Look in the spam folder, or{' '}
					<Link
						to="/admin/forgot-password"
						className="font-semibold text-brand-ink underline underline-offset-4"
					>
						ask for another link
					</Link>
					.
				</p>
			</AuthCard>
		)
	}

	return (
		<AuthCard
			title="Forgot your password?"
			description="Enter the email of your dashboard account. We will mail you a link to set a new password."
			footer={signInLink}
		>
			{actionData?.message ? (
				<FormAlert className="mb-5">{actionData.message}</FormAlert>
			) : null}
			<Form method="post" className="space-y-5">
				<TextField
					id="forgot-email"
					name="email"
					type="email"
					label="Email"
					autoComplete="username"
					required
					defaultValue={actionData?.email ?? ''}
					error={actionData?.fieldErrors.email}
				/>
				<Button type="submit" className="w-full" disabled={busy}>
					{busy ? 'Sending…' : 'Send me a link'}
				</Button>
			</Form>
		</AuthCard>
	)
}
