import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { data, Form, Link, useNavigation } from 'react-router'

import { CopyLink } from '#app/components/admin/CopyLink.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { controlClasses, TextField } from '#app/components/ui/Field.tsx'
import { ASSIGNABLE_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from '#app/lib/permissions.ts'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { MAIL_OFF_LINKS } from '#app/lib/mail-status.ts'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { postedForm, readForm, textOf } from '#app/schemas/form.ts'
import { teamActionSchema } from '#app/schemas/auth.ts'
import {
	changeMemberRole,
	inviteAdmin,
	removeAdmin,
	transferOwnership,
	revokeAdminInvitation,
	sendPasswordResetLink,
	type LinkDelivery,
} from '#app/server/admin/team.server.ts'
import { authHeaders } from '#app/server/auth/auth.server.ts'
import { listInvitations } from '#app/server/auth/invitations.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { isMailConfigured, wakeOutbox } from '#app/server/contact/service.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import {
	latestAccountMailStates,
	type AccountMailStatus,
} from '#app/server/models/account-mails.server.ts'
import { listMembers } from '#app/server/models/users.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/team'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	// Roles, ownership and password links are the owner's; the rest of the Team is admins' too.
	access({
		read: 'team',
		write: 'roles',
		intents: { invite: 'team', revoke: 'team', remove: 'team' },
	}),
]

