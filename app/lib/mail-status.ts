// What the dashboard says when the site sends no mail (no SMTP server is set up), in the
// staff's words: the setting's name is the deployer's business, not theirs.

export const MAIL_OFF =
	'Mail is off: no mail server is set up for this site, so the dashboard sends no email.'

/** The Team tab: links are shown for the admin to pass on. */
export const MAIL_OFF_LINKS = `${MAIL_OFF} Links to register and to set a new password are shown here for you to pass on yourself.`

/** The Inbox: messages stay in the dashboard. */
export const MAIL_OFF_INBOX =
	'Mail is off (no mail server is set up for this site), so messages are kept here only.'

/** A message's delivery line in the Inbox. */
export const MAIL_OFF_DELIVERY = 'not mailed: mail is off for this site'
