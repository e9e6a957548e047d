import {
	plainTextOf,
	richFromParagraphs,
	richFromPlainText,
	UNSAFE_LINK_MESSAGE,
	type RichText,
} from '#app/lib/rich-text.ts'
import { describe, expect, test } from 'vitest'

import { SITE_CONTENT_DEFAULTS, siteValueFrom } from '#app/lib/site-content.ts'

import { readForm } from './form.ts'
import {
	readSiteForm,
	siteDraftForm,
	SITE_FORMS,
	SITE_KEYS,
	type SiteKey,
} from './site-content.ts'
import { labelsAt, postedEntriesOf } from './site-fields.ts'

function readSiteDraft(key: SiteKey, posted: FormData) {
	const read = readForm(posted, siteDraftForm(key))
	if (!read.ok) throw new Error('a draft always reads')
	return read.data
}

/** The FormData a Site form posts for `value`, with `changes` put over it by name. */
function posted(
	key: SiteKey,
	value: unknown = SITE_CONTENT_DEFAULTS[key],
	changes: Record<string, string | null> = {},
): FormData {
	const data = new FormData()
	const entries = new Map(postedEntriesOf(SITE_FORMS[key].fields, value))
	for (const [name, text] of Object.entries(changes)) {
		if (text === null) entries.delete(name)
		else entries.set(name, text)
	}
	for (const [name, text] of entries) data.append(name, text)
	return data
}

function refused(key: SiteKey, changes: Record<string, string | null>) {
	const read = readSiteForm(key, posted(key, undefined, changes))
	if (read.ok) throw new Error(`${key} was accepted with ${JSON.stringify(changes)}`)
	return read.fieldErrors
}