export const meta: Route.MetaFunction = () => [{ title: 'Team · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const db = getDb()
	const [members, invitations] = await Promise.all([listMembers(db), listInvitations(db)])
	const pending = invitations.filter((i) => i.status === 'pending').map((i) => i.id)
	const mails = await latestAccountMailStates(db, 'invitation', pending)
	const removeId = new URL(request.url).searchParams.get('remove')
	const confirmRemove =
		members.find((m) => m.id === removeId && m.role !== 'owner' && m.id !== user.id) ??
		null
	const transferId = new URL(request.url).searchParams.get('transfer')
	const confirmTransfer =
		user.role === 'owner'
			? (members.find((m) => m.id === transferId && m.id !== user.id) ?? null)
			: null
	return {
		me: user.id,
		isOwner: user.role === 'owner',
		mailOn: isMailConfigured(),
		members,
		invitations: invitations.map((invitation) => ({
			...invitation,
			mail: mails.get(invitation.id)?.status ?? null,
		})),
		confirmRemove: confirmRemove
			? { id: confirmRemove.id, email: confirmRemove.email }
			: null,
		confirmTransfer: confirmTransfer
			? { id: confirmTransfer.id, email: confirmTransfer.email }
			: null,
	}
}

type ActionResult = {
	intent: string
	message: string | null
	tone: 'success' | 'error'
	fieldErrors: Partial<Record<string, string>>
	/** A link for the admin to pass on (the site sends no mail). */
	link: { kind: 'invitation' | 'reset'; email: string; href: string } | null
}

function result(partial: Partial<ActionResult> & { intent: string }, status = 200) {
	return data<ActionResult>(
		{ message: null, tone: 'success', fieldErrors: {}, link: null, ...partial },
		{ status },
	)
}

/** Where this request's links point, and whether they are mailed. */
function linkDelivery(request: Request): LinkDelivery {
	// The admin's own browser made this request (same-site writes only), so its address
	// is the site's when SITE_URL does not say.
	return {
		origin: getEnv().SITE_URL ?? new URL(request.url).origin,
		mail: isMailConfigured(),
	}
}

/**
 * Invite, Revoke, Remove and a reset link, in the order of every admin write (decision
 * 026): the user, the post read with its schema (one discriminated union; 400 with the
 * field's message), the service with typed input, the answer the tab shows.
 */
export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const formData = await postedForm(request)
	const parsed = readForm(formData, teamActionSchema)
	if (!parsed.ok) {
		const intent = textOf(formData, 'intent')
		const errors = parsed.fieldErrors
		return errors.email && intent === 'invite'
			? result({ intent, fieldErrors: errors }, 400)
			: result({ intent, tone: 'error', message: 'Unknown action.' }, 400)
	}
	const action = parsed.data
	const { intent } = action
	const db = getDb()

	switch (action.intent) {
		case 'invite': {
			const invited = await inviteAdmin(db, {
				email: action.email,
				role: action.role,
				actor: user,
				delivery: linkDelivery(request),
			})
			if (!invited.ok) {
				return result(
					{
						intent,
						fieldErrors: { email: 'This email already belongs to a member of the team.' },
					},
					400,
				)
			}
			const { email } = invited.invitation
			if (!invited.mailed)
				return result({ intent, link: { kind: 'invitation', email, href: invited.link } })
			wakeOutbox()
			return result({
				intent,
				message: `Invitation mailed to ${email}. Its link works once, for 7 days.`,
			})
		}
		case 'role': {
			const changed = await changeMemberRole(db, {
				id: action.id,
				role: action.role,
				actor: user,
			})
			if (!changed.ok) {
				const refusal = {
					'not-found': [404, 'That member was already removed.'],
					'not-owner': [403, 'Only the owner can change roles.'],
					owner: [400, 'Hand ownership over to change the owner’s role.'],
					self: [400, 'Hand ownership over to change your own role.'],
				} as const
				const [status, message] = refusal[changed.reason]
				return result({ intent, tone: 'error', message }, status)
			}
			// Every role's name starts with a vowel: an Admin, an Editor, an Author.
			const label = ROLE_LABELS[changed.to]
			return result({
				intent,
				message: changed.signedOut
					? `${changed.member.email} is now an ${label}, and was signed out everywhere.`
					: `${changed.member.email} is now an ${label}.`,
			})
		}
		case 'transfer': {
			const handed = await transferOwnership(db, { id: action.id, actor: user })
			if (!handed.ok) {
				const refusal = {
					'not-found': [404, 'That member was already removed.'],
					'not-owner': [403, 'Only the owner can hand ownership over.'],
					self: [400, 'You are the owner already.'],
				} as const
				const [status, message] = refusal[handed.reason]
				return result({ intent, tone: 'error', message }, status)
			}
			return result({
				intent,
				message: `${handed.member.email} is now the owner; you are an Admin.`,
			})
		}
		case 'revoke': {
			const revoked = await revokeAdminInvitation(db, { id: action.id, actor: user })
			return revoked.ok
				? result({
						intent,
						message: `The invitation for ${revoked.invitation.email} no longer works.`,
					})
				: result(
						{
							intent,
							tone: 'error',
							message: 'That invitation was already used or revoked.',
						},
						409,
					)
		}
		case 'remove': {
			const removed = await removeAdmin(db, { id: action.id, actor: user })
			if (removed.ok) {
				return result({
					intent,
					message: `${removed.member.email} was removed and signed out everywhere.`,
				})
			}
			const why = {
				'not-found': 'That member was already removed.',
				owner: 'The owner cannot be removed.',
				self: 'You cannot remove yourself.',
			}[removed.reason]
			return result(
				{ intent, tone: 'error', message: why },
				removed.reason === 'not-found' ? 404 : 403,
			)
		}
		case 'reset-link': {
			const sent = await sendPasswordResetLink(db, {
				memberId: action.id,
				actor: user,
				delivery: linkDelivery(request),
				headers: authHeaders(request),
			})
			if (!sent.ok) {
				const refusal = {
					'not-found': [404, 'That member was already removed.'],
					'not-owner': [403, 'Only the owner can send a link to set a new password.'],
					self: [400, 'Change your own password under Your account.'],
				} as const
				const [status, message] = refusal[sent.reason]
				return result({ intent, tone: 'error', message }, status)
			}
			const { email } = sent.member
			if (!sent.mailed)
				return result({ intent, link: { kind: 'reset', email, href: sent.link } })
			wakeOutbox()
			return result({
				intent,
				message: `A link to set a new password was mailed to ${email}. It works once, within 1 hour.`,
			})
		}
	}
}

