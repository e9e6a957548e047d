import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Form, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { postedForm, readForm, textOf } from '#app/schemas/form.ts'
import {
	changePasswordSchema,
	confirmPasswordSchema,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	twoFactorCodeSchema,
} from '#app/schemas/auth.ts'
import {
	backupCodesLeft,
	changePassword,
	confirmTwoFactorSetup,
	disableTwoFactor,
	regenerateBackupCodes,
	startTwoFactorSetup,
	twoFactorSetupView,
	type TwoFactorSetup,
} from '#app/server/auth/actions.server.ts'
import { getAdminSession, requireUser } from '#app/server/auth/session.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/account'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'dashboard' })]

export const meta: Route.MetaFunction = () => [{ title: 'Your account · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const session = await getAdminSession(request)
	return {
		email: user.email,
		role: user.role,
		twoFactorEnabled: user.twoFactorEnabled,
		backupCodesLeft: user.twoFactorEnabled ? await backupCodesLeft(user.id) : null,
		signedInAt: session?.session.createdAt ?? null,
	}
}

/** Backup codes made at a time (better-auth's default). */
const BACKUP_CODES_MADE = 10
/** At or under this many left, the Account page says to make new ones. */
const BACKUP_CODES_LOW = 3

type Setup = TwoFactorSetup

type ActionData = {
	intent: string
	message: string | null
	tone: 'success' | 'error'
	fieldErrors: Partial<Record<string, string>>
	setup: Setup | null
	/** New backup codes, shown once. */
	backupCodes: string[] | null
}

function reply(
	partial: Partial<ActionData> & { intent: string },
	init: { status?: number; setCookies?: string[] } = {},
) {
	const headers = new Headers()
	for (const cookie of init.setCookies ?? []) headers.append('Set-Cookie', cookie)
	return data<ActionData>(
		{
			message: null,
			tone: 'success',
			fieldErrors: {},
			setup: null,
			backupCodes: null,
			...partial,
		},
		{ status: init.status ?? 200, headers },
	)
}

export async function action({ request }: Route.ActionArgs) {
	await requireUser(request)
	const formData = await postedForm(request)
	const intent = textOf(formData, 'intent')

	if (intent === 'password') {
		const parsed = readForm(formData, changePasswordSchema)
		if (!parsed.ok)
			return reply({ intent, fieldErrors: parsed.fieldErrors }, { status: 400 })
		const changed = await changePassword(request, parsed.data)
		if (!changed.ok) {
			return reply(
				{
					intent,
					tone: 'error',
					message: changed.message ?? null,
					fieldErrors: changed.fieldErrors ?? {},
				},
				{ status: changed.status },
			)
		}
		return reply(
			{
				intent,
				message: 'Your password was changed. Every other session was signed out.',
			},
			{ setCookies: changed.setCookies },
		)
	}

	if (intent === 'two-factor-start') {
		const parsed = readForm(formData, confirmPasswordSchema)
		if (!parsed.ok)
			return reply({ intent, fieldErrors: parsed.fieldErrors }, { status: 400 })
		const started = await startTwoFactorSetup(request, parsed.data)
		if (!started.ok) {
			return reply(
				{
					intent,
					tone: 'error',
					message: started.message ?? null,
					fieldErrors: started.fieldErrors ?? {},
				},
				{ status: started.status },
			)
		}
		return reply({ intent, setup: started.setup })
	}

	if (intent === 'two-factor-confirm') {
		// The setup step's own values, posted back only to show that step again on a typo.
		const setup = await twoFactorSetupView(
			textOf(formData, 'totpURI'),
			textOf(formData, 'backupCodes').split(/\s+/).filter(Boolean),
		)
		const parsed = readForm(formData, twoFactorCodeSchema)
		if (!parsed.ok) {
			return reply({ intent, setup, fieldErrors: parsed.fieldErrors }, { status: 400 })
		}
		const confirmed = await confirmTwoFactorSetup(request, parsed.data)
		if (!confirmed.ok) {
			return reply(
				{
					intent,
					setup,
					tone: 'error',
					message: confirmed.message ?? null,
					fieldErrors: confirmed.fieldErrors ?? {},
				},
				{ status: confirmed.status },
			)
		}
		return reply(
			{ intent, message: 'Two-factor sign-in is on. Every sign-in now asks for a code.' },
			{ setCookies: confirmed.setCookies },
		)
	}

	if (intent === 'two-factor-disable') {
		const parsed = readForm(formData, confirmPasswordSchema)
		if (!parsed.ok)
			return reply({ intent, fieldErrors: parsed.fieldErrors }, { status: 400 })
		const disabled = await disableTwoFactor(request, parsed.data)
		if (!disabled.ok) {
			return reply(
				{
					intent,
					tone: 'error',
					message: disabled.message ?? null,
					fieldErrors: disabled.fieldErrors ?? {},
				},
				{ status: disabled.status },
			)
		}
		return reply(
			{ intent, message: 'Two-factor sign-in is off.' },
			{ setCookies: disabled.setCookies },
		)
	}

	if (intent === 'backup-codes') {
		const parsed = readForm(formData, confirmPasswordSchema)
		if (!parsed.ok)
			return reply({ intent, fieldErrors: parsed.fieldErrors }, { status: 400 })
		const made = await regenerateBackupCodes(request, parsed.data)
		if (!made.ok) {
			return reply(
				{
					intent,
					tone: 'error',
					message: made.message ?? null,
					fieldErrors: made.fieldErrors ?? {},
				},
				{ status: made.status },
			)
		}
		return reply({ intent, backupCodes: made.backupCodes })
	}

	return reply({ intent, tone: 'error', message: 'Unknown action.' }, { status: 400 })
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const submitting =
		navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const errorsFor = (intent: string) =>
		actionData?.intent === intent ? actionData.fieldErrors : {}
	const setup = actionData?.setup ?? null
	return (
		<div className="space-y-6">
			<PageHeading
				title="Your account"
				description={
					<>
						Signed in as{' '}
						<strong className="font-semibold text-ink">{loaderData.email}</strong>
						{loaderData.role === 'owner' ? ' (owner)' : ''}
						{loaderData.signedInAt ? (
							<>
								{' '}
								since <LocalTime value={loaderData.signedInAt} />
							</>
						) : null}
						.
					</>
				}
			/>

			{actionData?.message ? (
				<FormAlert tone={actionData.tone}>{actionData.message}</FormAlert>
			) : null}

			<div className="grid gap-6 lg:grid-cols-2 lg:items-start">
				<Panel
					id="two-factor"
					title="Two-factor sign-in"
					description={
						loaderData.twoFactorEnabled
							? 'On. Every sign-in asks for a code from your authenticator app (or a backup code).'
							: 'Off. Add a code from an authenticator app to every sign-in, so a stolen password is not enough.'
					}
				>
					{loaderData.twoFactorEnabled ? (
						<Form method="post" className="space-y-4">
							<input type="hidden" name="intent" value="two-factor-disable" />
							<TextField
								id="disable-password"
								name="password"
								type="password"
								label="Your password"
								autoComplete="current-password"
								required
								error={errorsFor('two-factor-disable').password}
							/>
							<Button
								type="submit"
								variant="outline"
								disabled={submitting === 'two-factor-disable'}
							>
								Turn off two-factor
							</Button>
						</Form>
					) : setup ? (
						<TwoFactorSetupStep
							setup={setup}
							error={errorsFor('two-factor-confirm').code}
							busy={submitting === 'two-factor-confirm'}
						/>
					) : (
						<Form method="post" className="space-y-4">
							<input type="hidden" name="intent" value="two-factor-start" />
							<TextField
								id="enable-password"
								name="password"
								type="password"
								label="Your password"
								autoComplete="current-password"
								required
								error={errorsFor('two-factor-start').password}
							/>
							<Button type="submit" disabled={submitting === 'two-factor-start'}>
								{submitting === 'two-factor-start' ? 'Preparing…' : 'Set up two-factor'}
							</Button>
						</Form>
					)}
				</Panel>

				{loaderData.twoFactorEnabled ? (
					<BackupCodesPanel
						left={loaderData.backupCodesLeft}
						made={actionData?.backupCodes ?? null}
						error={errorsFor('backup-codes').password}
						busy={submitting === 'backup-codes'}
					/>
				) : null}

				<Panel
					id="password"
					title="Change password"
					description="You will stay signed in here; every other session ends."
				>
					<Form method="post" className="space-y-4">
						<input type="hidden" name="intent" value="password" />
						<TextField
							id="current-password"
							name="currentPassword"
							type="password"
							label="Current password"
							autoComplete="current-password"
							required
							error={errorsFor('password').currentPassword}
						/>
						<TextField
							id="new-password"
							name="newPassword"
							type="password"
							label="New password"
							autoComplete="new-password"
							required
							minLength={PASSWORD_MIN_LENGTH}
							maxLength={PASSWORD_MAX_LENGTH}
							hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
							error={errorsFor('password').newPassword}
						/>
						<Button type="submit" disabled={submitting === 'password'}>
							{submitting === 'password' ? 'Changing…' : 'Change password'}
						</Button>
					</Form>
				</Panel>
			</div>
		</div>
	)
}

function TwoFactorSetupStep({
	setup,
	error,
	busy,
}: {
	setup: Setup
	error?: string
	busy: boolean
}) {
	return (
		<div className="space-y-5">
			<ol className="list-decimal space-y-4 pl-5 text-sm marker:font-semibold marker:text-ink-muted">
				<li>
					<p>Scan this code with an authenticator app.</p>
					<img
						src={setup.qr}
						alt="QR code for your authenticator app"
						width={176}
						height={176}
						className="mt-3 rounded-lg border border-line bg-white p-2"
					/>
					<p className="mt-2 text-ink-muted">
						Or type this key:{' '}
						<code
							className="font-mono text-sm break-all text-ink"
							data-testid="totp-secret"
						>
							{setup.secret}
						</code>
					</p>
				</li>
				<li>
					<p>
						Save these backup codes somewhere safe. Each one signs you in once if you lose
						your phone. They are shown only now.
					</p>
					<ul
						aria-label="Backup codes"
						className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-surface-muted p-3 font-mono text-sm"
					>
						{setup.backupCodes.map((code) => (
							<li key={code}>{code}</li>
						))}
					</ul>
				</li>
				<li>
					<p>Enter the 6-digit code your app shows, to finish.</p>
				</li>
			</ol>
			<Form method="post" className="space-y-4">
				<input type="hidden" name="intent" value="two-factor-confirm" />
				<input type="hidden" name="totpURI" value={setup.totpURI} />
				<input type="hidden" name="backupCodes" value={setup.backupCodes.join(' ')} />
				<TextField
					id="confirm-code"
					name="code"
					label="Authentication code"
					autoComplete="one-time-code"
					inputMode="numeric"
					required
					error={error}
				/>
				<Button type="submit" disabled={busy}>
					{busy ? 'Checking…' : 'Turn on two-factor'}
				</Button>
			</Form>
		</div>
	)
}

function BackupCodesPanel({
	left,
	made,
	error,
	busy,
}: {
	left: number | null
	made: string[] | null
	error?: string
	busy: boolean
}) {
	const count = made?.length ?? left ?? 0
	return (
		<Panel
			id="backup-codes"
			title="Backup codes"
			description="Each code signs you in once when your authenticator app is not at hand."
		>
			{made ? (
				<FormAlert tone="success" className="mb-5">
					<p>
						Your new backup codes. The old ones no longer work. Save these somewhere safe:
						they are shown only now.
					</p>
					<ul
						aria-label="New backup codes"
						className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm"
					>
						{made.map((code) => (
							<li key={code}>{code}</li>
						))}
					</ul>
				</FormAlert>
			) : null}
			<p
				className={cx(
					'mb-4 text-sm',
					count <= BACKUP_CODES_LOW ? 'font-semibold text-ink' : 'text-ink-muted',
				)}
				data-testid="backup-codes-left"
			>
				{count === 0
					? 'No backup codes left: make new ones, or a lost phone locks you out.'
					: `${count} of ${BACKUP_CODES_MADE} backup codes left.${count <= BACKUP_CODES_LOW ? ' Make new ones before they run out.' : ''}`}
			</p>
			{/* A new key once codes are made: the password field empties. */}
			<Form method="post" className="space-y-4" key={made?.[0] ?? 'ask'}>
				<input type="hidden" name="intent" value="backup-codes" />
				<TextField
					id="backup-codes-password"
					name="password"
					type="password"
					label="Your password"
					autoComplete="current-password"
					required
					hint="New codes replace every code you have now."
					error={error}
				/>
				<Button type="submit" variant="outline" disabled={busy}>
					{busy ? 'Making codes…' : 'Make new backup codes'}
				</Button>
			</Form>
		</Panel>
	)
}
