// The Site forms (issue 20): the words and pictures of the public pages, one form per page
// plus the company and search-and-sharing defaults. Each is stored as one row of
// site_content (key = the form's key); what is not stored reads as today's copy
// (app/lib/site-content.ts). The same fields give the dashboard its form, the browser and
// the server their check, and a change its labels.
import { z } from 'zod'

import { recordIdSchema, type FieldErrors, type FormSpec } from './form.ts'

import {
	emailAddress,
	fieldErrorsOf,
	group,
	icon,
	image,
	line,
	pageSearch,
	list,
	readPostedFields,
	richText,
	text,
	webAddress,
	year,
	type Fields,
	type GroupField,
} from './site-fields.ts'

/** The title pattern's place for a page's own name. */
export const PAGE_TOKEN = '{page}'
/** …and for the company's name. */
export const COMPANY_TOKEN = '{company}'

const company = {
	companyName: line('Company name', 80, {
		hint: 'In page titles, the header and footer logo, the copyright line and what search engines show.',
	}),
	logoLight: image('Logo, light theme', {
		uploadKind: 'logo',
		failureMessage: 'Failed to upload logo (light mode)',
		hint: 'Shown in the header instead of the mark and the company name, 36 pixels high (SVG or a wide picture). Empty shows the name.',
	}),
	logoDark: image('Logo, dark theme', {
		uploadKind: 'logo',
		failureMessage: 'Failed to upload logo (dark mode)',
		hint: 'For the dark theme and the footer. Empty uses the light one.',
	}),
	tagline: line('Tagline', 160, {
		hint: "The home page's headline (after a colon it turns blue) and the footer's last line.",
	}),
	foundedYear: year('Founding year', {
		hint: "Given to search engines as the company's founding date.",
	}),
	blurb: text('Company blurb', 600, {
		hint: 'In the footer beside the logo, and in the company card search engines show.',
	}),
	contactEmail: emailAddress('Contact e-mail', {
		required: false,
		hint: 'On the Contact page under "Prefer to write directly?". Empty leaves it out.',
	}),
	contactPhone: line('Phone number', 40, {
		required: false,
		hint: 'On the Contact page beside the e-mail address. Empty leaves it out.',
	}),
	address: line('Address', 200, {
		required: false,
		hint: 'Given to search engines only.',
	}),
	replyPromise: line('Reply promise', 60, {
		hint: 'How soon the team answers a request, as in "Our team replies within 3 working days." on the Contact page.',
	}),
	social: group(
		'Social links',
		{
			instagram: webAddress('Instagram', { required: false }),
			facebook: webAddress('Facebook', { required: false }),
			twitter: webAddress('X (Twitter)', { required: false }),
			linkedin: webAddress('LinkedIn', { required: false }),
		},
		{ hint: "Each one's icon in the footer. Empty leaves that network out." },
	),
} as const satisfies Fields

const banner = (hint?: string) =>
	group(
		'Banner',
		{
			eyebrow: line('Small heading', 80),
			title: line('Headline', 120),
			text: text('Text', 600),
		},
		{ hint },
	)

const home = {
	intro: group(
		'Introduction',
		{
			eyebrow: line('Small heading', 80),
			text: text('Introduction', 700),
			mobile: line('Mobile Applications card', 200),
			websites: line('Websites card', 200),
			smartSystems: line('Smart Systems card', 200),
		},
		{
			hint: "The first section of the home page. Its headline is the company's tagline (Company).",
		},
	),
	search: pageSearch('', '/'),
	banner: banner("Below the introduction, with the Let's Talk! button."),
	process: group('Development Process', {
		eyebrow: line('Small heading', 80),
		title: line('Heading', 120),
		text: text('Introduction', 400),
		stages: list(
			'Stages',
			{
				title: line('Name', 60),
				text: text('Description', 300),
			},
			{
				noun: 'stage',
				plural: 'stages',
				nameKey: 'title',
				min: 1,
				max: 8,
				hint: 'The built-in steps pictures show the five stages the site started with: after changing them, upload pictures of your own below.',
			},
		),
		pictureLight: image('Steps picture, light theme', {
			uploadKind: 'banner',
			failureMessage: 'Failed to upload steps picture (light mode)',
			hint: 'Empty uses the built-in picture. Describe the stages in its alt text.',
		}),
		pictureDark: image('Steps picture, dark theme', {
			uploadKind: 'banner',
			failureMessage: 'Failed to upload steps picture (dark mode)',
			hint: 'Empty uses the built-in picture.',
		}),
	}),
} as const satisfies Fields

