import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { adminStylesheet } from '#app/components/admin/styles.ts'
import { AuthCard } from '#app/components/admin/AuthCard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { tokenPageHeaders } from '#app/lib/token-page.ts'
import { postedForm, readForm, textOf } from '#app/schemas/form.ts'
import {
	AUTH_MESSAGES,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	signupSchema,
} from '#app/schemas/auth.ts'
import { registerAdmin, registrationMode } from '#app/server/auth/actions.server.ts'
import { getUser } from '#app/server/auth/session.server.ts'

import { FORM_BODY_LIMIT, type RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/signup'

/** Hydrates, as the dashboard does (decision 028). */
// Signed out, so a visitor's: a visitor's limit, not a dashboard form's.
export const handle = { hydrate: true, bodyLimit: FORM_BODY_LIMIT } satisfies RouteHandle

export const links: Route.LinksFunction = () => [adminStylesheet]

export const meta: Route.MetaFunction = () => [
	{ title: 'Register · Dashboard' },
	{ name: 'robots', content: 'noindex' },
]

export const headers: Route.HeadersFunction = tokenPageHeaders

export async function loader({ request }: Route.LoaderArgs) {
	if (await getUser(request)) throw redirect('/admin')
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const mode = await registrationMode(token)
	switch (mode.kind) {
		case 'owner':
			return { mode: 'owner' as const, email: '', token: '', reason: null }
		case 'invitation':
			return {
				mode: 'invitation' as const,
				email: mode.email,
				token: mode.token,
				reason: null,
			}
		case 'closed':
			return { mode: 'closed' as const, email: '', token: '', reason: mode.reason }
	}
}

export async function action({ request }: Route.ActionArgs) {
	const formData = await postedForm(request)
	const email = textOf(formData, 'email')
	const parsed = readForm(formData, signupSchema)
	if (!parsed.ok) {
		return data(
			{ email, closed: false, message: null, fieldErrors: parsed.fieldErrors },
			{ status: 400 },
		)
	}
	const result = await registerAdmin(request, parsed.data)
	if (!result.ok) {
		return data(
			{
				email,
				closed: 'closed' in result && result.closed === true,
				message: result.message ?? null,
				fieldErrors: result.fieldErrors ?? {},
			},
			{ status: result.status },
		)
	}
	const headers = new Headers()
	for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
	throw redirect('/admin', { headers })
}

const TITLES = {
	owner: 'Create the owner account',
	invitation: 'Accept your invitation',
	closed: 'Registration is by invitation',
} as const

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const closed = loaderData.mode === 'closed' || actionData?.closed === true
	const mode = closed ? 'closed' : loaderData.mode
	const errors = actionData?.fieldErrors ?? {}
	const signInLink = (
		<>
			Already have an account?{' '}
			<Link
				to="/admin/login"
				className="font-semibold text-brand-ink underline-offset-4 hover:underline"
			>
				Sign in
			</Link>
		</>
	)

	if (closed) {
		const invalidLink =
			loaderData.reason === 'invalid-invitation' ||
			actionData?.message === AUTH_MESSAGES.invitationInvalid
		return (
			<AuthCard
				title={TITLES.closed}
				description={
					invalidLink
						? AUTH_MESSAGES.invitationInvalid
						: 'Ask an admin of this site to send you an invitation link. It opens this page with your email filled in.'
				}
			>
				<ButtonLink to="/admin/login" variant="outline" className="w-full">
					Go to sign in
				</ButtonLink>
			</AuthCard>
		)
	}

	return (
		<AuthCard
			title={TITLES[mode]}
			description={
				mode === 'owner' ? (
					'No account exists yet. The first account becomes the owner of the dashboard and can invite other admins.'
				) : (
					<>
						You were invited to manage this site as{' '}
						<strong className="font-semibold text-ink">{loaderData.email}</strong>.
					</>
				)
			}
			footer={signInLink}
		>
			{actionData?.message ? (
				<FormAlert className="mb-5">{actionData.message}</FormAlert>
			) : null}
			<Form method="post" className="space-y-5">
				{mode === 'invitation' ? (
					<input type="hidden" name="token" value={loaderData.token} />
				) : null}
				<TextField
					id="signup-email"
					name="email"
					type="email"
					label="Email"
					autoComplete="username"
					required
					readOnly={mode === 'invitation'}
					defaultValue={
						mode === 'invitation' ? loaderData.email : (actionData?.email ?? '')
					}
					error={errors.email}
				/>
				<TextField
					id="signup-password"
					name="password"
					type="password"
					label="Password"
					autoComplete="new-password"
					required
					minLength={PASSWORD_MIN_LENGTH}
					maxLength={PASSWORD_MAX_LENGTH}
					hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
					error={errors.password}
				/>
				<Button type="submit" className="w-full" disabled={busy}>
					{busy ? 'Creating account…' : 'Create account'}
				</Button>
			</Form>
		</AuthCard>
	)
}
