// Today's copy of every Site form: what a page shows while nothing is stored for it, field
// by field (a stored form missing a field, or holding one its schema now refuses, shows
// this field's default). A new database therefore looks exactly as the site did when its
// words were written in the components. The spec's own strings (spec §2) are here as the
// spec gives them.
import type { RichText } from '#app/lib/rich-text.ts'
import {
	SITE_FORMS,
	SITE_KEYS,
	type SiteContent,
	type SiteKey,
	type SiteValue,
} from '#app/schemas/site-content.ts'
import type { Field, Fields } from '#app/schemas/site-fields.ts'

/** A form's value with its rich texts written as plain text (paragraphs: a list). */
type AsWritten<T> = T extends RichText
	? string | readonly string[]
	: T extends ReadonlyArray<infer Item>
		? ReadonlyArray<AsWritten<Item>>
		: T extends object
			? { [K in keyof T]: AsWritten<T[K]> }
			: T

/** A page's Search and sharing as written: its description, the rest empty. */
const searchCopy = (description: string) => ({
	title: '',
	description,
	image: null,
	noindex: false,
})

const COPY: { [K in SiteKey]: AsWritten<SiteValue<K>> } = {
	company: {
		companyName: 'Aster Software',
		logoLight: null,
		logoDark: null,
		tagline: 'Innovate, Integrate, Inspire: Your Software Solutions Partner',
		foundedYear: 2023,
		blurb:
			'Aster Software is a small studio that designs and builds mobile applications, websites and smart systems for companies that want software to work as hard as they do.',
		contactEmail: 'hello@aster.example',
		contactPhone: '',
		address: '',
		// Spec §9: the contact reply promise.
		replyPromise: '3 working days',
		social: {
			instagram: 'https://www.instagram.com/asterSoftware',
			facebook: 'https://www.facebook.com/asterSoftware',
			twitter: 'https://x.com/asterSoftware',
			linkedin: 'https://www.linkedin.com/company/asterSoftware',
		},
	},

	home: {
		intro: {
			eyebrow: 'Software studio since 2023',
			text: 'Aster Software designs and builds mobile applications, websites and smart systems for companies that want software to work as hard as they do. We keep our team small and our standards high, so every project has senior designers and engineers on it from the first workshop to launch day.',
			mobile:
				'Native-feeling iOS and Android apps your customers keep on their home screen.',
			websites:
				'Fast, accessible websites and web apps that rank well and turn visitors into customers.',
			smartSystems:
				'Gates, mirrors and locks that talk to your phone and keep buildings secure.',
		},
		banner: {
			eyebrow: "Let's build something",
			title: 'Innovative Solutions For The Future',
			text: 'From a first idea on a whiteboard to an app in thousands of pockets, we turn ambitious plans into dependable software. Tell us where you want to go and we will map the way there.',
		},
		process: {
			eyebrow: 'How we work',
			title: 'Development Process',
			text: 'Five stages, the same on every project, so you always know what happens next and what it costs.',
			stages: [
				{
					title: 'Concept & Planning',
					text: 'We learn your business, your users and your goals, then agree on a scope, a budget and a plan that ships.',
				},
				{
					title: 'Design & Visuals',
					text: 'Wireframes become a clickable prototype and a visual identity you can test with real people before we build.',
				},
				{
					title: 'Development',
					text: 'We build in two-week sprints, and you can try a working version at the end of every one of them.',
				},
				{
					title: 'Testing',
					text: 'Automated tests, real devices and accessibility checks catch problems before your customers ever do.',
				},
				{
					title: 'Launch',
					text: 'We release to the app stores or the web, watch the numbers closely and keep improving after day one.',
				},
			],
			pictureLight: null,
			pictureDark: null,
		},
		search: searchCopy(''),
	},

	about: {
		banner: {
			eyebrow: 'About Us',
			title: 'A small studio with big plans for your software',
			text: 'We are Aster Software: designers and engineers who build mobile applications, websites and smart systems that people enjoy using and businesses can rely on.',
		},
		story: {
			eyebrow: 'Since 2023',
			title: 'Our Story',
			paragraphs: [
				'Aster Software started in 2023 with a simple observation: too many businesses were paying for software that looked good in the pitch and then let them down in daily use. Our founders had spent years inside agencies and product teams, and they knew that great software comes from small teams who understand the problem, talk to the people who will use it, and care about the details long after launch.',
				'So we built the studio we always wanted to work with. We keep the team deliberately small and take on a handful of projects at a time. Designers and engineers sit in the same conversations from day one, so nothing gets lost between the mock-up and the code.',
				'Today we build for banks and bakeries, clinics and logistics companies. The industries change; the approach does not: listen first, ship in small steps, measure what matters and stay for the long run.',
			],
			facts: [
				{ value: '2023', label: 'the year we opened our doors' },
				{
					value: '3',
					label: 'disciplines under one roof: mobile, web and smart systems',
				},
				{ value: '1', label: 'team from the first workshop to launch day and beyond' },
			],
		},
		mission: {
			title: 'Our Mission',
			text: 'To turn our clients’ ideas into reliable, beautiful software that solves real problems: delivered when we said it would be, explained in plain language, and built to grow with the business that uses it.',
		},
		vision: {
			title: 'Our Vision',
			text: 'A world where every business, whatever its size, has software as good as the largest companies use, and a partner who cares about its success as much as it does.',
		},
		values: {
			eyebrow: 'What we stand for',
			title: 'Our Core Values',
			text: 'Eight promises we make to every client and to each other. They decide how we work when nobody is watching.',
			// Spec §2: the eight core values, in its order.
			items: [
				{
					title: 'Innovation',
					text: 'We look for the better way, not the usual one, and bring fresh ideas to every brief.',
					icon: 'lightbulb',
				},
				{
					title: 'Excellence',
					text: 'We sweat the details from the first sketch to the last line of code, because quality is what people remember.',
					icon: 'star',
				},
				{
					title: 'Customer-Centricity',
					text: "Your goals and your customers' needs shape every decision we make, from features to fonts.",
					icon: 'heart',
				},
				{
					title: 'Integrity',
					text: 'We are honest about timelines, costs and trade-offs, even when the news is not what you hoped to hear.',
					icon: 'shield',
				},
				{
					title: 'Collaboration',
					text: 'We work as one team with yours: open channels, a shared board and no surprises at the demo.',
					icon: 'people',
				},
				{
					title: 'Continuous Improvement',
					text: 'After every release we ask what could be better, measure it and act on the answer.',
					icon: 'cycle',
				},
				{
					title: 'Adaptability',
					text: 'Markets, technology and plans change; we adjust quickly without losing sight of the goal.',
					icon: 'arrows',
				},
				{
					title: 'Empowerment',
					text: 'We hand over the knowledge, documentation and tools you need to own and grow your product.',
					icon: 'rise',
				},
			],
		},
		search: searchCopy(
			'Who we are, why we started, and what we stand for: our story, our mission, our vision and the eight values behind every app, website and smart system we build.',
		),
	},

	services: {
		page: {
			eyebrow: 'What we do',
			title: 'Services',
			text: 'Mobile applications, websites and smart systems, designed and built by one team from the first sketch to launch day and beyond.',
		},
		mobile: {
			bannerTitle: 'Apps your customers keep on their home screen',
			bannerText:
				'We design and build iOS and Android apps that feel fast, look sharp and keep working when the signal drops.',
			introTitle: 'Mobile apps, from first sketch to the app stores',
			intro: [
				'Your customers already carry your best sales channel in their pocket. We turn it into an app they open every day: designed around the three or four things they come for, built with modern cross-platform and native tools, and tested on the devices they actually own.',
				'We take care of everything between the idea and the download: product workshops, UX and visual design, development, the back end and the integrations behind it, App Store and Google Play publishing, and the updates that keep it growing after launch.',
			],
			whyTitle: 'Why your business needs a mobile app',
			why: [
				{
					title: 'Be where your customers already are',
					text: 'People spend most of their phone time inside apps, not browsers. An app puts your business one tap away, every day.',
				},
				{
					title: 'Build loyalty that lasts',
					text: 'Saved preferences, rewards and one-tap reorders make coming back to you the easiest choice.',
				},
				{
					title: 'Talk to customers directly',
					text: 'Push notifications reach people instantly, without paying for ads or fighting a social feed for attention.',
				},
				{
					title: "Use the phone's superpowers",
					text: 'Camera, location, biometrics, NFC and payments let you offer services a website simply cannot.',
				},
				{
					title: 'Work without a connection',
					text: 'Offline-first apps keep working in a basement stockroom, on a train or on a remote job site, and sync later.',
				},
				{
					title: 'Open new revenue streams',
					text: 'Subscriptions, in-app purchases, bookings and memberships turn a one-off visit into a lasting relationship.',
				},
				{
					title: 'Understand what people really do',
					text: 'Built-in analytics show which features earn their keep, so every update is based on evidence, not guesswork.',
				},
				{
					title: 'Stand out from competitors',
					text: 'A polished app signals a modern, trustworthy business, and many of your competitors still do not have one.',
				},
				{
					title: 'Streamline your own operations',
					text: 'Apps for field staff, drivers and warehouse teams replace paper forms and phone calls with live data.',
				},
			],
			search: searchCopy(
				'iOS and Android apps designed, built and published by one team: why your business needs a mobile app, how we build it, and the apps we have shipped.',
			),
		},
		websites: {
			bannerTitle: 'Websites that load fast and turn visitors into customers',
			bannerText:
				'Marketing sites, online shops and web platforms: accessible, found on search engines and easy for your team to update.',
			introTitle: 'Websites and web apps built to perform',
			intro: [
				'Your website is often the first conversation a customer has with you, and it is open around the clock. We build sites that make that conversation count: clear messages, quick pages on any phone, and a path that leads naturally to a call, a booking or a sale.',
				'From a five-page company site to a customer portal with logins, payments and integrations, we handle strategy, content structure, design, development, hosting and the care that keeps it secure and up to date.',
			],
			whyTitle: 'Why your business needs a great website',
			why: [
				{
					title: 'Make a strong first impression',
					text: 'Visitors judge a business in seconds. A modern, well-designed site earns trust before anyone reads a word.',
				},
				{
					title: 'Be found on search engines',
					text: 'Fast, well-structured, crawlable pages rank better and bring customers who are already looking for what you do.',
				},
				{
					title: 'Sell and take bookings 24/7',
					text: 'Online shops, booking forms and quote requests keep working while your team sleeps.',
				},
				{
					title: 'Win on every screen',
					text: 'Most visits come from phones. We design mobile-first, so the experience is just as good on a small screen.',
				},
				{
					title: 'Turn visitors into leads',
					text: 'Clear calls to action and simple forms turn interest into conversations your sales team can follow up.',
				},
				{
					title: 'Own your channel',
					text: 'Social platforms change their rules overnight. Your website is the one place where you decide what customers see.',
				},
				{
					title: 'Welcome everyone',
					text: 'Accessible design serves customers with disabilities, meets legal requirements and makes the site better for all.',
				},
				{
					title: 'Update it yourself',
					text: 'An easy content editor lets your team publish news, offers and pages without waiting for a developer.',
				},
				{
					title: 'Connect your tools',
					text: 'Payments, CRM, email marketing and booking systems work together, so data flows without copy and paste.',
				},
				{
					title: 'Measure what works',
					text: 'Privacy-friendly analytics show where visitors come from and what they do, so you invest where it pays.',
				},
			],
			search: searchCopy(
				'Fast, accessible websites and web apps that rank well and convert: why your business needs a great website, and the sites we have built.',
			),
		},
		'smart-systems': {
			bannerTitle: 'Smart systems that make buildings safer and simpler',
			bannerText:
				'Connected gates, mirrors and locks with their own apps, designed, wired and programmed by one team.',
			introTitle: 'Hardware and software, working as one',
			intro: [
				'Smart systems join physical devices to the apps people already use. We design the electronics, write the firmware, build the mobile and web apps that control them, and connect everything securely to the cloud.',
				'Residential buildings, offices, hotels and gyms use our systems to control access, reduce running costs and give residents and guests an experience that feels effortless.',
			],
			whyTitle: 'Why your business needs smart systems',
			why: [
				{
					title: 'Stronger security',
					text: 'Encrypted access, instant alerts and a full audit trail replace keys that can be copied and lost.',
				},
				{
					title: 'Convenience for everyone',
					text: 'Residents, staff and guests open doors and gates with their phone, a code or a card: no queue at reception.',
				},
				{
					title: 'Control from anywhere',
					text: 'Grant access to a delivery, a cleaner or a contractor remotely, for exactly the hours they need.',
				},
				{
					title: 'Lower running costs',
					text: 'Automated schedules and remote management cut call-outs, key replacements and front-desk hours.',
				},
				{
					title: 'Know what happens on site',
					text: 'Live dashboards and logs show who came in, when, and which devices need attention.',
				},
				{
					title: 'Fits what you already have',
					text: 'We integrate with existing intercoms, cameras, property software and payment systems instead of replacing them.',
				},
				{
					title: 'Grows with you',
					text: 'Start with one entrance and add buildings, devices and users without starting over.',
				},
				{
					title: 'A modern experience',
					text: 'Thoughtful technology makes a property more attractive to tenants, members and guests, and easier to run.',
				},
			],
			// Spec §2: the three smart systems.
			items: [
				{
					name: 'Smart Gates',
					text: 'Gates and barriers that open from an app, a PIN or a number-plate camera, with time-limited guest passes and a log of every entry.',
					icon: 'gate',
				},
				{
					name: 'Smart Mirrors',
					text: 'Mirrors with a built-in display for gyms, hotels and retail: schedules, weather, workouts and offers, controlled by touch or voice.',
					icon: 'mirror',
				},
				{
					name: 'Smart Locks',
					text: 'Keyless locks for apartments, offices and lockers: share a digital key in seconds, revoke it just as fast and see who opened what.',
					icon: 'lock',
				},
			],
			search: searchCopy(
				'Smart gates, smart mirrors and smart locks with their own apps: connected systems that make buildings safer, simpler and cheaper to run.',
			),
		},
	},

	contact: {
		intro: {
			eyebrow: "Let's build something",
			text: 'Tell us about your project: an app, a website or a smart system.',
		},
		steps: {
			title: 'What happens next',
			items: [
				{
					title: 'We read every request',
					text: 'A designer or engineer, not a bot, reads what you wrote.',
				},
				{
					title: 'We reply within 3 working days',
					text: 'With questions, first ideas, or a time to talk.',
				},
				{
					title: 'We plan it together',
					text: 'A short call to agree on scope, budget and timeline.',
				},
			],
		},
		direct: { title: 'Prefer to write directly?' },
		search: searchCopy(
			'Tell us about your mobile app, website or smart system. Our team replies within 3 working days.',
		),
	},

	seo: {
		titlePattern: '{page} | {company}',
		description:
			'A software studio building mobile apps, websites and smart systems, from the first workshop to launch day and beyond: our products, process and clients.',
		shareImage: null,
	},
}