/** What became of a pending invitation's mail, in words. */
const MAIL_STATES: Record<AccountMailStatus, string> = {
	sent: 'mailed',
	pending: 'mail waiting to be sent',
	failed: 'mail not delivered: send a new invitation',
}

const statusStyles = {
	pending: 'bg-brand/15 text-brand-ink',
	used: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
	expired: 'bg-surface-muted text-ink-muted',
	revoked: 'bg-surface-muted text-ink-muted',
} as const

function Badge({
	children,
	className,
}: {
	children: React.ReactNode
	className?: string
}) {
	return (
		<span
			className={cx(
				'inline-flex items-center rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
				className,
			)}
		>
			{children}
		</span>
	)
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
	const { members, invitations, me, isOwner, mailOn, confirmRemove, confirmTransfer } =
		loaderData
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting' ? navigation.formData : null
	const submittingIntent = submitting?.get('intent') ?? null
	const link = actionData?.link ?? null
	return (
		<div className="space-y-6">
			<PageHeading
				title="Team"
				description="Who works on this site, and what each may do. Invite someone by email: they get a link that works once, for 7 days."
			/>

			{mailOn ? null : <FormAlert tone="info">{MAIL_OFF_LINKS}</FormAlert>}

			{actionData?.message ? (
				<FormAlert tone={actionData.tone}>{actionData.message}</FormAlert>
			) : null}

			{link?.kind === 'reset' ? (
				<CopyLink id="reset-link" label="Link to set a new password" link={link.href}>
					A link for <strong>{link.email}</strong> to set a new password. Send it to them
					yourself: it is shown only now, works once, and expires in 1 hour. Using it
					signs them out everywhere.
				</CopyLink>
			) : null}

			<Panel id="invite" title="Invite someone">
				{link?.kind === 'invitation' ? (
					<CopyLink id="invite-link" label="Invitation link" link={link.href}>
						Invitation created for <strong>{link.email}</strong>. Send them this link
						yourself: it is shown only now, works once, and expires in 7 days.
					</CopyLink>
				) : null}
				<Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-start">
					<input type="hidden" name="intent" value="invite" />
					<TextField
						id="invite-email"
						name="email"
						type="email"
						label="Email"
						autoComplete="off"
						required
						className="flex-1"
						error={
							actionData?.intent === 'invite' ? actionData.fieldErrors.email : undefined
						}
					/>
					<div>
						<label htmlFor="invite-role" className="mb-1.5 block text-sm font-semibold">
							Role
						</label>
						<select
							id="invite-role"
							name="role"
							defaultValue="admin"
							className={cx(controlClasses, 'w-auto')}
						>
							{ASSIGNABLE_ROLES.map((role) => (
								<option key={role} value={role}>
									{ROLE_LABELS[role]}
								</option>
							))}
						</select>
					</div>
					<Button
						type="submit"
						className="sm:mt-7"
						disabled={submittingIntent === 'invite'}
					>
						{mailOn
							? submittingIntent === 'invite'
								? 'Sending…'
								: 'Send invitation'
							: submittingIntent === 'invite'
								? 'Creating…'
								: 'Create invitation link'}
					</Button>
				</Form>
			</Panel>

			<Panel
				id="members"
				title="Members"
				description="Removing a member, or giving them a smaller role, ends all of their sessions at once."
			>
				<dl className="mb-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
					{(['owner', ...ASSIGNABLE_ROLES] as const).map((role) => (
						<div key={role} className="contents">
							<dt className="font-semibold">{ROLE_LABELS[role]}</dt>
							<dd className="text-ink-muted">{ROLE_DESCRIPTIONS[role]}</dd>
						</div>
					))}
				</dl>
				<ul className="divide-y divide-line">
					{members.map((member) => (
						<li
							key={member.id}
							id={`member-${member.id}`}
							className="scroll-mt-24 py-4 first:pt-0 last:pb-0"
						>
							<div className="flex flex-wrap items-center gap-x-3 gap-y-2">
								<span
									aria-hidden="true"
									className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-muted text-sm font-bold text-ink uppercase"
								>
									{member.email.slice(0, 1)}
								</span>
								<div className="min-w-0 flex-1">
									<p className="truncate font-semibold">{member.email}</p>
									<p className="text-sm text-ink-muted">
										Joined <LocalTime value={member.createdAt} />
									</p>
								</div>
								{/* On a phone the badges and the action take their own row under the email. */}
								<div className="flex w-full flex-wrap items-center gap-1.5 pl-12 sm:w-auto sm:pl-0">
									{member.id === me ? (
										<Badge className="bg-surface-muted text-ink">You</Badge>
									) : null}
									<Badge
										className={
											member.role === 'owner'
												? 'bg-indigo text-white dark:bg-brand dark:text-canvas'
												: 'bg-surface-muted text-ink'
										}
									>
										{ROLE_LABELS[member.role]}
									</Badge>
									{member.twoFactorEnabled ? (
										<Badge className={statusStyles.used}>Two-factor on</Badge>
									) : (
										<Badge className="bg-surface-muted text-ink-muted">
											Two-factor off
										</Badge>
									)}
									{isOwner && member.id !== me ? (
										<Form method="post" className="ml-auto sm:ml-1.5">
											<input type="hidden" name="intent" value="reset-link" />
											<input type="hidden" name="id" value={member.id} />
											<Button
												type="submit"
												variant="outline"
												size="sm"
												aria-label={`${mailOn ? 'Send' : 'Make'} a password reset link for ${member.email}`}
												disabled={
													submittingIntent === 'reset-link' &&
													submitting?.get('id') === member.id
												}
											>
												{mailOn ? 'Send reset link' : 'Make reset link'}
											</Button>
										</Form>
									) : null}
									{member.role !== 'owner' &&
									member.id !== me &&
									confirmRemove?.id !== member.id ? (
										<Link
											to={`?remove=${encodeURIComponent(member.id)}`}
											preventScrollReset
											className={buttonClasses({
												variant: 'outline',
												size: 'sm',
												className: isOwner ? undefined : 'ml-auto sm:ml-1.5',
											})}
											aria-label={`Remove ${member.email}`}
										>
											Remove
										</Link>
									) : null}
								</div>
							</div>
							{isOwner && member.id !== me && member.role !== 'owner' ? (
								<div className="mt-3 flex flex-wrap items-end gap-2 pl-12">
									<Form method="post" className="flex flex-wrap items-end gap-2">
										<input type="hidden" name="intent" value="role" />
										<input type="hidden" name="id" value={member.id} />
										<div>
											<label
												htmlFor={`role-${member.id}`}
												className="mb-1 block text-sm font-semibold"
											>
												Role of {member.email}
											</label>
											<select
												id={`role-${member.id}`}
												name="role"
												defaultValue={member.role}
												className={cx(controlClasses, 'w-auto py-2')}
											>
												{ASSIGNABLE_ROLES.map((role) => (
													<option key={role} value={role}>
														{ROLE_LABELS[role]}
													</option>
												))}
											</select>
										</div>
										<Button
											type="submit"
											variant="outline"
											size="sm"
											aria-label={`Change the role of ${member.email}`}
										>
											Change role
										</Button>
									</Form>
									{confirmTransfer?.id !== member.id ? (
										<Link
											to={`?transfer=${encodeURIComponent(member.id)}`}
											preventScrollReset
											className={buttonClasses({ variant: 'ghost', size: 'sm' })}
											aria-label={`Hand ownership over to ${member.email}`}
										>
											Make owner
										</Link>
									) : null}
								</div>
							) : null}
							{confirmTransfer?.id === member.id ? (
								<div
									role="group"
									aria-label="Confirm handing ownership over"
									className="mt-3 rounded-xl border border-line bg-surface-muted p-4"
								>
									<p className="text-sm">
										Make <strong>{member.email}</strong> the owner? You become an Admin,
										and only they can change roles from then on.
									</p>
									<Form method="post" className="mt-3 flex flex-wrap gap-2">
										<input type="hidden" name="intent" value="transfer" />
										<input type="hidden" name="id" value={member.id} />
										<Button type="submit" size="sm">
											Hand ownership over
										</Button>
										<Link
											to="/admin/team"
											preventScrollReset
											className={buttonClasses({ variant: 'ghost', size: 'sm' })}
										>
											Cancel
										</Link>
									</Form>
								</div>
							) : null}
							{confirmRemove?.id === member.id ? (
								<div
									role="group"
									aria-label="Confirm removal"
									className="mt-3 rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-400/40 dark:bg-red-950/40"
								>
									<p className="text-sm text-red-900 dark:text-red-100">
										Remove <strong>{member.email}</strong>? They are signed out everywhere
										and can no longer sign in. This cannot be undone.
									</p>
									<Form method="post" className="mt-3 flex flex-wrap gap-2">
										<input type="hidden" name="intent" value="remove" />
										<input type="hidden" name="id" value={member.id} />
										<Button
											type="submit"
											size="sm"
											className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-700"
											disabled={submittingIntent === 'remove'}
										>
											{submittingIntent === 'remove' ? 'Removing…' : 'Remove member'}
										</Button>
										<Link
											to="/admin/team"
											preventScrollReset
											className={buttonClasses({ variant: 'ghost', size: 'sm' })}
										>
											Cancel
										</Link>
									</Form>
								</div>
							) : null}
						</li>
					))}
				</ul>
			</Panel>

			<Panel
				id="invitations"
				title="Invitations"
				description={
					mailOn
						? 'Each invitation is mailed when it is made. Revoke one that should no longer work.'
						: 'Links are shown only when created. Revoke one that should no longer work.'
				}
			>
				{invitations.length === 0 ? (
					<p className="text-ink-muted">No invitations yet.</p>
				) : (
					<ul className="divide-y divide-line">
						{invitations.map((invitation) => (
							<li
								key={invitation.id}
								className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
							>
								<div className="min-w-0 flex-1">
									<p className="truncate font-semibold">{invitation.email}</p>
									<p className="text-sm text-ink-muted">
										<InvitationWhen invitation={invitation} />
										{invitation.invitedByEmail
											? ` · by ${invitation.invitedByEmail}`
											: ''}
										{invitation.status === 'pending' && invitation.mail
											? ` · ${MAIL_STATES[invitation.mail]}`
											: ''}
									</p>
								</div>
								<Badge className={statusStyles[invitation.status]}>
									{invitation.status[0]?.toUpperCase()}
									{invitation.status.slice(1)}
								</Badge>
								{invitation.status === 'pending' ? (
									<Form method="post">
										<input type="hidden" name="intent" value="revoke" />
										<input type="hidden" name="id" value={invitation.id} />
										<Button
											type="submit"
											variant="outline"
											size="sm"
											aria-label={`Revoke the invitation for ${invitation.email}`}
										>
											Revoke
										</Button>
									</Form>
								) : null}
							</li>
						))}
					</ul>
				)}
			</Panel>
		</div>
	)
}

/** When the invitation ends, or ended and how. */
function InvitationWhen({
	invitation,
}: {
	invitation: {
		status: 'pending' | 'used' | 'expired' | 'revoked'
		expiresAt: string
		usedAt: string | null
		revokedAt: string | null
	}
}) {
	const [word, at] =
		invitation.status === 'pending'
			? ['Expires', invitation.expiresAt]
			: invitation.status === 'used' && invitation.usedAt
				? ['Used', invitation.usedAt]
				: invitation.status === 'revoked' && invitation.revokedAt
					? ['Revoked', invitation.revokedAt]
					: ['Expired', invitation.expiresAt]
	return (
		<>
			{word} <LocalTime value={at} />
		</>
	)
}
