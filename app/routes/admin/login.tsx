import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { adminStylesheet } from '#app/components/admin/styles.ts'
import { AuthCard } from '#app/components/admin/AuthCard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { postedForm, readForm, textOf } from '#app/schemas/form.ts'
import { loginSchema, safeAdminRedirect } from '#app/schemas/auth.ts'
import { signInWithPassword } from '#app/server/auth/actions.server.ts'
import { getUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { countUsers } from '#app/server/models/users.server.ts'

import { FORM_BODY_LIMIT, type RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/login'

/** Hydrates, as the dashboard does (decision 028). */
// Signed out, so a visitor's: a visitor's limit, not a dashboard form's.
export const handle = { hydrate: true, bodyLimit: FORM_BODY_LIMIT } satisfies RouteHandle

export const links: Route.LinksFunction = () => [adminStylesheet]

export const meta: Route.MetaFunction = () => [
	{ title: 'Sign in · Dashboard' },
	{ name: 'robots', content: 'noindex' },
]

const NOTICES: Record<string, string> = {
	'signed-out': 'You are signed out.',
	expired: 'Your sign-in took too long. Enter your email and password again.',
	'password-changed': 'Your password was changed. Sign in with the new one.',
	'password-reset':
		'Your new password is saved, and every session of your account was signed out. Sign in with it.',
}

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeAdminRedirect(url.searchParams.get('redirectTo'))
	if (await getUser(request)) throw redirect(redirectTo)
	const notice = NOTICES[url.searchParams.get('notice') ?? ''] ?? null
	return { redirectTo, notice, noAccountYet: (await countUsers(getDb())) === 0 }
}

export async function action({ request }: Route.ActionArgs) {
	const formData = await postedForm(request)
	const parsed = readForm(formData, loginSchema)
	const email = textOf(formData, 'email')
	if (!parsed.ok) {
		return data(
			{ email, fieldErrors: parsed.fieldErrors, message: null },
			{ status: 400 },
		)
	}
	const result = await signInWithPassword(request, parsed.data)
	if (!result.ok) {
		return data(
			{ email, fieldErrors: result.fieldErrors ?? {}, message: result.message ?? null },
			{ status: result.status },
		)
	}
	const headers = new Headers()
	for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
	const redirectTo = safeAdminRedirect(parsed.data.redirectTo)
	if (result.step === 'two-factor') {
		throw redirect(`/admin/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, {
			headers,
		})
	}
	throw redirect(redirectTo, { headers })
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const errors = actionData?.fieldErrors ?? {}
	return (
		<AuthCard
			title="Sign in"
			description="Manage the projects, products, testimonials and client logos on the site."
			footer={
				<>
					Have an invitation?{' '}
					<Link
						to="/admin/signup"
						className="font-semibold text-brand-ink underline-offset-4 hover:underline"
					>
						Register
					</Link>
				</>
			}
		>
			{loaderData.noAccountYet ? (
				<FormAlert tone="info" className="mb-5">
					No account exists yet.{' '}
					<Link to="/admin/signup" className="font-semibold underline underline-offset-4">
						Create the owner account
					</Link>
					.
				</FormAlert>
			) : null}
			{actionData?.message ? (
				<FormAlert className="mb-5">{actionData.message}</FormAlert>
			) : loaderData.notice ? (
				<FormAlert tone="success" className="mb-5">
					{loaderData.notice}
				</FormAlert>
			) : null}
			<Form method="post" className="space-y-5" noValidate={false}>
				<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
				<TextField
					id="login-email"
					name="email"
					type="email"
					label="Email"
					autoComplete="username"
					required
					defaultValue={actionData?.email ?? ''}
					error={errors.email}
				/>
				<div>
					<TextField
						id="login-password"
						name="password"
						type="password"
						label="Password"
						autoComplete="current-password"
						required
						maxLength={128}
						error={errors.password}
					/>
					<p className="mt-2 text-right text-sm">
						<Link
							to="/admin/forgot-password"
							className="font-semibold text-brand-ink underline-offset-4 hover:underline"
						>
							Forgot password?
						</Link>
					</p>
				</div>
				<Button type="submit" className="w-full" disabled={busy}>
					{busy ? 'Signing in…' : 'Sign in'}
				</Button>
			</Form>
		</AuthCard>
	)
}