/** Today's copy as each form reads it (its rich texts made rich text by their schema). */
export const SITE_CONTENT_DEFAULTS = Object.fromEntries(
	SITE_KEYS.map((key) => [key, SITE_FORMS[key].schema.parse(COPY[key])]),
) as SiteContent

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A stored value read field by field: what its schema accepts, else the default's. */
function mergeField(field: Field, stored: unknown, fallback: unknown): unknown {
	if (field.kind === 'group') return mergeFields(field.fields, stored, fallback)
	if (stored === undefined) return fallback
	const parsed = field.schema.safeParse(stored)
	return parsed.success ? parsed.data : fallback
}

function mergeFields(fields: Fields, stored: unknown, fallback: unknown) {
	const from = isRecord(stored) ? stored : {}
	const defaults = isRecord(fallback) ? fallback : {}
	const out: Record<string, unknown> = {}
	for (const [key, field] of Object.entries(fields)) {
		// A Services tab kept its search description beside its fields before it had a
		// Search and sharing of its own.
		const legacy =
			field.kind === 'search' &&
			from[key] === undefined &&
			typeof from.description === 'string'
				? { description: from.description }
				: from[key]
		out[key] = mergeField(field, legacy, defaults[key])
	}
	return out
}

/**
 * One form's value from what is stored for it (parsed JSON, or undefined for no row): each
 * field the schema accepts as stored, every other one as today's copy.
 */
export function siteValueFrom<K extends SiteKey>(key: K, stored: unknown): SiteValue<K> {
	return siteValueOver(key, stored, SITE_CONTENT_DEFAULTS[key])
}

/**
 * `stored` read field by field over `fallback`: what a preview shows of a draft (each field
 * that passes its rules, the published value for the rest).
 */
export function siteValueOver<K extends SiteKey>(
	key: K,
	stored: unknown,
	fallback: SiteValue<K>,
): SiteValue<K> {
	return mergeFields(SITE_FORMS[key].fields, stored, fallback) as SiteValue<K>
}
