// Demo content for a first start: the portfolio and products of Aster Software, a
// small studio, with the testimonials and client logos that go with them. Images are
// drawn at seed time from the `art` of each entry (see images.server.ts).
import { defaultPhasesFor } from '#app/lib/phases.ts'
import type {
	ProjectAlign,
	ProjectCollection,
	ProjectStatus,
	ProjectType,
	SiteSettings,
} from '#app/lib/types.ts'

import type { MarkStyle } from './art/brand.ts'
import type { ScreenSpec } from './art/kit.ts'

/** One screen of a mock-up, with the text alternative of the image it becomes. */
export interface SeedScreen extends ScreenSpec {
	alt: string
}

export interface SeedProject {
	id: string
	name: string
	type: ProjectType
	collection: ProjectCollection
	category: string
	description: string
	/** Plain text: the seed makes it rich text, as migration 0017 does. */
	intro: string
	features: Array<{ title: string; description: string }>
	platforms: string[]
	primaryColor: string
	secondaryColor: string
	accentColor: string | null
	prototype: string[]
	align: ProjectAlign
	visible: boolean
	status: ProjectStatus
	phases: string[]
	art: {
		/** The address shown in the browser frame (websites). */
		domain?: string
		/** What the stand-in photos in the mock-ups show. */
		photo?: 'plate' | 'house' | 'product' | 'person' | 'landscape'
		/**
		 * screens[0] is the main image (for a phone, screens[1] stands behind it);
		 * screens[1..] are the product gallery, 2 or 3 of them.
		 */
		screens: SeedScreen[]
	}
}

export interface SeedCompany {
	name: string
	mark: MarkStyle
	color: string
}

export interface SeedTestimonial {
	id: string
	name: string
	title: string
	quote: string
	company: SeedCompany
	/** Portrait placeholder gradient. */
	portrait: [from: string, to: string]
}

export interface SeedClientLogo {
	/** The stored file name; spec §3 keys logo visibility by it. */
	name: string
	company: string
	mark: MarkStyle
	uppercase?: boolean
	light?: boolean
	visible: boolean
}

const figma = (key: string, file: string) =>
	`https://www.figma.com/proto/${key}/${file}?node-id=1-2&starting-point-node-id=1%3A2`

const mobilePhases = defaultPhasesFor('mobile')
const websitePhases = defaultPhasesFor('website')

type ProjectDraft = Omit<SeedProject, 'align' | 'visible' | 'status' | 'phases'> &
	Partial<Pick<SeedProject, 'visible' | 'status'>>

