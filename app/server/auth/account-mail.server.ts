// The mails the dashboard sends about accounts: an invitation, a password reset link. Each
// is plain text with a simple HTML alternative, in which everything that comes from the
// database (the company's name, addresses, the link) is escaped. The services store them
// (models/account-mails.server.ts) in the transaction of the change, and the outbox sends
// them.

export interface ComposedMail {
	subject: string
	text: string
	html: string
}

const HTML_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
}

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** One line for a mail header: no line breaks, so a name cannot add a header. */
function oneLine(text: string): string {
	return text.replace(/[\r\n]+/g, ' ').trim()
}

/**
 * A mail of paragraphs and one link, as text and as HTML. Every value is inserted as text:
 * the HTML escapes it, so nothing typed in the dashboard becomes markup.
 */
function compose(input: {
	subject: string
	before: string[]
	link: { label: string; href: string }
	after: string[]
}): ComposedMail {
	const text = [...input.before, input.link.href, ...input.after].join('\n\n')
	const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`
	const href = escapeHtml(input.link.href)
	const html = [
		'<!doctype html>',
		'<html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1c2e">',
		...input.before.map(paragraph),
		`<p style="margin:0 0 16px"><a href="${href}" style="color:#2d5f94;font-weight:600">${escapeHtml(input.link.label)}</a></p>`,
		`<p style="margin:0 0 16px;font-size:14px;color:#55586b">Or copy this address into your browser: ${href}</p>`,
		...input.after.map(paragraph),
		'</body></html>',
	].join('\n')
	return { subject: oneLine(input.subject), text: `${text}\n`, html: `${html}\n` }
}

export function composeInvitationMail(input: {
	companyName: string
	invitedBy: string
	link: string
}): ComposedMail {
	const company = oneLine(input.companyName)
	return compose({
		subject: `You are invited to the ${company} dashboard`,
		before: [
			'Hello,',
			`${input.invitedBy} invited you to help run the website of ${company}: its projects, products, testimonials and client logos.`,
			'Create your account with this link. It works once, for 7 days:',
		],
		link: { label: 'Accept the invitation', href: input.link },
		after: ['If you did not expect this invitation, you can ignore this mail.'],
	})
}

export function composePasswordResetMail(input: {
	companyName: string
	email: string
	link: string
	/** The owner who sent it; null when the account's holder asked for it. */
	sentBy: string | null
}): ComposedMail {
	const company = oneLine(input.companyName)
	return compose({
		subject: `Set a new password for the ${company} dashboard`,
		before: [
			'Hello,',
			input.sentBy
				? `${input.sentBy} sent you a link to set a new password for your account (${input.email}) on the ${company} dashboard.`
				: `Someone asked to reset the password of the ${company} dashboard account for ${input.email}.`,
			'Set a new password with this link. It works once, within 1 hour, and signs your account out everywhere else:',
		],
		link: { label: 'Set a new password', href: input.link },
		after: [
			input.sentBy
				? 'If you did not expect this, you can ignore this mail: your password stays as it is.'
				: 'If you did not ask for this, ignore this mail: your password stays as it is.',
		],
	})
}

/** An author is told what became of a draft they submitted for review (decision 046). */
export function composeReviewMail(input: {
	companyName: string
	title: string
	reviewer: string
	outcome: 'changes' | 'published' | 'scheduled'
	comment: string | null
	link: string
}): ComposedMail {
	const company = oneLine(input.companyName)
	const title = oneLine(input.title)
	const lead = {
		changes: `${input.reviewer} asked for changes to “${title}” before it is published:`,
		published: `${input.reviewer} approved “${title}”, and it is published.`,
		scheduled: `${input.reviewer} approved “${title}”, and it is scheduled to be published.`,
	}[input.outcome]
	return compose({
		subject:
			input.outcome === 'changes'
				? `Changes asked for: ${title} (${company})`
				: `Approved: ${title} (${company})`,
		before: ['Hello,', lead, ...(input.comment ? [input.comment] : [])],
		link: { label: `Open “${title}”`, href: input.link },
		after: [],
	})
}
