// What an admin is told when another admin's work came first (decision 042): who, when (in
// the reader's time zone), and what it means for the form. The server answers a refused
// save with these facts (a 409, or a 423 while someone else holds the item's lock); the
// sentence is put together here, the same on the server's page and in the browser.
import type { FieldChange } from './content-diff.ts'
import { formatTime } from './local-time.ts'

export interface ConflictFacts {
	/**
	 * 'draft': someone saved a draft since the form last saw it; 'published': someone
	 * published (or discarded) since; 'locked': someone else is editing the item now.
	 */
	reason: 'draft' | 'published' | 'locked'
	/** Who, as people are told (a name and email); null when nobody is known. */
	by: string | null
	/** When (ISO); null when not known. */
	at: string | null
	/** What the item is called in a sentence ('project', 'About page', 'testimonial'). */
	noun: string
}

/**
 * The sentence about a conflict; its time in `timeZone` with the zone named, or left out
 * (null: a line of the log, read later in any zone).
 */
export function conflictMessage(facts: ConflictFacts, timeZone: string | null): string {
	const when = facts.at && timeZone ? ` at ${formatTime(facts.at, timeZone)}` : ''
	const who = facts.by ?? 'Someone'
	switch (facts.reason) {
		case 'draft':
			return `${who} saved a draft of this ${facts.noun}${when}, after you opened it. Your changes are not saved yet: they are still in the form.`
		case 'published':
			return facts.by
				? `${who} published this ${facts.noun}${when}, after your version was started. Your changes are not published: they are still in the form.`
				: `This ${facts.noun} was changed by someone else after your version was started. Your changes are not saved yet: they are still in the form.`
		case 'locked':
			return `${who} is editing this ${facts.noun} now${when ? ` (since${when.slice(3)})` : ''}. Your changes are not saved: they are still in the form.`
	}
}

/** A 409's facts for the form: the sentence's parts, what is stored now, and what differs. */
export interface ConflictView extends ConflictFacts {
	/** The versions stored now: "Keep mine" saves over them. */
	draftVersion: number
	baseRevision: number
	/**
	 * Each field where what is stored now (theirs: `before`) differs from the form
	 * (yours: `after`); empty when they hold the same.
	 */
	changes: FieldChange[]
}