// Listed newest first: the seed gives each an earlier createdAt than the one before,
// so public lists (newest first) show them in this order and the first product is the
// featured one.
const drafts: ProjectDraft[] = [
	// ---------------------------------------------------------------- Products, mobile
	{
		id: 'stocklane',
		name: 'Stocklane',
		type: 'mobile',
		collection: 'products',
		category: 'Retail',
		description:
			'Inventory, sales and reorders for independent shops, run from one phone. Scan a barcode, see what sells, and never run out of a bestseller again.',
		intro:
			'Stocklane is our own Mobile App for independent retailers who outgrew spreadsheets but not their shop floor. We built the product from the counter outwards: the UI/UX is designed for one hand and a busy Saturday, barcode scanning works offline, and every sale syncs to a web Platform the owner can open from home. Shops can put their own Brand on receipts and reorder emails, and our Development team ships an update every two weeks.',
		features: [
			{
				title: 'Scan to count',
				description:
					'Count stock with the phone camera, even with no signal in the stockroom.',
			},
			{
				title: 'Live sales board',
				description:
					"Today's takings, best sellers and margins, updated with every sale.",
			},
			{
				title: 'Smart reorders',
				description:
					'Stocklane suggests what to reorder and drafts the purchase order for your supplier.',
			},
			{
				title: 'Multi-shop',
				description: 'Move stock between locations and compare them side by side.',
			},
		],
		platforms: ['iOS', 'Android', 'Web'],
		primaryColor: '#12A37A',
		secondaryColor: '#0B3D2E',
		accentColor: '#F2A541',
		prototype: [figma('q7LwN2sVbX41kTz', 'Stocklane')],
		art: {
			photo: 'product',
			screens: [
				{
					layout: 'dashboard',
					title: 'Corner Books',
					caption: "Today's sales",
					headline: '$2,318.40',
					chips: ['Scan', 'Sell', 'Reorder', 'More', 'Sales this week', 'Good afternoon'],
					items: ['Order #1042 · Card', 'Stock count · Aisle 3', 'Order #1041 · Cash'],
					values: ['+$46.90', '128 items', '+$18.50', '+$12,904'],
					alt: 'Stocklane home screen on a phone: today’s sales, quick actions and a weekly sales chart',
				},
				{
					layout: 'list',
					title: 'Products',
					caption: 'Search 1,240 products',
					chips: ['All', 'Low stock', 'Books', 'Gifts'],
					items: ['Linen notebook', 'Ceramic mug', 'Desk planner', 'Tote bag'],
					values: ['$14.00', '$22.00', '$18.50', '$16.00'],
					alt: 'Stocklane product catalogue with search, filters and product cards',
				},
				{
					layout: 'progress',
					title: 'Stock levels',
					caption: 'Stock value',
					headline: '$48,210',
					chips: ['Running low'],
					items: ['Linen notebook', 'Desk planner', 'Ceramic mug', 'Gift cards'],
					values: ['18%', '32%', '64%', '90%'],
					alt: 'Stocklane stock levels with products running low highlighted',
				},
			],
		},
	},
	{
		id: 'gatekeeper',
		name: 'Gatekeeper',
		type: 'mobile',
		collection: 'products',
		category: 'Smart Systems',
		description:
			'The resident app for our smart gates and locks: open the gate from your phone, let a courier in while you are out, and see who came and went.',
		intro:
			'Gatekeeper is the Mobile App behind our Smart Gates and Smart Locks. Residents get one big button and a clear history; building managers get a Platform to add flats, share access and see every event. Our hardware and Development teams worked side by side so that opening a gate takes under a second, and the UI/UX was tested with residents from 19 to 87. Property groups can ship it under their own Brand.',
		features: [
			{
				title: 'One-tap entry',
				description: 'Open the gate or the front door with Face ID, even from the car.',
			},
			{
				title: 'Guest passes',
				description: 'Send a time-limited pass to a visitor, a cleaner or a courier.',
			},
			{
				title: 'Activity log',
				description:
					'See who opened what and when, with instant alerts for anything unusual.',
			},
			{
				title: 'Works offline',
				description:
					'Bluetooth fallback keeps the door working when the internet does not.',
			},
			{
				title: 'Manager console',
				description:
					'Add residents, revoke access and manage several buildings from the web.',
			},
		],
		platforms: ['iOS', 'Android', 'Admin Dashboard'],
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		accentColor: '#F2A541',
		prototype: [figma('Gk2TrP9vQ0mZs8d', 'Gatekeeper-Resident-App')],
		art: {
			photo: 'house',
			screens: [
				{
					layout: 'control',
					title: 'Home',
					headline: 'Main gate',
					caption: 'Locked · Harbour View, Block B',
					cta: 'Hold to open',
					items: ['Front door opened', 'Guest pass · Courier', 'Main gate opened'],
					values: ['08:12', '11:40', 'Yesterday'],
					alt: 'Gatekeeper home screen on a phone with a large button to open the main gate',
				},
				{
					layout: 'calendar',
					title: 'Guest passes',
					caption: 'Wednesday',
					items: ['Cleaner · Ana', 'Courier · Parcel drop', 'Dinner guests'],
					values: ['09:00', '13:30', '19:00'],
					cta: 'New guest pass',
					alt: 'Gatekeeper guest passes scheduled for the week',
				},
				{
					layout: 'chat',
					title: 'Building desk',
					items: [
						'Hi! The courier says the gate did not open.',
						'We have sent him a one-time pass.',
						'Got it, thank you!',
					],
					values: ['10:02', '10:03', '10:04'],
					alt: 'Gatekeeper chat between a resident and the building desk',
				},
			],
		},
	},
	{
		id: 'classmate',
		name: 'Classmate',
		type: 'mobile',
		collection: 'products',
		category: 'Education',
		description:
			'One place for school news, homework and messages between teachers and parents, without the group-chat chaos.',
		intro:
			'Classmate is a Mobile App that schools license from us to replace paper slips and noisy group chats. Teachers post once and every parent sees it in their language; homework, trips and payments sit on one timeline. The UI/UX was shaped with two partner schools over a term, and the school’s Brand and colours carry through every screen. Behind it, a Web App gives office staff the Platform to manage classes and consent forms.',
		features: [
			{
				title: 'Class timeline',
				description:
					'News, homework and photos from every class, in the order they happened.',
			},
			{
				title: 'Translated messages',
				description: 'Parents read and reply in their own language; teachers see theirs.',
			},
			{
				title: 'Consent in a tap',
				description:
					'Trip forms and payments signed from the phone, tracked for the office.',
			},
		],
		platforms: ['iOS', 'Android', 'Web'],
		primaryColor: '#FF7A59',
		secondaryColor: '#3D2C8D',
		accentColor: '#4D92CE',
		prototype: [],
		art: {
			photo: 'person',
			screens: [
				{
					layout: 'progress',
					title: 'Year 5 · Oak',
					caption: 'Homework due this week',
					headline: '3 tasks',
					chips: ['Homework'],
					items: ['Fractions worksheet', 'Reading log', 'Science poster'],
					values: ['75%', '40%', '10%'],
					alt: 'Classmate homework screen on a phone with progress for each task',
				},
				{
					layout: 'chat',
					title: 'Ms Patel',
					items: [
						'Reminder: the museum trip leaves at 8:30 on Friday.',
						'Thanks! Does Leo need a packed lunch?',
						'Yes please, and a raincoat just in case.',
					],
					values: ['Mon 16:05', 'Mon 18:20', 'Mon 18:31'],
					alt: 'Classmate conversation between a parent and a teacher',
				},
				{
					layout: 'calendar',
					title: 'Calendar',
					caption: 'Wednesday',
					items: ['Swimming', 'Parents’ evening', 'Book fair'],
					values: ['10:15', '16:00', '17:30'],
					cta: 'Add to my calendar',
					alt: 'Classmate school calendar with the week’s events',
				},
			],
		},
	},
	{
		id: 'fieldkit',
		name: 'FieldKit',
		type: 'mobile',
		collection: 'products',
		category: 'Field Service',
		description:
			'Jobs, routes and sign-offs for engineers on the road. The office plans the day; the phone gets every technician there and back.',
		intro:
			'FieldKit is the Mobile App we sell to maintenance and installation firms. Each engineer sees today’s jobs, the fastest route and the parts they need; photos and signatures close the job on the spot. Our Design work focused on gloves, glare and bad signal, and the Development team built a sync engine that never loses a report. Managers plan and follow the day on the FieldKit Platform.',
		features: [
			{
				title: 'Day plan',
				description:
					'Jobs in order, with the route, the customer’s notes and the parts list.',
			},
			{
				title: 'Proof of work',
				description:
					'Photos, checklists and a customer signature, stamped with time and place.',
			},
			{
				title: 'Offline first',
				description:
					'Everything works in a basement; it syncs when the signal comes back.',
			},
			{
				title: 'Live dispatch',
				description:
					'The office sees progress on a map and can move jobs between engineers.',
			},
		],
		platforms: ['iOS', 'Android', 'Admin Dashboard'],
		primaryColor: '#E76F51',
		secondaryColor: '#264653',
		accentColor: '#E9C46A',
		prototype: [figma('Fk8sWq3LnR5yHc1', 'FieldKit-Engineer')],
		art: {
			photo: 'house',
			screens: [
				{
					layout: 'map',
					title: 'Search jobs and addresses',
					headline: 'Boiler service · 14 Elm Road',
					caption: 'Next job · 12 min away',
					items: ['Customer: R. Osei', 'Parts: valve kit, seal'],
					values: ['Call', ''],
					cta: 'Start navigation',
					alt: 'FieldKit on a phone: map with the route to the next job and its details',
				},
				{
					layout: 'calendar',
					title: 'Today',
					caption: '5 jobs · 2 done',
					items: ['Boiler service', 'Radiator install', 'Safety check'],
					values: ['09:00', '11:30', '14:00'],
					cta: 'View route',
					alt: 'FieldKit day plan with scheduled jobs',
				},
				{
					layout: 'detail',
					title: 'Job #4821',
					headline: 'Radiator install',
					caption: '22 Park Lane · Flat 3',
					chips: ['Duration', 'Parts', 'Photos'],
					values: ['1h 30', '4', '6', '4.9'],
					items: ['Checklist'],
					cta: 'Get signature',
					alt: 'FieldKit job details with duration, parts, photos and a checklist',
				},
			],
		},
	},
	// --------------------------------------------------------------- Products, website
	{
		id: 'aster-commerce',
		name: 'Aster Commerce',
		type: 'website',
		collection: 'products',
		category: 'Retail',
		description:
			'A fast storefront and back office for brands that sell online and in store. Launch in weeks, not months, with stock shared across every channel.',
		intro:
			'Aster Commerce is our storefront Platform for growing retail brands. Every shop starts from a Design system tuned for speed and accessibility, then takes on its own Brand. The Web App behind it handles orders, stock and returns, and shares inventory with Stocklane in physical shops. Our Development team hosts, monitors and upgrades it, so merchants spend their time on products, not plugins.',
		features: [
			{
				title: 'Storefront in weeks',
				description:
					'Themes built for speed, with pages that load in under a second on a phone.',
			},
			{
				title: 'One stock pool',
				description: 'Online and in-store stock stay in sync, so nothing is sold twice.',
			},
			{
				title: 'Checkout that converts',
				description: 'Wallet payments, saved addresses and a one-page checkout.',
			},
			{
				title: 'Clear reports',
				description: 'Sales, margins and returns by product, channel and day.',
			},
		],
		platforms: ['Web', 'Admin Dashboard'],
		primaryColor: '#D6336C',
		secondaryColor: '#2B2D42',
		accentColor: '#FFB703',
		prototype: [figma('Ac5mVr8KpT2wLx9', 'Aster-Commerce-Storefront')],
		art: {
			domain: 'shop.astercommerce.example',
			photo: 'product',
			screens: [
				{
					layout: 'catalog',
					title: 'New arrivals',
					caption: '48 products · free delivery over $50',
					chips: [
						'All',
						'Home',
						'Kitchen',
						'Gifts',
						'Shop',
						'Collections',
						'Journal',
						'Stores',
					],
					items: ['Stoneware jug', 'Linen apron', 'Oak board', 'Glass carafe'],
					values: ['$38.00', '$29.00', '$45.00', '$24.00'],
					cta: 'Sign in',
					alt: 'Aster Commerce storefront in a browser: a grid of products with filters',
				},
				{
					layout: 'dashboard',
					title: 'Good morning, Ines',
					caption: 'Here is how the shop did this week',
					headline: 'Revenue',
					chips: ['Overview', 'Orders', 'Products', 'Customers', 'Reports', 'Settings'],
					items: [
						'Revenue',
						'Orders',
						'Conversion',
						'Returns',
						'Channels',
						'Latest orders',
						'#5812 · Stoneware jug',
						'#5811 · Linen apron ×2',
						'#5810 · Oak board',
					],
					values: ['$18,420', '326', '3.8%', '1.2%', '62%'],
					alt: 'Aster Commerce back office with revenue, orders and a sales chart',
				},
				{
					layout: 'landing',
					title: 'Aster Commerce',
					headline: 'Sell everywhere from one calm back office',
					caption: 'Now with in-store sync',
					chips: ['Features', 'Pricing', 'Customers', 'Docs'],
					items: [
						'Conversion',
						'Order shipped',
						'Fast themes',
						'One stock pool',
						'Reports',
					],
					values: ['See pricing', '+31%'],
					cta: 'Start free trial',
					alt: 'Aster Commerce product page with headline, call to action and feature cards',
				},
			],
		},
	},
	{
		id: 'clinicly',
		name: 'Clinicly',
		type: 'website',
		collection: 'products',
		category: 'Health',
		description:
			'Online booking, reminders and a tidy schedule for private clinics. Patients book in a minute; reception stops chasing no-shows.',
		intro:
			'Clinicly is a Web App that gives small clinics the booking experience of a large hospital group. Patients pick a practitioner and a time from the clinic’s own site, under the clinic’s Brand; reminders cut no-shows by a third. Our UI/UX work started at the reception desk, and the Development team built the Platform to the privacy standards health data needs.',
		features: [
			{
				title: 'Book in a minute',
				description:
					'Patients choose a service, a practitioner and a time, then pay a deposit.',
			},
			{
				title: 'Fewer no-shows',
				description: 'Text and email reminders with one-tap rescheduling.',
			},
			{
				title: 'Reception view',
				description: 'The whole day on one screen, with check-in and waiting times.',
			},
		],
		platforms: ['Web', 'Admin Dashboard'],
		primaryColor: '#3A86FF',
		secondaryColor: '#14213D',
		accentColor: '#2EC4B6',
		prototype: [figma('Cl3nQz7RtY1vBn4', 'Clinicly-Booking')],
		art: {
			domain: 'book.clinicly.example',
			photo: 'person',
			screens: [
				{
					layout: 'booking',
					title: 'Popular treatments',
					headline: 'Book your next visit in under a minute',
					caption: 'Physiotherapy, dental care and check-ups near you',
					chips: ['Treatments', 'Clinicians', 'Prices', 'Help'],
					items: [
						'Treatment',
						'Date',
						'Time',
						'Physiotherapy',
						'Dental check-up',
						'Sports massage',
					],
					values: [
						'Physiotherapy',
						'Thu, 14 Mar',
						'10:30',
						'from $65',
						'from $80',
						'from $55',
					],
					cta: 'Find a time',
					alt: 'Clinicly booking page in a browser with a search for treatment, date and time',
				},
				{
					layout: 'dashboard',
					title: 'Today at Riverside Clinic',
					caption: '42 appointments · 3 practitioners',
					headline: 'Bookings',
					chips: ['Schedule', 'Patients', 'Practitioners', 'Reports', 'Settings'],
					items: [
						'Appointments',
						'Checked in',
						'No-shows',
						'Revenue',
						'By service',
						'Next appointments',
						'10:30 · Physiotherapy · A. Reyes',
						'10:45 · Dental check-up · M. Cohen',
						'11:00 · Sports massage · J. Lin',
					],
					values: ['42', '18', '2', '$3,120', '58%'],
					alt: 'Clinicly reception dashboard with the day’s appointments and check-ins',
				},
				{
					layout: 'landing',
					title: 'Clinicly',
					headline: 'Fewer no-shows, calmer mornings',
					caption: 'For private clinics',
					chips: ['Features', 'Pricing', 'Clinics', 'Help'],
					items: [
						'No-shows',
						'Booking confirmed',
						'Online booking',
						'Reminders',
						'Reception view',
					],
					values: ['See how it works', '-34%'],
					cta: 'Book a demo',
					alt: 'Clinicly home page with headline, demo button and feature cards',
				},
			],
		},
	},
	{
		id: 'rosterly',
		name: 'Rosterly',
		type: 'website',
		collection: 'products',
		category: 'Workforce',
		description:
			'Shift planning and time tracking for teams that do not sit at desks. Build next week’s rota in minutes and let staff swap shifts themselves.',
		intro:
			'Rosterly is a Web App for restaurants, shops and care homes that plan work in shifts. Managers drag shifts onto a week, see labour cost as they go and publish to every phone at once. We kept the Design of the rota close to the paper one people already know, and our Development team connected it to common payroll tools so the Platform ends the month with timesheets ready to pay.',
		features: [
			{
				title: 'Drag-and-drop rota',
				description: 'Build the week from templates and see cost and cover as you plan.',
			},
			{
				title: 'Shift swaps',
				description: 'Staff offer and pick up shifts; managers approve with one tap.',
			},
			{
				title: 'Clock in',
				description:
					'Geofenced clock-in from the phone, with breaks and overtime tracked.',
			},
			{
				title: 'Payroll export',
				description: 'Approved timesheets go straight to your payroll provider.',
			},
		],
		platforms: ['Web', 'iOS', 'Android'],
		primaryColor: '#8E5CF7',
		secondaryColor: '#241A4A',
		accentColor: '#F2A541',
		prototype: [],
		art: {
			domain: 'app.rosterly.example',
			photo: 'person',
			screens: [
				{
					layout: 'dashboard',
					title: 'Week 12 rota',
					caption: 'The Corner Kitchen · 24 staff',
					headline: 'Hours planned vs worked',
					chips: ['Rota', 'Staff', 'Timesheets', 'Reports', 'Settings'],
					items: [
						'Shifts',
						'Open shifts',
						'Labour cost',
						'Overtime',
						'Cover',
						'Swap requests',
						'Sat 18:00 · Jonas → Priya',
						'Sun 10:00 · Open shift',
						'Mon 07:00 · Lea → Sam',
					],
					values: ['186', '4', '$9,840', '6h', '96%'],
					alt: 'Rosterly in a browser: weekly rota overview with hours, cost and swap requests',
				},
				{
					layout: 'landing',
					title: 'Rosterly',
					headline: 'Next week’s rota, done before lunch',
					caption: 'Built for shift teams',
					chips: ['Product', 'Pricing', 'Stories', 'Help'],
					items: [
						'Hours saved',
						'Rota published',
						'Rota templates',
						'Shift swaps',
						'Payroll',
					],
					values: ['Book a demo', '6 h/week'],
					cta: 'Try it free',
					alt: 'Rosterly home page with headline, call to action and feature cards',
				},
				{
					layout: 'catalog',
					title: 'Team',
					caption: '24 people · 3 locations',
					chips: [
						'Everyone',
						'Kitchen',
						'Floor',
						'Bar',
						'Rota',
						'Staff',
						'Timesheets',
						'Reports',
					],
					items: ['Priya Nair', 'Jonas Berg', 'Lea Martin', 'Sam Okoro'],
					values: ['Head chef', 'Floor lead', 'Barista', 'Line cook'],
					cta: 'Invite staff',
					alt: 'Rosterly team page with staff cards and roles',
				},
			],
		},
	},
	{
		id: 'staybook',
		name: 'Staybook',
		type: 'website',
		collection: 'products',
		category: 'Hospitality',
		description:
			'A commission-free booking engine for independent hotels and guesthouses, with rates and availability that stay in sync with every channel.',
		intro:
			'Staybook is the booking Platform we built for independent hotels tired of paying commission on every guest. It sits on the hotel’s own site in the hotel’s Brand, quotes live rates, and keeps availability in step with the big travel sites. The Web App for owners shows occupancy and revenue at a glance. Our UI/UX and Development teams tuned the booking flow until it took three steps on a phone.',
		features: [
			{
				title: 'Direct bookings',
				description: 'Guests book on your site, you keep the commission.',
			},
			{
				title: 'Channel sync',
				description:
					'Rates and rooms stay in step with the big travel sites, automatically.',
			},
			{
				title: 'Upsells',
				description:
					'Breakfast, late check-out and airport transfers offered at the right moment.',
			},
		],
		platforms: ['Web', 'Admin Dashboard'],
		primaryColor: '#0077B6',
		secondaryColor: '#03045E',
		accentColor: '#F2A541',
		prototype: [],
		art: {
			domain: 'thelighthouseinn.example',
			photo: 'landscape',
			screens: [
				{
					layout: 'booking',
					title: 'Rooms and suites',
					headline: 'Wake up to the sound of the sea',
					caption: 'The Lighthouse Inn · Best rate when you book direct',
					chips: ['Rooms', 'Dining', 'Offers', 'Contact'],
					items: [
						'Check in',
						'Check out',
						'Guests',
						'Harbour room',
						'Sea-view suite',
						'Garden loft',
					],
					values: [
						'Fri, 21 Jun',
						'Sun, 23 Jun',
						'2 adults',
						'$149 / night',
						'$229 / night',
						'$179 / night',
					],
					cta: 'Check availability',
					alt: 'Staybook booking engine in a browser on a seaside hotel’s site',
				},
				{
					layout: 'catalog',
					title: 'Choose your room',
					caption: '21–23 June · 2 nights · 2 adults',
					chips: [
						'All rooms',
						'Sea view',
						'Family',
						'Accessible',
						'Rooms',
						'Dining',
						'Offers',
						'Contact',
					],
					items: ['Harbour room', 'Sea-view suite', 'Garden loft', 'Attic double'],
					values: ['$298', '$458', '$358', '$258'],
					cta: 'My booking',
					alt: 'Staybook room selection with prices for the chosen dates',
				},
				{
					layout: 'dashboard',
					title: 'The Lighthouse Inn',
					caption: 'June at a glance',
					headline: 'Occupancy',
					chips: ['Overview', 'Bookings', 'Rates', 'Guests', 'Reports', 'Settings'],
					items: [
						'Occupancy',
						'Direct share',
						'Revenue',
						'Avg. rate',
						'By channel',
						'Arrivals today',
						'Harbour room · Meyer · 2 nights',
						'Sea-view suite · Tanaka · 4 nights',
						'Garden loft · Brooks · 1 night',
					],
					values: ['87%', '64%', '$41,200', '$182', '64%'],
					alt: 'Staybook owner dashboard with occupancy, revenue and arrivals',
				},
			],
		},
	},
	// --------------------------------------------------------------- Portfolio, mobile
	{
		id: 'lumen-banking',
		name: 'Lumen Banking',
		type: 'mobile',
		collection: 'portfolio',
		category: 'FinTech',
		description:
			'The everyday banking app for Lumen Bank’s 120,000 members: instant transfers, card controls and spending insights.',
		intro:
			'Lumen Banking is the Mobile App we designed and built for Lumen Bank, a credit union moving its members from branches to phones. Our UI/UX team rebuilt every journey around three taps or fewer, we refreshed the Brand for small screens, and our Development team connected the app to the bank’s core Platform through a secure API layer. The Design system we delivered is now used by the bank’s own team.',
		features: [
			{
				title: 'Instant transfers',
				description:
					'Pay a friend or a bill in seconds, with saved payees and scheduled payments.',
			},
			{
				title: 'Card controls',
				description: 'Freeze a card, set limits and switch online payments on or off.',
			},
			{
				title: 'Spending insights',
				description:
					'Every purchase categorised, with a weekly view of where the money went.',
			},
			{
				title: 'Biometric sign-in',
				description: 'Face ID and fingerprint sign-in, with device binding for security.',
			},
		],
		platforms: ['iOS', 'Android'],
		primaryColor: '#3B6FE0',
		secondaryColor: '#1B2A6B',
		accentColor: '#F2A541',
		prototype: [figma('Lm4nB8xKq2WzR7p', 'Lumen-Banking')],
		art: {
			photo: 'landscape',
			screens: [
				{
					layout: 'dashboard',
					title: 'Hi, Maya',
					caption: 'Total balance',
					headline: '$12,480.50',
					chips: ['Send', 'Request', 'Top up', 'More', 'Spending', 'Good morning'],
					items: ['Coffee Lab', 'Salary · Northbound', 'City Metro card'],
					values: ['-$4.20', '+$3,200', '-$25.00', '-$312'],
					alt: 'Lumen Banking home screen on a phone: balance, quick actions, weekly spending and recent activity',
				},
				{
					layout: 'calendar',
					title: 'Scheduled',
					caption: 'Wednesday',
					items: ['Rent · Harbor Homes', 'Gym membership', 'Savings goal', 'Phone bill'],
					values: ['09:00', '12:30', '16:00', '18:00'],
					cta: 'Add payment',
					alt: 'Lumen Banking scheduled payments for the week',
				},
				{
					layout: 'detail',
					title: 'Savings',
					headline: 'Trip to Lisbon',
					caption: 'Goal $2,400 · due in August',
					chips: ['Saved', 'Monthly', 'Rate'],
					values: ['$1,860', '$180', '3.1%', '78%'],
					items: ['Round-ups'],
					cta: 'Add money',
					alt: 'Lumen Banking savings goal with progress, monthly amount and interest rate',
				},
				{
					layout: 'chat',
					title: 'Support',
					items: [
						'Hi Maya, how can we help today?',
						'My card was declined at the airport.',
						'Sorry about that. Your card is unlocked now, please try again.',
					],
					values: ['09:12', '09:13', '09:14'],
					alt: 'Lumen Banking in-app support chat',
				},
			],
		},
	},
	{
		id: 'pulsecare',
		name: 'PulseCare',
		type: 'mobile',
		collection: 'portfolio',
		category: 'Health',
		description:
			'A patient app for Halcyon Health’s clinics: book visits, message your care team and keep prescriptions in one place.',
		intro:
			'PulseCare is the Mobile App we built with Halcyon Health to give patients one front door to their care. The UI/UX was designed with patients aged 18 to 90 and tested with screen readers from the first sprint. Our Development team integrated it with the clinics’ scheduling Platform and records system, and the new Brand for PulseCare gives the network a friendlier face.',
		features: [
			{
				title: 'Book and reschedule',
				description:
					'Find a slot with your own doctor or the first one free, in any clinic.',
			},
			{
				title: 'Secure messages',
				description:
					'Ask your care team a question and get an answer within a working day.',
			},
			{
				title: 'Prescription refills',
				description:
					'Request a repeat prescription and choose the pharmacy that collects it.',
			},
			{
				title: 'Accessible by design',
				description: 'Large text, voice-over labels and high-contrast mode throughout.',
			},
		],
		platforms: ['iOS', 'Android', 'Admin Dashboard'],
		primaryColor: '#14A39A',
		secondaryColor: '#0F4C5C',
		accentColor: '#FF8A65',
		prototype: [figma('Pc6hTw2NvJ8sK3q', 'PulseCare-Patient-App')],
		art: {
			photo: 'person',
			screens: [
				{
					layout: 'calendar',
					title: 'Appointments',
					caption: 'Wednesday',
					items: ['Dr. Haddad · Check-up', 'Blood test', 'Physio · Knee'],
					values: ['09:30', '11:15', '15:00'],
					cta: 'Book a visit',
					alt: 'PulseCare on a phone: the week’s appointments with a button to book a visit',
				},
				{
					layout: 'detail',
					title: 'Your doctor',
					headline: 'Dr. Amira Haddad',
					caption: 'General practice · Riverside Clinic',
					chips: ['Patients', 'Years', 'Rating'],
					values: ['1.2k', '14', '4.9', '4.9'],
					items: ['About'],
					cta: 'Book an appointment',
					alt: 'PulseCare doctor profile with experience, rating and a booking button',
				},
				{
					layout: 'chat',
					title: 'Care team',
					items: [
						'Your blood test results are in and look good.',
						'Great news, thank you! Do I need a follow-up?',
						'Only the usual check-up in six months.',
					],
					values: ['14:02', '14:10', '14:12'],
					alt: 'PulseCare secure messages with the care team',
				},
			],
		},
	},
	{
		id: 'routely-driver',
		name: 'Routely Driver',
		type: 'mobile',
		collection: 'portfolio',
		category: 'Logistics',
		description:
			'The delivery app for Corvid Logistics’ 600 drivers: optimised routes, proof of delivery and live updates for customers.',
		intro:
			'Routely Driver is the Mobile App we delivered for Corvid Logistics, replacing handheld scanners with the phones drivers already carry. The UI/UX puts the next stop first and everything else one swipe away. Our Development team built route optimisation into the Platform, and proof of delivery now takes four seconds. The Design of the app follows Corvid’s Brand down to the van livery.',
		features: [
			{
				title: 'Optimised routes',
				description:
					'Stops ordered by traffic, time windows and van capacity, updated live.',
			},
			{
				title: 'Proof of delivery',
				description:
					'Photo, signature or safe-place note, attached to the parcel in seconds.',
			},
			{
				title: 'Customer updates',
				description:
					'Recipients get an accurate arrival window and can leave instructions.',
			},
		],
		platforms: ['Android', 'iOS'],
		primaryColor: '#7B61FF',
		secondaryColor: '#2A1E5C',
		accentColor: '#FFC542',
		prototype: [],
		art: {
			photo: 'product',
			screens: [
				{
					layout: 'map',
					title: 'Search stops',
					headline: 'Stop 14 · 8 Baker Street',
					caption: '2 parcels · arrive by 11:30',
					items: ['Leave with neighbour', 'Ring twice, side door'],
					values: ['', ''],
					cta: 'Arrived',
					alt: 'Routely Driver on a phone: map with the route to the next delivery stop',
				},
				{
					layout: 'progress',
					title: 'Today’s route',
					caption: 'Delivered',
					headline: '86 of 120',
					chips: ['Route progress'],
					items: ['Morning loop', 'City centre', 'Riverside'],
					values: ['100%', '72%', '15%'],
					alt: 'Routely Driver route progress with delivered parcels per area',
				},
				{
					layout: 'detail',
					title: 'Parcel',
					headline: 'CX-20488-UK',
					caption: 'Medium box · 2.4 kg',
					chips: ['Stop', 'Window', 'Attempts'],
					values: ['14', '11:30', '1', '#14'],
					items: ['Proof of delivery'],
					cta: 'Take photo',
					alt: 'Routely Driver parcel details with proof-of-delivery button',
				},
			],
		},
	},
	{
		id: 'tabletop',
		name: 'Tabletop',
		type: 'mobile',
		collection: 'portfolio',
		category: 'Hospitality',
		description:
			'Table booking and order-at-table for a group of twelve restaurants, with one loyalty account across all of them.',
		intro:
			'Tabletop is the Mobile App we created for a restaurant group that wanted guests to book, order and pay without waving for the bill. The Brand of each restaurant shines through its own menu pages, while the UI/UX keeps booking identical everywhere. Our Development team linked the app to the kitchens’ ordering Platform, so a dish ordered at the table reaches the pass in seconds.',
		features: [
			{
				title: 'Book a table',
				description:
					'Live availability for every restaurant in the group, with deposits for large parties.',
			},
			{
				title: 'Order at the table',
				description: 'Scan the table code, order from the menu and add dishes as you go.',
			},
			{
				title: 'Split and pay',
				description: 'Split the bill by dish or evenly, and pay from the phone.',
			},
			{
				title: 'One loyalty account',
				description: 'Points and perks that work across every restaurant in the group.',
			},
		],
		platforms: ['iOS', 'Android'],
		primaryColor: '#E4572E',
		secondaryColor: '#3B1F2B',
		accentColor: '#FFC857',
		prototype: [],
		art: {
			photo: 'plate',
			screens: [
				{
					layout: 'list',
					title: 'Tonight',
					caption: 'Search restaurants or dishes',
					chips: ['Nearby', 'Italian', 'Grill', 'Vegan'],
					items: ['Nonna Rosa', 'Ember & Oak', 'Green Fig', 'Harbour Fish'],
					values: ['19:30 free', '20:00 free', '19:00 free', '21:15 free'],
					alt: 'Tabletop on a phone: restaurants with a table free tonight',
				},
				{
					layout: 'detail',
					title: 'Nonna Rosa',
					headline: 'Nonna Rosa · Trattoria',
					caption: 'Fresh pasta · 0.8 km away',
					chips: ['Price', 'Wait', 'Reviews'],
					values: ['$$', '5 min', '2.1k', '4.8'],
					items: ['Chef’s picks'],
					cta: 'Book a table',
					alt: 'Tabletop restaurant page with price level, wait time, reviews and a booking button',
				},
				{
					layout: 'calendar',
					title: 'Book a table',
					caption: 'Party of 4 · Wednesday',
					items: ['Window table', 'Chef’s counter', 'Garden terrace'],
					values: ['19:00', '19:30', '20:15'],
					cta: 'Confirm booking',
					alt: 'Tabletop time slots for booking a table',
				},
			],
		},
	},
	// -------------------------------------------------------------- Portfolio, website
	{
		id: 'northbound-freight',
		name: 'Northbound Freight',
		type: 'website',
		collection: 'portfolio',
		category: 'Logistics',
		description:
			'A new website and customer portal for a freight forwarder: instant quotes, live shipment tracking and every document in one place.',
		intro:
			'Northbound Freight came to us with a brochure site and a phone line for tracking. We gave them a Web App their customers now use every day: quotes in a minute, live tracking and customs documents in one portal. The Brand was modernised without losing thirty years of trust, our Design team wrote the content with their sales team, and our Development team connected the portal to their transport Platform.',
		features: [
			{
				title: 'Instant quotes',
				description:
					'Door-to-door prices for road, sea and air freight, calculated as you type.',
			},
			{
				title: 'Live tracking',
				description: 'Every milestone from pickup to delivery, with alerts for delays.',
			},
			{
				title: 'Document hub',
				description:
					'Invoices, customs forms and proofs of delivery, searchable and shareable.',
			},
			{
				title: 'Operations dashboard',
				description: 'Volumes, on-time rates and exceptions for Northbound’s own team.',
			},
		],
		platforms: ['Web', 'Admin Dashboard'],
		primaryColor: '#0E8C7F',
		secondaryColor: '#123C47',
		accentColor: '#F2A541',
		prototype: [figma('Nb9fKd4RmQ6tZw2', 'Northbound-Freight-Portal')],
		art: {
			domain: 'northboundfreight.example',
			photo: 'landscape',
			screens: [
				{
					layout: 'landing',
					title: 'Northbound',
					headline: 'Freight that moves on your schedule',
					caption: 'Live tracking is here',
					chips: ['Home', 'Services', 'Tracking', 'Contact'],
					items: ['On-time rate', 'Booked', 'Live tracking', 'Customs', 'Warehousing'],
					values: ['Talk to sales', '98.6%'],
					cta: 'Get a quote',
					alt: 'Northbound Freight home page in a browser with headline, quote button and service cards',
				},
				{
					layout: 'tracking',
					title: 'Track shipment',
					headline: 'NBF-2024-88310',
					caption: 'On time',
					chips: ['Track', 'Ship', 'Rates', 'Business'],
					items: [
						'Picked up',
						'Departed Rotterdam',
						'In transit',
						'Customs',
						'Delivered',
					],
					values: [
						'Mon 08:10',
						'Mon 17:45',
						'Tue 06:20 · Antwerp',
						'Expected Wed',
						'Expected Thu',
					],
					cta: 'Get a quote',
					alt: 'Northbound Freight tracking page with shipment milestones and a route map',
				},
				{
					layout: 'dashboard',
					title: 'Operations',
					caption: 'Week 32',
					headline: 'Shipments',
					chips: ['Overview', 'Shipments', 'Customers', 'Reports', 'Settings'],
					items: [
						'Active shipments',
						'On time',
						'Revenue',
						'Fleet',
						'By mode',
						'Latest',
						'NBF-88310 · Rotterdam',
						'NBF-88311 · Hamburg',
						'NBF-88312 · Oslo',
					],
					values: ['1,284', '98.6%', '$482k', '212', '64%'],
					alt: 'Northbound Freight operations dashboard with shipment volumes and on-time rate',
				},
			],
		},
	},
	{
		id: 'brightpath-academy',
		name: 'Brightpath Academy',
		type: 'website',
		collection: 'portfolio',
		category: 'Education',
		description:
			'An online learning platform for a network of tutoring centres: live classes, self-paced courses and progress reports for parents.',
		intro:
			'Brightpath Academy asked us to take their tutoring online without losing the personal touch. We designed a Web App where students join live classes, work through self-paced courses and see their progress, while parents get a weekly report. The UI/UX was tested with students aged 10 to 18, the Brand was given a brighter, younger voice, and our Development team built the learning Platform to handle exam-season peaks.',
		features: [
			{
				title: 'Live classrooms',
				description: 'Video lessons with whiteboard, breakout rooms and recordings.',
			},
			{
				title: 'Self-paced courses',
				description: 'Short lessons and quizzes that adapt to each student’s answers.',
			},
			{
				title: 'Parent reports',
				description: 'A weekly summary of attendance, progress and the tutor’s notes.',
			},
		],
		platforms: ['Web', 'Admin Dashboard'],
		primaryColor: '#6C5CE7',
		secondaryColor: '#2D2D75',
		accentColor: '#00B894',
		prototype: [],
		art: {
			domain: 'learn.brightpath.example',
			photo: 'person',
			screens: [
				{
					layout: 'learning',
					title: 'Resume',
					headline: 'Welcome back, Amara',
					caption: 'You are 3 lessons away from finishing Algebra II',
					chips: [
						'Dashboard',
						'Courses',
						'Live classes',
						'Reports',
						'Study time',
						'Continue learning',
					],
					items: ['Algebra II', 'Chemistry basics', 'Essay writing'],
					values: ['82%', '45%', '20%'],
					cta: 'My account',
					alt: 'Brightpath Academy student dashboard in a browser with courses and progress',
				},
				{
					layout: 'landing',
					title: 'Brightpath',
					headline: 'Tutoring that fits around your week',
					caption: 'Live and self-paced',
					chips: ['Courses', 'Tutors', 'Centres', 'Parents'],
					items: [
						'Grade improvement',
						'Class booked',
						'Live classes',
						'Courses',
						'Reports',
					],
					values: ['Meet the tutors', '+1.4'],
					cta: 'Book a free class',
					alt: 'Brightpath Academy home page with headline and class booking button',
				},
				{
					layout: 'dashboard',
					title: 'Centre overview',
					caption: 'Spring term · week 6',
					headline: 'Attendance',
					chips: ['Overview', 'Classes', 'Students', 'Tutors', 'Reports'],
					items: [
						'Students',
						'Attendance',
						'Live classes',
						'Avg. score',
						'By subject',
						'Upcoming classes',
						'Maths · Year 10 · 16:00',
						'Chemistry · Year 11 · 17:00',
						'English · Year 9 · 17:30',
					],
					values: ['1,940', '93%', '128', '78%', '41%'],
					alt: 'Brightpath Academy centre dashboard with attendance and upcoming classes',
				},
			],
		},
	},
	{
		id: 'saffron-and-sage',
		name: 'Saffron & Sage',
		type: 'website',
		collection: 'portfolio',
		category: 'Hospitality',
		description:
			'A warm new website for a neighbourhood restaurant, with online reservations, seasonal menus and gift vouchers.',
		intro:
			'Saffron & Sage is a family restaurant with a loyal crowd and a website that did not do it justice. We started with the Brand: photography, type and a voice as warm as the dining room. The Design puts the menu and a reservation one tap from anywhere, and our Development team built a small Web App for vouchers and private events that the owners update themselves.',
		features: [
			{
				title: 'Online reservations',
				description: 'Real-time tables with reminders, for two or for twenty.',
			},
			{
				title: 'Seasonal menus',
				description: 'The chef updates dishes and allergens from a phone in minutes.',
			},
			{
				title: 'Gift vouchers',
				description: 'Bought online, delivered by email and redeemed at the table.',
			},
		],
		platforms: ['Web'],
		primaryColor: '#C8553D',
		secondaryColor: '#2E4A3F',
		accentColor: '#F2A541',
		prototype: [],
		art: {
			domain: 'saffronandsage.example',
			photo: 'plate',
			screens: [
				{
					layout: 'booking',
					title: 'From the kitchen',
					headline: 'Seasonal plates, shared tables',
					caption: 'Open Tuesday to Sunday · 12:00–23:00',
					chips: ['Menu', 'Private dining', 'Vouchers', 'Visit'],
					items: [
						'Date',
						'Time',
						'Guests',
						'Saffron risotto',
						'Lamb with sage',
						'Citrus tart',
					],
					values: ['Sat, 8 Jun', '19:30', '4 people', '$24', '$31', '$12'],
					cta: 'Find a table',
					alt: 'Saffron & Sage home page in a browser with a reservation form and dishes',
				},
				{
					layout: 'catalog',
					title: 'Summer menu',
					caption: 'Served from 12:00 · ask us about allergens',
					chips: [
						'All',
						'Starters',
						'Mains',
						'Desserts',
						'Menu',
						'Private dining',
						'Vouchers',
						'Visit',
					],
					items: ['Saffron risotto', 'Lamb with sage', 'Burrata & peach', 'Citrus tart'],
					values: ['$24', '$31', '$16', '$12'],
					cta: 'Book',
					alt: 'Saffron & Sage menu page with dishes and prices',
				},
				{
					layout: 'landing',
					title: 'Saffron & Sage',
					headline: 'Private dining for up to 24 guests',
					caption: 'Gift vouchers available',
					chips: ['Menu', 'Private dining', 'Vouchers', 'Visit'],
					items: [
						'Guest rating',
						'Table booked',
						'Set menus',
						'Vouchers',
						'Wine pairing',
					],
					values: ['Buy a voucher', '4.9 / 5'],
					cta: 'Enquire now',
					alt: 'Saffron & Sage private dining page with an enquiry button',
				},
			],
		},
	},
	{
		id: 'harbor-homes',
		name: 'Harbor Homes',
		type: 'website',
		collection: 'portfolio',
		category: 'Real Estate',
		description:
			'A property search website for a coastal estate agency, with map search, saved alerts and viewing bookings.',
		intro:
			'Harbor Homes sells and lets houses along the coast, and most of their buyers start on a phone. We built a Web App with fast search, a map view and instant alerts, and a booking flow for viewings that syncs with the agents’ calendars. The Design is calm and photo-led to suit the Brand, and our Development team connected the site to the agency’s listings Platform so new homes appear within minutes.',
		features: [
			{
				title: 'Search and map',
				description:
					'Filter by price, rooms and distance to the sea, on a list or a map.',
			},
			{
				title: 'Saved alerts',
				description: 'Buyers hear about a matching home before it reaches the portals.',
			},
			{
				title: 'Book a viewing',
				description:
					'Pick a time that suits the agent’s real calendar, confirmed instantly.',
			},
			{
				title: 'Agent console',
				description: 'Listings, enquiries and viewings in one place for the agency team.',
			},
		],
		platforms: ['Web', 'Admin Dashboard'],
		primaryColor: '#1D7FB8',
		secondaryColor: '#0B2545',
		accentColor: '#E9C46A',
		prototype: [figma('Hh2pXs5WbN7cV4m', 'Harbor-Homes-Search')],
		art: {
			domain: 'harborhomes.example',
			photo: 'house',
			screens: [
				{
					layout: 'catalog',
					title: 'Homes for sale',
					caption: '128 homes within 2 miles of the harbour',
					chips: [
						'All',
						'2+ beds',
						'Sea view',
						'Garden',
						'Buy',
						'Rent',
						'Sell',
						'Agents',
					],
					items: ['Quay Cottage', 'Cliff House', 'Marina Flat', 'Dune Lodge'],
					values: ['$485,000', '$1,150,000', '$320,000', '$610,000'],
					cta: 'Book a valuation',
					alt: 'Harbor Homes search results in a browser with property cards and filters',
				},
				{
					layout: 'landing',
					title: 'Harbor Homes',
					headline: 'Find your home by the sea',
					caption: '12 new homes this week',
					chips: ['Buy', 'Rent', 'Sell', 'Agents'],
					items: [
						'Homes sold',
						'Viewing booked',
						'Map search',
						'Saved alerts',
						'Viewings',
					],
					values: ['Value my home', '+18%'],
					cta: 'Search homes',
					alt: 'Harbor Homes home page with headline and search button',
				},
				{
					layout: 'dashboard',
					title: 'Agent console',
					caption: 'This month',
					headline: 'Enquiries',
					chips: ['Overview', 'Listings', 'Enquiries', 'Viewings', 'Reports'],
					items: [
						'Live listings',
						'Viewings',
						'Offers',
						'Sold',
						'By area',
						'Today’s viewings',
						'Quay Cottage · 10:00 · J. Rivera',
						'Marina Flat · 12:30 · P. Grant',
						'Dune Lodge · 15:00 · K. Sato',
					],
					values: ['86', '42', '9', '6', '38%'],
					alt: 'Harbor Homes agent console with listings, viewings and enquiries',
				},
			],
		},
	},
	// ------------------------------------------------------- Hidden: an unfinished draft
	{
		id: 'ledgerly',
		name: 'Ledgerly',
		type: 'website',
		collection: 'products',
		category: 'FinTech',
		description:
			'Bookkeeping for freelancers that reads your bank feed and drafts your tax return. In private beta.',
		intro:
			'Ledgerly is a Web App in private beta: it categorises bank transactions, chases unpaid invoices and prepares quarterly tax figures. The Design is final; our Development team is finishing the bank connections before the Platform opens to everyone.',
		features: [
			{
				title: 'Bank feeds',
				description: 'Transactions arrive daily and are categorised as they land.',
			},
			{
				title: 'Invoice chasing',
				description: 'Polite reminders go out on schedule until the invoice is paid.',
			},
			{
				title: 'Tax estimates',
				description: 'A running estimate of what to set aside each quarter.',
			},
		],
		platforms: ['Web'],
		primaryColor: '#2D2D75',
		secondaryColor: '#4D92CE',
		accentColor: null,
		prototype: [],
		visible: false,
		status: 'draft',
		art: {
			domain: 'app.ledgerly.example',
			photo: 'landscape',
			screens: [
				{
					layout: 'dashboard',
					title: 'Your books',
					caption: 'Q2 · April to June',
					headline: 'Income vs spending',
					chips: ['Overview', 'Transactions', 'Invoices', 'Tax', 'Settings'],
					items: [
						'Income',
						'Expenses',
						'Unpaid',
						'Tax to set aside',
						'Categories',
						'Latest transactions',
						'Client payment · Orchard & Co',
						'Software subscription',
						'Train ticket',
					],
					values: ['$24,800', '$6,140', '$3,200', '$4,520', '52%'],
					alt: 'Ledgerly dashboard in a browser with income, expenses and tax to set aside',
				},
				{
					layout: 'landing',
					title: 'Ledgerly',
					headline: 'Books that keep themselves',
					caption: 'Private beta',
					chips: ['Features', 'Pricing', 'Beta', 'Help'],
					items: ['Time saved', 'Invoice paid', 'Bank feeds', 'Invoices', 'Tax'],
					values: ['How it works', '4 h/month'],
					cta: 'Join the beta',
					alt: 'Ledgerly home page announcing the private beta',
				},
				{
					layout: 'tracking',
					title: 'Invoice INV-0142',
					headline: 'Orchard & Co · $3,200',
					caption: 'Overdue',
					chips: ['Overview', 'Invoices', 'Tax', 'Help'],
					items: ['Sent', 'Viewed', 'Reminder 1', 'Reminder 2', 'Paid'],
					values: ['2 May', '3 May', '17 May', 'Due 31 May', '—'],
					cta: 'New invoice',
					alt: 'Ledgerly invoice timeline with reminders',
				},
			],
		},
	},
]

