// The words of the Services page (spec §2): per service a banner, an intro and the
// reasons a business needs it; and the three smart systems we build.
import type { ServiceTab } from './ServiceAreas.tsx'

export interface Reason {
	title: string
	text: string
}

export interface ServiceCopy {
	bannerTitle: string
	bannerText: string
	introTitle: string
	intro: string[]
	whyTitle: string
	why: Reason[]
}

export const SERVICE_COPY: Record<ServiceTab, ServiceCopy> = {
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
	},
}

/** Spec §2: the three smart systems the Services page shows. */
export const SMART_SYSTEMS = [
	{
		name: 'Smart Gates',
		text: 'Gates and barriers that open from an app, a PIN or a number-plate camera, with time-limited guest passes and a log of every entry.',
		icon: 'M3 20V6M21 20V6M3 9h18M3 14h18M7.5 9v5M12 9v5M16.5 9v5M2 20h20',
	},
	{
		name: 'Smart Mirrors',
		text: 'Mirrors with a built-in display for gyms, hotels and retail: schedules, weather, workouts and offers, controlled by touch or voice.',
		icon: 'M12 2.5c3.9 0 7 3.4 7 7.6v11.4H5V10.1c0-4.2 3.1-7.6 7-7.6zM9 9.5l3-3M10 13l5-5',
	},
	{
		name: 'Smart Locks',
		text: 'Keyless locks for apartments, offices and lockers: share a digital key in seconds, revoke it just as fast and see who opened what.',
		icon: 'M6.5 10.5h11a1.5 1.5 0 011.5 1.5v8a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 015 20v-8a1.5 1.5 0 011.5-1.5zM8 10.5V7a4 4 0 018 0v3.5M12 15v2.5',
	},
] as const