const about = {
	banner: banner(),
	story: group('Our story', {
		eyebrow: line('Small heading', 80),
		title: line('Heading', 120),
		paragraphs: richText('Story', 6000, { profile: 'article' }),
		facts: list(
			'Facts',
			{
				value: line('Figure', 12),
				label: line('Caption', 120),
			},
			{
				noun: 'fact',
				plural: 'facts',
				nameKey: 'value',
				min: 1,
				max: 4,
				hint: 'Beside the story: a figure and what it counts.',
			},
		),
	}),
	mission: group('Mission', {
		title: line('Heading', 80),
		text: richText('Text', 800, { profile: 'basic' }),
	}),
	vision: group('Vision', {
		title: line('Heading', 80),
		text: richText('Text', 800, { profile: 'basic' }),
	}),
	values: group('Core values', {
		eyebrow: line('Small heading', 80),
		title: line('Heading', 120),
		text: text('Introduction', 400),
		items: list(
			'Values',
			{
				title: line('Name', 60),
				text: text('Description', 300),
				icon: icon(),
			},
			{ noun: 'value', plural: 'values', nameKey: 'title', min: 1, max: 12 },
		),
	}),
	search: pageSearch('About Us', '/about'),
} as const satisfies Fields

const serviceTab = <const Extra extends Fields>(
	label: string,
	tab: string,
	extra: Extra,
) =>
	group(label, {
		bannerTitle: line('Banner headline', 160),
		bannerText: text('Banner text', 600),
		introTitle: line('Introduction heading', 160),
		intro: richText('Introduction', 4000, { profile: 'article' }),
		whyTitle: line('List heading', 160),
		why: list(
			'Reasons',
			{
				title: line('Reason', 100),
				text: richText('Explanation', 400, { profile: 'inline' }),
			},
			{ noun: 'reason', plural: 'reasons', nameKey: 'title', min: 1, max: 16 },
		),
		...extra,
		search: pageSearch(
			`Services: ${label}`,
			tab === 'mobile' ? '/services' : `/services?tab=${tab}`,
		),
	})

const services = {
	page: group('Page heading', {
		eyebrow: line('Small heading', 80),
		title: line('Heading', 80),
		text: text('Introduction', 400),
	}),
	mobile: serviceTab('Mobile Applications', 'mobile', {}),
	websites: serviceTab('Websites', 'websites', {}),
	'smart-systems': serviceTab('Smart Systems', 'smart-systems', {
		items: list(
			'Smart systems',
			{
				name: line('Name', 60),
				text: text('Description', 400),
				icon: icon(),
			},
			{
				noun: 'system',
				plural: 'systems',
				nameKey: 'name',
				min: 1,
				max: 6,
				hint: "Shown under 'Check out our work!' on this tab.",
			},
		),
	}),
} as const satisfies Fields

const contact = {
	intro: group('Banner', {
		eyebrow: line('Small heading', 80),
		text: text('Introduction', 400, {
			hint: 'Followed by the reply promise (Company): "Our team replies within 3 working days."',
		}),
	}),
	steps: group('What happens next', {
		title: line('Heading', 80),
		items: list(
			'Steps',
			{
				title: line('Step', 80),
				text: text('Explanation', 300),
			},
			{ noun: 'step', plural: 'steps', nameKey: 'title', min: 1, max: 5 },
		),
	}),
	direct: group(
		'Writing directly',
		{ title: line('Heading', 80) },
		{ hint: "Above the company's e-mail address and phone number (Company)." },
	),
	search: pageSearch('Contact Us', '/contact'),
} as const satisfies Fields