describe('the Site forms', () => {
	test.each(SITE_KEYS)(
		'%s: today’s copy passes its own checks, posted and read back',
		(key) => {
			const form = SITE_FORMS[key]
			expect(form.schema.parse(SITE_CONTENT_DEFAULTS[key])).toEqual(
				SITE_CONTENT_DEFAULTS[key],
			)
			expect(readSiteForm(key, posted(key))).toEqual({
				ok: true,
				data: SITE_CONTENT_DEFAULTS[key],
			})
			expect(siteValueFrom(key, undefined)).toEqual(SITE_CONTENT_DEFAULTS[key])
		},
	)

	test('a page’s Search and sharing sent before the script runs keeps what its boxes hold', () => {
		// The JSON as the page was served; the boxes as typed (the checkbox ticked).
		const read = readSiteForm(
			'about',
			posted('about', undefined, {
				'search.title': 'Who we are',
				'search.description': 'The people behind the work.',
				'search.noindex': 'on',
			}),
		)
		if (!read.ok) throw new Error(JSON.stringify(read.fieldErrors))
		expect(read.data.search).toMatchObject({
			title: 'Who we are',
			description: 'The people behind the work.',
			noindex: true,
		})
		// Unticked: not posted.
		const shown = readSiteForm(
			'about',
			posted(
				'about',
				{
					...SITE_CONTENT_DEFAULTS.about,
					search: { ...SITE_CONTENT_DEFAULTS.about.search, noindex: true },
				},
				{
					'search.noindex': null,
				},
			),
		)
		if (!shown.ok) throw new Error(JSON.stringify(shown.fieldErrors))
		expect(shown.data.search.noindex).toBe(false)
	})

	test('the spec’s strings are the defaults, as the spec gives them', () => {
		const d = SITE_CONTENT_DEFAULTS
		expect(d.home.banner.title).toBe('Innovative Solutions For The Future')
		expect(d.home.process.title).toBe('Development Process')
		expect(d.home.process.stages.map((stage) => stage.title)).toEqual([
			'Concept & Planning',
			'Design & Visuals',
			'Development',
			'Testing',
			'Launch',
		])
		expect(d.about.values.items.map((value) => value.title)).toEqual([
			'Innovation',
			'Excellence',
			'Customer-Centricity',
			'Integrity',
			'Collaboration',
			'Continuous Improvement',
			'Adaptability',
			'Empowerment',
		])
		expect(d.services['smart-systems'].items.map((item) => item.name)).toEqual([
			'Smart Gates',
			'Smart Mirrors',
			'Smart Locks',
		])
		expect(d.company.replyPromise).toBe('3 working days')
		expect(d.company.tagline).toBe(
			'Innovate, Integrate, Inspire: Your Software Solutions Partner',
		)
		expect(d.company.foundedYear).toBe(2023)
	})

	test('texts are trimmed; line breaks kept; rich texts posted as plain text split at blank lines', () => {
		const read = readSiteForm(
			'about',
			posted('about', undefined, {
				'banner.title': '  Hello  ',
				'mission.text': 'One\r\nTwo',
				search: JSON.stringify({ description: 'One line,\r\n  wrapped.', noindex: true }),
				// Its boxes not posted (a client that sends the JSON alone).
				'search.title': null,
				'search.description': null,
				'story.paragraphs': ' First.\r\n\r\n  \n\nSecond,\nstill second. \n\n',
			}),
		)
		expect(read.ok && read.data.banner.title).toBe('Hello')
		expect(read.ok && read.data.mission.text).toEqual(richFromPlainText('One\nTwo'))
		// Search and sharing posts its parts as one JSON value; a missing part is empty.
		expect(read.ok && read.data.search).toEqual({
			title: '',
			description: 'One line, wrapped.',
			image: null,
			noindex: true,
		})
		expect(read.ok && read.data.story.paragraphs).toEqual(
			richFromParagraphs(['First.', 'Second,\nstill second.']),
		)
		// The editor posts its JSON; read the same way.
		const rich = readSiteForm(
			'about',
			posted('about', undefined, {
				'story.paragraphs': JSON.stringify(richFromPlainText('Rich.')),
			}),
		)
		expect(rich.ok && plainTextOf(rich.data.story.paragraphs)).toBe('Rich.')
	})

	test('every text has a limit and a required text a message, by its field', () => {
		expect(refused('home', { 'banner.title': 'x'.repeat(121) })).toEqual({
			'banner.title': 'Keep the headline under 120 characters.',
		})
		expect(refused('home', { 'banner.title': '   ' })).toEqual({
			'banner.title': 'Headline is required',
		})
		expect(refused('home', { 'banner.title': null })).toEqual({
			'banner.title': 'Headline is required',
		})
		expect(refused('about', { 'values.items.2.text': 'x'.repeat(301) })).toEqual({
			'values.items.2.text': 'Keep the description under 300 characters.',
		})
		// A rich text's limit counts what a visitor reads, not its JSON.
		expect(refused('about', { 'story.paragraphs': `ok\n\n${'x'.repeat(5999)}` })).toEqual(
			{
				'story.paragraphs': 'Keep the story under 6,000 characters.',
			},
		)
		expect(
			readSiteForm(
				'about',
				posted('about', undefined, {
					'story.paragraphs': JSON.stringify(richFromPlainText('x'.repeat(5990))),
				}),
			).ok,
		).toBe(true)
		expect(
			refused('about', {
				'story.paragraphs': JSON.stringify({
					root: {
						type: 'root',
						children: [
							{
								type: 'paragraph',
								children: [
									{
										type: 'link',
										url: 'javascript:alert(1)',
										children: [{ type: 'text', text: 'x' }],
									},
								],
							},
						],
					},
				}),
			}),
		).toEqual({ 'story.paragraphs': UNSAFE_LINK_MESSAGE })
		expect(refused('about', { 'story.paragraphs': '\n\n' })).toEqual({
			'story.paragraphs': 'Story is required',
		})
	})

	test('addresses, years, icons and the title pattern are checked', () => {
		expect(
			refused('company', {
				'social.instagram': 'javascript:alert(1)',
				contactEmail: 'not an address',
				foundedYear: '20x3',
			}),
		).toEqual({
			'social.instagram': 'Instagram must be an address starting with https://, or empty',
			contactEmail: 'Contact e-mail must be a valid email address',
			foundedYear: 'Enter a year, like 2023',
		})
		// Empty hides a network, or the e-mail line.
		const emptied = readSiteForm(
			'company',
			posted('company', undefined, { 'social.facebook': '', contactEmail: '' }),
		)
		expect(emptied.ok && emptied.data.social.facebook).toBe('')
		expect(refused('about', { 'values.items.0.icon': 'skull' })).toEqual({
			'values.items.0.icon': 'Choose one of the icons',
		})
		expect(refused('seo', { titlePattern: '{company}' })).toEqual({
			titlePattern: 'The title pattern must contain {page}',
		})
	})

	test('a page’s Search and sharing: each part checked, its message by the part; older values read', () => {
		expect(
			refused('contact', {
				search: JSON.stringify({ title: 'x'.repeat(121), description: 'y'.repeat(301) }),
				'search.title': null,
				'search.description': null,
			}),
		).toEqual({
			'search.title': 'Keep the search title under 120 characters.',
			'search.description': 'Keep the search description under 300 characters.',
		})
		// The same typed into the boxes.
		expect(
			refused('contact', {
				'search.title': 'x'.repeat(121),
				'search.description': 'y'.repeat(301),
			}),
		).toEqual({
			'search.title': 'Keep the search title under 120 characters.',
			'search.description': 'Keep the search description under 300 characters.',
		})
		// A Services tab's description of before is its search description now.
		const services = siteValueFrom('services', {
			websites: { description: 'Websites, found.' },
		})
		expect(services.websites.search).toEqual({
			title: '',
			description: 'Websites, found.',
			image: null,
			noindex: false,
		})
		// A stored About search of before (a description alone) reads whole.
		expect(siteValueFrom('about', { search: { description: 'Us.' } }).search).toEqual({
			title: '',
			description: 'Us.',
			image: null,
			noindex: false,
		})
	})

	test('lists keep between their smallest and largest count', () => {
		const about = SITE_CONTENT_DEFAULTS.about
		const none = { ...about, values: { ...about.values, items: [] } }
		expect(readSiteForm('about', posted('about', none))).toEqual({
			ok: false,
			fieldErrors: { 'values.items': 'Keep at least one value.' },
		})
		const many = {
			...about,
			values: { ...about.values, items: [...about.values.items, ...about.values.items] },
		}
		expect(readSiteForm('about', posted('about', many))).toEqual({
			ok: false,
			fieldErrors: { 'values.items': 'Keep to 12 values or fewer.' },
		})
	})

	test('a list is read in the order its indexes say; only the fields’ names are read', () => {
		const data = posted('about')
		data.append('__proto__.polluted', 'yes')
		data.append('values.items.0.evil', 'x')
		data.append('revision', '3')
		const reordered = new FormData()
		// Posted in another order than the indexes: the indexes decide.
		const entries = [...data.entries()].reverse()
		for (const [name, value] of entries) reordered.append(name, value)
		const read = readSiteForm('about', reordered)
		expect(read).toEqual({ ok: true, data: SITE_CONTENT_DEFAULTS.about })
		expect(({} as Record<string, unknown>).polluted).toBeUndefined()
	})

	test('an index far past the largest count reads no further than one past it', () => {
		const read = readSiteForm(
			'about',
			posted('about', undefined, { 'values.items.9999.title': 'Far' }),
		)
		expect(read.ok).toBe(false)
		expect(!read.ok && read.fieldErrors['values.items']).toBe(
			'Keep to 12 values or fewer.',
		)
	})

	test('a draft holds what the form holds, however far from publishable', () => {
		const draft = readSiteDraft(
			'about',
			posted('about', undefined, {
				'banner.title': '',
				'mission.text': 'x'.repeat(5000),
				'values.items.0.icon': 'skull',
				'story.paragraphs': 'One.\n\nTwo.',
			}),
		)
		const banner = draft.banner as Record<string, unknown>
		expect(banner.title).toBe('')
		expect(plainTextOf((draft.mission as { text: RichText }).text)).toHaveLength(5000)
		expect((draft.story as Record<string, unknown>).paragraphs).toEqual(
			richFromParagraphs(['One.', 'Two.']),
		)
		// Read again (as stored), it is the same draft.
		expect(SITE_FORMS.about.draft.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft)
		// A value stored as the pages read it is a draft too (a restored revision).
		expect(SITE_FORMS.about.draft.parse(SITE_CONTENT_DEFAULTS.about)).toEqual(
			SITE_CONTENT_DEFAULTS.about,
		)
		// Something that is no form at all reads as an empty one.
		expect(SITE_FORMS.about.draft.parse('nonsense')).toMatchObject({
			banner: { title: '', text: '', eyebrow: '' },
		})
	})

	test('labels of a field, for a list of changes', () => {
		expect(labelsAt(SITE_FORMS.about.fields, ['values', 'items', 2, 'title'])).toEqual([
			'Core values',
			'Values, value 3',
			'Name',
		])
		expect(labelsAt(SITE_FORMS.company.fields, ['social', 'linkedin'])).toEqual([
			'Social links',
			'LinkedIn',
		])
	})
})
