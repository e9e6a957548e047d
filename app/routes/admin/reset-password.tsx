import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { adminStylesheet } from '#app/components/admin/styles.ts'
import { AuthCard } from '#app/components/admin/AuthCard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { tokenPageHeaders } from '#app/lib/token-page.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import {
	AUTH_MESSAGES,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	resetPasswordSchema,
} from '#app/schemas/auth.ts'
import {
	isResetLinkLive,
	resetPassword,
	selfServiceResetOrigin,
} from '#app/server/auth/actions.server.ts'

import { FORM_BODY_LIMIT, type RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/reset-password'

/** Hydrates, as the dashboard does (decision 028). */
// Signed out, so a visitor's: a visitor's limit, not a dashboard form's.
export const handle = { hydrate: true, bodyLimit: FORM_BODY_LIMIT } satisfies RouteHandle

export const links: Route.LinksFunction = () => [adminStylesheet]

export const meta: Route.MetaFunction = () => [
	{ title: 'Set a new password · Dashboard' },
	{ name: 'robots', content: 'noindex' },
]

export const headers: Route.HeadersFunction = tokenPageHeaders

export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	return {
		token,
		live: await isResetLinkLive(token),
		canAskAgain: selfServiceResetOrigin() !== null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const formData = await postedForm(request)
	const parsed = readForm(formData, resetPasswordSchema)
	if (!parsed.ok) {
		return data(
			{ expired: false, message: null, fieldErrors: parsed.fieldErrors },
			{ status: 400 },
		)
	}
	const reset = await resetPassword(request, parsed.data)
	if (!reset.ok) {
		return data(
			{
				expired: 'expired' in reset && reset.expired === true,
				message: reset.message ?? null,
				fieldErrors: reset.fieldErrors ?? {},
			},
			{ status: reset.status },
		)
	}
	// Every session of the account ended with the reset: sign in with the new password.
	throw redirect('/admin/login?notice=password-reset')
}

export default function ResetPasswordPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'

	if (!loaderData.live || actionData?.expired) {
		return (
			<AuthCard
				title="This link no longer works"
				description={AUTH_MESSAGES.resetExpired}
			>
				<div className="space-y-3">
					{loaderData.canAskAgain ? (
						<ButtonLink to="/admin/forgot-password" className="w-full">
							Ask for a new link
						</ButtonLink>
					) : (
						<p className="text-sm text-ink-muted">
							The owner of the dashboard can make you a new one from the Team tab.
						</p>
					)}
					<ButtonLink to="/admin/login" variant="outline" className="w-full">
						Back to sign in
					</ButtonLink>
				</div>
			</AuthCard>
		)
	}

	return (
		<AuthCard
			title="Set a new password"
			description="Choose a new password for your dashboard account. Saving it signs the account out everywhere."
			footer={
				<Link
					to="/admin/login"
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					Back to sign in
				</Link>
			}
		>
			{actionData?.message ? (
				<FormAlert className="mb-5">{actionData.message}</FormAlert>
			) : null}
			<Form method="post" className="space-y-5">
				<input type="hidden" name="token" value={loaderData.token} />
				<TextField
					id="reset-password"
					name="newPassword"
					type="password"
					label="New password"
					autoComplete="new-password"
					required
					minLength={PASSWORD_MIN_LENGTH}
					maxLength={PASSWORD_MAX_LENGTH}
					hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
					error={actionData?.fieldErrors?.newPassword}
				/>
				<Button type="submit" className="w-full" disabled={busy}>
					{busy ? 'Saving…' : 'Set new password'}
				</Button>
			</Form>
		</AuthCard>
	)
}