/** Left and right alternate within each list a visitor sees (collection × type). */
function withAlignment(list: ProjectDraft[]): SeedProject[] {
	const seen = new Map<string, number>()
	return list.map((draft) => {
		const visible = draft.visible ?? true
		const key = `${draft.collection}:${draft.type}`
		const index = visible ? (seen.get(key) ?? 0) : 0
		if (visible) seen.set(key, index + 1)
		return {
			...draft,
			align: index % 2 === 0 ? 'left' : 'right',
			visible,
			status: draft.status ?? (visible ? 'published' : 'draft'),
			phases: draft.type === 'mobile' ? [...mobilePhases] : [...websitePhases],
		}
	})
}

export const SEED_PROJECTS: SeedProject[] = withAlignment(drafts)

const LUMEN: SeedCompany = { name: 'Lumen Bank', mark: 'ring', color: '#3B6FE0' }
const NORTHBOUND: SeedCompany = { name: 'Northbound', mark: 'chevron', color: '#0E8C7F' }
const HALCYON: SeedCompany = { name: 'Halcyon Health', mark: 'leaf', color: '#14A39A' }
const SAFFRON: SeedCompany = { name: 'Saffron & Sage', mark: 'dot', color: '#C8553D' }

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
	{
		id: 'daniel-mensah',
		name: 'Daniel Mensah',
		title: 'Head of Digital, Lumen Bank',
		quote:
			'Aster rebuilt our member app in five months, and it was the calmest project I have run in twenty years.\nActive users are up 38% and calls about transfers have nearly stopped. They felt like part of our team from week one.',
		company: LUMEN,
		portrait: ['#4D92CE', '#2D2D75'],
	},
	{
		id: 'sofia-marques',
		name: 'Sofia Marques',
		title: 'Operations Director, Northbound Freight',
		quote:
			'Our customers used to phone us to ask where their freight was. Now they open the portal, and my team spends that time on the shipments that need a person. Aster asked the right questions before writing a single line of code.',
		company: NORTHBOUND,
		portrait: ['#0E8C7F', '#123C47'],
	},
	{
		id: 'amira-haddad',
		name: 'Dr. Amira Haddad',
		title: 'Medical Director, Halcyon Health',
		quote:
			'Patients of every age use PulseCare, including my 84-year-old regulars.\nThe Aster team tested with real patients, listened to our nurses, and delivered exactly what they promised, on the day they promised it.',
		company: HALCYON,
		portrait: ['#14A39A', '#0F4C5C'],
	},
	{
		id: 'james-whitfield',
		name: 'James Whitfield',
		title: 'Owner, Saffron & Sage',
		quote:
			'Online bookings doubled in the first month, and gift vouchers paid for the new site by Christmas. Aster made a small restaurant look as good online as it does on a Friday night.',
		company: SAFFRON,
		portrait: ['#F2A541', '#C8553D'],
	},
]

