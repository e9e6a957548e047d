// Passwords refused at sign-up and password change (the list: common-passwords.json): the
// entries of 12 characters or more from the common-password list that ships with
// @zxcvbn-ts/language-common (MIT, drawn from public breach corpora), plus the ways people
// pad the most common shorter ones to reach a length rule (a year, '123', '!'). Shorter
// passwords are refused by length alone. Compared in lower case. JSON, imported: the server
// bundle carries it (decision 015), and Vitest and the command-line scripts on plain Node
// load it the same way (decision 025).
import LIST from './common-passwords.json' with { type: 'json' }

let set: Set<string> | undefined

function commonPasswords(): Set<string> {
	set ??= new Set(LIST)
	return set
}

/** Whether `password` is on the shipped list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
	return commonPasswords().has(password.trim().toLowerCase())
}

export function commonPasswordCount(): number {
	return commonPasswords().size
}