const seo = {
	titlePattern: line('Title pattern', 120, {
		hint: "How a page's title reads in a browser tab and in search results: {page} is the page's name, {company} the company's. The home page's title is the company name and tagline.",
		refine: {
			check: (value) => value.includes(PAGE_TOKEN),
			message: 'The title pattern must contain {page}',
		},
	}),
	description: line('Default description', 160, {
		hint: "The home page's description, and that of any page without one of its own.",
	}),
	shareImage: image('Default share image', {
		uploadKind: 'banner',
		failureMessage: 'Failed to upload share image',
		hint: 'Shown when a page without a picture of its own is shared. 1200 × 630 pixels suits every network. Empty uses the mark on the brand colours.',
	}),
} as const satisfies Fields

export interface SiteSection {
	id: string
	title: string
	description?: string
	/** The form's top-level fields in this section, in order. */
	fields: readonly string[]
}

interface SiteFormDefinition<F extends Fields> {
	/** The name in the Site area's navigation. */
	title: string
	/** What the form is for, under its heading. */
	description: string
	/** The public page it shows on (Company and Search and sharing: every page, from /). */
	publicPath: string
	fields: F
	sections: readonly SiteSection[]
	schema: GroupField<F>['schema']
	/** A draft of the form: anything it can hold, read leniently (site-fields.ts). */
	draft: z.ZodType<SiteDraft>
}

/** A Site form's draft: its fields as typed, unchecked. */
export type SiteDraft = Record<string, unknown>

function defineForm<const F extends Fields>(
	definition: Omit<SiteFormDefinition<F>, 'schema' | 'draft'>,
): SiteFormDefinition<F> {
	const whole = group(definition.title, definition.fields)
	return {
		...definition,
		schema: whole.schema,
		draft: whole.draft as z.ZodType<SiteDraft>,
	}
}

/** Every Site form in the order of the Site area's navigation; the key is its slug. */
export const SITE_FORMS = {
	home: defineForm({
		title: 'Home',
		description:
			'The introduction, the banner and the Development Process of the home page.',
		publicPath: '/',
		fields: home,
		sections: [
			{ id: 'intro', title: 'Introduction', fields: ['intro'] },
			{ id: 'banner', title: 'Banner', fields: ['banner'] },
			{ id: 'process', title: 'Development Process', fields: ['process'] },
			{ id: 'search', title: 'Search and sharing', fields: ['search'] },
		],
	}),
	about: defineForm({
		title: 'About',
		description:
			"The About Us page: the story, the mission and vision, and the company's values.",
		publicPath: '/about',
		fields: about,
		sections: [
			{ id: 'banner', title: 'Banner', fields: ['banner'] },
			{ id: 'story', title: 'Our story', fields: ['story'] },
			{
				id: 'mission-vision',
				title: 'Mission and vision',
				fields: ['mission', 'vision'],
			},
			{ id: 'values', title: 'Core values', fields: ['values'] },
			{ id: 'search', title: 'Search and sharing', fields: ['search'] },
		],
	}),
	services: defineForm({
		title: 'Services',
		description:
			'The Services page: its heading, and each tab’s banner, introduction and reasons.',
		publicPath: '/services',
		fields: services,
		sections: [
			{ id: 'page', title: 'Page heading', fields: ['page'] },
			{ id: 'mobile', title: 'Mobile Applications', fields: ['mobile'] },
			{ id: 'websites', title: 'Websites', fields: ['websites'] },
			{ id: 'smart-systems', title: 'Smart Systems', fields: ['smart-systems'] },
		],
	}),
	contact: defineForm({
		title: 'Contact',
		description: 'The Contact Us page around its form.',
		publicPath: '/contact',
		fields: contact,
		sections: [
			{ id: 'intro', title: 'Banner', fields: ['intro'] },
			{ id: 'steps', title: 'What happens next', fields: ['steps', 'direct'] },
			{ id: 'search', title: 'Search and sharing', fields: ['search'] },
		],
	}),
	company: defineForm({
		title: 'Company',
		description:
			'Who the site is about: name, tagline, blurb, how to reach the team and its social links. Shown on every page.',
		publicPath: '/',
		fields: company,
		sections: [
			{
				id: 'identity',
				title: 'Name and blurb',
				fields: ['companyName', 'tagline', 'foundedYear', 'blurb'],
			},
			{
				id: 'logo',
				title: 'Logo',
				description:
					'The name is drawn beside the mark unless a logo is uploaded; the page still reads the name to screen readers.',
				fields: ['logoLight', 'logoDark'],
			},
			{
				id: 'reach',
				title: 'Contact details',
				fields: ['contactEmail', 'contactPhone', 'address', 'replyPromise'],
			},
			{ id: 'social', title: 'Social links', fields: ['social'] },
		],
	}),
	seo: defineForm({
		title: 'Search and sharing',
		description:
			'What search engines and shared links show when a page says nothing of its own.',
		publicPath: '/',
		fields: seo,
		sections: [
			{
				id: 'defaults',
				title: 'Defaults for every page',
				fields: ['titlePattern', 'description', 'shareImage'],
			},
		],
	}),
}