export const SEED_CLIENT_LOGOS: SeedClientLogo[] = [
	{ name: 'lumen-bank.webp', company: 'Lumen Bank', mark: 'ring', visible: true },
	{
		name: 'northbound.webp',
		company: 'Northbound',
		mark: 'chevron',
		uppercase: true,
		visible: true,
	},
	{
		name: 'halcyon-health.webp',
		company: 'Halcyon Health',
		mark: 'leaf',
		light: true,
		visible: true,
	},
	{
		name: 'corvid-logistics.webp',
		company: 'Corvid',
		mark: 'bars',
		uppercase: true,
		visible: true,
	},
	{
		name: 'saffron-and-sage.webp',
		company: 'Saffron & Sage',
		mark: 'dot',
		visible: true,
	},
	{ name: 'brightpath.webp', company: 'Brightpath', mark: 'arc', visible: true },
	{
		name: 'harbor-homes.webp',
		company: 'Harbor Homes',
		mark: 'triangle',
		light: true,
		visible: true,
	},
	{ name: 'kestrel-labs.webp', company: 'Kestrel Labs', mark: 'hex', visible: true },
	{
		name: 'meridian-hotels.webp',
		company: 'Meridian',
		mark: 'wave',
		uppercase: true,
		visible: true,
	},
	{
		name: 'tallow-and-finch.webp',
		company: 'Tallow & Finch',
		mark: 'square',
		light: true,
		visible: true,
	},
	{
		name: 'oldfield-motors.webp',
		company: 'Oldfield Motors',
		mark: 'grid',
		visible: false,
	},
]

export const SEED_SITE_SETTINGS: SiteSettings = {
	companyName: 'Aster Software',
	logoLight: null,
	logoDark: null,
	tagline: 'Innovate, Integrate, Inspire: Your Software Solutions Partner',
	foundedYear: 2023,
	contactEmail: 'hello@astersoftware.example',
	contactPhone: '+1 (512) 555-0142',
	address: '1100 Congress Avenue, Suite 400, Austin, TX 78701',
	replyPromise: '3 working days',
	blurb:
		'Aster Software is a small studio of designers and engineers building mobile apps, websites and smart systems for companies that want software to work as hard as they do. Founded in 2023, we take a handful of projects at a time and see each one through from the first workshop to launch day and beyond.',
	social: {
		instagram: 'https://www.instagram.com/astersoftware',
		facebook: 'https://www.facebook.com/astersoftware',
		twitter: 'https://x.com/astersoftware',
		linkedin: 'https://www.linkedin.com/company/astersoftware',
	},
}
