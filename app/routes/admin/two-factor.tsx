import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { adminStylesheet } from '#app/components/admin/styles.ts'
import { AuthCard } from '#app/components/admin/AuthCard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { postedForm, readForm, textOf } from '#app/schemas/form.ts'
import { safeAdminRedirect, twoFactorCodeSchema } from '#app/schemas/auth.ts'
import {
	hasSecondFactorChallenge,
	verifySecondFactor,
} from '#app/server/auth/actions.server.ts'
import { getUser } from '#app/server/auth/session.server.ts'

import { FORM_BODY_LIMIT, type RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/two-factor'

/** Hydrates, as the dashboard does (decision 028). */
// Signed out, so a visitor's: a visitor's limit, not a dashboard form's.
export const handle = { hydrate: true, bodyLimit: FORM_BODY_LIMIT } satisfies RouteHandle

export const links: Route.LinksFunction = () => [adminStylesheet]

export const meta: Route.MetaFunction = () => [
	{ title: 'Two-factor sign-in · Dashboard' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const redirectTo = safeAdminRedirect(url.searchParams.get('redirectTo'))
	if (await getUser(request)) throw redirect(redirectTo)
	// Only reachable after a correct password: the challenge lives in a signed cookie.
	if (!hasSecondFactorChallenge(request)) throw redirect('/admin/login')
	return {
		redirectTo,
		method: url.searchParams.get('method') === 'backup' ? 'backup' : 'totp',
	}
}

export async function action({ request }: Route.ActionArgs) {
	const formData = await postedForm(request)
	const parsed = readForm(formData, twoFactorCodeSchema)
	if (!parsed.ok) {
		return data({ message: null, fieldErrors: parsed.fieldErrors }, { status: 400 })
	}
	const result = await verifySecondFactor(request, parsed.data)
	if (!result.ok) {
		if ('restart' in result && result.restart)
			throw redirect('/admin/login?notice=expired')
		return data(
			{ message: result.message ?? null, fieldErrors: result.fieldErrors ?? {} },
			{ status: result.status },
		)
	}
	const headers = new Headers()
	for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
	throw redirect(safeAdminRedirect(textOf(formData, 'redirectTo')), { headers })
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const backup = loaderData.method === 'backup'
	const other = new URLSearchParams({ redirectTo: loaderData.redirectTo })
	if (!backup) other.set('method', 'backup')
	return (
		<AuthCard
			title="Two-factor sign-in"
			description={
				backup
					? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.'
					: 'Enter the 6-digit code from your authenticator app.'
			}
			footer={
				<Link
					to="/admin/login"
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					Start over
				</Link>
			}
		>
			{actionData?.message ? (
				<FormAlert className="mb-5">{actionData.message}</FormAlert>
			) : null}
			<Form method="post" className="space-y-5" key={loaderData.method}>
				<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
				<input type="hidden" name="method" value={loaderData.method} />
				<TextField
					id="two-factor-code"
					name="code"
					label={backup ? 'Backup code' : 'Authentication code'}
					autoComplete="one-time-code"
					inputMode={backup ? 'text' : 'numeric'}
					pattern={backup ? undefined : '[0-9 ]{6,8}'}
					spellCheck={false}
					required
					// The page exists only to take this code.
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
					error={actionData?.fieldErrors?.code}
				/>
				<Button type="submit" className="w-full" disabled={busy}>
					{busy ? 'Checking…' : 'Verify'}
				</Button>
			</Form>
			<p className="mt-5 text-center text-sm">
				<Link
					to={`/admin/two-factor?${other.toString()}`}
					className="font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					{backup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
				</Link>
			</p>
		</AuthCard>
	)
}