export type SiteKey = keyof typeof SITE_FORMS

export const SITE_KEYS = Object.keys(SITE_FORMS) as SiteKey[]

/**
 * The forms a public page sends for itself (its own words); the company's and the search
 * defaults come with the root's data, on every page.
 */
export type PageSiteKey = Exclude<SiteKey, 'company' | 'seo'>

export function isSiteKey(value: unknown): value is SiteKey {
	return typeof value === 'string' && Object.hasOwn(SITE_FORMS, value)
}

/** One form's published value, as the pages read it. */
export type SiteValue<K extends SiteKey> = z.output<(typeof SITE_FORMS)[K]['schema']>

/** Everything the public pages read of the Site forms. */
export type SiteContent = { [K in SiteKey]: SiteValue<K> }

export type CompanyContent = SiteValue<'company'>
export type HomeContent = SiteValue<'home'>
export type AboutContent = SiteValue<'about'>
export type ServicesContent = SiteValue<'services'>
export type ContactContent = SiteValue<'contact'>
export type SeoContent = SiteValue<'seo'>

export type SiteFieldErrors = Partial<Record<string, string>>

/**
 * A posted Site form: the value to save, or each field's message by its name. `posted`
 * is FormData on the server and in the browser (the form's own, before it is sent).
 */
export function readSiteForm<K extends SiteKey>(
	key: K,
	posted: Parameters<typeof readPostedFields>[1],
): { ok: true; data: SiteValue<K> } | { ok: false; fieldErrors: SiteFieldErrors } {
	const form = SITE_FORMS[key]
	const parsed = form.schema.safeParse(readPostedFields(form.fields, posted))
	return parsed.success
		? { ok: true, data: parsed.data as SiteValue<K> }
		: { ok: false, fieldErrors: fieldErrorsOf(form.fields, parsed.error) }
}

/** A Site form's post as its draft (readForm): every field as typed, unchecked (site-fields.ts). */
export function siteDraftForm(key: SiteKey) {
	const form = SITE_FORMS[key]
	return {
		schema: form.draft,
		input: (posted: FormData) => readPostedFields(form.fields, posted),
	} satisfies FormSpec<typeof form.draft, unknown, FieldErrors>
}

/** Days a share link opens for (the content core's choices; 7 unless chosen). */
export const SHARE_LINK_DAYS = ['1', '7', '30'] as const

/** A Site form page's buttons: what each posts beside the form's versions. */
export const siteActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('draft') }),
	z.object({ intent: z.literal('publish') }),
	z.object({ intent: z.literal('submit') }),
	z.object({ intent: z.literal('discard') }),
	z.object({
		intent: z.literal('schedule'),
		// The browser turns the admin's local date and time into UTC.
		publishAt: z.iso.datetime({ offset: true, error: 'Choose a date and a time.' }),
	}),
	z.object({ intent: z.literal('unschedule') }),
	z.object({ intent: z.literal('share'), days: z.enum(SHARE_LINK_DAYS).catch('7') }),
	z.object({ intent: z.literal('revoke'), link: recordIdSchema }),
])

export type SiteAction = z.output<typeof siteActionSchema>

/** The History page's Restore buttons. */
export const siteRestoreSchema = z.object({
	intent: z.literal('restore'),
	revision: z.coerce.number().int().positive(),
	as: z.enum(['draft', 'publish']),
})
